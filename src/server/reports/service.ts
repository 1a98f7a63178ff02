// Reports over the upstream client (POST /report/profiles, /report/products: docs/upstream-api.md; /report/screenshots:
// docs/upstream-api-snapshots.md).
import type { UpstreamClient } from '../upstream-client/upstream-client.ts';
import { TRPCError } from '@trpc/server';
import { BadResponseError, jsonApiErrorOf } from '../upstream-client/errors.ts';
import {
  productReportBody,
  profileReportBody,
  screenshotReportBody,
  type ProductReportInput,
  type ProfileReportInput,
  type ScreenshotReportInput,
} from '../../shared/reports/schema.ts';
import { upstreamProfileReportSchema } from '../profiles/upstream-schema.ts';
import { z } from 'zod';

/** What a report call answers with (any report type): its id and status. */
const upstreamProductReportSchema = z.object({ id: z.string(), status: z.string().optional() });

const ATTACHMENT_REFUSED =
  'That picture cannot be attached. Choose the picture again in this form, wait until it is uploaded, then send.';

/** The service refused the attached picture (not the reporter's own upload): words instead of a bare 422. */
function attachmentRefusal(error: unknown): TRPCError | undefined {
  if (
    error instanceof BadResponseError &&
    error.status === 422 &&
    jsonApiErrorOf(error)?.code === 'invalid-attachment'
  ) {
    return new TRPCError({ code: 'BAD_REQUEST', message: ATTACHMENT_REFUSED, cause: error });
  }
  return undefined;
}

export interface ReportReceipt {
  id: string;
  status: string;
}

export async function reportProfile(upstream: UpstreamClient, input: ProfileReportInput): Promise<ReportReceipt> {
  const document = await upstream
    .sendResource('POST', '/report/profiles', {
      version: 'v2',
      body: profileReportBody(input),
      schema: upstreamProfileReportSchema,
    })
    .catch((error: unknown) => {
      throw attachmentRefusal(error) ?? error;
    });
  return { id: document.data.id, status: document.data.status ?? 'open' };
}

/** POST /report/products (commerce, JSON:API). One's own listing is refused in our words. */
export async function reportProduct(upstream: UpstreamClient, input: ProductReportInput): Promise<ReportReceipt> {
  try {
    const document = await upstream.sendResource('POST', '/report/products', {
      version: 'v2',
      mediaType: 'jsonapi',
      body: productReportBody(input),
      schema: upstreamProductReportSchema,
    });
    return { id: document.data.id, status: document.data.status ?? 'open' };
  } catch (error) {
    const refused = attachmentRefusal(error);
    if (refused) throw refused;
    if (error instanceof BadResponseError && error.status === 422 && jsonApiErrorOf(error)?.code === 'self-report') {
      throw new TRPCError({ code: 'FORBIDDEN', message: 'You cannot report your own listing.', cause: error });
    }
    if (error instanceof BadResponseError && error.status === 404) {
      throw new TRPCError({ code: 'NOT_FOUND', message: 'That listing no longer exists.', cause: error });
    }
    throw error;
  }
}

/** POST /report/screenshots (JSON:API). One's own snapshot is refused in our words; a repeat is fine. */
export async function reportSnapshot(upstream: UpstreamClient, input: ScreenshotReportInput): Promise<ReportReceipt> {
  try {
    const document = await upstream.sendResource('POST', '/report/screenshots', {
      version: 'v2',
      mediaType: 'jsonapi',
      body: screenshotReportBody(input),
      schema: upstreamProductReportSchema,
    });
    return { id: document.data.id, status: document.data.status ?? 'open' };
  } catch (error) {
    const refused = attachmentRefusal(error);
    if (refused) throw refused;
    if (error instanceof BadResponseError && error.status === 422 && jsonApiErrorOf(error)?.code === 'self-report') {
      throw new TRPCError({ code: 'FORBIDDEN', message: 'You cannot report your own snapshot.', cause: error });
    }
    if (error instanceof BadResponseError && error.status === 404) {
      throw new TRPCError({ code: 'NOT_FOUND', message: 'That snapshot no longer exists.', cause: error });
    }
    throw error;
  }
}
