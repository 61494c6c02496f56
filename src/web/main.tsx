import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppErrorBoundary } from './app/app-error-boundary';
import { buildRoutes } from './app/router';
import { setNonce } from 'get-nonce';
import { appConfig } from './lib/app-config';
import { createQueryClient } from './lib/query-client';
import './styles.css';

// The CSP allows run-time <style> elements only with this page's nonce (Radix's scroll lock reads it here).
if (appConfig.styleNonce) setNonce(appConfig.styleNonce);

const router = createBrowserRouter(buildRoutes());
const queryClient = createQueryClient();
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </AppErrorBoundary>
  </StrictMode>,
);
