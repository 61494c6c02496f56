import {
  PersonalData,
  PersonalDataResponse,
  PersonalDataShowResponse,
  PersonalDataUpdateRequest,
} from '../../../core/contracts/account';
import { ErrorBody } from '../../../core/contracts/common';
import { fieldIssueKeys, PasswordChangeRequest, PasswordChangeResponse } from '../../../core/contracts/auth';
import { decryptPayload, PayloadDecryptionError } from '../../../core/crypto/personal-data-cipher';
import { genderFromPersonalData, genderToPersonalData, isGender } from '../../../core/domain/gender';
import { api } from '../../../core/routes';
import type { App } from '../../app';
import { ValidationError } from '../../errors';
import { routeFor } from '../../http/route-for';
import { requestLocale } from '../../http/request-locale';
import { errorText, translatorFor } from '../../i18n';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { UsersRepo } from '../users/users.repo';

export function registerAccountRoutes(app: App, { users }: { users: UsersRepo }): void {
  const tags = ['account'];

  async function currentProfile(userId: number): Promise<PersonalData> {
    const user = await users.findById(userId);
    if (!user) throw new ValidationError();
    return {
      firstname: user.first_name,
      lastname: user.last_name,
      email: user.email,
      gender: genderToPersonalData(isGender(user.gender) ? user.gender : 'unspecified'),
    };
  }

  app.route({
    ...routeFor(app, api.account_personal_data_show),
    preHandler: app.requireUser,
    schema: { tags, response: { 200: PersonalDataShowResponse } },
    handler: async (request, reply) => {
      const session = request.session!;
      reply.header('cache-control', 'no-store');
      return { data: await currentProfile(session.user.id), keySecret: session.dataSecret };
    },
  });

  /** PD-06..12: the blob is decrypted with this session's key, then checked with the form's own rules. */
  app.route({
    ...routeFor(app, api.account_personal_data),
    preHandler: app.requireUser,
    schema: {
      tags,
      body: PersonalDataUpdateRequest,
      response: { 200: PersonalDataResponse, 400: PersonalDataResponse.or(ErrorBody), 409: PersonalDataResponse },
    },
    handler: async (request, reply) => {
      const session = request.session!;
      const locale = requestLocale(request);
      const t = translatorFor(locale);
      const fail = (status: 400 | 409, messageKey: string, errors: Record<string, string> = {}) =>
        reply.code(status).send({
          status: 'error' as const,
          message: errorText(locale, messageKey),
          errors: Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, errorText(locale, key)])),
          data: null,
        });

      let decrypted: unknown;
      try {
        decrypted = await decryptPayload(request.body.payload, session.dataSecret);
      } catch (error) {
        if (error instanceof PayloadDecryptionError) return fail(400, 'payloadInvalid');
        throw error;
      }
      const parsed = PersonalData.safeParse(decrypted);
      if (!parsed.success) return fail(400, 'validation', fieldIssueKeys(parsed.error));

      const before = await currentProfile(session.user.id);
      // An empty e-mail keeps the current one: the account must keep an address to sign in with.
      const next = { ...parsed.data, email: parsed.data.email || before.email };
      if (next.email !== before.email && (await users.findByEmail(next.email))) {
        return fail(409, 'validation', { email: 'emailTaken' });
      }
      const unchanged = (Object.keys(next) as Array<keyof PersonalData>).every((key) => next[key] === before[key]);
      if (unchanged) return { status: 'warning' as const, message: t('account:personalData.unchanged'), errors: {}, data: before };
      await users.updateProfile(session.user.id, {
        firstName: next.firstname,
        lastName: next.lastname,
        email: next.email,
        gender: genderFromPersonalData(next.gender),
      });
      return { status: 'success' as const, message: t('account:personalData.saved'), errors: {}, data: next };
    },
  });

  /** A signed-in password change: the current password proves it is the owner; other sessions end. */
  app.route({
    ...routeFor(app, api.account_password_change),
    preHandler: app.requireUser,
    schema: { tags, body: PasswordChangeRequest, response: { 200: PasswordChangeResponse } },
    handler: async (request, reply) => {
      const session = request.session!;
      const user = await users.findById(session.user.id);
      if (!user) throw new ValidationError();
      if (user.password_hash !== '' && !(await verifyPassword(user.password_hash, request.body.currentPassword))) {
        throw new ValidationError({ currentPassword: 'currentPasswordWrong' });
      }
      await users.setPasswordHash(user.id, await hashPassword(request.body.password));
      await app.sessions.destroyAllOf(user.id);
      await app.signIn(request, reply, user.id);
      return {
        success: true as const,
        message: translatorFor(requestLocale(request))('account:password.changed'),
        csrfToken: request.session?.csrfToken ?? null,
      };
    },
  });
}
