// Finds the built client from Vite's manifest (the entry module, each page's chunk, the CSS and the
// modules to preload for a page) and loads the SSR entry.
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import type { ClientAssets } from '../../client/app/document.tsx';
import type { RenderPage } from '../../client/entry-server.tsx';
import { ROUTE_TABLE, SIGNED_IN_CHUNK } from '../../client/app/route-table.ts';

const manifestSchema = z.record(
  z.string(),
  z.object({
    file: z.string(),
    css: z.array(z.string()).optional(),
    imports: z.array(z.string()).optional(),
    isEntry: z.boolean().optional(),
  }),
);
export type ClientManifest = z.infer<typeof manifestSchema>;

export const CLIENT_ENTRY = 'src/client/entry-client.tsx';

export interface ClientBuild {
  clientDir: string;
  /** The files a page needs: the entry's, plus the chunks it renders (its route's, ...) and their imports. */
  assetsFor(chunks: readonly string[]): ClientAssets;
  renderPage: RenderPage;
}

export class MissingBuildError extends Error {
  override name = 'MissingBuildError';
}

/**
 * A manifest chunk and everything it imports statically, dependencies first (the order the browser
 * evaluates them, so a page's stylesheet comes after the stylesheets of the widgets it restyles).
 */
export function staticClosure(manifest: ClientManifest, key: string): { js: string[]; css: string[] } {
  const js: string[] = [];
  const css: string[] = [];
  const seen = new Set<string>();
  const visit = (current: string) => {
    if (seen.has(current)) return;
    seen.add(current);
    const chunk = manifest[current];
    if (!chunk) throw new MissingBuildError(`The client manifest has no chunk ${current}.`);
    for (const imported of chunk.imports ?? []) visit(imported);
    js.push(chunk.file);
    for (const file of chunk.css ?? []) if (!css.includes(file)) css.push(file);
  };
  visit(key);
  return { js, css };
}

/** The assets of a page that renders `chunks` (manifest keys) besides the entry, as `/`-rooted addresses. */
export function pageAssets(manifest: ClientManifest, chunks: readonly string[]): ClientAssets {
  const entry = manifest[CLIENT_ENTRY];
  if (!entry) throw new MissingBuildError(`The client manifest has no entry for ${CLIENT_ENTRY}.`);
  const js: string[] = [];
  const css: string[] = [];
  for (const key of [CLIENT_ENTRY, ...chunks]) {
    const closure = staticClosure(manifest, key);
    for (const file of closure.js) if (file !== entry.file && !js.includes(file)) js.push(file);
    for (const file of closure.css) if (!css.includes(file)) css.push(file);
  }
  return {
    entry: `/${entry.file}`,
    css: css.map((file) => `/${file}`),
    modulepreload: js.map((file) => `/${file}`),
  };
}

export async function loadClientBuild(distDir: string): Promise<ClientBuild> {
  const clientDir = resolve(distDir, 'client');
  const manifestPath = join(clientDir, '.vite', 'manifest.json');
  let manifestText: string;
  try {
    manifestText = await readFile(manifestPath, 'utf8');
  } catch {
    throw new MissingBuildError(`No client build at ${manifestPath}. Run \`npm run build\` first.`);
  }
  const manifest = manifestSchema.parse(JSON.parse(manifestText));
  // Computed once per combination of chunks, and checked now: a build that lacks a page fails at start.
  const cache = new Map<string, ClientAssets>();
  const assetsFor = (chunks: readonly string[]) => {
    const key = chunks.join('\n');
    let assets = cache.get(key);
    if (!assets) {
      assets = pageAssets(manifest, chunks);
      cache.set(key, assets);
    }
    return assets;
  };
  for (const { chunk } of ROUTE_TABLE) assetsFor([chunk]);
  assetsFor([SIGNED_IN_CHUNK]);
  const serverEntry = pathToFileURL(resolve(distDir, 'server', 'entry-server.js')).href;
  const module = (await import(serverEntry)) as { renderPage: RenderPage };
  return {
    clientDir,
    assetsFor,
    renderPage: module.renderPage,
  };
}
