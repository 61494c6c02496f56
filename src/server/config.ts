import { z } from 'zod';

const flag = (fallback: boolean) =>
  z
    .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'])
    .optional()
    .transform((value) => (value === undefined ? fallback : ['1', 'true', 'yes', 'on'].includes(value)));

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z.string().default('sqlite:var/nutrio.db'),
  WEB_DIST_DIR: z.string().default('dist/web'),
  DATA_DIR: z.string().default('../shared/data'),
  VAR_DIR: z.string().default('var'),
  CONTENT_DIR: z.string().default('content'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: flag(false),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1024 * 1024),
  RATE_LIMIT_ENABLED: flag(true),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(300),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(60_000),
  PUBLIC_API_KEY: z.string().min(16).optional(),
  EXPOSE_API_KEY_IN_PAGE: flag(true),
  ADMIN_EMAIL: z.email().default('admin@nutrio.local'),
  ADMIN_PASSWORD: z.string().min(8).optional(),
});

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
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  trustProxy: boolean;
  bodyLimitBytes: number;
  rateLimit: { enabled: boolean; max: number; windowMs: number };
  publicApiKey: string | undefined;
  /** Off for hosts that hand their own key to the page; the page then shows the spec's missing-key warnings. */
  exposeApiKeyInPage: boolean;
  admin: { email: string; password: string | undefined };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
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
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    rateLimit: { enabled: e.RATE_LIMIT_ENABLED, max: e.RATE_LIMIT_MAX, windowMs: e.RATE_LIMIT_WINDOW_MS },
    publicApiKey: e.PUBLIC_API_KEY,
    exposeApiKeyInPage: e.EXPOSE_API_KEY_IN_PAGE,
    admin: { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD },
  };
}
