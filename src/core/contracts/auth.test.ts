import { describe, expect, it } from 'vitest';
import { EmailField, firstIssueKey, NewPasswordField, RegistrationDetails } from './auth';
import { PersonalData } from './account';

const valid = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  email: 'ada@example.com',
  password: 'analytical',
  confirmPassword: 'analytical',
};

function firstError(input: Record<string, unknown>): string | null {
  const result = RegistrationDetails.safeParse(input);
  return result.success ? null : firstIssueKey(result.error);
}

describe('registration rules', () => {
  it('[REG-07][REG-08][REG-09][REG-10][REG-11][REG-12][REG-13][REG-14] each check, reported in the spec order', () => {
    const steps: Array<[Record<string, unknown>, string]> = [
      [{ ...valid, firstname: '  ', lastname: '', email: '', password: '' }, 'firstNameRequired'],
      [{ ...valid, lastname: '', email: '', password: '' }, 'lastNameRequired'],
      [{ ...valid, email: ' ', password: '' }, 'emailRequired'],
      [{ ...valid, email: 'ada@', password: '' }, 'emailInvalid'],
      [{ ...valid, password: '', confirmPassword: '' }, 'passwordRequired'],
      [{ ...valid, password: 'seven77', confirmPassword: 'seven77' }, 'passwordTooShort'],
      [{ ...valid, confirmPassword: 'analyticaL' }, 'passwordsDiffer'],
    ];
    for (const [input, expected] of steps) expect(firstError(input)).toBe(expected);
    expect(firstError(valid)).toBeNull();
  });

  it('[REG-02][REG-03] the e-mail: empty → required, malformed → invalid, stored lower-case', () => {
    expect(EmailField.safeParse('').error?.issues[0]?.message).toBe('emailRequired');
    expect(EmailField.safeParse('a b@c').error?.issues[0]?.message).toBe('emailInvalid');
    expect(EmailField.parse(' Ada@Example.COM ')).toBe('ada@example.com');
  });

  it('[PWD-02] a new password is trimmed and needs 8 characters', () => {
    expect(NewPasswordField.parse('  12345678  ')).toBe('12345678');
    expect(NewPasswordField.safeParse('  1234567  ').error?.issues[0]?.message).toBe('passwordTooShort');
  });
});

describe('personal data rules', () => {
  it('[PD-03][PD-04][PD-05] names trimmed, e-mail optional but valid, gender from the four values', () => {
    expect(PersonalData.parse({ firstname: ' A ', lastname: ' B ', email: '', gender: '' })).toEqual({
      firstname: 'A',
      lastname: 'B',
      email: '',
      gender: '',
    });
    expect(
      PersonalData.safeParse({ firstname: '', lastname: '', email: 'x@', gender: 'man' }).error?.issues[0]
        ?.message,
    ).toBe('emailInvalid');
    for (const gender of ['', 'diverse', 'man', 'woman']) {
      expect(PersonalData.safeParse({ firstname: '', lastname: '', email: '', gender }).success).toBe(true);
    }
    expect(PersonalData.safeParse({ firstname: '', lastname: '', email: '', gender: 'male' }).success).toBe(
      false,
    );
  });
});
