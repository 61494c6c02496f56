import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { normalizeLocale } from '../../../core/i18n/locales';
import { api } from '../../../core/routes';
import { routeFor } from '../../http/route-for';
import type { TrainingTemplatesService } from './training-templates.service';

/** AGEN-36: the alternative generator's weekly training templates (issue 20 A7). */
export const trainingTemplatesRoutes: FastifyPluginAsyncZod<{
  trainingTemplates: TrainingTemplatesService;
}> = async (app, { trainingTemplates }) => {
  app.route({
    ...routeFor(app, api.api_diet_generator_training_templates),
    handler: async (request) => {
      const { locale, _locale, goal, activity, limit } = request.query;
      return trainingTemplates.list({
        locale: normalizeLocale(locale ?? _locale ?? ''),
        goal,
        activity,
        limit,
      });
    },
  });
};
