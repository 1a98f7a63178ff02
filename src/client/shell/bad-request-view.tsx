// 400: the address carried something we could not use (e.g. page=abc). Shows why, and a clean link.
import { css } from '@linaria/core';
import { ButtonLink } from '../ui/button.tsx';
import { StatusView } from './status-view.tsx';

const reason = css`
  display: inline-block;
  margin-top: 0.75rem;
  padding: 0.625rem 1rem;
  border-radius: var(--radius-small);
  border: 1px solid var(--color-border);
  background: var(--color-surface);
  color: var(--color-text);
`;

export interface BadRequestViewProps {
  /** The validation message, shown as text. */
  message: string;
  /** The same page without the bad parameters. */
  resetHref: string;
  resetLabel?: string;
  homeHref?: string;
}

export function BadRequestView({ message, resetHref, resetLabel = 'Start over', homeHref = '/' }: BadRequestViewProps) {
  return (
    <StatusView
      mark="400"
      title="That address doesn't look right"
      actions={
        <>
          <ButtonLink href={resetHref}>{resetLabel}</ButtonLink>
          <ButtonLink href={homeHref} variant="secondary">
            Go to the home page
          </ButtonLink>
        </>
      }
    >
      <p>Part of the link couldn't be used, so we stopped before showing the wrong thing.</p>
      <p className={reason}>{message}</p>
    </StatusView>
  );
}
