// A card in a grid of worlds, listings or snapshots: one link per card, its name, stretched over the whole
// card so the card is one click target, with the few other links (the creator, the persona) lifted above
// it instead of nested inside it. Classes only: the CSP allows no style attributes.
import { css } from '@linaria/core';
import { media } from '../styles/tokens.ts';

/** The card's box: bordered, the positioning context of the stretched link. */
export const cardFrame = css`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-card);
  background: var(--color-surface);
  box-shadow: var(--shadow-sm);
`;

/** Rises under a hovering pointer; above its neighbours while a popup opened inside it shows. */
export const cardLift = css`
  transition:
    transform 0.25s var(--ease-out),
    box-shadow 0.25s var(--ease-out);

  &:hover,
  &:focus-within {
    z-index: 3;
  }

  @media ${media.hover} {
    &:hover {
      transform: translateY(-3px);
      box-shadow: var(--shadow-lg);
    }
  }
`;

/** The picture's box at the top, 16:9 unless the card says otherwise. */
export const cardMedia = css`
  position: relative;
  overflow: hidden;
  aspect-ratio: 16 / 9;
  border-radius: calc(var(--radius-card) - 1px) calc(var(--radius-card) - 1px) 0 0;
  background: var(--color-skeleton);
`;

/** The picture filling its box. */
export const cardImage = css`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

/** Everything under the picture; the last row (see cardFooter) sits at the bottom. */
export const cardBody = css`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 0.25rem;
  padding: 0.875rem 1rem 1rem;
`;

/** The card's heading: two lines at most. */
export const cardTitle = css`
  display: -webkit-box;
  overflow: hidden;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  line-clamp: 2;
  margin: 0;
  font-size: 1rem;
  font-weight: 700;
  line-height: 1.3;
  overflow-wrap: anywhere;
`;

/** The name link, stretched over the whole card; its focus ring is drawn round the card. */
export const stretchedLink = css`
  color: var(--color-text);
  text-decoration: none;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    z-index: 1;
    border-radius: var(--radius-card);
  }

  &:focus-visible {
    outline: none;
  }

  &:focus-visible::after {
    outline: 3px solid var(--color-primary-strong);
    outline-offset: 3px;
  }
`;

/** Anything clickable inside the card besides its name: lifted above the stretched link. */
export const aboveStretchedLink = css`
  position: relative;
  z-index: 2;
`;

/** A secondary link in the card (the creator, the persona): muted until hovered. */
export const cardSecondaryLink = css`
  position: relative;
  z-index: 2;
  color: var(--color-text-muted);
  font-weight: 500;
  text-decoration: none;

  &:hover {
    color: var(--color-primary-strong);
    text-decoration: underline;
  }
`;

/** The card's last row (price, people, rating), pushed to the bottom. */
export const cardFooter = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem 0.75rem;
  margin-top: auto;
  padding-top: 0.5rem;
`;
