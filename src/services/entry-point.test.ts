import t from 'tap';
import { isEntryPoint } from './entry-point.ts';

const self = import.meta.url;
const selfPath = new URL(self).pathname;

t.test('true only for the script node was started with, outside a test runner', async (t) => {
  t.equal(isEntryPoint(self, ['node', selfPath], {}), true);
  t.equal(isEntryPoint(self, ['node', '/somewhere/else.js'], {}), false, 'imported by another program');
  t.equal(isEntryPoint(self, ['node'], {}), false, 'no script (REPL, -e)');
  t.equal(isEntryPoint(self, ['node', selfPath], { TAP_CHILD_ID: '3' }), false, 'loaded by tap as a test file');
  t.equal(isEntryPoint(self, process.argv), false, 'this test run itself');
});
