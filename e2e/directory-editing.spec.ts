import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { changeRoles, registerViaApi, uniqueEmail } from './support/accounts';
import { saveDietViaApi } from './support/diets';
import { expectNoSeriousAxeViolations, expectNoSidewaysScroll } from './support/page-checks';
import { expect, test } from './support/test';

const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mN8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==',
  'base64',
);
/** Map tiles come from here, never from the internet. */
const serveTilesLocally = (page: Page) =>
  page.route(/tile\.openstreetmap\.org/, (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: TILE }),
  );

/** A member with the specialist role, signed in in this page. */
async function specialist(page: Page, firstname: string, lastname: string): Promise<string> {
  const email = uniqueEmail(`specialist-${firstname}`);
  await registerViaApi(page.request, { email, firstname, lastname });
  changeRoles(email, '+specialist');
  return email;
}

test.describe('specialists and club owners edit the directory (issue 17 A5, A6)', () => {
  test('[FORM-15] [PROF-16] a specialist builds a profile at 1280 px: marked errors, saved values, a photo, and the public page with the hidden street blurred', async ({
    page,
  }) => {
    await serveTilesLocally(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await specialist(page, 'Zofia', 'Wróbel');
    await page.goto('/en/account');
    await page.getByRole('link', { name: /Specialist profile/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your specialist profile' })).toBeVisible();

    await page.getByLabel('Dietitian', { exact: true }).check();
    await page.getByLabel('Sports nutrition').check();
    await page
      .getByLabel('About you (English)')
      .fill('Clinical dietitian in Kraków; I plan meals for runners.');
    await page.getByRole('button', { name: 'Add an address' }).click();
    await page.getByLabel('Country').selectOption('PL');
    await page.getByLabel('Postal code', { exact: true }).fill('31042');
    await page.getByLabel('City', { exact: true }).fill('Kraków');
    await page.getByLabel('Street', { exact: true }).fill('Floriańska');
    await page.getByLabel('Building number').fill('15');
    await page.getByLabel('Show the street and number').uncheck();
    await page.getByRole('button', { name: 'Save' }).click();
    const zip = page.getByLabel('Postal code', { exact: true });
    await expect(zip).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Enter a valid postal code for the chosen country')).toBeVisible();
    await zip.fill('31-042');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('form-status')).toHaveText('Your changes have been saved.');
    await expectNoSeriousAxeViolations(page);
    await expectNoSidewaysScroll(page);

    const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#2f855a' } })
      .png()
      .toBuffer();
    await page
      .getByLabel('Profile photo')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByText('The picture has been saved.')).toBeVisible();

    await page.getByRole('link', { name: 'View the public page' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Zofia Wróbel' })).toBeVisible();
    await expect(page.getByText('Clinical dietitian in Kraków')).toBeVisible();
    const card = page.getByTestId('address-card');
    await expect(card).toContainText('31-042 Kraków');
    await expect(card.getByTestId('blurred-field')).toHaveCount(1);
    await expect(card).not.toContainText('Floriańska');
    // The photo uploaded is the one the profile shows.
    await expect(page.locator('img[src^="/media/uploads/"]').first()).toBeVisible();
  });

  test('[CAL-11] the account calendar publishes an event that visitors see on the profile, in German at 375 px', async ({
    page,
  }) => {
    await serveTilesLocally(page);
    await page.setViewportSize({ width: 375, height: 800 });
    await specialist(page, 'Jonas', 'Keller');
    await page.goto('/de/konto/spezialistenprofil');
    await page.getByLabel('Personal Trainer/in', { exact: true }).check();
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByTestId('form-status')).toHaveText('Deine Änderungen wurden gespeichert.');

    await page.goto('/de/konto/kalender');
    await expect(page.getByRole('heading', { level: 1, name: 'Kalender' })).toBeVisible();
    await expect(page.getByText('Noch keine Termine.')).toBeVisible();
    await page.getByLabel('Titel').fill('Lauftreff mit Ernährungsfragen');
    await page.getByLabel('Datum und Uhrzeit').fill('2027-03-15T18:30');
    await page.getByLabel('Dauer in Minuten').fill('90');
    await page.getByLabel('Link (optional)').fill('http://example.com/lauftreff');
    await page.getByRole('button', { name: 'Termin veröffentlichen' }).click();
    await expect(page.getByText('Gib einen sicheren Link ein, der mit https:// beginnt.')).toBeVisible();
    await page.getByLabel('Link (optional)').fill('https://example.com/lauftreff');
    await page.getByRole('button', { name: 'Termin veröffentlichen' }).click();
    await expect(page.getByTestId('own-event')).toContainText('Lauftreff mit Ernährungsfragen');
    await expectNoSeriousAxeViolations(page);
    await expectNoSidewaysScroll(page);

    await page.goto('/de/konto/spezialistenprofil');
    await page.getByRole('link', { name: 'Öffentliche Seite ansehen' }).click();
    const calendar = page.getByTestId('events');
    await expect(calendar.getByTestId('calendar-list')).toBeVisible();
    await expect(calendar.getByTestId('event')).toContainText('Lauftreff mit Ernährungsfragen');
  });

  test('a specialist adds a fitness club in Polish; only its owner edits it, and the club is in the directory', async ({
    page,
    browser,
  }) => {
    await serveTilesLocally(page);
    await specialist(page, 'Marta', 'Zielińska');
    await page.goto('/pl/konto/kluby');
    await expect(page.getByText('Nie dodano jeszcze żadnego klubu.')).toBeVisible();
    await page.getByLabel('Nazwa klubu').fill('Studio Ruchu Wisła');
    await page.getByLabel('Rodzaj').selectOption('yoga-studio');
    await page
      .getByLabel('Opis (po polsku)')
      .fill('Kameralne studio jogi nad Wisłą, zajęcia rano i wieczorem.');
    await page.getByLabel('Kraj').selectOption('PL');
    await page.getByLabel('Kod pocztowy', { exact: true }).fill('31-008');
    await page.getByLabel('Miejscowość', { exact: true }).fill('Kraków');
    await page.getByLabel('Ulica', { exact: true }).fill('Grodzka');
    await page.getByLabel('Numer budynku').fill('8');
    await page.getByRole('button', { name: 'Dodaj klub' }).last().click();
    await expect(page.getByTestId('own-company')).toContainText('Studio Ruchu Wisła');
    await expectNoSeriousAxeViolations(page);

    // Another member sees none of it to edit.
    const other = await browser.newPage();
    await registerViaApi(other.request, { email: uniqueEmail('not-owner') });
    await other.goto('/pl/konto/kluby');
    await expect(other.getByText('Nie dodano jeszcze żadnego klubu.')).toBeVisible();
    await expect(other.getByTestId('own-company')).toHaveCount(0);
    await other.close();

    await page.goto('/pl/kluby-fitness/?text=Wis%C5%82a');
    await expect(page.getByTestId('company-card').filter({ hasText: 'Studio Ruchu Wisła' })).toBeVisible();
  });
});

test('[PROF-32] after an accepted chat a specialist assigns a saved diet and issues an invoice; the client finds both in the account', async ({
  browser,
  baseURL,
}) => {
  // Two members, a chat, a diet and an invoice: a long journey.
  test.setTimeout(90_000);
  const specialistContext = await browser.newContext({ baseURL });
  const clientContext = await browser.newContext({ baseURL });
  const pro = await specialistContext.newPage();
  const client = await clientContext.newPage();
  await specialist(pro, 'Ewa', 'Lis');
  await saveDietViaApi(pro.request);
  const proId = ((await (await pro.request.get('/api/auth/session')).json()) as { user: { id: number } }).user
    .id;
  await registerViaApi(client.request, {
    email: uniqueEmail('client'),
    firstname: 'Piotr',
    lastname: 'Nowak',
  });

  // Before any chat the specialist has no clients.
  await pro.goto('/en/account/clients');
  await expect(pro.getByText('No clients yet.', { exact: false })).toBeVisible();

  await client.goto(`/en/chat?receiver=${proId}`);
  await client.getByLabel('Your message').fill('Hello, I would like a diet for my marathon training.');
  await client.getByRole('button', { name: 'Send' }).click();
  await expect(client).toHaveURL(/\?chat=[A-Za-z0-9_-]{16}$/);
  const chat = new URL(client.url()).searchParams.get('chat')!;
  await pro.goto(`/en/chat?chat=${chat}`);
  await pro.getByTestId('chat-accept').click();
  await expect(pro.getByLabel('Your message')).toBeEnabled();

  await pro.goto('/en/account/clients');
  await expect(pro.getByRole('heading', { level: 2, name: 'Piotr Nowak' })).toBeVisible();
  const assign = pro.getByTestId('assign-diet-form');
  await assign.getByLabel('Saved diet').selectOption({ index: 1 });
  await assign.getByRole('button', { name: 'Assign the diet' }).click();
  // A toast says so.
  await expect(pro.getByText(/is now among the diets of Piotr Nowak/).first()).toBeVisible();

  await pro.getByText('Invoice for a consultation').click();
  const invoice = pro.getByTestId('invoice-form');
  await invoice.getByLabel('Consultation date').fill('2026-11-20');
  await invoice.getByLabel('Net unit price').fill('150.00');
  const seller = invoice.getByRole('group', { name: 'Seller (you)' });
  await seller.getByLabel('Name or company').fill('Ewa Lis Dietetyka');
  await seller.getByLabel('Street').fill('Długa');
  await seller.getByLabel('Building number').fill('5');
  await seller.getByLabel('Postal code').fill('80-827');
  await seller.getByLabel('City').fill('Gdańsk');
  await seller.getByLabel('Country').selectOption({ label: 'Poland' });
  const buyer = invoice.getByRole('group', { name: 'Buyer' });
  await buyer.getByLabel('Street').fill('Floriańska');
  await buyer.getByLabel('Building number').fill('15');
  await buyer.getByLabel('Postal code').fill('31-042');
  await buyer.getByLabel('City').fill('Kraków');
  await buyer.getByLabel('Country').selectOption({ label: 'Poland' });
  await invoice.getByLabel('Currency').selectOption('PLN');
  await invoice.getByRole('button', { name: 'Generate invoice' }).click();
  await expect(invoice).toContainText(/Invoice NUT-\d{4}-\d{6} is ready\./);
  await expectNoSeriousAxeViolations(pro);

  // The client: the diet in my diets, marked as from the specialist; the invoice as a PDF.
  await client.goto('/en/personal-diet/my-diets');
  await expect(client.getByText('Ewa Lis', { exact: false }).first()).toBeVisible();
  await client.goto('/en/account/invoices');
  const download = client.getByRole('link', { name: /Download invoice NUT-\d{4}-\d{6} as a PDF/ });
  await expect(download).toBeVisible();
  const pdf = await client.request.get((await download.getAttribute('href'))!);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await expectNoSeriousAxeViolations(client);
  await specialistContext.close();
  await clientContext.close();
});
