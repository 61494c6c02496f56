import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TrainingTemplatesResponse } from '../../../../core/contracts/training-templates';
import type { Locale } from '../../../../core/i18n/locales';
import { i18nFor } from '../../../lib/i18n';
import { TrainingTemplates } from './training-templates';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const ANSWER: TrainingTemplatesResponse = {
  templates: [
    {
      key: 'lose-beginner-walk-and-tone',
      name: 'Walk and tone – first steps',
      description: 'Three easy days a week.',
      goal: 'lose',
      level: 'beginner',
      activity: { min: 1.2, max: 1.375 },
      sessionsPerWeek: 3,
      days: [
        {
          day: 1,
          exercises: [
            { exerciseId: 11, name: 'Walking, Treadmill', minutes: 30 },
            { exerciseId: 12, name: 'Bodyweight Squat', sets: 2, reps: 10, repsMax: 12 },
            { exerciseId: 13, name: 'Plank', sets: 2, seconds: 20 },
          ],
        },
        { day: 3, exercises: [{ exerciseId: 14, name: 'Recumbent Bike', minutes: 25 }] },
        { day: 5, exercises: [{ exerciseId: 15, name: 'Pushups', sets: 3, reps: 8 }] },
      ],
    },
    {
      key: 'lose-beginner-low-impact',
      name: 'Joint-friendly fat loss',
      description: 'Four short sessions.',
      goal: 'lose',
      level: 'intermediate',
      activity: { min: 1.2, max: 1.375 },
      sessionsPerWeek: 1,
      days: [{ day: 2, exercises: [{ exerciseId: 16, name: 'Elliptical Trainer', minutes: 40 }] }],
    },
  ],
};

let client: QueryClient;
function renderTemplates(locale: Locale = 'en', activity = 1.375) {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18nFor(locale)}>
        <TrainingTemplates locale={locale} goal="lose" activity={activity} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}
/** Waits until the templates query has an answer or a failure. */
const settled = (status: 'success' | 'error') =>
  waitFor(() => expect(client.getQueryCache().getAll()[0]?.state.status).toBe(status));

describe('the training templates section (AGEN-36, AGEN-37)', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  const answer = (respond: () => Promise<Response>) => {
    fetchMock = vi.fn(respond);
    vi.stubGlobal('fetch', fetchMock);
  };
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('[AGEN-36] asks for the templates of the goal and activity in the locale, and shows them as cards', async () => {
    answer(async () => json(ANSWER));
    renderTemplates('en');
    const cards = await screen.findAllByTestId('training-template');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    const asked = new URL(url, 'https://nutrio.test');
    expect(asked.pathname).toBe('/api/diet-generator/training-templates');
    expect(Object.fromEntries(asked.searchParams)).toEqual({ locale: 'en', goal: 'lose', activity: '1.375' });
    expect(init.method).toBe('GET');

    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Training plans for your week');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByRole('heading', { level: 3 }).textContent).toBe('Walk and tone – first steps');
    expect(first.getByText('Three easy days a week.')).toBeTruthy();
    expect(first.getByText('Beginner')).toBeTruthy();
    expect(first.getByTestId('training-template-sessions').textContent).toBe('3 sessions a week');
    const days = first.getAllByTestId('training-template-day');
    expect(days.map((day) => within(day).getByRole('heading', { level: 4 }).textContent)).toEqual([
      'Day 1',
      'Day 3',
      'Day 5',
    ]);
    expect(
      within(days[0]!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Walking, Treadmill30 min', 'Bodyweight Squat2 × 10–12', 'Plank2 × 20 sec']);
    expect(within(days[2]!).getByRole('listitem').textContent).toBe('Pushups3 × 8');
    const link = within(days[0]!).getByRole('link', { name: 'Walking, Treadmill' });
    expect(link.getAttribute('href')).toBe('/en/exercises/11');
    expect(first.getByTestId('training-template-rest').textContent).toBe('Rest days: 2, 4, 6, and 7');
    const second = within(cards[1]!);
    expect(second.getByTestId('training-template-sessions').textContent).toBe('1 session a week');
    expect(second.getByText('Intermediate')).toBeTruthy();
  });

  it('[AGEN-36] shows the texts in Polish and German, with their plural forms', async () => {
    const polish = {
      templates: [5, 2].map((sessions, index) => ({
        ...ANSWER.templates[0]!,
        key: `t-${index}`,
        sessionsPerWeek: sessions,
      })),
    };
    answer(async () => json(polish));
    const first = renderTemplates('pl');
    await screen.findAllByTestId('training-template');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Plany treningowe na Twój tydzień');
    expect(screen.getAllByTestId('training-template-sessions').map((p) => p.textContent)).toEqual([
      '5 treningów w tygodniu',
      '2 treningi w tygodniu',
    ]);
    expect(screen.getAllByText('Dzień 1')).toHaveLength(2);
    expect(screen.getAllByTestId('training-template-rest')[0]!.textContent).toBe(
      'Dni odpoczynku: 2, 4, 6 i 7',
    );
    expect(
      new URL((fetchMock.mock.calls[0] as [string])[0], 'https://x.test').searchParams.get('locale'),
    ).toBe('pl');
    first.unmount();
    answer(async () => json(ANSWER));
    renderTemplates('de');
    await screen.findAllByTestId('training-template');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Trainingspläne für deine Woche');
    expect(screen.getAllByTestId('training-template-sessions')[0]!.textContent).toBe('3 Einheiten pro Woche');
    expect(screen.getByText('Einsteiger')).toBeTruthy();
    expect(screen.getAllByText('30 Min.')).toHaveLength(1);
  });

  it('[AGEN-37] a failing call renders nothing and shows no alert', async () => {
    for (const fail of [
      async () => json({ success: false, error: 'Bad goal.', code: 'validation', requestId: 'r-1' }, 400),
      async () => new Response('<html>oops</html>', { status: 500 }),
      async () => {
        throw new TypeError('Failed to fetch');
      },
    ]) {
      answer(fail);
      const view = renderTemplates();
      await settled('error');
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(view.container.innerHTML).toBe('');
      expect(screen.queryByRole('alert')).toBeNull();
      expect(screen.queryByRole('status')).toBeNull();
      view.unmount();
    }
  });

  it('[AGEN-37] no matching templates renders nothing', async () => {
    answer(async () => json({ templates: [] }));
    const view = renderTemplates();
    await settled('success');
    expect(view.container.innerHTML).toBe('');
  });

  it('the cards have no axe violations (structure and names; contrast is checked in a real browser)', async () => {
    answer(async () => json(ANSWER));
    const { container } = renderTemplates();
    await screen.findAllByTestId('training-template');
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
