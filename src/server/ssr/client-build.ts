// Finds the built client (entry module, CSS) from Vite's manifest and loads the SSR entry.
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import type { ClientAssets } from '../../client/app/document.tsx';
import type { RenderPage } from '../../client/entry-server.tsx';

const manifestSchema = z.record(
  z.string(),
  z.object({ file: z.string(), css: z.array(z.string()).optional(), isEntry: z.boolean().optional() }),
);

const CLIENT_ENTRY = 'src/client/entry-client.tsx';

export interface ClientBuild {
  clientDir: string;
  assets: ClientAssets;
  renderPage: RenderPage;
}

export class MissingBuildError extends Error {
  override name = 'MissingBuildError';
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
  const entry = manifest[CLIENT_ENTRY];
  if (!entry) throw new MissingBuildError(`The client manifest has no entry for ${CLIENT_ENTRY}.`);
  const serverEntry = pathToFileURL(resolve(distDir, 'server', 'entry-server.js')).href;
  const module = (await import(serverEntry)) as { renderPage: RenderPage };
  return {
    clientDir,
    assets: { entry: `/${entry.file}`, css: (entry.css ?? []).map((file) => `/${file}`) },
    renderPage: module.renderPage,
  };
}
