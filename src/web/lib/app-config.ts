import { APP_CONFIG_ELEMENT_ID, AppConfig } from '../../core/contracts/app-config';
import { DEFAULT_LOCALE } from '../../core/i18n/locales';

const EMPTY: AppConfig = {
  apiKey: null,
  locale: DEFAULT_LOCALE,
  user: null,
  csrfToken: null,
  idleTimeoutMs: 30 * 60_000,
  socialProviders: [],
  flags: {},
  styleNonce: null,
};

/** The config the server injected into the page; a missing or damaged block yields a guest without a key. */
export function readAppConfig(doc: Document = document): AppConfig {
  const text = doc.getElementById(APP_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return EMPTY;
  try {
    const parsed = AppConfig.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : EMPTY;
  } catch {
    return EMPTY;
  }
}

const pageConfig = typeof document === 'undefined' ? EMPTY : readAppConfig();

/** What the page was served with; who is signed in lives in the session store (`session.ts`), which starts from it. */
export const appConfig: Omit<AppConfig, 'user' | 'csrfToken'> = pageConfig;
export const initialSession = { user: pageConfig.user, csrfToken: pageConfig.csrfToken };
