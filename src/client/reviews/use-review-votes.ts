// The viewer's helpful votes on one page of reviews (docs/product.md §16).
//
// - One `reviews.votes` query per page of reviews, run only in the browser after hydration and only for
//   viewers with a persona, so listing pages kept for visitors and for every signed-in account never carry
//   anyone's votes (docs/decisions/0042-signed-in-pages-kept-for-every-account.md).
// - A press writes the expected vote and count into that answer at once, rolls back with words if the call
//   fails, and settles on the service's answer.
import { useState } from 'react';
import { trpc } from '../trpc.ts';
import { useViewer } from '../session/viewer.tsx';
import { useHydrated } from '../ui/use-hydrated.ts';
import { hasPersona } from '../../shared/session/viewer.ts';
import { helpfulCountAfter, REVIEW_VOTES_MAX_IDS } from '../../shared/reviews/replies.ts';
import type { ReviewVote } from '../../shared/reviews/schema.ts';

const VOTES_STALE_MS = 30_000;

export interface ReviewVotes {
  /** The viewer's vote per review id; undefined while unknown (visitors: always). */
  votes: ReadonlyMap<string, ReviewVote> | undefined;
  toggle(reviewId: string): void;
  pendingId: string | null;
  /** The review whose vote did not stick, and why. */
  failure: { reviewId: string; reason: unknown } | null;
  dismiss(): void;
}

export function useReviewVotes(reviewIds: readonly string[]): ReviewVotes {
  const viewer = useViewer();
  const hydrated = useHydrated();
  const utils = trpc.useUtils();
  const input = { reviewIds: reviewIds.map((id) => id.toLowerCase()).slice(0, REVIEW_VOTES_MAX_IDS) };
  const enabled = hydrated && hasPersona(viewer) && input.reviewIds.length > 0;
  const query = trpc.reviews.votes.useQuery(input, { enabled, staleTime: VOTES_STALE_MS, retry: 1 });
  const [failure, setFailure] = useState<ReviewVotes['failure']>(null);
  const [previous, setPrevious] = useState<ReviewVote[] | undefined>(undefined);
  const replace = (answer: ReviewVote) =>
    utils.reviews.votes.setData(input, (old) =>
      old?.map((vote) => (vote.reviewId === answer.reviewId ? answer : vote)),
    );
  const vote = trpc.reviews.vote.useMutation({
    onSuccess: replace,
    onError: (reason, sent) => {
      utils.reviews.votes.setData(input, previous);
      setFailure({ reviewId: sent.reviewId, reason });
    },
  });

  const votes = query.data ? new Map(query.data.map((entry) => [entry.reviewId, entry])) : undefined;
  const toggle = (reviewId: string) => {
    const known = votes?.get(reviewId);
    // One call at a time; the button already shows the expected answer.
    if (!known || vote.isPending) return;
    setFailure(null);
    void utils.reviews.votes.cancel(input);
    setPrevious(query.data);
    const helpful = !known.helpful;
    replace({ ...known, helpful, helpfulCount: helpfulCountAfter(known.helpfulCount, known.helpful, helpful) });
    vote.mutate({ reviewId, helpful });
  };
  return {
    votes,
    toggle,
    pendingId: vote.isPending ? (vote.variables?.reviewId ?? null) : null,
    failure,
    dismiss: () => setFailure(null),
  };
}
