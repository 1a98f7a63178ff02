// Loading placeholder for an event list: the same grid with skeleton cards, so nothing shifts.
import { css } from '@linaria/core';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useT } from '../../i18n/i18n.tsx';
import { cardBody, cardFrame, cardMedia, eventGrid } from './event-card.tsx';

const fill = css`
  width: 100%;
  height: 100%;
  border-radius: 0;
`;
const titleLine = css`
  width: 70%;
  height: 1.1rem;
`;
const line = css`
  width: 55%;
`;

export function EventGridSkeleton({ count = 6 }: { count?: number }) {
  const t = useT();
  return (
    <div role="status" aria-busy="true" aria-label={t('events.card.loading')}>
      <ul className={eventGrid}>
        {Array.from({ length: count }, (_, i) => (
          <li key={i}>
            <div className={cardFrame}>
              <div className={cardMedia}>
                <Skeleton className={fill} />
              </div>
              <div className={cardBody}>
                <Skeleton shape="text" className={titleLine} />
                <Skeleton shape="text" className={line} />
                <Skeleton shape="text" className={line} />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
