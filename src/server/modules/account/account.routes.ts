import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { api } from '../../../core/routes';
import { routeFor } from '../../http/route-for';
import { requestLocale } from '../../http/request-locale';
import { errorText, translatorFor } from '../../i18n';
import type { AccountService } from './account.service';

export const accountRoutes: FastifyPluginAsyncZod<{ account: AccountService }> = async (app, { account }) => {
  app.route({
    ...routeFor(app, api.account_personal_data_show),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return {
        data: await account.personalData(request.signedIn.user.id),
        keySecret: request.signedIn.dataSecret,
      };
    },
  });

  /** PD-06..12: 400 for a payload that cannot be read or fails the form's rules, 409 for an address in use. */
  app.route({
    ...routeFor(app, api.account_personal_data),
    handler: async (request, reply) => {
      const { user, dataSecret } = request.signedIn;
      const locale = requestLocale(request);
      const outcome = await account.updatePersonalData(user.id, request.body.payload, dataSecret);
      const fail = (status: 400 | 409, messageKey: string, fields: Record<string, string>) =>
        reply.code(status).send({
          status: 'error' as const,
          message: errorText(locale, messageKey),
          errors: Object.fromEntries(
            Object.entries(fields).map(([field, key]) => [field, errorText(locale, key)]),
          ),
          data: null,
        });
      if (outcome.status === 'rejected') return fail(400, outcome.messageKey, outcome.fields);
      if (outcome.status === 'emailTaken') return fail(409, 'validation', { email: 'emailTaken' });
      const t = translatorFor(locale);
      if (outcome.status === 'unchanged') {
        return {
          status: 'warning' as const,
          message: t('account:personalData.unchanged'),
          errors: {},
          data: outcome.data,
        };
      }
      const { pendingEmail } = outcome;
      return pendingEmail
        ? {
            status: 'success' as const,
            message: t('account:personalData.emailPending', { email: pendingEmail }),
            errors: {},
            data: outcome.data,
            pendingEmail,
          }
        : {
            status: 'success' as const,
            message: t('account:personalData.saved'),
            errors: {},
            data: outcome.data,
          };
    },
  });

  /** A new confirmation link for the account's address (at most three mails an hour). */
  app.route({
    ...routeFor(app, api.account_email_verification),
    handler: async (request) => {
      const status = await account.resendConfirmation(request.signedIn.user.id);
      const t = translatorFor(requestLocale(request));
      return {
        status,
        message:
          status === 'sent'
            ? t('account:emailVerification.sent', { email: request.signedIn.user.email })
            : t('account:emailVerification.alreadyVerified'),
      };
    },
  });

  /** A signed-in password change: other sessions end, this browser gets a new one (and a new CSRF token). */
  app.route({
    ...routeFor(app, api.account_password_change),
    handler: async (request, reply) => {
      const userId = request.signedIn.user.id;
      await account.changePassword(userId, request.body.currentPassword, request.body.password);
      await app.signIn(request, reply, userId);
      return {
        success: true as const,
        message: translatorFor(requestLocale(request))('account:password.changed'),
        csrfToken: request.signedIn.csrfToken,
      };
    },
  });
};
