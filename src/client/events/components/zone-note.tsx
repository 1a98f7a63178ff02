// On a first visit the server cannot know the browser's zone: it renders in UTC and says so.
import { css } from '@linaria/core';
import { useDetectedZone, useViewerZone } from '../viewer-zone.tsx';

const note = css`
  margin: 0;
  color: var(--color-text-muted);
  font-size: 0.875rem;
`;

export function ZoneNote() {
  const shown = useViewerZone();
  // The browser turned out to be in the zone already shown (often UTC): no longer a guess.
  const detected = useDetectedZone();
  const { zone } = shown;
  const isFallback = shown.isFallback && detected?.zone !== zone;
  return (
    <p className={note} data-testid="zone-note" aria-live="polite">
      {isFallback
        ? "Times shown in UTC — we'll use your time zone after this page loads."
        : `Times shown in your time zone (${zone}).`}
    </p>
  );
}
