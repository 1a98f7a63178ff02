// The Grafana dashboard (deploy/grafana/lumen.json) reads only series this process exports.
import t from 'tap';
import { readFileSync } from 'node:fs';
import { enableMetrics } from './metrics.ts';

t.test('every series the dashboard queries is exported', async (t) => {
  const dashboard = readFileSync(new URL('../../../deploy/grafana/lumen.json', import.meta.url), 'utf8');
  const queried = new Set([...dashboard.matchAll(/\b((?:lumen|nodejs)_[a-z0-9_]+)/g)].map((match) => match[1] ?? ''));
  const exported = new Set((await (await enableMetrics()).registry.getMetricsAsJSON()).map((metric) => metric.name));
  const missing = [...queried].filter((name) => !exported.has(name.replace(/_(bucket|count|sum)$/, '')));
  t.ok(queried.size >= 10, 'the dashboard queries Lumen series');
  t.same(missing, []);
});
