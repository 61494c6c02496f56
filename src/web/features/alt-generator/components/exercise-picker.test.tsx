import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ExercisesAnswer, GeneratorExercise } from '../../../../core/contracts/generator-data';
import type { Locale } from '../../../../core/i18n/locales';
import { i18nFor } from '../../../lib/i18n';
import { defaultExercisePreferences, type ExercisePreferences } from '../lib/exercise-picker-state';
import { ExercisePicker } from './exercise-picker';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const exercise = (id: number, extra: Partial<GeneratorExercise> = {}): GeneratorExercise => ({
  id,
  name: `Exercise ${id}`,
  mets: 6,
  kcalPerHour: 420,
  caloriesBurnedPerMinute: 7,
  group: 'upper_body',
  tags: ['equipment:barbell', 'muscle:chest'],
  ...extra,
});

/** A catalogue of 20 exercises answered page by page as the server would. */
function catalogueAnswer(url: string): ExercisesAnswer {
  const query = new URL(url, 'https://nutrio.test').searchParams;
  const all = Array.from({ length: 20 }, (_, i) => exercise(i + 1));
  const ids = query.get('ids');
  if (ids) {
    const wanted = ids.split(',').map(Number);
    const items = all.filter((e) => wanted.includes(e.id));
    return { items, meta: { total: items.length, page: 1, limit: 50, pages: 1 } };
  }
  const page = Number(query.get('page'));
  const limit = Number(query.get('limit'));
  return {
    items: all.slice((page - 1) * limit, page * limit),
    meta: { total: all.length, page, limit, pages: Math.ceil(all.length / limit) },
  };
}

let fetchMock: ReturnType<typeof vi.fn>;
const answer = (respond: (url: string) => Promise<Response>) => {
  fetchMock = vi.fn((url: string) => respond(url));
  vi.stubGlobal('fetch', fetchMock);
};
const urls = () => fetchMock.mock.calls.map(([url]) => url as string);
const lastQuery = () => new URL(urls().at(-1)!, 'https://nutrio.test').searchParams;

function Harness({
  locale,
  initial,
  onChange,
}: {
  locale: string;
  initial: ExercisePreferences;
  onChange: (value: ExercisePreferences, selected: GeneratorExercise[]) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <ExercisePicker
      locale={locale}
      value={value}
      onChange={(next, selected) => {
        setValue(next);
        onChange(next, selected);
      }}
    />
  );
}

function renderPicker({
  locale = 'en',
  initial = defaultExercisePreferences(),
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
}: { locale?: string; initial?: ExercisePreferences; client?: QueryClient } = {}) {
  const onChange = vi.fn();
  const view = render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18nFor((locale || 'en') as Locale)}>
        <Harness locale={locale} initial={initial} onChange={onChange} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { ...view, onChange, client };
}

const cards = () => screen.getAllByTestId('exercise-card');
const apply = () => fireEvent.click(screen.getByRole('button', { name: 'Apply' }));

describe('the exercise picker (issue 20 A4)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('[AGEN-38] [AGEN-42] asks for page 1 of 9 with the locale; an out-of-range page size asks for 9', async () => {
    answer(async (url) => json(catalogueAnswer(url)));
    renderPicker({ locale: 'de' });
    expect(await screen.findAllByTestId('exercise-card')).toHaveLength(9);
    expect(urls()).toEqual(['/api/diet-generator/exercises?locale=de&page=1&limit=9']);
    expect(screen.getByTestId('exercise-status').textContent).toBe('20 Übungen · Seite 1 von 3');
    expect((screen.getByLabelText('Übungen pro Seite') as HTMLSelectElement).value).toBe('9');
  });

  it('[AGEN-42] a page size outside 3–24 falls back to 9; a chosen size is sent and reported', async () => {
    answer(async (url) => json(catalogueAnswer(url)));
    const base = defaultExercisePreferences();
    const { onChange } = renderPicker({ initial: { ...base, filters: { ...base.filters, pageSize: 40 } } });
    await screen.findAllByTestId('exercise-card');
    expect(lastQuery().get('limit')).toBe('9');
    fireEvent.change(screen.getByLabelText('Exercises per page'), { target: { value: '24' } });
    await waitFor(() => expect(cards()).toHaveLength(20));
    expect(lastQuery().get('limit')).toBe('24');
    expect(onChange.mock.calls.at(-1)![0].filters.pageSize).toBe(24);
  });

  it('[AGEN-40] no call without a locale; a page is kept 60 s, then asked again', async () => {
    answer(async (url) => json(catalogueAnswer(url)));
    const first = renderPicker({ locale: '' });
    await act(async () => {});
    expect(fetchMock).not.toHaveBeenCalled();
    first.unmount();

    vi.useFakeTimers({ toFake: ['Date'] });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const opened = renderPicker({ client });
    await screen.findAllByTestId('exercise-card');
    opened.unmount();
    vi.setSystemTime(Date.now() + 59_000);
    const again = renderPicker({ client });
    await screen.findAllByTestId('exercise-card');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    again.unmount();
    vi.setSystemTime(Date.now() + 2_000);
    renderPicker({ client });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
  });

  it('[AGEN-39] [AGEN-43] [AGEN-45] Apply sends the filters, lists split and trimmed, from page 1', async () => {
    answer(async (url) => json(catalogueAnswer(url)));
    const { onChange } = renderPicker({ locale: 'de' });
    await screen.findAllByTestId('exercise-card');
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    await waitFor(() => expect(lastQuery().get('page')).toBe('2'));
    fireEvent.change(screen.getByLabelText('Nach Namen suchen'), { target: { value: ' Rudern ' } });
    fireEvent.change(screen.getByLabelText('kcal ab'), { target: { value: '100' } });
    fireEvent.change(screen.getByLabelText('kcal bis'), { target: { value: '450.5' } });
    fireEvent.change(screen.getByLabelText('Dauer (Minuten)'), { target: { value: '45' } });
    fireEvent.change(screen.getByLabelText('Schlagwörter'), {
      target: { value: ' Langhantel , ,cardio,, ' },
    });
    fireEvent.change(screen.getByLabelText('Allergene'), { target: { value: 'milk, ,eggs ' } });
    fireEvent.change(screen.getByLabelText('Ernährungsformen'), { target: { value: ' , vegan' } });
    fireEvent.click(screen.getByRole('button', { name: 'Anwenden' }));
    await waitFor(() => expect(lastQuery().get('search')).toBe('Rudern'));
    expect(Object.fromEntries(lastQuery())).toEqual({
      locale: 'de',
      page: '1',
      limit: '9',
      search: 'Rudern',
      kcalMin: '100',
      kcalMax: '450.5',
      duration: '45',
      tags: 'equipment:barbell,cardio',
      allergens: 'milk,eggs',
      diets: 'vegan',
    });
    expect(onChange.mock.calls.at(-1)![0].filters).toEqual({
      search: 'Rudern',
      kcalMin: 100,
      kcalMax: 450.5,
      duration: 45,
      tags: ['Langhantel', 'cardio'],
      allergens: ['milk', 'eggs'],
      diets: ['vegan'],
      pageSize: 9,
    });
    // The card shows the kcal in the chosen minutes too.
    expect((await screen.findAllByTestId('exercise-kcal-duration'))[0]!.textContent).toBe(
      '315 kcal in 45 Min.',
    );
  });

  it('[AGEN-45] Clear empties the filters and goes back to page 1', async () => {
    answer(async (url) => json(catalogueAnswer(url)));
    const base = defaultExercisePreferences();
    const { onChange } = renderPicker({
      initial: { ...base, filters: { ...base.filters, search: 'row', tags: ['chest'] } },
    });
    await screen.findAllByTestId('exercise-card');
    expect((screen.getByLabelText('Search by name') as HTMLInputElement).value).toBe('row');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastQuery().get('page')).toBe('2'));
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(lastQuery().get('page')).toBe('1'));
    expect(lastQuery().get('search')).toBeNull();
    expect(lastQuery().get('tags')).toBeNull();
    expect((screen.getByLabelText('Search by name') as HTMLInputElement).value).toBe('');
    expect(onChange.mock.calls.at(-1)![0].filters).toEqual(base.filters);
  });

  it('[AGEN-44] kcal inputs have min 0; a negative bound is refused under its field, nothing applied', async () => {
    answer(async (url) => json(catalogueAnswer(url)));
    const { onChange } = renderPicker();
    await screen.findAllByTestId('exercise-card');
    const min = screen.getByLabelText('Min. kcal') as HTMLInputElement;
    const max = screen.getByLabelText('Max. kcal') as HTMLInputElement;
    expect(min.min).toBe('0');
    expect(max.min).toBe('0');
    fireEvent.change(min, { target: { value: '-5' } });
    apply();
    expect(await screen.findByText('Enter a number from 0 to 20,000.')).toBeTruthy();
    expect(min.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(min);
    fireEvent.change(min, { target: { value: '300' } });
    fireEvent.change(max, { target: { value: '200' } });
    apply();
    expect(await screen.findByText('The maximum must not be lower than the minimum.')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('[AGEN-46] [AGEN-50] a card’s toggle selects and unselects; the selection lists the chosen', async () => {
    answer(async (url) => json(catalogueAnswer(url)));
    const { onChange } = renderPicker();
    await screen.findAllByTestId('exercise-card');
    const selected = screen.getByTestId('exercise-selected');
    expect(within(selected).getByText('No exercises selected')).toBeTruthy();

    const toggleOf = (name: string) =>
      screen.getByRole('button', { name: new RegExp(`^Select ?: ${name}$`) });
    expect(toggleOf('Exercise 2').getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggleOf('Exercise 2'));
    fireEvent.click(toggleOf('Exercise 5'));
    expect(toggleOf('Exercise 2').getAttribute('aria-pressed')).toBe('true');
    expect(onChange.mock.calls.at(-1)![0].selected).toEqual([2, 5]);
    expect(onChange.mock.calls.at(-1)![1]).toEqual([exercise(2), exercise(5)]);
    expect(
      within(selected)
        .getAllByTestId('exercise-selected-item')
        .map((li) => li.firstChild?.textContent),
    ).toEqual(['Exercise 2', 'Exercise 5']);
    expect(within(selected).queryByText('No exercises selected')).toBeNull();

    fireEvent.click(toggleOf('Exercise 2'));
    expect(toggleOf('Exercise 2').getAttribute('aria-pressed')).toBe('false');
    expect(onChange.mock.calls.at(-1)![0].selected).toEqual([5]);
    expect(onChange.mock.calls.at(-1)![1]).toEqual([exercise(5)]);
    // Removing from the selected list unselects it too.
    fireEvent.click(within(selected).getByRole('button', { name: /^Remove ?: Exercise 5$/ }));
    expect(toggleOf('Exercise 5').getAttribute('aria-pressed')).toBe('false');
    expect(onChange.mock.calls.at(-1)).toEqual([expect.objectContaining({ selected: [] }), []]);
    expect(within(selected).getByText('No exercises selected')).toBeTruthy();
  });

  it('a selection restored from a plan shows its exercises, loaded by id', async () => {
    answer(async (url) => json(catalogueAnswer(url)));
    renderPicker({ initial: { ...defaultExercisePreferences(), selected: [17, 3] } });
    const selected = screen.getByTestId('exercise-selected');
    await waitFor(() =>
      expect(
        within(selected)
          .getAllByTestId('exercise-selected-item')
          .map((li) => li.firstChild?.textContent),
      ).toEqual(['Exercise 17', 'Exercise 3']),
    );
    expect(urls()).toContain('/api/diet-generator/exercises?locale=en&ids=3%2C17&limit=50');
  });

  it('[AGEN-47] a card shows the name, kcal/h, body part and at most 5 tags', async () => {
    const tags = [
      'equipment:barbell',
      'muscle:chest',
      'muscle:triceps',
      'muscle:shoulders',
      'muscle:lats',
      'muscle:biceps',
      'muscle:forearms',
    ];
    answer(async () =>
      json({
        items: [exercise(1, { tags, name: 'Bench press' })],
        meta: { total: 1, page: 1, limit: 9, pages: 1 },
      }),
    );
    renderPicker({ locale: 'de' });
    const card = within((await screen.findAllByTestId('exercise-card'))[0]!);
    expect(card.getByRole('heading', { level: 4 }).textContent).toBe('Bench press');
    expect(card.getByTestId('exercise-kcal').textContent).toBe('420 kcal/h');
    expect(card.getByTestId('exercise-group').textContent).toBe('Oberkörper');
    const badges = within(card.getByTestId('exercise-tags')).getAllByRole('listitem');
    expect(badges).toHaveLength(5);
    expect(badges[0]!.textContent).toBe('Langhantel');
    expect(badges[1]!.textContent).toBe('Brust');
    expect(screen.queryByTestId('exercise-pagination')).toBeNull();
  });

  it('[AGEN-48] a failed list shows an alert with the server’s message', async () => {
    answer(async () =>
      json(
        { success: false, error: 'Bitte gib einen gültigen Wert an.', code: 'validation', requestId: 'r1' },
        400,
      ),
    );
    renderPicker({ locale: 'de' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Bitte gib einen gültigen Wert an.');
    expect(screen.queryByTestId('exercise-card')).toBeNull();
  });

  it('[AGEN-48] without a message from the server, the alert shows the load-error text; retry loads', async () => {
    let fail = true;
    answer(async (url) => {
      if (fail) throw new TypeError('Failed to fetch');
      return json(catalogueAnswer(url));
    });
    renderPicker();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The exercises could not be loaded. Please try again.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('exercise-card')).toHaveLength(9);
    expect(screen.queryByRole('alert')).toBeNull();

    answer(async () => new Response('<html>Bad gateway</html>', { status: 502 }));
    renderPicker({ client: new QueryClient({ defaultOptions: { queries: { retry: false } } }) });
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(1));
    expect(screen.getByRole('alert').textContent).toContain('The exercises could not be loaded.');
  });

  it('[AGEN-49] an empty list says no exercises were found', async () => {
    answer(async () => json({ items: [], meta: { total: 0, page: 1, limit: 9, pages: 0 } }));
    renderPicker();
    expect((await screen.findByTestId('exercise-empty')).textContent).toBe('No exercises found');
    expect(screen.queryByTestId('exercise-pagination')).toBeNull();
  });

  it('the picker has no axe violations (structure and names; contrast is checked in a real browser)', async () => {
    answer(async (url) => json(catalogueAnswer(url)));
    const { container } = renderPicker({ initial: { ...defaultExercisePreferences(), selected: [2] } });
    await screen.findAllByTestId('exercise-card');
    await waitFor(() =>
      expect(screen.getAllByTestId('exercise-selected-item')[0]!.textContent).toContain('Exercise 2'),
    );
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
