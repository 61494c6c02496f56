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
      roles: z.array(z.string()),
    })
    .nullable(),
  flags: z.record(z.string(), z.boolean()),
});
export type AppConfig = z.infer<typeof AppConfig>;

export const APP_CONFIG_ELEMENT_ID = 'app-config';
