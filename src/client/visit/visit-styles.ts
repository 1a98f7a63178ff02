// Shared look of the visit flow's modals (text blocks, the email form). Classes only: the CSP allows
// no style attributes.
import { css } from '@linaria/core';

export const stack = css`
  display: grid;
  gap: 0.875rem;
`;

export const lead = css`
  margin: 0;
  color: var(--color-text);
`;

export const muted = css`
  margin: 0;
  color: var(--color-text-muted);
  font-size: 0.9375rem;
`;

export const requirement = css`
  margin: 0;
  padding: 0.75rem 1rem;
  border-radius: 12px;
  background: var(--color-surface-sunken);
  font-weight: 500;
`;

export const form = css`
  display: grid;
  gap: 0.5rem;
`;

export const label = css`
  font-size: 0.9375rem;
  font-weight: 500;
`;

export const fieldRow = css`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;

  @media (min-width: 40em) {
    flex-direction: row;
  }
`;

export const input = css`
  /* Grows along the row only: in the phone column a zero flex-basis would replace the height and
     squash the field to its text line. */
  flex: none;
  min-width: 0;
  height: 44px;
  padding: 0 1rem;
  border: 1px solid var(--color-border-strong);
  border-radius: var(--radius-button);
  background: var(--color-surface);
  color: var(--color-text);
  font: inherit;

  @media (min-width: 40em) {
    flex: 1;
  }

  &:focus-visible {
    outline: none;
    border-color: var(--color-primary-strong);
    box-shadow: 0 0 0 4px rgb(33 188 207 / 0.35);
  }

  &[aria-invalid='true'] {
    border-color: var(--color-error);
    background: var(--color-error-soft);
  }

  &[aria-invalid='true']:focus-visible {
    box-shadow: 0 0 0 4px rgb(230 0 46 / 0.25);
  }
`;

export const fieldError = css`
  margin: 0;
  color: var(--color-error);
  font-size: 0.875rem;
  font-weight: 500;
`;

export const notice = css`
  display: grid;
  gap: 0.75rem;
  justify-items: start;
  margin: 0;
  padding: 0.875rem 1rem;
  border-radius: 12px;
`;

export const errorNotice = css`
  border: 1px solid var(--color-error);
  background: var(--color-error-soft);
`;

export const successNotice = css`
  border: 1px solid var(--color-success);
  background: var(--color-surface-sunken);
`;

export const secondaryActions = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;
