import type { Locale } from '../i18n/locales';

/** The id of the `<script type="application/json">` that carries a server-rendered page's state. */
export const PAGE_STATE_ELEMENT_ID = 'page-state';

/**
 * What the web app's API client needs of `fetch`: in the browser it is `fetch`; while the server renders a
 * page, the server's own app answers in process (no socket, no HTTP round trip to itself).
 */
export type ApiFetch = (
  url: string,
  init: {
    method: string;
    headers: Record<string, string>;
    body?: string | Blob;
    signal?: AbortSignal;
    credentials?: 'same-origin';
  },
) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;

/** What the page's script reads from the server's settings (the rest of `AppConfig` is per visitor). */
export interface ServerAppSettings {
  apiKey: string | null;
  idleTimeoutMs: number;
  socialProviders: string[];
}

export interface ServerRenderInput {
  /** The page's path and query. */
  url: string;
  locale: Locale;
  settings: ServerAppSettings;
}

export interface ServerRenderedPage {
  /** The app's markup, for inside `<div id="root">`. */
  html: string;
  /** The page's state for the browser that hydrates it (plain JSON data). */
  state: unknown;
  /** Whether every call the page made was answered: a page rendered without some of its data is not kept. */
  complete: boolean;
}

/** The web app's server renderer (`src/web/entry-server.tsx`), as the server loads it. */
export interface ServerRenderer {
  /** Sets how the web app's API calls reach the server's app while it renders. */
  connect(fetchApi: ApiFetch): void;
  /** Renders a public page for a guest; null where the page is to be rendered in the browser instead. */
  render(input: ServerRenderInput): Promise<ServerRenderedPage | null>;
}
