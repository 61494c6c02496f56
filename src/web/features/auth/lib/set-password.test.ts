import { describe, expect, it } from 'vitest';
import { newPasswordError, setPasswordRemainingWarning } from './set-password';

describe('set-password checks', () => {
  it('[PWD-02] the password is trimmed and needs at least 8 characters', () => {
    expect(newPasswordError('')).toBe('passwordRequired');
    expect(newPasswordError('        ')).toBe('passwordRequired');
    expect(newPasswordError('  seven77  ')).toBe('passwordTooShort');
    expect(newPasswordError('  eight888  ')).toBeNull();
  });

  it('[PWD-06] a remaining-tries warning when 4 or fewer tries remain', () => {
    expect(setPasswordRemainingWarning({ loginAttempts: 0, maxAttempts: 5 })).toBeNull();
    expect(setPasswordRemainingWarning({ loginAttempts: 1, maxAttempts: 5 })).toBe(4);
    expect(setPasswordRemainingWarning({ loginAttempts: 4, maxAttempts: 5 })).toBe(1);
    expect(setPasswordRemainingWarning({ loginAttempts: 5, maxAttempts: 5 })).toBeNull();
  });
});
