import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { normalizeLocale } from '../../../core/i18n/locales';
import { api } from '../../../core/routes';
import { routeFor } from '../../http/route-for';
import type { ProPackagesService } from './pro-packages.service';

/** `?locale=` or `?_locale=`, as the spec's calls send it. */
const localeOf = (query: { _locale: string; locale?: string | undefined }) =>
  normalizeLocale(query.locale ?? query._locale);

/** The professional packages' calls (B §7, HOME-20): the bearer key, the locale; the rules are the service's. */
export const proPackagesRoutes: FastifyPluginAsyncZod<{ proPackages: ProPackagesService }> = async (
  app,
  { proPackages },
) => {
  app.route({
    ...routeFor(app, api.api_frontend_professional_packages),
    handler: async (request) => proPackages.list(localeOf(request.query)),
  });
  app.route({
    ...routeFor(app, api.professional_package_detail),
    handler: async (request) => proPackages.detail(request.params.id, localeOf(request.query)),
  });
};
