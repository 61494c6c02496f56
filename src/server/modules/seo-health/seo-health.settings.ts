import { z } from 'zod';

/** The dashboard's and the search log's settings (README's environment table). */
export interface SeoHealthSettings {
  /** Search log rows older than this are pruned (hourly). */
  searchLogRetentionDays: number;
  /** At most this many pages per scan, alternates reached by hreflang included. */
  maxPages: number;
  /** At most this many distinct internal links checked per scan. */
  maxLinks: number;
  /** Pages Lighthouse scores per scan. */
  lighthousePages: number;
  lighthouse: boolean;
  chromiumPath: string;
}

const positive = (fallback: number, max: number) =>
  z.coerce.number().int().min(1).max(max).catch(fallback).default(fallback);

const Env = z.object({
  SEARCH_LOG_RETENTION_DAYS: positive(90, 3650),
  SEO_SCAN_MAX_PAGES: positive(200, 5000),
  SEO_SCAN_MAX_LINKS: positive(500, 20_000),
  SEO_SCAN_LIGHTHOUSE_PAGES: z.coerce.number().int().min(0).max(20).catch(3).default(3),
  SEO_SCAN_LIGHTHOUSE: z.enum(['on', 'off']).catch('on').default('on'),
  CHROMIUM_PATH: z.string().min(1).default('/usr/bin/chromium'),
});

/** Reads the settings from the environment; a value out of range falls back to its default. */
export function seoHealthSettings(env: NodeJS.ProcessEnv): SeoHealthSettings {
  const e = Env.parse(env);
  return {
    searchLogRetentionDays: e.SEARCH_LOG_RETENTION_DAYS,
    maxPages: e.SEO_SCAN_MAX_PAGES,
    maxLinks: e.SEO_SCAN_MAX_LINKS,
    lighthousePages: e.SEO_SCAN_LIGHTHOUSE_PAGES,
    lighthouse: e.SEO_SCAN_LIGHTHOUSE === 'on',
    chromiumPath: e.CHROMIUM_PATH,
  };
}
