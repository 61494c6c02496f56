import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { api } from '../../../core/routes';
import { routeFor } from '../../http/route-for';
import type { SiteSearchService } from './site-search.service';

/** The site search (B §7 api_header_search): public, as the header shows it to guests too. */
export const siteSearchRoutes: FastifyPluginAsyncZod<{ siteSearch: SiteSearchService }> = async (
  app,
  { siteSearch },
) => {
  // The typo vocabulary is built once the app is up, in the background (a search waits only for the first).
  app.addHook('onReady', async () => siteSearch.warm());
  app.route({
    ...routeFor(app, api.api_header_search),
    handler: async (request) => siteSearch.search(request.query),
  });
};
