import { z } from 'zod';
import { EmailField } from '../../../core/contracts/auth';
import type { SocialProvider } from '../../../core/contracts/social-sign-in';
import type { OAuthClientConfig } from '../../config';

/** What Nutrio keeps of a provider's profile. */
export interface SocialProfile {
  /** The provider's stable account id. */
  subject: string;
  /** Lower-cased; null when the provider gave none. */
  email: string | null;
  /** Only a verified address may sign in to (or create) the account that owns it. */
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

/** A JSON GET with the access token; rejects on a non-2xx answer or when the time limit passes. */
export type FetchJson = (url: string, accessToken: string) => Promise<unknown>;

export interface ProviderDefinition {
  /** Authorization code with PKCE (S256), or the plain code flow with the client secret alone. */
  pkce: boolean;
  scopes: string[];
  readProfile(client: OAuthClientConfig, accessToken: string, fetchJson: FetchJson): Promise<SocialProfile>;
}

/** Profiles can name anything; a malformed address is treated as none. */
function emailOf(value: unknown): string | null {
  const parsed = EmailField.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** "Ada King Lovelace" → Ada King / Lovelace; one word is a first name. */
export function splitName(full: string | null | undefined): { firstName: string; lastName: string } {
  const words = (full ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length <= 1) return { firstName: words[0] ?? '', lastName: '' };
  return { firstName: words.slice(0, -1).join(' '), lastName: words.at(-1) ?? '' };
}

const NAME_MAX = 80;
const clip = (text: string) => text.slice(0, NAME_MAX);

const GoogleUserinfo = z.object({
  sub: z.string().min(1),
  email: z.string().optional(),
  // OpenID Connect says boolean; some answers spell it as text.
  email_verified: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  name: z.string().optional(),
});

const GitHubUser = z.object({
  id: z.union([z.number().int(), z.string().min(1)]),
  login: z.string().optional(),
  name: z.string().nullable().optional(),
});
const GitHubEmails = z.array(
  z.object({ email: z.string(), primary: z.boolean().optional(), verified: z.boolean().optional() }),
);

const XUser = z.object({
  data: z.object({ id: z.string().min(1), name: z.string().optional(), username: z.string().optional() }),
});

export const PROVIDERS: Record<SocialProvider, ProviderDefinition> = {
  google: {
    pkce: true,
    scopes: ['openid', 'email', 'profile'],
    async readProfile(client, accessToken, fetchJson) {
      const info = GoogleUserinfo.parse(await fetchJson(client.userinfoUrl, accessToken));
      const fallback = splitName(info.name);
      return {
        subject: info.sub,
        email: emailOf(info.email),
        emailVerified: info.email_verified === true || info.email_verified === 'true',
        firstName: clip(info.given_name ?? fallback.firstName),
        lastName: clip(info.family_name ?? fallback.lastName),
      };
    },
  },
  github: {
    pkce: false,
    scopes: ['read:user', 'user:email'],
    async readProfile(client, accessToken, fetchJson) {
      const user = GitHubUser.parse(await fetchJson(client.userinfoUrl, accessToken));
      // The profile's own `email` is the public one and carries no verified flag: only the list does.
      const emails = client.emailsUrl
        ? GitHubEmails.parse(await fetchJson(client.emailsUrl, accessToken))
        : [];
      const primary = emails.find((entry) => entry.primary === true && entry.verified === true);
      const names = splitName(user.name ?? user.login);
      const email = primary ? emailOf(primary.email) : null;
      return {
        subject: String(user.id),
        email,
        emailVerified: email !== null,
        firstName: clip(names.firstName),
        lastName: clip(names.lastName),
      };
    },
  },
  x: {
    pkce: true,
    scopes: ['users.read', 'tweet.read'],
    async readProfile(client, accessToken, fetchJson) {
      const { data } = XUser.parse(await fetchJson(client.userinfoUrl, accessToken));
      const names = splitName(data.name ?? data.username);
      // X's API gives no e-mail address: the user confirms one by mail.
      return {
        subject: data.id,
        email: null,
        emailVerified: false,
        firstName: clip(names.firstName),
        lastName: clip(names.lastName),
      };
    },
  },
};
