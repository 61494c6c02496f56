import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { api } from '../../../core/routes';
import { routeFor } from '../../http/route-for';
import type { ChatService } from './chat.service';
import type { ChatStreams } from './chat.stream';

/** Chat (A §7, ARCHITECTURE §7): HTTP only; `chat.service.ts` holds the rules, `chat.stream.ts` the live stream. */
export const chatRoutes: FastifyPluginAsyncZod<{ chats: ChatService; streams: ChatStreams }> = async (
  app,
  { chats, streams },
) => {
  app.route({
    ...routeFor(app, api.chat_list),
    handler: async (request) => chats.list(request.signedIn.user.id),
  });

  app.route({
    ...routeFor(app, api.chat_stream),
    handler: (request, reply) => streams.serve(request, reply),
  });

  app.route({
    ...routeFor(app, api.chat_show),
    handler: async (request) => ({
      chat: await chats.show(request.signedIn.user.id, request.params.uid, request.query.before),
    }),
  });

  app.route({
    ...routeFor(app, api.chat_create),
    handler: async (request) => {
      const { chat, reason } = await chats.create(
        request.signedIn.user.id,
        request.body.receiver,
        request.body.message,
      );
      return { success: true, chat, reason, error: null };
    },
  });

  app.route({
    ...routeFor(app, api.chat_send),
    handler: async (request) => ({
      success: true,
      message: await chats.send(request.signedIn.user.id, request.params.uid, request.body.message),
      error: null,
    }),
  });

  for (const [route, status] of [
    [api.chat_accept, 'accepted'],
    [api.chat_reject, 'rejected'],
  ] as const) {
    app.route({
      ...routeFor(app, route),
      handler: async (request) => ({
        chat: await chats.answer(request.signedIn.user.id, request.params.uid, status),
      }),
    });
  }

  for (const [route, blocked] of [
    [api.chat_block, true],
    [api.chat_unblock, false],
  ] as const) {
    app.route({
      ...routeFor(app, route),
      handler: async (request) => ({
        chat: await chats.setBlock(request.signedIn.user.id, request.params.uid, blocked),
      }),
    });
  }
};
