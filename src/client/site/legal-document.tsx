// The layout of a legal page: title, effective date, a table of contents and numbered sections with
// anchors (so support can link a clause).
import type { ReactNode } from 'react';
import { css, cx } from '@linaria/core';
import { PageMeta } from '../app/page-meta.tsx';
import { AppLink } from '../router/app-link.tsx';
import * as styles from './site-styles.ts';

/** When the current versions took effect. */
export const LEGAL_EFFECTIVE_DATE = '1 November 2026';

export interface LegalSection {
  id: string;
  heading: string;
  body: ReactNode;
}

const toc = css`
  display: grid;
  gap: 0.5rem;
  padding: 1rem 1.25rem;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-card);
  background: var(--color-surface);

  & ol {
    display: grid;
    gap: 0.25rem;
    margin: 0;
    padding-left: 1.25rem;
  }

  & a {
    color: var(--color-primary-strong);
  }
`;

const tocTitle = css`
  font-size: 1rem;
  font-weight: 700;
`;

const clause = css`
  scroll-margin-top: 5rem;
`;

const others = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.25rem;

  & a {
    color: var(--color-primary-strong);
  }
`;

const LEGAL_PAGES = [
  { href: '/legal/terms-of-service', label: 'Terms of Service' },
  { href: '/legal/terms-and-conditions', label: 'Terms and Conditions of sale' },
  { href: '/legal/privacy', label: 'Privacy Policy' },
] as const;

export interface LegalDocumentProps {
  title: string;
  description: string;
  path: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
}

export function LegalDocument({ title, description, path, intro, sections }: LegalDocumentProps) {
  return (
    <article className={cx(styles.page, styles.narrow)}>
      <PageMeta title={title} description={description} path={path} type="article" />
      <header className={styles.hero}>
        <p className={styles.eyebrow}>Legal</p>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.muted}>In effect from {LEGAL_EFFECTIVE_DATE}.</p>
        <div className={cx(styles.prose, styles.lead)}>{intro}</div>
      </header>
      <nav className={toc} aria-labelledby="legal-contents">
        <h2 id="legal-contents" className={tocTitle}>
          Contents
        </h2>
        <ol>
          {sections.map((entry) => (
            <li key={entry.id}>
              <a href={`#${entry.id}`}>{entry.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((entry, index) => (
        <section
          key={entry.id}
          id={entry.id}
          className={cx(styles.section, clause)}
          aria-labelledby={`${entry.id}-heading`}
        >
          <h2 id={`${entry.id}-heading`} className={styles.sectionTitle}>
            {index + 1}. {entry.heading}
          </h2>
          <div className={styles.prose}>{entry.body}</div>
        </section>
      ))}
      <nav className={others} aria-label="Other legal pages">
        {LEGAL_PAGES.filter((other) => other.href !== path).map((other) => (
          <AppLink key={other.href} href={other.href}>
            {other.label}
          </AppLink>
        ))}
        <AppLink href="/help">Help Center</AppLink>
      </nav>
    </article>
  );
}
