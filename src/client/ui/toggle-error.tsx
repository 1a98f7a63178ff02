// Why a toggle (a heart, a like) did not stick, under it: the button has already rolled back, this says
// what happened and can be dismissed. One look for every toggle of the site.
import { css } from '@linaria/core';

const message = css`
  max-width: 16rem;
  margin: 0;
  padding: 0.5rem 0.75rem;
  border: 1px solid var(--color-error);
  border-radius: 0.5rem;
  background: var(--color-surface);
  color: var(--color-error);
  font-size: 0.875rem;
  line-height: 1.35;
  text-align: left;
`;

const dismissButton = css`
  margin-left: 0.5rem;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  font-weight: 600;
  text-decoration: underline;
  cursor: pointer;
`;

export function ToggleError({
  message: text,
  dismissLabel,
  onDismiss,
}: {
  message: string;
  dismissLabel: string;
  onDismiss: () => void;
}) {
  return (
    <p className={message} role="alert">
      {text}
      <button type="button" className={dismissButton} onClick={onDismiss}>
        {dismissLabel}
      </button>
    </p>
  );
}
