import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminArticle,
  AdminArticlesResponse,
  AdminPackage,
  AdminPackagesResponse,
  ArticlePreviewResponse,
  type AdminArticleInput,
  type AdminPackageInput,
} from '../../../core/contracts/admin-content';
import {
  ArticleDetail,
  ArticleSearchResponse,
  LatestArticlesResponse,
} from '../../../core/contracts/articles';
import { ErrorBody } from '../../../core/contracts/common';
import { ProPackagesResponse } from '../../../core/contracts/pro-packages';
import { Promotion } from '../../../core/contracts/promotions';
import { api, apiHref } from '../../../core/routes';
import { reindex } from '../../db/search/search-provider';
import { registerUser, type SignedIn } from '../../testing/auth-helpers';
import { createTestApp, TEST_API_KEY, TEST_DIALECTS, type TestApp } from '../../testing/test-app';
import { articlesDefinition } from '../catalogue/articles/articles.catalogue';
import { importArticles } from '../reference-data/article-content';
import { importProPackages } from '../reference-data/pro-package-content';

const auth = { authorization: `Bearer ${TEST_API_KEY}` };
const PATHS = { contentDir: 'content', mediaDir: 'var/test-cache/media' };

const language = (title: string, slug: string, body = '## Why\n\nPlenty of **water** helps.') => ({
  title,
  slug,
  description: `${title}: a short teaser.`,
  body,
});

const articleInput = (suffix: string, status: 'draft' | 'published' = 'published'): AdminArticleInput => ({
  category: 'nutrition-basics',
  publishedAt: '2026-11-20',
  status,
  languages: {
    pl: language(`Zorblaxowe nawodnienie ${suffix}`, `zorblaxowe-nawodnienie-${suffix}`),
    de: language(`Zorblax Trinken ${suffix}`, `zorblax-trinken-${suffix}`),
    en: language(`Zorblax hydration ${suffix}`, `zorblax-hydration-${suffix}`),
  },
});

describe.each(TEST_DIALECTS)('articles and packages for admins on %s (issue 24 A2)', (dialect) => {
  let t: TestApp;
  let admin: SignedIn;
  let member: SignedIn;
  const adminEmail = `ada-admin-content-${dialect}@example.com`;
  const db = () => t.app.database.db;

  const call = (
    who: SignedIn | null,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH',
    url: string,
    payload?: unknown,
    language = 'en',
  ) =>
    t.app.inject({
      method,
      url,
      headers: { ...(who?.headers ?? {}), 'accept-language': language },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const publicGet = (url: string) => t.app.inject({ method: 'GET', url, headers: auth });
  const auditOf = (targetType: string, targetId: number) =>
    db()
      .selectFrom('audit_log')
      .selectAll()
      .where('target_type', '=', targetType)
      .where('target_id', '=', String(targetId))
      .orderBy('id')
      .execute();
  const publicSearch = async (text: string) =>
    ArticleSearchResponse.parse(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/articles/search',
          payload: { _locale: 'en', text },
          headers: auth,
        })
      ).json(),
    );
  const siteSearch = async (q: string) =>
    JSON.stringify(
      (await t.app.inject({ method: 'GET', url: `/api/header/search?locale=en&q=${q}` })).json(),
    );
  const sitemap = async () =>
    (await t.app.inject({ method: 'GET', url: '/sitemaps/en-blogArticle-1.xml' })).body;
  const create = async (input: AdminArticleInput) => {
    const res = await call(admin, 'POST', api.admin_article_create.path, input);
    expect(res.statusCode, res.body).toBe(200);
    return AdminArticle.parse(res.json());
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await importArticles(db(), PATHS);
    await reindex(t.app.searchProvider, 'article', await articlesDefinition(db()).documents());
    await importProPackages(db(), { contentDir: 'content' });
    admin = await registerUser(t.app, { firstname: 'Ada', email: adminEmail });
    member = await registerUser(t.app, {
      firstname: 'Ola',
      email: `ola-admin-content-${dialect}@example.com`,
    });
    await db()
      .updateTable('users')
      .set({ roles: JSON.stringify(['user', 'admin']) })
      .where('email', '=', adminEmail)
      .execute();
  }, 120_000);
  afterAll(async () => t.close());

  it('[ROLE-20] the content routes refuse a guest (401) and a member who is no admin (403), changing nothing', async () => {
    const before = await db().selectFrom('articles').select(['id', 'name_en']).orderBy('id').execute();
    const id = before[0]!.id;
    const requests: Array<[method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown]> = [
      ['GET', api.admin_articles.path],
      ['GET', apiHref(api.admin_article, { id })],
      ['POST', api.admin_article_create.path, articleInput('guest')],
      ['PUT', apiHref(api.admin_article_update, { id }), articleInput('guest')],
      ['POST', apiHref(api.admin_article_status, { id }), { status: 'draft' }],
      ['POST', api.admin_article_preview.path, { markdown: '# hi' }],
      ['GET', api.admin_packages.path],
    ];
    for (const [method, url, body] of requests) {
      expect((await call(null, method, url, body)).statusCode, url).toBe(401);
      expect((await call(member, method, url, body)).statusCode, url).toBe(403);
    }
    expect(await db().selectFrom('articles').select(['id', 'name_en']).orderBy('id').execute()).toEqual(
      before,
    );
    expect(await db().selectFrom('audit_log').selectAll().execute()).toEqual([]);
  });

  it('lists every article 20 a page with its status, the categories, and searches titles in any language', async () => {
    const count = Number(
      (
        await db()
          .selectFrom('articles')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    const first = AdminArticlesResponse.parse((await call(admin, 'GET', api.admin_articles.path)).json());
    expect(first).toMatchObject({ total: count, page: 1, perPage: 20 });
    expect(first.items).toHaveLength(Math.min(20, count));
    expect(first.items.every((item) => item.status === 'published')).toBe(true);
    expect(first.categories.map((c) => c.key)).toContain('nutrition-basics');
    const row = await db().selectFrom('articles').selectAll().orderBy('id').executeTakeFirstOrThrow();
    const found = AdminArticlesResponse.parse(
      (
        await call(
          admin,
          'GET',
          `${api.admin_articles.path}?q=${encodeURIComponent(row.name_de.toUpperCase())}`,
        )
      ).json(),
    );
    expect(found.items.map((item) => item.id)).toContain(row.id);
    const drafts = AdminArticlesResponse.parse(
      (await call(admin, 'GET', `${api.admin_articles.path}?status=draft`)).json(),
    );
    expect(drafts.total).toBe(0);
    for (const query of ['?status=secret', '?page=0', '?page=abc']) {
      const res = await call(admin, 'GET', `${api.admin_articles.path}${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(ErrorBody.parse(res.json()).error.length).toBeGreaterThan(0);
    }
  });

  it('an imported article keeps its key (source id) through an edit; the public pages, search and sitemap show the change at once', async () => {
    // The newest article: the home page's latest articles show it.
    const row = await db()
      .selectFrom('articles')
      .selectAll()
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const article = AdminArticle.parse(
      (await call(admin, 'GET', apiHref(api.admin_article, { id: row.id }))).json(),
    );
    expect(article).toMatchObject({ id: row.id, key: row.key, status: 'published' });
    expect(article.languages.pl.body).toBe(row.body_pl);
    // Warm the kept answers first, so the test proves they are refreshed.
    await publicGet(`/api/articles/latest?_locale=en&limit=5`);
    await publicSearch('quuxberry');

    const edited = {
      ...article,
      languages: {
        ...article.languages,
        en: {
          ...article.languages.en,
          title: 'Quuxberry smoothies explained',
          body: '## Quuxberry\n\nFresh.',
        },
      },
    };
    const input: AdminArticleInput = {
      category: edited.category,
      publishedAt: edited.publishedAt,
      status: edited.status,
      languages: edited.languages,
    };
    const res = await call(admin, 'PUT', apiHref(api.admin_article_update, { id: row.id }), input);
    expect(res.statusCode, res.body).toBe(200);
    expect(AdminArticle.parse(res.json())).toMatchObject({ id: row.id, key: row.key });

    const detail = ArticleDetail.parse((await publicGet(`/api/articles/${row.id}?_locale=en`)).json());
    expect(detail.name).toBe('Quuxberry smoothies explained');
    expect(detail.bodyHtml).toContain('<h2>Quuxberry</h2>');
    const latest = LatestArticlesResponse.parse(
      (await publicGet(`/api/articles/latest?_locale=en&limit=5`)).json(),
    );
    expect(latest.articles.find((a) => a.id === row.id)?.name).toBe('Quuxberry smoothies explained');
    expect((await publicSearch('quuxberry')).items.map((a) => a.id)).toContain(row.id);
    expect(await siteSearch('quuxberry')).toContain('Quuxberry smoothies explained');

    const audit = await auditOf('article', row.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'article.update', actor_email: adminEmail });
    expect(JSON.parse(audit[0]!.before!).languages.en.title).toBe(row.name_en);
    expect(JSON.parse(audit[0]!.after!).languages.en.title).toBe('Quuxberry smoothies explained');
  });

  it('creates a draft that no public page, search or sitemap shows, then publishes and unpublishes it', async () => {
    const draft = await create(articleInput('one', 'draft'));
    expect(draft).toMatchObject({ status: 'draft', key: 'zorblax-hydration-one' });
    const hidden = async () => {
      expect((await publicGet(`/api/articles/${draft.id}?_locale=en`)).statusCode).toBe(404);
      expect((await publicSearch('zorblax')).items.map((a) => a.id)).not.toContain(draft.id);
      expect(await siteSearch('zorblax')).not.toContain('Zorblax hydration one');
      expect(await sitemap()).not.toContain(`/en/blog/${draft.id}-`);
      expect(
        (await t.app.inject({ method: 'GET', url: `/en/blog/${draft.id}-zorblax-hydration-one` })).statusCode,
      ).toBe(404);
    };
    await hidden();

    const published = await call(admin, 'POST', apiHref(api.admin_article_status, { id: draft.id }), {
      status: 'published',
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(AdminArticle.parse(published.json()).status).toBe('published');
    const detail = ArticleDetail.parse((await publicGet(`/api/articles/${draft.id}?_locale=en`)).json());
    expect(detail).toMatchObject({ name: 'Zorblax hydration one', writer: { firstname: 'Ada' } });
    expect((await publicSearch('zorblax')).items.map((a) => a.id)).toContain(draft.id);
    expect(await siteSearch('zorblax')).toContain('Zorblax hydration one');
    expect(await sitemap()).toContain(`/en/blog/${draft.id}-zorblax-hydration-one`);

    const unpublished = await call(admin, 'POST', apiHref(api.admin_article_status, { id: draft.id }), {
      status: 'draft',
    });
    expect(unpublished.statusCode).toBe(200);
    await hidden();

    expect((await auditOf('article', draft.id)).map((row) => row.action)).toEqual([
      'article.create',
      'article.publish',
      'article.unpublish',
    ]);
  });

  it('refuses a slug another article uses in the same language (409, translated), bad input (400), an unknown id (404)', async () => {
    const first = await create(articleInput('two'));
    const clash = articleInput('three');
    clash.languages.de.slug = first.languages.de.slug;
    const res = await call(admin, 'POST', api.admin_article_create.path, clash, 'de');
    expect(res.statusCode).toBe(409);
    expect(ErrorBody.parse(res.json())).toMatchObject({
      error: 'Ein anderer Artikel verwendet diesen Slug in dieser Sprache bereits.',
      errors: { 'languages.de.slug': 'Ein anderer Artikel verwendet diesen Slug in dieser Sprache bereits.' },
    });
    // The same slug in another language is fine.
    const other = articleInput('four');
    other.languages.pl.slug = first.languages.de.slug;
    expect((await call(admin, 'POST', api.admin_article_create.path, other)).statusCode).toBe(200);

    const badSlug = articleInput('five');
    badSlug.languages.en.slug = 'Not A Slug';
    const bad = await call(admin, 'POST', api.admin_article_create.path, badSlug, 'pl');
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('Slug może zawierać małe litery');
    const category = { ...articleInput('six'), category: 'no-such-category' };
    const badCategory = await call(admin, 'POST', api.admin_article_create.path, category);
    expect(badCategory.statusCode).toBe(400);
    expect(ErrorBody.parse(badCategory.json()).errors).toEqual({
      category: "Choose one of the blog's categories.",
    });
    for (const body of [{}, { ...articleInput('seven'), publishedAt: 'yesterday' }, { status: 'draft' }])
      expect((await call(admin, 'POST', api.admin_article_create.path, body)).statusCode).toBe(400);
    expect((await call(admin, 'GET', apiHref(api.admin_article, { id: 999999 }))).statusCode).toBe(404);
    expect(
      (await call(admin, 'PUT', apiHref(api.admin_article_update, { id: 999999 }), articleInput('eight')))
        .statusCode,
    ).toBe(404);
    expect((await call(admin, 'GET', '/api/admin/articles/abc')).statusCode).toBe(400);
  });

  it('previews Markdown as the sanitized HTML the public page shows: no script, no event handler, no javascript: link', async () => {
    const markdown = [
      '## Title',
      '',
      '<script>alert(1)</script>',
      '',
      '<img src=x onerror=alert(2)>',
      '',
      '[click](javascript:alert(3)) and [ok](https://example.com)',
    ].join('\n');
    const res = await call(admin, 'POST', api.admin_article_preview.path, { markdown });
    expect(res.statusCode, res.body).toBe(200);
    const { html } = ArticlePreviewResponse.parse(res.json());
    expect(html).toContain('<h2>Title</h2>');
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<img/i);
    expect(html).not.toMatch(/href="javascript:/i);
    expect(html).toContain('href="https://example.com"');
    // The public page renders the same text the same way.
    const article = await create({
      ...articleInput('nine'),
      languages: {
        ...articleInput('nine').languages,
        en: language('Zorblax safety nine', 'zorblax-safety-nine', markdown),
      },
    });
    const detail = ArticleDetail.parse((await publicGet(`/api/articles/${article.id}?_locale=en`)).json());
    expect(detail.bodyHtml).toBe(html);
    expect((await call(admin, 'POST', api.admin_article_preview.path, { markdown: 5 })).statusCode).toBe(400);
  });

  it('edits a package: texts in three languages, duration, seats, position, prices; the public cards change at once; audited', async () => {
    const list = AdminPackagesResponse.parse((await call(admin, 'GET', api.admin_packages.path)).json());
    expect(list.packages.length).toBeGreaterThan(1);
    const pkg = list.packages[0]!;
    expect(pkg.prices.map((p) => p.currency).sort()).toEqual(['EUR', 'PLN', 'USD']);
    await publicGet('/api/professional-packages?locale=en');

    const input: AdminPackageInput = {
      durationDays: 45,
      seats: 2,
      position: 99,
      languages: {
        ...pkg.languages,
        en: { name: 'Pro Quux', timeFeature: '45 days', description: 'Everything, for a while.' },
      },
      prices: [
        { currency: 'EUR', regularMinor: 2500, finalMinor: 2500 },
        { currency: 'PLN', regularMinor: 9900, finalMinor: 7900 },
        { currency: 'USD', regularMinor: 2700, finalMinor: 2200 },
      ],
    };
    const res = await call(admin, 'PUT', apiHref(api.admin_package_update, { id: pkg.id }), input);
    expect(res.statusCode, res.body).toBe(200);
    expect(AdminPackage.parse(res.json())).toMatchObject({ ...input, id: pkg.id, key: pkg.key });

    const cards = ProPackagesResponse.parse((await publicGet('/api/professional-packages?locale=en')).json());
    const card = cards.packages.find((p) => p.key === pkg.key)!;
    expect(card).toMatchObject({ title: 'Pro Quux', durationDays: 45, seats: 2 });
    expect(cards.packages.at(-1)!.key).toBe(pkg.key);
    expect(card.price).toMatchObject({ minor: 2200, currency: 'USD' });

    const audit = await auditOf('pro-package', pkg.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'pro-package.update', actor_email: adminEmail });
    expect(JSON.parse(audit[0]!.before!).durationDays).toBe(pkg.durationDays);
    expect(JSON.parse(audit[0]!.after!).durationDays).toBe(45);

    const tooCheap = { ...input, prices: [{ currency: 'PLN', regularMinor: 100, finalMinor: 200 }] };
    const bad = await call(admin, 'PUT', apiHref(api.admin_package_update, { id: pkg.id }), tooCheap);
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('The final price cannot be higher than the regular price.');
    for (const body of [{}, { ...input, seats: 0 }, { ...input, prices: [] }])
      expect(
        (await call(admin, 'PUT', apiHref(api.admin_package_update, { id: pkg.id }), body)).statusCode,
      ).toBe(400);
    expect(
      (await call(admin, 'PUT', apiHref(api.admin_package_update, { id: 999999 }), input)).statusCode,
    ).toBe(404);
  });

  it('creating and changing a promotion writes audit rows; a window that ends before it starts is refused', async () => {
    const created = await call(admin, 'POST', api.admin_promotion_create.path, {
      key: `quux-${dialect}`,
      kind: 'welcome',
      productType: 'ebook',
      discountPercent: 20,
      startsAt: '2026-12-01T00:00:00Z',
      endsAt: '2026-12-31T00:00:00Z',
    });
    expect(created.statusCode, created.body).toBe(200);
    const promotion = Promotion.parse(created.json());
    const changed = await call(admin, 'PATCH', apiHref(api.admin_promotion_update, { id: promotion.id }), {
      discountPercent: 30,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const audit = await auditOf('promotion', promotion.id);
    expect(audit.map((row) => row.action)).toEqual(['promotion.create', 'promotion.update']);
    expect(JSON.parse(audit[1]!.before!).discountPercent).toBe(20);
    expect(JSON.parse(audit[1]!.after!).discountPercent).toBe(30);
    const backwards = await call(admin, 'PATCH', apiHref(api.admin_promotion_update, { id: promotion.id }), {
      endsAt: '2026-11-01T00:00:00Z',
    });
    expect(backwards.statusCode).toBe(400);
    expect(JSON.stringify(backwards.json())).toContain('The promotion has to end after it starts.');
    expect(await auditOf('promotion', promotion.id)).toHaveLength(2);
  });
});
