import { z } from 'zod';
import { isLocale, type Locale } from '../../../core/i18n/locales';
import { api, apiHref, pagePath } from '../../../core/routes';
import { translatorFor } from '../../i18n';
import type { Mailer } from '../../lib/mailer';
import { randomToken, tokenHash } from '../../lib/tokens';
import type { UsersRepo } from '../users/users.repo';
import type { AuthRepo } from './auth.repo';

/** A confirmation link works for three days (allauth's default), once. */
export const CONFIRM_LINK_TTL_MS = 3 * 86_400_000;
/** Confirmation mails one account gets per hour (registration, resends and address changes together). */
export const CONFIRM_MAILS_PER_HOUR = 3;

const Payload = z.object({ email: z.string().min(3) });

export type ConfirmationOutcome =
  /** `verified`: the account's own address is confirmed; `changed`: the account moved to a new one. */
  | { status: 'verified' | 'changed'; userId: number; locale: Locale }
  /** Another account took the new address meanwhile. */
  | { status: 'taken'; locale: Locale }
  | { status: 'expired' };

function payloadOf(text: string): z.infer<typeof Payload> | null {
  try {
    const parsed = Payload.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function localeOf(user: { locale: string }): Locale {
  return isLocale(user.locale) ? user.locale : 'en';
}

/**
 * Proves that the owner of an account reads an address (issue 12 A1, A9): a link sent to it makes it the
 * account's confirmed address — the registered one (verification) or a new one (an address change, which
 * the old address hears of). Until then the account's address counts as unconfirmed and a social sign-in
 * with it never joins the account.
 */
export function createEmailConfirmation(deps: {
  users: Pick<UsersRepo, 'findById' | 'confirmEmail'>;
  tokens: Pick<AuthRepo, 'insertToken' | 'findToken' | 'useToken' | 'dropTokensOf' | 'countTokensSince'>;
  mailer: Mailer;
  publicUrl: string;
}) {
  const { users, tokens, mailer, publicUrl } = deps;

  return {
    /**
     * Mails a link that confirms `email` for the user: `limited` when the account had its mails for this
     * hour (counted in the database, so every app instance shares the cap).
     */
    async send(
      user: { id: number; email: string; locale: string },
      email: string,
    ): Promise<'sent' | 'limited'> {
      const since = new Date(Date.now() - 60 * 60_000);
      if ((await tokens.countTokensSince(user.id, 'email-confirm', since)) >= CONFIRM_MAILS_PER_HOUR)
        return 'limited';
      const token = randomToken(32);
      await tokens.insertToken({
        hash: tokenHash(token),
        purpose: 'email-confirm',
        userId: user.id,
        payload: { email } satisfies z.infer<typeof Payload>,
        expiresAt: new Date(Date.now() + CONFIRM_LINK_TTL_MS),
      });
      const locale = localeOf(user);
      const t = translatorFor(locale);
      const link = `${publicUrl}${apiHref(api.auth_email_confirm, { token })}`;
      const days = CONFIRM_LINK_TTL_MS / 86_400_000;
      const change = email !== user.email;
      mailer.send({
        to: email,
        subject: t(change ? 'mail:emailChange.subject' : 'mail:emailConfirm.subject'),
        text: t(change ? 'mail:emailChange.body' : 'mail:emailConfirm.body', { link, days }),
      });
      if (change) {
        // The old address hears of it: if a stranger is in the account, its owner can take it back.
        mailer.send({
          to: user.email,
          subject: t('mail:emailChangeNotice.subject'),
          text: t('mail:emailChangeNotice.body', {
            email,
            link: `${publicUrl}${pagePath('forgotPassword', locale, {})}`,
          }),
        });
      }
      return 'sent';
    },

    /** A link from `send`: once, within its time; the address it names becomes the account's, confirmed. */
    async confirm(token: string): Promise<ConfirmationOutcome> {
      const hash = tokenHash(token);
      const row = await tokens.findToken(hash, 'email-confirm');
      const payload = row ? payloadOf(row.payload) : null;
      if (
        !row ||
        !payload ||
        row.used_at ||
        row.user_id === null ||
        Date.parse(row.expires_at) <= Date.now()
      ) {
        return { status: 'expired' };
      }
      const user = await users.findById(row.user_id);
      if (!user || !(await tokens.useToken(hash))) return { status: 'expired' };
      const locale = localeOf(user);
      if (!(await users.confirmEmail(user.id, payload.email))) return { status: 'taken', locale };
      if (payload.email === user.email) return { status: 'verified', userId: user.id, locale };
      // The address moved: links to the old one (confirmations, password resets) must not work any more.
      await tokens.dropTokensOf(user.id, 'email-confirm');
      await tokens.dropTokensOf(user.id, 'password-reset');
      return { status: 'changed', userId: user.id, locale };
    },
  };
}
export type EmailConfirmation = ReturnType<typeof createEmailConfirmation>;
