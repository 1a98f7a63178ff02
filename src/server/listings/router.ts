// Thin: validate input, ask the service, return DTOs.
import { publicProcedure, router } from '../trpc/init.ts';
import {
  browseListingsInputSchema,
  collectionInputSchema,
  creatorListingsInputSchema,
  listingDetailInputSchema,
  listingReviewsInputSchema,
} from '../../shared/listings/schema.ts';
import {
  browseListings,
  categoryTree,
  collectionDetail,
  creatorListings,
  listCollections,
  listingDetail,
  listingReviews,
  listingReviewSummary,
} from './service.ts';

export const listingsRouter = router({
  browse: publicProcedure
    .input(browseListingsInputSchema)
    .query(({ ctx, input }) => browseListings(ctx.upstream, input, ctx.features?.listingSearchV1 === true)),
  detail: publicProcedure
    .input(listingDetailInputSchema)
    .query(({ ctx, input }) => listingDetail(ctx.upstream, input.id)),
  reviews: publicProcedure
    .input(listingReviewsInputSchema)
    .query(({ ctx, input }) => listingReviews(ctx.upstream, input)),
  reviewSummary: publicProcedure
    .input(listingDetailInputSchema)
    .query(({ ctx, input }) => listingReviewSummary(ctx.upstream, input.id)),
  categories: publicProcedure.query(({ ctx }) => categoryTree(ctx.upstream)),
  collections: publicProcedure.query(({ ctx }) => listCollections(ctx.upstream)),
  collection: publicProcedure
    .input(collectionInputSchema)
    .query(({ ctx, input }) => collectionDetail(ctx.upstream, input.id)),
  byCreator: publicProcedure
    .input(creatorListingsInputSchema)
    .query(({ ctx, input }) => creatorListings(ctx.upstream, input)),
});
