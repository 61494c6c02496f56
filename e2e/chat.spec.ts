import type { Browser, BrowserContext, Page } from '@playwright/test';
import { registerViaApi, uniqueEmail } from './support/accounts';
import { expectNoSeriousAxeViolations, expectNoSidewaysScroll } from './support/page-checks';
import { expect, test, waitForTheAppOnEachLoad } from './support/test';

/** Issue 15 A4: news reaches the other participant's open page in under a second (waits allow CI's load). */
const LIVE = { timeout: 5_000 };

interface Member {
  context: BrowserContext;
  page: Page;
  id: number;
  name: string;
}

/** A member in a browser of their own: registered and confirmed through the API, signed in there. */
async function member(browser: Browser, baseURL: string, firstname: string): Promise<Member> {
  const context = await browser.newContext({ baseURL });
  context.on('page', waitForTheAppOnEachLoad);
  const page = await context.newPage();
  await registerViaApi(page.request, {
    email: uniqueEmail(`chat-${firstname}`),
    firstname,
    lastname: 'Test',
  });
  const session = (await (await page.request.get('/api/auth/session')).json()) as { user: { id: number } };
  return { context, page, id: session.user.id, name: `${firstname} Test` };
}

/** `from` opens the chat link to `to` and sends the first message (the chat request). */
async function sendFirstMessage(from: Member, to: Member, text: string): Promise<string> {
  await from.page.goto(`/en/chat?receiver=${to.id}`);
  await expect(from.page.getByRole('heading', { name: 'New conversation' })).toBeVisible();
  await from.page.getByLabel('Your message').fill(text);
  await from.page.getByRole('button', { name: 'Send' }).click();
  await expect(from.page).toHaveURL(/\?chat=[A-Za-z0-9_-]{16}$/);
  return new URL(from.page.url()).searchParams.get('chat')!;
}

const messages = (page: Page) => page.getByTestId('chat-message-text');

test.describe('chat between two members', () => {
  test.describe.configure({ timeout: 60_000 });
  let anna: Member;
  let ben: Member;
  test.beforeEach(async ({ browser, baseURL }) => {
    anna = await member(browser, baseURL!, 'Anna');
    ben = await member(browser, baseURL!, 'Ben');
  });
  test.afterEach(async () => {
    await anna.context.close();
    await ben.context.close();
  });

  test('[CHAT-03] [CHAT-07] [CHAT-08] [CHAT-10] [CHAT-13] [CHAT-14] [CHAT-15] A writes to B from a chat link; B sees the request live, accepts; both then write live', async () => {
    await ben.page.goto('/en/chat');
    await expect(ben.page.getByTestId('chat-list-empty')).toContainText('No conversations yet.');

    const uid = await sendFirstMessage(anna, ben, 'Hi Ben, shall we plan your week?');
    // The sender waits for the answer and cannot write more in the chat itself.
    await expect(anna.page.getByTestId('chat-awaiting')).toContainText('once Ben accepts it');
    await expect(anna.page.getByLabel('Your message')).toBeDisabled();

    // Without a reload, B's list shows the new request, marked unread, and the count is in the header and title.
    const item = ben.page.getByTestId('chat-list-item');
    await expect(item).toHaveCount(1, LIVE);
    await expect(item).toContainText('Anna Test');
    await expect(item).toContainText('Hi Ben, shall we plan your week?');
    await expect(item.getByTestId('chat-unread')).toBeVisible();
    await expect(ben.page.getByTestId('account-unread-badge')).toHaveText('1');
    await expect(ben.page).toHaveTitle(/^\(1\) /);

    // Writing again from the chat link joins the waiting request and says so.
    await anna.page.goto(`/en/chat?receiver=${ben.id}`);
    await expect(anna.page.getByTestId('chat-existing')).toContainText(
      'You already have a conversation with Ben Test.',
    );
    await anna.page.getByLabel('Your message').fill('I can send a sample menu.');
    await anna.page.getByLabel('Your message').press('Enter');
    await expect(anna.page.getByTestId('chat-exists')).toContainText('It is awaiting acceptance');
    expect(new URL(anna.page.url()).searchParams.get('chat')).toBe(uid);

    await item.click();
    await expect(ben.page).toHaveURL(new RegExp(`\\?chat=${uid}$`));
    await expect(ben.page.getByTestId('chat-invitation')).toContainText('Anna would like to chat with you.');
    await expect(messages(ben.page)).toHaveText([
      'Hi Ben, shall we plan your week?',
      'I can send a sample menu.',
    ]);
    await expect(ben.page.getByLabel('Your message')).toBeDisabled();
    // Seen: the marker, the badge and the title's count go.
    await expect(item.getByTestId('chat-unread')).toHaveCount(0);
    await expect(ben.page.getByTestId('account-unread-badge')).toHaveCount(0);
    await expect(ben.page).not.toHaveTitle(/^\(\d+\) /);

    await ben.page.getByTestId('chat-accept').click();
    await expect(ben.page.getByTestId('chat-answer')).toHaveCount(0);
    await expect(ben.page.getByLabel('Your message')).toBeEnabled();
    await expect(item).not.toContainText('Request');
    // A's open page hears of the acceptance live: the box opens.
    await expect(anna.page.getByLabel('Your message')).toBeEnabled(LIVE);
    await expect(anna.page.getByTestId('chat-awaiting')).toHaveCount(0);

    await ben.page.getByLabel('Your message').fill('Sure! My notes: https://example.org/plan.');
    await ben.page.getByRole('button', { name: 'Send' }).click();
    await expect(ben.page.getByLabel('Your message')).toHaveValue('');
    const link = anna.page.getByRole('link', { name: 'https://example.org/plan', exact: true });
    await expect(link).toBeVisible(LIVE);
    await expect(link).toHaveAttribute('href', 'https://example.org/plan');
    await expect(link).toHaveAttribute('rel', /noopener/);

    // Shift+Enter keeps a line break; Enter sends.
    const box = anna.page.getByLabel('Your message');
    await box.fill('Great,');
    await box.press('Shift+Enter');
    await box.pressSequentially('see you <b>Monday</b>');
    await box.press('Enter');
    await expect(messages(ben.page).last()).toHaveText('Great,\nsee you <b>Monday</b>', LIVE);
    await expect(ben.page.locator('[data-testid="chat-message-text"] b')).toHaveCount(0);

    for (const page of [anna.page, ben.page]) await expectNoSeriousAxeViolations(page);
  });

  test('[CHAT-09] [CHAT-15] B declines: both see the declined notice, live, and nobody can write', async () => {
    const uid = await sendFirstMessage(anna, ben, 'Hello, may I ask about your plan?');
    await ben.page.goto(`/en/chat?chat=${uid}`);
    await ben.page.getByTestId('chat-reject').click();
    await expect(ben.page.getByTestId('chat-rejected')).toContainText('This chat request was declined.');
    await expect(ben.page.getByLabel('Your message')).toBeDisabled();
    await expect(ben.page.getByTestId('chat-list-item')).toContainText('Declined');
    await expect(anna.page.getByTestId('chat-rejected')).toBeVisible(LIVE);
    await expect(anna.page.getByLabel('Your message')).toBeDisabled();

    // Through the chat link the message is refused with the server's text in a red alert (CHAT-23).
    await anna.page.goto(`/en/chat?receiver=${ben.id}`);
    await anna.page.getByLabel('Your message').fill('Please reconsider');
    await anna.page.getByRole('button', { name: 'Send' }).click();
    await expect(anna.page.getByRole('alert')).toContainText('declined');
    await expect(anna.page.getByLabel('Your message')).toHaveValue('Please reconsider');
  });

  test('[CHAT-10] [CHAT-23] a blocked member cannot write: the box closes live, a try gets a neutral red alert; unblocking opens it', async () => {
    const uid = await sendFirstMessage(anna, ben, 'Hi!');
    await ben.page.goto(`/en/chat?chat=${uid}`);
    await ben.page.getByTestId('chat-accept').click();
    await expect(anna.page.getByLabel('Your message')).toBeEnabled(LIVE);

    await ben.page.getByTestId('chat-block').click();
    await expect(ben.page.getByTestId('chat-blocked')).toContainText('You have blocked Anna.');
    await expect(ben.page.getByLabel('Your message')).toBeDisabled();
    await expect(anna.page.getByLabel('Your message')).toBeDisabled(LIVE);
    await expect(anna.page.getByTestId('chat-unavailable')).toContainText(
      "You can't send messages in this chat.",
    );

    await anna.page.goto(`/en/chat?receiver=${ben.id}`);
    await anna.page.getByLabel('Your message').fill('Are you there?');
    await anna.page.getByRole('button', { name: 'Send' }).click();
    const alert = anna.page.getByRole('alert');
    await expect(alert).toBeVisible();
    await expect(alert).not.toContainText('block');

    await ben.page.getByTestId('chat-unblock').click();
    await anna.page.goto(`/en/chat?chat=${uid}`);
    await expect(anna.page.getByLabel('Your message')).toBeEnabled();
    await anna.page.getByLabel('Your message').fill('Thanks for unblocking');
    await anna.page.getByRole('button', { name: 'Send' }).click();
    await expect(messages(ben.page).last()).toHaveText('Thanks for unblocking', LIVE);
  });

  test('[CHAT-17] a long conversation shows its latest 50 messages; scrolling up brings the older ones', async () => {
    const uid = await sendFirstMessage(anna, ben, 'Message 1');
    await ben.page.goto(`/en/chat?chat=${uid}`);
    await ben.page.getByTestId('chat-accept').click();
    await expect(ben.page.getByLabel('Your message')).toBeEnabled();
    // 59 more through the API, as the page sends them (session, CSRF token, bearer key, form fields).
    const { csrfToken } = (await (await anna.page.request.get('/api/auth/session')).json()) as {
      csrfToken: string;
    };
    const apiKey = await anna.page.evaluate(
      () => (JSON.parse(document.getElementById('app-config')!.textContent!) as { apiKey: string }).apiKey,
    );
    for (let n = 2; n <= 60; n += 1) {
      const res = await anna.page.request.post(`/api/chats/${uid}/messages`, {
        headers: { 'x-csrf-token': csrfToken, authorization: `Bearer ${apiKey}` },
        form: { message: `Message ${n}` },
      });
      expect(res.ok()).toBe(true);
    }
    await ben.page.reload();
    await expect(messages(ben.page)).toHaveCount(50);
    await expect(messages(ben.page).first()).toHaveText('Message 11');
    await expect(messages(ben.page).last()).toHaveText('Message 60');
    await ben.page.getByTestId('chat-messages').evaluate((element) => (element.scrollTop = 0));
    await expect(messages(ben.page)).toHaveCount(60);
    await expect(messages(ben.page).first()).toHaveText('Message 1');
    await expect(ben.page.getByText('This is the start of your conversation.')).toBeVisible();
  });

  test('[CHAT-01] at 375 px the list and the conversation are two screens with a back link; German texts; axe clean', async () => {
    const uid = await sendFirstMessage(anna, ben, 'Guten Tag!');
    await ben.page.setViewportSize({ width: 375, height: 740 });
    await ben.page.goto('/de/chat');
    const item = ben.page.getByTestId('chat-list-item');
    await expect(ben.page.getByRole('heading', { name: 'Unterhaltungen' })).toBeVisible();
    await expect(ben.page.getByTestId('conversation')).toHaveCount(0);
    // The entry fits the screen: its time is in view, its preview cut short.
    await expect(item.locator('time')).toBeInViewport({ ratio: 1 });
    await expectNoSidewaysScroll(ben.page);
    await expectNoSeriousAxeViolations(ben.page);

    await item.click();
    await expect(ben.page.getByTestId('conversation')).toBeVisible();
    await expect(item).toBeHidden();
    await expect(ben.page.getByTestId('chat-invitation')).toContainText('Anna möchte mit dir chatten.');
    await expect(ben.page.getByRole('button', { name: 'Annehmen' })).toBeVisible();
    await expectNoSidewaysScroll(ben.page);
    await expectNoSeriousAxeViolations(ben.page);

    await ben.page.getByRole('link', { name: 'Zurück zu den Unterhaltungen' }).click();
    await expect(item).toBeVisible();
    await expect(ben.page).toHaveURL(/\/de\/chat$/);

    // At 1280 px both panes side by side, in Polish.
    await ben.page.setViewportSize({ width: 1280, height: 800 });
    await ben.page.goto(`/pl/czat?chat=${uid}`);
    await expect(ben.page.getByRole('heading', { name: 'Rozmowy' })).toBeVisible();
    await expect(ben.page.getByTestId('conversation')).toBeVisible();
    // CHAT-01: the list on the left, the conversation with its message box on the right.
    const list = await ben.page.getByRole('navigation', { name: 'Rozmowy' }).boundingBox();
    const conversation = await ben.page.getByTestId('conversation').boundingBox();
    expect(list!.x + list!.width).toBeLessThanOrEqual(conversation!.x + 1);
    await expect(ben.page.getByTestId('conversation').getByTestId('chat-form')).toBeVisible();
    await expect(ben.page.getByRole('button', { name: 'Przyjmij' })).toBeVisible();
    await expectNoSeriousAxeViolations(ben.page);
  });
});

test('the chat page sends a guest to the login page and back', async ({ page }) => {
  for (const path of ['/en/chat?receiver=5', '/pl/czat']) {
    await page.goto(path);
    await expect(page).toHaveURL(
      new RegExp(`/(en/login|pl/logowanie)\\?next=${encodeURIComponent(path).replace(/[?]/g, '\\?')}$`),
    );
  }
});
