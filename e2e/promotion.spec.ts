import type { APIRequestContext, Page } from '@playwright/test';
import type { WelcomePromotionResponse } from '../src/core/contracts/promotions';
import type { Locale } from '../src/core/i18n/locales';
import { pageHref, pages } from '../src/core/routes';
import { expectNoRawKeys, expectNoSeriousAxeViolations, expectNoSidewaysScroll } from './support/page-checks';
import { expect, test } from './support/test';

const LOCALES: Locale[] = ['en', 'de', 'pl'];
const INTL: Record<Locale, string> = { en: 'en-US', de: 'de-DE', pl: 'pl-PL' };
const ENDED_TITLE: Record<Locale, string> = {
  en: 'Our welcome offer has ended',
  de: 'Unser Willkommensangebot ist beendet',
  pl: 'Nasza oferta powitalna już się zakończyła',
};

const promotionPath = (locale: Locale) => pageHref('promotion', locale);

/**
 * The welcome promotion as the server tells it now. On a fresh database it is the seeded one, ended on
 * 31.12.2025; commerce.spec.ts runs one of its own for a few minutes and then ends it, so the ended one's last
 * day is read from the answer, never assumed.
 */
async function welcomeNow(request: APIRequestContext, locale: Locale): Promise<WelcomePromotionResponse> {
  const response = await request.get(`/api/promotions/welcome?locale=${locale}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as WelcomePromotionResponse;
}

/** The day before an end instant, as the page writes it (promotion days are Polish days). */
const lastDay = (endsAt: string, locale: Locale) =>
  new Intl.DateTimeFormat(INTL[locale], { dateStyle: 'long', timeZone: 'Europe/Warsaw' }).format(
    new Date(Date.parse(endsAt) - 1),
  );

/** The offer panel matches the server's answer: an ended promotion is said to have ended, with its last day. */
async function expectOfferAsTheServerTellsIt(page: Page, locale: Locale) {
  const { promotion } = await welcomeNow(page.request, locale);
  const offer = page.getByTestId('promotion-offer');
  if (promotion?.status === 'active') {
    // Only while commerce.spec.ts runs its own promotion.
    await expect(offer).toHaveAttribute('data-state', 'active');
    await expect(page.getByTestId('promotion-offer-until')).toContainText(lastDay(promotion.endsAt, locale));
    return;
  }
  expect(promotion?.status).toBe('ended');
  await expect(offer).toHaveAttribute('data-state', 'ended');
  await expect(offer.getByRole('heading', { level: 2 })).toHaveText(ENDED_TITLE[locale]);
  await expect(page.getByTestId('promotion-offer-text')).toContainText(lastDay(promotion!.endsAt, locale));
  // What is there instead: the free templates (cheapest first) and the pro packages.
  await expect(page.getByTestId('promotion-offer-freeTemplates')).toHaveAttribute(
    'href',
    pageHref('dietTemplates', locale, {}, { sort: 'price_asc' }),
  );
  await expect(page.getByTestId('promotion-offer-proPackages')).toHaveAttribute(
    'href',
    pageHref('proPackages', locale),
  );
}

/** PROMO-05: every call to action of the page leads to the registration page of the page's locale. */
async function expectEveryCtaToRegistration(page: Page, locale: Locale) {
  const ctas = page.getByTestId('promotion-cta');
  await expect(ctas).toHaveCount(3);
  for (const href of await ctas.evaluateAll((links) => links.map((link) => link.getAttribute('href'))))
    expect(href).toBe(pageHref('register', locale));
}

test.describe('the promotion landing page (issue 21 A3)', () => {
  for (const width of [375, 1280])
    for (const locale of LOCALES)
      test(`[PROMO-05] ${promotionPath(locale)} at ${width} px: every call to action goes to the registration page of ${locale}, the offer as it stands, fits, translated, passes axe`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(promotionPath(locale));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByTestId('promotion-claims').getByRole('listitem')).toHaveCount(3);
        await expect(page.getByTestId('promotion-highlights')).toBeVisible();
        await expect(page.getByTestId('promotion-steps').getByRole('listitem')).toHaveCount(3);
        await expect(page.getByTestId('promotion-faq-item')).toHaveCount(2);
        await expect(page.getByTestId('promotion-closing')).toBeVisible();
        await expectOfferAsTheServerTellsIt(page, locale);
        await expectEveryCtaToRegistration(page, locale);
        await expectNoRawKeys(page);
        await expectNoSidewaysScroll(page);
        await expectNoSeriousAxeViolations(page);
        // An FAQ answer opens, and the page still passes with it open.
        const first = page.getByTestId('promotion-faq-item').first();
        await first.locator('summary').click();
        await expect(first).toHaveAttribute('open', '');
        await expectNoSidewaysScroll(page);
        await expectNoSeriousAxeViolations(page);
        // A call to action opens the registration page.
        await page.getByTestId('promotion-closing').getByTestId('promotion-cta').click();
        await expect(page).toHaveURL(new RegExp(`${pageHref('register', locale)}$`));
      });

  test('[HDR-12] the header’s promotion icon leads to the page, without a "soon" badge', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/de/');
    const link = page.getByTestId('promotion-link');
    await expect(link).toHaveAttribute('href', '/de/aktion');
    await expect(link).toHaveAttribute('aria-label', 'Aktionen');
    await link.click();
    await expect(page).toHaveURL(/\/de\/aktion$/);
    await expect(page.getByTestId('promotion-page')).toBeVisible();
  });
});

test.describe('the promotion landing page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const locale of LOCALES)
    test(`${promotionPath(locale)} reads without JavaScript: the offer as it stands, the links and the FAQ`, async ({
      page,
    }) => {
      await page.goto(promotionPath(locale));
      await expect(page).toHaveURL(new RegExp(`/${locale}/${pages.promotion.slugs[locale]}$`));
      await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
      await expectOfferAsTheServerTellsIt(page, locale);
      await expectEveryCtaToRegistration(page, locale);
      await expect(page.getByTestId('promotion-claims').getByRole('listitem')).toHaveCount(3);
      // The FAQ is made of native disclosures: they open without any script.
      const first = page.getByTestId('promotion-faq-item').first();
      await first.locator('summary').click();
      await expect(first).toHaveAttribute('open', '');
      await expect(first.locator('p')).toBeVisible();
    });
});
