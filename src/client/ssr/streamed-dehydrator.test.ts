import t from 'tap';
import { QueryClient } from '@tanstack/react-query';
import { StreamedDehydrator } from './streamed-dehydrator.ts';

t.test('each settled query is sent once, errors as plain objects, pending ones not at all', async (t) => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const dehydrator = new StreamedDehydrator(client, 'n0nce');
  t.equal(dehydrator.takeScriptTag(), '', 'nothing to send yet');

  await client.fetchQuery({ queryKey: ['a'], queryFn: async () => ({ name: '</script><b>' }) });
  const failure = Object.assign(new Error('No experience at nova/x.'), {
    data: { code: 'NOT_FOUND', httpStatus: 404 },
  });
  await client.fetchQuery({ queryKey: ['b'], queryFn: async () => Promise.reject(failure) }).catch(() => undefined);
  void client.prefetchQuery({ queryKey: ['c'], queryFn: () => new Promise(() => undefined) });

  const tag = dehydrator.takeScriptTag();
  t.match(tag, /^<script nonce="n0nce">\(self\.__LUMEN_Q=self\.__LUMEN_Q\|\|\[\]\)\.push\(/);
  t.notMatch(tag, /<\/script><b>/, 'data cannot close the script');
  const json = tag.slice(tag.indexOf('push(') + 5, tag.lastIndexOf(');document.currentScript'));
  const state = JSON.parse(json) as {
    queries: Array<{ queryKey: unknown; state: { status: string; error: unknown } }>;
  };
  t.same(
    state.queries.map((query) => query.queryKey),
    [['a'], ['b']],
  );
  t.same(state.queries[1]?.state.error, {
    message: 'No experience at nova/x.',
    data: { code: 'NOT_FOUND', httpStatus: 404 },
  });
  t.equal(dehydrator.takeScriptTag(), '', 'already sent');
  client.clear();
});

t.test('the bootstrap script carries what the shell was rendered with', async (t) => {
  const client = new QueryClient();
  client.setQueryData(['shell'], { ok: true });
  const script = new StreamedDehydrator(client, 'x').bootstrapScript('self.__LUMEN_BOOT={};');
  t.match(script, /^self\.__LUMEN_BOOT=\{\};self\.__LUMEN_Q=\[\{/);
  t.match(script, /"queryKey":\["shell"\]/);
});
