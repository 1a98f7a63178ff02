// Whether the viewer blocked a persona, and blocking or unblocking it (docs/product.md §17).
//
// - `blocking.state` runs only in the browser after hydration, for viewers with a persona looking at someone
//   else, so profile pages kept for visitors never carry anyone's block.
// - A block or an unblock changes what every list shows the viewer (worlds, listings, events, reviews,
//   snapshots, friends), so when it settles every cached answer is read again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { trpc } from '../trpc.ts';
import { useAsServerRendered } from '../query/as-server-rendered.ts';
import { useViewer } from '../session/viewer.tsx';
import { hasPersona } from '../../shared/session/viewer.ts';
import type { BlockState } from '../../shared/blocking/schema.ts';

const STATE_STALE_MS = 30_000;

/** True when the viewer is this persona (nobody blocks themselves). */
export function isSelf(viewer: ReturnType<typeof useViewer>, handle: string): boolean {
  return (viewer?.personaHandle ?? '').toLowerCase() === handle.toLowerCase();
}

/** The viewer's block of `handle`: undefined while unknown (visitors and oneself: always). */
export function useBlockState(handle: string): boolean | undefined {
  const viewer = useViewer();
  const enabled = hasPersona(viewer) && viewer.personaHandle !== '' && !isSelf(viewer, handle);
  const query = trpc.blocking.state.useQuery({ handle }, { enabled, staleTime: STATE_STALE_MS, retry: 1 });
  return useAsServerRendered(query, enabled).data?.blocked;
}

/** `run(block)` blocks (true) or unblocks (false) `handle`; `failed` when the last attempt did not work. */
export function useBlockToggle(handle: string) {
  const utils = trpc.useUtils();
  const client = useQueryClient();
  const mutation = useMutation<BlockState, unknown, boolean>({
    mutationFn: (block) =>
      block ? utils.client.blocking.block.mutate({ handle }) : utils.client.blocking.unblock.mutate({ handle }),
    onSuccess: (state) => utils.blocking.state.setData({ handle }, state),
    onSettled: () => client.invalidateQueries(),
  });
  return {
    run: (block: boolean) => mutation.mutateAsync(block),
    pending: mutation.isPending,
    failed: mutation.isError,
  };
}
