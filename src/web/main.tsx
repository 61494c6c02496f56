import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppErrorBoundary } from './app/app-error-boundary';
import { buildRoutes } from './app/router';
import { setNonce } from 'get-nonce';
import { shellNamespaces } from './app/page-translations';
import { appConfig, initialSession } from './lib/app-config';
import { loadTranslations } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { localeOfPath } from './lib/use-locale';
import './styles.css';

// The CSP allows run-time <style> elements only with this page's nonce (Radix's scroll lock reads it here).
if (appConfig.styleNonce) setNonce(appConfig.styleNonce);

// The router starts loading the first page's code and texts at once; the first render waits for the shell's.
const router = createBrowserRouter(buildRoutes());
const queryClient = createQueryClient();
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

function render(root: HTMLElement) {
  createRoot(root).render(
    <StrictMode>
      <AppErrorBoundary>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AppErrorBoundary>
    </StrictMode>,
  );
}

void loadTranslations(
  localeOfPath(window.location.pathname),
  shellNamespaces(initialSession.user !== null),
).finally(() => render(container));
