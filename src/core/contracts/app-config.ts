import { z } from 'zod';
import { SupportedLocale } from './common';

/** What the server injects into every page as JSON in `<script id="app-config">`. */
export const AppConfig = z.object({
  /** The public bearer key for catalogue calls; absent when the host supplies its own. */
  apiKey: z.string().nullable(),
  locale: SupportedLocale,
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
  /** The session's CSRF token (sent as `x-csrf-token` and in the logout form); null for guests. */
  csrfToken: z.string().nullable(),
  /** Inactivity after which the server ends a session (DECISIONS ACCT-11). */
  idleTimeoutMs: z.number(),
  /** Social sign-in providers that are configured (buttons appear only for these). */
  socialProviders: z.array(z.string()),
  flags: z.record(z.string(), z.boolean()),
  /** Map tiles and attribution; the street view frame's key, null when street view is not offered. */
  maps: z.object({
    tileUrl: z.string(),
    tileAttribution: z.string(),
    streetViewKey: z.string().nullable(),
    /** PROF-18: whether addresses without coordinates are placed on the map. */
    geocoding: z.boolean(),
  }),
  /** The languages voice search transcribes (issue 23 A2): English embedded, all three with an STT endpoint. */
  speechLanguages: z.array(SupportedLocale).optional(),
  /** This response's CSP nonce for <style> elements made at run time; null where the CSP needs none (development). */
  styleNonce: z.string().nullable(),
});
export type AppConfig = z.infer<typeof AppConfig>;

export { APP_CONFIG_ELEMENT_ID } from './app-config-element';
