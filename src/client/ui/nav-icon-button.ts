// The round icon buttons of the top bar (cart, notifications) and the count badge on them: one look, so
// the bar's buttons stay alike as more are added.
import { css } from '@linaria/core';

export const navIconButton = css`
  position: relative;
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: var(--color-text);
  cursor: pointer;
  transition: background-color 0.15s ease;

  &:hover,
  &[aria-expanded='true'] {
    background: var(--color-surface-sunken);
  }

  &[aria-busy='true'] {
    cursor: progress;
  }
`;

/** On the transparent (marketing) bar over a dark hero. */
export const navIconButtonLight = css`
  color: #ffffff;

  &:hover,
  &[aria-expanded='true'] {
    background: rgb(255 255 255 / 0.14);
  }
`;

/** The count in the button's corner; colours come from the caller (primary for the cart, error for unread). */
export const navCountBadge = css`
  position: absolute;
  top: 2px;
  right: 0;
  min-width: 18px;
  height: 18px;
  padding: 0 5px;
  border-radius: 9px;
  font-size: 0.6875rem;
  font-weight: 700;
  line-height: 18px;
  text-align: center;
  box-shadow: 0 0 0 2px var(--color-surface);
`;
