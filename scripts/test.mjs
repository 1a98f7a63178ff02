#!/usr/bin/env node
// `npm test`: every suite, in order, each one's output streamed live:
//   1. build       `npm run build`    (a failure stops here: nothing else can run on a broken build)
//   2. typecheck   `tsc --noEmit`     (counts as one check)
//   3. lint        `eslint .`         (counts as one check; rules in eslint.config.js)
//      format      `prettier --check .` (counts as one check; .prettierrc, .prettierignore)
//   4. tap         unit + integration tests (config in package.json; TEST_DATABASE_URL defaults to the local
//                  PostgreSQL for the Postgres runs)
//   5. playwright  browser journeys in e2e/ against the build (playwright.config.ts)
// Suites after the build run even when an earlier one fails. Counts come from each tool's own report (tap's
// closing `# { total, pass, fail }` comment, Playwright's JSON report stats); a suite that fails without
// reporting failed tests (crash, timeout, server that never started) counts as one failure.
// The last line printed is exactly `N passed, N failed` (CI reads it). Exit 1 when anything failed or when
// no test ran at all.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (name) => join(root, 'node_modules', '.bin', name);
const e2eReport = join(root, 'test-results', 'e2e.json');
const MINUTE = 60_000;

const env = {
  ...process.env,
  TEST_DATABASE_URL: process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
};

/**
 * Runs a command with its output streamed to ours. With `capture`, stdout also goes to a rolling buffer
 * (the tail is all a summary needs). Bounded by `timeoutMs`: SIGTERM, then SIGKILL.
 */
function run(command, args, { capture = false, timeoutMs }) {
  return new Promise((resolve) => {
    console.log(`\n$ ${[command, ...args].join(' ')}`);
    const child = spawn(command, args, {
      cwd: root,
      env,
      stdio: ['inherit', capture ? 'pipe' : 'inherit', 'inherit'],
    });
    let tail = '';
    if (capture) {
      child.stdout.on('data', (chunk) => {
        process.stdout.write(chunk);
        tail = (tail + chunk.toString('utf8')).slice(-256 * 1024);
      });
    }
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      console.error(`\n${command} ${args[0] ?? ''} exceeded ${timeoutMs / MINUTE} min; stopping it.`);
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 15_000).unref();
    }, timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      console.error(`Could not run ${command}: ${error.message}`);
      resolve({ code: 127, output: tail, timedOut });
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code: code ?? (signal ? 128 : 1), signal, output: tail, timedOut });
    });
  });
}

/** tap's closing comment, e.g. `# { total: 46, pass: 45, fail: 1, skip: 2 }` (zero counts may be left out). */
function parseTapSummary(output) {
  const lines = output.split(/\r?\n/).filter((line) => /^#\s*\{\s*total:\s*\d+/.test(line.trim()));
  const last = lines.at(-1);
  if (!last) return null;
  const counts = {};
  for (const [, key, value] of last.matchAll(/(\w+):\s*(\d+)/g)) counts[key] = Number(value);
  return {
    total: counts.total ?? 0,
    pass: counts.pass ?? 0,
    fail: counts.fail ?? 0,
    skip: counts.skip ?? 0,
    todo: counts.todo ?? 0,
  };
}

const results = [];
const record = (suite, passed, failed, detail) => {
  results.push({ suite, passed, failed, detail });
};

function printSummary() {
  const passed = results.reduce((sum, r) => sum + r.passed, 0);
  let failed = results.reduce((sum, r) => sum + r.failed, 0);
  const testsRan = results.some((r) => (r.suite === 'tap' || r.suite === 'playwright') && r.passed + r.failed > 0);
  if (!testsRan && failed === 0) {
    record('(none)', 0, 1, 'no tests ran');
    failed += 1;
  }
  console.log('\n── Test summary ' + '─'.repeat(40));
  for (const r of results) {
    console.log(
      `${r.suite.padEnd(11)} ${String(r.passed).padStart(5)} passed ${String(r.failed).padStart(4)} failed   ${r.detail}`,
    );
  }
  console.log('─'.repeat(56));
  // Keep this the very last line: CI reads it.
  console.log(`${passed} passed, ${failed} failed`);
  return failed === 0 ? 0 : 1;
}

async function main() {
  // 1. Build.
  const build = await run('npm', ['run', 'build'], { timeoutMs: 15 * MINUTE });
  if (build.code !== 0) {
    record(
      'build',
      0,
      1,
      build.timedOut ? 'timed out; later suites not run' : `exit ${build.code}; later suites not run`,
    );
    return printSummary();
  }
  record('build', 1, 0, 'ok');

  // 2. Type check.
  const tsc = await run(bin('tsc'), ['--noEmit'], { timeoutMs: 10 * MINUTE });
  record('typecheck', tsc.code === 0 ? 1 : 0, tsc.code === 0 ? 0 : 1, tsc.code === 0 ? 'ok' : `tsc exit ${tsc.code}`);

  // 3. Lint (one check, like the type check: any reported problem fails it).
  const lint = await run(bin('eslint'), ['.'], { timeoutMs: 10 * MINUTE });
  record('lint', lint.code === 0 ? 1 : 0, lint.code === 0 ? 0 : 1, lint.code === 0 ? 'ok' : `eslint exit ${lint.code}`);

  // 3b. Formatting (one check: any file prettier would change fails it; `npm run format` fixes them).
  const format = await run(bin('prettier'), ['--check', '--log-level=warn', '.'], { timeoutMs: 10 * MINUTE });
  record(
    'format',
    format.code === 0 ? 1 : 0,
    format.code === 0 ? 0 : 1,
    format.code === 0 ? 'ok' : `prettier exit ${format.code}: run npm run format`,
  );

  // 4. tap (the TAP reporter ends with the counts comment parsed below). A clean-clone run on a quiet 2-core
  // machine took about 40 minutes; the limit leaves room under CI's 90 with the browser journeys after it.
  const tap = await run(bin('tap'), ['--reporter=tap'], { capture: true, timeoutMs: 55 * MINUTE });
  const tapCounts = parseTapSummary(tap.output);
  if (tapCounts) {
    // A non-zero exit with no failed assertion (a crashed file, a coverage check) is still a failure.
    const extra = tap.code !== 0 && tapCounts.fail === 0 ? 1 : 0;
    const notes = [`${tapCounts.total} assertions`];
    if (tapCounts.skip) notes.push(`${tapCounts.skip} skipped`);
    if (tapCounts.todo) notes.push(`${tapCounts.todo} todo`);
    if (extra) notes.push(`tap exit ${tap.code} without a failed assertion`);
    record('tap', tapCounts.pass, tapCounts.fail + extra, notes.join(', '));
  } else {
    record('tap', 0, 1, tap.timedOut ? 'timed out without a summary' : `no summary line (exit ${tap.code})`);
  }

  // 5. Playwright (its JSON report holds the counts; remove a stale one first).
  rmSync(e2eReport, { force: true });
  const pw = await run(bin('playwright'), ['test'], { timeoutMs: 30 * MINUTE });
  let report = null;
  if (existsSync(e2eReport)) {
    try {
      report = JSON.parse(readFileSync(e2eReport, 'utf8'));
    } catch (error) {
      console.error(`Unreadable ${e2eReport}: ${error.message}`);
    }
  }
  if (report?.stats) {
    const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats;
    const errors = Array.isArray(report.errors) ? report.errors.length : 0;
    // Errors outside tests (web server that never started, a spec that fails to load) have no test to count.
    const extra = pw.code !== 0 && unexpected === 0 ? Math.max(errors, 1) : 0;
    const notes = [`${skipped} skipped`];
    if (flaky) notes.push(`${flaky} flaky (passed on retry)`);
    if (extra) notes.push(`${errors} error(s) outside tests, exit ${pw.code}`);
    record('playwright', expected + flaky, unexpected + extra, notes.join(', '));
  } else {
    record(
      'playwright',
      0,
      1,
      pw.timedOut ? 'timed out without a report' : `no report at test-results/e2e.json (exit ${pw.code})`,
    );
  }

  return printSummary();
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    console.log('0 passed, 1 failed');
    process.exit(1);
  },
);
