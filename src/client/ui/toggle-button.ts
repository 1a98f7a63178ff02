// The bordered toggle buttons people press to keep something (Like, Helpful, the hearts of favourites and
// the wishlist): aria-pressed says whether it is on, aria-busy or disabled while its call is out. Classes
// only (the CSP allows no style attributes); a domain adds its size or its pressed background.
import { css } from '@linaria/core';

/** The button itself: text colour until hovered or pressed, then the accent it is given. */
export const toggleButton = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.375rem;
  min-height: 2.5rem;
  padding: 0 0.875rem;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-button);
  background: var(--color-surface);
  color: var(--color-text);
  font: inherit;
  font-size: 0.9375rem;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  transition:
    color 0.15s ease,
    border-color 0.15s ease,
    transform 0.15s var(--ease-out);

  &:active:not(:disabled) {
    transform: scale(0.96);
  }

  &[aria-busy='true'],
  &:disabled {
    cursor: progress;
  }

  &:disabled {
    opacity: 0.7;
  }
`;

/** Hovered or pressed in the primary colour (Like, Helpful). */
export const toggleAccent = css`
  &:hover:not(:disabled),
  &[aria-pressed='true'] {
    border-color: var(--color-primary);
    color: var(--color-primary-strong);
  }
`;

/** Hovered or pressed in red (the hearts). */
export const toggleHeart = css`
  &:hover:not(:disabled),
  &[aria-pressed='true'] {
    border-color: var(--color-error);
    color: var(--color-error);
  }
`;

/** The heart on a card: a round-cornered square over the picture's corner. */
export const toggleOnCard = css`
  width: 2.5rem;
  padding: 0;
  box-shadow: var(--shadow-sm);
`;
