import { z } from 'zod';

/** PD-01..05: the personal-data form; the e-mail is optional but, when given, must be valid. */
export const PersonalData = z.object({
  firstname: z.string().trim().max(80, 'nameTooLong'),
  lastname: z.string().trim().max(80, 'nameTooLong'),
  email: z
    .string()
    .trim()
    .max(254, 'emailInvalid')
    .pipe(z.union([z.literal(''), z.email('emailInvalid')], { error: 'emailInvalid' }))
    .transform((email) => email.toLowerCase()),
  gender: z.enum(['', 'diverse', 'man', 'woman'], { error: 'genderInvalid' }),
});
export type PersonalData = z.output<typeof PersonalData>;

/**
 * What the encrypted blob carries: the form, and the current password, which a new e-mail address needs
 * (issue 12 A9; an account without a password sets one first).
 */
export const PersonalDataSubmission = PersonalData.extend({
  currentPassword: z.string().max(200).optional(),
});
export type PersonalDataSubmission = z.input<typeof PersonalDataSubmission>;

/** PD-06/07: the encrypted blob travels as `{ payload }`. */
export const PersonalDataUpdateRequest = z.object({ payload: z.string().min(1).max(20_000) });

/** PD-10; `pendingEmail`: the new address waits for the link mailed to it (the account keeps the old one until then). */
export const PersonalDataResponse = z.object({
  status: z.enum(['success', 'warning', 'error']),
  message: z.string(),
  errors: z.record(z.string(), z.string()),
  data: PersonalData.nullable(),
  pendingEmail: z.string().optional(),
});
export type PersonalDataResponse = z.infer<typeof PersonalDataResponse>;

/** The form's starting values and the session's key material for the payload. */
export const PersonalDataShowResponse = z.object({ data: PersonalData, keySecret: z.string() });

/** POST /api/account/email-verification: a new confirmation link for the account's address. */
export const EmailVerificationResponse = z.object({
  status: z.enum(['sent', 'alreadyVerified']),
  message: z.string(),
});
export type EmailVerificationResponse = z.infer<typeof EmailVerificationResponse>;

/** `?email=` on the account and login pages after a confirmation link was opened. */
export const EMAIL_NOTICES = ['verified', 'changed', 'taken', 'expired'] as const;
export type EmailNotice = (typeof EMAIL_NOTICES)[number];

/** An unusable token reads as empty, which confirms nothing (the link is reported expired). */
export const EmailConfirmParams = z.object({ token: z.string().max(200).catch('') });
