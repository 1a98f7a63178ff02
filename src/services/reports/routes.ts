// The reports service of docs/upstream-api.md, profiles part: POST /report/profiles, registered once per API version.
// The reporter is the bearer token's persona; the body names only the reported profile.
import type { FastifyInstance } from 'fastify';
import { type AccessTokenVerifier, callerResolver } from '../auth/index.ts';
import { databaseErrorOf, type Database } from '../db/database.ts';
import { JSON_API_CONTENT_TYPE, notFound, serializeResource } from '../kit/jsonapi.ts';
import { registerCacheHeaders } from '../kit/cache-headers.ts';
import { relationError, parseProfileRef, findProfile } from '../profiles/index.ts';
import { PROFILE_REPORT_TYPE, parseProfileReport } from './params.ts';
import { insertProfileReport } from './repository.ts';
import { attachmentPointer, checkAttachment } from '../uploads/index.ts';

export interface ReportsRoutesOptions {
  db: Database;
  verifier: AccessTokenVerifier;
}

const FK_VIOLATION = '23503';

export async function reportsRoutes(app: FastifyInstance, opts: ReportsRoutesOptions): Promise<void> {
  const { db, verifier } = opts;
  const callers = callerResolver(db, verifier);

  registerCacheHeaders(app);

  app.post('/report/profiles', async (request, reply) => {
    const reporter = await callers.required(request, 'reporting profiles');
    const input = parseProfileReport(request.body);
    const ref = parseProfileRef(input.avatarId);
    const target = ref === undefined ? undefined : await findProfile(db, ref);
    const missing = () => notFound(`No profile has the id or handle "${input.avatarId}".`);
    if (!target) throw missing();
    if (target.id === reporter.id) throw relationError('self-report', 'You cannot report your own profile.');
    const attachmentImageId =
      (await checkAttachment(db, reporter.id, input.attachmentId, attachmentPointer(request.body))) ?? null;
    const row = await insertProfileReport(db, {
      reporter: reporter.id,
      avatar: target.id,
      reason: input.reason,
      description: input.description,
      attachmentImageId,
    }).catch((error: unknown) => {
      throw databaseErrorOf(error)?.code === FK_VIOLATION ? missing() : error;
    });
    const document = serializeResource({
      type: PROFILE_REPORT_TYPE,
      id: row.id,
      avatarId: row.avatar_persona,
      reason: row.reason,
      description: row.description,
      status: row.status,
      attachmentId: row.attachment_image_id,
      createdAt: new Date(row.created_at).toISOString(),
    });
    return reply.code(201).type(JSON_API_CONTENT_TYPE).send(document);
  });
}
