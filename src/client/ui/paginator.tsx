// Page links for a paged list (docs/product.md §11 window rules live in src/shared/pagination). Real links, so
// paging works without JavaScript and every page has an address. Nine page numbers do not fit a phone:
// below 40em a compact bar (first, current, last) replaces the full one; only one is ever displayed,
// so assistive technology sees one list.
import { css, cx } from '@linaria/core';
import { hiddenOnPhones } from '../styles/hidden-on-phones.ts';
import { paginatorItems, type PaginatorItem } from '../../shared/pagination/paginator.ts';
import { AppLink } from '../router/app-link.tsx';
import { ChevronLeftIcon, ChevronRightIcon } from './icons.tsx';
import { useT } from '../i18n/i18n.tsx';

const nav = css`
  display: flex;
  justify-content: center;
  margin-top: 2.5rem;
`;

const list = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 0.375rem;
  margin: 0;
  padding: 0;
  list-style: none;

  @media (max-width: 39.99em) {
    gap: 0.25rem;
  }
`;

const cell = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  height: 44px;
  padding: 0 0.75rem;
  border-radius: var(--radius-button);
  font-weight: 500;
  font-variant-numeric: tabular-nums;
  color: var(--color-text);
  text-decoration: none;
  transition:
    background-color 0.15s ease,
    color 0.15s ease;

  @media (max-width: 39.99em) {
    min-width: 40px;
    padding: 0 0.5rem;
  }
`;

const pageLink = css`
  &:hover {
    background: var(--color-surface-sunken);
  }
`;

const currentPage = css`
  background: var(--color-primary);
  color: var(--color-on-primary);
  font-weight: 700;

  &:hover {
    background: var(--color-primary);
  }
`;

const step = css`
  gap: 0.25rem;
  border: 1px solid var(--color-border);
  background: var(--color-surface);

  &:hover {
    border-color: var(--color-border-strong);
    background: var(--color-surface);
  }
`;

const stepDisabled = css`
  /* Still 4.6:1 on white: dimmed, yet readable. */
  color: #6b7585;
  border-style: dashed;
  cursor: default;

  &:hover {
    border-color: var(--color-border);
  }
`;

const wideOnly = css`
  @media (max-width: 39.99em) {
    display: none !important;
  }
`;

const narrowOnly = css`
  @media (min-width: 40em) {
    display: none !important;
  }
`;

const ellipsis = css`
  && {
    min-width: 20px;
    padding: 0;
  }

  color: var(--color-text-muted);
`;

export interface PaginatorProps {
  current: number;
  pageCount: number;
  hrefForPage: (page: number) => string;
  /** Names the navigation landmark; change it when a page has more than one paginator. */
  label?: string;
}

function PageItems({
  items,
  hrefForPage,
  className,
}: {
  items: PaginatorItem[];
  hrefForPage: (page: number) => string;
  className?: string;
}) {
  const t = useT();
  return (
    <>
      {items.map((item) =>
        item.kind === 'ellipsis' ? (
          <li key={`ellipsis-${item.key}`} aria-hidden="true" className={cx(cell, ellipsis, className)}>
            …
          </li>
        ) : (
          <li key={item.page} className={className}>
            <AppLink
              href={hrefForPage(item.page)}
              aria-label={t('paging.page', { page: item.page })}
              aria-current={item.current ? 'page' : undefined}
              className={cx(cell, pageLink, item.current && currentPage)}
            >
              {item.page}
            </AppLink>
          </li>
        ),
      )}
    </>
  );
}

export function Paginator({ current, pageCount, hrefForPage, label }: PaginatorProps) {
  const t = useT();
  if (pageCount <= 1) return null;
  const items = paginatorItems(current, pageCount);
  const compact = pageCount > 3 ? paginatorItems(current, pageCount, 1) : null;
  const at = Math.min(Math.max(Math.floor(current), 1), pageCount);
  const hasPrev = at > 1;
  const hasNext = at < pageCount;

  return (
    <nav aria-label={label ?? t('paging.label')} className={nav}>
      <ul className={list} role="list">
        <li>
          {hasPrev ? (
            <AppLink href={hrefForPage(at - 1)} rel="prev" className={cx(cell, pageLink, step)}>
              <ChevronLeftIcon size={18} />
              <span className={hiddenOnPhones}>{t('paging.previous')}</span>
            </AppLink>
          ) : (
            <span aria-disabled="true" className={cx(cell, step, stepDisabled)}>
              <ChevronLeftIcon size={18} />
              <span className={hiddenOnPhones}>{t('paging.previous')}</span>
            </span>
          )}
        </li>
        {compact ? (
          <>
            <PageItems items={items} hrefForPage={hrefForPage} className={wideOnly} />
            <PageItems items={compact} hrefForPage={hrefForPage} className={narrowOnly} />
          </>
        ) : (
          <PageItems items={items} hrefForPage={hrefForPage} />
        )}
        <li>
          {hasNext ? (
            <AppLink href={hrefForPage(at + 1)} rel="next" className={cx(cell, pageLink, step)}>
              <span className={hiddenOnPhones}>{t('paging.next')}</span>
              <ChevronRightIcon size={18} />
            </AppLink>
          ) : (
            <span aria-disabled="true" className={cx(cell, step, stepDisabled)}>
              <span className={hiddenOnPhones}>{t('paging.next')}</span>
              <ChevronRightIcon size={18} />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
