// 500: something failed on our side. Optional retry and a request id people can quote to support.
import { css } from '@linaria/core';
import { Button, ButtonLink } from '../ui/button.tsx';
import { StatusView } from './status-view.tsx';

const reference = css`
  margin-top: 0.75rem;
  font-size: 0.875rem;
`;

const code = css`
  padding: 0.125rem 0.375rem;
  border-radius: 4px;
  background: var(--color-surface-sunken);
  color: var(--color-text);
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 0.8125rem;
`;

export interface ServerErrorViewProps {
  onRetry?: () => void;
  /** Shown so people can quote it to support. */
  requestId?: string;
  homeHref?: string;
  browseHref?: string;
}

export function ServerErrorView({ onRetry, requestId, homeHref = '/', browseHref = '/experiences' }: ServerErrorViewProps) {
  return (
    <StatusView
      mark="500"
      title="Something went wrong on our side"
      actions={
        <>
          {onRetry ? <Button onClick={onRetry}>Try again</Button> : null}
          <ButtonLink href={browseHref} variant={onRetry ? 'secondary' : 'primary'}>
            Browse experiences
          </ButtonLink>
          <ButtonLink href={homeHref} variant="secondary">
            Go to the home page
          </ButtonLink>
        </>
      }
    >
      <p>This one is on us, not you. Please try again in a moment; if it keeps happening, our team is already looking into it.</p>
      {requestId ? (
        <p className={reference}>
          Reference: <code className={code}>{requestId}</code>
        </p>
      ) : null}
    </StatusView>
  );
}
