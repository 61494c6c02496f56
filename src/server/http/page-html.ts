import { APP_CONFIG_ELEMENT_ID, type AppConfig } from '../../core/contracts/app-config';
import { PAGE_STATE_ELEMENT_ID, type ServerRenderedPage } from '../../core/contracts/server-render';
import { LOCALES, type Locale } from '../../core/i18n/locales';
import { jsonLdDocument, type JsonLd } from '../../core/seo/structured-data';

export interface PageHead {
  locale: Locale;
  title: string;
  description: string;
  /** Absolute URLs; absent on error pages, which must not be indexed. */
  canonical?: string;
  alternates?: Record<Locale, string>;
  /** Link previews (Open Graph, Twitter): `article` for an item's page, else `website`. */
  type?: 'website' | 'article';
  /** Absolute URL of the preview picture (JPEG, PNG or WebP: previews do not show SVG) and what it shows. */
  image?: { url: string; alt: string };
  /** schema.org nodes, as one JSON-LD graph. */
  structuredData?: readonly JsonLd[];
}

/** Open Graph locales: the language with the country whose conventions the page follows. */
const OG_LOCALES: Record<Locale, string> = { en: 'en_GB', pl: 'pl_PL', de: 'de_DE' };

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/** JSON that is safe inside a <script> element: no "</script>" or "<!--" can appear in it. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

function headTags(head: PageHead): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    meta('property', 'og:site_name', 'Nutrio'),
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:locale', OG_LOCALES[head.locale]),
    ...LOCALES.filter((l) => l !== head.locale).map((l) =>
      meta('property', 'og:locale:alternate', OG_LOCALES[l]),
    ),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
  ];
  if (head.image) {
    tags.push(
      meta('property', 'og:image', head.image.url),
      meta('property', 'og:image:alt', head.image.alt),
      meta('name', 'twitter:image', head.image.url),
      meta('name', 'twitter:image:alt', head.image.alt),
    );
  }
  if (head.canonical) {
    tags.push(
      `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
      meta('property', 'og:url', head.canonical),
    );
  } else tags.push('<meta name="robots" content="noindex" />');
  if (head.alternates) {
    for (const locale of LOCALES) {
      tags.push(
        `<link rel="alternate" hreflang="${locale}" href="${escapeHtml(head.alternates[locale])}" />`,
      );
    }
    tags.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(head.alternates.en)}" />`);
  }
  // A data block, not a script: the CSP does not apply to it and it needs no nonce.
  if (head.structuredData?.length)
    tags.push(
      `<script type="application/ld+json">${scriptSafeJson(jsonLdDocument(head.structuredData))}</script>`,
    );
  return tags.join('\n    ');
}

const jsonBlock = (id: string, value: unknown) =>
  `<script type="application/json" id="${id}">${scriptSafeJson(value)}</script>`;

/**
 * Fills the web app's index.html: `<html lang>`, the head tags search engines read without JavaScript, the
 * app-config JSON block the web app starts from and, for a page rendered on the server, its markup and the
 * state the browser hydrates it with (data blocks, not scripts: the CSP needs no exception for them).
 */
export function renderPageHtml(
  template: string,
  head: PageHead,
  appConfig: AppConfig,
  rendered: ServerRenderedPage | null = null,
): string {
  const blocks = [jsonBlock(APP_CONFIG_ELEMENT_ID, appConfig)];
  if (rendered) blocks.push(jsonBlock(PAGE_STATE_ELEMENT_ID, rendered.state));
  // Replacer functions: a string replacement would read `$&`, `$'`… in user-controlled text as patterns.
  return template
    .replace(/<html lang="[^"]*"/, () => `<html lang="${head.locale}"`)
    .replace('<!--app-head-->', () => headTags(head))
    .replace('<!--app-html-->', () => rendered?.html ?? '')
    .replace('<!--app-config-->', () => blocks.join('\n    '));
}

/** Used when the web build is missing (API-only use); the API keeps working and the page says why. */
export const FALLBACK_TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <!--app-head-->
  </head>
  <body>
    <p>The web app has not been built yet: run <code>npm run build</code>.</p>
    <div id="root"><!--app-html--></div>
    <!--app-config-->
  </body>
</html>
`;
