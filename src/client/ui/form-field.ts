// The look of a plain form field (its label, the muted hint inside the label, the input or text area)
// and of a form's alert, for forms that lay their fields out themselves (a review, a report).
// Classes only: the CSP allows no style attributes.
import { css } from '@linaria/core';

export const fieldLabel = css`
  display: block;
  margin-bottom: 0.375rem;
  font-weight: 700;
`;

/** '(optional)', '(for people who cannot see it)': inside the label, quieter than it. */
export const fieldHint = css`
  color: var(--color-text-muted);
  font-weight: 400;
`;

/** A one-line input or a text area (which grows only downwards; its minimum height is the form's own). */
export const textField = css`
  display: block;
  width: 100%;
  padding: 0.5625rem 0.75rem;
  border: 1px solid var(--color-border-strong);
  border-radius: var(--radius-small);
  background: var(--color-surface);
  color: var(--color-text);
  font: inherit;
  resize: vertical;

  &:focus-visible {
    outline: 3px solid var(--color-primary-strong);
    outline-offset: 1px;
  }

  &[aria-invalid='true'] {
    border-color: var(--color-error);
    box-shadow: 0 0 0 1px var(--color-error);
  }
`;

/** What went wrong with the whole form (role="alert" on the element). */
export const formAlert = css`
  margin: 0;
  padding: 0.625rem 0.875rem;
  border-radius: var(--radius-small);
  background: var(--color-error-soft);
  color: var(--color-text);
`;

/** A form drawn in a bordered panel in the page's flow (a defect report, a saved search, a rating). */
export const formPanel = css`
  display: grid;
  gap: 0.875rem;
  padding: 1rem;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-card);
  background: var(--color-surface);

  & h2 {
    margin: 0;
    font-size: 1.125rem;
    overflow-wrap: anywhere;
  }

  & p {
    margin: 0;
  }
`;

/** The row of a form's buttons, wrapping on narrow screens. */
export const formActions = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;
