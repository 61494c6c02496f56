import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import type { ServerRenderer, ServerRenderInput } from '../core/contracts/server-render';
import { AppProviders } from './app/app-providers';
import type { PageState } from './app/page-state';
import { buildRoutes } from './app/router';
import { setApiFetch } from './lib/api-client';
import { configureServerApp } from './lib/app-config';
import { createQueryClient } from './lib/query-client';

/**
 * The server's renderer of public pages (issue 14 A1), built by Vite into dist/server (`npm run build`) and
 * loaded by the server (`plugins/web.ts`). Pages load their data with TanStack Query as in the browser; here
 * a render finds the queries the page asks for, fetches them from the server's own app in process, and
 * renders again with the answers, until nothing new is asked (a page whose query needs another's answer
 * takes a pass more). The final render goes through React's streaming renderer; the answers travel with the
 * page, so the browser hydrates the same markup without fetching them again.
 */

/** Renders that discover queries; a page needs as many as its longest chain of dependent queries. */
const MAX_DATA_PASSES = 3;

const handler = createStaticHandler(buildRoutes());

/** Queries a render asked for that still wait for their first answer (and are allowed to run). */
function waitingQueries(queryClient: QueryClient): Query[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => {
      const enabled = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
      const allowed = typeof enabled === 'function' ? enabled(query) : enabled !== false;
      return allowed && query.state.status === 'pending' && query.state.fetchStatus === 'idle';
    });
}

/**
 * The markup of React's streaming renderer, read once all is ready, each boundary in place however large
 * (React moves a large one behind the rest and reveals it with an inline script, which the CSP forbids):
 * complete markup without scripts, for crawlers, visitors without JavaScript, the page's ETag and the kept
 * copy.
 */
function streamedHtml(app: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    });
    sink.on('finish', () => resolve(Buffer.concat(chunks).toString('utf8')));
    const stream = renderToPipeableStream(app, {
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      // An error inside a boundary would leave it to the browser: the page is rendered there instead.
      onError: (error) => {
        stream.abort();
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    });
  });
}

async function render({ url, settings }: ServerRenderInput) {
  configureServerApp(settings);
  const context = await handler.query(new Request(new URL(url, 'http://nutrio.local')));
  // A redirect, or a page whose code failed to load: the browser renders it.
  if (context instanceof Response || context.errors) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = createQueryClient();
  const seed = Math.floor(Math.random() * 1_000_000);
  const app = (
    <AppProviders queryClient={queryClient} seed={seed}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>
  );

  // The first pass only finds what the page asks for (cheap: nothing is there to render yet); later passes
  // are final renders, unless one asked for more (a query that needs another's answer).
  renderToString(app);
  let html = '';
  for (let pass = 1; pass <= MAX_DATA_PASSES; pass += 1) {
    const waiting = waitingQueries(queryClient);
    if (waiting.length === 0 && html) break;
    // A failed query is left to the browser, which shows its error state and may retry.
    await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
    html = await streamedHtml(app);
  }
  const state: PageState = {
    queries: dehydrate(queryClient),
    router: { loaderData: context.loaderData, actionData: context.actionData },
    seed,
  };
  const complete = !queryClient
    .getQueryCache()
    .getAll()
    .some((query) => query.state.status === 'error');
  queryClient.clear();
  return { html, state, complete };
}

export const serverRenderer: ServerRenderer = {
  connect: setApiFetch,
  render,
};
