// Upstream profile resources -> the DTOs of src/shared/profiles/schema.ts and src/shared/friends/schema.ts.
import type { Profile } from '../../shared/profiles/schema.ts';
import type { Friend, FriendRequest } from '../../shared/friends/schema.ts';
import { parseFriendStatus, type FriendStatus } from '../../shared/friends/friend-status.ts';
import { portraitUrl } from '../../shared/profiles/bio.ts';
import type { UpstreamFriend, UpstreamFriendRequest, UpstreamProfile } from './upstream-schema.ts';

/**
 * `status` is the viewer's relation when the caller knows it (the one-profile route sends it as
 * document meta); otherwise the item's own merged meta, else PROFILE: a list read anonymously carries
 * no status, and PROFILE is what shows no friend buttons.
 */
export function toProfile(profile: UpstreamProfile, status?: unknown): Profile {
  const raw = status ?? profile.friendStatus;
  const friendStatus: FriendStatus = raw === undefined ? 'PROFILE' : parseFriendStatus(raw);
  return {
    id: profile.id,
    avatarHandle: profile.avatarHandle,
    // The shown fallback ('New User', docs/product.md §4) is the UI's job (displayName); the DTO keeps what was sent.
    avatarName: profile.avatarName ?? '',
    avatarImageUrl: portraitUrl(profile.avatarImageUrl),
    bio: profile.bio ?? '',
    status: profile.status ?? '',
    friendStatus,
  };
}

export function toFriend(friend: UpstreamFriend): Friend {
  return { ...toProfile(friend, 'FRIENDS'), friendsSince: friend.friendsSince ?? '' };
}

export function toFriendRequest(request: UpstreamFriendRequest): FriendRequest {
  const status: FriendStatus =
    request.direction === 'mutual'
      ? 'MUTUAL_FRIEND_REQUESTS'
      : request.direction === 'incoming'
        ? 'REQUESTING_FRIENDSHIP'
        : 'FRIEND_REQUEST_SENT';
  return { ...toProfile(request, status), direction: request.direction, requestedAt: request.requestedAt ?? '' };
}
