// 'Follow store' / 'Following' on a creator's store page, for viewers with a persona (visitors and the
// store's own creator see no button). The toggle is optimistic: the subscriptions list changes at once
// and rolls back if the stores service refuses, so a slow upstream never makes the button feel stuck.
import { useState } from 'react';
import { css } from '@linaria/core';
import { trpc } from '../../trpc.ts';
import { useViewer } from '../../session/viewer.tsx';
import { useSectionQuery } from '../../query/section-query.ts';
import { errorInfo } from '../../query/error-info.ts';
import { Section } from '../../app/section.tsx';
import { Button } from '../../ui/button.tsx';
import { hasPersona } from '../../../shared/session/viewer.ts';
import type { StoreSubscription } from '../../../shared/stores/schema.ts';
import { useT } from '../../i18n/i18n.tsx';

const wrap = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 0.75rem;
  margin-top: 0.75rem;
`;

const errorText = css`
  margin: 0;
  color: var(--color-error);
  font-size: 0.875rem;
`;

export interface FollowStoreButtonProps {
  storeId: string;
  storeHandle: string;
  storeName: string;
  creatorHandle: string;
  creatorName: string;
}

export function FollowStoreButton(props: FollowStoreButtonProps) {
  const viewer = useViewer();
  if (viewer === null || !hasPersona(viewer)) return null;
  if (viewer.personaHandle.toLowerCase() === props.creatorHandle.toLowerCase()) return null;
  // Nothing while loading: a placeholder button would flash the wrong state.
  return (
    <Section fallback={null}>
      <FollowToggle {...props} />
    </Section>
  );
}

function FollowToggle({ storeId, storeHandle, storeName, creatorHandle, creatorName }: FollowStoreButtonProps) {
  const t = useT();
  const utils = trpc.useUtils();
  const result = useSectionQuery(utils.stores.subscriptions.queryOptions());
  const [failure, setFailure] = useState<string | null>(null);

  // Shared by both mutations: write the expected list now, keep the old one to restore on failure.
  const optimistic = {
    async onMutate(next: (list: StoreSubscription[]) => StoreSubscription[]) {
      setFailure(null);
      await utils.stores.subscriptions.cancel();
      const previous = utils.stores.subscriptions.getData();
      utils.stores.subscriptions.setData(undefined, (list) => next(list ?? []));
      return { previous };
    },
    rollback(context: { previous: StoreSubscription[] | undefined } | undefined, error: unknown) {
      utils.stores.subscriptions.setData(undefined, context?.previous);
      setFailure(errorInfo(error).message);
    },
  };

  const follow = trpc.stores.follow.useMutation({
    onMutate: () =>
      optimistic.onMutate((list) => [
        {
          storeId,
          storeName,
          storeHandle,
          personaHandle: creatorHandle,
          personaName: creatorName,
          createdAt: new Date().toISOString(),
        },
        ...list.filter((item) => item.storeId !== storeId),
      ]),
    onError: (error, _input, context) => optimistic.rollback(context, error),
    onSuccess: (subscription) =>
      utils.stores.subscriptions.setData(undefined, (list) => [
        subscription,
        ...(list ?? []).filter((item) => item.storeId !== storeId),
      ]),
  });
  const unfollow = trpc.stores.unfollow.useMutation({
    onMutate: () => optimistic.onMutate((list) => list.filter((item) => item.storeId !== storeId)),
    onError: (error, _input, context) => optimistic.rollback(context, error),
  });

  if (result.status !== 'success') return null;
  const following = result.data.some((item) => item.storeId === storeId);
  const busy = follow.isPending || unfollow.isPending;
  const toggle = () => (following ? unfollow.mutate({ storeId }) : follow.mutate({ storeId }));

  return (
    <div className={wrap}>
      <Button
        variant={following ? 'secondary' : 'primary'}
        size="sm"
        aria-pressed={following}
        disabled={busy}
        onClick={toggle}
        title={
          following ? t('listings.unfollowHint', { store: storeName }) : t('listings.followHint', { store: storeName })
        }
      >
        {following ? t('listings.following') : t('listings.follow')}
      </Button>
      {failure ? (
        <p className={errorText} role="alert">
          {failure}
        </p>
      ) : null}
    </div>
  );
}
