import { CodeChallengeMethod, generateCodeVerifier, generateState, OAuth2Client } from 'arctic';
import { z } from 'zod';
import { SupportedLocale } from '../../../core/contracts/common';
import {
  isSocialProvider,
  SOCIAL_CONFIRM_LINK_MINUTES,
  SOCIAL_PROVIDER_NAMES,
  SOCIAL_PROVIDERS,
  type LinkNotice,
  type SocialProvider,
} from '../../../core/contracts/social-sign-in';
import type { Locale } from '../../../core/i18n/locales';
import { api, apiHref, isLocalPath, pageHref } from '../../../core/routes';
import type { OAuthClientConfig } from '../../config';
import { ConflictError, NotFoundError } from '../../errors';
import { translatorFor } from '../../i18n';
import type { Mailer } from '../../lib/mailer';
import { randomToken, sameSecret, tokenHash } from '../../lib/tokens';
import type { AuthRepo } from '../auth/auth.repo';
import type { UsersRepo } from '../users/users.repo';
import { PROVIDERS, type FetchJson, type SocialProfile } from './social-providers';
import type { SocialSignInRepo } from './social-sign-in.repo';

/** How long a started sign-in waits for the provider's answer (the flow cookie's life). */
export const FLOW_TTL_MS = 10 * 60_000;
/** How long a sign-in without an e-mail address waits for one. */
export const PENDING_TTL_MS = 60 * 60_000;
/** The confirmation link works once and for an hour. */
export const CONFIRM_TTL_MS = SOCIAL_CONFIRM_LINK_MINUTES * 60_000;

export interface SocialSignInSettings {
  publicUrl: string;
  timeoutMs: number;
  clients: Partial<Record<SocialProvider, OAuthClientConfig>>;
}

/** What the browser keeps between the start and the callback (an httpOnly cookie on /auth/<provider>). */
export const Flow = z.object({
  state: z.string().min(1).max(512),
  codeVerifier: z.string().max(512).nullable(),
  next: z.string().max(2000).nullable(),
  locale: SupportedLocale,
  /** Set when a signed-in member adds the provider to their account: that member's id. */
  linkTo: z.number().int().positive().nullable().default(null),
});
export type Flow = z.infer<typeof Flow>;

const PendingPayload = z.object({
  stage: z.literal('pending'),
  provider: z.enum(SOCIAL_PROVIDERS),
  subject: z.string().min(1),
  firstName: z.string(),
  lastName: z.string(),
  locale: SupportedLocale,
  next: z.string().nullable(),
});
type PendingPayload = z.infer<typeof PendingPayload>;

const ConfirmPayload = PendingPayload.extend({
  stage: z.literal('confirm'),
  email: z.string().min(3),
  /** The pending sign-in this link finishes: it ends with the first confirmed link. */
  pendingHash: z.string(),
  /** The hashed secret of the browser that asked for the link (see `confirmEmail`). */
  browserHash: z.string(),
});

export type CallbackOutcome =
  | { status: 'signedIn'; userId: number; redirect: string }
  /** A link from the account page: added (`linked`), or the provider account is another member's (`taken`). */
  | { status: 'linked' | 'taken'; redirect: string }
  /** The address belongs to an account with a password: its owner signs in with that. */
  | { status: 'existing'; redirect: string }
  | { status: 'needsEmail'; redirect: string }
  | { status: 'failed'; redirect: string; reason: string; cause?: unknown };

export type ConfirmOutcome =
  | { status: 'signedIn'; userId: number; redirect: string }
  | { status: 'existing'; redirect: string }
  | { status: 'expired' | 'otherBrowser'; redirect: string };

function parsePayload<T>(schema: z.ZodType<T>, text: string): T | null {
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Rejects when `ms` pass first (arctic's token request takes no abort signal). */
function withinTime<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export function createSocialSignInService(deps: {
  repo: SocialSignInRepo;
  users: UsersRepo;
  tokens: AuthRepo;
  mailer: Mailer;
  settings: SocialSignInSettings;
}) {
  const { repo, users, tokens, mailer, settings } = deps;
  const configured = SOCIAL_PROVIDERS.filter((name) => settings.clients[name] !== undefined);

  const fetchJson: FetchJson = async (url, accessToken) => {
    const response = await fetch(url, {
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json', 'user-agent': 'Nutrio' },
      redirect: 'error',
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new Error(`${new URL(url).host} answered ${response.status}`);
    }
    return response.json();
  };

  function clientFor(provider: SocialProvider): { client: OAuthClientConfig; oauth: OAuth2Client } {
    const client = settings.clients[provider];
    if (!client) throw new Error(`${provider} is not configured`);
    const redirectUri = `${settings.publicUrl}${apiHref(api.oauth_callback, { provider })}`;
    return { client, oauth: new OAuth2Client(client.clientId, client.clientSecret, redirectUri) };
  }

  function landing(next: string | null, locale: Locale): string {
    return isLocalPath(next) ? next : pageHref('account', locale);
  }

  /** Where a link from the account pages ends: the page it started on (else the account page), saying how it went. */
  function withNotice(next: string | null, locale: Locale, notice: LinkNotice): string {
    const target = new URL(landing(next, locale), 'http://nutrio.invalid');
    target.searchParams.set('social', notice);
    return target.pathname + target.search;
  }

  /**
   * The account a vouched-for `email` signs in to: created (confirmed) when there is none, a concurrent
   * creation included. An account whose address was never confirmed is never joined — it may have been
   * registered by a stranger waiting for the owner to arrive with Google (issue 12 A1): null. Its owner signs
   * in with the password and links the provider from the account page.
   */
  async function userFor(
    email: string,
    names: { firstName: string; lastName: string },
    locale: Locale,
  ): Promise<number | null> {
    const found = await users.findByEmail(email);
    if (found) return found.email_verified_at !== null ? found.id : null;
    const id = await users.insert({
      email,
      username: email,
      passwordHash: '',
      roles: ['user'],
      firstName: names.firstName,
      lastName: names.lastName,
      gender: 'unspecified',
      locale,
      emailVerified: true,
    });
    if (id !== null) return id;
    const created = await users.findByEmail(email);
    if (!created) throw new Error('account could not be created');
    return created.email_verified_at !== null ? created.id : null;
  }

  /** A provider account added from the account page, for the member who started it in this browser. */
  async function linkFor(
    provider: SocialProvider,
    subject: string,
    memberId: number,
    next: string | null,
    locale: Locale,
  ): Promise<CallbackOutcome> {
    const known = await repo.findUserIdOf(provider, subject);
    const linked = known ?? (await linkedUser(provider, subject, memberId));
    const notice = linked === memberId ? 'linked' : 'taken';
    return { status: notice, redirect: withNotice(next, locale, notice) };
  }

  /** The account page's list: whether the member has a password, and each configured provider's link. */
  async function signInMethods(
    userId: number,
  ): Promise<{ hasPassword: boolean; providers: Array<{ provider: SocialProvider; linked: boolean }> }> {
    const [user, linked] = await Promise.all([users.findById(userId), repo.providersOf(userId)]);
    return {
      hasPassword: (user?.password_hash ?? '') !== '',
      providers: configured.map((provider) => ({ provider, linked: linked.includes(provider) })),
    };
  }

  /** Links the identity to the user and answers with the user it belongs to (the first link wins a race). */
  async function linkedUser(provider: SocialProvider, subject: string, userId: number): Promise<number> {
    await repo.link(provider, subject, userId);
    return (await repo.findUserIdOf(provider, subject)) ?? userId;
  }

  async function profileFrom(
    provider: SocialProvider,
    code: string,
    codeVerifier: string | null,
  ): Promise<SocialProfile> {
    const { client, oauth } = clientFor(provider);
    const tokenSet = await withinTime(
      oauth.validateAuthorizationCode(client.tokenUrl, code, codeVerifier),
      settings.timeoutMs,
    );
    return PROVIDERS[provider].readProfile(client, tokenSet.accessToken(), fetchJson);
  }

  /** After the provider vouched for `profile`: sign in, link by verified address, or wait for an address. */
  async function signInWith(
    provider: SocialProvider,
    profile: SocialProfile,
    flow: Flow,
    locale: Locale,
  ): Promise<CallbackOutcome> {
    if (flow.linkTo !== null) return linkFor(provider, profile.subject, flow.linkTo, flow.next, locale);
    const known = await repo.findUserIdOf(provider, profile.subject);
    if (known !== null) return { status: 'signedIn', userId: known, redirect: landing(flow.next, locale) };

    if (profile.email && profile.emailVerified) {
      const owner = await userFor(profile.email, profile, locale);
      if (owner === null)
        return { status: 'existing', redirect: pageHref('login', locale, {}, { social: 'existing' }) };
      const userId = await linkedUser(provider, profile.subject, owner);
      return { status: 'signedIn', userId, redirect: landing(flow.next, locale) };
    }

    const token = randomToken(32);
    const payload: PendingPayload = {
      stage: 'pending',
      provider,
      subject: profile.subject,
      firstName: profile.firstName,
      lastName: profile.lastName,
      locale,
      next: flow.next,
    };
    await tokens.insertToken({
      hash: tokenHash(token),
      purpose: 'social-email',
      userId: null,
      payload,
      expiresAt: new Date(Date.now() + PENDING_TTL_MS),
    });
    return { status: 'needsEmail', redirect: pageHref('socialEmail', locale, {}, { token, provider }) };
  }

  return {
    /** The providers whose client id and secret are set, in button order. */
    configuredProviders(): SocialProvider[] {
      return [...configured];
    },

    isConfigured(name: string): name is SocialProvider {
      return isSocialProvider(name) && configured.includes(name);
    },

    /** The provider's authorization URL, and what the browser keeps until the callback. */
    start(
      provider: SocialProvider,
      input: { next: string | undefined; locale: Locale; linkTo?: number },
    ): { url: string; flow: Flow } {
      const { client, oauth } = clientFor(provider);
      const definition = PROVIDERS[provider];
      const state = generateState();
      const codeVerifier = definition.pkce ? generateCodeVerifier() : null;
      const url = codeVerifier
        ? oauth.createAuthorizationURLWithPKCE(
            client.authorizeUrl,
            state,
            CodeChallengeMethod.S256,
            codeVerifier,
            definition.scopes,
          )
        : oauth.createAuthorizationURL(client.authorizeUrl, state, definition.scopes);
      return {
        url: url.toString(),
        flow: {
          state,
          codeVerifier,
          next: isLocalPath(input.next) ? input.next : null,
          locale: input.locale,
          linkTo: input.linkTo ?? null,
        },
      };
    },

    /**
     * The provider's answer: a known identity signs in; a verified address signs in to (or creates) the
     * account that owns it and links the identity; anything else waits for an address confirmed by mail.
     */
    async complete(
      provider: SocialProvider,
      answer: { code?: string | undefined; state?: string | undefined; error?: string | undefined },
      flow: Flow | null,
      fallbackLocale: Locale,
      /** The member signed in to this browser now: a link finishes only for the member who started it. */
      signedInUserId: number | null = null,
    ): Promise<CallbackOutcome> {
      const locale = flow?.locale ?? fallbackLocale;
      // A member linking a provider stays where they were; anyone else goes back to the sign-in page.
      const failed = (reason: string, cause?: unknown): CallbackOutcome => ({
        status: 'failed',
        redirect:
          flow?.linkTo != null && flow.linkTo === signedInUserId
            ? withNotice(flow.next, locale, 'failed')
            : pageHref('login', locale, {}, { social: 'failed' }),
        reason,
        cause,
      });
      if (!flow) return failed('no sign-in in progress in this browser');
      if (!answer.state || !sameSecret(answer.state, flow.state)) return failed('state mismatch');
      if (answer.error) return failed(`provider answered ${answer.error}`);
      if (!answer.code) return failed('no authorization code');
      if (flow.linkTo !== null && flow.linkTo !== signedInUserId)
        return failed('the member who started the link is not signed in');

      try {
        return await signInWith(
          provider,
          await profileFrom(provider, answer.code, flow.codeVerifier),
          flow,
          locale,
        );
      } catch (error) {
        return failed('provider call or account lookup failed', error);
      }
    },

    /** The account page's list: whether the member has a password, and each configured provider's link. */
    signInMethods,

    /** Removes a provider from the account, unless it is the last way left to sign in. */
    async unlink(userId: number, name: string): Promise<SocialProvider> {
      const methods = await signInMethods(userId);
      const provider = methods.providers.find((entry) => entry.provider === name && entry.linked)?.provider;
      if (!provider) throw new NotFoundError();
      const others = methods.providers.filter((entry) => entry.linked && entry.provider !== provider).length;
      if (!methods.hasPassword && others === 0) throw new ConflictError('lastSignInMethod');
      await repo.unlink(provider, userId);
      return provider;
    },

    /**
     * Mails a confirmation link for a pending sign-in; the same outcome whether or not the address has an
     * account. `browserSecret` (kept in an httpOnly cookie) ties the link to the browser that asked for it.
     */
    async requestEmailLink(
      input: { token: string; email: string; language: Locale },
      browserSecret: string,
    ): Promise<'sent' | 'unusable'> {
      const pendingHash = tokenHash(input.token);
      const row = await tokens.findToken(pendingHash, 'social-email');
      const pending = row ? parsePayload(PendingPayload, row.payload) : null;
      if (!row || !pending || row.used_at || Date.parse(row.expires_at) <= Date.now()) return 'unusable';
      const token = randomToken(32);
      await tokens.insertToken({
        hash: tokenHash(token),
        purpose: 'social-email',
        userId: null,
        payload: {
          ...pending,
          stage: 'confirm',
          locale: input.language,
          email: input.email,
          pendingHash,
          browserHash: tokenHash(browserSecret),
        } satisfies z.infer<typeof ConfirmPayload>,
        expiresAt: new Date(Date.now() + CONFIRM_TTL_MS),
      });
      const t = translatorFor(input.language);
      mailer.send({
        to: input.email,
        subject: t('mail:socialEmail.subject'),
        text: t('mail:socialEmail.body', {
          provider: SOCIAL_PROVIDER_NAMES[pending.provider],
          link: `${settings.publicUrl}${apiHref(api.auth_social_email_confirm, { token })}`,
          minutes: SOCIAL_CONFIRM_LINK_MINUTES,
        }),
      });
      return 'sent';
    },

    /**
     * A confirmation link: once, within the hour, and only in the browser that asked for it — so a link
     * someone else requested for your address cannot tie their provider account to yours. Creates or finds
     * the account of the address, links the identity, and says whom to sign in.
     */
    async confirmEmail(
      token: string,
      browserSecret: string | undefined,
      fallbackLocale: Locale,
    ): Promise<ConfirmOutcome> {
      const hash = tokenHash(token);
      const row = await tokens.findToken(hash, 'social-email');
      const payload = row ? parsePayload(ConfirmPayload, row.payload) : null;
      const locale = payload?.locale ?? fallbackLocale;
      const expired: ConfirmOutcome = {
        status: 'expired',
        redirect: pageHref('login', locale, {}, { social: 'expired' }),
      };
      if (!row || !payload || row.used_at || Date.parse(row.expires_at) <= Date.now()) return expired;
      if (!browserSecret || !sameSecret(tokenHash(browserSecret), payload.browserHash)) {
        return { status: 'otherBrowser', redirect: pageHref('login', locale, {}, { social: 'device' }) };
      }
      if (!(await tokens.useToken(hash)) || !(await tokens.useToken(payload.pendingHash))) return expired;

      const known = await repo.findUserIdOf(payload.provider, payload.subject);
      const owner = known ?? (await userFor(payload.email, payload, locale));
      if (owner === null)
        return { status: 'existing', redirect: pageHref('login', locale, {}, { social: 'existing' }) };
      const userId = known ?? (await linkedUser(payload.provider, payload.subject, owner));
      return { status: 'signedIn', userId, redirect: landing(payload.next, locale) };
    },
  };
}
export type SocialSignInService = ReturnType<typeof createSocialSignInService>;
