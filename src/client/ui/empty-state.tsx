// What a list shows when there is nothing in it: a calm message and, ideally, a way forward.
import type { ReactNode } from 'react';
import { css } from '@linaria/core';
import { ButtonLink } from './button.tsx';
import { CompassIcon } from './icons.tsx';

const wrap = css`
  display: grid;
  justify-items: center;
  gap: 0.75rem;
  padding: 3.5rem 1.5rem;
  border: 1px dashed var(--color-border-strong);
  border-radius: var(--radius-card);
  background: var(--color-surface);
  text-align: center;
`;

const badge = css`
  display: grid;
  place-items: center;
  width: 56px;
  height: 56px;
  border-radius: 50%;
  background: var(--color-primary-soft);
  color: var(--color-primary-strong);
`;

const title = css`
  font-size: 1.25rem;
  font-weight: 700;
`;

const text = css`
  max-width: 46ch;
  color: var(--color-text-muted);
`;

const actionsRow = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.75rem;
  margin-top: 0.5rem;
`;

export interface EmptyStateProps {
  title: string;
  description?: string;
  /** A link onward, rendered as a button ('Browse all experiences'). */
  actionHref?: string;
  actionLabel?: string;
  /** Any other buttons or links that help the person move on. */
  action?: ReactNode;
  icon?: ReactNode;
  headingLevel?: 2 | 3;
}

export function EmptyState({
  title: heading,
  description,
  actionHref,
  actionLabel,
  action,
  icon,
  headingLevel = 2,
}: EmptyStateProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const link =
    actionHref && actionLabel ? (
      <ButtonLink href={actionHref} variant="secondary">
        {actionLabel}
      </ButtonLink>
    ) : null;
  return (
    <section className={wrap}>
      <span className={badge} aria-hidden="true">
        {icon ?? <CompassIcon size={28} />}
      </span>
      <Heading className={title}>{heading}</Heading>
      {description ? <p className={text}>{description}</p> : null}
      {link || action ? (
        <div className={actionsRow}>
          {link}
          {action}
        </div>
      ) : null}
    </section>
  );
}
