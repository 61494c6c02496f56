import axe from 'axe-core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NotificationsResponse } from '../../../core/contracts/notifications';
import type { Locale } from '../../../core/i18n/locales';
import { i18nFor } from '../../lib/i18n';
import { sessionStore } from '../../lib/session';
import { NotificationsMenu } from './notifications-menu';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const TWO_UNREAD: NotificationsResponse = {
  items: [
    {
      id: 2,
      title: 'New chat invitation',
      createdAt: '2026-03-02T09:30:00.000Z',
      content:
        '<p><strong>Anna Nowak</strong> would like to chat with you.</p><p><a href="/en/chat?chat=abc">Open the conversation</a></p>',
      active: true,
    },
    {
      id: 1,
      title: 'Payment received',
      createdAt: '2026-03-01T08:00:00.000Z',
      content:
        '<p>We have received the payment for your order <strong>NUT-2026-000042</strong>. Thank you!</p>',
      active: true,
    },
  ],
  unread: 2,
};
const ALL_READ: NotificationsResponse = {
  items: TWO_UNREAD.items.map((item) => ({ ...item, active: false })),
  unread: 0,
};

/** A stand-in for the browser's EventSource: the test sends the member's live stream events through it. */
class FakeEventSource {
  static last: FakeEventSource | null = null;
  static readonly CLOSED = 2;
  readyState = 1;
  private listeners = new Map<string, Array<(event: MessageEvent<string>) => void>>();
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  send(type: string, data: unknown) {
    const event = new MessageEvent<string>(type, { data: JSON.stringify(data) });
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}

function renderMenu(locale: Locale = 'en') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18nFor(locale)}>
        <NotificationsMenu locale={locale} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { ...view, client };
}
const button = () => screen.getByTestId('notifications-button');
const toggle = () => fireEvent.click(button());
const open = async () => {
  toggle();
  return screen.findByTestId('notifications-panel');
};
/** The stream says how many are unread (it does so when it opens and whenever that changes); the bell follows. */
async function liveCount(unread: number) {
  act(() => FakeEventSource.last!.send('notifications', { unread }));
  await waitFor(() =>
    expect(screen.queryByTestId('notifications-count')?.textContent ?? '0').toBe(String(unread)),
  );
}

describe('the header notifications', () => {
  let fetchMock: ReturnType<typeof vi.fn<(input: string, init?: RequestInit) => Promise<Response>>>;
  beforeEach(() => {
    fetchMock = vi.fn<(input: string, init?: RequestInit) => Promise<Response>>();
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('EventSource', FakeEventSource);
    sessionStore.set({
      user: { id: 7, name: 'Ben Test', email: 'ben@example.com', roles: ['user'], emailVerified: true },
      csrfToken: 'tok-1',
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStore.set({ user: null, csrfToken: null });
    FakeEventSource.last = null;
  });
  const listCalls = () =>
    fetchMock.mock.calls.filter(([url]) => url.startsWith('/api/header/notifications?'));
  const markCalls = () =>
    fetchMock.mock.calls.filter(([url]) => url === '/api/header/notifications/mark-all-read');
  /** The list as given, and mark-all-read answered by `mark`. */
  const serve = (
    list: NotificationsResponse,
    mark: () => Promise<Response> | Response = () => json(200, {}),
  ) =>
    fetchMock.mockImplementation(async (url) =>
      url === '/api/header/notifications/mark-all-read' ? mark() : json(200, list),
    );

  it('[NOTIF-01] the bell carries the live unread count in its name and badge, and opens the notifications dropdown', async () => {
    serve(ALL_READ);
    renderMenu();
    expect(button().textContent).toBe('Notifications');
    expect(screen.queryByTestId('notifications-count')).toBeNull();
    await liveCount(3);
    expect(button().textContent).toBe('Notifications, 3 unread3');
    expect(screen.getByTestId('notifications-count').textContent).toBe('3');
    expect(button().getAttribute('aria-expanded')).toBe('false');

    const panel = await open();
    expect(button().getAttribute('aria-expanded')).toBe('true');
    expect(button().getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.getAttribute('role')).toBe('region');
    expect(panel.getAttribute('aria-label')).toBe('Notifications');
    await within(panel).findAllByTestId('notification');
    // Escape closes it.
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByTestId('notifications-panel')).toBeNull();
  });

  it('[NOTIF-02] with no notifications the dropdown says so', async () => {
    serve({ items: [], unread: 0 });
    renderMenu('de');
    const panel = await open();
    expect((await within(panel).findByTestId('notifications-empty')).textContent).toBe(
      'Du hast keine Benachrichtigungen.',
    );
    expect(within(panel).queryAllByTestId('notification')).toEqual([]);
  });

  it('[NOTIF-05] renders each notification’s content as HTML, with its title and time', async () => {
    serve(ALL_READ);
    renderMenu();
    const panel = await open();
    const [first] = await within(panel).findAllByTestId('notification');
    const content = within(first!).getByTestId('notification-content');
    expect(content.querySelector('strong')?.textContent).toBe('Anna Nowak');
    expect(within(content).getByRole('link', { name: 'Open the conversation' }).getAttribute('href')).toBe(
      '/en/chat?chat=abc',
    );
    expect(content.textContent).not.toContain('<strong>');
    expect(first!.textContent).toContain('New chat invitation');
    expect(first!.querySelector('time')?.getAttribute('dateTime')).toBe('2026-03-02T09:30:00.000Z');
  });

  it('[NOTIF-06] opening loads the notifications once, not before: closing and opening again loads nothing new', async () => {
    serve(ALL_READ);
    renderMenu('pl');
    await liveCount(0);
    expect(listCalls()).toHaveLength(0);
    const panel = await open();
    await within(panel).findAllByTestId('notification');
    expect(listCalls().map(([url]) => url)).toEqual(['/api/header/notifications?locale=pl']);
    toggle();
    expect(screen.queryByTestId('notifications-panel')).toBeNull();
    await within(await open()).findAllByTestId('notification');
    toggle();
    await open();
    expect(listCalls()).toHaveLength(1);
    // Only news the stream tells of is worth another load.
    toggle();
    await liveCount(1);
    await open();
    await waitFor(() => expect(listCalls()).toHaveLength(2));
  });

  it('[NOTIF-07] [NOTIF-08] opened with unread ones, it POSTs mark-all-read with no body and then shows the items as read', async () => {
    let answer: (response: Response) => void = () => undefined;
    serve(TWO_UNREAD, () => new Promise<Response>((done) => (answer = done)));
    renderMenu();
    const panel = await open();
    const items = await within(panel).findAllByTestId('notification');
    expect(items.map((item) => item.getAttribute('data-active'))).toEqual(['true', 'true']);
    expect(items[0]!.textContent).toContain('New: New chat invitation');
    await waitFor(() => expect(markCalls()).toHaveLength(1));
    const [, init] = markCalls()[0]!;
    expect(init?.method).toBe('POST');
    expect(init?.body).toBeUndefined();
    expect((init?.headers as Record<string, string>)['x-csrf-token']).toBe('tok-1');

    await act(async () => answer(json(200, { success: true, marked: 2 })));
    await waitFor(() =>
      expect(
        within(panel)
          .getAllByTestId('notification')
          .map((item) => item.getAttribute('data-active')),
      ).toEqual(['false', 'false']),
    );
    expect(within(panel).getAllByTestId('notification')[0]!.textContent).not.toContain('New:');
    expect(screen.queryByTestId('notifications-count')).toBeNull();
    expect(button().textContent).toBe('Notifications');
  });

  it('[NOTIF-08] nothing is marked when none are unread', async () => {
    serve(ALL_READ);
    renderMenu();
    const panel = await open();
    await within(panel).findAllByTestId('notification');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(markCalls()).toHaveLength(0);
  });

  it('[NOTIF-09] the mark-all-read answer is not read: an answer without the expected fields changes nothing', async () => {
    serve(TWO_UNREAD, () => new Response('not json at all', { status: 200 }));
    renderMenu();
    const panel = await open();
    await waitFor(() =>
      expect(
        within(panel)
          .getAllByTestId('notification')
          .map((item) => item.getAttribute('data-active')),
      ).toEqual(['false', 'false']),
    );
    expect(markCalls()).toHaveLength(1);
  });

  it('[NOTIF-10] a failed mark-all-read is silent: no message, the items stay as they were', async () => {
    serve(TWO_UNREAD, () => json(500, { success: false, error: 'Boom', code: 'internal', requestId: 'r' }));
    renderMenu();
    const panel = await open();
    await waitFor(() => expect(markCalls()).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(within(panel).queryByRole('alert')).toBeNull();
    expect(panel.textContent).not.toContain('Boom');
    expect(
      within(panel)
        .getAllByTestId('notification')
        .map((item) => item.getAttribute('data-active')),
    ).toEqual(['true', 'true']);
  });

  it('the open dropdown has no axe violations (structure and names; contrast is checked in a real browser)', async () => {
    serve(TWO_UNREAD);
    const { container } = renderMenu();
    await liveCount(2);
    const panel = await open();
    await within(panel).findAllByTestId('notification');
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});
