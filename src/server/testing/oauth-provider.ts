/**
 * A tiny OAuth 2 authorization server on loopback for tests: authorize (approves at once and sends the
 * browser back with code + state), token (checks the client, the code, the redirect URI and the PKCE
 * verifier), and the profile endpoints of Google, GitHub and X in their own shapes. Which profile the next
 * sign-in returns is set per provider by the test (`setNextProfile`, or `POST /_next-profile` from a browser test).
 */
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { SOCIAL_PROVIDERS, type SocialProvider } from '../../core/contracts/social-sign-in';

/** The port Playwright starts the provider on (scripts/e2e-oauth-provider.ts). */
export const E2E_OAUTH_PORT = Number(process.env.E2E_OAUTH_PORT ?? 4180);

export const TEST_OAUTH_CLIENT = { id: 'nutrio-test-client', secret: 'nutrio-test-secret' } as const;

const ProfileSchema = z.object({
  subject: z.string().min(1).optional(),
  /** null: the provider shares no address. */
  email: z.string().nullable().optional(),
  emailVerified: z.boolean().optional(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
});
export type FakeProfile = z.infer<typeof ProfileSchema>;

const NextProfileRequest = z.object({ provider: z.enum(SOCIAL_PROVIDERS), profile: ProfileSchema });

export interface FakeProviderBehaviour {
  /** The token endpoint answers 400 with this OAuth error code. */
  tokenError?: string;
  /** The token endpoint answers only after this long. */
  tokenDelayMs?: number;
  /** The profile endpoints answer only after this long. */
  profileDelayMs?: number;
}

interface Profile {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

interface IssuedCode {
  provider: SocialProvider;
  profile: Profile;
  clientId: string;
  redirectUri: string;
  codeChallenge: string | null;
  used: boolean;
}

export interface FakeOAuthProvider {
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** The profile the next sign-in with `provider` returns (once); otherwise a new random person. */
  setNextProfile(provider: SocialProvider, profile: FakeProfile): void;
  setBehaviour(behaviour: FakeProviderBehaviour): void;
  /** Query strings of the authorize requests received, oldest first. */
  authorizeRequests: URLSearchParams[];
  close(): Promise<void>;
}

/** Where each provider's profile answer lives on the fake server. */
const PROFILE_PATHS: Record<SocialProvider, string> = {
  google: '/google/userinfo',
  github: '/github/user',
  x: '/x/2/users/me',
};

/** The endpoint variables that point the app at a fake provider (all three providers by default). */
export function oauthProviderEnv(
  baseUrl: string,
  providers: readonly SocialProvider[] = SOCIAL_PROVIDERS,
  client: { id: string; secret: string } = TEST_OAUTH_CLIENT,
): Record<string, string> {
  const env: Record<string, string> = {};
  for (const provider of providers) {
    const prefix = `OAUTH_${provider.toUpperCase()}`;
    env[`${prefix}_CLIENT_ID`] = client.id;
    env[`${prefix}_CLIENT_SECRET`] = client.secret;
    env[`${prefix}_AUTHORIZE_URL`] = `${baseUrl}/${provider}/authorize`;
    env[`${prefix}_TOKEN_URL`] = `${baseUrl}/${provider}/token`;
    env[`${prefix}_USERINFO_URL`] = `${baseUrl}${PROFILE_PATHS[provider]}`;
  }
  if (providers.includes('github')) env.OAUTH_GITHUB_EMAILS_URL = `${baseUrl}/github/user/emails`;
  return env;
}

const random = (bytes = 8) => randomBytes(bytes).toString('hex');

function newPerson(provider: SocialProvider): Profile {
  const tag = random(4);
  return {
    subject:
      provider === 'github'
        ? String(100_000 + Math.floor(Math.random() * 900_000_000))
        : `${provider}-${tag}`,
    email: `${provider}-${tag}@example.com`,
    emailVerified: true,
    firstName: 'Grace',
    lastName: 'Hopper',
  };
}

function json(res: ServerResponse, status: number, body: unknown): void {
  if (res.destroyed) return;
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Client credentials from HTTP Basic (what arctic sends) or from the form. */
function clientOf(req: IncomingMessage, form: URLSearchParams): { id: string; secret: string } | null {
  const header = req.headers.authorization;
  if (header?.startsWith('Basic ')) {
    const [id = '', secret = ''] = Buffer.from(header.slice(6), 'base64').toString('utf8').split(':');
    return { id: decodeURIComponent(id), secret: decodeURIComponent(secret) };
  }
  const id = form.get('client_id');
  const secret = form.get('client_secret');
  return id && secret ? { id, secret } : null;
}

function profileAnswer(provider: SocialProvider, path: string, profile: Profile): unknown {
  const name = [profile.firstName, profile.lastName].filter(Boolean).join(' ');
  if (provider === 'google') {
    return {
      sub: profile.subject,
      name,
      given_name: profile.firstName,
      family_name: profile.lastName,
      ...(profile.email ? { email: profile.email, email_verified: profile.emailVerified } : {}),
    };
  }
  if (provider === 'github') {
    if (path.endsWith('/emails')) {
      return profile.email
        ? [{ email: profile.email, primary: true, verified: profile.emailVerified, visibility: 'private' }]
        : [];
    }
    const id = /^\d+$/.test(profile.subject) ? Number(profile.subject) : profile.subject;
    return { id, login: `user${profile.subject}`, name: name || null, email: null };
  }
  return { data: { id: profile.subject, name, username: `user_${profile.subject}` } };
}

export async function startOAuthProvider(
  options: { port?: number; host?: string; client?: { id: string; secret: string } } = {},
): Promise<FakeOAuthProvider> {
  const client = options.client ?? TEST_OAUTH_CLIENT;
  const host = options.host ?? '127.0.0.1';
  const nextProfiles = new Map<SocialProvider, Profile>();
  const codes = new Map<string, IssuedCode>();
  const accessTokens = new Map<string, { provider: SocialProvider; profile: Profile }>();
  const authorizeRequests: URLSearchParams[] = [];
  let behaviour: FakeProviderBehaviour = {};

  function setNextProfile(provider: SocialProvider, profile: FakeProfile): void {
    const person = newPerson(provider);
    nextProfiles.set(provider, {
      subject: profile.subject ?? person.subject,
      email: profile.email === undefined ? person.email : profile.email,
      emailVerified: profile.emailVerified ?? true,
      firstName: profile.firstName ?? person.firstName,
      lastName: profile.lastName ?? person.lastName,
    });
  }

  function authorize(provider: SocialProvider, query: URLSearchParams, res: ServerResponse): void {
    authorizeRequests.push(query);
    const redirectUri = query.get('redirect_uri');
    const state = query.get('state');
    if (
      query.get('response_type') !== 'code' ||
      query.get('client_id') !== client.id ||
      !redirectUri ||
      !state
    ) {
      res.writeHead(400, { 'content-type': 'text/plain' }).end('invalid authorization request');
      return;
    }
    const challenge = query.get('code_challenge');
    if (challenge && query.get('code_challenge_method') !== 'S256') {
      res.writeHead(400, { 'content-type': 'text/plain' }).end('only S256 code challenges');
      return;
    }
    const profile = nextProfiles.get(provider) ?? newPerson(provider);
    nextProfiles.delete(provider);
    const code = random(16);
    codes.set(code, {
      provider,
      profile,
      clientId: client.id,
      redirectUri,
      codeChallenge: challenge,
      used: false,
    });
    const back = new URL(redirectUri);
    back.searchParams.set('code', code);
    back.searchParams.set('state', state);
    res.writeHead(302, { location: back.toString() }).end();
  }

  async function token(provider: SocialProvider, req: IncomingMessage, res: ServerResponse): Promise<void> {
    const form = new URLSearchParams(await readBody(req));
    const offered = clientOf(req, form);
    if (!offered || offered.id !== client.id || offered.secret !== client.secret) {
      json(res, 401, { error: 'invalid_client' });
      return;
    }
    if (behaviour.tokenDelayMs) await new Promise((resolve) => setTimeout(resolve, behaviour.tokenDelayMs));
    if (behaviour.tokenError) {
      json(res, 400, { error: behaviour.tokenError });
      return;
    }
    if (form.get('grant_type') !== 'authorization_code') {
      json(res, 400, { error: 'unsupported_grant_type' });
      return;
    }
    const issued = codes.get(form.get('code') ?? '');
    const verifier = form.get('code_verifier');
    const pkceOk =
      !issued?.codeChallenge ||
      (verifier !== null &&
        createHash('sha256').update(verifier).digest('base64url') === issued.codeChallenge);
    if (
      !issued ||
      issued.used ||
      issued.provider !== provider ||
      issued.redirectUri !== form.get('redirect_uri') ||
      !pkceOk
    ) {
      json(res, 400, { error: 'invalid_grant' });
      return;
    }
    issued.used = true;
    const accessToken = random(24);
    accessTokens.set(accessToken, { provider, profile: issued.profile });
    json(res, 200, { access_token: accessToken, token_type: 'Bearer', expires_in: 3600 });
  }

  async function profileEndpoint(
    provider: SocialProvider,
    path: string,
    req: IncomingMessage,
    res: ServerResponse,
  ) {
    const bearer = req.headers.authorization?.replace(/^Bearer /, '') ?? '';
    const grant = accessTokens.get(bearer);
    if (!grant || grant.provider !== provider) {
      json(res, 401, { error: 'invalid_token' });
      return;
    }
    if (behaviour.profileDelayMs)
      await new Promise((resolve) => setTimeout(resolve, behaviour.profileDelayMs));
    json(res, 200, profileAnswer(provider, path, grant.profile));
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', `http://${host}`);
    const [, first = '', ...rest] = url.pathname.split('/');
    const tail = `/${rest.join('/')}`;
    if (url.pathname === '/_health') {
      json(res, 200, { status: 'ok' });
      return;
    }
    if (url.pathname === '/_next-profile' && req.method === 'POST') {
      const parsed = NextProfileRequest.safeParse(JSON.parse((await readBody(req)) || '{}'));
      if (!parsed.success) {
        json(res, 400, { error: 'invalid profile' });
        return;
      }
      setNextProfile(parsed.data.provider, parsed.data.profile);
      json(res, 200, { ok: true });
      return;
    }
    const provider = SOCIAL_PROVIDERS.find((name) => name === first);
    if (!provider) {
      json(res, 404, { error: 'not_found' });
      return;
    }
    if (tail === '/authorize' && req.method === 'GET') return authorize(provider, url.searchParams, res);
    if (tail === '/token' && req.method === 'POST') return token(provider, req, res);
    const profilePaths =
      provider === 'github' ? [PROFILE_PATHS.github, '/github/user/emails'] : [PROFILE_PATHS[provider]];
    if (profilePaths.includes(url.pathname) && req.method === 'GET')
      return profileEndpoint(provider, url.pathname, req, res);
    json(res, 404, { error: 'not_found' });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => json(res, 500, { error: 'server_error' }));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    setNextProfile,
    setBehaviour(next) {
      behaviour = { ...next };
    },
    authorizeRequests,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
