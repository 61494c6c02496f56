import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../../../core/i18n/locales';
import { toast } from '../../../components/toast/toast-store';
import { i18nFor } from '../../../lib/i18n';
import { sessionStore } from '../../../lib/session';
import { FeedbackButton } from './feedback-button';

type FetchMock = ReturnType<typeof vi.fn<(input: string, init?: RequestInit) => Promise<Response>>>;

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The footer's button on a page of the given path, as the app renders it. */
function renderAt(path: string) {
  const locale = path.split('/')[1] as Locale;
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <QueryClientProvider client={client}>
            <I18nextProvider i18n={i18nFor(locale)}>
              <FeedbackButton />
            </I18nextProvider>
          </QueryClientProvider>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  return render(<RouterProvider router={router} />);
}

async function openDialog(name = 'Feedback', title = 'Send us your feedback') {
  const button = screen.getByRole('button', { name });
  button.focus();
  fireEvent.click(button);
  // The dialog's code loads on this first press (compiling it takes the test runner a while the first time).
  return screen.findByRole('dialog', { name: title }, { timeout: 10_000 });
}

const sent = (fetchMock: FetchMock) => fetchMock.mock.calls.filter(([url]) => url === '/api/feedback');

describe('the feedback modal (issue 21 A4)', () => {
  let fetchMock: FetchMock;
  beforeAll(async () => {
    // Compiled once up front, so that the first test does not wait on the transform.
    await import('./feedback-dialog');
  }, 30_000);
  beforeEach(() => {
    fetchMock = vi.fn<(input: string, init?: RequestInit) => Promise<Response>>();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStore.set({ user: null, csrfToken: null });
    toast.dismiss();
  });

  it('[TOAST-05] the footer’s "Feedback" button opens the modal: a 1–5 star radio group, each star named, comment, e-mail, send and cancel', async () => {
    renderAt('/en/recipes/');
    const dialog = await openDialog();
    const group = within(dialog).getByRole('group', { name: 'Your rating' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['1', '2', '3', '4', '5']);
    for (const star of [1, 2, 3, 4, 5])
      expect(within(group).getByRole('radio', { name: `${star} of 5` })).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: 'Comment (optional)' })).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: 'E-mail (optional)' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Send' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });

  it('[TOAST-06] sending without a rating says a rating is needed and sends nothing', async () => {
    renderAt('/en/recipes/');
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect((await within(dialog).findByTestId('feedback-rating-error')).textContent).toBe(
      'Choose a rating from 1 to 5 stars.',
    );
    // The first star takes the focus, so the keyboard is right where the answer goes.
    expect(document.activeElement).toBe(within(dialog).getByRole('radio', { name: '1 of 5' }));
    expect(sent(fetchMock)).toHaveLength(0);
  });

  it('[TOAST-06] a comment of fewer than 10 characters is refused in the modal; an empty one is fine', async () => {
    renderAt('/de/rezepte/');
    const dialog = await openDialog('Feedback geben', 'Sag uns deine Meinung');
    fireEvent.click(within(dialog).getByRole('radio', { name: '4 von 5' }));
    const comment = within(dialog).getByRole('textbox', { name: 'Kommentar (optional)' });
    fireEvent.change(comment, { target: { value: '123456789' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Senden' }));
    await waitFor(() =>
      expect(dialog.textContent).toContain('Schreib mindestens 10 Zeichen oder lass den Kommentar leer.'),
    );
    expect(comment.getAttribute('aria-invalid')).toBe('true');
    expect(sent(fetchMock)).toHaveLength(0);
  });

  it('[TOAST-05] [TOAST-06] sent: the message goes with the page’s path and language, the modal closes, a success toast of 2000 ms thanks the user and the focus is back on the button', async () => {
    sessionStore.set({ user: null, csrfToken: null });
    fetchMock.mockResolvedValue(json(200, { success: true }));
    renderAt('/pl/przepisy/');
    const dialog = await openDialog('Opinia', 'Podziel się opinią');
    fireEvent.click(within(dialog).getByRole('radio', { name: '4 z 5' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Komentarz (opcjonalnie)' }), {
      target: { value: 'Świetne filtry przepisów.' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'E-mail (opcjonalnie)' }), {
      target: { value: ' ada@example.com ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Wyślij' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [[url, init]] = sent(fetchMock) as [[string, RequestInit]];
    expect(url).toBe('/api/feedback');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      rating: 4,
      comment: 'Świetne filtry przepisów.',
      email: 'ada@example.com',
      path: '/pl/przepisy/',
      locale: 'pl',
    });
    expect(toast.current()).toMatchObject({
      kind: 'success',
      message: 'Dziękujemy za Twoją opinię!',
      duration: 2000,
    });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Opinia' })));
  });

  it('[TOAST-06] the server’s refusal is shown in the modal and nothing typed is lost', async () => {
    const refusal = 'You have sent several messages in a short time. Please try again in a few minutes.';
    fetchMock.mockResolvedValue(
      json(429, { success: false, error: refusal, code: 'rate_limited', requestId: 'r-1' }),
    );
    renderAt('/en/recipes/');
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('radio', { name: '5 of 5' }));
    const comment = within(dialog).getByRole('textbox', { name: 'Comment (optional)' });
    fireEvent.change(comment, { target: { value: 'Lovely recipes, thank you!' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect((await within(dialog).findByTestId('feedback-failure')).textContent).toBe(refusal);
    expect(screen.getByRole('dialog', { name: 'Send us your feedback' })).toBe(dialog);
    expect((comment as HTMLTextAreaElement).value).toBe('Lovely recipes, thank you!');
    expect((within(dialog).getByRole('radio', { name: '5 of 5' }) as HTMLInputElement).checked).toBe(true);
    expect(toast.current()).toBeNull();
    // The server's field messages go under their fields.
    fetchMock.mockResolvedValue(
      json(400, {
        success: false,
        error: 'Some fields are invalid.',
        code: 'validation_failed',
        errors: { email: 'Please enter a valid e-mail address.' },
        requestId: 'r-2',
      }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(dialog.textContent).toContain('Please enter a valid e-mail address.'));
    expect((comment as HTMLTextAreaElement).value).toBe('Lovely recipes, thank you!');
  });

  it('Cancel and Escape close the modal without sending and give the focus back to the button', async () => {
    renderAt('/en/recipes/');
    let dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const button = screen.getByRole('button', { name: 'Feedback' });
    await waitFor(() => expect(document.activeElement).toBe(button));

    fireEvent.click(button);
    dialog = await screen.findByRole('dialog', { name: 'Send us your feedback' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Feedback' })),
    );
    expect(sent(fetchMock)).toHaveLength(0);
  });
});
