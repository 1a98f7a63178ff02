// The viewer's own review of a listing over the upstream client (docs/upstream-api.md Reviews): GET /user/reviews
// filtered by product, POST /review, PATCH /review/{id}, DELETE /review/{id}. A listing's id is its
// review summary id. The service's refusals that a person can cause get words of our own here; the rest
// go through the catalogue (to-trpc-error).
import { TRPCError } from '@trpc/server';
import type { UpstreamClient } from '../upstream-client/upstream-client.ts';
import { BadResponseError, jsonApiErrorOf } from '../upstream-client/errors.ts';
import type { MyReview } from '../../shared/reviews/schema.ts';
import { REVIEW_MESSAGES } from '../../shared/reviews/rating.ts';
import { upstreamOwnReviewSchema, type UpstreamOwnReview } from './upstream-schema.ts';
import { toReviewAttachment } from './mapping.ts';

const REVIEWS = { version: 'v2', mediaType: 'jsonapi' } as const;
const segment = encodeURIComponent;

function toMyReview(review: UpstreamOwnReview, productId: string): MyReview {
  return {
    id: review.id,
    productId: review.item?.id ?? review.reviewSummaryId ?? productId,
    rating: review.rating,
    review: review.review,
    createdAt: review.createdAt,
    updatedAt: review.updatedAt ?? review.createdAt,
    attachment: toReviewAttachment(review.attachment),
  };
}

/** Upstream refusals -> typed errors with words a person can act on; anything else is rethrown. */
function refusal(error: unknown): unknown {
  if (!(error instanceof BadResponseError)) return error;
  const code = jsonApiErrorOf(error)?.code;
  if (error.status === 409 && code === 'review-exists') {
    // The UI reads CONFLICT as "you already have one" and switches to editing it.
    return new TRPCError({ code: 'CONFLICT', message: REVIEW_MESSAGES.exists, cause: error });
  }
  if (error.status === 422 && code === 'self-review') {
    return new TRPCError({ code: 'FORBIDDEN', message: REVIEW_MESSAGES.selfReview, cause: error });
  }
  if (error.status === 403 && code === 'not-owner') {
    return new TRPCError({ code: 'FORBIDDEN', message: REVIEW_MESSAGES.notAuthor, cause: error });
  }
  if (error.status === 422 && code === 'invalid-attachment') {
    return new TRPCError({ code: 'BAD_REQUEST', message: REVIEW_MESSAGES.attachment, cause: error });
  }
  if (error.status === 404)
    return new TRPCError({ code: 'NOT_FOUND', message: 'That review or listing no longer exists.', cause: error });
  return error;
}

/** Only sent when the form names a picture (or its removal): services without attachments never see them. */
function attachmentMembers(input: { attachmentId?: string | null | undefined; attachmentAlt: string | null }) {
  if (input.attachmentId === undefined) return {};
  return { attachmentId: input.attachmentId, attachmentAlt: input.attachmentId === null ? null : input.attachmentAlt };
}

/** The viewer's review of the listing, or null. One persona has at most one review per item. */
export async function myReview(upstream: UpstreamClient, productId: string): Promise<MyReview | null> {
  const document = await upstream.getCollection('/user/reviews', {
    ...REVIEWS,
    query: { 'filter[productId]': productId, perPage: 1 },
    schema: upstreamOwnReviewSchema,
  });
  const first = document.data[0];
  return first ? toMyReview(first, productId) : null;
}

export async function createReview(
  upstream: UpstreamClient,
  input: {
    productId: string;
    rating: number;
    review: string | null;
    attachmentId?: string | null | undefined;
    attachmentAlt: string | null;
  },
): Promise<MyReview> {
  try {
    const document = await upstream.sendResource('POST', '/review', {
      ...REVIEWS,
      body: {
        data: {
          type: 'review',
          attributes: {
            item: { type: 'product', id: input.productId },
            rating: input.rating,
            review: input.review,
            ...attachmentMembers(input),
          },
        },
      },
      schema: upstreamOwnReviewSchema,
    });
    return toMyReview(document.data, input.productId);
  } catch (error) {
    throw refusal(error);
  }
}

export async function updateReview(
  upstream: UpstreamClient,
  input: {
    id: string;
    rating: number;
    review: string | null;
    attachmentId?: string | null | undefined;
    attachmentAlt: string | null;
  },
): Promise<MyReview> {
  try {
    const document = await upstream.sendResource('PATCH', `/review/${segment(input.id)}`, {
      ...REVIEWS,
      body: {
        data: {
          type: 'review',
          id: input.id,
          attributes: { rating: input.rating, review: input.review, ...attachmentMembers(input) },
        },
      },
      schema: upstreamOwnReviewSchema,
    });
    return toMyReview(document.data, '');
  } catch (error) {
    throw refusal(error);
  }
}

export async function removeReview(upstream: UpstreamClient, id: string): Promise<{ id: string }> {
  try {
    await upstream.delete(`/review/${segment(id)}`, REVIEWS);
    return { id };
  } catch (error) {
    throw refusal(error);
  }
}
