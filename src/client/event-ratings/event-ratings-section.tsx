// The ratings section of an ended event's page (docs/product.md §24): the server draws its heading and a
// loading line; what it holds (the summary, the list, and for an attendee the form) is fetched after
// hydration with its data, so the event page's first load carries none of it.
import { css } from '@linaria/core';
import { useT } from '../i18n/i18n.tsx';
import { useLazyComponent } from '../ui/use-lazy-component.ts';

const block = css`
  display: grid;
  gap: 0.75rem;

  & h2 {
    margin: 0;
    font-size: 1.375rem;
  }

  & h3 {
    margin: 0;
    font-size: 1.125rem;
  }
`;

const muted = css`
  margin: 0;
  color: var(--color-text-muted);
`;

export function EventRatingsSection({ eventId, eventPath }: { eventId: string; eventPath: string }) {
  const t = useT();
  const Body = useLazyComponent(true, () => import('./event-ratings.tsx').then((module) => module.EventRatingsBody));
  return (
    <section className={block} aria-labelledby="event-ratings" data-testid="event-ratings">
      <h2 id="event-ratings">{t('eventRatings.heading')}</h2>
      {Body ? (
        <Body eventId={eventId} eventPath={eventPath} />
      ) : (
        <p className={muted} aria-busy="true">
          {t('eventRatings.loading')}
        </p>
      )}
    </section>
  );
}
