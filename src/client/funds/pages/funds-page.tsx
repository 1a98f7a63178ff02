// /funds: buy Lumen Dollars (docs/product.md §9). Opened from 'Get Lumen dollars' or from the insufficient-funds
// modal with `price` (the amount missing: the bundle that covers it is suggested) and `return` (where
// the purchase was being made: the buyer goes back there after paying).
import { useState } from 'react';
import { css, cx } from '@linaria/core';
import { useLocation, useSearch } from 'wouter';
import { trpc } from '../../trpc.ts';
import { useSectionQuery } from '../../query/section-query.ts';
import { errorInfo } from '../../query/error-info.ts';
import { PageMeta } from '../../app/page-meta.tsx';
import { Section } from '../../app/section.tsx';
import { usePublicConfig } from '../../app/public-config.tsx';
import { PersonaGate } from '../../session/persona-gate.tsx';
import { Button } from '../../ui/button.tsx';
import { ErrorNotice } from '../../ui/error-notice.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { CoinIcon } from '../../ui/icons.tsx';
import { safeNextPath } from '../../../shared/session/session-check.ts';
import { suggestedBundle } from '../../../shared/funds/pick-bundle.ts';
import type { Bundle, PaymentMethod } from '../../../shared/funds/schema.ts';
import { FUNDS_PATH } from '../../../shared/cart/money.ts';
import { pageHeading } from '../../ui/page-parts.tsx';
import { useFormats, useT } from '../../i18n/i18n.tsx';

const lead = css`
  max-width: 60ch;
  margin: 0 0 1.5rem;
  color: var(--color-text-muted);
  line-height: 1.6;
`;

const grid = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const card = css`
  display: grid;
  gap: 0.75rem;
  padding: 1.25rem;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-card);
  background: var(--color-surface);
`;

const suggested = css`
  border-color: var(--color-primary);
  box-shadow: 0 0 0 2px var(--color-primary);
`;

const amount = css`
  display: inline-flex;
  align-items: center;
  gap: 0.375rem;
  font-size: 1.5rem;
  font-weight: 700;
`;

const badge = css`
  justify-self: start;
  padding: 0.125rem 0.5rem;
  border-radius: 999px;
  background: var(--color-primary-soft);
  color: var(--color-primary-strong);
  font-size: 0.8125rem;
  font-weight: 500;
`;

const skeletonAmount = css`
  width: 60%;
  height: 1.75rem;
`;

const skeletonButton = css`
  width: 100%;
  height: 44px;
`;

const methodsBox = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.25rem;
  margin: 0 0 1.25rem;
  padding: 0.75rem 1rem;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-card);
`;

const methodsLegend = css`
  padding: 0 0.375rem;
  font-weight: 700;
`;

const methodRow = css`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 44px;
  cursor: pointer;
`;

const errorText = css`
  color: var(--color-error);
  font-weight: 500;
`;

function newKey(): string {
  return `bundle-${crypto.randomUUID()}`;
}

function Bundles({ needed, returnTo }: { needed: number | null; returnTo: string | null }) {
  const t = useT();
  const formats = useFormats();
  const { productName } = usePublicConfig();
  const utils = trpc.useUtils();
  const bundles = useSectionQuery(utils.funds.bundles.queryOptions(undefined));
  const methods = useSectionQuery(utils.funds.paymentMethods.queryOptions(undefined));
  const [methodId, setMethodId] = useState<string | null>(null);
  const [, navigate] = useLocation();
  // One key per attempt: a retry after a network error reuses it, so it can never buy twice.
  const [attempt, setAttempt] = useState<{ bundleId: string; key: string } | null>(null);
  const buy = trpc.funds.buy.useMutation({
    onSuccess: (payment) => {
      const query = returnTo ? `?return=${encodeURIComponent(returnTo)}` : '';
      navigate(`${FUNDS_PATH}/pay/${encodeURIComponent(payment.transactionId)}${query}`);
    },
  });
  if (bundles.status === 'error') {
    return (
      <ErrorNotice
        title={t('funds.bundlesFailed')}
        description={errorInfo(bundles.error).message}
        onRetry={() => void bundles.refetch()}
      />
    );
  }
  if (bundles.status !== 'success') return null;
  const list: Bundle[] = bundles.data;
  const cards: PaymentMethod[] = methods.status === 'success' ? methods.data : [];
  const chosen = methodId ?? cards[0]?.id ?? null;
  const suggestion = suggestedBundle(list, needed);
  const start = (bundle: Bundle) => {
    const key = attempt?.bundleId === bundle.id ? attempt.key : newKey();
    setAttempt({ bundleId: bundle.id, key });
    buy.mutate({ bundleId: bundle.id, idempotencyKey: key, ...(chosen ? { paymentMethodId: chosen } : {}) });
  };
  return (
    <>
      {buy.error ? (
        <p role="alert" className={errorText}>
          {t('funds.buyFailed', { reason: errorInfo(buy.error).message })}
        </p>
      ) : null}
      {cards.length > 0 ? (
        <fieldset className={methodsBox}>
          <legend className={methodsLegend}>{t('funds.payWith')}</legend>
          {cards.map((card) => (
            <label key={card.id} className={methodRow}>
              <input
                type="radio"
                name="payment-method"
                value={card.id}
                checked={chosen === card.id}
                onChange={() => setMethodId(card.id)}
              />
              {/* docs/product.md §9: payment icons live at /assets/images/payments/{name}.png. */}
              <img src={`/assets/images/payments/${card.provider}.png`} alt="" width={32} height={20} />
              <span>{card.display_string}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
      <ul className={grid} aria-label={t('funds.bundles', { productName })}>
        {list.map((bundle) => (
          <li key={bundle.id} className={cx(card, suggestion?.id === bundle.id && suggested)}>
            {suggestion?.id === bundle.id ? (
              <span className={badge}>{t('funds.covers', { amount: formats.coins(needed ?? 0) })}</span>
            ) : null}
            <span className={amount}>
              <CoinIcon size={22} />
              {formats.coins(bundle.amount)}
            </span>
            <span>{bundle.name}</span>
            <Button
              onClick={() => start(bundle)}
              disabled={buy.isPending}
              aria-label={t('funds.buyNamed', {
                name: bundle.name,
                price: formats.money(bundle.priceCents, bundle.currency),
              })}
            >
              {buy.isPending && attempt?.bundleId === bundle.id
                ? t('cart.processing')
                : t('funds.buyFor', { price: formats.money(bundle.priceCents, bundle.currency) })}
            </Button>
          </li>
        ))}
      </ul>
    </>
  );
}

function BundlesSkeleton() {
  return (
    <ul className={grid} aria-hidden="true">
      {[0, 1, 2, 3].map((index) => (
        <li key={index} className={card}>
          <Skeleton shape="text" className={skeletonAmount} />
          <Skeleton shape="text" />
          <Skeleton shape="pill" className={skeletonButton} />
        </li>
      ))}
    </ul>
  );
}

export function FundsPage() {
  const { productName } = usePublicConfig();
  const t = useT();
  const formats = useFormats();
  const search = useSearch();
  const params = new URLSearchParams(search);
  const price = Number.parseInt(params.get('price') ?? '', 10);
  const needed = Number.isFinite(price) && price > 0 ? price : null;
  const returnParam = params.get('return');
  const returnTo = returnParam ? safeNextPath(returnParam) : null;
  const heading = t('funds.heading', { productName });
  const meta = (
    <PageMeta title={heading} description={t('funds.description', { productName })} path={FUNDS_PATH} noindex />
  );
  return (
    <>
      {meta}
      <h1 className={pageHeading}>{heading}</h1>
      <p className={lead}>
        {needed ? t('funds.leadNeeded', { amount: formats.coins(needed) }) : t('funds.lead', { productName })}
      </p>
      <PersonaGate
        logInTitle={t('funds.logIn', { productName })}
        personaDescription={t('funds.personaNeeded', { productName })}
      >
        <Section fallback={<BundlesSkeleton />}>
          <Bundles needed={needed} returnTo={returnTo} />
        </Section>
      </PersonaGate>
    </>
  );
}
