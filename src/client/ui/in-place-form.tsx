// A button that opens a form in its place: cancelling or finishing closes the form and puts the focus back
// on the button; after finishing, a note (a status, so it is announced) stays until the button is pressed
// again. Used by 'Report a defect' (docs/product.md §22) and 'Save this search' (§23).
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { css } from '@linaria/core';
import { buttonClassName } from './button.tsx';

const doneLine = css`
  margin: 0.5rem 0 0;
`;

export interface InPlaceFormControls {
  /** Close the form without anything done. */
  cancel: () => void;
  /** Close the form and show the done note. */
  done: () => void;
}

export function InPlaceForm({
  label,
  doneNote,
  className,
  testId,
  children,
}: {
  /** The button's words. */
  label: string;
  doneNote: ReactNode;
  className?: string | undefined;
  testId?: string | undefined;
  children: (controls: InPlaceFormControls) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [finished, setFinished] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  // Back to the button once it is drawn again after the form closed.
  useEffect(() => {
    if (open || !returnFocus.current) return;
    returnFocus.current = false;
    opener.current?.focus();
  }, [open]);
  const close = () => {
    returnFocus.current = true;
    setOpen(false);
  };
  return (
    <div className={className} data-testid={testId}>
      {open ? (
        children({
          cancel: close,
          done: () => {
            setFinished(true);
            close();
          },
        })
      ) : (
        <button
          ref={opener}
          type="button"
          className={buttonClassName('secondary', 'sm')}
          aria-expanded={false}
          onClick={() => {
            setFinished(false);
            setOpen(true);
          }}
        >
          {label}
        </button>
      )}
      {finished ? (
        <p className={doneLine} role="status">
          {doneNote}
        </p>
      ) : null}
    </div>
  );
}
