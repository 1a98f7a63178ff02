// `npm run dev`: the client served by Vite in middleware mode on Fastify's own port (modules compiled on
// request, hot reload over Vite's WebSocket on the same server) and pages rendered by the SSR entry as
// Vite loads it, so an edit shows on the next request without a build. Production never loads this file
// (client-build.ts reads dist/ instead); vite and @fastify/middie are development dependencies.
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ClientBuild } from './client-build.ts';
import type { RenderPage } from '../../client/entry-server.tsx';

/** The browser entry in development: React Refresh's preamble first, then the real entry. */
export const DEV_CLIENT_ENTRY = '/src/client/entry-dev.ts';
const SERVER_ENTRY = '/src/client/entry-server.tsx';
const PICTURE_RULE = '/src/shared/media/picture-url.ts';

export interface DevClientBuildOptions {
  /** The repository root (vite.config.ts's folder). */
  root: string;
  /** IMAGE_HOSTS: the SSR modules Vite loads are their own copies, so the picture rule is configured there too. */
  imageHosts: readonly string[];
}

export async function createDevClientBuild(app: FastifyInstance, options: DevClientBuildOptions): Promise<ClientBuild> {
  const [{ createServer }, { default: middie }] = await Promise.all([import('vite'), import('@fastify/middie')]);
  const vite = await createServer({
    root: options.root,
    appType: 'custom',
    // Vite's HMR WebSocket shares Fastify's server, so the page needs no second port (connect-src 'self').
    server: { middlewareMode: { server: app.server }, hmr: { server: app.server } },
  });
  app.addHook('onClose', async () => vite.close());
  await app.register(middie);
  app.use(vite.middlewares);
  // Vite injects each module's CSS as a <style> element without a nonce: pages served by this
  // development server allow inline styles (after helmet's onRequest hook has written the policy).
  app.addHook('preHandler', async (_request, reply) => {
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy === 'string') reply.header('content-security-policy', devStylePolicy(policy));
  });

  const renderPage: RenderPage = async (input) => {
    // Cached by Vite until a file in the module graph changes.
    const pictures = (await vite.ssrLoadModule(PICTURE_RULE)) as {
      configurePictureHosts(hosts: readonly string[]): void;
    };
    pictures.configurePictureHosts(options.imageHosts);
    const entry = (await vite.ssrLoadModule(SERVER_ENTRY)) as { renderPage: RenderPage };
    return entry.renderPage(input);
  };
  return {
    clientDir: resolve(options.root, 'src/client/public'),
    // Vite serves each module and its CSS on request, so a page lists only the entry.
    assetsFor: () => ({ entry: DEV_CLIENT_ENTRY, css: [], modulepreload: [] }),
    renderPage,
  };
}

/** The policy with style-src allowing inline styles: a nonce in the list would make browsers ignore 'unsafe-inline'. */
export function devStylePolicy(policy: string): string {
  return policy.replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'");
}
