import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '../../core/domain/roles';
import { api, type Access, type ApiRoute } from '../../core/routes';
import { createTestApp, type TestApp } from '../testing/test-app';

const ACCESS_RULES = new Set(['public', 'api-key', 'user', 'owner']);
const isAccessRule = (access: Access | undefined) =>
  typeof access === 'string' ? ACCESS_RULES.has(access) : !!access && (ROLES as readonly string[]).includes(access.role);

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
const isSystemPath = (path: string) => path.startsWith('/api/docs') || path.startsWith('/assets') || path.startsWith('/media');

describe('the route registry', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(() => t.close());

  it('every entry has an access rule; every served entry has a response contract', () => {
    for (const [name, route] of entries) {
      expect.soft(isAccessRule(route.access), `${name} has no valid access rule`).toBe(true);
      const served = t.app.hasRoute({ method: route.method, url: route.path });
      if (route.response === undefined) {
        expect.soft(served, `${name} is served without a contract: give it response schemas in src/core/routes.ts`).toBe(false);
        continue;
      }
      expect.soft(served, `${name} has a contract but no handler`).toBe(true);
      if (typeof route.response === 'object') {
        expect.soft(Object.keys(route.response).length, `${name} declares no response schema`).toBeGreaterThan(0);
      }
    }
  });

  it('every API, sign-in and sign-out route the app serves comes from the registry', () => {
    const registered = new Set(entries.map(([, route]) => `${route.method} ${route.path}`));
    const served = servedRoutes(t.app).filter(({ path }) => /^\/(api|auth|logout)/.test(path) && !isSystemPath(path));
    expect(served.length).toBeGreaterThan(30);
    const outside = served.map(({ method, path }) => `${method} ${path}`).filter((route) => !registered.has(route));
    expect(outside).toEqual([]);
  });

  it('the guard follows the access rule: guests get 401 on member routes, the key is asked on api-key routes', async () => {
    for (const [name, route] of entries) {
      if (route.response === undefined || route.access === 'public') continue;
      const url = route.path.replace(/:(\w+)/g, (_, param: string) => (param === 'file' ? 'a.webp' : '1'));
      const res = await t.app.inject({ method: route.method, url, payload: route.method === 'GET' ? undefined : {} });
      expect.soft(res.statusCode, `${name} answered a guest without its guard`).toBe(401);
      if (route.access === 'api-key') expect.soft(res.json().code, name).toMatch(/missing_authorization/);
    }
  });
});
