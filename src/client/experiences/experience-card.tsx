// One experience in a grid (docs/product.md §5): image, name, creator, Featured badge, people count.
// The name link is stretched over the whole card (one link per card; the creator link sits above it),
// so the card is one click target without nesting anchors.
import type { ReactNode } from 'react';
import { css, cx } from '@linaria/core';
import type { ExperienceCard as ExperienceCardData } from '../../shared/experiences/schema.ts';
import { creatorExperiencesHref, experienceHref, siteHref } from '../../shared/links/site-link.ts';
import { AppLink } from '../router/app-link.tsx';
import { PersonaLink } from '../profiles/persona-link.tsx';
import { Image } from '../ui/image.tsx';
import { media } from '../styles/tokens.ts';
import {
  cardBody,
  cardFooter,
  cardFrame,
  cardLift,
  cardMedia,
  cardSecondaryLink,
  cardTitle,
  stretchedLink,
} from '../ui/card.ts';
import { FeaturedBadge } from './components/featured-badge.tsx';
import { PeopleCount } from './components/people-count.tsx';
import { useT } from '../i18n/i18n.tsx';
import { around } from '../i18n/around.ts';

const image = css`
  width: 100%;
  height: 100%;
  object-fit: cover;
  transition: transform 0.5s var(--ease-out);

  @media ${media.hover} {
    .${cardLift}:hover & {
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

const creator = css`
  color: var(--color-text-muted);
  font-size: 0.9375rem;
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
    <article className={cx(cardFrame, cardLift, className)}>
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
        <Heading className={cardTitle}>
          <AppLink href={href} className={stretchedLink}>
            {experience.name}
          </AppLink>
        </Heading>
        <p className={creator}>
          {by[0]}
          <PersonaLink handle={experience.personaHandle} href={creatorHref} className={cardSecondaryLink}>
            {experience.personaName}
          </PersonaLink>
          {by[1]}
        </p>
        <p className={cardFooter}>
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
