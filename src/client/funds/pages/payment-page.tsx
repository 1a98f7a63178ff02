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
import { usePublicConfig } from '../../app/public-config.tsx';
import type { MessageId } from '../../../shared/i18n/messages/en.ts';
import { useFormats, useT } from '../../i18n/i18n.tsx';

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

/** The heading of a payment that ended without being paid. */
const ENDED: Readonly<Record<'cancelled' | 'failed', MessageId>> = {
  cancelled: 'funds.paymentCancelled',
  failed: 'funds.paymentFailed',
};

function Payment({ transactionId, returnTo }: { transactionId: string; returnTo: string | null }) {
  const t = useT();
  const formats = useFormats();
  const { productName } = usePublicConfig();
  const utils = trpc.useUtils();
  const status = useSectionQuery(utils.funds.status.queryOptions({ transactionId }));
  const decide = trpc.funds.decide.useMutation({
    onSuccess: (payment) => {
      utils.funds.status.setData({ transactionId }, payment);
    },
  });
  if (status.status === 'error') {
    return <ErrorNotice title={t('funds.paymentNotFound')} description={errorInfo(status.error).message} />;
  }
  if (status.status !== 'success') return null;
  const payment = decide.data ?? status.data;
  const back = returnTo ?? FUNDS_PATH;
  if (payment.status === 'completed') {
    return (
      <div className={panel} role="status">
        <h1>{t('funds.paymentComplete')}</h1>
        <p className={amount}>
          <CoinIcon size={24} />+{formats.coins(payment.amount)}
        </p>
        <p>{t('funds.inBalance', { productName })}</p>
        {/* A full load: the navigation shows the new balance. */}
        <a className={buttonClassName()} href={back}>
          {returnTo ? t('funds.backToPurchase') : t('funds.continue')}
        </a>
      </div>
    );
  }
  if (payment.status !== 'pending') {
    return (
      <div className={panel}>
        <h1>{t(ENDED[payment.status])}</h1>
        <p>{t('funds.nothingCharged')}</p>
        <ButtonLink href={FUNDS_PATH}>{t('funds.chooseBundle')}</ButtonLink>
      </div>
    );
  }
  return (
    <div className={panel}>
      <h1>{t('funds.confirmTitle')}</h1>
      <p className={sandbox}>{t('funds.sandbox')}</p>
      <p className={amount}>
        <CoinIcon size={24} />
        {formats.coins(payment.amount)}
      </p>
      {decide.error ? <p role="alert">{errorInfo(decide.error).message}</p> : null}
      <div className={actions}>
        <Button disabled={decide.isPending} onClick={() => decide.mutate({ transactionId, decision: 'confirm' })}>
          {decide.isPending ? t('cart.processing') : t('funds.pay')}
        </Button>
        <Button
          variant="secondary"
          disabled={decide.isPending}
          onClick={() => decide.mutate({ transactionId, decision: 'cancel' })}
        >
          {t('funds.cancel')}
        </Button>
      </div>
    </div>
  );
}

export function PaymentPage({ params }: { params: RouteParams }) {
  const t = useT();
  const { productName } = usePublicConfig();
  const viewer = useViewer();
  const search = useSearch();
  const returnParam = new URLSearchParams(search).get('return');
  const returnTo = returnParam ? safeNextPath(returnParam) : null;
  const transactionId = params.transactionId ?? '';
  const meta = (
    <PageMeta
      title={t('funds.confirmTitle')}
      description={t('funds.confirmDescription', { productName })}
      path={FUNDS_PATH}
      noindex
    />
  );
  if (!hasPersona(viewer)) {
    return (
      <>
        {meta}
        <EmptyState title={t('funds.logInToPay')} description={t('funds.paymentPersona')} />
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
