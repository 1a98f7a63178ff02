// Helpful votes and the owner's reply over the upstream client (docs/product.md §16, docs/upstream-api.md
// "Reviews and favourites"): GET /user/review-votes, PUT/DELETE /review/{id}/helpful, PUT/DELETE
// /review/{id}/reply. Votes are idempotent upstream, so a doubled click converges on what the service holds.
import { TRPCError } from '@trpc/server';
import type { UpstreamClient } from '../upstream-client/upstream-client.ts';
import { BadResponseError, jsonApiErrorOf } from '../upstream-client/errors.ts';
import type { ReviewReply, ReviewVote } from '../../shared/reviews/schema.ts';
import { REPLY_MESSAGES } from '../../shared/reviews/replies.ts';
import { upstreamRepliedReviewSchema, upstreamReviewVoteSchema } from './upstream-schema.ts';

const REVIEWS = { version: 'v2', mediaType: 'jsonapi' } as const;
const segment = encodeURIComponent;

/** Upstream refusals a person can cause -> typed errors with words; anything else is rethrown. */
function refusal(error: unknown): unknown {
  if (!(error instanceof BadResponseError)) return error;
  const code = jsonApiErrorOf(error)?.code;
  if (error.status === 403 && code === 'own-review')
    return new TRPCError({ code: 'FORBIDDEN', message: REPLY_MESSAGES.ownReview, cause: error });
  if (error.status === 403 && code === 'not-item-owner')
    return new TRPCError({ code: 'FORBIDDEN', message: REPLY_MESSAGES.notOwner, cause: error });
  if (error.status === 422 && code === 'invalid-attribute')
    return new TRPCError({ code: 'BAD_REQUEST', message: REPLY_MESSAGES.tooLong, cause: error });
  if (error.status === 404) return new TRPCError({ code: 'NOT_FOUND', message: REPLY_MESSAGES.missing, cause: error });
  return error;
}

async function refused<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw refusal(error);
  }
}

const toVote = (vote: { id: string; helpful: boolean; helpfulCount: number }): ReviewVote => ({
  reviewId: vote.id,
  helpful: vote.helpful,
  helpfulCount: vote.helpfulCount,
});

/** The viewer's vote on each review that still exists, in the order asked. */
export async function reviewVotes(upstream: UpstreamClient, reviewIds: readonly string[]): Promise<ReviewVote[]> {
  const document = await upstream.getCollection('/user/review-votes', {
    ...REVIEWS,
    query: { 'filter[reviewId]': reviewIds.join(',') },
    schema: upstreamReviewVoteSchema,
  });
  return document.data.map(toVote);
}

/** Votes the review helpful, or takes the vote back. */
export function voteReview(
  upstream: UpstreamClient,
  input: { reviewId: string; helpful: boolean },
): Promise<ReviewVote> {
  return refused(async () => {
    const path = `/review/${segment(input.reviewId)}/helpful`;
    const document = input.helpful
      ? await upstream.sendResource('PUT', path, { ...REVIEWS, schema: upstreamReviewVoteSchema })
      : await upstream.sendResource('DELETE', path, { ...REVIEWS, schema: upstreamReviewVoteSchema });
    return toVote(document.data);
  });
}

/** Writes the owner's one reply (a second write edits it); answers the reply as it is now. */
export function replyToReview(
  upstream: UpstreamClient,
  input: { reviewId: string; body: string },
): Promise<ReviewReply> {
  return refused(async () => {
    const document = await upstream.sendResource('PUT', `/review/${segment(input.reviewId)}/reply`, {
      ...REVIEWS,
      body: { data: { type: 'review-reply', attributes: { body: input.body } } },
      schema: upstreamRepliedReviewSchema,
    });
    const reply = document.data.reply;
    if (reply === null) throw new Error('the reviews service answered a reply without it');
    return reply;
  });
}

export function removeReply(upstream: UpstreamClient, reviewId: string): Promise<{ reviewId: string }> {
  return refused(async () => {
    await upstream.delete(`/review/${segment(reviewId)}/reply`, REVIEWS);
    return { reviewId };
  });
}
