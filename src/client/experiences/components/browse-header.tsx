// Heading of a browse page with the result count: '64 experiences' or '3 results for "neon"'.
import type { ReactNode } from 'react';
import { css } from '@linaria/core';
import { useT } from '../../i18n/i18n.tsx';

const wrap = css`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 1rem 2rem;
  margin-bottom: 1.75rem;
`;

const titles = css`
  display: grid;
  gap: 0.25rem;
`;

const title = css`
  font-size: clamp(1.75rem, 4vw, 2.5rem);
  font-weight: 700;
  letter-spacing: -0.02em;
`;

const count = css`
  color: var(--color-text-muted);
  font-size: 1rem;
`;

const aside = css`
  flex: 1 1 28rem;
  max-width: 40rem;
`;

export interface BrowseHeaderProps {
  /** The page's h1; leave out when the page has its own heading. */
  title?: string;
  total: number;
  /** The search, when there is one: the count then reads '3 results for "neon"'. */
  query?: string | null;
  /** Search form, sort or filters, shown beside the heading on wide screens. */
  children?: ReactNode;
}

export function BrowseHeader({ title: heading, total, query, children }: BrowseHeaderProps) {
  const t = useT();
  const q = query?.trim();
  return (
    <div className={wrap}>
      <div className={titles}>
        {heading ? <h1 className={title}>{heading}</h1> : null}
        <p className={count} role="status">
          {q ? t('browse.resultsFor', { count: total, q }) : t('browse.count', { count: total })}
        </p>
      </div>
      {children ? <div className={aside}>{children}</div> : null}
    </div>
  );
}
