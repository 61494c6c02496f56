import { isLocale, type Locale } from '../../../core/i18n/locales';
import { pagePath } from '../../../core/routes';
import { genderFromRegistration, type RegistrationGender } from '../../../core/domain/gender';
import { ConflictError, ForbiddenError, ValidationError } from '../../errors';
import { translatorFor } from '../../i18n';
import type { Mailer } from '../../lib/mailer';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { randomToken, tokenHash } from '../../lib/tokens';
import type { UsersRepo } from '../users/users.repo';
import { TRUSTED_DEVICE_MS, type AuthRepo } from './auth.repo';
import type { Captcha } from './captcha';
import type { EmailConfirmation } from './email-confirmation';

export const RESET_LINK_TTL_MS = 60 * 60_000;
/** Reset mails one account gets per hour, from any number of addresses (a flood would bury the real one). */
export const RESET_MAILS_PER_HOUR = 3;
/** The `nutrio_device` cookie's value: what `randomToken(32)` makes. */
const DEVICE_TOKEN = /^[A-Za-z0-9_-]{32,64}$/;
/** Rejected submissions one reset link takes before it stops working (PWD-06 warns from 4 left). */
export const RESET_LINK_MAX_TRIES = 5;

export interface AuthSettings {
  publicUrl: string;
  maxLoginAttempts: number;
  lockWindowMs: number;
}

export type LoginOutcome =
  /** `deviceToken`: the browser's cookie value, to keep (or set) so this browser stays trusted. */
  | { status: 'success'; userId: number; attempts: 0; deviceToken: string }
  | { status: 'invalid' | 'locked'; attempts: number };

export type SetPasswordOutcome =
  | { status: 'changed'; userId: number }
  | { status: 'rejected'; failures: number; messageKey: string }
  | { status: 'unusable' };

export function createAuthService(deps: {
  users: UsersRepo;
  repo: AuthRepo;
  captcha: Captcha;
  mailer: Mailer;
  confirmation: Pick<EmailConfirmation, 'send'>;
  settings: AuthSettings;
  /** Whether an admin locked the account (issue 24 A3): a locked account cannot sign in. */
  isLocked: (userId: number) => Promise<boolean>;
}) {
  const { users, repo, captcha, mailer, confirmation, settings, isLocked } = deps;
  // Verifying against a real hash when the account does not exist keeps both answers equally slow.
  const decoyHash = hashPassword(randomToken(16));

  async function failures(email: string) {
    return repo.countFailuresSince(email, new Date(Date.now() - settings.lockWindowMs));
  }

  /** Whether the browser's device cookie belongs to a recent sign-in of this account. */
  async function trusted(userId: number, deviceToken: string | undefined): Promise<boolean> {
    if (!deviceToken || !DEVICE_TOKEN.test(deviceToken)) return false;
    return repo.isTrustedDevice(userId, tokenHash(deviceToken), new Date(Date.now() - TRUSTED_DEVICE_MS));
  }

  /** The lock started: the owner hears of it, with the way to a new password (sent in the background). */
  function tellOwnerAboutLock(user: { email: string; locale: string }, attempts: number): void {
    const locale = isLocale(user.locale) ? user.locale : 'en';
    const t = translatorFor(locale);
    mailer.send({
      to: user.email,
      subject: t('mail:loginLocked.subject'),
      text: t('mail:loginLocked.body', {
        count: attempts,
        minutes: Math.round(settings.lockWindowMs / 60_000),
        link: `${settings.publicUrl}${pagePath('forgotPassword', locale, {})}`,
      }),
    });
  }

  async function requireCaptcha(payload: string): Promise<void> {
    if (!(await captcha.verify(payload)))
      throw new ValidationError({ captcha: 'captchaInvalid' }, 'captchaInvalid');
  }

  return {
    async isEmailAvailable(email: string): Promise<boolean> {
      return !(await users.findByEmail(email));
    },

    async register(input: {
      firstname: string;
      lastname: string;
      email: string;
      password: string;
      captcha: string;
      gender: RegistrationGender;
      language: Locale;
    }): Promise<number> {
      // The captcha first: without a solved one, nothing tells whether the address has an account.
      await requireCaptcha(input.captcha);
      if (await users.findByEmail(input.email))
        throw new ConflictError('emailTaken', { email: 'emailTaken' });
      const id = await users.insert({
        email: input.email,
        username: input.email,
        passwordHash: await hashPassword(input.password),
        roles: ['user'],
        firstName: input.firstname,
        lastName: input.lastname,
        gender: genderFromRegistration(input.gender),
        locale: input.language,
      });
      if (id === null) throw new ConflictError('emailTaken', { email: 'emailTaken' });
      // Signed in at once, but saving, buying and chatting wait until the address is confirmed (issue 12 A1).
      await confirmation.send({ id, email: input.email, locale: input.language }, input.email);
      return id;
    },

    /**
     * LOGIN-02/05: whether the account exists, and its failed attempts in the lock window. A browser that
     * signed in to the account before is never locked out (issue 12 A4: the lock stops guessing, not the owner).
     */
    async checkUsername(
      email: string,
      deviceToken?: string,
    ): Promise<{ status: 'valid' | 'invalid' | 'locked'; exists: boolean; attempts: number }> {
      const [user, recent] = await Promise.all([users.findByEmail(email), failures(email)]);
      const locked =
        recent.count >= settings.maxLoginAttempts && !(user && (await trusted(user.id, deviceToken)));
      if (locked) return { status: 'locked', exists: Boolean(user), attempts: recent.count };
      return { status: user ? 'valid' : 'invalid', exists: Boolean(user), attempts: recent.count };
    },

    /**
     * LOGIN-12/13: at most `maxLoginAttempts` failures per account in the lock window, then locked for every
     * browser that has not signed in to the account before, unless the try comes with a solved harder
     * captcha (each such try still counts); the owner gets an e-mail when the lock starts.
     */
    async login(
      input: { username: string; password: string; captcha: string },
      deviceToken?: string,
    ): Promise<LoginOutcome> {
      const before = await failures(input.username);
      const user = await users.findByEmail(input.username);
      const locked =
        before.count >= settings.maxLoginAttempts && !(user && (await trusted(user.id, deviceToken)));
      // Locked: only a solved harder check lets the password be tried at all (issue 12 A4).
      if (locked && !(await captcha.verify(input.captcha, 'hard')))
        return { status: 'locked', attempts: before.count };
      if (!locked) await requireCaptcha(input.captcha);
      const valid =
        user && user.password_hash !== ''
          ? await verifyPassword(user.password_hash, input.password)
          : (await verifyPassword(await decoyHash, input.password), false);
      if (user && valid) {
        // Told only to whoever knows the password: the lock is no secret from the account's owner.
        if (await isLocked(user.id)) throw new ForbiddenError('accountLocked', 'account_disabled');
        await repo.clearFailures(input.username);
        const device = deviceToken && DEVICE_TOKEN.test(deviceToken) ? deviceToken : randomToken(32);
        await repo.trustDevice(user.id, tokenHash(device));
        return { status: 'success', userId: user.id, attempts: 0, deviceToken: device };
      }
      await repo.recordFailure(input.username);
      const attempts = before.count + 1;
      if (user && attempts === settings.maxLoginAttempts) tellOwnerAboutLock(user, attempts);
      return { status: attempts >= settings.maxLoginAttempts ? 'locked' : 'invalid', attempts };
    },

    /**
     * PWD-08: the same answer, as fast, whether or not the address has an account: after the captcha, the
     * account lookup, the link and the mail all happen in the background (issue 12 A11).
     */
    async requestPasswordReset(input: { email: string; captcha: string; language: Locale }): Promise<void> {
      await requireCaptcha(input.captcha);
      mailer.later(async () => {
        const user = await users.findByEmail(input.email);
        if (!user) return null;
        // Counted in the database (used links included), so every app instance shares the cap; the account's
        // row is held while counting and issuing, so requests at the same moment cannot all slip under it.
        const lastHour = new Date(Date.now() - 60 * 60_000);
        const token = await repo.lockedForUser(user.id, async (locked) => {
          if ((await locked.countTokensSince(user.id, 'password-reset', lastHour)) >= RESET_MAILS_PER_HOUR)
            return null;
          // Only the newest link works: an older one in a mailbox may be someone else's.
          await locked.revokeTokensOf(user.id, 'password-reset');
          const issued = randomToken(32);
          await locked.insertToken({
            hash: tokenHash(issued),
            purpose: 'password-reset',
            userId: user.id,
            expiresAt: new Date(Date.now() + RESET_LINK_TTL_MS),
          });
          return issued;
        });
        if (token === null) return null;
        const t = translatorFor(input.language);
        const link = `${settings.publicUrl}${pagePath('setNewPassword', input.language, { token })}`;
        return {
          to: user.email,
          subject: t('mail:passwordReset.subject'),
          text: t('mail:passwordReset.body', { link, minutes: RESET_LINK_TTL_MS / 60_000 }),
        };
      });
    },

    /** A reset link sets a new password once, within the hour; every session of the user ends. */
    async setPassword(input: { token: string; password: string }): Promise<SetPasswordOutcome> {
      const hash = tokenHash(input.token);
      const row = await repo.findToken(hash, 'password-reset');
      if (
        !row ||
        row.used_at ||
        row.user_id === null ||
        Date.parse(row.expires_at) <= Date.now() ||
        row.failures >= RESET_LINK_MAX_TRIES
      ) {
        return { status: 'unusable' };
      }
      const user = await users.findById(row.user_id);
      if (!user) return { status: 'unusable' };
      if (user.password_hash !== '' && (await verifyPassword(user.password_hash, input.password))) {
        await repo.countTokenFailure(hash);
        return { status: 'rejected', failures: row.failures + 1, messageKey: 'passwordUnchanged' };
      }
      if (!(await repo.useToken(hash))) return { status: 'unusable' };
      await users.setPasswordHash(user.id, await hashPassword(input.password));
      // The link came to the account's address: whoever opened it reads that mailbox.
      if (user.email_verified_at === null) await users.confirmEmail(user.id, user.email);
      await repo.dropTokensOf(user.id, 'password-reset');
      await repo.clearFailures(user.email);
      return { status: 'changed', userId: user.id };
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
