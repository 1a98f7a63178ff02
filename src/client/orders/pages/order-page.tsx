// /orders/{id}: one order for its buyer (GET /orders/{id}): what was bought and for how much (a free
// order says Free), when, for which persona, with links to the listings and to the inventory. An order
// that is not the viewer's reads as missing (404), never as forbidden: its existence is not theirs to know.
// orders.detail decides the status before streaming (prefetch.ts).
import { css } from '@linaria/core';
import { trpc } from '../../trpc.ts';
import { useSectionQuery } from '../../query/section-query.ts';
import { errorInfo } from '../../query/error-info.ts';
import { PageMeta } from '../../app/page-meta.tsx';
import { Section } from '../../app/section.tsx';
import type { RouteParams } from '../../app/routes.tsx';
import { idInput } from '../../app/route-match.ts';
import { PersonaGate } from '../../session/persona-gate.tsx';
import { AppLink } from '../../router/app-link.tsx';
import { ButtonLink } from '../../ui/button.tsx';
import { CoinAmount } from '../../ui/coin-amount.tsx';
import { ErrorNotice } from '../../ui/error-notice.tsx';
import { BackLink, factList, LoadingDetail, pageTitle } from '../../ui/page-parts.tsx';
import { NotFoundView } from '../../shell/status-view.tsx';
import { useFormats, useT } from '../../i18n/i18n.tsx';
import type { MessageId } from '../../../shared/i18n/messages/en.ts';
import { usePublicConfig } from '../../app/public-config.tsx';
import { ORDER_STATUS_LABEL } from '../order-words.ts';
import { PersonaLink } from '../../profiles/persona-link.tsx';
import { ORDERS_PATH, orderHref } from '../../../shared/orders/paths.ts';
import { linesTotal } from '../../../shared/orders/rules.ts';
import type { OrderDetail } from '../../../shared/orders/schema.ts';
import { listingPath } from '../../../shared/listings/listing-rules.ts';

const card = css`
  padding: 1rem 1.25rem;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-card);
  background: var(--color-surface);
`;

const lines = css`
  display: grid;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const line = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 0.25rem 1rem;
`;

const totalRow = css`
  display: flex;
  justify-content: space-between;
  gap: 1rem;
  margin: 0.75rem 0 0;
  padding-top: 0.75rem;
  border-top: 1px solid var(--color-border);
  font-weight: 700;
`;

const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: 1.5rem;
`;

const KIND_LABEL: Record<Exclude<OrderDetail['kind'], 'gift'>, MessageId> = {
  cart: 'orders.kindCartCheckout',
  product: 'orders.kindPurchase',
  bundle: 'orders.kindBundle',
};

/** A receipt amount: a free line or order says Free; otherwise the coins. */
function Amount({ value }: { value: number }) {
  const t = useT();
  return value === 0 ? <span>{t('tickets.freeWord')}</span> : <CoinAmount amount={value} freeWhenZero={false} />;
}

export function OrderPage({ params }: { params: RouteParams }) {
  const t = useT();
  const { id } = idInput(params);
  return (
    <>
      <PageMeta
        title={t('orders.orderTitle')}
        description={t('orders.orderDescription')}
        path={orderHref(id)}
        noindex
      />
      <BackLink href={ORDERS_PATH}>{t('orders.title')}</BackLink>
      <PersonaGate logInTitle={t('orders.logInOrder')} personaDescription={t('orders.personaNeeded')}>
        <Section fallback={<LoadingDetail label={t('orders.loadingOrder')} />}>
          <OrderView id={id} />
        </Section>
      </PersonaGate>
    </>
  );
}

function OrderNotFound() {
  const t = useT();
  return (
    <NotFoundView
      title={t('orders.notFound')}
      primary={{ href: ORDERS_PATH, label: t('orders.title') }}
      secondary={{ href: '/store', label: t('categories.browseStore') }}
    >
      <p>{t('orders.notFoundHint')}</p>
    </NotFoundView>
  );
}

function OrderView({ id }: { id: string }) {
  const t = useT();
  const formats = useFormats();
  const { productName } = usePublicConfig();
  const utils = trpc.useUtils();
  const result = useSectionQuery(utils.orders.detail.queryOptions({ id }));
  if (result.status === 'error') {
    const info = errorInfo(result.error);
    if (info.appCode === 'NOT_FOUND' || info.appCode === 'BAD_REQUEST') return <OrderNotFound />;
    return (
      <ErrorNotice title={t('orders.orderFailed')} description={info.message} onRetry={() => void result.refetch()} />
    );
  }
  if (result.status !== 'success') return null;
  const order = result.data;
  // A gift's item is the friend's (docs/product.md §20): the giver has nothing to use or redeliver.
  const owned =
    order.status === 'completed' && order.kind !== 'bundle' && order.kind !== 'gift' && order.items.length > 0;
  return (
    <article aria-labelledby="order-title">
      <h1 id="order-title" className={pageTitle}>
        {t('orders.orderOf', { date: formats.date(order.createdAt, 'day') })}
      </h1>
      <dl className={factList}>
        <dt>{t('orders.order')}</dt>
        <dd>{order.id}</dd>
        <dt>{t('orders.date')}</dt>
        <dd>
          <time dateTime={order.createdAt}>{formats.date(order.createdAt, 'zoned')}</time>
        </dd>
        <dt>{t('orders.for')}</dt>
        <dd>
          <PersonaLink handle={order.personaHandle}>@{order.personaHandle}</PersonaLink>
        </dd>
        <dt>{t('orders.kind')}</dt>
        <dd>
          {order.kind === 'gift'
            ? order.gift?.recipientHandle
              ? t('gifts.orderTo', { handle: order.gift.recipientHandle })
              : t('gifts.orderKind')
            : t(KIND_LABEL[order.kind], { productName })}
        </dd>
        {order.gift?.message ? <dd>{t('gifts.orderMessage', { message: order.gift.message })}</dd> : null}
        <dt>{t('orders.status')}</dt>
        <dd>{t(ORDER_STATUS_LABEL[order.status])}</dd>
      </dl>
      <section className={card} aria-labelledby="order-items">
        <h2 id="order-items" className="visually-hidden">
          {t('orders.items')}
        </h2>
        {order.items.length === 0 ? (
          <p>{order.kind === 'bundle' ? t('orders.bundleNote', { productName }) : t('orders.noItems')}</p>
        ) : (
          <ul className={lines} aria-label={t('orders.items')}>
            {order.items.map((item) => (
              <li key={item.productId} className={line}>
                <AppLink href={listingPath({ id: item.productId, name: item.name })}>{item.name}</AppLink>
                <Amount value={item.price} />
              </li>
            ))}
          </ul>
        )}
        {order.items.length > 1 && linesTotal(order.items) !== order.total ? (
          <p className={line}>
            <span>{t('orders.items')}</span>
            <Amount value={linesTotal(order.items)} />
          </p>
        ) : null}
        <p className={totalRow} data-testid="order-total">
          <span>{t('cart.total')}</span>
          <Amount value={order.total} />
        </p>
      </section>
      <div className={actions}>
        {owned ? <ButtonLink href="/inventory">{t('cart.openInventory')}</ButtonLink> : null}
        <ButtonLink href={ORDERS_PATH} variant="secondary">
          {t('orders.allOrders')}
        </ButtonLink>
      </div>
    </article>
  );
}
