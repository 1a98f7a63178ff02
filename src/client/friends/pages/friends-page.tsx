// /friends (docs/product.md §2, §6: friends management): Friends, Incoming requests and Sent
// requests with counts and empty states. Incoming rows open 'Respond to your friend request' (Accept
// Request / Ignore); friends rows confirm 'Do you want to unfriend {name}?' (docs/product.md §12 Dialogs).
// Visitors are asked to log in; accounts without a persona are told they need one.
import { useState, type ReactNode } from 'react';
import { css } from '@linaria/core';
import { trpc } from '../../trpc.ts';
import { useSectionQuery } from '../../query/section-query.ts';
import { errorInfo } from '../../query/error-info.ts';
import { PageMeta } from '../../app/page-meta.tsx';
import { Section } from '../../app/section.tsx';
import { PersonaGate } from '../../session/persona-gate.tsx';
import {
  FRIEND_REQUEST_DIALOG,
  FRIENDS_PATH,
  UNFRIEND_DIALOG,
  unfriendPrompt,
} from '../../../shared/friends/friend-status.ts';
import { displayName } from '../../../shared/profiles/bio.ts';
import type { Friend, FriendRequest } from '../../../shared/friends/schema.ts';
import { Button } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { ErrorNotice } from '../../ui/error-notice.tsx';
import { Modal } from '../../ui/modal.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { PersonaLink } from '../../profiles/persona-link.tsx';
import { Avatar } from '../../profiles/avatar.tsx';
import { useFriendAction } from '../use-friend-action.ts';

const title = css`
  margin: 0 0 1.5rem;
  font-size: clamp(1.75rem, 4vw, 2.25rem);
  font-weight: 700;
  letter-spacing: -0.02em;
`;

const sections = css`
  display: grid;
  gap: 2.5rem;
`;

const sectionTitle = css`
  display: flex;
  align-items: center;
  gap: 0.625rem;
  margin: 0 0 1rem;
  font-size: 1.375rem;
  font-weight: 700;
`;

const count = css`
  display: inline-grid;
  place-items: center;
  min-width: 1.75rem;
  height: 1.75rem;
  padding: 0 0.5rem;
  border-radius: var(--radius-button);
  background: var(--color-surface-sunken);
  font-size: 0.875rem;
`;

const list = css`
  display: grid;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const row = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem 1rem;
  padding: 0.875rem 1rem;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-card);
  background: var(--color-surface);
`;

const who = css`
  display: grid;
  flex: 1;
  min-width: 12rem;
`;

const nameLink = css`
  color: var(--color-text);
  font-weight: 700;
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`;

const muted = css`
  color: var(--color-text-muted);
  font-size: 0.875rem;
`;

const rowActions = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

const errorText = css`
  margin: 0 0 1rem;
  padding: 0.75rem 1rem;
  border-radius: var(--radius-small);
  background: var(--color-error-soft);
`;

const skeletonRow = css`
  height: 72px;
  width: 100%;
`;

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

export function FriendsPage() {
  return (
    <>
      <PageMeta title="Friends" description="Your friends and friend requests." path={FRIENDS_PATH} noindex />
      <h1 className={title}>Friends</h1>
      <PersonaGate
        logInTitle="Log in to see your friends"
        logInDescription="Your friends and friend requests are here once you are logged in."
        personaTitle="You need a persona to have friends"
        personaDescription="Friends are between personas."
      >
        <Section fallback={<FriendsSkeleton />}>
          <FriendsManagement />
        </Section>
      </PersonaGate>
    </>
  );
}

/** One person in a list: picture, name (with the profile popup), @handle and a detail, then actions. */
function PersonRow({
  person,
  detail,
  actions,
}: {
  person: Pick<Friend, 'avatarHandle' | 'avatarImageUrl' | 'avatarName'>;
  detail: string | null;
  actions: ReactNode;
}) {
  return (
    <li className={row}>
      <Avatar url={person.avatarImageUrl} size="sm" />
      <span className={who}>
        <PersonaLink handle={person.avatarHandle} className={nameLink}>
          {displayName(person)}
        </PersonaLink>
        <span className={muted}>
          @{person.avatarHandle}
          {detail ? ` · ${detail}` : ''}
        </span>
      </span>
      {actions}
    </li>
  );
}

function FriendsSkeleton() {
  return (
    <div className={list} aria-busy="true">
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} className={skeletonRow} />
      ))}
    </div>
  );
}

type Dialog = { kind: 'respond'; request: FriendRequest } | { kind: 'unfriend'; friend: Friend } | null;

function FriendsManagement() {
  const utils = trpc.useUtils();
  const friends = useSectionQuery(utils.friends.list.queryOptions(undefined));
  const requests = useSectionQuery(utils.friends.requests.queryOptions(undefined));
  const [dialog, setDialog] = useState<Dialog>(null);
  const action = useFriendAction();

  if (friends.status === 'error' || requests.status === 'error') {
    const failed = friends.status === 'error' ? friends : requests;
    return (
      <ErrorNotice
        title="We could not load your friends"
        description={errorInfo(failed.error).message}
        onRetry={() => {
          void friends.refetch();
          void requests.refetch();
        }}
      />
    );
  }
  if (friends.status !== 'success' || requests.status !== 'success') return null;

  // Mutual pairs (both asked) are answered like incoming requests: accepting makes friends.
  const incoming = [...requests.data.mutual, ...requests.data.incoming];
  const outgoing = requests.data.outgoing;
  const close = () => setDialog(null);
  const act = (mutation: 'accept' | 'ignore' | 'unfriend', handle: string) => {
    close();
    action.run({ mutation, handle });
  };

  return (
    <div className={sections}>
      {action.error ? (
        <p role="alert" className={errorText}>
          {action.error}
        </p>
      ) : null}

      <section aria-labelledby="friends-list">
        <h2 id="friends-list" className={sectionTitle}>
          Friends <span className={count}>{friends.data.total}</span>
        </h2>
        {friends.data.items.length === 0 ? (
          <EmptyState
            headingLevel={3}
            title="No friends yet"
            description="Visit a profile and choose Add Friend to send a request."
          />
        ) : (
          <ul className={list} aria-label="Friends">
            {friends.data.items.map((friend) => (
              <PersonRow
                key={friend.id}
                person={friend}
                detail={friend.friendsSince ? `friends since ${formatDate(friend.friendsSince)}` : null}
                actions={
                  <span className={rowActions}>
                    <Button variant="danger-outline" size="sm" onClick={() => setDialog({ kind: 'unfriend', friend })}>
                      Unfriend
                    </Button>
                  </span>
                }
              />
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="friends-incoming">
        <h2 id="friends-incoming" className={sectionTitle}>
          Incoming requests <span className={count}>{incoming.length}</span>
        </h2>
        {incoming.length === 0 ? (
          <EmptyState
            headingLevel={3}
            title="No requests waiting"
            description="When someone asks to be your friend, you answer here."
          />
        ) : (
          <ul className={list} aria-label="Incoming requests">
            {incoming.map((request) => (
              <PersonRow
                key={request.id}
                person={request}
                detail={request.direction === 'mutual' ? 'you both sent a request' : null}
                actions={
                  <span className={rowActions}>
                    <Button size="sm" onClick={() => setDialog({ kind: 'respond', request })}>
                      Respond
                    </Button>
                  </span>
                }
              />
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="friends-outgoing">
        <h2 id="friends-outgoing" className={sectionTitle}>
          Sent requests <span className={count}>{outgoing.length}</span>
        </h2>
        {outgoing.length === 0 ? (
          <EmptyState
            headingLevel={3}
            title="No requests sent"
            description="Requests you send wait here until they are answered."
          />
        ) : (
          <ul className={list} aria-label="Sent requests">
            {outgoing.map((request) => (
              <PersonRow
                key={request.id}
                person={request}
                detail={request.requestedAt ? `sent ${formatDate(request.requestedAt)}` : null}
                actions={<span className={muted}>Waiting for an answer</span>}
              />
            ))}
          </ul>
        )}
      </section>

      <Modal
        open={dialog?.kind === 'respond'}
        onClose={close}
        title={FRIEND_REQUEST_DIALOG.title}
        actions={
          dialog?.kind === 'respond' ? (
            <>
              <Button variant="secondary" onClick={() => act('ignore', dialog.request.avatarHandle)}>
                {FRIEND_REQUEST_DIALOG.ignore}
              </Button>
              <Button onClick={() => act('accept', dialog.request.avatarHandle)}>{FRIEND_REQUEST_DIALOG.accept}</Button>
            </>
          ) : null
        }
      >
        {dialog?.kind === 'respond' ? <p>{displayName(dialog.request)} wants to be your friend.</p> : null}
      </Modal>

      <Modal
        open={dialog?.kind === 'unfriend'}
        onClose={close}
        title={dialog?.kind === 'unfriend' ? unfriendPrompt(displayName(dialog.friend)) : ''}
        actions={
          dialog?.kind === 'unfriend' ? (
            <>
              <Button variant="secondary" onClick={close}>
                {UNFRIEND_DIALOG.cancel}
              </Button>
              <Button variant="danger" onClick={() => act('unfriend', dialog.friend.avatarHandle)}>
                {UNFRIEND_DIALOG.confirm}
              </Button>
            </>
          ) : null
        }
      >
        {dialog?.kind === 'unfriend' ? <p>You can send a new friend request later.</p> : null}
      </Modal>
    </div>
  );
}
