import { describe, expect, it } from 'vitest';
import { MIN_PASSWORD_LENGTH, NewPasswordField, RegistrationDetails, SetPasswordRequest } from './auth';
import { SHOP_SORTS } from './catalogue-options';

describe('business constants (B §9)', () => {
  it('[CONST-08] the global sort options, in order', () => {
    expect(SHOP_SORTS).toEqual([
      'id_desc',
      'id_asc',
      'name_asc',
      'name_desc',
      'price_asc',
      'price_desc',
      'discount',
    ]);
  });

  it('[CONST-09] a password has at least 8 characters everywhere: registration, a new password, a password change', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(8);
    const registration = (password: string) =>
      RegistrationDetails.safeParse({
        firstname: 'Ada',
        lastname: 'Nowak',
        email: 'ada@example.com',
        password,
        confirmPassword: password,
      }).success;
    expect(registration('1234567')).toBe(false);
    expect(registration('12345678')).toBe(true);
    const setPassword = (password: string) =>
      SetPasswordRequest.safeParse({ token: 'x'.repeat(32), password, language: 'en' }).success;
    expect(setPassword('1234567')).toBe(false);
    expect(setPassword('12345678')).toBe(true);
    // The change form shares the new-password field; surrounding spaces do not count.
    expect(NewPasswordField.safeParse('  1234567  ').success).toBe(false);
    expect(NewPasswordField.safeParse('12345678').success).toBe(true);
  });
});
