import { changeRoles, registerViaApi, uniqueEmail } from './support/accounts';
import { expectNoRawKeys, expectNoSeriousAxeViolations, expectNoSidewaysScroll } from './support/page-checks';
import { expect, test } from './support/test';

/**
 * The search landing (issue 19 A3, A4). The AI search talks to the loopback stand-in model that
 * scripts/e2e-server.ts starts (src/server/testing/fake-language-model.ts): a question with "offline" loses
 * the connection, one with "garbage" gets prose instead of filters, any other gets vegan recipes up to
 * 600 kcal without peanuts.
 */
test.describe('the search landing (issue 19 A3, A4)', () => {
  for (const width of [375, 1280])
    test(`[SRCH-01] [SRCH-06] [SRCH-07] [SRCH-09] at ${width} px: the query lives in ?q=, back and forward run the searches again, view-all links carry the query`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/en/search?q=apple');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search Nutrio');
      const field = page.getByRole('searchbox');
      await expect(field).toHaveValue('apple');
      const groups = page.getByTestId('search-group');
      await expect(groups.first()).toBeVisible();
      await expect(page.getByTestId('search-card').first()).toBeVisible();
      for (const link of await page.getByTestId('search-view-all').all())
        expect(decodeURIComponent((await link.getAttribute('href')) ?? '')).toContain('apple');
      await expectNoRawKeys(page);
      await expectNoSidewaysScroll(page);
      await expectNoSeriousAxeViolations(page);

      // A new search is a new history entry; back and forward bring the earlier searches back.
      await field.fill('banana');
      await field.press('Enter');
      await expect(page).toHaveURL(/\/en\/search\?q=banana$/);
      await expect(page.getByTestId('search-card-title').first()).toContainText(/banana/i);
      await page.goBack();
      await expect(page).toHaveURL(/\/en\/search\?q=apple$/);
      await expect(field).toHaveValue('apple');
      await expect(page.getByTestId('search-card-title').first()).toContainText(/apple/i);
      await page.goForward();
      await expect(field).toHaveValue('banana');
      await expect(page.getByTestId('search-card-title').first()).toContainText(/banana/i);

      // A shared link opens the same search.
      await page.goto('/de/suche?q=apfel');
      await expect(page.getByRole('searchbox')).toHaveValue('apfel');
      await expect(page.getByTestId('search-group').first()).toBeVisible();
    });

  test('[SRCH-02] a guest and a member without pro get the normal search, also from the assistant link', async ({
    page,
  }) => {
    await page.goto('/en/search?mode=ai');
    await expect(page.getByRole('searchbox')).toBeVisible();
    await expect(page.getByRole('switch')).toHaveCount(0);
    await expect(page.getByTestId('search-voice')).toHaveCount(0);
    await registerViaApi(page.request, { email: uniqueEmail('search-member') });
    await page.goto('/en/search?mode=ai');
    await expect(page.getByRole('searchbox')).toBeVisible();
    await expect(page.getByRole('switch')).toHaveCount(0);
  });

  test('[SRCH-02] [SRCH-04] [SRCH-11] [SRCH-15] [SRCH-17] [SRCH-18] [SRCH-20] a pro member: the AI search from the assistant link, its answer and groups, and the offline and error toasts', async ({
    page,
  }) => {
    const email = uniqueEmail('search-pro');
    await registerViaApi(page.request, { email });
    changeRoles(email, '+pro');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/en/search?mode=ai');
    const toggle = page.getByRole('switch', { name: /AI search/ });
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(toggle.getByTestId('ai-badge')).toHaveText('alpha');
    await expect(page.getByRole('button', { name: 'Ask by voice' })).toBeVisible();

    const field = page.getByRole('searchbox');
    await field.fill('a vegan dinner without peanuts');
    await field.press('Enter');
    await expect(page.getByTestId('ai-answer')).toContainText(
      'Here are vegan recipes up to 600 kcal without peanuts.',
    );
    await expect(page.getByTestId('search-group')).toHaveCount(1);
    await expect(page.getByTestId('search-view-all')).toHaveAttribute('href', /allergenExclude=peanuts/);
    await expect(page).toHaveURL(/mode=ai/);
    await expectNoRawKeys(page);
    await expectNoSeriousAxeViolations(page);

    await field.fill('are you offline?');
    await field.press('Enter');
    await expect(
      page.getByText('The AI search is offline right now. Please use the normal search for the moment.', {
        exact: true,
      }),
    ).toBeVisible();

    await field.fill('garbage in, garbage out');
    await field.press('Enter');
    await expect(
      page.getByText(
        'The AI search could not answer that. Try rephrasing your question or use the normal search.',
        { exact: true },
      ),
    ).toBeVisible();

    // Back to the normal search: it pulses, the voice button goes, the mode leaves the URL.
    await toggle.click();
    await expect(toggle).toHaveAttribute('data-pulse', 'true');
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(page.getByRole('button', { name: 'Ask by voice' })).toHaveCount(0);
    await expect(page).not.toHaveURL(/mode=ai/);
    await expect(toggle).not.toHaveAttribute('data-pulse', 'true');
  });
});
