// The store's search and filters: text, category (from the category tree), price range, FREE only and
// sort. A plain GET form to /store, so it works before (or without) JavaScript; with onSearch it hands
// the raw values over and the page navigates client-side. The server validates (400 with a message),
// so no zod here.
import { useId, type FormEvent } from 'react';
import { css, cx } from '@linaria/core';
import type { CategoryNode } from '../../../shared/listings/schema.ts';
import { useFormats, useT } from '../../i18n/i18n.tsx';
import type { MessageId } from '../../../shared/i18n/messages/en.ts';
import { LISTING_SORTS, MAX_LISTING_PRICE, MAX_LISTING_SEARCH_LENGTH } from '../../../shared/listings/limits.ts';
import type { StoreSearch } from '../../../shared/listings/listing-rules.ts';
import { Button } from '../../ui/button.tsx';
import { SearchIcon } from '../../ui/icons.tsx';

const form = css`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  margin-bottom: 1.5rem;
`;

const row = css`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0.625rem 1rem;
`;

const searchField = css`
  position: relative;
  flex: 1 1 14rem;
  min-width: 0;
`;

const icon = css`
  position: absolute;
  top: 50%;
  left: 1rem;
  color: var(--color-text-muted);
  transform: translateY(-50%);
  pointer-events: none;
`;

const control = css`
  height: 44px;
  padding: 0 0.875rem;
  border: 1px solid var(--color-border-strong);
  border-radius: var(--radius-button);
  background: var(--color-surface);
  color: var(--color-text);
  font: inherit;

  &:hover {
    border-color: var(--color-text-muted);
  }

  &:focus-visible {
    outline: none;
    border-color: var(--color-primary-strong);
    box-shadow: 0 0 0 4px rgb(33 188 207 / 0.35);
  }
`;

const searchInput = css`
  width: 100%;
  padding-left: 2.75rem;
`;

const priceInput = css`
  width: 7rem;
`;

const field = css`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
`;

const label = css`
  color: var(--color-text-muted);
  font-size: 0.8125rem;
  font-weight: 500;
`;

const check = css`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  height: 44px;
  font-weight: 500;
  cursor: pointer;

  & input {
    width: 1.125rem;
    height: 1.125rem;
    accent-color: var(--color-primary-strong);
  }
`;

const submit = css`
  && {
    height: 44px;
  }
`;

/** The words of each sort in the menu. */
const SORT_LABELS: Readonly<Record<(typeof LISTING_SORTS)[number], MessageId>> = {
  relevance: 'listings.sortRelevance',
  newest: 'sort.newest',
  'price-asc': 'listings.sortPriceAsc',
  'price-desc': 'listings.sortPriceDesc',
  rating: 'listings.sortRating',
};

/** Options of the category menu: every category, children indented under their parent. */
function categoryOptions(
  nodes: readonly CategoryNode[],
  count: (n: number) => string,
  depth = 0,
): { value: string; label: string }[] {
  return nodes.flatMap((node) => [
    {
      value: node.slug,
      label: `${'\u00a0\u00a0'.repeat(depth)}${depth > 0 ? '– ' : ''}${node.name} (${count(node.productCount)})`,
    },
    ...categoryOptions(node.children, count, depth + 1),
  ]);
}

function text(data: FormData, name: string): string {
  const value = data.get(name);
  return typeof value === 'string' ? value.trim() : '';
}

export interface StoreFiltersProps {
  search: StoreSearch;
  categories: readonly CategoryNode[];
  onSearch?: (search: StoreSearch) => void;
}

export function StoreFilters({ search, categories, onSearch }: StoreFiltersProps) {
  const t = useT();
  const formats = useFormats();
  const id = useId();
  // Remount the fields when the address changes (back/forward, a category link) so they show it.
  const formKey = JSON.stringify(search);
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!onSearch) return;
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next: StoreSearch = {};
    const fields = {
      q: text(data, 'q').slice(0, MAX_LISTING_SEARCH_LENGTH),
      category: text(data, 'category'),
      minPrice: text(data, 'minPrice'),
      maxPrice: text(data, 'maxPrice'),
      free: text(data, 'free'),
      sort: text(data, 'sort'),
    };
    for (const [name, value] of Object.entries(fields) as [keyof StoreSearch, string][]) if (value) next[name] = value;
    onSearch(next);
  };
  const sort = search.sort && (LISTING_SORTS as readonly string[]).includes(search.sort) ? search.sort : 'relevance';
  return (
    <form
      key={formKey}
      role="search"
      aria-label={t('listings.searchStore')}
      action="/store"
      method="get"
      className={form}
      onSubmit={handleSubmit}
    >
      <div className={row}>
        <div className={searchField}>
          <label htmlFor={`${id}-q`} className="visually-hidden">
            {t('listings.searchStore')}
          </label>
          <SearchIcon className={icon} />
          <input
            id={`${id}-q`}
            className={cx(control, searchInput)}
            type="search"
            name="q"
            defaultValue={search.q ?? ''}
            maxLength={MAX_LISTING_SEARCH_LENGTH}
            placeholder={t('listings.searchPlaceholder')}
            autoComplete="off"
            enterKeyHint="search"
          />
        </div>
        <Button type="submit" className={submit}>
          {t('search.submit')}
        </Button>
      </div>
      <div className={row}>
        {categories.length > 0 ? (
          <div className={field}>
            <label htmlFor={`${id}-category`} className={label}>
              {t('listings.category')}
            </label>
            <select id={`${id}-category`} name="category" className={control} defaultValue={search.category ?? ''}>
              <option value="">{t('categories.all')}</option>
              {categoryOptions(categories, formats.number).map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className={field}>
          <label htmlFor={`${id}-min`} className={label}>
            {t('listings.lowestPrice')}
          </label>
          <input
            id={`${id}-min`}
            className={cx(control, priceInput)}
            type="number"
            inputMode="numeric"
            name="minPrice"
            min={0}
            max={MAX_LISTING_PRICE}
            step={1}
            defaultValue={search.minPrice ?? ''}
          />
        </div>
        <div className={field}>
          <label htmlFor={`${id}-max`} className={label}>
            {t('listings.highestPrice')}
          </label>
          <input
            id={`${id}-max`}
            className={cx(control, priceInput)}
            type="number"
            inputMode="numeric"
            name="maxPrice"
            min={0}
            max={MAX_LISTING_PRICE}
            step={1}
            defaultValue={search.maxPrice ?? ''}
          />
        </div>
        <label className={check}>
          <input type="checkbox" name="free" value="true" defaultChecked={search.free === 'true'} />
          {t('listings.freeOnly')}
        </label>
        <div className={field}>
          <label htmlFor={`${id}-sort`} className={label}>
            {t('search.sortBy')}
          </label>
          <select id={`${id}-sort`} name="sort" className={control} defaultValue={sort}>
            {LISTING_SORTS.map((value) => (
              <option key={value} value={value}>
                {t(SORT_LABELS[value])}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" variant="secondary" className={submit}>
          {t('listings.applyFilters')}
        </Button>
      </div>
    </form>
  );
}
