// First: zod, wherever it loads later, runs jitless (no eval probe under our CSP).
import './lib/zod-jitless';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { setNonce } from 'get-nonce';
import { AppProviders } from './app/app-providers';
import { readPageState, type PageState } from './app/page-state';
import { buildRoutes } from './app/router';
import { shellNamespaces } from './app/page-translations';
import { appConfig, initialSession } from './lib/app-config';
import { loadTranslations } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { localeOfPath } from './lib/use-locale';
import './styles.css';

// The CSP allows run-time <style> elements only with this page's nonce (Radix's scroll lock reads it here).
if (appConfig.styleNonce) setNonce(appConfig.styleNonce);

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

/**
 * A server-rendered page is hydrated: the routes it matched are loaded first (their code and texts), so the
 * first render is the server's, and its query answers come from the page, not the network. The server has
 * just checked them against the catalogue, so they count as fetched now (else an answer kept on the server
 * for a while would look stale and be fetched again at once).
 */
async function hydratePage(state: PageState) {
  const routes = buildRoutes();
  await Promise.all(
    (matchRoutes(routes, window.location) ?? []).map(async ({ route }: { route: RouteObject }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
  const queryClient = createQueryClient();
  const now = Date.now();
  for (const query of state.queries.queries) query.state.dataUpdatedAt = now;
  hydrate(queryClient, state.queries);
  const router = createBrowserRouter(routes, { hydrationData: state.router });
  hydrateRoot(
    container!,
    <AppProviders queryClient={queryClient} seed={state.seed}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

/** Pages the server left to the browser (private ones, a signed-in member's) render from scratch. */
async function renderPage(root: HTMLElement) {
  // The router starts loading the first page's code and texts at once; the first render waits for the shell's.
  const router = createBrowserRouter(buildRoutes());
  await loadTranslations(
    localeOfPath(window.location.pathname),
    shellNamespaces(initialSession.user !== null),
  ).catch(() => undefined);
  createRoot(root).render(
    <AppProviders queryClient={createQueryClient()} seed={null}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

const pageState = readPageState();
// Where the page's code cannot be loaded for hydrating, the app renders it afresh (its loaders retry).
if (pageState) hydratePage(pageState).catch(() => renderPage(container));
else void renderPage(container);
