import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ModerationEntry, ModerationResponse } from '../../../core/contracts/admin-moderation';
import { AdminOrderDetail } from '../../../core/contracts/admin-orders';
import { CompanySearchResponse, SpecialistSearchResponse } from '../../../core/contracts/directory';
import { SpecialistProfileEditable } from '../../../core/contracts/directory-editing';
import { HeaderSearchResponse } from '../../../core/contracts/header-search';
import { HomeExpertsResponse } from '../../../core/contracts/home';
import { CheckoutResponse, Order, OrdersResponse } from '../../../core/contracts/orders';
import { api, apiHref } from '../../../core/routes';
import { registerUser, type SignedIn } from '../../testing/auth-helpers';
import { addBillingAddress } from '../../testing/billing';
import { REAL_DATA_DIR } from '../../testing/reference-fixture';
import { createTestApp, TEST_API_KEY, TEST_DIALECTS, type TestApp } from '../../testing/test-app';
import { catalogueIndexing } from '../catalogue/catalogues';
import { importReferenceData } from '../reference-data/reference-import';

const apiKey = { authorization: `Bearer ${TEST_API_KEY}` };

/** The day `days` from today (UTC), as pro_until stores it. */
const inDays = (days: number) => {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

describe.each(TEST_DIALECTS)('moderation and refunds on %s (issue 24 A2, A3)', (dialect) => {
  let t: TestApp;
  let admin: SignedIn;
  let owner: SignedIn;
  let member: SignedIn;
  let specialistId: number;
  let idSlug: string;

  const adminEmail = `ada-moderation-${dialect}@example.com`;
  const ownerEmail = `quirinella-moderation-${dialect}@example.com`;
  const memberEmail = `ola-moderation-${dialect}@example.com`;

  const db = () => t.app.database.db;
  const call = (
    who: SignedIn | null,
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method,
      url,
      headers: { ...(who?.headers ?? {}), 'accept-language': 'en', ...headers },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const listUrl = (kind: 'specialists' | 'companies', query = '') =>
    `${apiHref(api.admin_moderation_list, { kind })}${query}`;
  const publicationUrl = (kind: 'specialists' | 'companies', id: number) =>
    apiHref(api.admin_moderation_publication, { kind, id });
  const setPublication = async (
    kind: 'specialists' | 'companies',
    id: number,
    body: { published: boolean; reason?: string },
  ) => {
    const res = await call(admin, 'POST', publicationUrl(kind, id), body);
    expect(res.statusCode, res.body).toBe(200);
    return ModerationEntry.parse(res.json());
  };

  /** What a visitor finds of the specialist: directory search, profile, home, site search, sitemap. */
  const visible = async () => {
    const search = SpecialistSearchResponse.parse(
      (
        await call(null, 'POST', '/api/specialists/search', { text: 'Quirinella', _locale: 'en' }, apiKey)
      ).json(),
    );
    const profile = await call(null, 'GET', `/api/specialists/${specialistId}?_locale=en`, undefined, apiKey);
    const home = HomeExpertsResponse.parse(
      (await call(null, 'GET', '/api/home/experts?_locale=en', undefined, apiKey)).json(),
    );
    const site = HeaderSearchResponse.parse(
      (await call(null, 'GET', '/api/header/search?locale=en&q=Quirinella')).json(),
    );
    const sitemap = await call(null, 'GET', '/sitemaps/en-specialistDetail-1.xml');
    const contact = await call(member, 'GET', `/api/specialists/${specialistId}/contact`);
    const page = await call(null, 'GET', `/en/specialists/${idSlug}`);
    return {
      search: search.items.some((item) => JSON.stringify(item).includes('Quirinella')),
      profile: profile.statusCode,
      home: home.experts.length,
      site: site.groups.some((group) => group.items.some((item) => item.title.includes('Quirinella'))),
      sitemap: sitemap.statusCode === 200 && sitemap.body.includes(`/${idSlug}<`),
      contact: contact.statusCode,
      page: page.statusCode,
    };
  };

  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { FILES_DIR: 'var/test-cache/files' } });
    await importReferenceData(
      db(),
      {
        dataDir: REAL_DATA_DIR,
        contentDir: resolve('content'),
        mediaDir: resolve('var/test-cache/media'),
        filesDir: 'var/test-cache/files',
      },
      { search: catalogueIndexing(db(), t.app.searchProvider) },
    );
    admin = await registerUser(t.app, { firstname: 'Ada', email: adminEmail });
    owner = await registerUser(t.app, { firstname: 'Quirinella', lastname: 'Zawadzka', email: ownerEmail });
    member = await registerUser(t.app, { firstname: 'Ola', email: memberEmail });
    const grant = (email: string, roles: string[]) =>
      db()
        .updateTable('users')
        .set({ roles: JSON.stringify(roles) })
        .where('email', '=', email)
        .execute();
    await grant(adminEmail, ['user', 'admin']);
    await grant(ownerEmail, ['user', 'specialist']);
    const saved = await call(owner, 'PATCH', '/api/account/specialist-profile?_locale=en', {
      professions: ['dietitian'],
      tags: [],
      certificates: [],
      bio: { pl: 'Dietetyczka sportowa.', de: '', en: 'Sports dietitian.' },
      addresses: [],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    specialistId = SpecialistProfileEditable.parse(saved.json()).id!;
    const row = await db()
      .selectFrom('specialists')
      .select('slug')
      .where('id', '=', specialistId)
      .executeTakeFirstOrThrow();
    idSlug = `${specialistId}-${row.slug}`;
    // The home page shows 4 random experts: with the imported ones off the site, ours is the only one.
    await db()
      .updateTable('specialists')
      .set({ unpublished_at: '2026-01-01T00:00:00.000Z' })
      .where('id', '!=', specialistId)
      .execute();
    await addBillingAddress(t.app, member);
  }, 300_000);
  afterAll(async () => {
    await t.close();
  });

  it('lists specialists for moderation with the owner’s e-mail, searchable, filtered by publication, 20 a page', async () => {
    const found = ModerationResponse.parse(
      (
        await call(admin, 'GET', listUrl('specialists', `?q=${encodeURIComponent('QUIRINELLA-moder')}`))
      ).json(),
    );
    expect(found).toMatchObject({ total: 1, page: 1, perPage: 20 });
    expect(found.items[0]).toMatchObject({
      id: specialistId,
      name: 'Quirinella Zawadzka',
      idSlug,
      ownerEmail,
      published: true,
      unpublishedAt: null,
      unpublishedReason: null,
    });
    const all = ModerationResponse.parse((await call(admin, 'GET', listUrl('specialists'))).json());
    const unpublished = ModerationResponse.parse(
      (await call(admin, 'GET', listUrl('specialists', '?status=unpublished'))).json(),
    );
    const published = ModerationResponse.parse(
      (await call(admin, 'GET', listUrl('specialists', '?status=published'))).json(),
    );
    expect(all.items.length).toBeLessThanOrEqual(20);
    expect(published.total).toBe(1);
    expect(unpublished.total + published.total).toBe(all.total);
    const companies = ModerationResponse.parse((await call(admin, 'GET', listUrl('companies'))).json());
    expect(companies.total).toBeGreaterThan(0);
  });

  it('bad input is a translated 400, an unknown profile 404, a member 403; nothing changes', async () => {
    for (const url of ['/api/admin/moderation/robots', listUrl('specialists', '?status=hidden&page=0')]) {
      const res = await call(admin, 'GET', url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json<{ error: string }>().error).not.toBe('');
    }
    expect(
      (await call(admin, 'POST', publicationUrl('specialists', specialistId), { published: 'no' }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await call(admin, 'POST', publicationUrl('specialists', specialistId), {
          published: false,
          reason: 'x'.repeat(501),
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await call(admin, 'POST', publicationUrl('specialists', 999_999), { published: false })).statusCode,
    ).toBe(404);
    expect(
      (await call(member, 'POST', publicationUrl('specialists', specialistId), { published: false }))
        .statusCode,
    ).toBe(403);
    expect((await visible()).profile).toBe(200);
  });

  it('unpublishing takes a specialist off every public read at once, the owner still edits; publishing brings them back; both audited', async () => {
    expect(await visible()).toEqual({
      search: true,
      profile: 200,
      home: 1,
      site: true,
      sitemap: true,
      contact: 200,
      page: 200,
    });

    const hidden = await setPublication('specialists', specialistId, {
      published: false,
      reason: 'Fake certificates',
    });
    expect(hidden).toMatchObject({ published: false, unpublishedReason: 'Fake certificates' });
    expect(hidden.unpublishedAt).not.toBeNull();
    expect(await visible()).toEqual({
      search: false,
      profile: 404,
      home: 0,
      site: false,
      sitemap: false,
      contact: 404,
      page: 404,
    });
    // The owner still reaches their profile's editor and can save it.
    const own = await call(owner, 'GET', '/api/account/specialist-profile?_locale=en');
    expect(own.statusCode, own.body).toBe(200);
    expect(SpecialistProfileEditable.parse(own.json())).toMatchObject({
      id: specialistId,
      // The editor tells the owner (a banner) why the profile is not public.
      unpublished: { at: hidden.unpublishedAt, reason: 'Fake certificates' },
    });

    const back = await setPublication('specialists', specialistId, { published: true });
    expect(back).toMatchObject({ published: true, unpublishedAt: null, unpublishedReason: null });
    const ownAgain = await call(owner, 'GET', '/api/account/specialist-profile?_locale=en');
    expect(SpecialistProfileEditable.parse(ownAgain.json()).unpublished).toBeNull();
    expect(await visible()).toEqual({
      search: true,
      profile: 200,
      home: 1,
      site: true,
      sitemap: true,
      contact: 200,
      page: 200,
    });

    const audit = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('target_type', '=', 'specialist')
      .where('target_id', '=', String(specialistId))
      .orderBy('id')
      .execute();
    expect(audit.map((row) => [row.action, row.actor_email])).toEqual([
      ['specialist.unpublish', adminEmail],
      ['specialist.publish', adminEmail],
    ]);
    expect(JSON.parse(audit[0]!.before!)).toEqual({ published: true, unpublishedAt: null, reason: null });
    expect(JSON.parse(audit[0]!.after!)).toEqual({
      published: false,
      unpublishedAt: hidden.unpublishedAt,
      reason: 'Fake certificates',
    });
    expect(JSON.parse(audit[1]!.after!)).toEqual({ published: true, unpublishedAt: null, reason: null });
    // Publishing a published profile changes nothing and writes no row.
    await setPublication('specialists', specialistId, { published: true });
    const rows = await db()
      .selectFrom('audit_log')
      .select('id')
      .where('target_type', '=', 'specialist')
      .where('target_id', '=', String(specialistId))
      .execute();
    expect(rows).toHaveLength(2);
  });

  it('an unpublished company is gone from the company search, its profile and the site search, and comes back', async () => {
    const company = await db()
      .selectFrom('companies')
      .select(['id', 'name'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const word = company.name.split(/\s+/).find((part) => part.length > 3) ?? company.name;
    const shown = async () => {
      const search = CompanySearchResponse.parse(
        (await call(null, 'POST', '/api/companies/search', { text: word, _locale: 'en' }, apiKey)).json(),
      );
      const site = HeaderSearchResponse.parse(
        (await call(null, 'GET', `/api/header/search?locale=en&q=${encodeURIComponent(word)}`)).json(),
      );
      return {
        search: search.items.some((item) => JSON.stringify(item).includes(company.name)),
        profile: (await call(null, 'GET', `/api/companies/${company.id}?_locale=en`, undefined, apiKey))
          .statusCode,
        site: site.groups.some((group) => group.items.some((item) => item.title === company.name)),
      };
    };
    expect(await shown()).toEqual({ search: true, profile: 200, site: true });
    await setPublication('companies', company.id, { published: false });
    expect(await shown()).toEqual({ search: false, profile: 404, site: false });
    await setPublication('companies', company.id, { published: true });
    expect(await shown()).toEqual({ search: true, profile: 200, site: true });
    const audit = await db()
      .selectFrom('audit_log')
      .select('action')
      .where('target_type', '=', 'company')
      .where('target_id', '=', String(company.id))
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['company.unpublish', 'company.publish']);
  });

  describe('refunds', () => {
    const buy = async (productType: string, productId: number): Promise<Order> => {
      const added = await call(member, 'POST', '/api/basket/items', {
        productType,
        productId,
        language: 'en',
      });
      expect(added.statusCode, added.body).toBe(200);
      const res = await call(member, 'POST', api.checkout.path, {
        locale: 'en',
        paymentMethod: 'bank_transfer',
      });
      expect(res.statusCode, res.body).toBe(200);
      return CheckoutResponse.parse(res.json()).order;
    };
    const refundUrl = (uid: string) => apiHref(api.admin_order_refund, { uid });
    const user = () =>
      db()
        .selectFrom('users')
        .select(['id', 'roles', 'pro_until'])
        .where('email', '=', memberEmail)
        .executeTakeFirstOrThrow();

    it('refunding a paid order revokes the e-book and the pro time it gave, marks it refunded, and audits it', async () => {
      const ebook = await db().selectFrom('ebooks').select('id').orderBy('id').executeTakeFirstOrThrow();
      const pack = await db()
        .selectFrom('pro_packages')
        .select(['id', 'duration_days'])
        .where('seats', '=', 1)
        .orderBy('duration_days')
        .executeTakeFirstOrThrow();
      await call(member, 'POST', '/api/basket/items', {
        productType: 'ebook',
        productId: ebook.id,
        language: 'en',
      });
      const order = await buy('pro_package', pack.id);
      expect(order.items.map((item) => item.productType).sort()).toEqual(['ebook', 'pro_package']);
      expect((await call(admin, 'POST', apiHref(api.admin_order_paid, { uid: order.uid }))).statusCode).toBe(
        200,
      );
      const download = `/api/ebooks/${ebook.id}/download?lang=en`;
      expect((await call(member, 'GET', download)).statusCode).not.toBe(403);
      expect(await user()).toMatchObject({
        roles: JSON.stringify(['user', 'pro']),
        pro_until: inDays(pack.duration_days),
      });

      const res = await call(admin, 'POST', refundUrl(order.uid));
      expect(res.statusCode, res.body).toBe(200);
      expect(Order.parse(res.json()).status).toBe('refunded');
      expect((await call(member, 'GET', download)).statusCode).toBe(403);
      expect(
        await db()
          .selectFrom('ebook_access')
          .select('ebook_id')
          .where('user_id', '=', (await user()).id)
          .execute(),
      ).toEqual([]);
      expect(await user()).toMatchObject({ roles: JSON.stringify(['user']), pro_until: null });
      // The member's order list says so; the admin's detail tells when.
      const mine = OrdersResponse.parse((await call(member, 'GET', '/api/orders')).json()).orders;
      expect(mine.find((o) => o.uid === order.uid)?.status).toBe('refunded');
      const detail = AdminOrderDetail.parse(
        (await call(admin, 'GET', apiHref(api.admin_order, { uid: order.uid }))).json(),
      );
      expect(detail.status).toBe('refunded');
      expect(detail.refundedAt).not.toBeNull();
      const audit = await db()
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', 'order.refunded')
        .where('target_id', '=', order.uid)
        .execute();
      expect(audit).toHaveLength(1);
      expect(audit[0]!.actor_email).toBe(adminEmail);
      expect(JSON.parse(audit[0]!.before!)).toMatchObject({ status: 'paid' });
      expect(JSON.parse(audit[0]!.after!)).toMatchObject({
        status: 'refunded',
        refundedAt: detail.refundedAt,
      });
      const stored = await db()
        .selectFrom('orders')
        .select(['refunded_by'])
        .where('uid', '=', order.uid)
        .executeTakeFirstOrThrow();
      expect(stored.refunded_by).toBe(
        (
          await db()
            .selectFrom('users')
            .select('id')
            .where('email', '=', adminEmail)
            .executeTakeFirstOrThrow()
        ).id,
      );

      // Refunded once: again is a translated 409, and nothing changes.
      const again = await call(admin, 'POST', refundUrl(order.uid));
      expect(again.statusCode).toBe(409);
      expect(again.json<{ error: string }>().error).toBe('Only a paid order can be refunded.');
    });

    it('an unpaid order cannot be refunded (409); an unknown one is 404; a member gets 403', async () => {
      const ebook = await db()
        .selectFrom('ebooks')
        .select('id')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      const order = await buy('ebook', ebook.id);
      const res = await call(admin, 'POST', refundUrl(order.uid));
      expect(res.statusCode).toBe(409);
      expect(res.json<{ error: string }>().error).toBe('Only a paid order can be refunded.');
      expect((await call(member, 'POST', refundUrl(order.uid))).statusCode).toBe(403);
      expect((await call(admin, 'POST', refundUrl('abcdefghijklmnopqrstuvwx'))).statusCode).toBe(404);
      const row = await db()
        .selectFrom('orders')
        .select('status')
        .where('uid', '=', order.uid)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('awaiting_payment');
    });
  });
});
