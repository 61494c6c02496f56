import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { api } from '../../../core/routes';
import { RateLimitError } from '../../errors';
import { routeFor } from '../../http/route-for';
import type { FeedbackService } from './feedback.service';

/** Messages one address may send in `FEEDBACK_WINDOW_MS`: enough for a person, too few to fill the table. */
export const FEEDBACK_PER_WINDOW = 5;
export const FEEDBACK_WINDOW_MS = 10 * 60_000;

/** The feedback modal's call (public; CSRF and Origin as every mutation) and the admins' list. */
export const feedbackRoutes: FastifyPluginAsyncZod<{ feedback: FeedbackService }> = async (
  app,
  { feedback },
) => {
  const send = routeFor(app, api.feedback_send);
  app.route({
    ...send,
    config: {
      ...send.config,
      rateLimit: {
        max: FEEDBACK_PER_WINDOW,
        timeWindow: FEEDBACK_WINDOW_MS,
        keyGenerator: (request: FastifyRequest) => `feedback:${request.ip}`,
        errorResponseBuilder: () => new RateLimitError('feedbackTooFrequent'),
      },
    },
    handler: async (request) => feedback.send(request.body),
  });
  app.route({
    ...routeFor(app, api.admin_feedback),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return feedback.list(request.query.page ?? 1);
    },
  });
};
