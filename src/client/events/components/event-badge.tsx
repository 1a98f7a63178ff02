// "Happening now", "Starts in 2 h", "Ended", "Cancelled": counted from the upstream's now of the answer.
import { css, cx } from '@linaria/core';
import { eventBadge, type EventBadge as Badge } from '../../../shared/events/badges.ts';
import { useT, type Translate } from '../../i18n/i18n.tsx';

const badge = css`
  display: inline-flex;
  align-items: center;
  gap: 0.375rem;
  padding: 0.25rem 0.625rem;
  border-radius: 999px;
  font-size: 0.8125rem;
  font-weight: 500;
  line-height: 1.2;
`;

const kinds = {
  live: css`
    background: var(--color-error);
    color: #ffffff;
  `,
  soon: css`
    background: var(--color-primary-soft);
    color: var(--color-text);
  `,
  ended: css`
    background: var(--color-surface-sunken);
    color: var(--color-text-muted);
  `,
  cancelled: css`
    background: var(--color-error-soft);
    color: var(--color-error);
  `,
};

export function EventBadge({
  event,
  now,
}: {
  event: { startsAt: string; endsAt: string; cancelled: boolean };
  now: string;
}) {
  const t = useT();
  const b = eventBadge(event, new Date(now));
  if (!b) return null;
  return (
    <span className={cx(badge, kinds[b.kind])} data-testid="event-badge">
      {badgeText(b, t)}
    </span>
  );
}

function badgeText(b: Badge, t: Translate): string {
  if (b.kind === 'soon') {
    return t(b.unit === 'minutes' ? 'events.badge.startsInMinutes' : 'events.badge.startsInHours', { count: b.count });
  }
  if (b.kind === 'cancelled') return t('events.badge.cancelled');
  return b.kind === 'ended' ? t('events.badge.ended') : t('events.badge.live');
}
