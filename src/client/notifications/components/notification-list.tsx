// Notifications as a list of links to their events (the bell's panel and /notifications). Unread ones
// are marked in words as well as in colour; following one marks it read.
import { css, cx } from '@linaria/core';
import { AppLink } from '../../router/app-link.tsx';
import type { AppNotification } from '../../../shared/notifications/schema.ts';
import { useFormats, useT, type Translate } from '../../i18n/i18n.tsx';
import { useViewerZone } from '../../events/viewer-zone.tsx';
import { CREATOR_DEFECTS_PATH, MY_DEFECTS_PATH } from '../../../shared/defects/limits.ts';
import { searchNameOfNoticeTitle } from '../../../shared/event-searches/filters.ts';

const list = css`
  display: grid;
  gap: 0.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const item = css`
  display: grid;
  gap: 0.125rem;
  padding: 0.625rem 0.75rem;
  border-radius: var(--radius-small);
  color: var(--color-text);
  text-decoration: none;

  &:hover {
    background: var(--color-surface-sunken);
  }
`;

const unreadItem = css`
  background: var(--color-primary-soft);
`;

const titleText = css`
  font-weight: 600;
  font-size: 0.9375rem;
`;

const meta = css`
  color: var(--color-text-muted);
  font-size: 0.8125rem;
`;

const srOnly = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

/**
 * A reply to the persona's review, a gift and the defect report notices are titled in the page's language
 * from their listing (and a gift from its giver; docs/product.md §16, §20, §22), a saved search's match from
 * the search's name (docs/product.md §23); other kinds carry the title their service wrote.
 */
function titleOf(n: AppNotification, t: Translate): string {
  if (n.kind === 'event-search-match') {
    const search = searchNameOfNoticeTitle(n.title);
    return search === null ? n.title : t('notifications.eventSearchMatchTitle', { search });
  }
  if (!n.listing) return n.title;
  if (n.kind === 'review-reply') return t('notifications.reviewReplyTitle', { listing: n.listing.name });
  if (n.kind === 'gift-received' && n.actor) {
    return t('notifications.giftReceivedTitle', {
      giver: n.actor.name || `@${n.actor.handle}`,
      listing: n.listing.name,
    });
  }
  if (n.kind === 'defect-reported') return t('notifications.defectReportedTitle', { listing: n.listing.name });
  if (n.kind === 'defect-status') return t('notifications.defectStatusTitle', { listing: n.listing.name });
  return n.title;
}

/** Where a notice leads: a defect report's to the page where it is handled (docs/product.md §22). */
function hrefOf(n: AppNotification): string | undefined {
  if (n.kind === 'defect-reported')
    return n.listing ? `${CREATOR_DEFECTS_PATH}?listing=${n.listing.id}` : CREATOR_DEFECTS_PATH;
  if (n.kind === 'defect-status') return MY_DEFECTS_PATH;
  return n.event?.path ?? n.listing?.path;
}

export function NotificationList({
  items,
  label,
  onOpen,
}: {
  items: readonly AppNotification[];
  label: string;
  onOpen: (notification: AppNotification) => void;
}) {
  // The page's language in the viewer's zone, the same on both sides (src/shared/i18n/format.ts).
  const formats = useFormats();
  const t = useT();
  const { zone } = useViewerZone();
  return (
    <ul className={list} aria-label={label}>
      {items.map((n) => {
        const content = (
          <>
            <span className={titleText}>
              {n.read ? null : <span className={srOnly}>Unread: </span>}
              {titleOf(n, t)}
            </span>
            {n.body ? <span className={meta}>{n.body}</span> : null}
            <span className={meta}>
              <time dateTime={n.createdAt}>{formats.date(n.createdAt, 'moment', zone)}</time>
            </span>
          </>
        );
        const href = hrefOf(n);
        return (
          <li key={n.id}>
            {href !== undefined ? (
              <AppLink href={href} className={cx(item, !n.read && unreadItem)} onClick={() => onOpen(n)}>
                {content}
              </AppLink>
            ) : (
              <span className={cx(item, !n.read && unreadItem)}>{content}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
