// The queue in front of picture work: at most N at once, a bounded wait, refusal beyond it.
import t from 'tap';
import { QueueFullError, WorkQueue } from './work-queue.ts';

/** A task that runs until its gate is opened. */
function gated() {
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { task: () => gate, open };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

t.test('at most `concurrency` tasks run; the rest wait their turn in order', async (t) => {
  const queue = new WorkQueue({ concurrency: 2, maxWaiting: 10 });
  const tasks = Array.from({ length: 5 }, () => gated());
  const finished: number[] = [];
  const runs = tasks.map((gate, index) => queue.run(gate.task).then(() => finished.push(index)));
  await settle();
  t.same(queue.stats, { running: 2, waiting: 3, mostRunning: 2 });
  tasks[1]?.open();
  await settle();
  t.same(queue.stats, { running: 2, waiting: 2, mostRunning: 2 }, 'a finished task hands its slot to the next');
  for (const gate of tasks) gate.open();
  await Promise.all(runs);
  t.same(queue.stats, { running: 0, waiting: 0, mostRunning: 2 });
  t.equal(finished[0], 1);
});

t.test('beyond the waiting bound work is refused at once, and a failing task frees its slot', async (t) => {
  const queue = new WorkQueue({ concurrency: 1, maxWaiting: 1 });
  const first = gated();
  const running = queue.run(first.task);
  const waiting = queue.run(async () => 'second');
  await t.rejects(
    queue.run(async () => 'third'),
    QueueFullError,
  );
  first.open();
  await running;
  t.equal(await waiting, 'second');
  await t.rejects(
    queue.run(async () => Promise.reject(new Error('broken picture'))),
    /broken picture/,
  );
  t.equal(await queue.run(async () => 'after'), 'after', 'the slot is free again');
  t.same(queue.stats, { running: 0, waiting: 0, mostRunning: 1 });
});

t.test('settings are checked', async (t) => {
  t.throws(() => new WorkQueue({ concurrency: 0 }), /concurrency/);
  t.throws(() => new WorkQueue({ maxWaiting: -1 }), /maxWaiting/);
});
