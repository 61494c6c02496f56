import { PersonalDataSubmission, type PersonalData } from '../../../core/contracts/account';
import { fieldIssueKeys } from '../../../core/contracts/auth';
import { decryptPayload, PayloadDecryptionError } from '../../../core/crypto/personal-data-cipher';
import { genderFromPersonalData, genderToPersonalData, isGender } from '../../../core/domain/gender';
import { RateLimitError, ValidationError } from '../../errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { AuthRepo } from '../auth/auth.repo';
import type { EmailConfirmation } from '../auth/email-confirmation';
import type { SessionStore } from '../auth/sessions';
import type { UsersRepo } from '../users/users.repo';

/** What a personal-data update came to; the routes turn it into the spec's answer. */
export type PersonalDataOutcome =
  | { status: 'rejected'; messageKey: 'payloadInvalid' | 'validation'; fields: Record<string, string> }
  | { status: 'emailTaken' }
  /** `pendingEmail`: the new address, kept aside until its owner opens the link mailed to it. */
  | { status: 'unchanged' | 'saved'; data: PersonalData; pendingEmail?: string };

export type AccountService = ReturnType<typeof createAccountService>;

/** A member's own account: personal data (sent encrypted with the session's key, PD-06..12) and password. */
export function createAccountService(deps: {
  users: Pick<UsersRepo, 'findById' | 'findByEmail' | 'updateProfile' | 'setPasswordHash'>;
  sessions: Pick<SessionStore, 'destroyAllOf'>;
  /** Links that confirm an address: the registered one (a resend) or a new one (issue 12 A1, A9). */
  confirmation: Pick<EmailConfirmation, 'send'>;
  /** Reset links to end, and the failed sign-ins a wrong current password counts towards. */
  auth: Pick<AuthRepo, 'dropTokensOf' | 'countFailuresSince' | 'recordFailure' | 'clearFailures'>;
  /** Wrong current passwords count like failed sign-ins (issue 12 A9). */
  guessing: { maxAttempts: number; lockWindowMs: number };
}) {
  const { users, sessions, auth, confirmation, guessing } = deps;

  /** Refuses while the account is locked against guessing; a wrong password counts towards the lock. */
  async function checkCurrentPassword(
    user: { email: string; password_hash: string },
    currentPassword: string,
  ): Promise<boolean> {
    const recent = await auth.countFailuresSince(user.email, new Date(Date.now() - guessing.lockWindowMs));
    if (recent.count >= guessing.maxAttempts) {
      throw new RateLimitError('passwordTriesExceeded', {
        minutes: Math.round(guessing.lockWindowMs / 60_000),
      });
    }
    if (user.password_hash === '' || !(await verifyPassword(user.password_hash, currentPassword))) {
      await auth.recordFailure(user.email);
      return false;
    }
    await auth.clearFailures(user.email);
    return true;
  }

  async function personalData(userId: number): Promise<PersonalData> {
    const user = await users.findById(userId);
    if (!user) throw new ValidationError();
    return {
      firstname: user.first_name,
      lastname: user.last_name,
      email: user.email,
      gender: genderToPersonalData(isGender(user.gender) ? user.gender : 'unspecified'),
    };
  }

  return {
    personalData,

    /** The blob is decrypted with this session's key, then checked with the form's own rules. */
    async updatePersonalData(
      userId: number,
      payload: string,
      sessionKey: string,
    ): Promise<PersonalDataOutcome> {
      let decrypted: unknown;
      try {
        decrypted = await decryptPayload(payload, sessionKey);
      } catch (error) {
        if (error instanceof PayloadDecryptionError)
          return { status: 'rejected', messageKey: 'payloadInvalid', fields: {} };
        throw error;
      }
      const parsed = PersonalDataSubmission.safeParse(decrypted);
      if (!parsed.success)
        return { status: 'rejected', messageKey: 'validation', fields: fieldIssueKeys(parsed.error) };
      const { currentPassword, ...form } = parsed.data;

      const user = await users.findById(userId);
      if (!user) throw new ValidationError();
      const before = await personalData(userId);
      // An empty e-mail keeps the current one: the account must keep an address to sign in with.
      const wantedEmail = form.email || before.email;
      let pendingEmail: string | undefined;
      if (wantedEmail !== before.email) {
        // A new address needs the password (a stolen session alone cannot move the account) and a link
        // opened from the new address; the old one is told (issue 12 A9).
        const reject = (field: string, key: string): PersonalDataOutcome => ({
          status: 'rejected',
          messageKey: 'validation',
          fields: { [field]: key },
        });
        if (user.password_hash === '') return reject('email', 'emailChangeSetPasswordFirst');
        if (!currentPassword) return reject('currentPassword', 'emailChangeNeedsPassword');
        if (!(await checkCurrentPassword(user, currentPassword)))
          return reject('currentPassword', 'currentPasswordWrong');
        if (await users.findByEmail(wantedEmail)) return { status: 'emailTaken' };
        if ((await confirmation.send(user, wantedEmail)) === 'limited')
          return reject('email', 'confirmationMailsLimited');
        pendingEmail = wantedEmail;
      }
      const next: PersonalData = { ...form, email: before.email };
      const unchanged = (Object.keys(next) as Array<keyof PersonalData>).every(
        (key) => next[key] === before[key],
      );
      if (unchanged && !pendingEmail) return { status: 'unchanged', data: before };
      if (!unchanged) {
        await users.updateProfile(userId, {
          firstName: next.firstname,
          lastName: next.lastname,
          gender: genderFromPersonalData(next.gender),
        });
      }
      return pendingEmail ? { status: 'saved', data: next, pendingEmail } : { status: 'saved', data: next };
    },

    /** A new link for the account's own address; `alreadyVerified` when there is nothing to confirm. */
    async resendConfirmation(userId: number): Promise<'sent' | 'alreadyVerified'> {
      const user = await users.findById(userId);
      if (!user) throw new ValidationError();
      if (user.email_verified_at !== null) return 'alreadyVerified';
      if ((await confirmation.send(user, user.email)) === 'limited')
        throw new RateLimitError('confirmationMailsLimited');
      return 'sent';
    },

    /**
     * The current password proves it is the owner (an account made by social sign-in has none yet); every
     * session of the account and every outstanding reset link end; the caller starts a fresh session here.
     */
    async changePassword(userId: number, currentPassword: string, password: string): Promise<void> {
      const user = await users.findById(userId);
      if (!user) throw new ValidationError();
      if (user.password_hash !== '' && !(await checkCurrentPassword(user, currentPassword))) {
        throw new ValidationError({ currentPassword: 'currentPasswordWrong' });
      }
      await users.setPasswordHash(user.id, await hashPassword(password));
      await auth.dropTokensOf(user.id, 'password-reset');
      await sessions.destroyAllOf(user.id);
    },
  };
}
