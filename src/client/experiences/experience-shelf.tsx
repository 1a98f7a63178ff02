// A titled row of experiences on the home page ('Featured worlds', 'Newly published') with a link to
// see them all. The grid inside should use headingLevel={3} so card headings sit under this h2.
import type { ReactNode } from 'react';
import { css } from '@linaria/core';
import { AppLink } from '../router/app-link.tsx';
import { ArrowRightIcon } from '../ui/icons.tsx';

const shelf = css`
  margin-top: clamp(2.5rem, 5vw, 3.5rem);
`;

const header = css`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 0.5rem 1rem;
  margin-bottom: 1.25rem;
`;

const title = css`
  font-size: clamp(1.375rem, 2.5vw, 1.75rem);
  font-weight: 700;
  letter-spacing: -0.015em;
`;

const more = css`
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  font-weight: 500;
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`;

export interface ExperienceShelfProps {
  /** Id of the heading (names the section). */
  id: string;
  title: string;
  /** 'See all' target; no link when absent. */
  href?: string;
  linkLabel?: string;
  children: ReactNode;
}

export function ExperienceShelf({ id, title: heading, href, linkLabel = 'See all', children }: ExperienceShelfProps) {
  return (
    <section aria-labelledby={id} className={shelf}>
      <div className={header}>
        <h2 id={id} className={title}>
          {heading}
        </h2>
        {href ? (
          <AppLink href={href} className={more}>
            {linkLabel}
            <span className="visually-hidden"> {heading.toLowerCase()}</span>
            <ArrowRightIcon size={16} />
          </AppLink>
        ) : null}
      </div>
      {children}
    </section>
  );
}
