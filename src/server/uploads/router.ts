// Thin: uploading needs a persona (the picture belongs to it). sign -> the browser PUTs the file to the
// address -> confirm makes the sizes. `image` reads one back by id (public: pictures are shown to all).
import { personaProcedure, publicProcedure, router } from '../trpc/init.ts';
import { confirmUploadInputSchema, imageIdInputSchema, signUploadInputSchema } from '../../shared/uploads/schema.ts';
import { confirmUpload, signUpload, uploadedImage } from './service.ts';

export const uploadsRouter = router({
  sign: personaProcedure.input(signUploadInputSchema).mutation(({ ctx, input }) => signUpload(ctx.upstream, input)),
  confirm: personaProcedure
    .input(confirmUploadInputSchema)
    .mutation(({ ctx, input }) => confirmUpload(ctx.upstream, input.uploadId)),
  image: publicProcedure
    .input(imageIdInputSchema)
    .query(({ ctx, input }) => uploadedImage(ctx.upstream, input.imageId)),
});
