import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { api } from '../../../core/routes';
import { NotFoundError } from '../../errors';
import { routeFor } from '../../http/route-for';
import type { Geocoder } from './geocoder';
import type { GeoService } from './geo.service';

/** SPEC-18: the location suggestions; PROF-19: an address's point. No key, no credentials (B §6). */
export const geoRoutes: FastifyPluginAsyncZod<{ geo: GeoService; geocoder: Geocoder }> = async (
  app,
  { geo, geocoder },
) => {
  app.route({
    ...routeFor(app, api.search_geo_suggestion),
    handler: async (request) => ({ data: await geo.suggest(request.body) }),
  });
  app.route({
    ...routeFor(app, api.geo_geocode),
    handler: async (request) => {
      const point = await geocoder.geocode(request.query);
      if (!point) throw new NotFoundError('geocodeNotFound');
      return { lat: point.lat, lon: point.lon, precision: point.precision };
    },
  });
};
