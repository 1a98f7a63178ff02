// A component with two streamed sections renders both on the server, so the browser hydrates the same
// HTML (docs: ARCHITECTURE.md, "Section queries never throw").
import t from 'tap';
import { createElement, Suspense } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useSectionQuery } from './section-query.ts';

/** A query that answers on a later turn, as an upstream call does. */
function later(key: string, value: string) {
  return {
    queryKey: [key],
    queryFn: () => new Promise<string>((resolve) => setTimeout(() => resolve(value), 5)),
  };
}

function TwoSections() {
  const friends = useSectionQuery(later('friends', 'one friend'));
  const requests = useSectionQuery(later('requests', 'two requests'));
  return createElement('p', null, `${friends.data ?? 'no friends data'} / ${requests.data ?? 'no requests data'}`);
}

async function serverHtml(): Promise<string> {
  const client = new QueryClient();
  const stream = await renderToReadableStream(
    createElement(
      QueryClientProvider,
      { client },
      createElement(Suspense, { fallback: 'loading' }, createElement(TwoSections)),
    ),
  );
  await stream.allReady;
  return new Response(stream).text();
}

t.test('both section queries of one component are fetched before the server renders it', async (t) => {
  const html = await serverHtml();
  t.match(html, 'one friend / two requests');
  t.notMatch(html, 'no requests data');
});
