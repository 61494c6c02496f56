import { NewPasswordField } from '../../../../core/contracts/auth';

/** PWD-06: a remaining-tries warning shows from this many tries left on the link. */
export const SET_PASSWORD_WARN_FROM_REMAINING = 4;

/** PWD-02: trimmed, then required and at least 8 characters; the message key, or null when fine. */
export function newPasswordError(password: string): string | null {
  const result = NewPasswordField.safeParse(password);
  return result.success ? null : (result.error.issues[0]?.message ?? 'passwordTooShort');
}

/** PWD-06: the tries left when 4 or fewer remain (and some do), else null. */
export function setPasswordRemainingWarning(answer: {
  loginAttempts: number;
  maxAttempts: number;
}): number | null {
  const remaining = Math.max(0, answer.maxAttempts - answer.loginAttempts);
  return remaining > 0 && remaining <= SET_PASSWORD_WARN_FROM_REMAINING ? remaining : null;
}
