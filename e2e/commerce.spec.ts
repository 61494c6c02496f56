import { changeRoles, registerViaApi, uniqueEmail } from './support/accounts';
import { expectNoSeriousAxeViolations, expectNoSidewaysScroll } from './support/page-checks';
import { expect, test } from './support/test';

test('a member buys an e-book, a diet template and a pro package by bank transfer; once an admin confirms it, the e-book downloads, the diet is theirs and the pro section shows', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('buyer');
  await registerViaApi(page.request, { email, firstname: 'Kasia', lastname: 'Buyer' });

  // An e-book from its page.
  await page.goto('/pl/sklep/e-booki/?text=bialko%20bez%20tajemnic');
  await page
    .getByTestId('ebook-card')
    .first()
    .getByRole('link', { name: /^Zobacz szczegóły/ })
    .click();
  // The e-book's own page, not the list it came from.
  await expect(page.getByTestId('ebook-contents')).toBeVisible();
  const ebookTitle = (await page.getByRole('heading', { level: 1 }).textContent())!;
  const ebookUrl = page.url();
  await page.getByTestId('add-to-basket').click();
  await expect(page.getByTestId('basket-count')).toHaveText('1');
  // A diet template and a pro package from theirs.
  // The dearest first: never a free one.
  await page.goto('/pl/sklep/diety/?sort=price_desc');
  await page.getByTestId('diet-template-card').first().click();
  await expect(page.getByTestId('diet-template-facts')).toBeVisible();
  await page.getByTestId('add-to-basket').click();
  await expect(page.getByTestId('basket-count')).toHaveText('2');
  await page.goto('/pl/pakiet-pro/');
  await page.getByTestId('pro-package-card').first().getByTestId('pro-package-link').click();
  await page.getByTestId('add-to-basket').click();
  await expect(page.getByTestId('basket-count')).toHaveText('3');

  // The header's panel lists them with the totals.
  await page.getByTestId('basket-button').click();
  await expect(page.getByTestId('basket-panel').getByTestId('basket-item')).toHaveCount(3);
  await expect(page.getByTestId('basket-panel').getByTestId('basket-total')).toContainText('zł');

  await page.goto('/pl/koszyk');
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByTestId('basket-page-item')).toHaveCount(3);
  await page.getByRole('button', { name: 'Złóż zamówienie' }).click();
  await expect(page.getByTestId('checkout-error')).toHaveText('Nie wybrano metody płatności');
  await expectNoSeriousAxeViolations(page);
  await expectNoSidewaysScroll(page);
  await page.getByLabel(/Przelew bankowy/).check();
  await page.getByRole('button', { name: 'Złóż zamówienie' }).click();
  await expect(page).toHaveURL(/\/pl\/konto\/zamowienia\?order=/);
  const order = page.getByTestId('order').first();
  await expect(order.getByTestId('order-status')).toHaveText('Oczekuje na płatność');
  const reference = (await order.getByTestId('transfer-reference').textContent())!;
  expect(reference).toMatch(/^NUT-\d{4}-\d{6}$/);
  await expectNoSeriousAxeViolations(page);
  await expectNoSidewaysScroll(page);
  const uid = new URL(page.url()).searchParams.get('order')!;

  // An admin confirms the transfer.
  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  const adminEmail = uniqueEmail('admin');
  await registerViaApi(admin.request, { email: adminEmail });
  changeRoles(adminEmail, '+admin');
  const { csrfToken } = (await (await admin.request.get('/api/auth/session')).json()) as {
    csrfToken: string;
  };
  const confirmed = await admin.request.post(`/api/admin/orders/${uid}/paid`, {
    headers: { 'x-csrf-token': csrfToken },
  });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  await adminContext.close();

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.reload();
  await expect(page.getByTestId('order').first().getByTestId('order-status')).toHaveText('Opłacone');
  await page.goto(ebookUrl);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ebookTitle);
  await expect(page.getByTestId('ebook-download')).toBeVisible();
  await page.goto('/pl/dieta-personalna/my-diets');
  await expect(page.getByTestId('my-diet').first()).toBeVisible();
  await page.goto('/pl/konto');
  await expect(page.locator('[data-section="pro"]')).toBeVisible();
});
