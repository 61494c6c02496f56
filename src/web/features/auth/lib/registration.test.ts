import { describe, expect, it } from 'vitest';
import { RegisterRequest } from '../../../../core/contracts/auth';
import { detailsErrors, emailStepError, firstDetailsError, GENDER_OPTIONS } from './registration';

const valid = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  email: 'ada@example.com',
  password: 'analytical',
  confirmPassword: 'analytical',
};

describe('registration checks', () => {
  it('[REG-02] an empty e-mail (or only spaces) is required', () => {
    expect(emailStepError('')).toBe('emailRequired');
    expect(emailStepError('   ')).toBe('emailRequired');
  });

  it('[REG-03] a malformed e-mail is invalid; a well-formed one passes', () => {
    expect(emailStepError('ada@')).toBe('emailInvalid');
    expect(emailStepError('ada.example.com')).toBe('emailInvalid');
    expect(emailStepError(' Ada@Example.com ')).toBeNull();
  });

  it('[REG-07] the first name is required', () => {
    expect(detailsErrors({ ...valid, firstname: ' ' })).toEqual({ firstname: 'firstNameRequired' });
  });

  it('[REG-08] the last name is required', () => {
    expect(detailsErrors({ ...valid, lastname: '' })).toEqual({ lastname: 'lastNameRequired' });
  });

  it('[REG-09] the e-mail is required', () => {
    expect(detailsErrors({ ...valid, email: '' })).toEqual({ email: 'emailRequired' });
  });

  it('[REG-10] the e-mail must be valid', () => {
    expect(detailsErrors({ ...valid, email: 'ada@nowhere' })).toEqual({ email: 'emailInvalid' });
  });

  it('[REG-11] the password is required', () => {
    expect(detailsErrors({ ...valid, password: '', confirmPassword: '' })).toEqual({
      password: 'passwordRequired',
    });
  });

  it('[REG-12] the password has at least 8 characters', () => {
    expect(detailsErrors({ ...valid, password: 'seven77', confirmPassword: 'seven77' })).toEqual({
      password: 'passwordTooShort',
    });
    expect(detailsErrors({ ...valid, password: 'eight888', confirmPassword: 'eight888' })).toEqual({});
  });

  it('[REG-13] the confirmation equals the password', () => {
    expect(detailsErrors({ ...valid, confirmPassword: 'analyticaL' })).toEqual({
      confirmPassword: 'passwordsDiffer',
    });
  });

  it('[REG-14] details are checked in the spec order', () => {
    const steps: [Partial<typeof valid>, string][] = [
      [{ firstname: '' }, 'firstNameRequired'],
      [{ lastname: '' }, 'lastNameRequired'],
      [{ email: '' }, 'emailRequired'],
      [{ email: 'nope' }, 'emailInvalid'],
      [{ password: '' }, 'passwordRequired'],
      [{ password: 'short' }, 'passwordTooShort'],
      [{ confirmPassword: 'other-password' }, 'passwordsDiffer'],
    ];
    // Everything wrong at once: fixing the reported problem reveals the next one, in REG-07..13 order.
    let values = { firstname: '', lastname: '', email: '', password: '', confirmPassword: 'x' };
    const seen: string[] = [];
    for (const [, expected] of steps) {
      const first = firstDetailsError(values);
      seen.push(first?.key ?? 'none');
      if (!first) break;
      if (first.key === 'emailRequired') values = { ...values, email: 'nope' };
      else if (first.key === 'passwordRequired') values = { ...values, password: 'short' };
      else values = { ...values, [first.field]: valid[first.field] };
      expect(seen.at(-1)).toBe(expected);
    }
    expect(seen).toEqual(steps.map(([, key]) => key));
    values = { ...values, confirmPassword: values.password };
    expect(firstDetailsError(values)).toBeNull();
  });

  it('[REG-14] each field shows its own first problem', () => {
    expect(
      detailsErrors({ firstname: '', lastname: '', email: 'bad', password: 'short', confirmPassword: '' }),
    ).toEqual({
      firstname: 'firstNameRequired',
      lastname: 'lastNameRequired',
      email: 'emailInvalid',
      password: 'passwordTooShort',
      confirmPassword: 'passwordsDiffer',
    });
  });

  it('[REG-18] [REG-28] the gender choices are men, woman and divers, plus "not given"', () => {
    expect(GENDER_OPTIONS).toEqual(['', 'men', 'woman', 'divers']);
    for (const gender of GENDER_OPTIONS) {
      expect(RegisterRequest.safeParse({ ...valid, captcha: 'x', gender, language: 'en' }).success).toBe(
        true,
      );
    }
    expect(
      RegisterRequest.safeParse({ ...valid, captcha: 'x', gender: 'male', language: 'en' }).success,
    ).toBe(false);
  });
});
