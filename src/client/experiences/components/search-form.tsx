// Experience search. A plain GET form to /experiences, so it works before (or without) JavaScript;
// given onSearch, it hands the values over instead so the page can navigate client-side.
import { useId, type FormEvent } from 'react';
import { css, cx } from '@linaria/core';
import { hiddenOnPhones } from '../../styles/hidden-on-phones.ts';
import { EXPERIENCE_SORTS, MAX_SEARCH_LENGTH, type ExperienceSort } from '../../../shared/experiences/limits.ts';
import { Button } from '../../ui/button.tsx';
import { SearchIcon } from '../../ui/icons.tsx';
import { useT } from '../../i18n/i18n.tsx';
import type { MessageId } from '../../../shared/i18n/messages/en.ts';

/** Order shown in the sort menu; keys are the schema's sort values, each named by its message. */
export const SORT_LABELS: Readonly<Record<ExperienceSort, MessageId>> = {
  featured: 'sort.featured',
  popular: 'sort.popular',
  newest: 'sort.newest',
  name: 'sort.name',
  'most-liked': 'sort.mostLiked',
  'most-active': 'sort.mostActive',
};

const SORT_VALUES: readonly ExperienceSort[] = EXPERIENCE_SORTS;

function isSort(value: unknown): value is ExperienceSort {
  return typeof value === 'string' && (SORT_VALUES as readonly string[]).includes(value);
}

const MAX_QUERY_LENGTH = MAX_SEARCH_LENGTH;

const form = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.625rem;
  width: 100%;
`;

const field = css`
  position: relative;
  flex: 1 1 10rem;
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

const input = css`
  width: 100%;
  height: 48px;
  padding: 0 1rem 0 2.75rem;
  border: 1px solid var(--color-border-strong);
  border-radius: var(--radius-button);
  background: var(--color-surface);
  color: var(--color-text);
  box-shadow: var(--shadow-sm);
  transition:
    border-color 0.15s ease,
    box-shadow 0.15s ease;

  &::placeholder {
    color: #6b7585;
    opacity: 1;
  }

  &:hover {
    border-color: var(--color-text-muted);
  }

  &:focus-visible {
    outline: none;
    border-color: var(--color-primary-strong);
    box-shadow: 0 0 0 4px rgb(33 188 207 / 0.35);
  }

  &::-webkit-search-cancel-button {
    cursor: pointer;
  }
`;

const inputLarge = css`
  height: 58px;
  padding-left: 3.25rem;
  font-size: 1.0625rem;
  border-color: transparent;
  box-shadow: 0 12px 32px -12px rgb(0 0 0 / 0.45);
`;

const iconLarge = css`
  left: 1.25rem;
`;

const sortWrap = css`
  display: flex;
  align-items: center;
  gap: 0.5rem;
`;

const sortLabel = css`
  color: var(--color-text-muted);
  font-size: 0.875rem;
  font-weight: 500;
  white-space: nowrap;
`;

const sortLabelDark = css`
  color: #c5d0de;
`;

const select = css`
  height: 48px;
  padding: 0 2.25rem 0 1rem;
  border: 1px solid var(--color-border-strong);
  border-radius: var(--radius-button);
  background:
    url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='12' height='12' viewBox='0 0 24 24' fill='none' stroke='%234d5767' stroke-width='3' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E")
      no-repeat right 0.875rem center,
    var(--color-surface);
  color: var(--color-text);
  appearance: none;
  cursor: pointer;

  &:hover {
    border-color: var(--color-text-muted);
  }
`;

const submit = css`
  && {
    height: 48px;
    flex: none;
  }
`;

const submitLarge = css`
  && {
    height: 58px;
    padding: 0 1.75rem;
  }
`;

export interface SearchFormProps {
  defaultQuery?: string;
  /** The current sort; anything that is not a known sort shows as 'featured'. */
  defaultSort?: ExperienceSort | string;
  /** When given, the form does not submit: it calls this (client-side navigation). */
  onSearch?: (q: string, sort: ExperienceSort) => void;
  /** Show the sort menu (default true). */
  showSort?: boolean;
  size?: 'default' | 'large';
  /** Background the form sits on (label colours). */
  tone?: 'light' | 'dark';
  /** Accessible name of the search landmark and the input. */
  label?: string;
  action?: string;
  className?: string;
}

export function SearchForm({
  defaultQuery = '',
  defaultSort: rawSort,
  onSearch,
  showSort = true,
  size = 'default',
  tone = 'light',
  label: givenLabel,
  action = '/experiences',
  className,
}: SearchFormProps) {
  const t = useT();
  const id = useId();
  const label = givenLabel ?? t('search.label');
  const inputId = `${id}-q`;
  const sortId = `${id}-sort`;
  const large = size === 'large';
  const defaultSort: ExperienceSort = isSort(rawSort) ? rawSort : 'featured';

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!onSearch) return;
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const q = data.get('q');
    const sort = data.get('sort');
    onSearch(typeof q === 'string' ? q.trim().slice(0, MAX_QUERY_LENGTH) : '', isSort(sort) ? sort : defaultSort);
  };

  return (
    <form
      role="search"
      aria-label={label}
      action={action}
      method="get"
      className={cx(form, className)}
      onSubmit={handleSubmit}
    >
      <div className={field}>
        <label htmlFor={inputId} className="visually-hidden">
          {label}
        </label>
        <SearchIcon size={large ? 22 : 20} className={cx(icon, large && iconLarge)} />
        <input
          key={defaultQuery}
          id={inputId}
          className={cx(input, large && inputLarge)}
          type="search"
          name="q"
          defaultValue={defaultQuery}
          maxLength={MAX_QUERY_LENGTH}
          placeholder={t('search.placeholder')}
          autoComplete="off"
          enterKeyHint="search"
          spellCheck={false}
        />
      </div>
      {showSort ? (
        <div className={sortWrap}>
          <label htmlFor={sortId} className={cx(sortLabel, tone === 'dark' && sortLabelDark)}>
            {t('search.sortBy')}
          </label>
          <select key={defaultSort} id={sortId} name="sort" className={select} defaultValue={defaultSort}>
            {SORT_VALUES.map((value) => (
              <option key={value} value={value}>
                {t(SORT_LABELS[value])}
              </option>
            ))}
          </select>
        </div>
      ) : defaultSort !== 'featured' ? (
        <input type="hidden" name="sort" value={defaultSort} />
      ) : null}
      <Button type="submit" size={large ? 'lg' : 'md'} className={cx(submit, large && submitLarge)}>
        <SearchIcon size={18} />
        <span className={hiddenOnPhones}>{t('search.submit')}</span>
      </Button>
    </form>
  );
}
