import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { api } from '../../../../core/routes';
import { routeFor } from '../../../http/route-for';
import type { DirectoryService } from './directory.service';

/** The chat module's port the contact form needs: a message that starts (or joins) a chat. */
export interface ChatStarter {
  create(userId: number, receiverId: number, content: string): Promise<{ chat: { uid: string } }>;
}

/**
 * A specialist's contact (B §2 "Specialist profile page", issue 17 A4): who the message goes to, for signed-in
 * members (ROLE-19); the message itself becomes a pending chat with the specialist through the chat module.
 */
export const contactRoutes: FastifyPluginAsyncZod<{
  directory: DirectoryService;
  chats: ChatStarter;
}> = async (app, { directory, chats }) => {
  app.route({
    ...routeFor(app, api.specialist_contact_reveal),
    handler: async (request) => {
      const { name, email } = await directory.contact(request.params.id);
      return { name, email };
    },
  });
  app.route({
    ...routeFor(app, api.specialist_contact_submit),
    handler: async (request) => {
      const { userId } = await directory.contact(request.params.id);
      const { chat } = await chats.create(request.signedIn.user.id, userId, request.body.message);
      return { success: true as const, chat: chat.uid };
    },
  });
};
