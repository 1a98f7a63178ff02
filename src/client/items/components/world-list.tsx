// A grid of experience cards, each with a line under it (a curator's note, when a world was discovered):
// the studio showcase and the codex.
import type { ReactNode } from 'react';
import { css } from '@linaria/core';
import { ExperienceCard } from '../../experiences/experience-card.tsx';
import { experienceGridClass } from '../../experiences/experience-grid.tsx';
import type { ExperienceCard as ExperienceCardData } from '../../../shared/experiences/schema.ts';

const entry = css`
  display: grid;
  align-content: start;
  gap: 0.5rem;
`;

const line = css`
  margin: 0;
  color: var(--color-text-muted);
  font-size: 0.9375rem;
`;

export function WorldList<T extends ExperienceCardData>({
  worlds,
  label,
  baseUrl,
  ordered = false,
  caption,
}: {
  worlds: readonly T[];
  label: string;
  baseUrl: string;
  ordered?: boolean;
  caption: (world: T) => ReactNode;
}) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className={experienceGridClass} role="list" aria-label={label}>
      {worlds.map((world, index) => (
        <li key={world.id} className={entry}>
          <ExperienceCard
            experience={world}
            baseUrl={baseUrl}
            headingLevel={2}
            imageLoading={index < 3 ? 'eager' : 'lazy'}
          />
          <p className={line}>{caption(world)}</p>
        </li>
      ))}
    </List>
  );
}
