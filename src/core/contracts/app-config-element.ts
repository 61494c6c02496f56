/**
 * The id of the `<script type="application/json">` that carries the page's `AppConfig`; apart from the
 * schema, so the web shell reads it without zod (`app-config.ts` re-exports it).
 */
export const APP_CONFIG_ELEMENT_ID = 'app-config';
