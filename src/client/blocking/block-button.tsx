// Block / Unblock on a profile and in the persona popup (docs/product.md §17). Blocking asks first, in place:
// a short question with Block and Cancel (the confirm button takes the focus, Escape cancels). Unblocking
// happens at once (it takes nothing away). Spans, not div/p: the popup lives inside a paragraph. Nothing
// shows until the viewer's block is known, which the browser asks after hydration.
import { css } from '@linaria/core';
import { useEffect, useRef, useState } from 'react';
import { Button, buttonClassName, type ButtonSize } from '../ui/button.tsx';
import { useT } from '../i18n/i18n.tsx';
import { useBlockState, useBlockToggle } from './use-block.ts';

const row = css`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
`;

const confirmBox = css`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  flex-basis: 100%;
  max-width: 32rem;
  padding: 0.75rem;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-card);
  background: var(--color-surface);
`;

const question = css`
  font-weight: 600;
`;

const explain = css`
  color: var(--color-text-muted);
  font-size: 0.875rem;
`;

const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

const note = css`
  color: var(--color-text-muted);
  font-size: 0.875rem;
`;

const errorText = css`
  flex-basis: 100%;
  color: #b00024;
  font-size: 0.875rem;
`;

export interface BlockButtonProps {
  handle: string;
  /** The name the question says. */
  name: string;
  size?: ButtonSize;
}

export function BlockButton({ handle, name, size = 'md' }: BlockButtonProps) {
  const t = useT();
  const blocked = useBlockState(handle);
  const toggle = useBlockToggle(handle);
  const [asking, setAsking] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking) confirmRef.current?.focus();
  }, [asking]);
  if (blocked === undefined) return null;
  const cancel = () => {
    setAsking(false);
    // Back where the person was.
    queueMicrotask(() => opener.current?.focus());
  };
  const failure = toggle.failed ? (
    <span role="alert" className={errorText}>
      {t('blocking.failed')}
    </span>
  ) : null;
  if (blocked) {
    return (
      <span className={row}>
        <span className={note}>{t('blocking.youBlocked')}</span>
        <Button
          variant="secondary"
          size={size}
          disabled={toggle.pending}
          aria-label={t('blocking.unblockNamed', { name })}
          onClick={() => void toggle.run(false).catch(() => undefined)}
        >
          {t('blocking.unblock')}
        </Button>
        {failure}
      </span>
    );
  }
  const questionId = `block-question-${handle}`;
  return (
    <span className={row}>
      {asking ? (
        <span
          role="group"
          aria-labelledby={questionId}
          className={confirmBox}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.stopPropagation();
              cancel();
            }
          }}
        >
          <span id={questionId} className={question}>
            {t('blocking.confirmQuestion', { name })}
          </span>
          <span className={explain}>{t('blocking.confirmExplain')}</span>
          <span className={actions}>
            <button
              ref={confirmRef}
              type="button"
              className={buttonClassName('danger', size)}
              disabled={toggle.pending}
              onClick={() =>
                void toggle.run(true).then(
                  () => setAsking(false),
                  () => undefined,
                )
              }
            >
              {t('blocking.confirm')}
            </button>
            <Button variant="secondary" size={size} disabled={toggle.pending} onClick={cancel}>
              {t('blocking.cancel')}
            </Button>
          </span>
        </span>
      ) : (
        <button
          ref={opener}
          type="button"
          className={buttonClassName('danger-outline', size)}
          aria-label={t('blocking.blockNamed', { name })}
          onClick={() => setAsking(true)}
        >
          {t('blocking.block')}
        </button>
      )}
      {failure}
    </span>
  );
}
