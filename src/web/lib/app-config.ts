import type { AppConfig } from '../../core/contracts/app-config';
import { APP_CONFIG_ELEMENT_ID } from '../../core/contracts/app-config-element';
import type { ServerAppSettings } from '../../core/contracts/server-render';
import { DEFAULT_LOCALE, isLocale } from '../../core/i18n/locales';

const EMPTY: AppConfig = {
  apiKey: null,
  locale: DEFAULT_LOCALE,
  user: null,
  csrfToken: null,
  idleTimeoutMs: 30 * 60_000,
  socialProviders: [],
  flags: {},
  styleNonce: null,
  maps: {
    tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    tileAttribution: '© OpenStreetMap contributors',
    streetViewKey: null,
    geocoding: true,
  },
};

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const isNumber = (value: unknown) => typeof value === 'number' && Number.isFinite(value);
const isStringOrNull = (value: unknown) => value === null || isString(value);
const isStrings = (value: unknown) => Array.isArray(value) && value.every(isString);

function isUser(value: unknown): boolean {
  return (
    isObject(value) &&
    isNumber(value.id) &&
    isString(value.name) &&
    isString(value.email) &&
    isStrings(value.roles) &&
    typeof value.emailVerified === 'boolean'
  );
}

/**
 * The `AppConfig` contract, checked by hand: the shell stays free of zod, which only pages that validate
 * forms load (`app-config.test.ts` holds this to the contract's schema).
 */
export function isAppConfig(value: unknown): value is AppConfig {
  return (
    isObject(value) &&
    isStringOrNull(value.apiKey) &&
    isLocale(value.locale) &&
    (value.user === null || isUser(value.user)) &&
    isStringOrNull(value.csrfToken) &&
    isNumber(value.idleTimeoutMs) &&
    isStrings(value.socialProviders) &&
    isObject(value.flags) &&
    Object.values(value.flags).every((flag) => typeof flag === 'boolean') &&
    isStringOrNull(value.styleNonce) &&
    (value.speechLanguages === undefined ||
      (Array.isArray(value.speechLanguages) && value.speechLanguages.every(isLocale))) &&
    isObject(value.maps) &&
    isString(value.maps.tileUrl) &&
    isString(value.maps.tileAttribution) &&
    isStringOrNull(value.maps.streetViewKey)
  );
}

/** Only the contract's fields, as the schema's parse would return them. */
function pick(config: AppConfig): AppConfig {
  const {
    apiKey,
    locale,
    user,
    csrfToken,
    idleTimeoutMs,
    socialProviders,
    flags,
    styleNonce,
    maps,
    speechLanguages,
  } = config;
  return {
    apiKey,
    locale,
    user: user && {
      id: user.id,
      name: user.name,
      email: user.email,
      roles: user.roles,
      emailVerified: user.emailVerified,
    },
    csrfToken,
    idleTimeoutMs,
    socialProviders,
    flags,
    styleNonce,
    ...(speechLanguages ? { speechLanguages } : {}),
    maps: {
      tileUrl: maps.tileUrl,
      tileAttribution: maps.tileAttribution,
      streetViewKey: maps.streetViewKey,
      geocoding: maps.geocoding,
    },
  };
}

/** The config the server injected into the page; a missing or damaged block yields a guest without a key. */
export function readAppConfig(doc: Document = document): AppConfig {
  const text = doc.getElementById(APP_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return EMPTY;
  try {
    const parsed: unknown = JSON.parse(text);
    return isAppConfig(parsed) ? pick(parsed) : EMPTY;
  } catch {
    return EMPTY;
  }
}

const pageConfig = typeof document === 'undefined' ? { ...EMPTY } : readAppConfig();

/** What the page was served with; who is signed in lives in the session store (`session.ts`), which starts from it. */
export const appConfig: Omit<AppConfig, 'user' | 'csrfToken'> = pageConfig;
export const initialSession = { user: pageConfig.user, csrfToken: pageConfig.csrfToken };

/**
 * On the server (`entry-server.tsx`), which renders pages for guests only: the settings every page is served
 * with, the same for every visitor, so one process-wide copy serves all renders.
 */
export function configureServerApp(settings: ServerAppSettings): void {
  if (typeof document !== 'undefined') throw new Error('configureServerApp is for the server renderer');
  Object.assign(pageConfig, settings);
}
