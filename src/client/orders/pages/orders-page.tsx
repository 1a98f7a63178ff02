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
import { formatCoins } from '../../../shared/cart/money.ts';
import { RedeliverButton } from '../components/redeliver-button.tsx';
import { pageHeading } from '../../ui/page-parts.tsx';
import { useT } from '../../i18n/i18n.tsx';

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

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
const when = (iso: string) => `${dateFormat.format(new Date(iso))} UTC`;

function Coins({ value }: { value: number }) {
  return <CoinAmount amount={value} className={amount} />;
}

const KIND_LABEL: Record<Exclude<OrderSummary['kind'], 'gift'>, string> = {
  cart: 'Cart',
  product: 'Purchase',
  bundle: 'Lumen Dollars',
};

function pageFrom(search: string): number {
  const page = Number.parseInt(new URLSearchParams(search).get('page') ?? '1', 10);
  return Number.isFinite(page) && page >= 1 && page <= 1000 ? page : 1;
}

function OrdersList({ page }: { page: number }) {
  const t = useT();
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
        title="We could not load your orders"
        description={errorInfo(orders.error).message}
        onRetry={() => void orders.refetch()}
      />
    );
  }
  if (orders.status !== 'success') return null;
  if (orders.data.items.length === 0) {
    return (
      <EmptyState
        title="No orders yet"
        description="What you buy in the store shows here."
        action={<ButtonLink href="/store">Browse the store</ButtonLink>}
      />
    );
  }
  return (
    <>
      <ul className={list} aria-label="Orders">
        {orders.data.items.map((order) => (
          <li key={order.id} id={orderReceiptId(order.id)} className={card} tabIndex={-1}>
            <span className={head}>
              <span>
                {order.kind === 'gift'
                  ? order.gift?.recipientHandle
                    ? t('gifts.orderTo', { handle: order.gift.recipientHandle })
                    : t('gifts.orderKind')
                  : KIND_LABEL[order.kind]}{' '}
                · {order.status === 'completed' ? 'Completed' : order.status}
              </span>
              <Coins value={order.total} />
            </span>
            <span className={muted}>
              {when(order.createdAt)} ·{' '}
              <AppLink
                href={orderHref(order.id)}
                aria-label={`Order ${order.id.slice(0, 8)} of ${when(order.createdAt)}: details`}
              >
                Order {order.id.slice(0, 8)}
              </AppLink>
            </span>
            {order.items.length > 0 ? (
              <ul className={lines}>
                {order.items.map((item) => (
                  <li key={item.productId}>
                    {item.name} — {item.price === 0 ? 'FREE' : formatCoins(item.price)}
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
        label="Orders pages"
      />
    </>
  );
}

function SalesList({ page }: { page: number }) {
  const utils = trpc.useUtils();
  const sales = useSectionQuery(utils.orders.sales.queryOptions({ page }));
  if (sales.status === 'error') {
    return (
      <ErrorNotice
        title="We could not load your sales"
        description={errorInfo(sales.error).message}
        onRetry={() => void sales.refetch()}
      />
    );
  }
  if (sales.status !== 'success') return null;
  if (sales.data.items.length === 0) {
    return <EmptyState title="No sales yet" description="When someone buys from your store, the sale shows here." />;
  }
  return (
    <>
      <p className={summary}>
        {sales.data.total} {sales.data.total === 1 ? 'sale' : 'sales'}, <Coins value={sales.data.revenue} /> earned
      </p>
      <ul className={list} aria-label="Sales">
        {sales.data.items.map((sale) => (
          <li key={`${sale.orderId}:${sale.productId}`} className={card}>
            <span className={head}>
              <span>{sale.name}</span>
              <Coins value={sale.price} />
            </span>
            <span className={muted}>
              {when(sale.createdAt)} · bought by @{sale.buyerHandle}
            </span>
          </li>
        ))}
      </ul>
      <Paginator
        current={sales.data.page}
        pageCount={sales.data.pageCount}
        hrefForPage={(n) => `${SALES_PATH}?page=${n}`}
        label="Sales pages"
      />
    </>
  );
}

export function OrdersPage() {
  const page = pageFrom(useSearch());
  return (
    <>
      <PageMeta title="Your orders" description="Everything you bought." path={ORDERS_PATH} noindex />
      <h1 className={pageHeading}>Your orders</h1>
      <PersonaGate logInTitle="Log in to see your orders" personaDescription="Orders belong to your persona.">
        <Section fallback={null}>
          <OrdersList page={page} />
        </Section>
      </PersonaGate>
    </>
  );
}

export function SalesPage() {
  const page = pageFrom(useSearch());
  return (
    <>
      <PageMeta title="Your sales" description="What your stores sold." path={SALES_PATH} noindex />
      <h1 className={pageHeading}>Your sales</h1>
      <PersonaGate logInTitle="Log in to see your sales" personaDescription="Stores and sales belong to your persona.">
        <Section fallback={null}>
          <SalesList page={page} />
        </Section>
      </PersonaGate>
    </>
  );
}
