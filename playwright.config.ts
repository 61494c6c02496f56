import { defineConfig } from '@playwright/test';

import { E2E_PORT as PORT } from './e2e/servers';
import { CHROMIUM_LAUNCH } from './e2e/support/chromium';
import { E2E_OAUTH_PORT, oauthProviderEnv } from './src/server/testing/oauth-provider';

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json', { outputFile: 'var/test-results/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    headless: true,
    launchOptions: CHROMIUM_LAUNCH,
    trace: 'retain-on-failure',
  },
  webServer: [
    {
      // The loopback OAuth 2 provider the main server's Google, GitHub and X sign-in talk to.
      command: 'npx tsx scripts/e2e-oauth-provider.ts',
      url: `http://127.0.0.1:${E2E_OAUTH_PORT}/_health`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'npx tsx scripts/e2e-server.ts',
      url: `http://127.0.0.1:${PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 240_000,
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_MAX: '100000',
        RATE_LIMIT_WRITE_MAX: '100000',
        AUTH_RATE_LIMIT_MAX: '100000',
        CAPTCHA_DIFFICULTY: '200',
        NODE_ENV: 'production',
        PUBLIC_URL: `http://127.0.0.1:${PORT}`,
        // The admin's search-engine scan (admin-seo.spec.ts) reads a small sample, without Lighthouse.
        SEO_SCAN_MAX_PAGES: '12',
        SEO_SCAN_MAX_LINKS: '40',
        SEO_SCAN_LIGHTHOUSE: 'off',
        ...oauthProviderEnv(`http://127.0.0.1:${E2E_OAUTH_PORT}`),
      },
    },
    {
      // The same app for a host that hands its own key to pages: the page config carries none.
      command: 'npx tsx scripts/e2e-server.ts',
      url: `http://127.0.0.1:${PORT + 1}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(PORT + 1),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_MAX: '100000',
        RATE_LIMIT_WRITE_MAX: '100000',
        NODE_ENV: 'production',
        EXPOSE_API_KEY_IN_PAGE: 'false',
        E2E_IMPORT: '0',
      },
    },
  ],
});
