// Browse navigation (docs/product.md §4 'a mobile dropdown of links'): the sections of a browse page. From 1024px
// up the links sit inline as pills; below, a disclosure button naming the current section opens the
// list. The current link carries aria-current="page". Without JavaScript the button could not open
// anything, so noscript.css shows the list inline and hides the button (the global class names below).
import { useEffect, useId, useRef, useState } from 'react';
import { ChevronDownIcon } from '../ui/icons.tsx';
import { css, cx } from '@linaria/core';
import { AppLink } from '../router/app-link.tsx';
import { media } from '../styles/tokens.ts';
import { useDismiss } from './use-dismiss.ts';

export interface BrowseNavLink {
  title: string;
  href: string;
  current: boolean;
}

const wrap = css`
  position: relative;
  margin-bottom: 1.25rem;
`;

const toggle = css`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 44px;
  padding: 0 1rem 0 1.125rem;
  border: 1px solid var(--color-border-strong);
  border-radius: var(--radius-button);
  background: var(--color-surface);
  color: var(--color-text);
  font-weight: 500;

  &:hover {
    border-color: var(--color-text-muted);
  }

  @media ${media.mobileNavUp} {
    display: none;
  }
`;

const toggleLabel = css`
  color: var(--color-text-muted);
`;

const chevron = css`
  transition: transform 0.2s var(--ease-out);

  [aria-expanded='true'] > & {
    transform: rotate(180deg);
  }
`;

const list = css`
  margin: 0;
  padding: 0;
  list-style: none;

  /* Below 1024px: a dropdown under the button. */
  @media ${media.mobileNavBelow} {
    position: absolute;
    top: calc(100% + 0.5rem);
    left: 0;
    z-index: 40;
    display: none;
    min-width: 14rem;
    padding: 0.5rem;
    border: 1px solid var(--color-border);
    border-radius: var(--radius-card);
    background: var(--color-surface);
    box-shadow: var(--shadow-lg);
  }

  /* From 1024px: inline pills. */
  @media ${media.mobileNavUp} {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
`;

const listOpen = css`
  @media ${media.mobileNavBelow} {
    display: grid;
    gap: 0.125rem;
  }
`;

const item = css`
  display: flex;
  align-items: center;
  min-height: 44px;
  padding: 0 1rem;
  border-radius: var(--radius-small);
  color: var(--color-text);
  font-weight: 500;
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    background: var(--color-surface-sunken);
  }

  &[aria-current='page'] {
    color: var(--color-primary-strong);
    background: var(--color-primary-soft);
  }

  @media ${media.mobileNavUp} {
    min-height: 40px;
    border: 1px solid var(--color-border-strong);
    border-radius: var(--radius-button);
    background: var(--color-surface);

    &[aria-current='page'] {
      border-color: var(--color-primary-strong);
      background: var(--color-primary-soft);
    }
  }
`;

export interface BrowseNavProps {
  /** Accessible name of the navigation landmark and the button's prefix, e.g. 'Browse'. */
  label: string;
  links: readonly BrowseNavLink[];
}

export function BrowseNav({ label, links }: BrowseNavProps) {
  const [open, setOpen] = useState(false);
  const listId = `browse-nav-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const containerRef = useRef<HTMLElement | null>(null);
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  const current = links.find((link) => link.current) ?? links[0];
  const close = () => setOpen(false);

  useDismiss({ open, containerRef, buttonRef, onDismiss: close });
  // The current section changed (a link was followed): the dropdown has done its job.
  const currentHref = current?.href;
  useEffect(() => {
    setOpen(false);
  }, [currentHref]);

  if (links.length === 0) return null;
  return (
    <nav
      ref={containerRef}
      aria-label={label}
      className={wrap}
      onBlur={(event) => {
        const next = event.relatedTarget;
        if (next instanceof Node && !event.currentTarget.contains(next)) close();
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={cx(toggle, 'browse-nav-toggle')}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((was) => !was)}
      >
        <span className={toggleLabel}>{label}:</span>
        {current?.title}
        <ChevronDownIcon size={16} className={chevron} />
      </button>
      <ul id={listId} className={cx(list, open && listOpen, 'browse-nav-list')} role="list">
        {links.map((link) => (
          <li key={link.href}>
            <AppLink href={link.href} className={item} aria-current={link.current ? 'page' : undefined} onClick={close}>
              {link.title}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
