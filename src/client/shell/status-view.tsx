// Shared frame of the 404, 500 and 400 pages: a large status mark, a headline, words and ways out.
import type { ReactNode } from 'react';
import { css } from '@linaria/core';
import { ButtonLink } from '../ui/button.tsx';

const wrap = css`
  display: grid;
  justify-items: center;
  gap: 1rem;
  max-width: 40rem;
  margin: clamp(1.5rem, 6vw, 4.5rem) auto 0;
  text-align: center;
`;

const code = css`
  font-size: clamp(4.5rem, 14vw, 7.5rem);
  font-weight: 700;
  line-height: 1;
  letter-spacing: -0.04em;
  color: transparent;
  background: linear-gradient(135deg, #0a7482, #21bccf 55%, #7be3ef);
  -webkit-background-clip: text;
  background-clip: text;
  user-select: none;
`;

const title = css`
  font-size: clamp(1.75rem, 4vw, 2.25rem);
  font-weight: 700;
  letter-spacing: -0.01em;
`;

const text = css`
  color: var(--color-text-muted);
  font-size: 1.0625rem;
  max-width: 52ch;
`;

const actionsRow = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.75rem;
  margin-top: 1rem;
`;

export interface StatusViewProps {
  /** Decorative status mark, e.g. '404'. */
  mark: string;
  title: string;
  children: ReactNode;
  actions: ReactNode;
}

export function StatusView({ mark, title: heading, children, actions }: StatusViewProps) {
  return (
    <section className={wrap} aria-labelledby="status-title">
      <p className={code} aria-hidden="true">
        {mark}
      </p>
      <h1 id="status-title" className={title}>
        {heading}
      </h1>
      <div className={text}>{children}</div>
      <div className={actionsRow}>{actions}</div>
    </section>
  );
}

export interface NotFoundViewProps {
  /** "We couldn't find that order". */
  title: string;
  /** Where to go instead: the first link is the primary button, the second the secondary one. */
  primary: { href: string; label: string };
  secondary: { href: string; label: string };
  children: ReactNode;
}

/** A 404 of one thing (an order, a ticket, a category) with the two ways on. */
export function NotFoundView({ title, primary, secondary, children }: NotFoundViewProps) {
  return (
    <StatusView
      mark="404"
      title={title}
      actions={
        <>
          <ButtonLink href={primary.href}>{primary.label}</ButtonLink>
          <ButtonLink href={secondary.href} variant="secondary">
            {secondary.label}
          </ButtonLink>
        </>
      }
    >
      {children}
    </StatusView>
  );
}
