import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { SOCIAL_PROVIDERS, type SocialProvider } from '../core/contracts/social-sign-in';
import type { VoiceId } from '../core/contracts/speech';
import { seoHealthSettings, type SeoHealthSettings } from './modules/seo-health/seo-health.settings';

const flag = (fallback: boolean) =>
  z
    .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'])
    .optional()
    .transform((value) => (value === undefined ? fallback : ['1', 'true', 'yes', 'on'].includes(value)));

/** An IPv4/IPv6 address or CIDR range, or a name Fastify's proxy-addr knows (loopback, linklocal, uniquelocal). */
const PROXY_ADDRESS = /^(loopback|linklocal|uniquelocal|[0-9a-fA-F:.]+(\/\d{1,3})?)$/;

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z.string().default('sqlite:var/nutrio.db'),
  WEB_DIST_DIR: z.string().default('dist/web'),
  DATA_DIR: z.string().default('data'),
  VAR_DIR: z.string().default('var'),
  /** Private files (e-book PDFs), served only through their routes; `<VAR_DIR>/files` when empty. */
  FILES_DIR: z.string().default(''),
  CONTENT_DIR: z.string().default('content'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['pretty', 'json']).default('pretty'),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const text = (value ?? '').trim();
      if (['', '0', 'false', 'no', 'off'].includes(text)) return false;
      if (['1', 'true', 'yes', 'on'].includes(text)) return text === '1' ? 1 : true;
      if (/^\d+$/.test(text)) return Number(text);
      const list = text
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
      if (list.every((entry) => PROXY_ADDRESS.test(entry))) return list;
      ctx.addIssue({
        code: 'custom',
        message: 'a hop count, or a comma-separated list of proxy addresses or CIDR ranges',
      });
      return z.NEVER;
    }),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  /** A connection that sends nothing for this long is closed (a stalled body, an idle keep-alive). */
  IDLE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
  /** The whole request, body included, must arrive within this (slow drips); Node checks it every 30 s. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  RATE_LIMIT_ENABLED: flag(true),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(300),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(60_000),
  RATE_LIMIT_WRITE_MAX: z.coerce.number().int().min(1).default(60),
  /** Shared rate-limit counters for several app instances; empty or unset keeps them in memory. */
  REDIS_URL: z
    .union([z.literal(''), z.url({ protocol: /^rediss?$/, error: 'a redis:// or rediss:// URL' })])
    .optional()
    .transform((value) => value || undefined),
  PUBLIC_API_KEY: z.string().min(16).optional(),
  /** Bearer token of `/metrics`; without it the metrics are off (404). */
  METRICS_TOKEN: z.string().min(16).optional(),
  EXPOSE_API_KEY_IN_PAGE: flag(true),
  /** Map tiles (issue 17 A3): a {z}/{x}/{y} template and its attribution; the public OpenStreetMap tiles by default. */
  MAP_TILE_URL: z
    .string()
    .regex(/^https:\/\/[^\s]*\{z\}[^\s]*\{x\}[^\s]*\{y\}/, 'an https URL with {z}, {x} and {y}')
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_TILE_ATTRIBUTION: z.string().max(300).default('© OpenStreetMap contributors'),
  /** A Google Maps Embed API key: street view frames appear only when it is set. */
  MAPS_EMBED_KEY: z.string().optional(),
  /** Addresses are placed on the map (PROF-18); off: the profile pages never ask. */
  GEOCODING: flag(true),
  /** A Nominatim-compatible service for street-level points; unset: the gazetteer's city points only. */
  GEOCODER_URL: z
    .union([z.literal(''), z.url({ protocol: /^https?$/, error: 'an http(s) URL' })])
    .optional()
    .transform((value) => value || undefined),
  /** Issue 18 A2: new accounts may be made (the registration page and the purchase page's form). */
  REGISTRATION_ENABLED: flag(true),
  /** Issue 18 A2: sales paused — product pages show only a read-more link; adding and checkout are refused. */
  SHOP_READ_ONLY: flag(false),
  /** Stripe Checkout (issue 18 A3): both set, or card payments are not offered. */
  STRIPE_SECRET_KEY: z.string().min(8).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(8).optional(),
  /** Stripe's API; a loopback stand-in in tests. */
  STRIPE_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.stripe.com'),
  /** Where bank transfers go; the defaults are an example account for development, not a real one. */
  BANK_ACCOUNT_HOLDER: z.string().min(2).max(140).default('Nutrio (example account)'),
  BANK_ACCOUNT_IBAN: z.string().min(15).max(42).default('PL61 1090 1014 0000 0712 1981 2874'),
  BANK_ACCOUNT_BIC: z.string().min(8).max(11).default('WBKPPLPP'),
  /** The seller on the shop's invoices: name, address (each comma starts a line) and tax id (NIP, USt-IdNr.). */
  SELLER_NAME: z.string().trim().min(2).max(140).default('Nutrio sp. z o.o.'),
  SELLER_ADDRESS: z.string().trim().min(2).max(300).default('ul. Przykładowa 1, 00-001 Warszawa, Polska'),
  SELLER_TAX_ID: z.string().trim().max(30).default('PL0000000000'),
  GEOCODER_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(3000),
  /** AI search (issue 19 A4): an OpenAI-compatible API; unset: the AI search answers "offline". */
  AI_BASE_URL: z
    .union([z.literal(''), z.url({ protocol: /^https?$/, error: 'an http(s) URL' })])
    .optional()
    .transform((value) => value?.replace(/\/+$/, '') || undefined),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().trim().min(1).max(200).default('gpt-4o-mini'),
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(8000),
  AI_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(10),
  /**
   * Photo to kcal (issue 22, DECISIONS IMG-11): a Hugging Face-style image-classification endpoint; unset or
   * empty: the embedded ONNX model answers.
   */
  FOOD_MODEL_URL: z
    .union([z.literal(''), z.url({ protocol: /^https?$/, error: 'an http(s) URL' })])
    .optional()
    .transform((value) => value || undefined),
  FOOD_MODEL_TOKEN: z.string().optional(),
  /** The limit on each call to the remote model (it is asked at most 3 times). */
  FOOD_MODEL_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  FOOD_PHOTO_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(100 * 1024 * 1024)
    .default(10 * 1024 * 1024),
  FOOD_RECOGNITION_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(30),
  /**
   * Speech to text (issue 23): an OpenAI-compatible API (`{base}/audio/transcriptions`, e.g. a self-hosted
   * Whisper server); unset or empty: the embedded pocketsphinx recogniser (English only).
   */
  STT_BASE_URL: z
    .union([z.literal(''), z.url({ protocol: /^https?$/, error: 'an http(s) URL' })])
    .optional()
    .transform((value) => value?.replace(/\/+$/, '') || undefined),
  STT_API_KEY: z.string().optional(),
  STT_MODEL: z.string().trim().min(1).max(200).default('whisper-1'),
  STT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  STT_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(20),
  /**
   * Narration (issue 23): an OpenAI-compatible API (`{base}/audio/speech`, answering Ogg/Opus); unset or empty:
   * the embedded espeak-ng + ffmpeg. `TTS_VOICE_GOSIA`, `_THORSTEN`, `_SAM` name the server's voice for ours.
   */
  TTS_BASE_URL: z
    .union([z.literal(''), z.url({ protocol: /^https?$/, error: 'an http(s) URL' })])
    .optional()
    .transform((value) => value?.replace(/\/+$/, '') || undefined),
  TTS_API_KEY: z.string().optional(),
  TTS_MODEL: z.string().trim().min(1).max(200).default('tts-1'),
  TTS_VOICE_GOSIA: z.string().trim().max(200).optional(),
  TTS_VOICE_THORSTEN: z.string().trim().max(200).optional(),
  TTS_VOICE_SAM: z.string().trim().max(200).optional(),
  TTS_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(120_000),
  TTS_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(30),
  ADMIN_EMAIL: z.email().default('admin@nutrio.local'),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .min(1)
    .max(24 * 60)
    .default(30),
  SESSION_MAX_DAYS: z.coerce.number().min(1).max(365).default(30),
  LOGIN_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(5),
  LOGIN_LOCK_MINUTES: z.coerce
    .number()
    .min(1)
    .max(24 * 60)
    .default(15),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(30),
  UPLOAD_MAX_IMAGES_PER_USER: z.coerce.number().int().min(0).default(300),
  UPLOAD_MAX_BYTES_PER_USER: z.coerce
    .number()
    .int()
    .min(0)
    .default(200 * 1024 * 1024),
  UPLOAD_RATE_PER_HOUR: z.coerce.number().int().min(0).default(60),
  /** Per member: new chats a day and messages a minute (issue 15 A5). */
  CHAT_NEW_PER_DAY: z.coerce.number().int().min(1).default(20),
  CHAT_MESSAGES_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  /** The live stream: a comment line this often keeps proxies from closing it; open streams per member. */
  CHAT_STREAM_HEARTBEAT_MS: z.coerce.number().int().min(100).default(15_000),
  CHAT_STREAMS_PER_MEMBER: z.coerce.number().int().min(1).default(10),
  PLAN_WORKERS: z.coerce
    .number()
    .int()
    .min(1)
    .max(64)
    .default(Math.max(1, Math.min(4, availableParallelism() - 1))),
  PLAN_PER_CLIENT: z.coerce.number().int().min(1).max(100).default(2),
  PLAN_QUEUE_LIMIT: z.coerce.number().int().min(0).max(10_000).default(32),
  PLAN_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  DB_READERS: z.coerce
    .number()
    .int()
    .min(0)
    .max(64)
    .default(Math.max(2, Math.min(4, availableParallelism()))),
  DB_READ_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  CAPTCHA_DIFFICULTY: z.coerce.number().int().min(1).max(1_000_000).default(5000),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Nutrio <no-reply@nutrio.local>'),
  // Social sign-in: a provider is offered when its client id and secret are both set.
  OAUTH_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  OAUTH_GOOGLE_CLIENT_ID: z.string().optional(),
  OAUTH_GOOGLE_CLIENT_SECRET: z.string().optional(),
  OAUTH_GOOGLE_AUTHORIZE_URL: z.url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  OAUTH_GOOGLE_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
  OAUTH_GOOGLE_USERINFO_URL: z.url().default('https://openidconnect.googleapis.com/v1/userinfo'),
  OAUTH_GITHUB_CLIENT_ID: z.string().optional(),
  OAUTH_GITHUB_CLIENT_SECRET: z.string().optional(),
  OAUTH_GITHUB_AUTHORIZE_URL: z.url().default('https://github.com/login/oauth/authorize'),
  OAUTH_GITHUB_TOKEN_URL: z.url().default('https://github.com/login/oauth/access_token'),
  OAUTH_GITHUB_USERINFO_URL: z.url().default('https://api.github.com/user'),
  OAUTH_GITHUB_EMAILS_URL: z.url().default('https://api.github.com/user/emails'),
  OAUTH_X_CLIENT_ID: z.string().optional(),
  OAUTH_X_CLIENT_SECRET: z.string().optional(),
  OAUTH_X_AUTHORIZE_URL: z.url().default('https://x.com/i/oauth2/authorize'),
  OAUTH_X_TOKEN_URL: z.url().default('https://api.x.com/2/oauth2/token'),
  OAUTH_X_USERINFO_URL: z.url().default('https://api.x.com/2/users/me'),
});

/** One configured social sign-in provider: its client and the endpoints Nutrio calls. */
export interface OAuthClientConfig {
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  /** GitHub only: the account's addresses with their verified flags. */
  emailsUrl?: string;
}

type OAuthEndpoints = Omit<OAuthClientConfig, 'clientId' | 'clientSecret'>;

function oauthClient(id: string | undefined, secret: string | undefined, endpoints: OAuthEndpoints) {
  const clientId = id?.trim();
  const clientSecret = secret?.trim();
  return clientId && clientSecret ? { clientId, clientSecret, ...endpoints } : undefined;
}

function oauthClients(e: z.infer<typeof EnvSchema>): Partial<Record<SocialProvider, OAuthClientConfig>> {
  const all: Record<SocialProvider, OAuthClientConfig | undefined> = {
    google: oauthClient(e.OAUTH_GOOGLE_CLIENT_ID, e.OAUTH_GOOGLE_CLIENT_SECRET, {
      authorizeUrl: e.OAUTH_GOOGLE_AUTHORIZE_URL,
      tokenUrl: e.OAUTH_GOOGLE_TOKEN_URL,
      userinfoUrl: e.OAUTH_GOOGLE_USERINFO_URL,
    }),
    github: oauthClient(e.OAUTH_GITHUB_CLIENT_ID, e.OAUTH_GITHUB_CLIENT_SECRET, {
      authorizeUrl: e.OAUTH_GITHUB_AUTHORIZE_URL,
      tokenUrl: e.OAUTH_GITHUB_TOKEN_URL,
      userinfoUrl: e.OAUTH_GITHUB_USERINFO_URL,
      emailsUrl: e.OAUTH_GITHUB_EMAILS_URL,
    }),
    x: oauthClient(e.OAUTH_X_CLIENT_ID, e.OAUTH_X_CLIENT_SECRET, {
      authorizeUrl: e.OAUTH_X_AUTHORIZE_URL,
      tokenUrl: e.OAUTH_X_TOKEN_URL,
      userinfoUrl: e.OAUTH_X_USERINFO_URL,
    }),
  };
  return Object.fromEntries(
    SOCIAL_PROVIDERS.flatMap((provider) => (all[provider] ? [[provider, all[provider]]] : [])),
  );
}

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  /** Absolute origin used for canonical and hreflang links. */
  publicUrl: string;
  databaseUrl: string;
  webDistDir: string;
  /** Reference datasets (read only), content written by the project, and runtime files. */
  dataDir: string;
  contentDir: string;
  varDir: string;
  /** Private files (e-book PDFs): never under /media, read only by the routes that check access. */
  filesDir: string;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  /** `pretty`: one short readable line per entry and request; `json`: pino's JSON lines. */
  logFormat: 'pretty' | 'json';
  /** Fastify's trustProxy: false, a hop count, a list of proxy addresses/ranges, or (unsafe) true. */
  trustProxy: boolean | number | string[];
  bodyLimitBytes: number;
  timeouts: { idleMs: number; requestMs: number; keepAliveMs: number };
  /** `max`: API reads per IP and window; `writeMax`: API mutations (saves, uploads, account changes). */
  rateLimit: { enabled: boolean; max: number; writeMax: number; windowMs: number };
  /** Where rate-limit counters live when several instances must share them; undefined: in each process's memory. */
  redisUrl: string | undefined;
  publicApiKey: string | undefined;
  metricsToken: string | undefined;
  /** Off for hosts that hand their own key to the page; the page then shows the spec's missing-key warnings. */
  exposeApiKeyInPage: boolean;
  /** Map tiles and the street view frame's key (null: no street view). */
  maps: { tileUrl: string; tileAttribution: string; streetViewKey: string | null; geocoding: boolean };
  /** Stripe Checkout, when configured; bank transfers always. */
  payments: {
    stripe: { secretKey: string; webhookSecret: string; apiUrl: string } | null;
    bank: { holder: string; iban: string; bic: string };
    /** The seller on the shop's invoices (issue 18 A4); no tax id line when `taxId` is null. */
    seller: { name: string; addressLines: string[]; taxId: string | null };
  };
  /** The purchase page's flags (B §9): registration open; sales paused (read-only). */
  shop: { registrationEnabled: boolean; readOnly: boolean };
  /** PROF-19: the maps service addresses are sent to, when one is configured. */
  geocoder: { serviceUrl: string | undefined; timeoutMs: number };
  /** The AI search's language model (OpenAI-compatible chat completions); `baseUrl` undefined: not configured. */
  ai: {
    baseUrl: string | undefined;
    apiKey: string | undefined;
    model: string;
    timeoutMs: number;
    perMinute: number;
  };
  /** Photo to kcal: the remote model when `modelUrl` is set (else the embedded one), photo size, calls per IP. */
  foodRecognition: {
    modelUrl: string | undefined;
    modelToken: string | undefined;
    timeoutMs: number;
    maxPhotoBytes: number;
    perMinute: number;
  };
  /** Speech to text: the remote API when `baseUrl` is set (else the embedded recogniser); calls per member. */
  speechToText: {
    baseUrl: string | undefined;
    apiKey: string | undefined;
    model: string;
    timeoutMs: number;
    perMinute: number;
  };
  /** Narration: the remote API when `baseUrl` is set (else espeak-ng); its voices; generate calls per IP. */
  textToSpeech: {
    baseUrl: string | undefined;
    apiKey: string | undefined;
    model: string;
    voices: Partial<Record<VoiceId, string>>;
    timeoutMs: number;
    perMinute: number;
  };
  admin: { email: string; password: string | undefined };
  auth: {
    idleTimeoutMs: number;
    maxSessionMs: number;
    maxLoginAttempts: number;
    lockWindowMs: number;
    /** Per IP and minute on check-username, login, register and the reset calls. */
    rateLimitMax: number;
    /** The ALTCHA counter ceiling: the proof of work takes about this many key derivations. */
    captchaDifficulty: number;
  };
  mail: { smtpUrl: string | undefined; from: string; outboxDir: string };
  /** Per member: chats started a day and messages a minute. */
  chatLimits: { newPerDay: number; messagesPerMinute: number };
  /** The chat's live stream: heartbeat interval and open streams per member. */
  chatStream: { heartbeatMs: number; perMember: number };
  /** Day photos per user: how many and how many bytes may be stored, and uploads per hour. */
  imageQuota: { maxImages: number; maxBytes: number; uploadsPerHour: number };
  /** SQLite: read queries in worker threads (issue 13 A4); ignored on PostgreSQL. */
  dbReaders: { size: number; timeoutMs: number };
  /** Plan generation in worker threads (issue 12 A5). */
  planPool: { size: number; perClient: number; queueLimit: number; timeoutMs: number };
  /** The search-engine health dashboard's scans and the search log (issue 24 A4). */
  seoHealth: SeoHealthSettings;
  socialSignIn: {
    /** The limit on every call to a provider (token exchange, profile). */
    timeoutMs: number;
    providers: Partial<Record<SocialProvider, OAuthClientConfig>>;
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    databaseUrl: e.DATABASE_URL,
    webDistDir: e.WEB_DIST_DIR,
    dataDir: e.DATA_DIR,
    contentDir: e.CONTENT_DIR,
    varDir: e.VAR_DIR,
    filesDir: e.FILES_DIR || join(e.VAR_DIR, 'files'),
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    trustProxy: e.TRUST_PROXY,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    timeouts: {
      idleMs: e.IDLE_TIMEOUT_MS,
      requestMs: e.REQUEST_TIMEOUT_MS,
      keepAliveMs: e.KEEP_ALIVE_TIMEOUT_MS,
    },
    rateLimit: {
      enabled: e.RATE_LIMIT_ENABLED,
      max: e.RATE_LIMIT_MAX,
      writeMax: e.RATE_LIMIT_WRITE_MAX,
      windowMs: e.RATE_LIMIT_WINDOW_MS,
    },
    redisUrl: e.REDIS_URL,
    publicApiKey: e.PUBLIC_API_KEY,
    metricsToken: e.METRICS_TOKEN,
    exposeApiKeyInPage: e.EXPOSE_API_KEY_IN_PAGE,
    maps: {
      tileUrl: e.MAP_TILE_URL,
      tileAttribution: e.MAP_TILE_ATTRIBUTION,
      streetViewKey: e.MAPS_EMBED_KEY?.trim() || null,
      geocoding: e.GEOCODING,
    },
    geocoder: { serviceUrl: e.GEOCODER_URL, timeoutMs: e.GEOCODER_TIMEOUT_MS },
    ai: {
      baseUrl: e.AI_BASE_URL,
      apiKey: e.AI_API_KEY?.trim() || undefined,
      model: e.AI_MODEL,
      timeoutMs: e.AI_TIMEOUT_MS,
      perMinute: e.AI_RATE_LIMIT_PER_MINUTE,
    },
    foodRecognition: {
      modelUrl: e.FOOD_MODEL_URL,
      modelToken: e.FOOD_MODEL_TOKEN?.trim() || undefined,
      timeoutMs: e.FOOD_MODEL_TIMEOUT_MS,
      maxPhotoBytes: e.FOOD_PHOTO_MAX_BYTES,
      perMinute: e.FOOD_RECOGNITION_RATE_PER_MINUTE,
    },
    speechToText: {
      baseUrl: e.STT_BASE_URL,
      apiKey: e.STT_API_KEY?.trim() || undefined,
      model: e.STT_MODEL,
      timeoutMs: e.STT_TIMEOUT_MS,
      perMinute: e.STT_RATE_PER_MINUTE,
    },
    textToSpeech: {
      baseUrl: e.TTS_BASE_URL,
      apiKey: e.TTS_API_KEY?.trim() || undefined,
      model: e.TTS_MODEL,
      voices: Object.fromEntries(
        (
          [
            ['gosia', e.TTS_VOICE_GOSIA],
            ['thorsten', e.TTS_VOICE_THORSTEN],
            ['sam', e.TTS_VOICE_SAM],
          ] as const
        ).filter(([, name]) => name !== undefined && name !== ''),
      ),
      timeoutMs: e.TTS_TIMEOUT_MS,
      perMinute: e.TTS_RATE_PER_MINUTE,
    },
    shop: { registrationEnabled: e.REGISTRATION_ENABLED, readOnly: e.SHOP_READ_ONLY },
    payments: {
      stripe:
        e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
          ? {
              secretKey: e.STRIPE_SECRET_KEY,
              webhookSecret: e.STRIPE_WEBHOOK_SECRET,
              apiUrl: e.STRIPE_API_URL,
            }
          : null,
      bank: { holder: e.BANK_ACCOUNT_HOLDER, iban: e.BANK_ACCOUNT_IBAN, bic: e.BANK_ACCOUNT_BIC },
      seller: {
        name: e.SELLER_NAME,
        addressLines: e.SELLER_ADDRESS.split(',')
          .map((line) => line.trim())
          .filter(Boolean),
        taxId: e.SELLER_TAX_ID || null,
      },
    },
    admin: { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD },
    auth: {
      idleTimeoutMs: e.SESSION_IDLE_MINUTES * 60_000,
      maxSessionMs: e.SESSION_MAX_DAYS * 86_400_000,
      maxLoginAttempts: e.LOGIN_MAX_ATTEMPTS,
      lockWindowMs: e.LOGIN_LOCK_MINUTES * 60_000,
      rateLimitMax: e.AUTH_RATE_LIMIT_MAX,
      captchaDifficulty: e.CAPTCHA_DIFFICULTY,
    },
    mail: { smtpUrl: e.SMTP_URL || undefined, from: e.MAIL_FROM, outboxDir: join(e.VAR_DIR, 'outbox') },
    chatLimits: { newPerDay: e.CHAT_NEW_PER_DAY, messagesPerMinute: e.CHAT_MESSAGES_PER_MINUTE },
    chatStream: { heartbeatMs: e.CHAT_STREAM_HEARTBEAT_MS, perMember: e.CHAT_STREAMS_PER_MEMBER },
    imageQuota: {
      maxImages: e.UPLOAD_MAX_IMAGES_PER_USER,
      maxBytes: e.UPLOAD_MAX_BYTES_PER_USER,
      uploadsPerHour: e.UPLOAD_RATE_PER_HOUR,
    },
    dbReaders: { size: e.DB_READERS, timeoutMs: e.DB_READ_TIMEOUT_MS },
    seoHealth: seoHealthSettings(env),
    planPool: {
      size: e.PLAN_WORKERS,
      perClient: e.PLAN_PER_CLIENT,
      queueLimit: e.PLAN_QUEUE_LIMIT,
      timeoutMs: e.PLAN_TIMEOUT_MS,
    },
    socialSignIn: {
      timeoutMs: e.OAUTH_TIMEOUT_MS,
      providers: oauthClients(e),
    },
  };
}
