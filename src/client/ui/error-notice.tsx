// A friendly error section: what went wrong, what to do, and (when the caller can retry) a button.
import type { ReactNode } from 'react';
import { css } from '@linaria/core';
import { Button } from './button.tsx';
import { AlertIcon, RefreshIcon } from './icons.tsx';
import { useT } from '../i18n/i18n.tsx';

const box = css`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0.75rem 1rem;
  align-items: start;
  padding: 1.25rem 1.5rem;
  border: 1px solid #f3b9c5;
  border-left: 4px solid var(--color-error);
  border-radius: var(--radius-card);
  background: var(--color-error-soft);
  color: var(--color-text);
`;

const icon = css`
  margin-top: 0.125rem;
  color: #b00024;
`;

const title = css`
  font-size: 1.125rem;
  font-weight: 700;
`;

const body = css`
  display: grid;
  gap: 0.5rem;
  justify-items: start;
`;

const text = css`
  color: var(--color-text);
`;

const actionsRow = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: 0.5rem;
`;

export interface ErrorNoticeProps {
  title?: string;
  /** What happened and what the person can do about it. */
  description: string;
  onRetry?: () => void;
  retryLabel?: string;
  /** Extra actions (e.g. a link home) shown next to the retry button. */
  actions?: ReactNode;
  headingLevel?: 2 | 3;
  className?: string;
}

export function ErrorNotice({
  title: givenTitle,
  description,
  onRetry,
  retryLabel,
  actions,
  headingLevel = 2,
  className,
}: ErrorNoticeProps) {
  const t = useT();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const heading = givenTitle ?? t('error.title');
  return (
    <section role="alert" className={className ? `${box} ${className}` : box}>
      <AlertIcon size={24} className={icon} />
      <div className={body}>
        <Heading className={title}>{heading}</Heading>
        <p className={text}>{description}</p>
        {onRetry || actions ? (
          <div className={actionsRow}>
            {onRetry ? (
              <Button variant="secondary" size="sm" onClick={onRetry}>
                <RefreshIcon size={16} />
                {retryLabel ?? t('error.retry')}
              </Button>
            ) : null}
            {actions}
          </div>
        ) : null}
      </div>
    </section>
  );
}
