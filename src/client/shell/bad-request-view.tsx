// 400: the address carried something we could not use (e.g. page=abc). Shows why, and a clean link.
import { css } from '@linaria/core';
import { ButtonLink } from '../ui/button.tsx';
import { StatusView } from './status-view.tsx';
import { useT } from '../i18n/i18n.tsx';

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

export function BadRequestView({ message, resetHref, resetLabel, homeHref = '/' }: BadRequestViewProps) {
  const t = useT();
  return (
    <StatusView
      mark="400"
      title={t('badRequest.title')}
      actions={
        <>
          <ButtonLink href={resetHref}>{resetLabel ?? t('badRequest.startOver')}</ButtonLink>
          <ButtonLink href={homeHref} variant="secondary">
            {t('error.home')}
          </ButtonLink>
        </>
      }
    >
      <p>{t('badRequest.body')}</p>
      <p className={reason}>{message}</p>
    </StatusView>
  );
}
