// Friend actions from the hydrated client (docs/product.md §6 transitions) with optimistic UI: every cached view
// of the person (profile page, hover card, friends management lists) shows the new status at once,
// goes back to what it was if the call fails, and is re-read from the server when the call settles.
import { useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { trpc } from '../trpc.ts';
import { errorInfo } from '../query/error-info.ts';
import { useT } from '../i18n/i18n.tsx';
import { statusAfter, type FriendMutation } from '../../shared/friends/friend-status.ts';
import { friendActionErrorMessage } from '../../shared/friends/friend-errors.ts';
import type { FriendActionResult, FriendRequests, FriendsPage } from '../../shared/friends/schema.ts';
import type { Profile, ProfileCard } from '../../shared/profiles/schema.ts';

export interface FriendActionVariables {
  mutation: FriendMutation;
  /** The other person's handle. */
  handle: string;
}

type Snapshot = Array<[QueryKey, unknown]>;

const keys = {
  profile: getQueryKey(trpc.profiles.byHandle),
  card: getQueryKey(trpc.profiles.card),
  friends: getQueryKey(trpc.friends.list),
  requests: getQueryKey(trpc.friends.requests),
};
const allKeys = Object.values(keys);

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

function withStatus<T extends Pick<Profile, 'avatarHandle' | 'friendStatus'>>(
  profile: T,
  handle: string,
  mutation: FriendMutation,
): T {
  return same(profile.avatarHandle, handle)
    ? { ...profile, friendStatus: statusAfter(profile.friendStatus, mutation) }
    : profile;
}

/** Applies the expected outcome to every cached view of `handle`. */
function applyOptimistic(client: QueryClient, { mutation, handle }: FriendActionVariables): void {
  client.setQueriesData<Profile>({ queryKey: keys.profile }, (old) => (old ? withStatus(old, handle, mutation) : old));
  client.setQueriesData<ProfileCard>({ queryKey: keys.card }, (old) =>
    old ? { ...old, profile: withStatus(old.profile, handle, mutation) } : old,
  );
  if (mutation === 'unfriend') {
    client.setQueriesData<FriendsPage>({ queryKey: keys.friends }, (old) => {
      if (!old) return old;
      const items = old.items.filter((friend) => !same(friend.avatarHandle, handle));
      return { ...old, items, total: old.total - (old.items.length - items.length) };
    });
  }
  if (mutation === 'accept' || mutation === 'ignore') {
    // Answered requests leave the lists; an accepted one shows in Friends after the re-read.
    client.setQueriesData<FriendRequests>({ queryKey: keys.requests }, (old) => {
      if (!old) return old;
      const keep = (list: FriendRequests['incoming']) => list.filter((request) => !same(request.avatarHandle, handle));
      const incoming = keep(old.incoming);
      const mutual = keep(old.mutual);
      const removed = old.incoming.length - incoming.length + (old.mutual.length - mutual.length);
      return { ...old, incoming, mutual, total: old.total - removed };
    });
  }
}

export interface UseFriendActionOptions {
  onSuccess?: (result: FriendActionResult, variables: FriendActionVariables) => void;
}

/**
 * `run({ mutation, handle })` performs one action. `error` is what a person reads when the last action
 * failed (null otherwise), `pending` the handle being acted on.
 */
export function useFriendAction(options: UseFriendActionOptions = {}) {
  const utils = trpc.useUtils();
  const client = useQueryClient();
  const result = useMutation<FriendActionResult, unknown, FriendActionVariables, Snapshot>({
    mutationFn: ({ mutation, handle }) => {
      const input = { handle };
      switch (mutation) {
        case 'request':
          return utils.client.friends.request.mutate(input);
        case 'accept':
          return utils.client.friends.accept.mutate(input);
        case 'ignore':
          return utils.client.friends.ignore.mutate(input);
        case 'unfriend':
          return utils.client.friends.unfriend.mutate(input);
      }
    },
    onMutate: async (variables) => {
      // A read in flight would overwrite the optimistic status with the old one.
      await Promise.all(allKeys.map((queryKey) => client.cancelQueries({ queryKey })));
      const snapshot: Snapshot = allKeys.flatMap((queryKey) => client.getQueriesData({ queryKey }));
      applyOptimistic(client, variables);
      return snapshot;
    },
    onError: (_error, _variables, snapshot) => {
      for (const [queryKey, data] of snapshot ?? []) client.setQueryData(queryKey, data);
    },
    onSuccess: (data, variables) => {
      // The service's answer is the truth (e.g. MUTUAL when they had asked meanwhile).
      const settle = (old: Profile) =>
        same(old.avatarHandle, variables.handle) ? { ...old, friendStatus: data.status } : old;
      client.setQueriesData<Profile>({ queryKey: keys.profile }, (old) => (old ? settle(old) : old));
      client.setQueriesData<ProfileCard>({ queryKey: keys.card }, (old) =>
        old ? { ...old, profile: settle(old.profile) } : old,
      );
      options.onSuccess?.(data, variables);
    },
    onSettled: () => Promise.all(allKeys.map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
  const t = useT();
  const failedCode = result.status === 'error' ? errorInfo(result.error).appCode : null;
  // A request refused because of a block (docs/product.md §17): the same words whichever side blocked.
  const error =
    failedCode === null || !result.variables
      ? null
      : result.variables.mutation === 'request' && failedCode === 'FORBIDDEN'
        ? t('blocking.requestRefused')
        : friendActionErrorMessage(result.variables.mutation, failedCode);
  return {
    run: (variables: FriendActionVariables) => result.mutate(variables),
    runAsync: (variables: FriendActionVariables) => result.mutateAsync(variables),
    pending: result.isPending ? (result.variables?.handle ?? null) : null,
    error,
    reset: result.reset,
  };
}
