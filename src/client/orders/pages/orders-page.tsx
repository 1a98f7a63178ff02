// /orders: the buyer's receipts (what, how much, when), and /sales: a seller's sales and revenue.
import { useEffect } from 'react';
import { css } from '@linaria/core';
import { useSearch } from 'wouter';
import { trpc } from '../../trpc.ts';
import { useSectionQuery } from '../../query/section-query.ts';
import { errorInfo } from '../../query/error-info.ts';
import { PageMeta } from '../../app/page-meta.tsx';
import { Section } from '../../app/section.tsx';
import { PersonaGate } from '../../session/persona-gate.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { ErrorNotice } from '../../ui/error-notice.tsx';
import { Paginator } from '../../ui/paginator.tsx';
import { CoinAmount } from '../../ui/coin-amount.tsx';
import { ButtonLink } from '../../ui/button.tsx';
import { ORDERS_PATH, SALES_PATH, orderHref, orderReceiptId } from '../../../shared/orders/paths.ts';
import { AppLink } from '../../router/app-link.tsx';
import type { OrderSummary } from '../../../shared/orders/schema.ts';
import { RedeliverButton } from '../components/redeliver-button.tsx';
import { pageHeading } from '../../ui/page-parts.tsx';
import { useFormats, useT } from '../../i18n/i18n.tsx';
import type { MessageId } from '../../../shared/i18n/messages/en.ts';
import { usePublicConfig } from '../../app/public-config.tsx';
import { ORDER_STATUS_LABEL } from '../order-words.ts';
import { around } from '../../i18n/around.ts';

const list = css`
  display: grid;
  gap: 0.75rem;
  margin: 0 0 1.5rem;
  padding: 0;
  list-style: none;
`;

const card = css`
  display: grid;
  gap: 0.5rem;
  padding: 1rem 1.25rem;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-card);
  background: var(--color-surface);
`;

const head = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 0.5rem;
  font-weight: 500;
`;

const muted = css`
  color: var(--color-text-muted);
  font-size: 0.9375rem;
`;

const amount = css`
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  font-weight: 700;
`;

const lines = css`
  margin: 0;
  padding-left: 1.25rem;
`;

const summary = css`
  margin: 0 0 1rem;
  font-size: 1.125rem;
`;

function Coins({ value }: { value: number }) {
  return <CoinAmount amount={value} className={amount} />;
}

const KIND_LABEL: Record<Exclude<OrderSummary['kind'], 'gift'>, MessageId> = {
  cart: 'cart.label',
  product: 'orders.kindPurchase',
  bundle: 'orders.kindBundle',
};

function pageFrom(search: string): number {
  const page = Number.parseInt(new URLSearchParams(search).get('page') ?? '1', 10);
  return Number.isFinite(page) && page >= 1 && page <= 1000 ? page : 1;
}

function OrdersList({ page }: { page: number }) {
  const t = useT();
  const formats = useFormats();
  const { productName } = usePublicConfig();
  const when = (iso: string) => formats.date(iso, 'zoned');
  const utils = trpc.useUtils();
  const orders = useSectionQuery(utils.orders.mine.queryOptions({ page }));
  const loaded = orders.status === 'success';
  // An older receipt link (/orders#order-…) arrives before the list does: once it is here, bring
  // that order into view and give it focus, so keyboard and screen reader users land on it too.
  useEffect(() => {
    if (!loaded || window.location.hash === '') return;
    const target = document.getElementById(decodeURIComponent(window.location.hash.slice(1)));
    if (target) {
      target.scrollIntoView({ block: 'center' });
      target.focus({ preventScroll: true });
    }
  }, [loaded]);
  if (orders.status === 'error') {
    return (
      <ErrorNotice
        title={t('orders.loadFailed')}
        description={errorInfo(orders.error).message}
        onRetry={() => void orders.refetch()}
      />
    );
  }
  if (orders.status !== 'success') return null;
  if (orders.data.items.length === 0) {
    return (
      <EmptyState
        title={t('orders.none')}
        description={t('orders.noneHint')}
        action={<ButtonLink href="/store">{t('categories.browseStore')}</ButtonLink>}
      />
    );
  }
  return (
    <>
      <ul className={list} aria-label={t('orders.list')}>
        {orders.data.items.map((order) => (
          <li key={order.id} id={orderReceiptId(order.id)} className={card} tabIndex={-1}>
            <span className={head}>
              <span>
                {order.kind === 'gift'
                  ? order.gift?.recipientHandle
                    ? t('gifts.orderTo', { handle: order.gift.recipientHandle })
                    : t('gifts.orderKind')
                  : t(KIND_LABEL[order.kind], { productName })}{' '}
                · {t(ORDER_STATUS_LABEL[order.status])}
              </span>
              <Coins value={order.total} />
            </span>
            <span className={muted}>
              {when(order.createdAt)} ·{' '}
              <AppLink
                href={orderHref(order.id)}
                aria-label={t('orders.detailsLabel', { number: order.id.slice(0, 8), date: when(order.createdAt) })}
              >
                {t('orders.number', { number: order.id.slice(0, 8) })}
              </AppLink>
            </span>
            {order.items.length > 0 ? (
              <ul className={lines}>
                {order.items.map((item) => (
                  <li key={item.productId}>
                    {item.name} — {item.price === 0 ? t('money.free') : formats.coins(item.price)}
                    {/* Only what was actually bought can be delivered again. */}
                    {/* A gift is delivered to the friend who owns it, not to the giver. */}
                    {order.status === 'completed' && order.kind !== 'bundle' && order.kind !== 'gift' ? (
                      <RedeliverButton productId={item.productId} />
                    ) : null}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
      <Paginator
        current={orders.data.page}
        pageCount={orders.data.pageCount}
        hrefForPage={(n) => `${ORDERS_PATH}?page=${n}`}
        label={t('orders.pages')}
      />
    </>
  );
}

function SalesList({ page }: { page: number }) {
  const t = useT();
  const formats = useFormats();
  const when = (iso: string) => formats.date(iso, 'zoned');
  const utils = trpc.useUtils();
  const sales = useSectionQuery(utils.orders.sales.queryOptions({ page }));
  if (sales.status === 'error') {
    return (
      <ErrorNotice
        title={t('orders.salesFailed')}
        description={errorInfo(sales.error).message}
        onRetry={() => void sales.refetch()}
      />
    );
  }
  if (sales.status !== 'success') return null;
  if (sales.data.items.length === 0) {
    return <EmptyState title={t('orders.noSales')} description={t('orders.noSalesHint')} />;
  }
  const [salesBefore, salesAfter] = around(t('orders.salesSummary', { count: sales.data.total, revenue: around.SLOT }));
  return (
    <>
      <p className={summary}>
        {salesBefore}
        <Coins value={sales.data.revenue} />
        {salesAfter}
      </p>
      <ul className={list} aria-label={t('orders.sales')}>
        {sales.data.items.map((sale) => (
          <li key={`${sale.orderId}:${sale.productId}`} className={card}>
            <span className={head}>
              <span>{sale.name}</span>
              <Coins value={sale.price} />
            </span>
            <span className={muted}>
              {when(sale.createdAt)} · {t('orders.boughtBy', { handle: sale.buyerHandle })}
            </span>
          </li>
        ))}
      </ul>
      <Paginator
        current={sales.data.page}
        pageCount={sales.data.pageCount}
        hrefForPage={(n) => `${SALES_PATH}?page=${n}`}
        label={t('orders.salesPages')}
      />
    </>
  );
}

export function OrdersPage() {
  const t = useT();
  const page = pageFrom(useSearch());
  return (
    <>
      <PageMeta title={t('orders.title')} description={t('orders.description')} path={ORDERS_PATH} noindex />
      <h1 className={pageHeading}>{t('orders.title')}</h1>
      <PersonaGate logInTitle={t('orders.logIn')} personaDescription={t('orders.personaNeeded')}>
        <Section fallback={null}>
          <OrdersList page={page} />
        </Section>
      </PersonaGate>
    </>
  );
}

export function SalesPage() {
  const t = useT();
  const page = pageFrom(useSearch());
  return (
    <>
      <PageMeta title={t('orders.salesTitle')} description={t('orders.salesDescription')} path={SALES_PATH} noindex />
      <h1 className={pageHeading}>{t('orders.salesTitle')}</h1>
      <PersonaGate logInTitle={t('orders.salesLogIn')} personaDescription={t('orders.salesPersonaNeeded')}>
        <Section fallback={null}>
          <SalesList page={page} />
        </Section>
      </PersonaGate>
    </>
  );
}
