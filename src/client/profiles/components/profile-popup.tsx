// The popup's content (docs/product.md §6): avatar, name, bio, friend button(s), experiences and listings. Shown
// only once profiles.card is in the cache (PersonaLink fetches it first), and it follows that cache, so
// a friend action updates it in place. Non-modal: a dialog role without focus trapping, Escape closes.
// Only phrasing elements (spans with roles): persona links sit inside paragraphs (creator lines).
import { css } from '@linaria/core';
import { trpc } from '../../trpc.ts';
import { AppLink } from '../../router/app-link.tsx';
import { usePublicConfig } from '../../app/public-config.tsx';
import { experienceHref, profileHref, siteHref } from '../../../shared/links/site-link.ts';
import { displayName, truncateBio } from '../../../shared/profiles/bio.ts';
import { listingPath } from '../../../shared/listings/listing-rules.ts';
import { FriendButtons } from '../../friends/friend-buttons.tsx';
import { BlockButton } from '../../blocking/block-button.tsx';
import { isSelf, useBlockState } from '../../blocking/use-block.ts';
import { useViewer } from '../../session/viewer.tsx';
import { FriendsActivitySlot } from '../../friends/friends-activity-slot.tsx';
import { Avatar } from '../avatar.tsx';

const card = css`
  display: grid;
  gap: 0.75rem;
  padding: 1rem;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-card);
  background: var(--color-surface);
  color: var(--color-text);
  font-size: 0.9375rem;
  font-weight: 400;
  line-height: 1.45;
  box-shadow: var(--shadow-lg);
  cursor: auto;
`;

const head = css`
  display: flex;
  align-items: center;
  gap: 0.75rem;
`;

const names = css`
  display: grid;
  min-width: 0;
`;

const nameLink = css`
  overflow: hidden;
  color: var(--color-text);
  font-size: 1.0625rem;
  font-weight: 700;
  text-decoration: none;
  text-overflow: ellipsis;
  white-space: nowrap;

  &:hover {
    text-decoration: underline;
  }
`;

const muted = css`
  color: var(--color-text-muted);
  font-size: 0.875rem;
`;

const block = css`
  display: block;
  margin: 0;
  overflow-wrap: anywhere;
`;

const listTitle = css`
  display: block;
  margin-bottom: 0.25rem;
  color: var(--color-text-muted);
  font-size: 0.8125rem;
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

const list = css`
  display: grid;
  & > span {
    display: block;
  }

  gap: 0.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const itemLink = css`
  color: var(--color-primary-strong);
  font-weight: 500;
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`;

export interface ProfilePopupProps {
  id: string;
  handle: string;
  onNavigate: () => void;
}

export function ProfilePopup({ id, handle, onNavigate }: ProfilePopupProps) {
  const { sites } = usePublicConfig();
  // Never fetches: PersonaLink opens the popup only once the card is cached.
  const { data } = trpc.profiles.card.useQuery({ handle }, { enabled: false });
  const viewer = useViewer();
  const blocked = useBlockState(handle) === true;
  if (!data) return null;
  const { profile, experiences, listings } = data;
  const name = displayName(profile);
  const bio = truncateBio(profile.bio);
  const titleId = `${id}-title`;
  const profileUrl = siteHref(sites.profiles, profileHref(profile.avatarHandle));
  return (
    <span id={id} role="dialog" aria-modal="false" aria-labelledby={titleId} className={`${card} ${block}`}>
      <span className={head}>
        <Avatar url={profile.avatarImageUrl} size="md" />
        <span className={names}>
          <AppLink id={titleId} href={profileUrl} className={nameLink} onClick={onNavigate}>
            {name}
          </AppLink>
          <span className={muted}>@{profile.avatarHandle}</span>
        </span>
      </span>
      {profile.status ? <span className={`${block} ${muted}`}>{profile.status}</span> : null}
      {bio.text ? (
        <span className={block} data-testid="popup-bio">
          {bio.text}
          {/* The whole bio is on the profile page; the popup stays small. */}
          {bio.truncated ? (
            <>
              {' '}
              <AppLink href={profileUrl} className={itemLink} onClick={onNavigate} aria-label={`More of ${name}'s bio`}>
                more
              </AppLink>
            </>
          ) : null}
        </span>
      ) : null}
      {blocked ? null : <FriendButtons handle={profile.avatarHandle} status={profile.friendStatus} size="sm" />}
      {isSelf(viewer, profile.avatarHandle) ? null : (
        <span className={block}>
          <BlockButton handle={profile.avatarHandle} name={name} size="sm" />
        </span>
      )}
      <FriendButtons handle={profile.avatarHandle} status={profile.friendStatus} size="sm" />
      <FriendsActivitySlot subject={{ kind: 'mutual', handle: profile.avatarHandle, name }} variant="popup" />
      {experiences.length > 0 ? (
        <span className={block}>
          <span className={listTitle}>Experiences</span>
          <span role="list" className={list} aria-label={`Experiences by ${name}`}>
            {experiences.map((experience) => (
              <span role="listitem" key={experience.id}>
                <AppLink
                  href={siteHref(sites.atlas, experienceHref(experience.personaHandle, experience.handle))}
                  className={itemLink}
                  onClick={onNavigate}
                >
                  {experience.name}
                </AppLink>
              </span>
            ))}
          </span>
        </span>
      ) : null}
      {listings.length > 0 ? (
        <span className={block}>
          <span className={listTitle}>Listings</span>
          <span role="list" className={list} aria-label={`Listings by ${name}`}>
            {listings.map((listing) => (
              <span role="listitem" key={listing.id}>
                <AppLink href={siteHref(sites.store, listingPath(listing))} className={itemLink} onClick={onNavigate}>
                  {listing.name}
                </AppLink>
              </span>
            ))}
          </span>
        </span>
      ) : null}
    </span>
  );
}
