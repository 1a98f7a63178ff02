// A list of one's own things, one bordered row each (the wishlist, blocked personas): a picture, the
// details (a linked name, muted lines) and the row's actions, which move under the details on narrow
// screens. Classes only: the CSP allows no style attributes.
import { css } from '@linaria/core';

/** The <ul> (or its loading placeholder) holding the rows. */
export const rowList = css`
  display: grid;
  gap: 0.875rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** One <li>: picture, details, actions. */
export const listRow = css`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: 0.75rem 1rem;
  align-items: center;
  padding: 0.75rem;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-card);
  background: var(--color-surface);

  @media (min-width: 640px) {
    grid-template-columns: auto minmax(0, 1fr) auto;
    padding: 0.875rem 1rem;
  }
`;

/** The middle column: an h2 with the name, then muted lines. */
export const rowDetails = css`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  min-width: 0;

  & h2 {
    margin: 0;
    font-size: 1.0625rem;
    line-height: 1.3;
    overflow-wrap: anywhere;
  }
`;

/** The name in the h2: the text's colour, underlined on hover. */
export const rowNameLink = css`
  color: var(--color-text);
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`;

/** A muted line under the name. */
export const rowMeta = css`
  margin: 0;
  color: var(--color-text-muted);
  font-size: 0.875rem;
  overflow-wrap: anywhere;
`;

/** The row's buttons, under the details on narrow screens and at the end of the row on wide ones. */
export const rowActions = css`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.375rem;
  grid-column: 1 / -1;

  @media (min-width: 640px) {
    grid-column: auto;
    align-items: flex-end;
  }
`;

/** Why a row's action failed, under its button. */
export const rowAlert = css`
  margin: 0;
  color: var(--color-error);
  font-size: 0.875rem;
`;

/** The paginator's place under the list. */
export const rowPager = css`
  margin-top: 2rem;
`;
