import { z } from 'zod';
import { EmailField } from './auth';
import { LocaleSchema } from './common';

/** Social sign-in providers Nutrio knows, in the order their buttons appear. */
export const SOCIAL_PROVIDERS = ['google', 'github', 'x'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export function isSocialProvider(value: unknown): value is SocialProvider {
  return typeof value === 'string' && (SOCIAL_PROVIDERS as readonly string[]).includes(value);
}

/** Brand names, the same in every language. */
export const SOCIAL_PROVIDER_NAMES: Record<SocialProvider, string> = {
  google: 'Google',
  github: 'GitHub',
  x: 'X',
};

/** The e-mail confirmation link works once and for this long. */
export const SOCIAL_CONFIRM_LINK_MINUTES = 60;

/** `?social=` on the login page after a social sign-in did not finish. */
export const SOCIAL_NOTICES = ['failed', 'expired', 'device', 'existing'] as const;
export type SocialNotice = (typeof SOCIAL_NOTICES)[number];

/** `?social=` on the account page after linking a provider: done, or that provider account is another member's. */
export const LINK_NOTICES = ['linked', 'taken', 'failed'] as const;
export type LinkNotice = (typeof LINK_NOTICES)[number];

/** An optional query value that never fails the request: anything unusable reads as absent. */
const optionalText = (max: number) => z.string().max(max).optional().catch(undefined);

/** An unusable name reads as empty, which names no provider (404). */
export const OAuthProviderParams = z.object({ provider: z.string().max(40).catch('') });

/**
 * GET /auth/:provider — `next` is where a successful sign-in lands (a path on this site); `intent=link`
 * adds the provider to the signed-in account instead of signing in.
 */
export const OAuthStartQuery = z.object({
  next: optionalText(2000),
  intent: z.enum(['link']).optional().catch(undefined),
});

/** GET /api/account/sign-in-methods: the password, and each configured provider with whether it is linked. */
export const SignInMethodsResponse = z.object({
  hasPassword: z.boolean(),
  providers: z.array(z.object({ provider: z.enum(SOCIAL_PROVIDERS), linked: z.boolean() })),
});
export type SignInMethodsResponse = z.infer<typeof SignInMethodsResponse>;

/** DELETE /api/account/sign-in-methods/:provider. */
export const UnlinkProviderResponse = z.object({ success: z.literal(true), message: z.string() });

/** GET /auth/:provider/callback — what the provider sends back (RFC 6749 §4.1.2). */
export const OAuthCallbackQuery = z.object({
  code: optionalText(4096),
  state: optionalText(512),
  error: optionalText(200),
});

/** POST /api/auth/social-email: the address for a provider that gave none (or none verified). */
export const SocialEmailRequest = z.object({
  /** The pending sign-in from `?token=` of the e-mail page. */
  token: z.string().trim().min(1).max(200),
  email: EmailField,
  language: LocaleSchema,
});
export type SocialEmailRequest = z.input<typeof SocialEmailRequest>;

/** 200 with `success: true` whether or not the address has an account; 410 when the pending sign-in expired. */
export const SocialEmailResponse = z.object({ success: z.boolean(), message: z.string() });
export type SocialEmailResponse = z.infer<typeof SocialEmailResponse>;

/** An unusable token reads as empty, which confirms nothing (the link is reported expired). */
export const SocialEmailConfirmParams = z.object({ token: z.string().max(200).catch('') });
