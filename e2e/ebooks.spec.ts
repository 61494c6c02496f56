import { registerViaApi, uniqueEmail } from './support/accounts';
import { expectNoSeriousAxeViolations, expectNoSidewaysScroll } from './support/page-checks';
import { NO_KEY_URL } from './servers';
import { expect, test } from './support/test';

const SHOP = { en: '/en/shop/e-books/', de: '/de/shop/e-books/', pl: '/pl/sklep/e-booki/' } as const;

test.describe('the e-book shop (issue 16 A1, A2)', () => {
  test('[EBOOK-01] [EBOOK-03] [EBOOK-21] the shop in three languages: header, nine cards, the summary and its pages', async ({
    page,
  }) => {
    await page.goto(SHOP.en);
    await expect(page.getByRole('heading', { level: 1, name: 'Ebook catalogue' })).toBeVisible();
    await expect(page.getByTestId('ebook-card')).toHaveCount(9);
    await expect(page.getByTestId('summary')).toHaveText('Showing 1 – 9 of 24 ebooks');
    await expect(page.getByTestId('pagination').getByRole('link', { name: /^Page \d+$/ })).toHaveCount(3);
    await page.getByTestId('ebook-per-page').selectOption('12');
    await expect(page.getByTestId('ebook-card')).toHaveCount(12);
    await expect(page.getByTestId('summary')).toHaveText('Showing 1 – 12 of 24 ebooks');
    await page.getByTestId('pagination').getByRole('link', { name: 'Page 2' }).click();
    await expect(page.getByTestId('summary')).toHaveText('Showing 13 – 24 of 24 ebooks');
    await expect(page).toHaveURL(/perPage=12&page=2$/);

    await page.goto(SHOP.de);
    await expect(page.getByRole('heading', { level: 1, name: 'E-Book-Katalog' })).toBeVisible();
    await expect(page.getByTestId('summary')).toHaveText('1 – 9 von 24 E-Books');
    await expect(page.getByTestId('ebook-price').first()).toContainText('€');
    await page.goto(SHOP.pl);
    await expect(page.getByRole('heading', { level: 1, name: 'Katalog e-booków' })).toBeVisible();
    await expect(page.getByTestId('ebook-price').first()).toContainText('zł');
  });

  test('[EBOOK-13] [EBOOK-14] [EBOOK-15] [EBOOK-17] [EBOOK-18] [EBOOK-19] a card: cover, linked name, writer, short description, category badge, price with the discount', async ({
    page,
  }) => {
    await page.goto(`${SHOP.en}?sort=discount`);
    const card = page.getByTestId('ebook-card').first();
    await expect(card.locator('img')).toHaveAttribute('src', /^\/media\/ebooks\/.+-en\.svg$/);
    await expect(card.getByRole('heading').getByRole('link')).toHaveAttribute(
      'href',
      /^\/en\/shop\/e-books\/\d+-/,
    );
    await expect(card.getByTestId('ebook-writer')).toContainText(/^by .+/);
    expect((await card.getByTestId('ebook-description').innerText()).length).toBeLessThanOrEqual(140);
    await expect(card.getByTestId('ebook-regular-price')).toBeVisible();
    await expect(card.getByTestId('ebook-discount')).toHaveText(/^−\d+%$/);
    await expect(card.getByTestId('ebook-card-category')).toHaveText(/\S/);
    await expect(card.getByRole('link', { name: /^View details/ })).toBeVisible();
  });

  test('[EBOOK-04] [EBOOK-05] [EBOOK-06] [EBOOK-25] [EBOOK-07] [EBOOK-08] [EBOOK-09] category, tags as chips, the advanced dialog and clear', async ({
    page,
  }) => {
    await page.goto(SHOP.en);
    await page.getByTestId('ebook-category').click();
    await page
      .getByTestId('ebook-category-options')
      .getByRole('button', { name: 'Sports nutrition' })
      .click();
    await expect(page.getByTestId('summary')).toHaveText('Showing 1 – 5 of 5 ebooks');
    await expect(page.getByTestId('ebook-category')).toHaveText('Sports nutrition');
    // The chosen category, chosen again, is deselected.
    await page.getByTestId('ebook-category').click();
    await page
      .getByTestId('ebook-category-options')
      .getByRole('button', { name: 'Sports nutrition' })
      .click();
    await expect(page.getByTestId('summary')).toHaveText('Showing 1 – 9 of 24 ebooks');

    await page.getByTestId('ebook-tag-add').selectOption({ label: 'Vegan' });
    const chips = page.getByTestId('ebook-tag-chips');
    await expect(chips).toContainText('Vegan');
    await expect(page).toHaveURL(/tags=vegan/);
    await expect(page.getByTestId('summary')).toHaveText(/^Showing 1 – \d of \d ebooks$/);
    await chips.getByRole('button', { name: 'Remove tag: Vegan' }).click();
    await expect(chips).toHaveCount(0);
    await expect(page.getByTestId('summary')).toHaveText('Showing 1 – 9 of 24 ebooks');

    await page.getByTestId('ebook-advanced').click();
    const dialog = page.getByTestId('ebook-advanced-dialog');
    const tags = dialog.getByTestId('advanced-tags');
    await expect(dialog.getByTestId('advanced-categories').locator('li')).toHaveCount(6);
    await expect(tags.locator('li')).toHaveCount(10);
    await tags.getByTestId('advanced-tags-more').click();
    await expect(tags.locator('li')).toHaveCount(20);
    await tags.getByRole('button', { name: 'Gluten-free' }).click();
    await expect(tags.getByRole('button', { name: 'Gluten-free' })).toHaveAttribute('aria-pressed', 'true');
    await dialog.getByRole('button', { name: 'Show results' }).click();
    await expect(page).toHaveURL(/tags=gluten-free/);
    // Opened again, the groups start folded.
    await page.getByTestId('ebook-advanced').click();
    await expect(page.getByTestId('advanced-tags-more')).toHaveText('Show more (10)');
    await page.keyboard.press('Escape');

    await page.getByTestId('ebook-clear').click();
    await expect(page).toHaveURL(/\/en\/shop\/e-books\/$/);
    await expect(page.getByTestId('summary')).toHaveText('Showing 1 – 9 of 24 ebooks');
  });

  test('[EBOOK-20] a search that finds nothing says so', async ({ page }) => {
    await page.goto(`${SHOP.en}?text=zzzzzz`);
    await expect(page.getByTestId('empty')).toHaveText(
      'No ebooks match your current filters. Try adjusting the search or category.',
    );
  });

  test('a detail page: contents, the free sample, facts; the PDF link only for an owner', async ({
    page,
  }) => {
    await page.goto(`${SHOP.pl}?text=bialko%20bez%20tajemnic`);
    await page
      .getByTestId('ebook-card')
      .first()
      .getByRole('link', { name: /^Zobacz szczegóły/ })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Białko bez tajemnic: ile, kiedy i z jakich produktów',
    );
    await expect(page.getByTestId('ebook-contents').locator('li')).toHaveCount(4);
    await expect(page.getByTestId('ebook-sample').locator('p').first()).toBeVisible();
    await expect(page.getByTestId('ebook-facts')).toContainText(/PDF · \d+ stron/);
    await expect(page.getByTestId('ebook-download')).toHaveCount(0);
    await expect(page.getByTestId('buy-guest')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    // Signed in without having bought it: still no download, and the file itself is refused.
    await registerViaApi(page.request, { email: uniqueEmail('ebook') });
    await page.reload();
    await expect(page.getByTestId('ebook-download')).toHaveCount(0);
    const id = /\/(\d+)-/.exec(page.url())![1];
    expect((await page.request.get(`/api/ebooks/${id}/download?lang=pl`)).status()).toBe(403);
  });

  for (const width of [375, 1280])
    test(`at ${width} px the shop and an e-book page fit and pass axe`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(SHOP.de);
      await expect(page.getByTestId('ebook-card').first()).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectNoSeriousAxeViolations(page);
      await page.getByTestId('ebook-card').first().getByRole('heading').getByRole('link').click();
      await expect(page.getByTestId('ebook-detail')).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectNoSeriousAxeViolations(page);
    });
});

test('[EBOOK-02] [DT-03] [HOME-49] without a key in the page: the shops show only their warnings and call nothing; the articles block says so', async ({
  page,
}) => {
  const calls: string[] = [];
  page.on('request', (request) => request.url().includes('/api/') && calls.push(request.url()));
  await page.goto(`${NO_KEY_URL}/en/shop/e-books/`);
  await expect(page.getByTestId('missing-key')).toHaveText(
    'Missing API key. Please provide a valid token to load the ebook catalogue.',
  );
  await page.goto(`${NO_KEY_URL}/en/shop/diets/`);
  await expect(page.getByTestId('missing-key')).toHaveText(
    'Missing API key. Provide a valid token to explore our ready-made diet plans.',
  );
  await page.goto(`${NO_KEY_URL}/en/`);
  await expect(page.getByText('Missing API credentials for the article feed.')).toBeVisible();
  expect(calls).toEqual([]);
});

test('[EBOOK-37] [EBOOK-38] [EBOOK-39] [HOME-40] the home page: e-books by category pills in two columns, and the latest articles', async ({
  page,
}) => {
  await page.goto('/en/');
  const ebooks = page.getByTestId('home-ebooks');
  await expect(ebooks.getByRole('button', { name: 'All', pressed: true })).toBeVisible();
  const cards = ebooks.getByTestId('home-ebook-cards').locator('> li');
  await expect(cards).toHaveCount(6);
  for (const description of await ebooks.getByTestId('home-ebook-description').allInnerTexts())
    expect(description.length).toBeLessThanOrEqual(120);
  const [first, second] = await Promise.all([cards.nth(0).boundingBox(), cards.nth(1).boundingBox()]);
  expect(Math.abs(first!.y - second!.y)).toBeLessThan(2);
  expect(second!.x).toBeGreaterThan(first!.x);
  await ebooks.getByRole('button', { name: 'Plant-based eating' }).click();
  await expect(ebooks.getByRole('button', { name: 'Plant-based eating', pressed: true })).toBeVisible();
  await expect(cards).toHaveCount(3);
  await expect(cards.first().getByRole('link', { name: /^View e-book/ })).toHaveAttribute(
    'href',
    /\/en\/shop\/e-books\//,
  );

  const articles = page.getByTestId('latest-articles').locator('> li');
  await expect(articles).toHaveCount(3);
  await expect(articles.first().locator('img')).toHaveAttribute('src', /^\/media\/articles\//);
  await expect(articles.first().getByTestId('article-category')).toHaveText(/\S/);
  await expect(articles.first()).toContainText('min read');
  await expect(articles.first().getByRole('link', { name: /^Read more/ })).toHaveAttribute(
    'href',
    /^\/en\/blog\/\d+-/,
  );
  await expectNoSeriousAxeViolations(page);
});
