import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '../../core/domain/roles';
import { api, type Access, type ApiRoute, type ApiRouteName } from '../../core/routes';
import { registerUser, type SignedIn } from '../testing/auth-helpers';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../testing/test-app';

const ACCESS_RULES = new Set([
  'public',
  'api-key',
  'metrics-token',
  'user',
  'owner',
  'verified-user',
  'verified-owner',
]);
const isAccessRule = (access: Access | undefined) =>
  typeof access === 'string'
    ? ACCESS_RULES.has(access)
    : !!access && (ROLES as readonly string[]).includes(access.role);

/** Every method and path the app serves, read from Fastify's route tree (each line a segment under its parent). */
function servedRoutes(app: TestApp['app']): Array<{ method: string; path: string }> {
  const parents: string[] = [];
  const routes: Array<{ method: string; path: string }> = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const found = /^(.*?)── (\S+) \(([A-Z, ]+)\)$/.exec(line);
    if (!found) continue;
    const [, indent = '', segment = '', methods = ''] = found;
    const depth = Math.floor(indent.length / 4);
    const path = `${depth === 0 ? '' : parents[depth - 1]}${segment}`.replace('//', '/');
    parents[depth] = path;
    for (const method of methods.split(', ')) if (method !== 'HEAD') routes.push({ method, path });
  }
  return routes;
}

const entries = Object.entries(api) as Array<[string, ApiRoute]>;
const isSystemPath = (path: string) =>
  path.startsWith('/api/docs') || path.startsWith('/assets') || path.startsWith('/media');

describe.each(TEST_DIALECTS)('the route registry on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('every entry has an access rule; every served entry has a response contract', () => {
    for (const [name, route] of entries) {
      expect.soft(isAccessRule(route.access), `${name} has no valid access rule`).toBe(true);
      const served = t.app.hasRoute({ method: route.method, url: route.path });
      if (route.response === undefined) {
        expect
          .soft(
            served,
            `${name} is served without a contract: give it response schemas in src/core/routes.ts`,
          )
          .toBe(false);
        continue;
      }
      expect.soft(served, `${name} has a contract but no handler`).toBe(true);
      if (typeof route.response === 'object') {
        expect
          .soft(Object.keys(route.response).length, `${name} declares no response schema`)
          .toBeGreaterThan(0);
      }
    }
  });

  it('[ROLE-20] every route under /api/admin is for admins only (issue 24 A1)', () => {
    const admin = entries.filter(([, route]) => route.path.startsWith('/api/admin'));
    expect(admin.length).toBeGreaterThan(10);
    const loose = admin
      .filter(([, route]) => !(typeof route.access === 'object' && route.access.role === 'admin'))
      .map(([name]) => name);
    expect(loose).toEqual([]);
  });

  it('every API, sign-in and sign-out route the app serves comes from the registry', () => {
    const registered = new Set(entries.map(([, route]) => `${route.method} ${route.path}`));
    const served = servedRoutes(t.app).filter(
      ({ path }) => /^\/(api|auth|logout)/.test(path) && !isSystemPath(path),
    );
    expect(served.length).toBeGreaterThan(30);
    const outside = served
      .map(({ method, path }) => `${method} ${path}`)
      .filter((route) => !registered.has(route));
    expect(outside).toEqual([]);
  });

  it('the guard follows the access rule: guests get 401 on member routes, the key is asked on api-key routes', async () => {
    for (const [name, route] of entries) {
      if (route.response === undefined || route.access === 'public') continue;
      const url = route.path.replace(/:(\w+)/g, (_, param: string) => (param === 'file' ? 'a.webp' : '1'));
      const res = await t.app.inject({
        method: route.method,
        url,
        payload: route.method === 'GET' ? undefined : {},
      });
      expect.soft(res.statusCode, `${name} answered a guest without its guard`).toBe(401);
      if (route.access === 'api-key') expect.soft(res.json().code, name).toMatch(/missing_authorization/);
    }
  });

  describe('the access walk over every served route (issue 12 B13)', () => {
    let owner: SignedIn;
    let other: SignedIn;
    beforeAll(async () => {
      owner = await registerUser(t.app, { email: 'walk-owner@example.com' });
      other = await registerUser(t.app, { email: 'walk-other@example.com' });
    });

    /**
     * A record of `owner` for each `owner` route with a path parameter, and the parameters naming it. A new
     * owned route without a fixture here fails the walk below.
     */
    const OWNED: Partial<Record<ApiRouteName, (who: SignedIn) => Promise<Record<string, string>>>> = {
      diet_show: async (who) => ({ id: String(await savedDiet(who)) }),
      diet_rename: async (who) => ({ id: String(await savedDiet(who)) }),
      diet_delete: async (who) => ({ id: String(await savedDiet(who)) }),
      chat_show: (who) => chatWith(who, false),
      chat_send: (who) => chatWith(who, true),
      chat_accept: (who) => chatWith(who, false),
      chat_reject: (who) => chatWith(who, false),
      chat_block: (who) => chatWith(who, true),
      chat_unblock: (who) => chatWith(who, true),
      diet_image_show: async (who) => {
        const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#c84' } })
          .png()
          .toBuffer();
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/diets/images',
          payload: png,
          headers: { ...who.headers, 'content-type': 'image/png' },
        });
        return { file: res.json<{ url: string }>().url.split('/').pop()! };
      },
    };
    const BODIES: Partial<Record<ApiRouteName, unknown>> = {
      diet_rename: { name: 'Walked' },
      chat_send: { message: 'Walked' },
    };

    /**
     * A chat of `who` with a new member who started it (`who` is its recipient), accepted by `who` when
     * asked: a pending one can be answered, an accepted one written to.
     */
    let chatPartners = 0;
    async function chatWith(who: SignedIn, accepted: boolean): Promise<Record<string, string>> {
      chatPartners += 1;
      const starter = await registerUser(t.app, { email: `walk-chat-${chatPartners}@example.com` });
      const whoId = (
        await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: who.headers })
      ).json<{ user: { id: number } }>().user.id;
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/chats',
        headers: starter.headers,
        payload: { receiver: whoId, message: 'Hello' },
      });
      expect(created.statusCode, created.body).toBe(200);
      const uid = created.json<{ chat: { uid: string } }>().chat.uid;
      if (accepted)
        await t.app.inject({ method: 'POST', url: `/api/chats/${uid}/accept`, headers: who.headers });
      return { uid };
    }

    /** A one-day diet without meals, saved through the API like any other. */
    async function savedDiet(who: SignedIn): Promise<number> {
      const meta = {
        personalData: {},
        preferences: {},
        schedule: { items: [{ id: 'm', time: '08:00', type: 'Meal', label: '' }] },
        targetCalories: 2000,
        planDuration: 1,
        startDate: '2026-12-01',
        generatedAt: '2026-11-26T10:00:00.000Z',
      };
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/diets',
        headers: who.headers,
        payload: {
          plan: [{ date: '2026-12-01', meals: [], exercises: [], hydrationLog: [] }],
          meta,
          version: 0,
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ diet: { id: number } }>().diet.id;
    }

    const fill = (path: string, params: Record<string, string>) =>
      path.replace(/:(\w+)/g, (_, name: string) => params[name] ?? '1');

    it('another member gets 404 for an owned record, its owner does not; every owned route has a fixture', async () => {
      const owned = entries.filter(
        ([, route]) =>
          route.response !== undefined &&
          (route.access === 'owner' || route.access === 'verified-owner') &&
          route.path.includes(':'),
      );
      expect(owned.length).toBeGreaterThan(0);
      for (const [name, route] of owned) {
        const fixture = OWNED[name as ApiRouteName];
        expect(fixture, `${name}: add an owned-record fixture to this walk`).toBeDefined();
        const call = async (who: SignedIn) =>
          t.app.inject({
            method: route.method,
            url: fill(route.path, await fixture!(owner)),
            headers: who.headers,
            ...(BODIES[name as ApiRouteName]
              ? { payload: BODIES[name as ApiRouteName] as Record<string, unknown> }
              : {}),
          });
        expect.soft((await call(other)).statusCode, `${name} for another member`).toBe(404);
        expect.soft((await call(owner)).statusCode, `${name} for its owner`).toBeLessThan(300);
      }
    });

    it('a verified-* route refuses a member whose e-mail address is unconfirmed (403 email_unverified) (issue 12 A1)', async () => {
      const unconfirmed = await registerUser(
        t.app,
        { email: 'walk-unconfirmed@example.com' },
        { confirmed: false },
      );
      const gated = entries.filter(
        ([, route]) => route.response !== undefined && String(route.access).startsWith('verified-'),
      );
      expect(gated.map(([name]) => name)).toEqual(expect.arrayContaining(['diet_save', 'diet_image_upload']));
      for (const [name, route] of gated) {
        const res = await t.app.inject({
          method: route.method,
          url: fill(route.path, {}),
          headers: unconfirmed.headers,
          payload: {},
        });
        expect.soft(res.statusCode, name).toBe(403);
        expect.soft(res.json().code, name).toBe('email_unverified');
        const confirmed = await t.app.inject({
          method: route.method,
          url: fill(route.path, {}),
          headers: owner.headers,
          payload: {},
        });
        expect.soft(confirmed.statusCode, `${name} for a confirmed member`).not.toBe(403);
      }
    });

    it('a route that asks for the public key besides the session refuses a signed-in member without it (401) (CHAT-22)', async () => {
      const keyed = entries.filter(([, route]) => route.response !== undefined && route.withApiKey);
      expect(keyed.map(([name]) => name)).toEqual(expect.arrayContaining(['chat_list', 'chat_send']));
      const sessionOnly = { cookie: owner.headers.cookie, 'x-csrf-token': owner.headers['x-csrf-token'] };
      for (const [name, route] of keyed) {
        const res = await t.app.inject({
          method: route.method,
          url: fill(route.path, {}),
          headers: sessionOnly,
          ...(route.method === 'GET' ? {} : { payload: {} }),
        });
        expect.soft(res.statusCode, name).toBe(401);
        expect.soft(res.json().code, name).toBe('missing_authorization');
      }
    });

    it('[ROLE-20] a role route refuses members without the role (403) (issue 24 A1: every admin route)', async () => {
      const walked: string[] = [];
      for (const [name, route] of entries) {
        if (route.response === undefined || typeof route.access !== 'object') continue;
        walked.push(name);
        const res = await t.app.inject({
          method: route.method,
          url: fill(route.path, {}),
          headers: owner.headers,
        });
        expect.soft(res.statusCode, name).toBe(403);
      }
      // The walk reaches the admin area's routes (each of which is for admins only: the test above).
      expect(walked).toEqual(
        expect.arrayContaining(['admin_orders', 'admin_moderation_list', 'admin_order_refund']),
      );
    });

    it('every mutation with a session refuses a missing or a foreign CSRF token (403)', async () => {
      const mutations = entries.filter(([, route]) => route.response !== undefined && route.method !== 'GET');
      expect(mutations.length).toBeGreaterThan(10);
      for (const [name, route] of mutations) {
        const url = fill(route.path, {});
        const missing = await t.app.inject({
          method: route.method,
          url,
          headers: { cookie: owner.cookie },
          payload: {},
        });
        expect.soft(missing.statusCode, `${name} without a token`).toBe(403);
        const foreign = await t.app.inject({
          method: route.method,
          url,
          headers: { cookie: owner.cookie, 'x-csrf-token': other.csrfToken },
          payload: {},
        });
        expect.soft(foreign.statusCode, `${name} with another session's token`).toBe(403);
      }
    });
  });
});
