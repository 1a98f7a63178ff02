// Reports over the upstream client (spec §7 POST /report/profiles, POST /report/products). Screenshots
// follow when their domain lands (the body is in src/shared/reports/schema.ts already).
import type { UpstreamClient } from '../upstream-client/upstream-client.ts';
import { TRPCError } from '@trpc/server';
import { BadResponseError, jsonApiErrorOf } from '../upstream-client/errors.ts';
import {
  productReportBody,
  profileReportBody,
  type ProductReportInput,
  type ProfileReportInput,
} from '../../shared/reports/schema.ts';
import { upstreamProfileReportSchema } from '../profiles/upstream-schema.ts';
import { z } from 'zod';

const upstreamProductReportSchema = z.object({ id: z.string(), status: z.string().optional() });

export interface ReportReceipt {
  id: string;
  status: string;
}

export async function reportProfile(upstream: UpstreamClient, input: ProfileReportInput): Promise<ReportReceipt> {
  const document = await upstream.sendResource('POST', '/report/profiles', {
    version: 'v2',
    body: profileReportBody(input),
    schema: upstreamProfileReportSchema,
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
    if (error instanceof BadResponseError && error.status === 422 && jsonApiErrorOf(error)?.code === 'self-report') {
      throw new TRPCError({ code: 'FORBIDDEN', message: 'You cannot report your own listing.', cause: error });
    }
    if (error instanceof BadResponseError && error.status === 404) {
      throw new TRPCError({ code: 'NOT_FOUND', message: 'That listing no longer exists.', cause: error });
    }
    throw error;
  }
}
