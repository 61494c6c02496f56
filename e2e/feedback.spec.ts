import type { APIRequestContext } from '@playwright/test';
import type { FeedbackEntry, FeedbackListResponse } from '../src/core/contracts/feedback';
import { changeRoles, registerViaApi, uniqueEmail } from './support/accounts';
import { expectNoSeriousAxeViolations, expectNoSidewaysScroll } from './support/page-checks';
import { expect, test } from './support/test';

/** The admins' list, page by page, until the message with this comment turns up. */
async function findFeedback(admin: APIRequestContext, comment: string): Promise<FeedbackEntry | undefined> {
  for (let page = 1; page <= 50; page++) {
    const res = await admin.get(`/api/admin/feedback?page=${page}`);
    expect(res.status()).toBe(200);
    const list = (await res.json()) as FeedbackListResponse;
    const found = list.items.find((item) => item.comment === comment);
    if (found || page * list.perPage >= list.total) return found;
  }
  return undefined;
}

for (const width of [375, 1280]) {
  test(`[TOAST-05] [TOAST-06] at ${width} px: the footer's Feedback button opens the modal (axe clean), a rating of 4 with a comment is sent and an admin reads it with its page and language`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const comment = `The recipe filters work well (${width} px, ${Date.now().toString(36)}).`;
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/en/recipes/');

    const button = page.getByRole('contentinfo').getByRole('button', { name: 'Feedback' });
    await button.scrollIntoViewIfNeeded();
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Send us your feedback' });
    await expect(dialog).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await expectNoSidewaysScroll(page);

    // Escape closes it and the focus is back on the button.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();

    await button.click();
    await expect(dialog).toBeVisible();
    // Sending without a rating is refused in the modal.
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByText('Choose a rating from 1 to 5 stars.')).toBeVisible();
    // The stars are a radio group the keyboard works: the first star has the focus, the arrow key moves on.
    await expect(dialog.getByRole('radio', { name: '1 of 5' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('radio', { name: '2 of 5' })).toBeChecked();
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('radio', { name: '3 of 5' })).toBeChecked();
    // A tap on the fourth star chooses it.
    await dialog.getByTestId('feedback-rating').locator('label').nth(3).click();
    await expect(dialog.getByRole('radio', { name: '4 of 5' })).toBeChecked();
    await dialog.getByRole('textbox', { name: 'Comment (optional)' }).fill(comment);
    await dialog.getByRole('button', { name: 'Send' }).click();

    await expect(dialog).toBeHidden();
    await expect(page.getByText('Thank you for your feedback!').first()).toBeVisible();

    // An admin finds it through the API with the page and the language it was sent from.
    const adminContext = await browser.newContext({ baseURL });
    const admin = adminContext.request;
    const adminEmail = uniqueEmail('feedback-admin');
    await registerViaApi(admin, { email: adminEmail });
    changeRoles(adminEmail, '+admin');
    const stored = await findFeedback(admin, comment);
    expect(stored).toMatchObject({ rating: 4, comment, email: null, path: '/en/recipes/', locale: 'en' });
    await adminContext.close();
  });
}
