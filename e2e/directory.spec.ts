import type { Page } from '@playwright/test';
import { registerViaApi, uniqueEmail } from './support/accounts';
import { expectNoSeriousAxeViolations, expectNoSidewaysScroll } from './support/page-checks';
import { expect, test } from './support/test';

/** A grey 1×1 PNG: map tiles come from here, never from the internet. */
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mN8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==',
  'base64',
);
async function serveTilesLocally(page: Page) {
  const asked: string[] = [];
  await page.route(/tile\.openstreetmap\.org/, async (route) => {
    asked.push(route.request().url());
    await route.fulfill({ status: 200, contentType: 'image/png', body: TILE });
  });
  return asked;
}

/** The number of entries a list's summary counts ("… of 42 clubs"). */
async function totalIn(page: Page): Promise<number> {
  const summary = (await page.getByTestId('summary').textContent()) ?? '';
  return Number(summary.match(/(\d+)(?:\s+\D*)?$/)?.[1] ?? NaN);
}

test.describe('the specialist and club directory (issue 17)', () => {
  test('[SPEC-01] [COMP-01] both lists in three languages, each with its own heading', async ({ page }) => {
    await serveTilesLocally(page);
    for (const [path, heading, card] of [
      ['/en/specialists/', 'Specialists', 'specialist-card'],
      ['/de/spezialisten/', 'Spezialisten', 'specialist-card'],
      ['/pl/specjalisci/', 'Specjaliści', 'specialist-card'],
      ['/en/fitness-clubs/', 'Fitness clubs', 'company-card'],
      ['/de/fitness-studios/', 'Fitnessstudios', 'company-card'],
      ['/pl/kluby-fitness/', 'Kluby fitness', 'company-card'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByTestId(card).first()).toBeVisible();
    }
  });

  test('[SPEC-14] [SPEC-15] [SPEC-16] [SPEC-23] [SPEC-27] a place from the suggestions: nearest first with distances, the radius in km, no match says so', async ({
    page,
  }) => {
    await serveTilesLocally(page);
    await page.goto('/pl/specjalisci/');
    // 24 imported in Poland, and any profile other tests made meanwhile (the e2e database is shared).
    await expect(page.getByTestId('summary')).toHaveText(/^Specjaliści 1 – 12 z \d+$/);
    expect(await totalIn(page)).toBeGreaterThanOrEqual(24);
    await expect(page.getByTestId('location-country')).toHaveValue('PL');
    const radius = page.getByTestId('radius-options').getByRole('button');
    await expect(radius).toHaveText(['5 km', '10 km', '20 km', '30 km', '50 km']);
    const input = page.getByTestId('location-input');
    await input.fill('Qqqxx');
    await expect(page.getByTestId('location-status')).toHaveText('Nie znaleziono pasujących miejsc.');
    await input.fill('Warsz');
    await page.getByTestId('location-suggestions').getByRole('option').first().click();
    await expect(input).toHaveValue('');
    await expect(page.getByTestId('location-chosen')).toContainText('Warszawa');
    await expect(page).toHaveURL(/city=Warszawa/);
    await expect(page).toHaveURL(/geo=5/);
    const distances = page.getByTestId('specialist-card').getByTestId('card-distance');
    await expect(distances.first()).toBeVisible();
    const values = (await distances.allInnerTexts()).map((text) =>
      Number(text.replace(',', '.').replace(/[^\d.]/g, '')),
    );
    expect(values.length).toBeGreaterThan(0);
    expect(values).toEqual([...values].sort((a, b) => a - b));
    expect(values.every((km) => km <= 5)).toBe(true);
    // Each specialist found has a pin (their addresses' coordinates).
    await expect(page.getByTestId('map-panel').locator('.leaflet-marker-icon')).toHaveCount(values.length);
    await radius.filter({ hasText: '50 km' }).click();
    await expect(page).toHaveURL(/geo=50/);
    await page.getByTestId('location-clear').click();
    await expect(page.getByTestId('location-chosen')).toHaveCount(0);
    await expect(page).not.toHaveURL(/lat=/);
  });

  test('[SPEC-34] [SPEC-29] [SPEC-40] [SPEC-44] [COMP-05] on a desktop the map sits beside the results: radius chips, pins, a popup, street view needs a pin', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const tiles = await serveTilesLocally(page);
    await page.goto('/en/fitness-clubs/?country=DE');
    await expect(page.getByTestId('radius-options').getByRole('button')).toHaveText([
      '5 km',
      '10 km',
      '20 km',
      '30 km',
      '50 km',
    ]);
    const panel = page.getByTestId('map-panel');
    await expect(panel).toBeVisible();
    const pins = panel.locator('.leaflet-marker-icon');
    await expect(pins).toHaveCount(12);
    expect(tiles.length).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Street view' }).click();
    await expect(page.getByTestId('street-view-needs-pin')).toBeVisible();
    await page.getByRole('button', { name: 'Map', exact: true }).click();
    // Straight to the pin's own element: on the shared e2e database another entry's pin may lie over it.
    await pins.first().dispatchEvent('click');
    const popup = panel.getByTestId('map-popup');
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('link', { name: 'View club' })).toHaveAttribute(
      'href',
      /^\/en\/fitness-clubs\/\d+-/,
    );
    const width = await panel
      .locator('.leaflet-popup-content')
      .evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBeLessThanOrEqual(360);
    await page.getByRole('button', { name: 'Street view' }).click();
    await expect(page.getByTestId('street-view-unavailable')).toHaveText(
      'Street view is not available here.',
    );
    await expect(page.getByTestId('map-open')).toBeHidden();
  });

  test('[SPEC-35] [SPEC-36] [SPEC-37] [COMP-07] [SPEC-45] under 768 px a Map button opens the map in a dialog: Escape closes it, the page does not scroll behind it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await serveTilesLocally(page);
    await page.goto('/en/fitness-clubs/');
    await expect(page.getByTestId('map-panel')).toBeHidden();
    await page.getByTestId('map-open').click();
    const dialog = page.getByTestId('map-dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('location-input')).toBeVisible();
    await expect(page.locator('body')).toHaveAttribute('data-scroll-locked', /.*/);
    await dialog.getByTestId('map-list-tab').click();
    await expect(dialog.getByTestId('map-list').locator('li')).toHaveCount(12);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.locator('body')).not.toHaveAttribute('data-scroll-locked', /.*/);
    await page.getByTestId('map-open').click();
    await expect(dialog.locator('.leaflet-container')).toBeVisible();
  });

  test('[COMP-03] [COMP-06] the club list: heading, search, sort, per page, clear, the filters dialog, cards with teasers, pages', async ({
    page,
  }) => {
    await serveTilesLocally(page);
    await page.goto('/en/fitness-clubs/?country=all');
    await expect(page.getByRole('heading', { level: 1, name: 'Fitness clubs' })).toBeVisible();
    const list = page.getByTestId('catalogue-companies');
    await expect(list.getByRole('searchbox')).toBeVisible();
    await expect(page.getByTestId('open-filters')).toBeVisible();
    // 42 imported, and any club other tests added meanwhile (the e2e database is shared).
    await expect(page.getByTestId('summary')).toHaveText(/^Showing 1 – 12 of \d+ clubs$/);
    expect(await totalIn(page)).toBeGreaterThanOrEqual(42);
    const slots = page.getByTestId('results').locator('> li');
    await expect(slots.nth(3).getByTestId('teaser-primary')).toBeVisible();
    await expect(page.getByTestId('pagination').getByRole('link', { name: 'Page 2' })).toBeVisible();
    await list.getByLabel('Sort by').selectOption('name_asc');
    await list.getByLabel('Per page').selectOption('24');
    await expect(page.getByTestId('company-card')).toHaveCount(24);
    await page.getByTestId('clear-filters').click();
    await expect(page).toHaveURL(/\/en\/fitness-clubs\/$/);
    await expect(page.getByTestId('summary')).toHaveText('Showing 1 – 12 of 12 clubs');
  });

  test('[SPEC-41] map tiles that fail to load fall back to the public OpenStreetMap tiles', async ({
    page,
  }) => {
    const osm: string[] = [];
    const broken: string[] = [];
    await page.route(/tile\.openstreetmap\.org/, async (route) => {
      osm.push(route.request().url());
      await route.fulfill({ status: 200, contentType: 'image/png', body: TILE });
    });
    await page.route(/tiles\.broken\.example/, async (route) => {
      broken.push(route.request().url());
      await route.fulfill({ status: 503, body: '' });
    });
    // The page's configuration names a tile service that fails (as MAP_TILE_URL would).
    await page.route('**/en/fitness-clubs/', async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      expect(html).toContain('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
      await route.fulfill({
        response,
        body: html.replace(
          'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
          'https://tiles.broken.example/{z}/{x}/{y}.png',
        ),
      });
    });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/en/fitness-clubs/');
    await expect.poll(() => broken.length).toBeGreaterThan(0);
    await expect.poll(() => osm.length).toBeGreaterThan(0);
    await expect(page.locator('.leaflet-control-attribution')).toContainText('OpenStreetMap');
  });

  test('[SPEC-11] on the specialist list “previous” keeps the scroll position, a page number goes to the top', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    await serveTilesLocally(page);
    await page.goto('/en/specialists/?country=all');
    const pagination = page.getByTestId('pagination');
    await pagination.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await pagination.scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(200);
    await pagination.getByRole('link', { name: 'Previous' }).click();
    await expect(page).not.toHaveURL(/page=2/);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  });

  test('[SPEC-08] [COMP-12] empty lists say so', async ({ page }) => {
    await page.goto('/en/specialists/?text=zzzzqqq');
    await expect(page.getByTestId('empty')).toHaveText(
      'No specialists match your current filters. Try adjusting the search.',
    );
    await page.goto('/en/fitness-clubs/?text=zzzzqqq');
    await expect(page.getByTestId('empty')).toHaveText(
      'No companies match your current filters. Try adjusting the search.',
    );
  });

  test('[PROF-01] [PROF-02] [PROF-03] [PROF-04] [PROF-05] [PROF-07] [PROF-08] [PROF-09] [PROF-16] a specialist’s profile: hero, breadcrumbs, professions, three topics, chat, qualifications, addresses with hidden parts blurred', async ({
    page,
  }) => {
    await serveTilesLocally(page);
    await page.goto('/en/specialists/?perPage=36&country=all');
    const cards = page.getByTestId('specialist-card');
    await expect(cards).toHaveCount(36);
    // Find a profile with a hidden street: its card's link, opened.
    let found = false;
    for (const href of await cards.evaluateAll((links) => links.map((a) => a.getAttribute('href')!))) {
      await page.goto(href);
      await expect(page.getByTestId('specialist-profile')).toBeVisible();
      // An imported profile (with its generated cover) that hides a street.
      if (
        (await page.getByTestId('blurred-field').count()) > 0 &&
        (await page.getByTestId('hero-cover').count()) > 0
      ) {
        found = true;
        break;
      }
    }
    expect(found).toBe(true);
    await expect(page.getByTestId('hero-cover')).toBeVisible();
    await expect(page.getByTestId('hero-picture')).toBeVisible();
    const crumbs = page.getByTestId('breadcrumbs');
    await expect(crumbs.getByRole('link', { name: 'Specialists' })).toHaveAttribute(
      'href',
      '/en/specialists/',
    );
    await expect(page.getByTestId('profile-professions')).not.toBeEmpty();
    // PROF-04: the first three topics stand out; all of them are listed further down.
    const topics = await page.getByTestId('tags').locator('li').allInnerTexts();
    await expect(page.getByTestId('highlight-tags').locator('li')).toHaveText(topics.slice(0, 3));
    await expect(page.getByTestId('chat-link')).toHaveAttribute('href', /^\/en\/chat\?receiver=\d+$/);
    await expect(page.getByTestId('certificates').locator('li').first()).not.toBeEmpty();
    const blurred = page.getByTestId('blurred-field').first();
    await expect(blurred).toContainText('Shared after contact');
    await expect(page.getByTestId('address-card').first()).toBeVisible();
    // PROF-05: a Call link exactly when some address shows its phone.
    const publicPhones = await page.getByTestId('address-card').locator('a[href^="tel:"]').count();
    await expect(page.getByTestId('call-link')).toHaveCount(publicPhones > 0 ? 1 : 0);
  });

  test('[PROF-12] [PROF-15] [CAL-05] [CAL-06] [CAL-09] a club’s page: the address map and street view, events whose https links open after a confirmation', async ({
    page,
  }) => {
    // At 375 px the calendar lists the month's events (CAL-09).
    await page.setViewportSize({ width: 375, height: 900 });
    const tiles = await serveTilesLocally(page);
    await page.goto('/en/fitness-clubs/?perPage=36&country=all');
    const links = await page
      .getByTestId('company-card')
      .evaluateAll((all) => all.map((a) => a.getAttribute('href')!));
    let withLink = false;
    for (const href of links) {
      await page.goto(href);
      await expect(page.getByTestId('club-profile')).toBeVisible();
      // The events arrive with their own call: wait for the month's list (or its "none this month").
      await expect(page.getByTestId('calendar')).toHaveAttribute('data-view', 'list');
      await expect(page.getByTestId('calendar').locator('[data-testid="event"], p').first()).toBeVisible();
      if ((await page.getByTestId('event-link').count()) > 0) {
        withLink = true;
        break;
      }
    }
    expect(withLink).toBe(true);
    await expect(page.getByTestId('address-map').locator('.leaflet-marker-icon')).toHaveCount(1);
    // PROF-15: the address map asks for zoom-15 tiles.
    await expect.poll(() => tiles.some((url) => /\/15\/\d+\/\d+\.png$/.test(url))).toBe(true);
    await page.getByTestId('address-card').getByRole('button', { name: 'Street view' }).click();
    await expect(page.getByTestId('street-view-unavailable')).toBeVisible();
    await page.getByTestId('event-link').first().click();
    const leave = page.getByTestId('leave-dialog');
    await expect(leave).toContainText('a site we do not run');
    // The event sites are example.com pages: answered here, not from the internet.
    await page
      .context()
      .route(/^https:\/\/example\.(com|org|net)\//, (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Event</title>' }),
      );
    const opened = page.context().waitForEvent('page');
    await leave.getByRole('link', { name: 'Open the site' }).click();
    const site = await opened;
    await site.waitForLoadState();
    expect(site.url()).toMatch(/^https:\/\/example\.(com|org|net)\//);
  });

  test('[PROF-06] [PROF-23] [PROF-28] the contact dialog: guests are asked to sign in; a member writes at least 10 characters and starts a chat request', async ({
    page,
  }) => {
    await serveTilesLocally(page);
    await page.goto('/en/specialists/');
    const profile = (await page.getByTestId('specialist-card').first().getAttribute('href'))!;
    await page.goto(profile);
    await page.getByTestId('contact-open').click();
    await expect(page.getByTestId('contact-sign-in')).toContainText('Sign in to write to this specialist.');
    await page.keyboard.press('Escape');

    await registerViaApi(page.request, { email: uniqueEmail('contact'), firstname: 'Mia', lastname: 'Test' });
    await page.goto(profile);
    await page.getByTestId('contact-open').click();
    const dialog = page.getByTestId('contact-dialog');
    await expect(dialog.getByTestId('contact-recipient')).toContainText(/^To: /);
    const message = dialog.getByTestId('contact-message');
    await message.fill('  Hello  ');
    await message.blur();
    await expect(dialog.getByTestId('contact-too-short')).toHaveText('Write at least 10 characters.');
    await expect(dialog.getByTestId('contact-send')).toBeDisabled();
    await message.fill('Hello, could we talk about a plan for a half marathon?');
    await expect(dialog.getByTestId('contact-too-short')).toHaveText('');
    await expectNoSeriousAxeViolations(page);
    await dialog.getByTestId('contact-send').click();
    await expect(dialog.getByTestId('contact-sent')).toBeVisible();
    await dialog.getByRole('link', { name: 'Open the conversation' }).click();
    await expect(page).toHaveURL(/\/en\/chat\?chat=[A-Za-z0-9_-]{16}$/);
    await expect(page.getByTestId('chat-message-text').first()).toHaveText(
      'Hello, could we talk about a plan for a half marathon?',
    );
  });

  for (const width of [375, 1280])
    test(`[CAL-10] at ${width} px both lists and their pages fit and pass axe, the calendar in its view`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await serveTilesLocally(page);
      for (const path of ['/de/spezialisten/', '/pl/kluby-fitness/']) {
        await page.goto(path);
        await expect(page.getByTestId('results')).toBeVisible();
        const profile = await page.getByTestId('results').getByRole('link').first().getAttribute('href');
        // The map (drawn from 768 px) is checked too, once it is there.
        if (width >= 768) await expect(page.locator('.leaflet-control-attribution')).toBeVisible();
        await expectNoSidewaysScroll(page);
        await expectNoSeriousAxeViolations(page);
        await page.goto(profile!);
        await expect(page.getByTestId('address-card').first()).toBeVisible();
        // CAL-09, CAL-10: the month as a grid on a desktop, as a list on a phone; at least 500 px high.
        const calendar = page.getByTestId('calendar');
        await expect(calendar).toHaveAttribute('data-view', width <= 768 ? 'list' : 'month');
        expect((await calendar.boundingBox())!.height).toBeGreaterThanOrEqual(500);
        await expectNoSidewaysScroll(page);
        await expectNoSeriousAxeViolations(page);
      }
    });
});
