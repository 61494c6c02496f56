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

/** PD-06/07: the encrypted blob travels as `{ payload }`. */
export const PersonalDataUpdateRequest = z.object({ payload: z.string().min(1).max(20_000) });

/** PD-10. */
export const PersonalDataResponse = z.object({
  status: z.enum(['success', 'warning', 'error']),
  message: z.string(),
  errors: z.record(z.string(), z.string()),
  data: PersonalData.nullable(),
});
export type PersonalDataResponse = z.infer<typeof PersonalDataResponse>;

/** The form's starting values and the session's key material for the payload. */
export const PersonalDataShowResponse = z.object({ data: PersonalData, keySecret: z.string() });
