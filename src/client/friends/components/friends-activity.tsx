// Mutual friends and friends' activity (docs/product.md §18): "N mutual friends" on a profile and in the
// profile popup, "N friends going" on an event, "N friends own this" on a listing, each with the first few
// faces and names and, on pages, a way to see them all. Every name shown is one of the viewer's own
// friends. Loaded by FriendsActivitySlot after hydration and only for a persona, so pages kept for
// visitors and every signed-in account never carry it (docs/decisions/0042-…).
import { useState } from 'react';
import { css, cx } from '@linaria/core';
import { skipToken } from '@tanstack/react-query';
import { trpc } from '../../trpc.ts';
import { AppLink } from '../../router/app-link.tsx';
import { usePublicConfig } from '../../app/public-config.tsx';
import { Avatar } from '../../profiles/avatar.tsx';
import { useT, type Translate } from '../../i18n/i18n.tsx';
import { profileHref, siteHref } from '../../../shared/links/site-link.ts';
import { displayName } from '../../../shared/profiles/bio.ts';
import { FRIENDS_ACTIVITY_PAGE_SIZE } from '../../../shared/friends/limits.ts';
import type { ActivityFriend, ActivityFriendsPage } from '../../../shared/friends/schema.ts';

/** Whose friends: the viewer's in common with a persona, going to an event, or owning a listing. */
export type FriendsActivitySubject =
  | { kind: 'mutual'; handle: string; name: string }
  | { kind: 'going'; eventId: string }
  | { kind: 'owners'; listingId: string };

export interface FriendsActivityProps {
  subject: FriendsActivitySubject;
  /** 'popup': one short line of spans (the popup sits inside paragraphs); 'page': the full block. */
  variant?: 'page' | 'popup';
}

/** How many faces and names the summary shows before "See all". */
export const FRIENDS_ACTIVITY_FACES = 3;

const block = css`
  display: grid;
  gap: 0.5rem;
  margin: 0.5rem 0 0.75rem;
`;

const summary = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 0.75rem;
  margin: 0;
`;

const countText = css`
  font-weight: 600;
`;

const muted = css`
  color: var(--color-text-muted);
  font-size: 0.875rem;
`;

const list = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const expandedList = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 14rem), 1fr));
`;

const person = css`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-width: 0;
`;

const face = css`
  width: 28px;
  height: 28px;
`;

const personLink = css`
  overflow: hidden;
  color: var(--color-primary-strong);
  font-weight: 500;
  text-decoration: none;
  text-overflow: ellipsis;
  white-space: nowrap;

  &:hover {
    text-decoration: underline;
  }
`;

const textButton = css`
  min-height: 2.75rem;
  padding: 0 0.25rem;
  border: 0;
  background: none;
  color: var(--color-primary-strong);
  font: inherit;
  font-weight: 600;
  text-decoration: underline;
  cursor: pointer;
`;

const popupLine = css`
  display: block;
  color: var(--color-text-muted);
  font-size: 0.875rem;
  overflow-wrap: anywhere;
`;

/** The one query of a subject's page: exactly one of the three procedures runs, the others are skipped. */
function useActivityPage(subject: FriendsActivitySubject, page: number, perPage: number) {
  const paging = { page, perPage };
  const mutual = trpc.friends.mutual.useQuery(
    subject.kind === 'mutual' ? { handle: subject.handle, ...paging } : skipToken,
    {
      retry: 1,
      staleTime: 30_000,
    },
  );
  const going = trpc.friends.going.useQuery(
    subject.kind === 'going' ? { eventId: subject.eventId, ...paging } : skipToken,
    {
      retry: 1,
      staleTime: 30_000,
    },
  );
  const owners = trpc.friends.owners.useQuery(
    subject.kind === 'owners' ? { listingId: subject.listingId, ...paging } : skipToken,
    { retry: 1, staleTime: 30_000 },
  );
  return subject.kind === 'mutual' ? mutual : subject.kind === 'going' ? going : owners;
}

function countOf(t: Translate, subject: FriendsActivitySubject, count: number): string {
  if (subject.kind === 'mutual') return t('friendsActivity.mutual', { count });
  if (subject.kind === 'going') return t('friendsActivity.going', { count });
  return t('friendsActivity.owners', { count });
}

function listLabelOf(t: Translate, subject: FriendsActivitySubject): string {
  if (subject.kind === 'mutual') return t('friendsActivity.mutualList', { name: subject.name });
  if (subject.kind === 'going') return t('friendsActivity.goingList');
  return t('friendsActivity.ownersList');
}

export function FriendsActivity({ subject, variant = 'page' }: FriendsActivityProps) {
  const t = useT();
  const first = useActivityPage(subject, 1, variant === 'popup' ? FRIENDS_ACTIVITY_FACES : FRIENDS_ACTIVITY_PAGE_SIZE);
  if (variant === 'popup') {
    // The popup stays small: the count and a few names, or nothing while loading or after a failure.
    if (!first.data) return null;
    const names = first.data.items.map((friend) => displayName(friend)).join(', ');
    return (
      <span className={popupLine} data-testid="friends-activity">
        {countOf(t, subject, first.data.total)}
        {names ? `: ${names}` : ''}
      </span>
    );
  }
  if (first.status === 'pending') {
    return (
      <p className={cx(block, muted)} aria-busy="true" data-testid="friends-activity">
        {t('friendsActivity.loading')}
      </p>
    );
  }
  if (first.status === 'error') {
    return (
      <p className={cx(summary, muted)} role="status" data-testid="friends-activity">
        {t('friendsActivity.failed')}{' '}
        <button type="button" className={textButton} onClick={() => void first.refetch()}>
          {t('friendsActivity.retry')}
        </button>
      </p>
    );
  }
  return <FriendsActivityBlock subject={subject} first={first.data} />;
}

function FriendsActivityBlock({ subject, first }: { subject: FriendsActivitySubject; first: ActivityFriendsPage }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [pages, setPages] = useState(1);
  const listId = `friends-activity-${subject.kind}`;
  const shown = open ? first.items : first.items.slice(0, FRIENDS_ACTIVITY_FACES);
  const more = open && pages < first.pageCount;
  return (
    <section className={block} aria-label={listLabelOf(t, subject)} data-testid="friends-activity">
      <p className={summary}>
        <span className={countText}>{countOf(t, subject, first.total)}</span>
        {first.total > FRIENDS_ACTIVITY_FACES ? (
          <button
            type="button"
            className={textButton}
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => {
              setOpen(!open);
              setPages(1);
            }}
          >
            {open ? t('friendsActivity.hide') : t('friendsActivity.seeAll', { count: first.total })}
          </button>
        ) : null}
      </p>
      {first.total > 0 ? (
        <ul id={listId} className={cx(list, open && expandedList)} aria-label={listLabelOf(t, subject)}>
          {shown.map((friend) => (
            <FriendItem key={friend.id} friend={friend} detailed={open} />
          ))}
          {Array.from({ length: open ? pages - 1 : 0 }, (_, index) => (
            <LaterPage key={index + 2} subject={subject} page={index + 2} />
          ))}
        </ul>
      ) : null}
      {more ? (
        <p className={summary}>
          <button type="button" className={textButton} onClick={() => setPages(pages + 1)}>
            {t('friendsActivity.more')}
          </button>
        </p>
      ) : null}
    </section>
  );
}

/** Pages after the first, asked for when "Show more" is pressed; a failure leaves them out. */
function LaterPage({ subject, page }: { subject: FriendsActivitySubject; page: number }) {
  const result = useActivityPage(subject, page, FRIENDS_ACTIVITY_PAGE_SIZE);
  if (!result.data) return null;
  return (
    <>
      {result.data.items.map((friend) => (
        <FriendItem key={friend.id} friend={friend} detailed />
      ))}
    </>
  );
}

function FriendItem({ friend, detailed }: { friend: ActivityFriend; detailed: boolean }) {
  const t = useT();
  const { sites } = usePublicConfig();
  const reasons = friend.going
    ? [
        friend.going.hasTicket ? t('friendsActivity.hasTicket') : null,
        friend.going.saved ? t('friendsActivity.saved') : null,
      ]
    : [];
  const why = reasons.filter((reason): reason is string => reason !== null).join(', ');
  return (
    <li className={person}>
      <Avatar url={friend.avatarImageUrl} size="sm" className={face} />
      <AppLink href={siteHref(sites.profiles, profileHref(friend.avatarHandle))} className={personLink}>
        {displayName(friend)}
      </AppLink>
      {detailed && why ? <span className={muted}>{why}</span> : null}
    </li>
  );
}
