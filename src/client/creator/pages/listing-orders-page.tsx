// /creator/listings/{id}/orders: a listing's sales for its seller (GET /products/{id}/orders): who bought
// it, when and for how much, newest first, a page at a time. Anyone else is told it is not theirs.
import { css } from '@linaria/core';
import { useSearch } from 'wouter';
import { trpc } from '../../trpc.ts';
import { useSectionQuery } from '../../query/section-query.ts';
import { errorInfo } from '../../query/error-info.ts';
import { PageMeta } from '../../app/page-meta.tsx';
import { Section } from '../../app/section.tsx';
import type { RouteParams } from '../../app/routes.tsx';
import { PersonaGate } from '../../session/persona-gate.tsx';
import { BackLink, pageTitle } from '../../ui/page-parts.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { ErrorNotice } from '../../ui/error-notice.tsx';
import { Paginator } from '../../ui/paginator.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { CoinAmount } from '../../ui/coin-amount.tsx';
import { creatorPaths } from '../../../shared/creator/limits.ts';
import { orderMoment, pageFromSearch } from '../../../shared/orders/rules.ts';

const summary = css`
  margin: 0 0 1rem;
  color: var(--color-text-muted);
`;

const list = css`
  display: grid;
  gap: 0.5rem;
  margin: 0 0 1.5rem;
  padding: 0;
  list-style: none;
`;

const row = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 0.25rem 1rem;
  padding: 0.75rem 1.25rem;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-card);
  background: var(--color-surface);
`;

const muted = css`
  color: var(--color-text-muted);
  font-size: 0.9375rem;
`;

export function ListingOrdersPage({ params }: { params: RouteParams }) {
  const productId = params.id ?? '';
  const page = pageFromSearch(useSearch());
  return (
    <>
      <PageMeta
        title="Listing sales"
        description="Who bought one of your listings."
        path={creatorPaths.listingOrders(productId, page)}
        noindex
      />
      <BackLink href={creatorPaths.dashboard}>Creator tools</BackLink>
      <PersonaGate logInTitle="Log in to see your sales" personaDescription="Stores and sales belong to your persona.">
        <Section fallback={<Skeleton shape="text" />}>
          <ListingName productId={productId} />
        </Section>
        <Section
          fallback={
            <div aria-busy="true" aria-label="Loading the sales">
              <Skeleton shape="rect" />
            </div>
          }
        >
          <SalesList productId={productId} page={page} />
        </Section>
      </PersonaGate>
    </>
  );
}

/** The heading: the listing's name when it is the viewer's, else a plain title (the list says why). */
function ListingName({ productId }: { productId: string }) {
  const utils = trpc.useUtils();
  const product = useSectionQuery(utils.creator.product.queryOptions({ id: productId }));
  return (
    <h1 className={pageTitle}>{product.status === 'success' ? `Sales of ${product.data.name}` : 'Listing sales'}</h1>
  );
}

function SalesList({ productId, page }: { productId: string; page: number }) {
  const utils = trpc.useUtils();
  const sales = useSectionQuery(utils.orders.productSales.queryOptions({ productId, page }));
  if (sales.status === 'error') {
    const info = errorInfo(sales.error);
    if (info.appCode === 'FORBIDDEN' || info.appCode === 'NOT_FOUND' || info.appCode === 'BAD_REQUEST') {
      return (
        <EmptyState
          title="Not one of your listings"
          description="Only a listing's seller sees who bought it. Your listings are in the creator tools."
          actionHref={creatorPaths.dashboard}
          actionLabel="Go to creator tools"
        />
      );
    }
    return (
      <ErrorNotice
        title="We could not load the sales"
        description={info.message}
        onRetry={() => void sales.refetch()}
      />
    );
  }
  if (sales.status !== 'success') return null;
  if (sales.data.total === 0) {
    return <EmptyState title="No sales yet" description="When someone buys this listing, who and when shows here." />;
  }
  return (
    <>
      <p className={summary} role="status">
        {sales.data.total === 1 ? '1 sale' : `${sales.data.total.toLocaleString('en-US')} sales`}
      </p>
      <ul className={list} aria-label="Sales">
        {sales.data.items.map((sale) => (
          <li key={sale.orderId} className={row} data-testid="listing-sale">
            <span>
              @{sale.buyerHandle}
              <br />
              <span className={muted}>
                <time dateTime={sale.createdAt}>{orderMoment(sale.createdAt)}</time>
              </span>
            </span>
            {sale.price === 0 ? <span>Free</span> : <CoinAmount amount={sale.price} />}
          </li>
        ))}
      </ul>
      <Paginator
        current={sales.data.page}
        pageCount={sales.data.pageCount}
        hrefForPage={(n) => creatorPaths.listingOrders(productId, n)}
        label="Sales pages"
      />
    </>
  );
}
