// Newest or Most helpful first (docs/product.md §16): two real links, so sorting works without JavaScript and
// each order has an address; the current one is marked for screen readers and by its look.
import { css } from '@linaria/core';
import { AppLink } from '../router/app-link.tsx';
import { useT } from '../i18n/i18n.tsx';
import type { ReviewSort } from '../../shared/reviews/replies.ts';

const bar = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem 1rem;
  margin: 1rem 0;
  padding: 0;
  list-style: none;
  font-size: 0.9375rem;

  & a {
    display: inline-block;
    padding: 0.625rem 0.125rem;
    color: var(--color-text-muted);
    font-weight: 600;
    text-decoration: none;
  }

  & a[aria-current='true'] {
    color: var(--color-text);
    text-decoration: underline;
    text-underline-offset: 0.3em;
  }
`;

export function ReviewSortLinks({ base, sort }: { base: string; sort: ReviewSort }) {
  const t = useT();
  const orders: { sort: ReviewSort; href: string; label: string }[] = [
    { sort: 'newest', href: `${base}#listing-reviews`, label: t('reviews.sortNewest') },
    { sort: 'helpful', href: `${base}?reviewSort=helpful#listing-reviews`, label: t('reviews.sortHelpful') },
  ];
  return (
    <nav aria-label={t('reviews.sortLabel')}>
      <ul className={bar}>
        {orders.map((order) => (
          <li key={order.sort}>
            <AppLink href={order.href} aria-current={order.sort === sort ? 'true' : undefined}>
              {order.label}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
