import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../../../core/i18n/locales';
import { toast } from '../../../components/toast/toast-store';
import { i18nFor } from '../../../lib/i18n';
import { sessionStore, type SessionUser } from '../../../lib/session';
import { AddToDiet } from './add-to-diet';

const MEMBER: SessionUser = {
  id: 7,
  name: 'Ola',
  email: 'ola@example.com',
  roles: ['user'],
  emailVerified: true,
  proUntil: null,
};
const ANSWER = {
  dietId: 4,
  date: '2026-11-27',
  scheduleItemId: 'm2',
  mealLabel: 'Lunch',
  mealTime: '12:00',
  quantity: 150,
  version: 6,
};

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: Record<string, unknown>;
}
/** A fake server for the one call: its answer, and what was sent. */
function stubServer(status: number, body: unknown): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      sent.push({
        url: String(url),
        method: init?.method ?? 'GET',
        headers: init?.headers as Record<string, string>,
        body: init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {},
      });
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return sent;
}

function renderButton(grams = 150, locale: Locale = 'en') {
  const path = { en: '/en/image-to-kcal', de: '/de/foto-zu-kcal', pl: '/pl/zdjecie-do-kcal' }[locale];
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path,
        element: (
          <QueryClientProvider client={client}>
            <I18nextProvider i18n={i18nFor(locale)}>
              <AddToDiet foodId={321} grams={grams} foodName="Pizza" />
            </I18nextProvider>
          </QueryClientProvider>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  return render(<RouterProvider router={router} />);
}

describe('add to today in my diet plan (issue 22 A5)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    toast.dismiss();
    sessionStore.set({ user: null, csrfToken: null });
  });

  it('a guest gets a sign-in link that comes back to the tool, and no button', () => {
    const sent = stubServer(200, ANSWER);
    renderButton();
    const link = screen.getByRole('link', { name: 'Sign in to add this food to your diet plan' });
    expect(link.getAttribute('href')).toBe('/en/login?next=%2Fen%2Fimage-to-kcal');
    expect(screen.queryByRole('button')).toBeNull();
    expect(sent).toEqual([]);
  });

  it('a member whose address is not confirmed is told to confirm it', () => {
    sessionStore.set({ user: { ...MEMBER, emailVerified: false }, csrfToken: 'csrf' });
    stubServer(200, ANSWER);
    renderButton();
    expect(screen.getByTestId('add-to-diet-confirm-email').textContent).toBe(
      'Confirm your e-mail address to add foods to your diet plan.',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('a member adds the food: the call carries it, the CSRF token and the browser’s day; the toast names the meal; a link to the diet', async () => {
    sessionStore.set({ user: MEMBER, csrfToken: 'csrf-123' });
    const sent = stubServer(200, ANSWER);
    renderButton(149.6);
    fireEvent.click(screen.getByRole('button', { name: 'Add to today in my diet plan' }));
    await waitFor(() => expect(toast.current()?.message).toBe('Added Pizza (150 g) to Lunch.'));
    expect(toast.current()?.kind).toBe('success');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      url: '/api/diets/me/today/foods',
      method: 'POST',
      headers: { 'x-csrf-token': 'csrf-123' },
      body: {
        foodId: 321,
        grams: 150,
        date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        time: expect.stringMatching(/^\d{2}:\d{2}$/),
      },
    });
    const now = new Date();
    expect(sent[0]!.body.date).toBe(
      `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`,
    );
    const done = await screen.findByTestId('add-to-diet-done');
    expect(done.textContent).toContain('Added Pizza (150 g) to Lunch.');
    expect(screen.getByRole('link', { name: 'Open my diet plan' }).getAttribute('href')).toBe(
      '/en/personal-diet/my-diets.4.html',
    );
  });

  it('a meal without a label is named by its time', async () => {
    sessionStore.set({ user: MEMBER, csrfToken: 'csrf' });
    stubServer(200, { ...ANSWER, mealLabel: '', mealTime: '12:00' });
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Add to today in my diet plan' }));
    await waitFor(() =>
      expect(toast.current()?.message).toBe('Added Pizza (150 g) to today’s meal at 12:00.'),
    );
  });

  it('a refusal shows the server’s own text', async () => {
    sessionStore.set({ user: MEMBER, csrfToken: 'csrf' });
    stubServer(409, {
      success: false,
      error: 'Today is not a day of your current diet plan.',
      code: 'conflict',
      requestId: 'r1',
    });
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Add to today in my diet plan' }));
    await waitFor(() =>
      expect(toast.current()).toMatchObject({
        kind: 'error',
        message: 'Today is not a day of your current diet plan.',
      }),
    );
    expect((await screen.findByTestId('add-to-diet-error')).textContent).toBe(
      'Today is not a day of your current diet plan.',
    );
    expect(screen.queryByTestId('add-to-diet-done')).toBeNull();
  });

  it('a weight outside 1–2,000 g cannot be added', () => {
    sessionStore.set({ user: MEMBER, csrfToken: 'csrf' });
    const sent = stubServer(200, ANSWER);
    renderButton(2500);
    const button = screen.getByRole('button', { name: 'Add to today in my diet plan' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/Set a weight between 1 and 2,000 g/)).toBeTruthy();
    fireEvent.click(button);
    expect(sent).toEqual([]);
  });

  it('speaks the page’s language', async () => {
    sessionStore.set({ user: MEMBER, csrfToken: 'csrf' });
    stubServer(200, ANSWER);
    renderButton(150, 'de');
    fireEvent.click(screen.getByRole('button', { name: 'Zu heute in meinem Ernährungsplan hinzufügen' }));
    await waitFor(() => expect(toast.current()?.message).toBe('Pizza (150 g) zu „Lunch“ hinzugefügt.'));
    expect(screen.getByRole('link', { name: 'Meinen Ernährungsplan öffnen' }).getAttribute('href')).toBe(
      '/de/individuelle-diaet/my-diets.4.html',
    );
  });
});
