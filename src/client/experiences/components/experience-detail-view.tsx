// An experience's page content (docs/product.md §5): cover, summary, description and
// specification rows. The description is the creator's text: split into paragraphs on blank lines and
// rendered as text, never as HTML.
import { experiencesTagHref } from '../../../shared/tags/tag-links.ts';
import { AppLink } from '../../router/app-link.tsx';
import type { ReactNode } from 'react';
import { css, cx } from '@linaria/core';
import type { ExperienceDetail } from '../../../shared/experiences/schema.ts';
import { creatorExperiencesHref } from '../../../shared/links/site-link.ts';
import { PersonaLink } from '../../profiles/persona-link.tsx';
import { Image } from '../../ui/image.tsx';
import { FeaturedBadge } from './featured-badge.tsx';
import { PeopleCount } from './people-count.tsx';
import {
  areaActions,
  areaCover,
  areaDescription,
  areaSpec,
  areaSummary,
  coverFrame,
  detailGrid,
} from '../detail-layout.ts';

const dateFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  year: 'numeric',
  month: 'short',
  day: 'numeric',
});
const numberFormat = new Intl.NumberFormat('en-US');

/** 'Mar 4, 2026', the same on server and browser whatever their time zone. */
function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}

function paragraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
}

const coverImage = css`
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

const summaryBlock = css`
  display: grid;
  gap: 0.75rem;
  justify-items: start;
`;

const title = css`
  font-size: clamp(1.75rem, 3.5vw, 2.5rem);
  font-weight: 700;
  letter-spacing: -0.02em;
  line-height: 1.1;
`;

const byline = css`
  color: var(--color-text-muted);
  font-size: 1rem;
`;

const creatorLink = css`
  font-weight: 500;
`;

const metaRow = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
`;

const summaryText = css`
  color: var(--color-text);
  font-size: 1.0625rem;
`;

const actionsBlock = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;

  &:empty {
    display: none;
  }
`;

const section = css`
  display: grid;
  gap: 0.875rem;
`;

const sectionTitle = css`
  font-size: 1.25rem;
  font-weight: 700;
`;

const prose = css`
  display: grid;
  gap: 1em;
  max-width: 72ch;
  color: var(--color-text);
  font-size: 1.0625rem;
  line-height: 1.65;

  & p {
    white-space: pre-line;
  }
`;

const muted = css`
  color: var(--color-text-muted);
`;

const specCard = css`
  padding: 0.5rem 1.25rem;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-card);
  background: var(--color-surface);
`;

const specList = css`
  display: grid;
  grid-template-columns: auto 1fr;
  margin: 0;
`;

const specTerm = css`
  padding: 0.75rem 1rem 0.75rem 0;
  color: var(--color-text-muted);
  font-size: 0.9375rem;

  &:not(:first-of-type) {
    border-top: 1px solid var(--color-border);
  }
`;

const specValue = css`
  margin: 0;
  padding: 0.75rem 0;
  font-weight: 500;
  text-align: right;
  overflow-wrap: anywhere;

  &:not(:first-of-type) {
    border-top: 1px solid var(--color-border);
  }
`;

const tags = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 0.375rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const tag = css`
  display: inline-block;
  padding: 0.2rem 0.625rem;
  border-radius: var(--radius-button);
  background: var(--color-primary-soft);
  color: var(--color-primary-strong);
  font-size: 0.8125rem;
  font-weight: 500;
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`;

export interface ExperienceDetailViewProps {
  experience: ExperienceDetail;
  /** Visit, favourite, share… (rendered under the summary). */
  actions?: ReactNode;
}

export function ExperienceDetailView({ experience, actions }: ExperienceDetailViewProps) {
  const desktopCover = experience.coverUrl ?? experience.coverMobileUrl ?? experience.imageUrl;
  const mobileCover = experience.coverMobileUrl ?? experience.coverUrl ?? experience.imageUrl;
  const creatorHref = creatorExperiencesHref(experience.personaHandle);
  const text = paragraphs(experience.description);
  const coverAlt = `Cover image of ${experience.name}`;

  return (
    <article className={detailGrid}>
      <div className={cx(areaCover, coverFrame)}>
        {desktopCover && mobileCover ? (
          <picture>
            {desktopCover !== mobileCover ? (
              <source media="(min-width: 1024px)" srcSet={desktopCover} width={1600} height={900} />
            ) : null}
            <img
              src={mobileCover}
              alt={coverAlt}
              width={1600}
              height={900}
              loading="eager"
              fetchPriority="high"
              decoding="async"
              className={coverImage}
            />
          </picture>
        ) : (
          <Image src={null} alt={coverAlt} width={1600} height={900} className={coverImage} />
        )}
      </div>

      <header className={cx(areaSummary, summaryBlock)}>
        {experience.curation > 0 ? <FeaturedBadge /> : null}
        <h1 className={title}>{experience.name}</h1>
        <p className={byline}>
          by{' '}
          <PersonaLink handle={experience.personaHandle} href={creatorHref} className={creatorLink}>
            {experience.personaName}
          </PersonaLink>
        </p>
        <div className={metaRow}>
          <PeopleCount count={experience.headCount} />
        </div>
        {experience.summary ? <p className={summaryText}>{experience.summary}</p> : null}
      </header>

      {actions ? <div className={cx(areaActions, actionsBlock)}>{actions}</div> : null}

      <section className={cx(areaDescription, section)} aria-labelledby="experience-about">
        <h2 id="experience-about" className={sectionTitle}>
          About this experience
        </h2>
        <div className={prose}>
          {text.length > 0 ? (
            text.map((paragraph, index) => <p key={index}>{paragraph}</p>)
          ) : (
            <p className={muted}>The creator hasn't written a description yet.</p>
          )}
        </div>
      </section>

      <section className={cx(areaSpec, section)} aria-labelledby="experience-details">
        <h2 id="experience-details" className={sectionTitle}>
          Details
        </h2>
        <div className={specCard}>
          <dl className={specList}>
            <dt className={specTerm}>Creator</dt>
            <dd className={specValue}>
              <PersonaLink handle={experience.personaHandle} href={creatorHref}>
                {experience.personaName}
              </PersonaLink>
            </dd>
            <dt className={specTerm}>Capacity</dt>
            <dd className={specValue}>
              {numberFormat.format(experience.capacity)} {experience.capacity === 1 ? 'person' : 'people'}
            </dd>
            <dt className={specTerm}>Visits</dt>
            <dd className={specValue}>{numberFormat.format(experience.visits)}</dd>
            <dt className={specTerm}>Published</dt>
            <dd className={specValue}>
              <time dateTime={experience.createdAt}>{formatDate(experience.createdAt)}</time>
            </dd>
            <dt className={specTerm}>Updated</dt>
            <dd className={specValue}>
              <time dateTime={experience.updatedAt}>{formatDate(experience.updatedAt)}</time>
            </dd>
            <dt className={specTerm}>Version</dt>
            <dd className={specValue}>{experience.compatVersion}</dd>
            {experience.tags.length > 0 ? (
              <>
                <dt className={specTerm}>Tags</dt>
                <dd className={specValue}>
                  <ul className={tags} role="list">
                    {experience.tags.map((name) => (
                      <li key={name}>
                        {/* A chip leads to every experience with this tag. */}
                        <AppLink className={tag} href={experiencesTagHref(name)}>
                          {name}
                        </AppLink>
                      </li>
                    ))}
                  </ul>
                </dd>
              </>
            ) : null}
          </dl>
        </div>
      </section>
    </article>
  );
}
