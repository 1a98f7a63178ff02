// Comments, tests and docs explain the code from inside the repository: they cite docs/product.md,
// docs/toolchain.md, docs/decisions/ or the wire docs, never a document that is not here. This test
// fails when a file cites an outside specification or guide by section, an issue by number, or a path
// out of the repository, and when a `docs/product.md §N` or `docs/toolchain.md §N` citation names a
// section those documents do not have.
import t from 'tap';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));

const SKIPPED_DIRS = new Set([
  'node_modules',
  '.git',
  'dist',
  'data',
  'test-results',
  'playwright-report',
  'coverage',
  '.tap',
]);
const CHECKED_FILE = /\.(ts|tsx|mts|mjs|cjs|js|md|sh|yml|yaml|css|sql|conf|html)$|^Dockerfile$|^run$/;

function repositoryFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return SKIPPED_DIRS.has(name) ? [] : repositoryFiles(path);
    return CHECKED_FILE.test(name) ? [path] : [];
  });
}

// Built from pieces so this file does not match its own rules.
const SECTION = '\u00a7';
const FORBIDDEN: ReadonlyArray<{ pattern: RegExp; what: string }> = [
  { pattern: new RegExp(`\\b[Ss]pec(?:'s)? ${SECTION}\\s*\\d`), what: 'cites an outside specification by section' },
  { pattern: new RegExp(`\\b[Gg]uide(?:'s)? ${SECTION}\\s*\\d`), what: 'cites an outside guide by section' },
  { pattern: /\b[Ii]ssue #?\d/, what: 'cites an issue by number' },
  { pattern: /(?:\.\.\/)+shared\/[\w.-]+\.md\b|\/work\/shared\b/, what: 'points at a document outside the repository' },
];

const CITABLE_DOCS = ['docs/product.md', 'docs/toolchain.md'] as const;
type CitableDoc = (typeof CITABLE_DOCS)[number];

/** The section numbers a document defines with headings like `## §N Title`. */
function sectionsOf(markdown: string): Set<string> {
  return new Set(
    [...markdown.matchAll(new RegExp(`^#{2,3} ${SECTION}(\\d+(?:\\.\\d+)?)\\b`, 'gm'))].map((m) => m[1] ?? ''),
  );
}

const SECTION_TOKEN = new RegExp(`${SECTION}(\\d+(?:\\.\\d+)?)`, 'g');
const RFC_BEFORE = /RFC \d+ $/;

/**
 * What is wrong with one file's citations. `rel` is its path from the repository root; `sections` maps each
 * citable document to its section numbers. Inside a citable document, a bare `§N` refers to itself.
 */
export function citationProblems(rel: string, text: string, sections: ReadonlyMap<CitableDoc, Set<string>>): string[] {
  const problems: string[] = [];
  const self = CITABLE_DOCS.find((doc) => doc === rel);
  text.split('\n').forEach((line, index) => {
    const where = `${rel}:${index + 1}`;
    for (const { pattern, what } of FORBIDDEN)
      if (pattern.test(line)) problems.push(`${where} ${what}: ${line.trim()}`);
    for (const match of line.matchAll(SECTION_TOKEN)) {
      const at = match.index ?? 0;
      const before = line.slice(0, at);
      if (RFC_BEFORE.test(before.slice(-12))) continue;
      // The citable document named last before this token on the line, else the file itself.
      const named = CITABLE_DOCS.map((doc) => ({ doc, at: before.lastIndexOf(doc) }))
        .filter(({ at: position }) => position >= 0)
        .sort((a, b) => b.at - a.at)[0]?.doc;
      const doc = named ?? self;
      if (!doc) {
        problems.push(`${where} has a section number without the document it belongs to: ${line.trim()}`);
        continue;
      }
      if (!sections.get(doc)?.has(match[1] ?? ''))
        problems.push(`${where} cites ${doc} ${match[0]}, which does not exist`);
    }
  });
  return problems;
}

const sections = new Map<CitableDoc, Set<string>>(
  CITABLE_DOCS.map((doc) => [doc, sectionsOf(readFileSync(join(root, doc), 'utf8'))]),
);

t.test('the citable documents have numbered sections', async (t) => {
  t.ok((sections.get('docs/product.md')?.size ?? 0) >= 10, 'docs/product.md has its sections');
  t.ok((sections.get('docs/toolchain.md')?.size ?? 0) >= 5, 'docs/toolchain.md has its sections');
});

t.test('the checker catches what it is for', async (t) => {
  const known = new Map<CitableDoc, Set<string>>([
    ['docs/product.md', new Set(['1', '2'])],
    ['docs/toolchain.md', new Set(['1'])],
  ]);
  const check = (line: string) => citationProblems('src/x.ts', line, known);
  t.same(check(`// fine (docs/product.md ${SECTION}1, ${SECTION}2; docs/toolchain.md ${SECTION}1)`), []);
  t.same(check(`// a header (RFC 9110 ${SECTION}7.6.1)`), [], 'RFC sections are not ours');
  t.equal(check(`// (docs/product.md ${SECTION}9)`).length, 1, 'a section that does not exist');
  t.equal(check(`// (docs/toolchain.md ${SECTION}2)`).length, 1, 'a toolchain section that does not exist');
  t.equal(check(`// rule (${SECTION}2)`).length, 1, 'a bare section number');
  t.equal(check(`// (spec ${SECTION}4 Cart)`).length, 2, 'an outside specification (and its bare number)');
  t.equal(check(`// (guide ${SECTION}4)`).length, 2, 'an outside guide');
  const issue = `// added for ${'iss'}ue 5`;
  t.same(check(issue), [`src/x.ts:1 cites an issue by number: ${issue}`]);
  t.equal(check(`// see ../${'shared'}/spec.md`).length, 1, 'a path out of the repository');
  t.same(citationProblems('docs/product.md', `see ${SECTION}2`, known), [], 'a citable document cites itself bare');
});

t.test('every file cites only what is in the repository, and only sections that exist', async (t) => {
  const self = relative(root, fileURLToPath(import.meta.url));
  const problems = repositoryFiles(root)
    .map((file) => ({ file, rel: relative(root, file).split('\\').join('/') }))
    .filter(({ rel }) => rel !== self && rel !== 'package-lock.json')
    .flatMap(({ file, rel }) => citationProblems(rel, readFileSync(file, 'utf8'), sections));
  t.same(problems, []);
});
