import { z } from 'zod';
import { LocaleSchema } from './common';

/**
 * Registration, sign-in and password-reset contracts, shared by the forms and the server so both check
 * the same rules in the same order. Messages are keys of the `errors` catalogue.
 */

export const MIN_PASSWORD_LENGTH = 8;
const MAX_PASSWORD_LENGTH = 256;
const MAX_NAME_LENGTH = 80;

/** Required, then well-formed; stored lower-case. */
export const EmailField = z
  .string({ error: 'emailRequired' })
  .trim()
  .min(1, 'emailRequired')
  .max(254, 'emailInvalid')
  .pipe(z.email('emailInvalid'))
  .transform((email) => email.toLowerCase());

const nameField = (requiredKey: string) =>
  z.string({ error: requiredKey }).trim().min(1, requiredKey).max(MAX_NAME_LENGTH, 'nameTooLong');

const CaptchaField = z
  .string({ error: 'captchaMissing' })
  .min(1, 'captchaMissing')
  .max(20_000, 'captchaInvalid');

export const CheckEmailRequest = z.object({ email: EmailField, language: LocaleSchema });
export const CheckEmailResponse = z.object({ success: z.boolean(), error: z.string().optional() });

/** REG-18: the registration form's gender values; empty when not given. */
export const RegistrationGender = z.enum(['men', 'woman', 'divers', '']);

/** REG-07..13, in that order: zod reports issues in the order of the shape's keys and checks. */
const registrationShape = {
  firstname: nameField('firstNameRequired'),
  lastname: nameField('lastNameRequired'),
  email: EmailField,
  password: z
    .string({ error: 'passwordRequired' })
    .min(1, 'passwordRequired')
    .min(MIN_PASSWORD_LENGTH, 'passwordTooShort')
    .max(MAX_PASSWORD_LENGTH, 'passwordTooLong'),
  confirmPassword: z.string({ error: 'passwordsDiffer' }),
};
const passwordsMatch = {
  check: (value: { password: string; confirmPassword: string }) => value.password === value.confirmPassword,
  params: { path: ['confirmPassword'], message: 'passwordsDiffer' },
};

export const RegistrationDetails = z
  .object(registrationShape)
  .refine(passwordsMatch.check, passwordsMatch.params);
export type RegistrationDetails = z.input<typeof RegistrationDetails>;

export const RegisterRequest = z
  .object({
    ...registrationShape,
    captcha: CaptchaField,
    gender: RegistrationGender.default(''),
    language: LocaleSchema,
  })
  .refine(passwordsMatch.check, passwordsMatch.params);
export type RegisterRequest = z.input<typeof RegisterRequest>;
export const RegisterResponse = z.object({ success: z.literal(true), redirectUrl: z.string() });

/** LOGIN-21. */
export const LOGIN_STATUSES = ['idle', 'checking', 'valid', 'invalid', 'locked', 'success', 'error'] as const;
export type LoginStatus = (typeof LOGIN_STATUSES)[number];

const UsernameField = z
  .string({ error: 'usernameRequired' })
  .trim()
  .min(1, 'usernameRequired')
  .max(254, 'emailInvalid')
  .transform((username) => username.toLowerCase());

export const CheckUsernameRequest = z.object({
  username: UsernameField,
  /** LOGIN-11: accepted for compatibility, ignored. */
  usernameHash: z.string().max(128).optional(),
  language: LocaleSchema,
});
export const CheckUsernameResponse = z.object({
  status: z.enum(['valid', 'invalid', 'locked']),
  exists: z.boolean(),
  message: z.string(),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
});
export type CheckUsernameResponse = z.infer<typeof CheckUsernameResponse>;

export const LoginRequest = z.object({
  username: UsernameField,
  usernameHash: z.string().max(128).optional(),
  password: z
    .string({ error: 'passwordRequired' })
    .min(1, 'passwordRequired')
    .max(MAX_PASSWORD_LENGTH, 'passwordTooLong'),
  passwordHash: z.string().max(128).optional(),
  password_plain: z.string().max(MAX_PASSWORD_LENGTH).optional(),
  captcha: CaptchaField,
  language: LocaleSchema,
  /** Where the user came from; only a local path is honoured. */
  redirect: z.string().max(2000).optional(),
});
export type LoginRequest = z.input<typeof LoginRequest>;

export const LoginResponse = z.object({
  success: z.boolean(),
  redirectUrl: z.string().optional(),
  message: z.string(),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  status: z.enum(LOGIN_STATUSES),
});
export type LoginResponse = z.infer<typeof LoginResponse>;
/** A refused sign-in (401 wrong password, 423 locked): the login answer plus the API's error fields. */
export const LoginFailure = LoginResponse.extend({
  error: z.string(),
  code: z.string(),
  requestId: z.string(),
});

export const ForgotPasswordRequest = z.object({
  email: EmailField,
  captcha: CaptchaField,
  language: LocaleSchema,
});
export const ForgotPasswordResponse = z.object({ success: z.literal(true), message: z.string() });

/** PWD-02: trimmed, at least 8 characters. */
export const NewPasswordField = z
  .string({ error: 'passwordRequired' })
  .trim()
  .min(1, 'passwordRequired')
  .min(MIN_PASSWORD_LENGTH, 'passwordTooShort')
  .max(MAX_PASSWORD_LENGTH, 'passwordTooLong');

export const SetPasswordRequest = z.object({
  token: z.string().min(16).max(128),
  password: NewPasswordField,
  language: LocaleSchema,
});
export const SetPasswordResponse = z.object({
  success: z.boolean(),
  passwordChanged: z.boolean(),
  message: z.string(),
  redirect: z.string().nullable(),
  /** Rejected tries on this link so far, and how many it allows. */
  loginAttempts: z.number().int(),
  maxAttempts: z.number().int(),
});
export type SetPasswordResponse = z.infer<typeof SetPasswordResponse>;

/** What the page needs to know about its session (also the auto-logout keep-alive). */
/** Signed-in password change: the current password (empty for accounts made by social sign-in) and a new one. */
export const PasswordChangeRequest = z.object({
  currentPassword: z.string().max(256).default(''),
  password: NewPasswordField,
});
/** The session was renewed, so a new CSRF token comes with the answer. */
export const PasswordChangeResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  csrfToken: z.string().nullable(),
});

/** ALTCHA v2's signed challenge, passed through whole: the widget reads its fields, we do not reshape them. */
export const CaptchaChallengeResponse = z.record(z.string(), z.unknown());
/** `level=hard`: the longer check that lets a correct password through an account's lock (issue 12 A4). */
export const CaptchaQuery = z.object({ level: z.enum(['hard']).optional().catch(undefined) });

export const SessionResponse = z.object({
  user: z
    .object({
      id: z.number(),
      name: z.string(),
      email: z.string(),
      roles: z.array(z.string()),
      /** Saving, buying and chatting wait for a confirmed address (issue 12 A1). */
      emailVerified: z.boolean(),
      /** The last day a bought pro package gives the pro role (issue 18 A4); absent or null: no end. */
      proUntil: z.string().nullable().optional(),
    })
    .nullable(),
  csrfToken: z.string().nullable(),
  idleTimeoutMs: z.number().int(),
});
export type SessionResponse = z.infer<typeof SessionResponse>;

/** The first message of a failed parse, in the order the schema checks. */
export function firstIssueKey(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'invalidValue';
}

/** Each field's first message. */
export function fieldIssueKeys(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.join('.') || 'form'] ??= issue.message;
  return fields;
}

/** `GET /logout?_csrf_token=…`: the token proves the link came from this site (a GET cannot carry the header). */
export const LogoutQuery = z.object({
  _csrf_token: z.string().max(200).optional(),
  _locale: z.string().max(10).optional(),
});
