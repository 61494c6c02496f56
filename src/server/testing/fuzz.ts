import fc from 'fast-check';
import { z } from 'zod';
import { api, type ApiRoute } from '../../core/routes';
import type { App } from '../app';

/** Strings that broke or nearly broke parsers, templates and databases somewhere. */
const HOSTILE = [
  '',
  ' ',
  '0x10',
  '-1',
  '1e309',
  'NaN',
  '9999-12-31',
  '../../etc/passwd',
  '%00',
  '\u0000',
  '\u2028\u2029',
  "'; DROP TABLE users; --",
  "$&$`$'",
  '</script><script>alert(1)</script>',
  '{{7*7}}',
  'ä'.repeat(3000),
  '🍎'.repeat(500),
  '__proto__',
  'constructor',
];

type Json = unknown;

/** A JSON value of roughly the shape a JSON Schema describes, bent now and then (wrong types, hostile strings). */
function fromSchema(schema: Record<string, unknown> | undefined, depth = 0): fc.Arbitrary<Json> {
  const anyValue = fc.oneof(fc.constantFrom(...HOSTILE), fc.jsonValue({ maxDepth: 2 }));
  if (!schema || depth > 4) return anyValue;
  const bent = (valid: fc.Arbitrary<Json>) =>
    fc.oneof({ weight: 4, arbitrary: valid }, { weight: 1, arbitrary: anyValue });
  const type = schema.type;
  if (Array.isArray(schema.anyOf ?? schema.oneOf)) {
    const options = (schema.anyOf ?? schema.oneOf) as Array<Record<string, unknown>>;
    return fc.oneof(...options.map((option) => fromSchema(option, depth + 1)));
  }
  if (Array.isArray(schema.enum)) return bent(fc.constantFrom(...(schema.enum as Json[])));
  if (type === 'object') {
    const properties = (schema.properties ?? {}) as Record<string, Record<string, unknown>>;
    const entries = Object.fromEntries(
      Object.entries(properties).map(([key, value]) => [key, fromSchema(value, depth + 1)]),
    );
    return bent(fc.record(entries, { requiredKeys: [] }));
  }
  if (type === 'array') {
    const items = schema.items as Record<string, unknown> | undefined;
    return bent(fc.array(fromSchema(items, depth + 1), { maxLength: 5 }));
  }
  if (type === 'integer' || type === 'number') {
    return bent(
      fc.oneof(
        fc.integer(),
        fc.double({ noNaN: true }),
        fc.constantFrom(0, -1, 2 ** 31, Number.MAX_SAFE_INTEGER),
      ),
    );
  }
  if (type === 'boolean') return bent(fc.boolean());
  return bent(fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom(...HOSTILE)));
}

function jsonSchemaOf(schema: z.ZodType | undefined): Record<string, unknown> | undefined {
  if (!schema) return undefined;
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

/** Deeply nested JSON (a parser's stack) and a body near the size limit. */
const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

export interface FuzzCall {
  route: string;
  method: string;
  url: string;
  contentType: string;
  payload: string;
}

/**
 * Every built route of the registry: what the fuzzing covers. An event stream stays open by design (it takes
 * no input but Last-Event-ID, which `chat.stream.test.ts` covers), so it is left out.
 */
export const FUZZED_ROUTES = (Object.entries(api) as Array<[string, ApiRoute]>).filter(
  ([, route]) => route.response !== undefined && route.response !== 'event-stream',
);

/** At least `budget` requests, spread evenly over the built routes, from a fixed seed (made as they are sent). */
export function* fuzzCalls(budget: number, seed: number): Generator<FuzzCall> {
  const routes = FUZZED_ROUTES;
  const perRoute = Math.ceil(budget / routes.length);
  for (const [index, [name, route]] of routes.entries()) {
    const body = fromSchema(jsonSchemaOf(route.body));
    const query = fc.dictionary(
      fc.constantFrom(
        '_locale',
        'locale',
        'page',
        'limit',
        'ids',
        'nutrients',
        'search',
        'next',
        '_csrf_token',
        'x',
      ),
      fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom(...HOSTILE)),
      { maxKeys: 4 },
    );
    const param = fc.oneof(
      fc.constantFrom(...HOSTILE, '1', '0', '2147483648'),
      fc.string({ minLength: 1, maxLength: 30 }),
    );
    const shapes = fc.record({ body, query, param, shape: fc.integer({ min: 0, max: 9 }) });
    for (const sample of fc.sample(shapes, { numRuns: perRoute, seed: seed + index })) {
      const path = route.path.replace(/:\w+/g, () => encodeURIComponent(String(sample.param)));
      const search = new URLSearchParams(
        Object.entries(sample.query).map(([k, v]) => [k, String(v)]),
      ).toString();
      const url = search ? `${path}?${search}` : path;
      // Mostly JSON bodies from the contract; sometimes the wrong content type, broken, deep or huge JSON.
      const [contentType, payload] =
        sample.shape === 0
          ? ['text/plain', 'not json']
          : sample.shape === 1
            ? ['application/json', '{"broken": ']
            : sample.shape === 2
              ? ['application/json', nested(5000)]
              : sample.shape === 3
                ? ['application/json', JSON.stringify({ text: 'x'.repeat(900_000) })]
                : ['application/json', JSON.stringify(sample.body) ?? 'null'];
      yield { route: name, method: route.method, url, contentType, payload };
    }
  }
}

/** Sends the calls as a signed-in member with the page's API key; answers the 5xx ones and a count per status. */
export async function sendFuzz(
  app: App,
  calls: Iterable<FuzzCall>,
  headers: Record<string, string>,
): Promise<{ sent: number; failures: FuzzCall[]; statuses: Record<number, number> }> {
  const failures: FuzzCall[] = [];
  const statuses: Record<number, number> = {};
  let sent = 0;
  for (const call of calls) {
    sent += 1;
    const res = await app.inject({
      method: call.method as 'GET',
      url: call.url,
      headers: { ...headers, 'content-type': call.contentType },
      ...(call.method === 'GET' ? {} : { payload: call.payload }),
    });
    statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
    if (res.statusCode >= 500) failures.push({ ...call, payload: call.payload.slice(0, 2000) });
  }
  return { sent, failures, statuses };
}
