// Reports over the upstream client (spec §7 POST /report/profiles). Products and screenshots follow
// when their domains land (the bodies are in src/shared/reports/schema.ts already).
import type { UpstreamClient } from '../upstream-client/upstream-client.ts';
import { profileReportBody, type ProfileReportInput } from '../../shared/reports/schema.ts';
import { upstreamProfileReportSchema } from '../profiles/upstream-schema.ts';

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
