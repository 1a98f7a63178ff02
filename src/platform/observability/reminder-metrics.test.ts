// The reminder worker's jobs are counted by queue and outcome as pg-boss runs them.
import t from 'tap';
import { randomUUID } from 'node:crypto';
import { enableMetrics } from './metrics.ts';
import { startReminderWorker, REMINDER_QUEUE } from '../../services/notifications/worker.ts';
import { openTestDatabase } from '../../services/testing/test-database.ts';
import { systemClock } from '../../services/kit/clock.ts';

t.test('a reminder job that runs is counted as succeeded', async (t) => {
  const registry = await enableMetrics();
  const database = await openTestDatabase('pglite');
  const worker = await startReminderWorker({
    db: database.db,
    clock: systemClock,
    leadMs: 60_000,
    sweepCron: null,
    pollingIntervalSeconds: 0.5,
  });
  t.teardown(async () => {
    await worker.stop();
    await database.close();
  });
  const succeeded = async () =>
    (await registry.registry.metrics()).includes(
      `lumen_reminder_jobs_total{queue="${REMINDER_QUEUE}",outcome="succeeded"} 1`,
    );
  t.notOk(await succeeded(), 'nothing counted before a job ran');
  // Due now: its start is one lead time away. An event nobody subscribed to: the job delivers nothing.
  await worker.schedule({ id: randomUUID(), startsAt: new Date(Date.now() + 60_000) });
  const deadline = Date.now() + 15_000;
  while (!(await succeeded()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
  t.ok(await succeeded(), 'the job ran and was counted');
  t.notMatch(await registry.registry.metrics(), /lumen_reminder_jobs_total\{[^}]*outcome="failed"\}/);
});
