// Tags shown as chips that lead to a browse page filtered by that tag (/experiences?tag=…,
// /store?tag=…), and the notice a filtered browse page shows with a way to clear the filter.
import { css } from '@linaria/core';
import { AppLink } from '../router/app-link.tsx';
import { useT } from '../i18n/i18n.tsx';
import { around } from '../i18n/around.ts';

export const chipList = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const chip = css`
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  min-height: 32px;
  padding: 0 0.75rem;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-button);
  background: var(--color-primary-soft);
  color: var(--color-primary-strong);
  font-size: 0.875rem;
  font-weight: 500;
  text-decoration: none;

  a&:hover {
    border-color: var(--color-primary-strong);
  }
`;

export interface TagChipsProps {
  tags: readonly string[];
  hrefFor: (tag: string) => string;
  /** Names the list for screen readers ('Tags'). */
  label?: string;
}

export function TagChips({ tags, hrefFor, label }: TagChipsProps) {
  const t = useT();
  if (tags.length === 0) return null;
  return (
    <ul className={chipList} aria-label={label ?? t('tags.label')}>
      {tags.map((tag) => (
        <li key={tag}>
          <AppLink className={chip} href={hrefFor(tag)} aria-label={t('tags.browseTagged', { tag })}>
            #{tag}
          </AppLink>
        </li>
      ))}
    </ul>
  );
}

const notice = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
  margin: 0 0 1rem;
`;

export function TagFilterNotice({ tag, clearHref }: { tag: string; clearHref: string }) {
  const t = useT();
  const showing = around(t('tags.showingOnly', { tag: around.SLOT }));
  return (
    <p className={notice}>
      <span>
        {showing[0]}
        <span className={chip}>#{tag}</span>
        {showing[1]}
      </span>
      <AppLink href={clearHref}>{t('tags.clearFilter')}</AppLink>
    </p>
  );
}
