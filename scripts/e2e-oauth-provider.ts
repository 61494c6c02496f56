/**
 * The loopback OAuth 2 provider for Playwright (see playwright.config.ts): the e2e server's Google, GitHub
 * and X endpoints point here; a test picks the next profile with `POST /_next-profile`.
 */
import { E2E_OAUTH_PORT, startOAuthProvider } from '../src/server/testing/oauth-provider';

const provider = await startOAuthProvider({ port: E2E_OAUTH_PORT });
console.log(`fake OAuth provider listening on ${provider.url}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void provider.close().then(() => process.exit(0)));
}
