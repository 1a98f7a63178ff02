// 'Send to my client again' on a bought product: queues a redelivery the desktop client picks up the
// next time it runs. The service answers a repeat within a minute with the same request, so the button
// needs no guard beyond being disabled while the call is in flight.
import { css } from '@linaria/core';
import { trpc } from '../../trpc.ts';
import { errorInfo } from '../../query/error-info.ts';
import { Button } from '../../ui/button.tsx';
import { useT } from '../../i18n/i18n.tsx';

const row = css`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem 0.75rem;
  margin-left: 0.75rem;
`;

const note = css`
  color: var(--color-text-muted);
  font-size: 0.875rem;
`;

const errorText = css`
  color: var(--color-error);
  font-size: 0.875rem;
`;

export function RedeliverButton({ productId }: { productId: string }) {
  const t = useT();
  const redeliver = trpc.orders.redeliver.useMutation();
  return (
    <span className={row}>
      <Button
        variant="ghost"
        size="sm"
        disabled={redeliver.isPending}
        aria-busy={redeliver.isPending || undefined}
        onClick={() => redeliver.mutate({ productId })}
      >
        {t('orders.redeliver')}
      </Button>
      <span aria-live="polite">
        {redeliver.isError ? (
          <span className={errorText} role="alert">
            {errorInfo(redeliver.error).message}
          </span>
        ) : redeliver.isSuccess ? (
          <span className={note}>{t('orders.redelivered')}</span>
        ) : null}
      </span>
    </span>
  );
}
