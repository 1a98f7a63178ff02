// The blocks a page is made of (an order, a ticket, a listing's sales, a category, a list of one's own
// things): the link back to where it was reached from, the page's title and lead, a list of facts (term,
// then value) and the loading placeholder of its main section. Classes only: the CSP allows no style attributes.
import type { ReactNode } from 'react';
import { css } from '@linaria/core';
import { AppLink } from '../router/app-link.tsx';
import { Skeleton } from './skeleton.tsx';

const crumbs = css`
  margin: 1.5rem 0 0.5rem;
  font-size: 0.9375rem;
`;

/** The link back above a page's title ('Your orders', 'My tickets'). */
export function BackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <p className={crumbs}>
      <AppLink href={href}>{children}</AppLink>
    </p>
  );
}

/** A list or account page's h1 ('Your orders', 'Your wishlist'), below the shell with no link back. */
export const pageHeading = css`
  margin: 1.5rem 0 0.5rem;
  font-size: clamp(1.75rem, 3.5vw, 2.5rem);
  font-weight: 700;
  letter-spacing: -0.02em;
  overflow-wrap: anywhere;
`;

/** The muted sentence under a page's h1 that says what the page holds. */
export const pageLead = css`
  margin: 0 0 1.5rem;
  color: var(--color-text-muted);
`;

/** A detail page's h1. */
export const pageTitle = css`
  margin: 0 0 0.5rem;
  font-size: clamp(1.75rem, 3.5vw, 2.5rem);
  font-weight: 700;
  letter-spacing: -0.02em;
  overflow-wrap: anywhere;
`;

/** A <dl> of facts: terms muted in the first column, values beside them. */
export const factList = css`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.375rem 1rem;
  margin: 0 0 1.5rem;

  & dt {
    color: var(--color-text-muted);
  }

  & dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** What a page's main section shows while it loads: a line and a block, announced as `label`. */
export function LoadingDetail({ label }: { label: string }) {
  return (
    <div aria-busy="true" aria-label={label}>
      <Skeleton shape="text" />
      <Skeleton shape="rect" />
    </div>
  );
}
