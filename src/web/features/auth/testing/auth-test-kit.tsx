import { act, render, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { fakeWidget } from '../../../components/captcha/testing/fake-altcha-widget';
import { i18nFor } from '../../../lib/i18n';

/** Renders one auth page at `path` (matched by `pattern`), in the path's locale. */
export function renderAuthPage(element: ReactElement, path: string, pattern = path.split('?')[0] ?? path) {
  const locale = path.startsWith('/de/') ? 'de' : path.startsWith('/pl/') ? 'pl' : 'en';
  const router = createMemoryRouter(
    [{ path: pattern, element: <I18nextProvider i18n={i18nFor(locale)}>{element}</I18nextProvider> }],
    {
      initialEntries: [path],
    },
  );
  return { router, ...render(<RouterProvider router={router} />) };
}

type Answer = { status?: number; body: unknown } | 'network';
type Handler = (body: Record<string, unknown>) => Answer;

/** A fake server: one handler per API path; every request body is recorded per path. */
export function mockApi(handlers: Record<string, Handler>) {
  const calls: Record<string, Record<string, unknown>[]> = {};
  const fetchMock = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const path = String(input).split('?')[0] ?? '';
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    (calls[path] ??= []).push(body);
    const handler = handlers[path];
    if (!handler) throw new Error(`unexpected call to ${path}`);
    const answer = handler(body);
    if (answer === 'network') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** Waits for the captcha widget to load, then solves it. */
export async function solveCaptcha(payload = 'captcha-payload') {
  await waitFor(() => fakeWidget());
  act(() => fakeWidget().solve(payload));
}
