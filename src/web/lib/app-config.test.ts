import { describe, expect, it } from 'vitest';
import { AppConfig } from '../../core/contracts/app-config';
import { isAppConfig, readAppConfig } from './app-config';

const valid = {
  apiKey: 'key',
  locale: 'de',
  user: { id: 7, name: 'Ann', email: 'ann@example.com', roles: ['pro'], emailVerified: true },
  csrfToken: 'token',
  idleTimeoutMs: 1_800_000,
  socialProviders: ['google'],
  flags: { beta: true },
  styleNonce: 'nonce',
  maps: {
    tileUrl: 'https://tiles.example/{z}/{x}/{y}.png',
    tileAttribution: '© Example',
    streetViewKey: null,
    geocoding: true,
  },
};

const cases: [string, unknown][] = [
  ['a full config', valid],
  ['a guest', { ...valid, user: null, csrfToken: null, apiKey: null, styleNonce: null }],
  ['extra fields', { ...valid, extra: 1, user: { ...valid.user, extra: 2 } }],
  ['no flags', { ...valid, flags: {} }],
  ['an unknown locale', { ...valid, locale: 'fr' }],
  ['a missing field', { ...valid, styleNonce: undefined }],
  ['a numeric key', { ...valid, apiKey: 1 }],
  ['a user without roles', { ...valid, user: { ...valid.user, roles: undefined } }],
  ['a role that is not text', { ...valid, user: { ...valid.user, roles: [1] } }],
  ['an id as text', { ...valid, user: { ...valid.user, id: '7' } }],
  ['an endless timeout', { ...valid, idleTimeoutMs: Infinity }],
  ['a timeout as text', { ...valid, idleTimeoutMs: '5' }],
  ['providers that are not a list', { ...valid, socialProviders: 'google' }],
  ['a flag that is not a boolean', { ...valid, flags: { beta: 'yes' } }],
  ['flags as a list', { ...valid, flags: [] }],
  ['no map settings', { ...valid, maps: undefined }],
  ['a street view key that is not text', { ...valid, maps: { ...valid.maps, streetViewKey: 5 } }],
  ['a list', [valid]],
  ['null', null],
  ['text', 'config'],
];

function pageWith(text: string): Document {
  const doc = document.implementation.createHTMLDocument();
  const script = doc.createElement('script');
  script.id = 'app-config';
  script.type = 'application/json';
  script.textContent = text;
  doc.body.append(script);
  return doc;
}

describe('the page config check', () => {
  it.each(cases)('agrees with the AppConfig contract on %s', (_, value) => {
    const parsed = AppConfig.safeParse(value);
    expect(isAppConfig(value)).toBe(parsed.success);
    if (parsed.success) expect(readAppConfig(pageWith(JSON.stringify(value)))).toEqual(parsed.data);
  });

  it('a damaged or missing block yields a guest without a key', () => {
    for (const doc of [pageWith('{"apiKey":'), pageWith(JSON.stringify({ ...valid, locale: 'fr' }))]) {
      expect(readAppConfig(doc)).toMatchObject({ apiKey: null, user: null, locale: 'en' });
    }
    expect(readAppConfig(document.implementation.createHTMLDocument()).apiKey).toBeNull();
  });
});
