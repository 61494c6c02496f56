import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { api } from '../../../core/routes';
import { routeFor } from '../../http/route-for';
import { requestLocale } from '../../http/request-locale';
import { presentInvoice, presentInvoiceSummary } from './specialist-clients.presenter';
import type { SpecialistClientsService } from './specialist-clients.service';

/**
 * A specialist's clients and the invoices (issue 17 A7, PROF-31, PROF-32): HTTP only. The registry gives each
 * route its schemas and guard (the specialist routes need the role), `specialist-clients.service.ts` holds the
 * rules (an accepted chat with the member), the repo the SQL and the presenter what leaves the server.
 */
export const specialistClientsRoutes: FastifyPluginAsyncZod<{ clients: SpecialistClientsService }> = async (
  app,
  { clients },
) => {
  app.route({
    ...routeFor(app, api.specialist_clients),
    handler: async (request) => clients.clients(request.signedIn.user.id),
  });

  app.route({
    ...routeFor(app, api.specialist_client_diet_assign),
    handler: async (request) => ({
      dietId: await clients.assignDiet(request.signedIn.user.id, request.params.userId, request.body.dietId),
    }),
  });

  app.route({
    ...routeFor(app, api.specialist_client_invoice),
    handler: async (request) => {
      const row = await clients.issueInvoice(
        request.signedIn.user.id,
        request.params.userId,
        request.body,
        requestLocale(request),
      );
      return { invoice: presentInvoice(row) };
    },
  });

  app.route({
    ...routeFor(app, api.invoices_list),
    handler: async (request) => {
      const { received, issued } = await clients.invoices(request.signedIn.user.id);
      return { received: received.map(presentInvoiceSummary), issued: issued.map(presentInvoiceSummary) };
    },
  });

  app.route({
    ...routeFor(app, api.invoice_pdf),
    handler: async (request, reply) => {
      const { number, bytes } = await clients.pdf(request.signedIn.user.id, request.params.id);
      return reply
        .type('application/pdf')
        .header('content-length', bytes.length)
        .header('content-disposition', `attachment; filename="${number}.pdf"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    },
  });
};
