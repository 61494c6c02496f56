import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { Access, ApiRoute, ResponseContract } from '../../core/routes';

type BuiltRoute = ApiRoute & { readonly response: ResponseContract };

type ResponseSchemas<R extends BuiltRoute> = R['response'] extends 'redirect' | 'binary' | 'event-stream'
  ? undefined
  : R['response'];

/** The guard an access rule stands for; `public` needs none. */
export function guardFor(app: FastifyInstance, access: Access): preHandlerAsyncHookHandler | undefined {
  if (access === 'public') return undefined;
  if (access === 'api-key') return app.requireApiKey;
  if (access === 'metrics-token') return app.requireMetricsToken;
  if (access === 'user' || access === 'owner') return app.requireUser;
  if (access === 'verified-user' || access === 'verified-owner') return app.requireVerifiedUser;
  return app.requireRole(access.role);
}

/**
 * Everything the registry says of a route, as Fastify route options: method, URL, the request and response
 * schemas (validation, serialization, docs and the handler's types) and the guard of its access rule. A
 * module adds only its handler: `app.route({ ...routeFor(app, api.diet_show), handler })`.
 */
export function routeFor<const R extends BuiltRoute>(app: FastifyInstance, route: R) {
  const response = (typeof route.response === 'string' ? undefined : route.response) as ResponseSchemas<R>;
  const guard = withApiKey(app, guardFor(app, route.access), route.withApiKey === true);
  const schema = {
    tags: route.tag ? [route.tag] : undefined,
    hide: route.hidden,
    body: route.body as R['body'],
    querystring: route.query as R['query'],
    params: route.params as R['params'],
    response,
    consumes: route.formBody ? ['application/json', 'application/x-www-form-urlencoded'] : undefined,
  };
  // Absent parts stay absent: Fastify and the docs generator read a present key as a schema.
  for (const key of Object.keys(schema) as Array<keyof typeof schema>)
    if (schema[key] === undefined) delete schema[key];
  return {
    method: route.method,
    url: route.path,
    schema,
    // Before validation: a guest learns nothing about a member route's body rules.
    ...(guard ? { preValidation: guard } : {}),
    config: {
      binaryResponse: route.response === 'binary' || route.response === 'event-stream',
      formBody: route.formBody === true,
    },
  };
}

/** The access rule's guard, then (CHAT-22) the public bearer key: the session alone is not enough. */
function withApiKey(
  app: FastifyInstance,
  guard: preHandlerAsyncHookHandler | undefined,
  keyNeeded: boolean,
): preHandlerAsyncHookHandler | undefined {
  if (!keyNeeded) return guard;
  return async function guardWithKey(this: FastifyInstance, request, reply) {
    await guard?.call(this, request, reply);
    await app.requireApiKey(request);
  };
}
