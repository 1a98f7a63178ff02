// robots.txt and sitemap.xml for the public pages. The sitemap reads the catalogue through the upstream
// client like any page does, and is cached briefly so crawlers cannot turn it into load.
import type { FastifyInstance } from 'fastify';
import type { UpstreamPool } from '../upstream-client/upstream-client.ts';
import { browseExperiences } from '../experiences/service.ts';
import { buildSitemap, type SitemapEntry } from './sitemap.ts';

const SITEMAP_PAGE_SIZE = 100;
const SITEMAP_MAX_PAGES = 500; // 50,000 URLs: the sitemap protocol's limit for one file.
const CACHE_MS = 10 * 60_000;

export async function seoPlugin(app: FastifyInstance, options: { pool: UpstreamPool; publicUrl: string }) {
  let cached: { xml: string; at: number } | null = null;

  app.get('/robots.txt', async (_request, reply) => {
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return `User-agent: *\nAllow: /\nDisallow: /trpc/\nDisallow: /api/\nDisallow: /sign-in\n\nSitemap: ${options.publicUrl}/sitemap.xml\n`;
  });

  app.get('/sitemap.xml', async (request, reply) => {
    if (!cached || Date.now() - cached.at > CACHE_MS) {
      const upstream = options.pool.client({ chainId: request.id });
      const entries: SitemapEntry[] = [
        { path: '/', lastModified: null },
        { path: '/experiences', lastModified: null },
      ];
      const creators = new Set<string>();
      for (let page = 1; page <= SITEMAP_MAX_PAGES; page += 1) {
        const result = await browseExperiences(upstream, { page, perPage: SITEMAP_PAGE_SIZE, sort: 'newest' });
        for (const item of result.items) {
          entries.push({
            path: `/experiences/${encodeURIComponent(item.personaHandle)}/${encodeURIComponent(item.handle)}`,
            lastModified: null,
          });
          creators.add(item.personaHandle);
        }
        if (page >= result.pageCount) break;
      }
      for (const handle of creators)
        entries.push({ path: `/experiences/${encodeURIComponent(handle)}`, lastModified: null });
      cached = { xml: buildSitemap(options.publicUrl, entries), at: Date.now() };
    }
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=600');
    return cached.xml;
  });
}
