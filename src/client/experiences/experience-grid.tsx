// Grids of experience cards (docs/product.md §11). 'browse': auto-fill, min item width 350px (270px on small
// phones). 'collection': 1 card below 871px, 2 up to 1295px, 3 above.
import { css, cx } from '@linaria/core';
import type { ExperienceCard as ExperienceCardData } from '../../shared/experiences/schema.ts';
import { ExperienceCard } from './experience-card.tsx';
import { experienceHref } from '../../shared/links/site-link.ts';
import { FavouriteButton } from '../favourites/favourite-button.tsx';
import { useFavouriteStatuses } from '../favourites/use-favourites.ts';

export const experienceGridClass = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 270px), 1fr));
  gap: clamp(1rem, 2vw, 1.5rem);
  margin: 0;
  padding: 0;
  list-style: none;

  @media (min-width: 480px) {
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 350px), 1fr));
  }
`;

const collectionGridClass = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: clamp(1rem, 2vw, 1.5rem);
  margin: 0;
  padding: 0;
  list-style: none;

  @media (min-width: 871px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  @media (min-width: 1296px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

export interface ExperienceGridProps {
  layout?: 'browse' | 'collection';
  experiences: readonly ExperienceCardData[];
  baseUrl?: string;
  /** Level of each card's heading (2 under the page's h1, 3 under a section's h2). */
  headingLevel?: 2 | 3 | 4;
  /** How many leading cards load their image eagerly (above the fold). */
  eagerCount?: number;
  className?: string;
  /** Names the list for assistive technology, e.g. 'Search results'. */
  label?: string;
  /** Each card shows its like count (the 'Most liked' sort). */
  showLikes?: boolean;
}

export function ExperienceGrid({
  layout = 'browse',
  experiences,
  baseUrl = '/',
  headingLevel = 2,
  eagerCount = 3,
  className,
  label,
  showLikes = false,
}: ExperienceGridProps) {
  // One status call for the whole grid (viewers with a persona only), never one per card.
  const favourites = useFavouriteStatuses(experiences.map((experience) => experience.id));
  return (
    <ul
      className={cx(layout === 'collection' ? collectionGridClass : experienceGridClass, className)}
      role="list"
      aria-label={label}
    >
      {experiences.map((experience, index) => (
        <li key={experience.id}>
          <ExperienceCard
            experience={experience}
            baseUrl={baseUrl}
            headingLevel={headingLevel}
            imageLoading={index < eagerCount ? 'eager' : 'lazy'}
            showLikes={showLikes}
            action={
              <FavouriteButton
                experienceId={experience.id}
                name={experience.name}
                experiencePath={experienceHref(experience.personaHandle, experience.handle)}
                status={favourites.byId.get(experience.id.toLowerCase())}
                placement="card"
              />
            }
          />
        </li>
      ))}
    </ul>
  );
}
