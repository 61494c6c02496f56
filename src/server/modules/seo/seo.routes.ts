import type { FastifyInstance } from 'fastify';
import { NotFoundError } from '../../errors';
import type { SeoService } from './seo.service';

const XML = 'application/xml; charset=utf-8';
/** Crawlers come back daily at most; an hour keeps a fresh import visible the same day. */
const CACHE = 'public, max-age=3600, stale-while-revalidate=86400';

/** `/robots.txt`, `/sitemap.xml` and `/sitemaps/<locale>-<kind>[-<n>].xml` (issue 14 A3): public, no API key. */
export function registerSeoRoutes(app: FastifyInstance, seo: SeoService) {
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', CACHE).send(seo.robots()),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type(XML)
      .header('cache-control', CACHE)
      .send(await seo.index()),
  );
  app.get<{ Params: { file: string } }>(
    '/sitemaps/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const name = /^([a-z]{2}-[A-Za-z]+(?:-\d{1,6})?)\.xml$/.exec(request.params.file)?.[1];
      const xml = name ? await seo.sitemap(name) : null;
      if (!xml) throw new NotFoundError();
      return reply.type(XML).header('cache-control', CACHE).send(xml);
    },
  );
}
