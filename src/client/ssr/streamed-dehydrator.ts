// The server side of streamed data (see src/client/query/streamed-cache.ts). Emits each settled query
// once, as an inline script carrying the request's CSP nonce, escaped so no data can break out of it.
import { dehydrate, type DehydratedState, type Query, type QueryClient } from '@tanstack/react-query';
import { serializeForScript } from '../../shared/html/serialize-for-script.ts';
import { plainError } from '../query/error-info.ts';
import { STREAM_GLOBAL } from '../query/streamed-cache.ts';

export class StreamedDehydrator {
  private readonly sent = new Set<string>();

  constructor(
    private readonly client: QueryClient,
    private readonly nonce: string,
  ) {}

  /** Settled queries not sent yet, dehydrated with plain errors; null when there are none. */
  takeFresh(): DehydratedState | null {
    const fresh = (query: Query) => query.state.status !== 'pending' && !this.sent.has(query.queryHash);
    const state = dehydrate(this.client, {
      shouldDehydrateQuery: fresh,
      shouldDehydrateMutation: () => false,
      shouldRedactErrors: () => false,
    });
    if (state.queries.length === 0) return null;
    for (const query of state.queries) {
      this.sent.add(query.queryHash);
      if (query.state.error) query.state.error = plainError(query.state.error) as unknown as Error;
      query.state.fetchFailureReason = null;
    }
    return state;
  }

  /** JavaScript for React's bootstrapScriptContent: the data the shell was rendered with. */
  bootstrapScript(extra: string): string {
    const state = this.takeFresh();
    return `${extra}self.${STREAM_GLOBAL}=${state ? `[${serializeForScript(state)}]` : '[]'};`;
  }

  /** An inline script for data that resolved since the last flush, or ''. */
  takeScriptTag(): string {
    const state = this.takeFresh();
    if (!state) return '';
    return (
      `<script nonce="${this.nonce}">` +
      `(self.${STREAM_GLOBAL}=self.${STREAM_GLOBAL}||[]).push(${serializeForScript(state)});` +
      `document.currentScript.remove()</script>`
    );
  }
}
