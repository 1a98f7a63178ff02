// Thin: the creator tools for the signed-in persona. Every write is authorised upstream by
// the bearer token's subject; foreign ids come back FORBIDDEN or NOT_FOUND with nothing changed.
import { personaProcedure, router } from '../trpc/init.ts';
import {
  createExperienceInputSchema,
  creatorIdInputSchema,
  productFormSchema,
  productImageInputSchema,
  productsPageInputSchema,
  promotionInputSchema,
  storeFormSchema,
  updateExperienceInputSchema,
  updateProductInputSchema,
  updateStoreInputSchema,
} from '../../shared/creator/schema.ts';
import {
  addProductImage,
  createExperience,
  createProduct,
  createStore,
  deleteExperience,
  deleteProduct,
  deleteStore,
  myExperience,
  myExperiences,
  myProduct,
  myProducts,
  myStores,
  removeProductImage,
  productPromotion,
  setPromotion,
  endPromotion,
  updateExperience,
  updateProduct,
  updateStore,
} from './service.ts';
import { z } from 'zod';
import {
  codesInputSchema,
  eventFormSchema,
  generateCodesInputSchema,
  hostedIdInputSchema,
  ticketFormSchema,
  updateEventInputSchema,
  updateTicketInputSchema,
} from '../../shared/creator/hosting-schema.ts';
import {
  cancelEvent,
  createEvent,
  createTicket,
  generateCodes,
  hostedEvent,
  hostedEvents,
  redemptionCodes,
  revokeCode,
  updateEvent,
  updateTicket,
} from './hosting-service.ts';

export const creatorRouter = router({
  experiences: personaProcedure.query(({ ctx }) => myExperiences(ctx.upstream, ctx.user.personaHandle)),
  experience: personaProcedure
    .input(creatorIdInputSchema)
    .query(({ ctx, input }) => myExperience(ctx.upstream, ctx.user.personaHandle, input.id)),
  createExperience: personaProcedure
    .input(createExperienceInputSchema)
    .mutation(({ ctx, input }) => createExperience(ctx.upstream, input)),
  updateExperience: personaProcedure
    .input(updateExperienceInputSchema)
    .mutation(({ ctx, input: { id, ...attributes } }) => updateExperience(ctx.upstream, id, attributes)),
  deleteExperience: personaProcedure
    .input(creatorIdInputSchema)
    .mutation(({ ctx, input }) => deleteExperience(ctx.upstream, input.id)),

  stores: personaProcedure.query(({ ctx }) => myStores(ctx.upstream)),
  createStore: personaProcedure.input(storeFormSchema).mutation(({ ctx, input }) => createStore(ctx.upstream, input)),
  updateStore: personaProcedure
    .input(updateStoreInputSchema)
    .mutation(({ ctx, input: { id, ...attributes } }) => updateStore(ctx.upstream, id, attributes)),
  deleteStore: personaProcedure
    .input(creatorIdInputSchema)
    .mutation(({ ctx, input }) => deleteStore(ctx.upstream, input.id)),

  products: personaProcedure
    .input(productsPageInputSchema.optional())
    .query(({ ctx, input }) => myProducts(ctx.upstream, input?.page ?? 1)),
  product: personaProcedure
    .input(creatorIdInputSchema)
    .query(({ ctx, input }) => myProduct(ctx.upstream, ctx.user.personaHandle, input.id)),
  createProduct: personaProcedure
    .input(productFormSchema)
    .mutation(({ ctx, input: { imageUrls, storeId, ...attributes } }) =>
      createProduct(ctx.upstream, { ...attributes, store: storeId }, imageUrls),
    ),
  updateProduct: personaProcedure
    .input(updateProductInputSchema)
    .mutation(({ ctx, input: { id, ...attributes } }) => updateProduct(ctx.upstream, id, attributes)),
  deleteProduct: personaProcedure
    .input(creatorIdInputSchema)
    .mutation(({ ctx, input }) => deleteProduct(ctx.upstream, input.id)),
  addProductImage: personaProcedure
    .input(productImageInputSchema)
    .mutation(({ ctx, input }) => addProductImage(ctx.upstream, input.productId, input.url)),
  promotion: personaProcedure
    .input(creatorIdInputSchema)
    .query(({ ctx, input }) => productPromotion(ctx.upstream, input.id)),
  setPromotion: personaProcedure
    .input(promotionInputSchema)
    .mutation(({ ctx, input }) => setPromotion(ctx.upstream, input)),
  endPromotion: personaProcedure
    .input(creatorIdInputSchema)
    .mutation(({ ctx, input }) => endPromotion(ctx.upstream, input.id)),
  removeProductImage: personaProcedure
    .input(z.object({ imageId: z.uuid() }))
    .mutation(({ ctx, input }) => removeProductImage(ctx.upstream, input.imageId)),

  events: personaProcedure.query(({ ctx }) => hostedEvents(ctx.upstream)),
  event: personaProcedure.input(hostedIdInputSchema).query(({ ctx, input }) => hostedEvent(ctx.upstream, input.id)),
  createEvent: personaProcedure.input(eventFormSchema).mutation(({ ctx, input }) => createEvent(ctx.upstream, input)),
  updateEvent: personaProcedure
    .input(updateEventInputSchema)
    .mutation(({ ctx, input: { id, scope, ...attributes } }) => updateEvent(ctx.upstream, id, attributes, scope)),
  cancelEvent: personaProcedure
    .input(hostedIdInputSchema)
    .mutation(({ ctx, input }) => cancelEvent(ctx.upstream, input.id)),
  createTicket: personaProcedure
    .input(ticketFormSchema)
    .mutation(({ ctx, input }) => createTicket(ctx.upstream, input)),
  updateTicket: personaProcedure
    .input(updateTicketInputSchema)
    .mutation(({ ctx, input: { id, timeZone, ...attributes } }) =>
      updateTicket(ctx.upstream, id, timeZone, attributes),
    ),
  redemptionCodes: personaProcedure
    .input(codesInputSchema)
    .query(({ ctx, input }) => redemptionCodes(ctx.upstream, input.definitionId)),
  generateCodes: personaProcedure
    .input(generateCodesInputSchema)
    .mutation(({ ctx, input }) => generateCodes(ctx.upstream, input.definitionId, input.count)),
  revokeCode: personaProcedure
    .input(hostedIdInputSchema)
    .mutation(({ ctx, input }) => revokeCode(ctx.upstream, input.id)),
});
