// POST /report/products (docs/upstream-api.md Reports): stored for moderation like POST /report/profiles. The
// reporter is the bearer token's persona; the body names only the listing.
import type { FastifyInstance } from 'fastify';
import { databaseErrorOf } from '../db/database.ts';
import { ApiError, notFound, serializeResource } from '../kit/jsonapi.ts';
import { isUuid } from '../kit/ids.ts';
import { PRODUCT_REPORT_TYPE, parseProductReport } from './params.ts';
import { findProduct } from './products-repository.ts';
import { insertProductReport } from './reviews-repository.ts';
import type { CommerceContext } from './routes.ts';
import { attachmentPointer, checkAttachment } from '../uploads/index.ts';

const FK_VIOLATION = '23503';

export function productReportsRoutes(app: FastifyInstance, { db, callers, send }: CommerceContext): void {
  app.post('/report/products', async (request, reply) => {
    const reporter = await callers.required(request, 'reporting listings');
    const input = parseProductReport(request.body);
    const missing = () => notFound(`No listing has the id "${input.id}".`);
    const product = isUuid(input.id) ? await findProduct(db, input.id.toLowerCase()) : undefined;
    if (!product) throw missing();
    if (product.persona_id === reporter.id)
      throw new ApiError({ code: 'self-report', detail: 'You cannot report a listing of your own store.' });
    const attachmentImageId =
      (await checkAttachment(db, reporter.id, input.attachmentId, attachmentPointer(request.body))) ?? null;
    const row = await insertProductReport(db, {
      reporter: reporter.id,
      productId: product.id,
      reason: input.reason,
      description: input.description,
      attachmentImageId,
    }).catch((error: unknown) => {
      throw databaseErrorOf(error)?.code === FK_VIOLATION ? missing() : error;
    });
    return send(
      reply,
      201,
      serializeResource({
        type: PRODUCT_REPORT_TYPE,
        id: row.id,
        productId: row.product_id,
        reason: row.reason,
        description: row.description,
        status: row.status,
        attachmentId: row.attachment_image_id,
        createdAt: new Date(row.created_at).toISOString(),
      }),
    );
  });
}
