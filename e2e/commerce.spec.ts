import { changeRoles, confirmEmailInPage, PASSWORD, registerViaApi, uniqueEmail } from './support/accounts';
import { addBillingAddressViaApi, csrfHeaders } from './support/shop';
import { expectNoSeriousAxeViolations, expectNoSidewaysScroll } from './support/page-checks';
import { expect, test } from './support/test';

test('[PROMO-06] [PROMO-09] a guest registers on an e-book’s page (the add completes by itself), buys a diet template and a pro package too, pays by bank transfer; once an admin confirms it, the e-book downloads, the diet is theirs and the pro section shows', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const email = uniqueEmail('buyer');
  // An e-book's page, as a guest: adding opens the purchase page's registration.
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
  await expect(page.getByTestId('pending-add')).toContainText(ebookTitle);
  const form = page.getByTestId('purchase-register-form');
  await form.locator('#purchase-firstname').fill('Kasia');
  await form.locator('#purchase-lastname').fill('Buyer');
  await form.getByLabel('Adres e-mail').fill(email);
  await form.getByLabel('Hasło', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Powtórz hasło', { exact: true }).fill(PASSWORD);
  await form.locator('#purchase-address-firstname').fill('Kasia');
  await form.locator('#purchase-address-lastname').fill('Buyer');
  await form.getByLabel('Kod pocztowy').fill('00-238');
  await form.getByLabel('Miejscowość').fill('Warszawa');
  await form.getByLabel('Ulica').fill('ul. Długa');
  await form.getByLabel('Numer budynku').fill('12a');
  await expectNoSeriousAxeViolations(page);
  await form.getByRole('button', { name: 'Załóż konto' }).click();
  // Signed in, the e-book in the basket; ordering waits for the confirmed address.
  await expect(page.getByTestId('basket-count')).toHaveText('1');
  await expect(page.getByTestId('buy-confirm-email')).toBeVisible();
  await confirmEmailInPage(page, email);

  // A diet template and a pro package from theirs, each after the confirmation dialog.
  // A diet template and a pro package from theirs.
  // The dearest first: never a free one.
  await page.goto('/pl/sklep/diety/?sort=price_desc');
  await page.getByTestId('diet-template-card').first().click();
  await expect(page.getByTestId('diet-template-facts')).toBeVisible();
  await page.getByTestId('add-to-basket').click();
  await expect(page.getByTestId('add-to-basket-dialog')).toContainText(
    'Faktura na: Kasia Buyer, ul. Długa 12a',
  );
  await page.getByTestId('add-to-basket-confirm').click();
  await expect(page.getByTestId('basket-count')).toHaveText('2');
  await page.goto('/pl/pakiet-pro/');
  await page.getByTestId('pro-package-card').first().getByTestId('pro-package-link').click();
  await page.getByTestId('add-to-basket').click();
  await page.getByTestId('add-to-basket-confirm').click();
  await expect(page.getByTestId('basket-count')).toHaveText('3');

  // The header's panel lists them with the totals.
  await page.getByTestId('basket-button').click();
  await expect(page.getByTestId('basket-panel').getByTestId('basket-item')).toHaveCount(3);
  await expect(page.getByTestId('basket-panel').getByTestId('basket-total')).toContainText('zł');

  await page.goto('/pl/koszyk');
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByTestId('basket-page-item')).toHaveCount(3);
  await expect(page.getByTestId('billing-address')).toHaveText('Kasia Buyer, ul. Długa 12a, 00-238 Warszawa');
  await expect(page.getByTestId('marketing-claims')).toContainText('30 dni gwarancji satysfakcji');
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

test('[PROMO-01] while a welcome promotion runs, a new member’s first diet template is free: the basket shows 0, the order is paid at once and the diet is theirs', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  // An admin starts a welcome promotion for the next few minutes (the seeded one ended on 31.12.2025).
  const adminContext = await browser.newContext({ baseURL });
  const admin = adminContext.request;
  const adminEmail = uniqueEmail('promo-admin');
  await registerViaApi(admin, { email: adminEmail });
  changeRoles(adminEmail, '+admin');
  const created = await admin.post('/api/admin/promotions', {
    headers: await csrfHeaders(admin),
    data: {
      key: `welcome-e2e-${Date.now().toString(36)}`,
      kind: 'welcome',
      productType: 'diet_template',
      discountPercent: 100,
      startsAt: new Date(Date.now() - 60_000).toISOString(),
      endsAt: new Date(Date.now() + 10 * 60_000).toISOString(),
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const promotion = (await created.json()) as { id: number };
  try {
    await registerViaApi(page.request, { email: uniqueEmail('welcome') });
    await addBillingAddressViaApi(page.request);
    await page.goto('/pl/sklep/diety/?sort=price_desc');
    await page.getByTestId('diet-template-card').first().click();
    await expect(page.getByTestId('diet-template-facts')).toBeVisible();
    const title = (await page.getByRole('heading', { level: 1 }).textContent())!;
    await page.getByTestId('add-to-basket').click();
    await page.getByTestId('add-to-basket-confirm').click();
    await expect(page.getByTestId('basket-count')).toHaveText('1');

    await page.goto('/pl/koszyk');
    await expect(page.getByTestId('basket-line-promotion')).toHaveText('Oferta powitalna: −100 %');
    await expect(page.getByTestId('basket-page-total')).toHaveText(/^0,00\szł$/);
    await page.getByLabel(/Przelew bankowy/).check();
    await page.getByRole('button', { name: 'Złóż zamówienie' }).click();
    await expect(page).toHaveURL(/\/pl\/konto\/zamowienia\?order=/);
    await expect(page.getByTestId('order').first().getByTestId('order-status')).toHaveText('Opłacone');
    await page.goto('/pl/dieta-personalna/my-diets');
    await expect(page.getByTestId('my-diet').first()).toContainText(title);
  } finally {
    await admin.patch(`/api/admin/promotions/${promotion.id}`, {
      headers: await csrfHeaders(admin),
      data: { endsAt: new Date(Date.now() - 1000).toISOString() },
    });
    await adminContext.close();
  }
});
