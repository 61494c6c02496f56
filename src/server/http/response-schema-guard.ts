import type { FastifyInstance, RouteOptions } from 'fastify';

/**
 * Every API route declares what it answers: a route under /api without a response schema fails at start-up,
 * so no handler can leak a field by accident (the response schema drops what it does not name). Exempt: the
 * API docs, and routes that send bytes (`config: { binaryResponse: true }`, e.g. a private photo).
 */
export function requireResponseSchemas(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = [route.method].flat();
    if (
      !route.url.startsWith('/api/') ||
      route.url.startsWith('/api/docs') ||
      methods.every((m) => m === 'HEAD')
    )
      return;
    if (route.config?.binaryResponse) return;
    const response = (route.schema as { response?: Record<string, unknown> } | undefined)?.response;
    if (!response || Object.keys(response).length === 0)
      throw new Error(`${methods.join(',')} ${route.url} declares no response schema`);
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route sends bytes (an image) or an event stream, not JSON: no response schema applies. */
    binaryResponse?: boolean;
    /** The route takes form fields as well as JSON (the registry's `formBody`). */
    formBody?: boolean;
  }
}
