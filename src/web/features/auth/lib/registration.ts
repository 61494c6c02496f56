import {
  EmailField,
  fieldIssueKeys,
  RegistrationDetails,
  RegistrationGender,
} from '../../../../core/contracts/auth';

export type DetailsField = 'firstname' | 'lastname' | 'email' | 'password' | 'confirmPassword';

/** The fields of step 2 in the order their checks run (REG-07..13), which is also the order on screen. */
export const DETAILS_FIELDS: readonly DetailsField[] = [
  'firstname',
  'lastname',
  'email',
  'password',
  'confirmPassword',
];

/** REG-18: the gender choices, "not given" first. */
export const GENDER_OPTIONS: readonly RegistrationGender[] = [
  '',
  ...RegistrationGender.options.filter((g) => g !== ''),
];
export type RegistrationGender = (typeof RegistrationGender.options)[number];

/** Step 2's form: the contract's details (REG-07..13) and the gender (REG-18). */
export const DetailsForm = RegistrationDetails.safeExtend({ gender: RegistrationGender });

/** REG-02/03: the e-mail step's message key (`emailRequired`, `emailInvalid`), or null when the address is fine. */
export function emailStepError(email: string): string | null {
  const result = EmailField.safeParse(email);
  return result.success ? null : (result.error.issues[0]?.message ?? 'emailInvalid');
}

/** REG-07..14: each field's first message key, checked with the contract the server uses, in its order. */
export function detailsErrors(values: RegistrationDetails): Partial<Record<DetailsField, string>> {
  const result = RegistrationDetails.safeParse(values);
  if (result.success) return {};
  const keys = fieldIssueKeys(result.error);
  const errors: Partial<Record<DetailsField, string>> = {};
  for (const field of DETAILS_FIELDS) if (keys[field]) errors[field] = keys[field];
  return errors;
}

/** The first failing check of REG-07..13, or null. */
export function firstDetailsError(values: RegistrationDetails): { field: DetailsField; key: string } | null {
  const errors = detailsErrors(values);
  const field = DETAILS_FIELDS.find((name) => errors[name]);
  return field ? { field, key: errors[field] ?? '' } : null;
}
