import { describe, expect, it } from 'vitest';
import { APP_CONFIG_ELEMENT_ID, type AppConfig } from '../../core/contracts/app-config';
import { renderPageHtml } from './page-html';

const TEMPLATE =
  '<!doctype html><html lang="en"><head><!--app-head--></head><body><!--app-config--><div id="root"></div></body></html>';
const HOSTILE = [
  '$&',
  '$`',
  "$'",
  '$$',
  '$<name>',
  '</script><script>alert(1)</script>',
  'a\u2028b\u2029c',
  '<!--',
];

function configWithName(name: string): AppConfig {
  return {
    apiKey: 'key',
    locale: 'en',
    user: { id: 1, name, email: `${name}@example.com`, roles: [], emailVerified: true },
    csrfToken: 'csrf-secret',
    idleTimeoutMs: 1000,
    socialProviders: [],
    flags: {},
    styleNonce: 'nonce-value',
    maps: {
      tileUrl: 'https://tiles.example/{z}/{x}/{y}.png',
      tileAttribution: '© Example',
      streetViewKey: null,
      geocoding: true,
    },
  };
}

/** The config block as the browser will read it back. */
function configIn(html: string): unknown {
  const found = new RegExp(
    `<script type="application/json" id="${APP_CONFIG_ELEMENT_ID}">([\\s\\S]*?)</script>`,
  ).exec(html);
  return found ? JSON.parse(found[1]!) : null;
}

describe('the page template fill', () => {
  it.each(HOSTILE)(
    'a user-controlled text %j lands in the page as data, never as a replacement pattern or markup',
    (text) => {
      const html = renderPageHtml(
        TEMPLATE,
        { locale: 'en', title: `${text} – Nutrio`, description: text },
        configWithName(text),
      );
      // The template's structure survives: one config block, one root, the body after the head.
      expect(html.match(/<script /g)).toHaveLength(1);
      expect(html.match(/<div id="root"><\/div>/g)).toHaveLength(1);
      expect(html.indexOf('<!--app-head-->')).toBe(-1);
      expect(configIn(html)).toEqual(configWithName(text));
      // Text outside the config block never shows the session's token.
      const outside = html.replace(/<script type="application\/json"[\s\S]*?<\/script>/, '');
      expect(outside).not.toContain('csrf-secret');
    },
  );
});
