// The pieces every creator form shares: labelled fields with a character count and the server's error
// on the field (aria-invalid + aria-describedby), a notice that announces success, the actions row,
// and a delete button that asks first in a modal.
import { useId, useState, type ReactNode } from 'react';
import { css, cx } from '@linaria/core';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';

export const formGrid = css`
  display: grid;
  gap: 1.25rem;
  max-width: 44rem;
`;

export const editorLayout = css`
  display: grid;
  gap: 2rem;
  align-items: start;

  @media (min-width: 64em) {
    grid-template-columns: minmax(0, 1fr) 20rem;
  }
`;

export const pageTitle = css`
  margin: 1.5rem 0 1rem;
  font-size: clamp(1.75rem, 3.5vw, 2.5rem);
  font-weight: 700;
  letter-spacing: -0.02em;
`;

export const sectionTitle = css`
  margin: 0 0 0.75rem;
  font-size: 1.25rem;
  font-weight: 700;
`;

const fieldBox = css`
  display: grid;
  gap: 0.375rem;

  & input,
  & textarea,
  & select {
    width: 100%;
    min-height: 44px;
    padding: 0.5rem 0.75rem;
    border: 1px solid var(--color-border-strong);
    border-radius: var(--radius-small);
    background: var(--color-surface);
    color: inherit;
    font: inherit;
  }

  & textarea {
    min-height: 8rem;
    resize: vertical;
  }

  & [aria-invalid='true'] {
    border-color: var(--color-error);
  }
`;

const labelRow = css`
  display: flex;
  justify-content: space-between;
  gap: 1rem;
  font-weight: 500;
`;

const counter = css`
  color: var(--color-text-muted);
  font-size: 0.8125rem;
  font-weight: 400;
  font-variant-numeric: tabular-nums;
`;

const overLimit = css`
  color: #b00024;
`;

export const hintText = css`
  margin: 0;
  color: var(--color-text-muted);
  font-size: 0.875rem;
`;

export const errorText = css`
  margin: 0;
  /* #b00024, the report form's error tone: docs/product.md §11's #e6002e is 4.4:1 on the page, too light for small text. */
  color: #b00024;
  font-size: 0.875rem;
  font-weight: 500;
`;

export interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string | undefined;
  maxLength?: number | undefined;
  multiline?: boolean;
  required?: boolean;
  type?: 'text' | 'number' | 'datetime-local';
  inputMode?: 'numeric' | 'text';
  /** Suggestions (a datalist) for a text input. */
  list?: string;
  name?: string;
  onBlur?: () => void;
}

export function TextField({
  label,
  value,
  onChange,
  error,
  hint,
  maxLength,
  multiline = false,
  required = false,
  type = 'text',
  inputMode,
  name,
  onBlur,
  list,
}: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name,
    value,
    required,
    onBlur,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  };
  return (
    <div className={fieldBox}>
      <span className={labelRow}>
        <label htmlFor={id}>{label}</label>
        {maxLength !== undefined ? (
          <span className={cx(counter, value.length > maxLength && overLimit)} aria-hidden="true">
            {value.length} / {maxLength}
          </span>
        ) : null}
      </span>
      {multiline ? (
        <textarea {...common} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input
          {...common}
          type={type}
          inputMode={inputMode}
          list={list}
          onChange={(event) => onChange(event.target.value)}
          autoComplete="off"
        />
      )}
      {error ? (
        <p id={errorId} className={errorText}>
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className={hintText}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export function SelectField({
  label,
  value,
  onChange,
  error,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  children: ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={fieldBox}>
      <label htmlFor={id} className={labelRow}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      >
        {children}
      </select>
      {error ? (
        <p id={errorId} className={errorText}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

const noticeBox = css`
  margin: 0 0 1rem;
  padding: 0.75rem 1rem;
  border: 1px solid var(--color-success);
  border-left-width: 4px;
  border-radius: var(--radius-small);
  background: var(--color-surface);
`;

const errorBox = css`
  border-color: var(--color-error);
  background: var(--color-error-soft);
`;

/** A success (role=status) or failure (role=alert) message over a form or list. */
export function Notice({ tone = 'success', children }: { tone?: 'success' | 'error'; children: ReactNode }) {
  return (
    <div className={cx(noticeBox, tone === 'error' && errorBox)} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}

export const actionsRow = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: center;
`;

export interface DeleteButtonProps {
  /** 'experience', 'listing', 'store' */
  what: string;
  name: string;
  onConfirm: () => Promise<unknown>;
  /** Extra words in the dialog (what deleting keeps or loses). */
  consequence?: string;
  size?: 'sm' | 'md';
}

/** Delete, after a confirmation modal that names the thing; failures show in the modal. */
export function DeleteButton({ what, name, onConfirm, consequence, size = 'sm' }: DeleteButtonProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  async function confirm() {
    setBusy(true);
    setFailure(null);
    try {
      await onConfirm();
      setOpen(false);
    } catch (error) {
      setFailure(
        error instanceof Error && error.message ? error.message : `The ${what} could not be deleted. Try again.`,
      );
    } finally {
      setBusy(false);
    }
  }
  return (
    <>
      <Button
        variant="danger-outline"
        size={size}
        type="button"
        onClick={() => setOpen(true)}
        aria-label={`Delete ${what} ${name}`}
      >
        Delete
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={`Delete this ${what}?`}
        actions={
          <>
            <Button variant="secondary" type="button" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button variant="danger" type="button" onClick={() => void confirm()} disabled={busy} aria-disabled={busy}>
              {busy ? 'Deleting…' : `Delete ${what}`}
            </Button>
          </>
        }
      >
        <p>
          “{name}” will be deleted. {consequence ?? 'This cannot be undone.'}
        </p>
        {failure ? (
          <p className={errorText} role="alert">
            {failure}
          </p>
        ) : null}
      </Modal>
    </>
  );
}
