// The embedded services started as `npm run upstream` starts them: their requests and their database
// connections are in the process's registry (the standalone process serves it on its own METRICS_PORT).
import t from 'tap';
import { rm } from 'node:fs/promises';
import { enableMetrics } from './metrics.ts';
import { startEmbeddedUpstream } from '../../services/main.ts';
import { copyPgliteTemplate } from '../../services/testing/test-database.ts';

t.test("the services' requests and PGlite's connection are measured", async (t) => {
  const registry = await enableMetrics();
  const dataDir = await copyPgliteTemplate();
  t.teardown(() => rm(dataDir, { recursive: true, force: true }));
  const running = await startEmbeddedUpstream({
    port: 0,
    dataDir,
    tokenSecret: 'services-metrics-secret-0123456789',
    reminders: false,
    maintenance: false,
  });
  t.teardown(() => running.close());

  const list = await fetch(`${running.url}/v2/experiences?perPage=1`, {
    headers: { accept: 'application/vnd.api+json' },
  });
  t.equal(list.status, 200);
  const missing = await fetch(`${running.url}/v2/no-such-thing/42`);
  t.equal(missing.status, 404);

  const text = await registry.registry.metrics();
  t.match(
    text,
    /lumen_http_request_duration_seconds_count\{app="services",method="GET",route="\/v2\/experiences",status_code="200"\} 1/,
  );
  t.match(
    text,
    /lumen_http_request_duration_seconds_count\{app="services",method="GET",route="not-found",status_code="404"\} 1/,
    'unknown addresses as one route',
  );
  t.match(text, /lumen_db_pool_connections\{database="embedded",driver="pglite",state="total"\} 1/);
  t.match(text, /lumen_db_pool_connections\{database="embedded",driver="pglite",state="waiting"\} 0/);

  await running.close();
  t.notMatch(
    await registry.registry.metrics(),
    /lumen_db_pool_connections\{database="embedded"/,
    'a closed database is no longer read',
  );
});
