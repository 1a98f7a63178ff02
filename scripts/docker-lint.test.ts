// Keeps the production image honest without a container engine (none runs on CI): the Dockerfile lints
// clean with dockerfilelint, keeps the properties operations rely on (multi-stage, production dependencies
// only, non-root, health check, data volume, direct `node` start), and the server bundle it ships imports
// only packages that `npm ci --omit=dev` installs.
import t from 'tap';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dockerfilePath = join(root, 'Dockerfile');
const dockerfile = readFileSync(dockerfilePath, 'utf8');

interface Instruction {
  line: number;
  keyword: string;
  args: string;
}

interface Stage {
  image: string;
  name: string | undefined;
  instructions: Instruction[];
}

/** Dockerfile instructions with continuation lines joined and comments dropped. */
function parseDockerfile(text: string): Instruction[] {
  const instructions: Instruction[] = [];
  let pending = '';
  let startLine = 0;
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    if (pending === '') startLine = index + 1;
    if (line.endsWith('\\')) {
      pending += `${line.slice(0, -1)} `;
      return;
    }
    const whole = (pending + line).trim();
    pending = '';
    const match = /^(\S+)\s*(.*)$/.exec(whole);
    if (match) instructions.push({ line: startLine, keyword: match[1]!.toUpperCase(), args: match[2] ?? '' });
  });
  return instructions;
}

function splitStages(instructions: Instruction[]): Stage[] {
  const stages: Stage[] = [];
  for (const instruction of instructions) {
    if (instruction.keyword === 'FROM') {
      const [image = '', as, name] = instruction.args.split(/\s+/);
      stages.push({ image, name: as?.toUpperCase() === 'AS' ? name : undefined, instructions: [] });
    } else {
      stages.at(-1)?.instructions.push(instruction);
    }
  }
  return stages;
}

const instructions = parseDockerfile(dockerfile);
const stages = splitStages(instructions);
const runtime = stages.at(-1);
const all = (stage: Stage | undefined, keyword: string) =>
  (stage?.instructions ?? []).filter((instruction) => instruction.keyword === keyword);

t.test('dockerfilelint reports no issues', async (t) => {
  const bin = join(root, 'node_modules', '.bin', 'dockerfilelint');
  const result = spawnSync(bin, ['-o', 'json', dockerfilePath], { cwd: root, encoding: 'utf8', timeout: 60_000 });
  t.equal(result.error, undefined, 'dockerfilelint runs');
  let report: { totalIssues?: number; files?: { issues: { line: string; title: string; content: string }[] }[] };
  try {
    report = JSON.parse(result.stdout) as typeof report;
  } catch {
    t.fail(`dockerfilelint printed no JSON report (exit ${result.status}): ${result.stdout}${result.stderr}`);
    return;
  }
  const issues = (report.files ?? []).flatMap((file) => file.issues);
  t.same(
    issues.map((issue) => `line ${issue.line}: ${issue.title} (${issue.content})`),
    [],
    'no lint issues',
  );
  t.equal(report.totalIssues, 0);
  t.equal(result.status, 0, 'dockerfilelint exits 0');
});

t.test('multi-stage build: deps -> build -> runtime on one pinned slim Node image', async (t) => {
  t.same(
    stages.map((stage) => stage.name),
    ['deps', 'build', 'runtime'],
    'three named stages in order',
  );
  for (const stage of stages) {
    t.match(stage.image, /^node:20\.\d+-bookworm-slim$/, `${stage.name} is node 20 pinned by minor, bookworm-slim`);
  }
  t.equal(new Set(stages.map((stage) => stage.image)).size, 1, 'every stage uses the same base image');

  const deps = stages[0];
  t.ok(
    all(deps, 'COPY').some((copy) => copy.args.includes('package-lock.json')),
    'deps copies the lockfile',
  );
  t.ok(
    all(deps, 'RUN').some((run) => /\bnpm ci\b/.test(run.args) && !run.args.includes('--omit')),
    'deps installs the full tree with npm ci',
  );
  t.ok(
    all(stages[1], 'RUN').some((run) => /\bnpm run build\b/.test(run.args)),
    'build runs npm run build',
  );
});

t.test('runtime stage: production dependencies, dist only, non-root, health check', async (t) => {
  const runs = all(runtime, 'RUN');
  t.ok(
    runs.some((run) => /\bnpm ci\b[^&;]*--omit=dev/.test(run.args)),
    'installs production dependencies only (npm ci --omit=dev)',
  );
  t.notOk(
    runs.some((run) => /\bnpm (install|i)\b/.test(run.args)),
    'never npm install (the lockfile decides)',
  );
  const copies = all(runtime, 'COPY');
  t.ok(
    copies.some((copy) => /--from=build\s+\/app\/dist\s/.test(copy.args)),
    'copies dist/ from the build stage',
  );
  t.notOk(
    copies.some((copy) => /(^|\s)(\.|src|node_modules)(\/)?\s/.test(copy.args) && !copy.args.includes('--from')),
    'no sources or host node_modules in the runtime image',
  );

  const env = all(runtime, 'ENV')
    .map((instruction) => instruction.args)
    .join(' ');
  t.match(env, /\bNODE_ENV=production\b/);
  t.match(env, /\bPORT=3000\b/);
  t.match(env, /\bDATA_DIR=\/data\b/);

  const users = all(runtime, 'USER');
  t.equal(users.length, 1, 'one USER');
  t.equal(users[0]?.args, 'node', 'runs as the unprivileged node user');

  const volumeIndex = runtime!.instructions.findIndex((i) => i.keyword === 'VOLUME');
  t.ok(volumeIndex >= 0, 'declares a volume');
  t.match(runtime!.instructions[volumeIndex]?.args ?? '', /^(\/data|\["\/data"\])$/, 'the volume is /data');
  const chownIndex = runtime!.instructions.findIndex(
    (i) => i.keyword === 'RUN' && /chown\s+(-R\s+)?node(:node)?\s+\/data/.test(i.args),
  );
  t.ok(chownIndex >= 0 && chownIndex < volumeIndex, '/data is owned by node before VOLUME (later changes are lost)');

  t.same(
    all(runtime, 'EXPOSE').map((i) => i.args),
    ['3000'],
  );

  const healthchecks = all(runtime, 'HEALTHCHECK');
  t.equal(healthchecks.length, 1, 'one HEALTHCHECK');
  const healthcheck = healthchecks[0]?.args ?? '';
  t.match(healthcheck, /CMD \["node", "-e", /, 'health check runs node (exec form)');
  t.match(healthcheck, /fetch\('http:\/\/127\.0\.0\.1:/, "uses node's fetch against loopback");
  t.match(healthcheck, /\/healthz/, 'probes /healthz');
  t.notMatch(healthcheck, /\b(curl|wget)\b/, 'no curl or wget (absent from slim images)');

  t.same(
    all(runtime, 'STOPSIGNAL').map((i) => i.args),
    ['SIGTERM'],
  );

  const cmds = all(runtime, 'CMD');
  t.equal(cmds.length, 1, 'one CMD');
  t.same(JSON.parse(cmds[0]?.args ?? 'null'), ['node', 'dist/server/main.js'], 'starts node directly (exec form)');
  t.notOk(all(runtime, 'ENTRYPOINT').length, 'no ENTRYPOINT wrapper');
  t.notMatch(dockerfile, /start\.mjs/, 'runtime does not go through scripts/start.mjs (it may rebuild)');

  const userIndex = runtime!.instructions.findIndex((i) => i.keyword === 'USER');
  const cmdIndex = runtime!.instructions.findIndex((i) => i.keyword === 'CMD');
  t.ok(userIndex < cmdIndex, 'USER comes before CMD');
});

t.test('.dockerignore keeps host state out of the build context', async (t) => {
  const path = join(root, '.dockerignore');
  t.ok(existsSync(path), '.dockerignore exists');
  const entries = new Set(
    readFileSync(path, 'utf8')
      .split(/\r?\n/)
      .map((line) => line.trim().replace(/^\/|\/$/g, ''))
      .filter((line) => line !== '' && !line.startsWith('#')),
  );
  for (const entry of [
    'node_modules',
    'dist',
    'data',
    '.git',
    'test-results',
    'playwright-report',
    'coverage',
    '.tap',
  ]) {
    t.ok(entries.has(entry), `ignores ${entry}`);
  }
});

// The runtime stage installs `dependencies` only. Vite's SSR build leaves every package import external, so
// a package the server bundle imports but package.json lists under devDependencies crashes the container
// while passing every test on a machine with the full tree. Needs a build (npm test builds first).
const serverDir = join(root, 'dist', 'server');
t.test(
  'the server bundle imports only production dependencies',
  { skip: existsSync(join(serverDir, 'main.js')) ? false : 'no build at dist/server (run npm run build)' },
  async (t) => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
    };
    const production = new Set(Object.keys(pkg.dependencies ?? {}));
    const builtins = new Set(builtinModules);
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (/\.(m?js)$/.test(entry.name)) files.push(path);
      }
    };
    walk(serverDir);
    // The development client (`npm run dev`, src/server/ssr/dev-client-build.ts) is its own chunk, imported
    // only when the server starts with --dev, which needs the development tree (Vite) anyway; the checks
    // below make sure nothing else imports it eagerly.
    const isDevChunk = (file: string) => /[\\/]dev-client-build-[\w-]+\.js$/.test(file);
    const devChunkNames = files.filter(isDevChunk).map((file) => file.slice(file.lastIndexOf('/') + 1));
    const staticImport = /\b(?:import|export)\s*(?:[\w*{}\s,$]+\s*from\s*)?["']([^"']+)["']/g;
    const eagerImporters = files
      .filter((file) => !isDevChunk(file))
      .filter((file) =>
        [...readFileSync(file, 'utf8').matchAll(staticImport)].some((match) =>
          devChunkNames.some((name) => match[1]!.endsWith(name)),
        ),
      )
      .map((file) => file.slice(root.length));
    t.same(eagerImporters, [], 'the development client is only ever imported on demand');
    const importPattern =
      /(?:\bimport\s*(?:[\w*{}\s,$]+\s*from\s*)?|\bexport\s*[\w*{}\s,$]+\s*from\s*|\bimport\s*\(\s*|\brequire\s*\(\s*)["']([^"'./][^"']*)["']/g;
    const missing = new Map<string, string>();
    for (const file of files.filter((path) => !isDevChunk(path))) {
      const source = readFileSync(file, 'utf8');
      for (const match of source.matchAll(importPattern)) {
        const specifier = match[1]!;
        if (specifier.startsWith('node:') || builtins.has(specifier) || builtins.has(specifier.split('/')[0]!))
          continue;
        const parts = specifier.split('/');
        const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
        if (!production.has(name)) missing.set(name, file.slice(root.length));
      }
    }
    t.same(
      [...missing].map(([name, file]) => `${name} (imported by ${file})`),
      [],
      'every package the server bundle imports is in "dependencies"',
    );
  },
);
