// On a first visit the server cannot know the browser's zone: it renders in UTC and says so.
import { css } from '@linaria/core';
import { useT } from '../../i18n/i18n.tsx';
import { useDetectedZone, useViewerZone } from '../viewer-zone.tsx';

// Both sentences are laid in one grid cell, the one not shown hidden, so the note is as tall as the longer:
// when the browser's zone replaces the server's guess after hydration, nothing below it moves.
const note = css`
  display: grid;
  margin: 0;
  color: var(--color-text-muted);
  font-size: 0.875rem;

  & > span {
    grid-area: 1 / 1;
  }
`;

const reserved = css`
  visibility: hidden;
`;

export function ZoneNote() {
  const shown = useViewerZone();
  // The browser turned out to be in the zone already shown (often UTC): no longer a guess.
  const detected = useDetectedZone();
  const { zone } = shown;
  const isFallback = shown.isFallback && detected?.zone !== zone;
  const t = useT();
  const guess = t('events.zoneGuess');
  const known = t('events.zoneShown', { zone });
  return (
    <p className={note} aria-live="polite">
      <span data-testid="zone-note">{isFallback ? guess : known}</span>
      {shown.isFallback ? (
        <span className={reserved} aria-hidden="true">
          {isFallback ? known : guess}
        </span>
      ) : null}
    </p>
  );
}
