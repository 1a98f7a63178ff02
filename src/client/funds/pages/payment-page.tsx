// /funds/pay/{transactionId}: the payment provider's confirmation step. The embedded provider is a
// SANDBOX (no money moves; the page says so); a real provider's own page replaces this one. Paying adds
// the bundle to the balance once; then the buyer goes back to the purchase they were making.
import { css } from '@linaria/core';
import { useSearch } from 'wouter';
import { trpc } from '../../trpc.ts';
import { useSectionQuery } from '../../query/section-query.ts';
import { errorInfo } from '../../query/error-info.ts';
import { PageMeta } from '../../app/page-meta.tsx';
import { Section } from '../../app/section.tsx';
import { useViewer } from '../../session/viewer.tsx';
import { Button, ButtonLink, buttonClassName } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { ErrorNotice } from '../../ui/error-notice.tsx';
import { CoinIcon } from '../../ui/icons.tsx';
import { hasPersona } from '../../../shared/session/viewer.ts';
import { safeNextPath } from '../../../shared/session/session-check.ts';
import type { RouteParams } from '../../app/routes.tsx';
import { FUNDS_PATH } from '../../../shared/cart/money.ts';

const panel = css`
  display: grid;
  gap: 1rem;
  max-width: 440px;
  margin: 2rem auto 0;
  padding: 1.75rem;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-card);
  background: var(--color-surface);
`;

const sandbox = css`
  margin: 0;
  padding: 0.625rem 0.875rem;
  border-radius: 8px;
  background: #fff6db;
  color: #5c4300;
  font-size: 0.9375rem;
`;

const amount = css`
  display: inline-flex;
  align-items: center;
  gap: 0.375rem;
  font-size: 1.75rem;
  font-weight: 700;
`;

const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

function Payment({ transactionId, returnTo }: { transactionId: string; returnTo: string | null }) {
  const utils = trpc.useUtils();
  const status = useSectionQuery(utils.funds.status.queryOptions({ transactionId }));
  const decide = trpc.funds.decide.useMutation({
    onSuccess: (payment) => {
      utils.funds.status.setData({ transactionId }, payment);
    },
  });
  if (status.status === 'error') {
    return <ErrorNotice title="We could not find this payment" description={errorInfo(status.error).message} />;
  }
  if (status.status !== 'success') return null;
  const payment = decide.data ?? status.data;
  const back = returnTo ?? FUNDS_PATH;
  if (payment.status === 'completed') {
    return (
      <div className={panel} role="status">
        <h1>Payment complete</h1>
        <p className={amount}>
          <CoinIcon size={24} />+{payment.amount.toLocaleString('en-US')}
        </p>
        <p>The Lumen Dollars are in your balance.</p>
        {/* A full load: the navigation shows the new balance. */}
        <a className={buttonClassName()} href={back}>
          {returnTo ? 'Back to your purchase' : 'Continue'}
        </a>
      </div>
    );
  }
  if (payment.status !== 'pending') {
    return (
      <div className={panel}>
        <h1>Payment {payment.status}</h1>
        <p>Nothing was charged and your balance is unchanged.</p>
        <ButtonLink href={FUNDS_PATH}>Choose a bundle</ButtonLink>
      </div>
    );
  }
  return (
    <div className={panel}>
      <h1>Confirm your payment</h1>
      <p className={sandbox}>Sandbox payment provider: no real money is charged on this deployment.</p>
      <p className={amount}>
        <CoinIcon size={24} />
        {payment.amount.toLocaleString('en-US')}
      </p>
      {decide.error ? <p role="alert">{errorInfo(decide.error).message}</p> : null}
      <div className={actions}>
        <Button disabled={decide.isPending} onClick={() => decide.mutate({ transactionId, decision: 'confirm' })}>
          {decide.isPending ? 'PROCESSING' : 'Pay'}
        </Button>
        <Button
          variant="secondary"
          disabled={decide.isPending}
          onClick={() => decide.mutate({ transactionId, decision: 'cancel' })}
        >
          Cancel
        </Button>
      </div>
    </div>
  );
}

export function PaymentPage({ params }: { params: RouteParams }) {
  const viewer = useViewer();
  const search = useSearch();
  const returnParam = new URLSearchParams(search).get('return');
  const returnTo = returnParam ? safeNextPath(returnParam) : null;
  const transactionId = params.transactionId ?? '';
  const meta = (
    <PageMeta
      title="Confirm your payment"
      description="Confirm your Lumen Dollars purchase."
      path={FUNDS_PATH}
      noindex
    />
  );
  if (!hasPersona(viewer)) {
    return (
      <>
        {meta}
        <EmptyState title="Log in to pay" description="Payments belong to the persona that started them." />
      </>
    );
  }
  return (
    <>
      {meta}
      <Section fallback={null}>
        <Payment transactionId={transactionId} returnTo={returnTo} />
      </Section>
    </>
  );
}
