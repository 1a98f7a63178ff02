// Defect reports over the upstream client (docs/product.md §22, docs/upstream-api-defects.md). The caller's
// token decides who files and who may move a report; the service checks ownership and sellership.
import { TRPCError } from '@trpc/server';
import type { UpstreamClient } from '../upstream-client/upstream-client.ts';
import { BadResponseError, jsonApiErrorOf } from '../upstream-client/errors.ts';
import {
  DEFECT_MESSAGES,
  type DefectReport,
  type DefectReportsPage,
  type FileDefectInput,
} from '../../shared/defects/schema.ts';
import type { DefectStatus } from '../../shared/defects/status.ts';
import { listingPath } from '../../shared/listings/listing-rules.ts';
import { pageCountOf } from '../experiences/mapping.ts';
import { upstreamPagingMetaSchema } from '../profiles/upstream-schema.ts';
import { toReviewAttachment } from '../reviews/mapping.ts';
import { upstreamDefectSchema, type UpstreamDefect } from './upstream-schema.ts';

const DEFECTS = { version: 'v2' } as const;
const segment = encodeURIComponent;

/** Upstream refusals a person can cause -> typed errors with words; the rest go through the catalogue. */
function refusal(error: unknown): unknown {
  if (!(error instanceof BadResponseError)) return error;
  const problem = jsonApiErrorOf(error);
  const code = problem?.code;
  const detail = problem?.detail;
  if (code === 'not-listing-owner')
    return new TRPCError({ code: 'FORBIDDEN', message: DEFECT_MESSAGES.notOwner, cause: error });
  if (code === 'not-seller')
    return new TRPCError({ code: 'FORBIDDEN', message: DEFECT_MESSAGES.notSeller, cause: error });
  if (code === 'defect-limit' || code === 'defect-status') {
    return new TRPCError({ code: 'CONFLICT', message: detail ?? 'That change is not possible.', cause: error });
  }
  if (code === 'too-many-defect-reports') {
    return new TRPCError({ code: 'TOO_MANY_REQUESTS', message: detail ?? 'Too many defect reports.', cause: error });
  }
  if (code === 'invalid-attachment') {
    return new TRPCError({ code: 'BAD_REQUEST', message: detail ?? 'That picture cannot be attached.', cause: error });
  }
  if (error.status === 404) {
    return new TRPCError({ code: 'NOT_FOUND', message: 'This listing or report no longer exists.', cause: error });
  }
  return error;
}

async function refused<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw refusal(error);
  }
}

function toDefect(row: UpstreamDefect): DefectReport {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    status: row.status,
    note: row.note,
    createdAt: row.createdAt,
    statusChangedAt: row.statusChangedAt,
    listing: {
      id: row.productId,
      name: row.productName,
      path: listingPath({ id: row.productId, name: row.productName, slug: row.productSlug }),
    },
    buyer: { handle: row.buyerHandle, name: row.buyerName },
    attachment: toReviewAttachment(row.attachment),
  };
}

async function page(
  upstream: UpstreamClient,
  path: string,
  query: Record<string, string | number>,
  paging: { page: number; perPage: number },
): Promise<DefectReportsPage> {
  const document = await upstream.getCollection(path, {
    ...DEFECTS,
    query: { ...query, page: paging.page, perPage: paging.perPage },
    schema: upstreamDefectSchema,
  });
  const meta = upstreamPagingMetaSchema.parse(document.meta);
  return {
    items: document.data.map(toDefect),
    total: meta.total,
    page: paging.page,
    perPage: paging.perPage,
    pageCount: pageCountOf(meta.total, paging.perPage),
  };
}

export function fileDefect(upstream: UpstreamClient, input: FileDefectInput): Promise<DefectReport> {
  return refused(async () => {
    const document = await upstream.sendResource('POST', '/defect-reports', {
      ...DEFECTS,
      body: { data: { type: 'defect-report', attributes: input } },
      schema: upstreamDefectSchema,
    });
    return toDefect(document.data);
  });
}

export function setDefectStatus(
  upstream: UpstreamClient,
  input: { id: string; status: DefectStatus; note: string | null },
): Promise<DefectReport> {
  return refused(async () => {
    const document = await upstream.sendResource('PATCH', `/defect-reports/${segment(input.id)}`, {
      ...DEFECTS,
      body: { data: { type: 'defect-report', id: input.id, attributes: { status: input.status, note: input.note } } },
      schema: upstreamDefectSchema,
    });
    return toDefect(document.data);
  });
}

/** The reports the caller filed, newest first. */
export function myDefects(
  upstream: UpstreamClient,
  paging: { page: number; perPage: number },
): Promise<DefectReportsPage> {
  return page(upstream, '/user/defect-reports', {}, paging);
}

/** The reports about the caller's listings (or one of them), newest first. */
export function incomingDefects(
  upstream: UpstreamClient,
  input: { page: number; perPage: number; productId?: string | undefined },
): Promise<DefectReportsPage> {
  const query: Record<string, string> = input.productId === undefined ? {} : { 'filter[productId]': input.productId };
  return page(upstream, '/user/received-defect-reports', query, input);
}
