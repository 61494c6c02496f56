import type { PersonalData } from '../../../core/contracts/account';
import { PersonalData as PersonalDataSchema } from '../../../core/contracts/account';
import { fieldIssueKeys } from '../../../core/contracts/auth';
import { decryptPayload, PayloadDecryptionError } from '../../../core/crypto/personal-data-cipher';
import { genderFromPersonalData, genderToPersonalData, isGender } from '../../../core/domain/gender';
import { RateLimitError, ValidationError } from '../../errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { AuthRepo } from '../auth/auth.repo';
import type { SessionStore } from '../auth/sessions';
import type { UsersRepo } from '../users/users.repo';

/** What a personal-data update came to; the routes turn it into the spec's answer. */
export type PersonalDataOutcome =
  | { status: 'rejected'; messageKey: 'payloadInvalid' | 'validation'; fields: Record<string, string> }
  | { status: 'emailTaken' }
  | { status: 'unchanged' | 'saved'; data: PersonalData };

export type AccountService = ReturnType<typeof createAccountService>;

/** A member's own account: personal data (sent encrypted with the session's key, PD-06..12) and password. */
export function createAccountService(deps: {
  users: Pick<UsersRepo, 'findById' | 'findByEmail' | 'updateProfile' | 'setPasswordHash'>;
  sessions: Pick<SessionStore, 'destroyAllOf'>;
  /** Reset links to end, and the failed sign-ins a wrong current password counts towards. */
  auth: Pick<AuthRepo, 'dropTokensOf' | 'countFailuresSince' | 'recordFailure' | 'clearFailures'>;
  /** Wrong current passwords count like failed sign-ins (issue 12 A9). */
  guessing: { maxAttempts: number; lockWindowMs: number };
}) {
  const { users, sessions, auth, guessing } = deps;

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
    async updatePersonalData(userId: number, payload: string, sessionKey: string): Promise<PersonalDataOutcome> {
      let decrypted: unknown;
      try {
        decrypted = await decryptPayload(payload, sessionKey);
      } catch (error) {
        if (error instanceof PayloadDecryptionError) return { status: 'rejected', messageKey: 'payloadInvalid', fields: {} };
        throw error;
      }
      const parsed = PersonalDataSchema.safeParse(decrypted);
      if (!parsed.success) return { status: 'rejected', messageKey: 'validation', fields: fieldIssueKeys(parsed.error) };

      const before = await personalData(userId);
      // An empty e-mail keeps the current one: the account must keep an address to sign in with.
      const next = { ...parsed.data, email: parsed.data.email || before.email };
      if (next.email !== before.email && (await users.findByEmail(next.email))) return { status: 'emailTaken' };
      const unchanged = (Object.keys(next) as Array<keyof PersonalData>).every((key) => next[key] === before[key]);
      if (unchanged) return { status: 'unchanged', data: before };
      await users.updateProfile(userId, {
        firstName: next.firstname,
        lastName: next.lastname,
        email: next.email,
        gender: genderFromPersonalData(next.gender),
      });
      return { status: 'saved', data: next };
    },

    /**
     * The current password proves it is the owner (an account made by social sign-in has none yet); every
     * session of the account and every outstanding reset link end; the caller starts a fresh session here.
     */
    async changePassword(userId: number, currentPassword: string, password: string): Promise<void> {
      const user = await users.findById(userId);
      if (!user) throw new ValidationError();
      const recent = await auth.countFailuresSince(user.email, new Date(Date.now() - guessing.lockWindowMs));
      if (recent.count >= guessing.maxAttempts) {
        throw new RateLimitError('passwordTriesExceeded', { minutes: Math.round(guessing.lockWindowMs / 60_000) });
      }
      if (user.password_hash !== '' && !(await verifyPassword(user.password_hash, currentPassword))) {
        await auth.recordFailure(user.email);
        throw new ValidationError({ currentPassword: 'currentPasswordWrong' });
      }
      await auth.clearFailures(user.email);
      await users.setPasswordHash(user.id, await hashPassword(password));
      await auth.dropTokensOf(user.id, 'password-reset');
      await sessions.destroyAllOf(user.id);
    },
  };
}
