// Helpful votes and the owner's reply (docs/product.md §16, docs/upstream-api.md "Reviews and favourites",
// docs/decisions/0048-review-votes-counted-from-rows.md):
//   GET    /user/review-votes?filter[reviewId]=…   the caller's vote and the count of each named review
//   PUT    /review/{id}/helpful                    vote (201 new, 200 already there; the author may not)
//   DELETE /review/{id}/helpful                    take the vote back (200, whether or not there was one)
//   PUT    /review/{id}/reply                      the item's owner writes the one reply (201) or edits it (200)
//   DELETE /review/{id}/reply                      the item's owner deletes it (204)
// The reviewer hears of a new reply by an in-app notice written in the same transaction.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Queryable } from '../db/database.ts';
import type { PersonaRow } from '../personas/repository.ts';
import { ApiError, notFound, serializeCollection, serializeResource } from '../kit/jsonapi.ts';
import { parseAttributes } from '../kit/document.ts';
import { isUuid } from '../kit/ids.ts';
import { notifyPersonas } from '../notifications/index.ts';
import { REVIEW_REPLY_MAX_LENGTH } from '../../shared/reviews/replies.ts';
import { parseIdFilter } from './params.ts';
import { findReview } from './reviews-repository.ts';
import { reviewModel } from './reviews.ts';
import {
  addVote,
  deleteReply,
  findReviewTarget,
  removeVote,
  upsertReply,
  voteStates,
  type ReviewTarget,
  type VoteStateRow,
} from './review-votes-repository.ts';
import type { CommerceContext } from './routes.ts';

/** How much of the reply the reviewer's notice quotes. */
const NOTICE_QUOTE_LENGTH = 140;

const replySchema = z.strictObject({
  body: z
    .string({ error: (issue) => (issue.input === undefined ? 'body is required.' : 'body must be text.') })
    .trim()
    .min(1, 'Write a reply.')
    .max(REVIEW_REPLY_MAX_LENGTH, `body has at most ${REVIEW_REPLY_MAX_LENGTH} characters.`),
});

const voteModel = (state: VoteStateRow) => ({
  type: 'review-helpful',
  id: state.review_id,
  helpful: state.helpful,
  helpfulCount: Number(state.helpful_count),
});

function quote(text: string): string {
  return text.length <= NOTICE_QUOTE_LENGTH ? text : `${text.slice(0, NOTICE_QUOTE_LENGTH - 1).trimEnd()}…`;
}

export function reviewVotesRoutes(
  app: FastifyInstance,
  { db, callers, prefix, send, clock, mediaBaseUrl }: CommerceContext,
): void {
  const missingReview = (id: string) => notFound(`No review has the id "${id}".`);

  async function target(
    request: FastifyRequest<{ Params: { id: string } }>,
    action: string,
  ): Promise<{ persona: PersonaRow; id: string }> {
    const persona = await callers.required(request, action);
    const { id } = request.params;
    if (!isUuid(id)) throw missingReview(id);
    return { persona, id: id.toLowerCase() };
  }

  const stateOf = async (id: string, personaId: string): Promise<VoteStateRow> => {
    const [state] = await voteStates(db, [id], personaId);
    if (!state) throw missingReview(id);
    return state;
  };
  const voteDocument = (state: VoteStateRow) =>
    serializeResource(voteModel(state), {
      links: { self: `${prefix}/review/${state.review_id}/helpful`, review: `${prefix}/review/${state.review_id}` },
    });

  app.get('/user/review-votes', async (request, reply) => {
    const persona = await callers.required(request, 'reading your helpful votes');
    const ids = parseIdFilter(request.query, 'reviewId');
    if (ids === undefined) {
      throw new ApiError({
        code: 'invalid-parameter',
        detail: 'Give filter[reviewId]: a comma-separated list of review ids.',
        source: { parameter: 'filter[reviewId]' },
      });
    }
    const states = await voteStates(db, ids, persona.id);
    // In the order asked; ids that name no review are left out.
    const ordered = ids.flatMap((id) => states.filter((state) => state.review_id === id));
    return send(reply, 200, serializeCollection(ordered.map(voteModel), { meta: { total: ordered.length } }));
  });

  app.put<{ Params: { id: string } }>('/review/:id/helpful', async (request, reply) => {
    const { persona, id } = await target(request, 'voting on reviews');
    const review = await findReviewTarget(db, id);
    if (!review) throw missingReview(id);
    if (review.authorPersonaId === persona.id) {
      throw new ApiError({ code: 'own-review', detail: 'You cannot vote on your own review.' });
    }
    const created = await addVote(db, id, persona.id, clock());
    return send(reply, created ? 201 : 200, voteDocument(await stateOf(id, persona.id)));
  });

  app.delete<{ Params: { id: string } }>('/review/:id/helpful', async (request, reply) => {
    const { persona, id } = await target(request, 'voting on reviews');
    if (!(await findReviewTarget(db, id))) throw missingReview(id);
    await removeVote(db, id, persona.id);
    return send(reply, 200, voteDocument(await stateOf(id, persona.id)));
  });

  /** The review, locked, when the caller owns its item; FORBIDDEN for anyone else. */
  async function ownedTarget(tx: Queryable, id: string, persona: PersonaRow): Promise<ReviewTarget> {
    const review = await findReviewTarget(tx, id, true);
    if (!review) throw missingReview(id);
    if (review.ownerPersonaId !== persona.id) {
      throw new ApiError({
        code: 'not-item-owner',
        detail: 'Only the owner of the reviewed item can reply to this review.',
      });
    }
    return review;
  }

  app.put<{ Params: { id: string } }>('/review/:id/reply', async (request, reply) => {
    const { persona, id } = await target(request, 'replying to reviews');
    const { body } = parseAttributes(request.body, 'review-reply', replySchema);
    const created = await db.transaction(async (tx) => {
      const review = await ownedTarget(tx, id, persona);
      const now = clock();
      const isNew = await upsertReply(tx, id, persona.id, body, now);
      if (isNew) {
        await notifyPersonas(tx, [review.authorPersonaId], {
          eventId: null,
          productId: review.productId,
          kind: 'review-reply',
          title: `${persona.name || persona.handle} replied to your review of "${review.itemName}"`,
          body: quote(body),
          dedupeKey: `review-reply:${id}:${now.toISOString()}`,
          createdAt: now,
        });
      }
      return isNew;
    });
    const row = await findReview(db, id);
    if (!row) throw missingReview(id);
    return send(
      reply,
      created ? 201 : 200,
      serializeResource(reviewModel(row, mediaBaseUrl), { links: { self: `${prefix}/review/${id}` } }),
    );
  });

  app.delete<{ Params: { id: string } }>('/review/:id/reply', async (request, reply) => {
    const { persona, id } = await target(request, 'replying to reviews');
    const deleted = await db.transaction(async (tx) => {
      await ownedTarget(tx, id, persona);
      return deleteReply(tx, id);
    });
    if (!deleted) throw notFound(`The review "${id}" has no reply.`);
    return reply.code(204).send();
  });
}
