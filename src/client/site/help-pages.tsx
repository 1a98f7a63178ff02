// The Help Center: /help lists the articles by topic and searches them (?q=, the same pure search on the
// server and in the browser: a shared search address renders its results, and typing filters at once);
// /help/{slug} is one article. Static content: no upstream call.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { css } from '@linaria/core';
import { PageMeta } from '../app/page-meta.tsx';
import { usePublicConfig } from '../app/public-config.tsx';
import { AppLink } from '../router/app-link.tsx';
import { Button } from '../ui/button.tsx';
import { EmptyState } from '../ui/empty-state.tsx';
import { NotFoundView } from '../shell/not-found-view.tsx';
import type { RouteParams } from '../app/routes.tsx';
import {
  HELP_QUERY_MAX_LENGTH,
  HELP_TOPICS,
  findHelpArticle,
  helpArticles,
  searchHelpArticles,
  type HelpArticle,
} from '../../shared/help/articles.ts';
import * as styles from './site-styles.ts';
import { cx } from '@linaria/core';
import { pathOf } from '../app/route-table.ts';

const HELP_PATH = pathOf('help');
export const helpArticlePath = (slug: string) => `${HELP_PATH}/${slug}`;

const searchForm = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  width: 100%;
  max-width: 40rem;
`;

const searchInput = css`
  flex: 1 1 14rem;
  min-width: 0;
  height: 44px;
  padding: 0 1rem;
  border: 1px solid var(--color-border-strong);
  border-radius: var(--radius-button);
  background: var(--color-surface);
  color: var(--color-text);
  font: inherit;

  &:focus-visible {
    outline: none;
    border-color: var(--color-primary-strong);
    box-shadow: 0 0 0 4px rgb(33 188 207 / 0.35);
  }
`;

const resultList = css`
  display: grid;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const summaryText = css`
  color: var(--color-text-muted);
`;

const breadcrumb = css`
  font-size: 0.9375rem;

  & a {
    color: var(--color-primary-strong);
  }
`;

/** The q parameter of a help address, bounded. */
export function helpQueryOf(search: string): string {
  return (new URLSearchParams(search).get('q') ?? '').slice(0, HELP_QUERY_MAX_LENGTH);
}

function ArticleCard({ article, headingLevel }: { article: HelpArticle; headingLevel: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className={styles.card}>
      <Heading className={styles.cardTitle}>
        <AppLink href={helpArticlePath(article.slug)} className={styles.cardLink}>
          {article.title}
        </AppLink>
      </Heading>
      <p className={summaryText}>{article.summary}</p>
    </li>
  );
}

export function HelpCenterPage() {
  const { productName } = usePublicConfig();
  const query = helpQueryOf(useSearch());
  const [, navigate] = useLocation();
  // The field follows the address (back and forward); typing filters at once and keeps the address in step.
  const [text, setText] = useState(query);
  useEffect(() => {
    // Only when the address changed by itself (back, forward, a link): typing 'gift ' keeps its space.
    setText((current) => (current.trim() === query ? current : query));
  }, [query]);
  const inputId = useId();
  const active = text.trim();
  const results = active ? searchHelpArticles(active, productName) : [];
  const articles = helpArticles(productName);

  const go = (value: string) => {
    const q = value.trim();
    navigate(q ? `${HELP_PATH}?${new URLSearchParams({ q }).toString()}` : HELP_PATH, { replace: true });
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    go(text);
  }

  return (
    <div className={styles.page}>
      <PageMeta
        title={query ? `“${query}” in the Help Center` : 'Help Center'}
        description={`Answers about ${productName}: getting started, the desktop client, ${productName} Dollars, the store, events, tickets and your account.`}
        path={query ? `${HELP_PATH}?${new URLSearchParams({ q: query }).toString()}` : HELP_PATH}
        noindex={query !== ''}
      />
      <header className={styles.hero}>
        <h1 className={styles.title}>Help Center</h1>
        <p className={styles.lead}>Answers to what people ask most. Search, or pick a topic below.</p>
        {/* A plain GET form: without JavaScript the server renders the results of ?q=. */}
        <form className={searchForm} role="search" action={HELP_PATH} method="get" onSubmit={onSubmit}>
          <label htmlFor={inputId} className="visually-hidden">
            Search the Help Center
          </label>
          <input
            id={inputId}
            className={searchInput}
            type="search"
            name="q"
            value={text}
            maxLength={HELP_QUERY_MAX_LENGTH}
            placeholder="Search, e.g. refund, tickets, password"
            autoComplete="off"
            onChange={(event) => {
              setText(event.target.value);
              go(event.target.value);
            }}
          />
          <Button type="submit">Search</Button>
        </form>
      </header>

      {active ? (
        <section className={styles.section} aria-labelledby="help-results">
          <h2 id="help-results" className={styles.sectionTitle} aria-live="polite">
            {results.length === 0
              ? `No articles match “${active}”`
              : `${results.length} ${results.length === 1 ? 'article matches' : 'articles match'} “${active}”`}
          </h2>
          {results.length === 0 ? (
            <EmptyState
              title="Nothing found"
              description="Try fewer or other words, like ‘refund’, ‘download’ or ‘ticket’, or browse every article."
              headingLevel={3}
              action={
                <Button variant="secondary" type="button" onClick={() => go('')}>
                  Show all articles
                </Button>
              }
            />
          ) : (
            <ul className={resultList} role="list" aria-label="Search results">
              {results.map((article) => (
                <ArticleCard key={article.slug} article={article} headingLevel={3} />
              ))}
            </ul>
          )}
        </section>
      ) : (
        HELP_TOPICS.map((topic) => {
          const inTopic = articles.filter((article) => article.topic === topic);
          const id = `help-topic-${topic.toLowerCase().replace(/[^a-z]+/g, '-')}`;
          return (
            <section key={topic} className={styles.section} aria-labelledby={id}>
              <h2 id={id} className={styles.sectionTitle}>
                {topic}
              </h2>
              <ul className={styles.cardGrid} role="list">
                {inTopic.map((article) => (
                  <ArticleCard key={article.slug} article={article} headingLevel={3} />
                ))}
              </ul>
            </section>
          );
        })
      )}

      <section className={cx(styles.notice)} aria-labelledby="help-more">
        <h2 id="help-more" className={styles.cardTitle}>
          Still stuck?
        </h2>
        <p>
          Ask other people in the <AppLink href="/community">community</AppLink>, or read the{' '}
          <AppLink href="/legal/terms-and-conditions">Terms and Conditions of sale</AppLink> for purchases and refunds.
        </p>
      </section>
    </div>
  );
}

export function HelpArticlePage({ params }: { params: RouteParams }) {
  const { productName } = usePublicConfig();
  const article = findHelpArticle(params.slug ?? '', productName);
  if (!article) {
    return (
      <>
        <PageMeta
          title="Article not found"
          description="This help article does not exist."
          path={helpArticlePath(params.slug ?? '')}
          noindex
        />
        <NotFoundView what="help article" browseHref={HELP_PATH} />
      </>
    );
  }
  const related = helpArticles(productName).filter(
    (other) => other.topic === article.topic && other.slug !== article.slug,
  );
  return (
    <article className={cx(styles.page, styles.narrow)}>
      <PageMeta
        title={article.title}
        description={article.summary}
        path={helpArticlePath(article.slug)}
        type="article"
      />
      <nav aria-label="Breadcrumb" className={breadcrumb}>
        <AppLink href={HELP_PATH}>Help Center</AppLink> › {article.topic}
      </nav>
      <header className={styles.hero}>
        <h1 className={styles.title}>{article.title}</h1>
        <p className={styles.lead}>{article.summary}</p>
      </header>
      {article.sections.map((section, index) => (
        <section key={section.heading ?? index} className={styles.section}>
          {section.heading ? <h2 className={styles.sectionTitle}>{section.heading}</h2> : null}
          <div className={styles.prose}>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </section>
      ))}
      {article.related.length > 0 ? (
        <p className={styles.actions}>
          {article.related.map((link) => (
            <AppLink key={link.href} href={link.href} className={styles.cardLink}>
              {link.label} →
            </AppLink>
          ))}
        </p>
      ) : null}
      {related.length > 0 ? (
        <section className={styles.section} aria-labelledby="help-related">
          <h2 id="help-related" className={styles.sectionTitle}>
            More about {article.topic.toLowerCase()}
          </h2>
          <ul className={resultList} role="list">
            {related.map((other) => (
              <ArticleCard key={other.slug} article={other} headingLevel={3} />
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
