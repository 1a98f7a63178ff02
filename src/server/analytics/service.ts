// Analytics over the upstream client: recording one browser event (anonymously: no token, no address,
// nothing of the visitor's goes upstream) and reading the signed-in creator's own daily totals.
import type { UpstreamClient } from '../upstream-client/upstream-client.ts';
import type { BrowserEvent } from '../../shared/analytics/limits.ts';
import type { CreatorAnalytics } from '../../shared/analytics/schema.ts';
import { upstreamAnalyticsSchema } from './upstream-schema.ts';

export async function recordBrowserEvent(upstream: UpstreamClient, event: BrowserEvent): Promise<void> {
  await upstream.raw('POST', '/analytics/events', {
    version: 'v2',
    mediaType: 'jsonapi',
    body: { data: { type: 'analyticsEvent', attributes: { event: event.event, kind: event.kind, id: event.id } } },
  });
}

export async function creatorAnalytics(upstream: UpstreamClient, days: number): Promise<CreatorAnalytics> {
  const document = await upstream.getResource('/user/analytics', {
    version: 'v2',
    mediaType: 'jsonapi',
    query: { days },
    schema: upstreamAnalyticsSchema,
  });
  const { from, to, days: series, subjects } = document.data;
  return { from, to, days: series, subjects };
}
