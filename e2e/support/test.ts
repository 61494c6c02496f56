import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

/** Set on <html> once the app has taken over the page (`app/layout.tsx`). */
const APP_READY = 'html[data-app-ready]';

/**
 * Public pages arrive rendered by the server and come alive when the browser has hydrated them; a click
 * before then does nothing, as for any visitor on a slow phone. Each full page load in a test waits for it
 * (a load that is not the app, such as a sitemap, moves on after the wait; `waitUntil: 'commit'` does not wait).
 */
export function waitForTheAppOnEachLoad(page: Page): void {
  for (const method of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const load = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page['goto']>;
    (page as unknown as Record<string, unknown>)[method] = async (...args: unknown[]) => {
      const response = await load(...args);
      // A test that asks for the bare commit wants the page before anything ran.
      if (args.some((arg) => (arg as { waitUntil?: string } | undefined)?.waitUntil === 'commit'))
        return response;
      await page.waitForSelector(APP_READY, { state: 'attached', timeout: 10_000 }).catch(() => undefined);
      return response;
    };
  }
}

/** Playwright's `test`, with every page of the test's context waiting for the app after a page load. */
export const test = base.extend({
  context: async ({ context, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) context.on('page', waitForTheAppOnEachLoad);
    await use(context);
  },
});
