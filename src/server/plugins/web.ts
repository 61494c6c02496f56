import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest, InjectOptions } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { AppConfig as PageConfig } from '../../core/contracts/app-config';
import type { ApiFetch, ServerRenderedPage, ServerRenderer } from '../../core/contracts/server-render';
import { isLocale, LOCALE_COOKIE, LOCALES, preferredLocale, type Locale } from '../../core/i18n/locales';
import {
  matchPagePath,
  pageHref,
  pagePath,
  pages,
  pageTrail,
  type PageMatch,
  type PageName,
  type PageRoute,
} from '../../core/routes';
import type { DetailMeta, DetailMetaLookup, MainEntityLookup } from '../http/detail-meta';
import { breadcrumbList, type JsonLd } from '../../core/seo/structured-data';
import type { AppConfig } from '../config';
import { NotFoundError } from '../errors';
import { translatorFor } from '../i18n';
import { FALLBACK_TEMPLATE, renderPageHtml, type PageHead } from '../http/page-html';
import { addPageNonce } from './security';
import { createRevisionCache, keptPerRevision } from '../lib/revision-cache';

type TemplateSource = (url: string) => Promise<string>;

/** The web app's page template and its server renderer (null: every page renders in the browser). */
interface WebBuild {
  template: TemplateSource;
  renderer: () => Promise<ServerRenderer | null>;
}

/** The server renderer's module, as `vite build --ssr` writes it and as Vite loads it in development. */
const RENDERER_ENTRY = 'src/web/entry-server.tsx';
const rendererOf = (module: Record<string, unknown>) => module.serverRenderer as ServerRenderer;

const ONE_YEAR_S = 365 * 24 * 3600;

/** Stands for the response's nonce while a page's ETag is computed (letters only: no escaping changes it). */
const NONCE_PLACEHOLDER = 'NutrioNoncePlaceholderQvXk';

/** Whether an If-None-Match header names `etag` (weak comparison, RFC 9110 §13.1.2). */
function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.trim() === '*' || header.split(',').some((tag) => opaque(tag) === opaque(etag));
}

async function webBuild(
  app: FastifyInstance,
  config: AppConfig,
  sourceRenderer: (() => Promise<ServerRenderer>) | undefined,
): Promise<WebBuild> {
  if (config.env === 'development') {
    // Hot reload: Vite serves the modules and transforms index.html on every request.
    const [{ createServer }, { default: middie }] = await Promise.all([
      import('vite'),
      import('@fastify/middie'),
    ]);
    const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });
    await app.register(middie);
    app.use(vite.middlewares);
    app.addHook('onClose', async () => vite.close());
    const raw = readFileSync(resolve('index.html'), 'utf8');
    return {
      template: (url) => vite.transformIndexHtml(url, raw),
      // Loaded through Vite on each render: an edit shows on the next request.
      renderer: async () => rendererOf(await vite.ssrLoadModule(`/${RENDERER_ENTRY}`)),
    };
  }
  const distDir = resolve(config.webDistDir);
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ distDir }, 'web build missing: pages show a notice until `npm run build` has run');
    return {
      template: async () => FALLBACK_TEMPLATE,
      renderer: async () => (await sourceRenderer?.()) ?? null,
    };
  }
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    wildcard: false,
    index: false,
    allowedPath: (path) => path !== '/index.html',
    // The server writes these (modules/seo); a stale build's copy must not clash with or shadow them.
    globIgnore: ['robots.txt', 'sitemap.xml'],
    // The build wrote .br and .gz siblings of the text assets; each browser gets the best it accepts.
    preCompressed: true,
    // Our own header: @fastify/send's default (max-age=0) would replace the immutable one below.
    cacheControl: false,
    setHeaders: (res, path) => {
      const hashed = path.startsWith(join(distDir, 'assets'));
      res.setHeader(
        'cache-control',
        hashed ? `public, max-age=${ONE_YEAR_S}, immutable` : 'public, max-age=3600',
      );
    },
  });
  const html = readFileSync(indexFile, 'utf8');
  // `npm run build` writes the renderer beside the browser's build.
  const rendererFile = join(dirname(distDir), 'server', 'entry-server.js');
  // React picks its build by NODE_ENV when first loaded: its development build renders several times slower.
  if (config.env === 'production') process.env.NODE_ENV = 'production';
  if (!existsSync(rendererFile)) {
    app.log.warn({ rendererFile }, 'server renderer missing: every page renders in the browser');
    return { template: async () => html, renderer: async () => null };
  }
  const renderer = import(pathToFileURL(rendererFile).href).then(rendererOf);
  return { template: async () => html, renderer: () => renderer };
}

/** The Cache-Control of a page (see `send`); the 404 page and pages without an entry are revalidated. */
export function pageCaching(route: PageRoute | undefined, signedIn: boolean): string {
  if (route?.access === 'user') return 'no-store';
  if (route?.indexed && !signedIn) return 'public, max-age=60, stale-while-revalidate=300';
  return 'no-cache, private';
}

/** A path below a live catch-all page (PGEN-06: anything else redirects to the generator's start). */
function catchAllBase(pathname: string): string | null {
  const [, first] = pathname.split('/');
  if (!isLocale(first)) return null;
  for (const name of Object.keys(pages) as PageName[]) {
    const page = pages[name] as PageRoute;
    if (!page.catchAll || !page.live) continue;
    const base = pagePath(name, first, {});
    if (pathname.startsWith(`${base}/`)) return base;
  }
  return null;
}

export interface WebOptions {
  config: AppConfig;
  publicApiKey: string;
  /** Names of the configured social sign-in providers. */
  socialProviders?: () => string[];
  /** The languages voice search transcribes (signed-in pages only: guests have no voice search). */
  speechLanguages?: readonly Locale[];
  /** Head data of detail pages, by page name; an unknown id gets the 404 page. */
  detailMeta?: Partial<Record<PageName, DetailMetaLookup>>;
  /** The schema.org node of a detail page's item, by page name. */
  mainEntities?: Partial<Record<PageName, MainEntityLookup>>;
  /** The catalogue's change revision: detail pages' heads and rendered pages are kept while it stands. */
  revision?: () => Promise<number>;
  /** The server renderer where there is no build (tests load it from the sources). */
  sourceRenderer?: () => Promise<ServerRenderer>;
}

/** Server-rendered guest pages kept per catalogue revision (each path and query is one entry). */
const KEPT_PAGES = 500;

/** The link preview picture of pages without one of their own (public/og-image.png). */
const SITE_IMAGE = '/og-image.png';

/**
 * Serves the web app for every page path: `/` → the visitor's locale, wrong-language slugs → 301 to the
 * canonical path, unknown paths → the 404 page with HTTP 404, and the head tags filled in on the server.
 */
export async function registerWeb(
  app: FastifyInstance,
  {
    config,
    publicApiKey,
    detailMeta = {},
    mainEntities = {},
    revision = async () => 0,
    socialProviders = () => [],
    speechLanguages = [],
    sourceRenderer,
  }: WebOptions,
): Promise<void> {
  const { template, renderer } = await webBuild(app, config, sourceRenderer);
  const absolute = (path: string) => `${config.publicUrl}${path}`;

  /**
   * The renderer's API calls reach this app in process (`inject`: the same routes, validation, services and
   * presenters as over HTTP, without a socket), counted towards the visitor's rate limit as their browser's
   * calls would be.
   */
  const visitor = new AsyncLocalStorage<string>();
  const fetchApi: ApiFetch = async (url, init) => {
    const response = await app.inject({
      method: init.method as InjectOptions['method'],
      url,
      headers: init.headers,
      payload: typeof init.body === 'string' ? init.body : undefined,
      remoteAddress: visitor.getStore(),
    });
    return { ok: response.statusCode < 400, status: response.statusCode, json: async () => response.json() };
  };
  const connected = new WeakSet<ServerRenderer>();

  /**
   * A public page rendered on the server (issue 14 A1). Null where the browser renders it: no renderer, or
   * the render failed (the page still works, as a client-rendered one).
   */
  async function renderedPage(
    request: FastifyRequest,
    reply: FastifyReply,
    match: PageMatch,
  ): Promise<ServerRenderedPage | null> {
    try {
      const pageRenderer = await renderer();
      if (!pageRenderer) return null;
      if (!connected.has(pageRenderer)) {
        pageRenderer.connect(fetchApi);
        connected.add(pageRenderer);
      }
      const started = performance.now();
      const rendered = await visitor.run(request.ip, () =>
        pageRenderer.render({
          url: request.url,
          locale: match.locale,
          settings: {
            apiKey: config.exposeApiKeyInPage ? publicApiKey : null,
            idleTimeoutMs: config.auth.idleTimeoutMs,
            socialProviders: socialProviders(),
          },
        }),
      );
      // How long the render took, for `npm run bench:pages` and the browser's developer tools.
      reply.header('server-timing', `render;dur=${(performance.now() - started).toFixed(1)}`);
      return rendered;
    } catch (error) {
      request.log.error(
        { err: error, url: request.url },
        'server render failed: the page renders in the browser',
      );
      return null;
    }
  }

  const pageConfig = (locale: Locale, request: FastifyRequest, styleNonce: string | null): PageConfig => {
    const session = request.session;
    return {
      apiKey: config.exposeApiKeyInPage ? publicApiKey : null,
      locale,
      user: session
        ? {
            id: session.user.id,
            name: session.user.name,
            email: session.user.email,
            roles: session.user.roles,
            emailVerified: session.user.emailVerified,
            proUntil: session.user.proUntil ?? null,
          }
        : null,
      csrfToken: session?.csrfToken ?? null,
      idleTimeoutMs: config.auth.idleTimeoutMs,
      socialProviders: socialProviders(),
      flags: {
        registrationDisabled: !config.shop.registrationEnabled,
        shopReadOnly: config.shop.readOnly,
      },
      styleNonce,
      maps: config.maps,
      ...(session ? { speechLanguages: [...speechLanguages] } : {}),
    };
  };

  /** A page as sent, with the nonce's placeholder; its ETag covers it without the nonce. */
  interface ComposedPage {
    html: string;
    etag: string;
  }

  async function compose(
    request: FastifyRequest,
    head: PageHead,
    styleNonce: string | null,
    rendered: ServerRenderedPage | null = null,
  ): Promise<ComposedPage> {
    const html = renderPageHtml(
      await template(request.url),
      head,
      pageConfig(head.locale, request, styleNonce && NONCE_PLACEHOLDER),
      rendered,
    );
    return { html, etag: `W/"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"` };
  }

  /**
   * Pages carry an ETag (issue 13 A7): a browser revalidates and gets 304 while the page is unchanged. The ETag
   * covers the page without its nonce, which is new in every response; a 304 carries no
   * Content-Security-Policy, so the browser keeps the one stored with its copy, whose nonce that copy uses.
   * How long a copy may be used (issue 14 A4): an indexed page a guest sees is the same for every guest, so
   * caches may keep it a minute and serve it stale for five more while they fetch it again; a page with a
   * signed-in user's name is theirs alone and revalidated each time; a private page is never stored.
   */
  function deliver(
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    page: ComposedPage,
    nonce: string | null,
    pageName?: PageName,
  ) {
    const route = pageName ? (pages[pageName] as PageRoute) : undefined;
    reply
      .header('cache-control', pageCaching(route, Boolean(request.session)))
      .header('vary', 'Cookie')
      .header('etag', page.etag);
    if (status === 200 && ifNoneMatch(request.headers['if-none-match'], page.etag)) {
      reply.removeHeader('content-security-policy');
      return reply.code(304).send();
    }
    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      .send(nonce ? page.html.replaceAll(NONCE_PLACEHOLDER, nonce) : page.html);
  }

  async function send(
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    head: PageHead,
    pageName?: PageName,
  ) {
    const nonce = addPageNonce(reply, config);
    return deliver(request, reply, status, await compose(request, head, nonce), nonce, pageName);
  }

  function visitorLocale(request: FastifyRequest): Locale {
    return preferredLocale({
      cookie: request.cookies[LOCALE_COOKIE],
      acceptLanguage: request.headers['accept-language'],
    });
  }

  /** The head of a page: titles, alternates, preview picture and JSON-LD (issue 14 A2). */
  async function pageHead(match: PageMatch, detail?: DetailMeta & { id: number }): Promise<PageHead> {
    const t = translatorFor(match.locale);
    // A detail page's slug differs per language.
    const alternates = Object.fromEntries(
      LOCALES.map((locale) => [
        locale,
        absolute(pagePath(match.name, locale, detail ? { idSlug: detail.idSlugs[locale] } : match.params)),
      ]),
    ) as Record<Locale, string>;
    const canonical = absolute(match.canonicalPath);
    const label = (name: PageName) =>
      t(`shell:nav.${name}`, { defaultValue: t(`pages:${name}.title`).replace(/ – Nutrio$/, '') });
    const trail = [
      ...pageTrail(match.name).map((name) => ({
        name: label(name),
        url: absolute(pagePath(name, match.locale, {})),
      })),
      { name: detail?.name ?? label(match.name), url: canonical },
    ];
    const ownImage = detail?.previewImage ?? null;
    const structuredData: JsonLd[] = [breadcrumbList(trail)];
    if (match.name === 'home')
      structuredData.push({ '@type': 'WebSite', name: 'Nutrio', url: canonical, inLanguage: match.locale });
    // DECISIONS ACCT-10: the calculator is a free web application.
    if (match.name === 'calculator')
      structuredData.push({
        '@type': 'WebApplication',
        name: label('calculator'),
        description: t('pages:calculator.description'),
        url: canonical,
        inLanguage: match.locale,
        applicationCategory: 'HealthApplication',
        operatingSystem: 'Any',
        isAccessibleForFree: true,
      });
    const mainEntity = detail && mainEntities[match.name];
    if (mainEntity) {
      const node = await mainEntity(detail.id, match.locale, {
        url: canonical,
        image: detail.image ? absolute(detail.image) : null,
      });
      if (node) structuredData.push(node);
    }
    return {
      locale: match.locale,
      title: detail?.title ?? t(`pages:${match.name}.title`, { defaultValue: t('common:brand') }),
      description:
        detail?.description ??
        t(`pages:${match.name}.description`, { defaultValue: t('pages:home.description') }),
      canonical,
      alternates,
      type: detail ? 'article' : 'website',
      image: ownImage
        ? { url: absolute(ownImage), alt: detail?.name ?? '' }
        : { url: absolute(SITE_IMAGE), alt: t('pages:siteImageAlt') },
      structuredData,
    };
  }

  /** Heads of pages without parameters depend on the page and language only: built once. */
  const fixedHeads = new Map<string, Promise<PageHead>>();
  /** A detail page's data and head depend on the catalogue: kept per revision. */
  const keptDetail = keptPerRevision(
    revision,
    ({ name, id, locale }: { name: PageName; id: number; locale: Locale }) =>
      detailMeta[name]?.(id, locale) ?? Promise.resolve(null),
    2_000,
  );
  const keptDetailHead = keptPerRevision(
    revision,
    ({ match, detail }: { match: PageMatch; detail: DetailMeta & { id: number } }) => pageHead(match, detail),
    2_000,
  );

  /**
   * Indexed pages a guest gets are rendered on the server and, as every guest gets the same page, kept whole
   * (markup, state, head, ETag) while the catalogue stands; a signed-in member's and private pages are
   * rendered in the browser.
   */
  const guestPages = createRevisionCache<ComposedPage>({ maxEntries: KEPT_PAGES });

  async function sendPage(
    request: FastifyRequest,
    reply: FastifyReply,
    match: PageMatch,
    detail?: DetailMeta & { id: number },
  ) {
    // Only when it changes: a response that sets a cookie is one no shared cache keeps.
    if (request.cookies[LOCALE_COOKIE] !== match.locale)
      reply.setCookie(LOCALE_COOKIE, match.locale, { path: '/', maxAge: ONE_YEAR_S, sameSite: 'lax' });
    const nonce = addPageNonce(reply, config);
    const serverRendered = (pages[match.name] as PageRoute).indexed && !request.session;
    const current = serverRendered ? await revision() : 0;
    const kept = serverRendered ? guestPages.get(request.url, current) : undefined;
    if (kept) {
      reply.header('server-timing', 'render;desc="kept"');
      return deliver(request, reply, 200, kept, nonce, match.name);
    }
    let head: Promise<PageHead>;
    if (detail) head = keptDetailHead({ match, detail });
    else if (Object.keys(match.params).length > 0) head = pageHead(match);
    else {
      head = fixedHeads.get(match.canonicalPath) ?? pageHead(match);
      fixedHeads.set(match.canonicalPath, head);
    }
    const rendered = serverRendered ? await renderedPage(request, reply, match) : null;
    const page = await compose(request, await head, nonce, rendered);
    if (rendered?.complete) guestPages.set(request.url, current, page);
    return deliver(request, reply, 200, page, nonce, match.name);
  }

  async function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
    const segment = request.url.split('/')[1];
    const locale = isLocale(segment) ? segment : visitorLocale(request);
    const t = translatorFor(locale);
    return send(request, reply, 404, {
      locale,
      title: t('pages:notFound.title'),
      description: t('pages:notFound.description'),
    });
  }

  app.get('/', { schema: { hide: true } }, async (request, reply) => {
    return reply
      .header('vary', 'Accept-Language, Cookie')
      .header('cache-control', 'no-store')
      .redirect(`/${visitorLocale(request)}/`, 302);
  });

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const [pathname = '/', search = ''] = request.url.split(/\?(.*)/s, 2);
    if (pathname === '/api' || pathname.startsWith('/api/')) throw new NotFoundError();
    const match = matchPagePath(pathname);
    if (match && match.canonicalPath !== pathname) {
      return reply.redirect(search ? `${match.canonicalPath}?${search}` : match.canonicalPath, 301);
    }
    if (!match) {
      const base = catchAllBase(pathname);
      if (base) return reply.redirect(base, 302);
    }
    if (!match?.live) return sendNotFound(request, reply);
    const access = (pages[match.name] as PageRoute).access;
    if (access === 'user' && !request.session) {
      return reply
        .header('cache-control', 'no-store')
        .redirect(pageHref('login', match.locale, {}, { next: request.url }), 302);
    }
    if (access === 'guest' && request.session) {
      return reply.header('cache-control', 'no-store').redirect(pageHref('account', match.locale), 302);
    }
    if (!detailMeta[match.name]) return sendPage(request, reply, match);
    const id = /^(\d{1,9})(?:-|$)/.exec(match.params.idSlug ?? '')?.[1];
    const detail = id ? await keptDetail({ name: match.name, id: Number(id), locale: match.locale }) : null;
    if (!detail) return sendNotFound(request, reply);
    // A stale or missing slug moves to the current one.
    if (detail.idSlugs[match.locale] !== match.params.idSlug) {
      const canonical = pagePath(match.name, match.locale, { idSlug: detail.idSlugs[match.locale] });
      return reply.redirect(search ? `${canonical}?${search}` : canonical, 301);
    }
    return sendPage(request, reply, match, { ...detail, id: Number(id) });
  });

  app.setNotFoundHandler(async () => {
    throw new NotFoundError();
  });
}
