// The small forms of the footer and the account menu that post one choice (the language, the currency)
// and come back to the page: a label and pill buttons in the text's own colour. Classes only (the CSP
// allows no style attributes).
import { css } from '@linaria/core';

/** The form: its label and choices on one line, wrapping on narrow screens. */
export const choiceForm = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem 0.5rem;
  margin: 0;
  border: 0;
  padding: 0;
`;

/** A pill button outlined in the text's colour; the current choice, if marked, is bold. */
export const choicePill = css`
  min-height: 2rem;
  padding: 0.25rem 0.625rem;
  border: 1px solid currentcolor;
  border-radius: var(--radius-pill, 999px);
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;

  &[aria-current='true'] {
    font-weight: 700;
  }
`;
