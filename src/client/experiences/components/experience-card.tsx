// One experience in a grid (docs/product.md §5): image, name, creator, Featured badge, people count.
// The name link is stretched over the whole card (one link per card; the creator link sits above it),
// so the card is one click target without nesting anchors.
import type { ReactNode } from 'react';
import { css, cx } from '@linaria/core';
import type { ExperienceCard as ExperienceCardData } from '../../../shared/experiences/schema.ts';
import { creatorExperiencesHref, experienceHref, siteHref } from '../../../shared/links/site-link.ts';
import { AppLink } from '../../router/app-link.tsx';
import { PersonaLink } from '../../profiles/components/persona-link.tsx';
import { Image } from '../../ui/image.tsx';
import { media } from '../../styles/tokens.ts';
import { FeaturedBadge } from './featured-badge.tsx';
import { PeopleCount } from './people-count.tsx';
import { useT } from '../../i18n/i18n.tsx';
import { around } from '../../i18n/around.ts';

export const cardFrame = css`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-card);
  background: var(--color-surface);
  box-shadow: var(--shadow-sm);
`;

const card = css`
  /* The creator's profile popup opens inside the card: lift the card above its neighbours meanwhile. */
  &:hover,
  &:focus-within {
    z-index: 3;
  }

  transition:
    transform 0.25s var(--ease-out),
    box-shadow 0.25s var(--ease-out),
    border-color 0.25s ease;

  @media ${media.hover} {
    &:hover {
      transform: translateY(-4px);
      border-color: transparent;
      box-shadow: var(--shadow-lg);
    }
  }
`;

export const cardMedia = css`
  position: relative;
  overflow: hidden;
  aspect-ratio: 16 / 9;
  border-radius: calc(var(--radius-card) - 1px) calc(var(--radius-card) - 1px) 0 0;
  background: var(--color-skeleton);
`;

const image = css`
  width: 100%;
  height: 100%;
  object-fit: cover;
  transition: transform 0.5s var(--ease-out);

  @media ${media.hover} {
    .${card}:hover & {
      transform: scale(1.045);
    }
  }
`;

const fallbackImage = css`
  height: 100%;
`;

const badge = css`
  position: absolute;
  top: 0.75rem;
  left: 0.75rem;
`;

export const cardBody = css`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 0.25rem;
  padding: 0.875rem 1rem 1rem;
`;

const title = css`
  display: -webkit-box;
  overflow: hidden;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  line-clamp: 2;
  font-size: 1.0625rem;
  font-weight: 700;
  line-height: 1.3;
  letter-spacing: -0.005em;
`;

const nameLink = css`
  color: var(--color-text);
  text-decoration: none;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    z-index: 1;
    border-radius: var(--radius-card);
  }

  &:focus-visible {
    outline: none;
  }

  &:focus-visible::after {
    outline: 3px solid var(--color-primary-strong);
    outline-offset: 3px;
  }
`;

const creator = css`
  color: var(--color-text-muted);
  font-size: 0.9375rem;
`;

const creatorLink = css`
  position: relative;
  z-index: 2;
  color: var(--color-text-muted);
  font-weight: 500;
  text-decoration: none;

  &:hover {
    color: var(--color-primary-strong);
    text-decoration: underline;
  }
`;

const footer = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem 0.75rem;
  margin-top: auto;
  padding-top: 0.5rem;
`;

const likes = css`
  color: var(--color-text-muted);
  font-size: 0.875rem;
`;

export interface ExperienceCardProps {
  experience: ExperienceCardData;
  /** Site the links point at: '/' for in-app links, or another site's address (plain links). */
  baseUrl?: string;
  headingLevel?: 2 | 3 | 4;
  /** 'eager' for cards likely above the fold. */
  imageLoading?: 'lazy' | 'eager';
  className?: string;
  /** A control over the image's corner (the favourite button), above the card's stretched link. */
  action?: ReactNode;
  /** Shows the like count beside the people count (the 'Most liked' sort, docs/product.md §5 Likes). */
  showLikes?: boolean;
}

export function ExperienceCard({
  experience,
  baseUrl = '/',
  headingLevel = 2,
  imageLoading = 'lazy',
  className,
  action,
  showLikes = false,
}: ExperienceCardProps) {
  const Heading = `h${headingLevel}` as 'h2' | 'h3' | 'h4';
  const t = useT();
  const by = around(t('card.by', { creator: around.SLOT }));
  const href = siteHref(baseUrl, experienceHref(experience.personaHandle, experience.handle));
  const creatorHref = siteHref(baseUrl, creatorExperiencesHref(experience.personaHandle));
  return (
    <article className={cx(cardFrame, card, className)}>
      <div className={cardMedia}>
        <Image
          src={experience.imageUrl}
          alt=""
          width={640}
          height={360}
          loading={imageLoading}
          className={experience.imageUrl ? image : fallbackImage}
        />
        {experience.curation > 0 ? <FeaturedBadge className={badge} /> : null}
      </div>
      <div className={cardBody}>
        <Heading className={title}>
          <AppLink href={href} className={nameLink}>
            {experience.name}
          </AppLink>
        </Heading>
        <p className={creator}>
          {by[0]}
          <PersonaLink handle={experience.personaHandle} href={creatorHref} className={creatorLink}>
            {experience.personaName}
          </PersonaLink>
          {by[1]}
        </p>
        <p className={footer}>
          <PeopleCount count={experience.headCount} />
          {showLikes && experience.likeCount !== undefined ? (
            <span className={likes}>{t('likes.count', { count: experience.likeCount })}</span>
          ) : null}
        </p>
      </div>
      {/* After the body in the DOM (name first for keyboards and readers); placed over the image by CSS. */}
      {action}
    </article>
  );
}
