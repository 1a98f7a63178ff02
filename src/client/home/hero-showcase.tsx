// The home hero's slideshow of featured worlds: a picture, the name and the creator of each, fading
// to the next every 8 seconds. The slideshow is part of the home page's chunk, not loaded lazily: it is
// the first thing the page shows, and a lazily loaded component's stylesheet arrives only with its script,
// so the slides stood in one tall column until then and everything below jumped. It reads the same
// featured query as the 'Featured worlds' shelf below (one fetch), and shows nothing when that fails
// (the shelf says so).
import { css } from '@linaria/core';
import { trpc } from '../trpc.ts';
import { useSectionQuery } from '../query/section-query.ts';
import { usePublicConfig } from '../app/public-config.tsx';
import { AppLink } from '../router/app-link.tsx';
import { Skeleton } from '../ui/skeleton.tsx';
import { experienceHref, siteHref } from '../../shared/links/site-link.ts';
import type { ExperienceCard } from '../../shared/experiences/schema.ts';
import { NO_IMAGE_URL } from '../listings/listing-card.tsx';

import FaderSlideshow from '../ui/fader-slideshow.tsx';

/** How many featured worlds take turns in the hero. */
export const HERO_SLIDE_COUNT = 5;
/** The featured query the shelf below also reads (same key: one fetch). */
export const HERO_FEATURED_INPUT = { limit: 8 } as const;

const wrap = css`
  width: 100%;
  max-width: 40rem;
  margin-top: 0.75rem;
`;

const slideLink = css`
  position: relative;
  display: block;
  aspect-ratio: 16 / 9;
  color: #ffffff;
  text-decoration: none;

  &:focus-visible {
    outline: 3px solid #7be3ef;
    outline-offset: -3px;
  }
`;

const picture = css`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

const caption = css`
  position: absolute;
  inset: auto 0 0;
  display: grid;
  gap: 0.125rem;
  padding: 2.5rem 1rem 0.875rem;
  background: linear-gradient(to top, rgb(11 18 32 / 0.9), transparent);
  text-align: left;
`;

const name = css`
  font-size: 1.125rem;
  font-weight: 700;
`;

const by = css`
  color: #d5dde8;
  font-size: 0.875rem;
`;

const placeholder = css`
  display: block;
  width: 100%;
  aspect-ratio: 16 / 9;
  border-radius: var(--radius-card);
`;

function Slide({ experience, baseUrl, eager }: { experience: ExperienceCard; baseUrl: string; eager: boolean }) {
  return (
    <AppLink
      href={siteHref(baseUrl, experienceHref(experience.personaHandle, experience.handle))}
      className={slideLink}
    >
      <img
        src={experience.imageUrl ?? NO_IMAGE_URL}
        alt=""
        width={640}
        height={360}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className={picture}
      />
      <span className={caption}>
        <span className={name}>{experience.name}</span>
        <span className={by}>by {experience.personaName}</span>
      </span>
    </AppLink>
  );
}

export function HeroShowcaseSkeleton() {
  return (
    <div className={wrap}>
      <Skeleton className={placeholder} />
    </div>
  );
}

export function HeroShowcase() {
  const utils = trpc.useUtils();
  const { sites } = usePublicConfig();
  const result = useSectionQuery(utils.experiences.featured.queryOptions(HERO_FEATURED_INPUT));
  if (result.status !== 'success' || result.data.length === 0) return null;
  const featured = result.data.slice(0, HERO_SLIDE_COUNT);
  const slides = featured.map((experience, i) => ({
    id: experience.id,
    label: `Show ${experience.name}`,
    content: <Slide experience={experience} baseUrl={sites.atlas} eager={i === 0} />,
  }));
  return (
    <div className={wrap}>
      <FaderSlideshow slides={slides} label="World spotlight" />
    </div>
  );
}
