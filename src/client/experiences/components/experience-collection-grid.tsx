// A collection of experiences (spec §9 experience collection grid): 1 card below 871px, 2 up to
// 1295px, 3 above.
import { css, cx } from '@linaria/core';
import type { ExperienceCard as ExperienceCardData } from '../../../shared/experiences/schema.ts';
import { ExperienceCard } from './experience-card.tsx';

const grid = css`
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

export interface ExperienceCollectionGridProps {
  experiences: readonly ExperienceCardData[];
  baseUrl?: string;
  headingLevel?: 2 | 3 | 4;
  eagerCount?: number;
  className?: string;
  label?: string;
}

export function ExperienceCollectionGrid({
  experiences,
  baseUrl = '/',
  headingLevel = 3,
  eagerCount = 0,
  className,
  label,
}: ExperienceCollectionGridProps) {
  return (
    <ul className={cx(grid, className)} role="list" aria-label={label}>
      {experiences.map((experience, index) => (
        <li key={experience.id}>
          <ExperienceCard
            experience={experience}
            baseUrl={baseUrl}
            headingLevel={headingLevel}
            imageLoading={index < eagerCount ? 'eager' : 'lazy'}
          />
        </li>
      ))}
    </ul>
  );
}
