import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlanDayInput } from '../../../core/contracts/diet-plan';
import type { ScheduleItem } from '../../../core/domain/plan/types';
import { DayEditor, type DayEditorProps } from './day-editor';
import { loaderHandlers, mockServer, renderWithApp } from './testing/editor-test-kit';
import { sessionStore } from '../../lib/session';

const SCHEDULE: ScheduleItem[] = [
  { id: 'm1', time: '08:00', type: 'Meal', label: 'Breakfast' },
  { id: 'e1', time: '19:00', type: 'Exercise', label: '' },
];

function day(date: string, recipeId: number): PlanDayInput {
  return {
    date,
    meals: [
      {
        scheduleItemId: 'm1',
        recipeId,
        portions: 1,
        foodItems: [
          { foodId: 11, quantity: 60 },
          { foodId: 12, quantity: 200 },
        ],
      },
    ],
    exercises: [{ scheduleItemId: 'e1', exerciseId: 5, duration: 40 }],
    nutrients: [],
    medications: [],
    hydrationLog: [{ id: 'w1', name: 'water', volume: 500, caffeine: 0 }],
    notes: '',
    images: [],
  };
}

type State = { plan: PlanDayInput[]; schedule: ScheduleItem[] };

/** The plan view's part: it keeps the plan and schedule and renders the editor for one day. */
function Harness({
  initial,
  onChange,
  dayIndex = 0,
}: {
  initial: State;
  onChange: DayEditorProps['onChange'];
  dayIndex?: number;
}) {
  const [state, setState] = useState(initial);
  return (
    <>
      <ol aria-label="Plan days">
        {state.plan.map((d, index) => (
          <li key={`${d.date}-${index}`}>{`${d.date}: ${d.meals.map((m) => m.recipeId).join(',')}`}</li>
        ))}
      </ol>
      <DayEditor
        plan={state.plan}
        schedule={state.schedule}
        dayIndex={dayIndex}
        onChange={(next) => {
          onChange(next);
          setState(next);
        }}
      />
    </>
  );
}

let changes: State[];
const last = () => changes.at(-1)!;
const initial = (): State => ({
  schedule: SCHEDULE.map((s) => ({ ...s })),
  plan: [day('2026-05-04', 1), day('2026-05-05', 3)],
});

function setup(overrides: Parameters<typeof loaderHandlers>[0] = {}, state = initial()) {
  changes = [];
  const server = mockServer(loaderHandlers(overrides));
  renderWithApp(<Harness initial={state} onChange={(next) => changes.push(next)} />);
  return server;
}

const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

async function openNewItem() {
  fireEvent.click(screen.getByRole('button', { name: 'Add item' }));
  return screen.findByRole('dialog', { name: 'Add schedule item' });
}

describe('day editor', () => {
  beforeEach(() => {
    sessionStore.set({ user: null });
    sessionStore.set({ csrfToken: null });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStore.set({ user: null });
    sessionStore.set({ csrfToken: null });
  });

  it('[EDIT-09] shows the shared schedule with this day’s entries', async () => {
    setup();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Day 1 – Monday, May 4, 2026' }),
    ).toBeTruthy();
    const items = screen.getAllByTestId('schedule-item');
    await waitFor(() => expect(items[0]!.textContent).toContain('Oat porridge · 356 kcal'));
    expect(items[0]!.textContent).toContain('08:00');
    expect(items[0]!.textContent).toContain('Breakfast');
    await waitFor(() => expect(items[1]!.textContent).toContain('Running · 40 min'));
  });

  it('[EDIT-32] [EDIT-18] [EDIT-23] [EDIT-25] [EDIT-27] [EDIT-19] [EDIT-10] [EDIT-11] a new meal: pickers, confirm rule, grams, save', async () => {
    setup();
    const add = await openNewItem();
    expect((within(add).getByLabelText('Time') as HTMLInputElement).value).toBe('10:00');
    expect((within(add).getByLabelText('Type') as HTMLSelectElement).value).toBe('Meal');
    const save = within(add).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    expect(within(add).getByText('Choose a recipe to save.')).toBeTruthy();

    // 0–2000 kcal by default: the 2100 kcal recipe is not offered.
    expect((within(add).getByLabelText('Min kcal') as HTMLInputElement).value).toBe('0');
    expect((within(add).getByLabelText('Max kcal') as HTMLInputElement).value).toBe('2000');
    await within(add).findByRole('radio', { name: /Oat porridge/ });
    expect(within(add).queryByRole('radio', { name: /Steak platter/ })).toBeNull();
    type(within(add).getByLabelText('Max kcal'), '3000');
    expect(await within(add).findByRole('radio', { name: /Steak platter/ })).toBeTruthy();

    // The search applies after typing stops; folded, so "jablecz" finds "Jabłecznik".
    type(within(add).getByLabelText('Search recipes'), 'zzz');
    expect(within(add).queryByText('No recipes match your filters.')).toBeNull();
    expect(
      await within(add).findByText('No recipes match your filters.', {}, { timeout: 2000 }),
    ).toBeTruthy();
    type(within(add).getByLabelText('Search recipes'), 'jablecz');
    fireEvent.click(await within(add).findByRole('radio', { name: /Jabłecznik/ }, { timeout: 2000 }));
    type(within(add).getByLabelText('Search recipes'), '');
    fireEvent.click(await within(add).findByRole('radio', { name: /Oat porridge/ }, { timeout: 2000 }));

    // The recipe's foods in whole grams; invalid grams become 0.
    const oats = (await within(add).findByLabelText('Oats')) as HTMLInputElement;
    expect(oats.value).toBe('60');
    expect((within(add).getByLabelText('Milk') as HTMLInputElement).value).toBe('200');
    type(oats, 'abc');
    fireEvent.blur(oats);
    expect(oats.value).toBe('0');
    type(within(add).getByLabelText('Milk'), '150.6');
    fireEvent.blur(within(add).getByLabelText('Milk'));
    expect((within(add).getByLabelText('Milk') as HTMLInputElement).value).toBe('151');
    expect(within(add).getByTestId('meal-kcal').textContent).toBe('Meal total: 97 kcal');

    type(within(add).getByLabelText('Time'), '07:15');
    type(within(add).getByLabelText('Label (optional)'), ' Early snack ');
    expect(save.disabled).toBe(false);
    fireEvent.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const saved = last();
    expect(saved.schedule.map((s) => [s.time, s.label, s.type])).toEqual([
      ['07:15', 'Early snack', 'Meal'],
      ['08:00', 'Breakfast', 'Meal'],
      ['19:00', '', 'Exercise'],
    ]);
    const id = saved.schedule[0]!.id;
    expect(saved.plan[0]!.meals.find((m) => m.scheduleItemId === id)).toEqual({
      scheduleItemId: id,
      recipeId: 1,
      portions: 1,
      foodItems: [
        { foodId: 11, quantity: 0 },
        { foodId: 12, quantity: 151 },
      ],
    });
    expect(saved.plan[1]!.meals.map((m) => m.scheduleItemId)).toEqual(['m1']);
    expect(screen.getAllByTestId('schedule-item')[0]!.textContent).toContain('07:15');
  });

  it('[EDIT-35] a food found in the catalogue is added to the meal with 100 g', async () => {
    setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Breakfast at 08:00' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit schedule item' });
    type(within(edit).getByLabelText('Add a food (search by name)'), 'banana');
    fireEvent.click(
      await within(edit).findByRole('button', { name: 'Add Banana (100 g)' }, { timeout: 2000 }),
    );
    expect(((await within(edit).findByLabelText('Catalogue food 30')) as HTMLInputElement).value).toBe('100');
    fireEvent.click(within(edit).getByRole('button', { name: 'Remove Milk' }));
    fireEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(changes).toHaveLength(1));
    expect(last().plan[0]!.meals[0]!.foodItems).toEqual([
      { foodId: 11, quantity: 60 },
      { foodId: 30, quantity: 100 },
    ]);
  });

  it('[EDIT-34] [EDIT-17] [EDIT-20] [EDIT-21] [EDIT-28] [EDIT-29] [EDIT-30] a supplement needs a selection and a dosage above 0', async () => {
    const server = setup();
    const add = await openNewItem();
    type(within(add).getByLabelText('Type'), 'Nutrient');
    const amount = within(add).getByLabelText('Amount') as HTMLInputElement;
    const unit = within(add).getByLabelText('Unit') as HTMLSelectElement;
    expect(amount.value).toBe('1');
    expect(unit.value).toBe('serving');
    expect([...unit.options].map((o) => o.value)).toEqual([
      'g',
      'mg',
      'ml',
      'scoop',
      'serving',
      'capsule',
      'tablet',
      'spoon',
    ]);
    const save = within(add).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    expect(within(add).getByText('Choose a supplement to save.')).toBeTruthy();

    fireEvent.click(await within(add).findByRole('radio', { name: 'Vitamin D3' }));
    expect(unit.value).toBe('capsule');
    expect(save.disabled).toBe(false);
    type(amount, 'x');
    fireEvent.blur(amount);
    expect(amount.value).toBe('0');
    expect(save.disabled).toBe(true);
    expect(within(add).getByText('Enter a dosage above 0.')).toBeTruthy();
    type(amount, '2');
    type(within(add).getByLabelText('Search supplements'), 'nothing like this');
    expect(
      await within(add).findByText('No supplements match your search.', {}, { timeout: 2000 }),
    ).toBeTruthy();
    // EDIT-30 as decided: the lists come from our own loaders, not from sample data.
    expect(server.calls.some((call) => call.path === '/api/diet-generator/supplements')).toBe(true);
    fireEvent.click(save);
    await waitFor(() => expect(changes).toHaveLength(1));
    const id = last().schedule.find((s) => s.type === 'Nutrient')!.id;
    expect(last().plan[0]!.nutrients).toEqual([
      { scheduleItemId: id, supplementId: 3, dosage: { amount: 2, unit: 'capsule' } },
    ]);
  });

  it('[EDIT-22] [EDIT-18] a medication needs a selection; default 1 pill', async () => {
    setup();
    const add = await openNewItem();
    type(within(add).getByLabelText('Type'), 'Medication');
    const unit = within(add).getByLabelText('Unit') as HTMLSelectElement;
    expect([...unit.options].map((o) => o.value)).toEqual([
      'pill',
      'tablet',
      'capsule',
      'ml',
      'g',
      'mg',
      'drop',
    ]);
    expect(unit.value).toBe('pill');
    type(unit, 'drop');
    const save = within(add).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.click(await within(add).findByRole('radio', { name: 'Ibuprofen' }));
    // The user chose the unit: picking the product keeps it.
    expect(unit.value).toBe('drop');
    fireEvent.click(save);
    await waitFor(() => expect(changes).toHaveLength(1));
    expect(last().plan[0]!.medications).toEqual([
      {
        scheduleItemId: last().schedule.find((s) => s.type === 'Medication')!.id,
        medicalProductId: 7,
        dosage: { amount: 1, unit: 'drop' },
      },
    ]);
  });

  it('[EDIT-13] [EDIT-33] [EDIT-24] changing the type starts from defaults; changing back restores the entry', async () => {
    setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Breakfast at 08:00' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit schedule item' });
    expect(
      ((await within(edit).findByRole('radio', { name: /Oat porridge/ })) as HTMLInputElement).checked,
    ).toBe(true);
    type(within(edit).getByLabelText('Type'), 'Exercise');
    expect((within(edit).getByLabelText('Duration (minutes)') as HTMLInputElement).value).toBe('30');
    expect((within(edit).getByLabelText('Min kcal/min') as HTMLInputElement).value).toBe('0');
    expect((within(edit).getByLabelText('Max kcal/min') as HTMLInputElement).value).toBe('25');
    expect(await within(edit).findByRole('radio', { name: /Running/ })).toBeTruthy();
    expect(within(edit).queryByRole('radio', { name: /Sprinting/ })).toBeNull();
    expect((within(edit).getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    type(within(edit).getByLabelText('Type'), 'Meal');
    expect(
      ((await within(edit).findByRole('radio', { name: /Oat porridge/ })) as HTMLInputElement).checked,
    ).toBe(true);
    type(within(edit).getByLabelText('Type'), 'Exercise');
    fireEvent.click(await within(edit).findByRole('radio', { name: /Running/ }));
    type(within(edit).getByLabelText('Duration (minutes)'), '45');
    fireEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(changes).toHaveLength(1));
    expect(last().schedule[0]).toEqual({ id: 'm1', time: '08:00', type: 'Exercise', label: 'Breakfast' });
    expect(last().plan[0]!.meals).toEqual([]);
    expect(last().plan[0]!.exercises).toEqual([
      { scheduleItemId: 'm1', exerciseId: 5, duration: 45 },
      { scheduleItemId: 'e1', exerciseId: 5, duration: 40 },
    ]);
    // The item is shared: its meal on day 2 no longer fits it.
    expect(last().plan[1]!.meals).toEqual([]);
  });

  it('[EDIT-27] the chosen recipe stays in view on top, even outside the filters', async () => {
    setup({}, { schedule: SCHEDULE, plan: [day('2026-05-04', 2)] });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Breakfast at 08:00' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit schedule item' });
    await within(edit).findByRole('radio', { name: /Oat porridge/ });
    expect(
      within(edit)
        .getAllByRole('radio')
        .map((r) => [r.parentElement!.textContent, (r as HTMLInputElement).checked]),
    ).toEqual([
      ['Steak platter2,100 kcal per portion', true],
      ['Oat porridge350 kcal per portion', false],
      ['Jabłecznik420 kcal per portion', false],
    ]);
    type(within(edit).getByLabelText('Search recipes'), 'zzz');
    expect(
      await within(edit).findByText('No recipes match your filters.', {}, { timeout: 2000 }),
    ).toBeTruthy();
    expect(within(edit).getAllByRole('radio')).toHaveLength(1);
  });

  it('[EDIT-26] a recipe loader failure shows its message', async () => {
    setup({
      '/api/diet-generator/recipes': () => ({
        status: 500,
        body: { success: false, error: 'boom', code: 'internal_error', requestId: 'r' },
      }),
    });
    const add = await openNewItem();
    expect(await within(add).findByText('Unable to fetch recipes right now.')).toBeTruthy();
  });

  it('[EDIT-12] [EDIT-15] deleting an item asks first and removes it everywhere; clearing empties this day only', async () => {
    setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Clear Breakfast at 08:00 on this day' }));
    expect(last().plan[0]!.meals).toEqual([]);
    expect(last().plan[1]!.meals).toHaveLength(1);
    expect(screen.getAllByTestId('schedule-item')[0]!.textContent).toContain('Nothing planned for this day');

    fireEvent.click(screen.getByRole('button', { name: 'Delete Exercise at 19:00' }));
    const ask = await screen.findByRole('dialog', { name: 'Delete “Exercise” at 19:00?' });
    expect(
      within(ask).getByText('The item and what was chosen for it are removed from every day of the plan.'),
    ).toBeTruthy();
    fireEvent.click(within(ask).getByRole('button', { name: 'Delete' }));
    expect(last().schedule.map((s) => s.id)).toEqual(['m1']);
    expect(last().plan.map((d) => d.exercises)).toEqual([[], []]);
    expect(screen.getAllByTestId('schedule-item')).toHaveLength(1);
  });

  it('[EDIT-16] [EDIT-14] [EDIT-15] duplicate, empty and delete a day', async () => {
    setup();
    const days = () =>
      within(screen.getByRole('list', { name: 'Plan days' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    fireEvent.click(await screen.findByRole('button', { name: 'Duplicate day' }));
    expect(days()).toEqual(['2026-05-04: 1', '2026-05-05: 1', '2026-05-06: 3']);
    expect(screen.getByTestId('day-editor-status').textContent).toBe('Day 1 was copied; the copy is day 2.');

    fireEvent.click(screen.getByRole('button', { name: 'Empty day' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Empty day 1?' })).getByRole('button', {
        name: 'Empty day',
      }),
    );
    expect(days()).toEqual(['2026-05-04: ', '2026-05-05: 1', '2026-05-06: 3']);
    expect(last().plan[0]!.hydrationLog).toEqual([]);
    expect(last().schedule).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Delete day' }));
    const ask = await screen.findByRole('dialog', { name: 'Delete day 1?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(days()).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Delete day' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete day 1?' })).getByRole('button', {
        name: 'Delete day',
      }),
    );
    expect(days()).toEqual(['2026-05-04: 1', '2026-05-05: 3']);
  });

  it('[EDIT-14] the last day cannot be deleted', async () => {
    setup({}, { schedule: SCHEDULE, plan: [day('2026-05-04', 1)] });
    expect(((await screen.findByRole('button', { name: 'Delete day' })) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('[EDIT-36] [EDIT-37] [EDIT-40] [EDIT-41] [EDIT-42] drinks: quick adds with caffeine, a custom drink, remove', async () => {
    setup();
    const drinks = await screen.findByTestId('drinks-section');
    expect(
      within(drinks)
        .getAllByRole('button', { name: /^Add Water/ })
        .map((b) => b.textContent),
    ).toEqual(['250 ml', '500 ml', '750 ml']);
    expect(
      within(drinks)
        .getAllByRole('button', { name: /^Add Energy drink/ })
        .map((b) => b.textContent),
    ).toEqual(['250 ml', '500 ml']);
    fireEvent.click(within(drinks).getByRole('button', { name: 'Add Coffee, 250 ml' }));
    expect(last().plan[0]!.hydrationLog.at(-1)).toMatchObject({ name: 'coffee', volume: 250, caffeine: 95 });
    expect(within(drinks).getByTestId('drinks-total').textContent).toBe('Total: 750 ml, 95 mg caffeine');

    const addCustom = within(drinks).getByRole('button', { name: 'Add drink' }) as HTMLButtonElement;
    expect((within(drinks).getByLabelText('Volume (ml)') as HTMLInputElement).value).toBe('250');
    expect((within(drinks).getByLabelText('Caffeine (mg)') as HTMLInputElement).value).toBe('0');
    expect(addCustom.disabled).toBe(true);
    type(within(drinks).getByLabelText('Name'), 'Mate');
    type(within(drinks).getByLabelText('Volume (ml)'), '0');
    expect(addCustom.disabled).toBe(true);
    type(within(drinks).getByLabelText('Volume (ml)'), '330');
    type(within(drinks).getByLabelText('Caffeine (mg)'), '80');
    fireEvent.click(addCustom);
    expect(last().plan[0]!.hydrationLog.at(-1)).toMatchObject({ name: 'Mate', volume: 330, caffeine: 80 });
    expect((within(drinks).getByLabelText('Name') as HTMLInputElement).value).toBe('');

    fireEvent.click(within(drinks).getByRole('button', { name: 'Remove Water, 500 ml' }));
    expect(last().plan[0]!.hydrationLog.map((d) => d.name)).toEqual(['coffee', 'Mate']);
  });

  it('[EDIT-07] [EDIT-08] [EDIT-43] [EDIT-44] [EDIT-45] notes, feeling (default 3) and health info', async () => {
    setup();
    const journal = await screen.findByTestId('journal-section');
    expect((within(journal).getByRole('radio', { name: '3 – okay' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(journal).getByRole('radio', { name: '5 – very good' }));
    expect(last().plan[0]!.feeling).toBe(5);
    type(within(journal).getByLabelText('Notes'), 'Slept well');
    expect(last().plan[0]!.notes).toBe('Slept well');

    type(within(journal).getByLabelText('Sleep (hours)'), '7,5');
    expect(last().plan[0]!.healthInfo?.sleepHours).toBe(7.5);
    const shape = within(journal).getByLabelText('Stool shape (Bristol scale)') as HTMLSelectElement;
    expect([...shape.options].map((o) => o.value)).toEqual(['', '1', '2', '3', '4', '5', '6', '7']);
    type(shape, '4');
    expect(last().plan[0]!.healthInfo?.stoolShape).toBe(4);
    const stoolColor = within(journal).getByLabelText('Stool colour') as HTMLSelectElement;
    expect([...stoolColor.options].slice(1).map((o) => o.textContent)).toEqual([
      'brown',
      'light brown',
      'dark brown',
      'yellow',
      'green',
      'black',
      'red',
      'pale',
    ]);
    type(stoolColor, 'light-brown');
    const urine = within(journal).getByRole('group', { name: 'Urine colour' });
    expect(
      within(urine)
        .getAllByRole('radio')
        .map((r) => r.parentElement!.textContent),
    ).toEqual([
      'Not recorded',
      'transparent',
      'pale straw',
      'light yellow',
      'yellow',
      'dark yellow',
      'amber',
      'brown',
    ]);
    fireEvent.click(within(urine).getByRole('radio', { name: 'pale straw' }));
    expect(last().plan[0]!.healthInfo).toMatchObject({
      sleepHours: 7.5,
      stoolShape: 4,
      stoolColor: 'light-brown',
      urineColor: 'pale-straw',
    });

    const medication = within(journal).getByRole('form', { name: 'Add medication' });
    await waitFor(() => expect(within(medication).getAllByRole('option').length).toBe(3));
    type(within(medication).getByLabelText('Medication'), '7');
    type(within(medication).getByLabelText('Dosage'), '200 mg');
    type(within(medication).getByLabelText('Medication notes'), 'after lunch');
    fireEvent.click(within(medication).getByRole('button', { name: 'Add medication' }));
    expect(last().plan[0]!.healthInfo?.medications).toEqual([
      { id: 7, name: 'Ibuprofen', dosage: '200 mg', notes: 'after lunch' },
    ]);
    fireEvent.click(within(journal).getByRole('button', { name: 'Remove Ibuprofen' }));
    expect(last().plan[0]!.healthInfo?.medications).toEqual([]);
  });

  it('[EDIT-07] photos: guests are asked to sign in instead of uploading', async () => {
    setup();
    expect(await screen.findByText('Sign in to add photos to your plan.')).toBeTruthy();
  });

  it('[EDIT-07] photos: upload, refuse a wrong type locally, remove', async () => {
    sessionStore.set({
      user: { id: 1, name: 'Ada', email: 'ada@example.com', roles: ['user'], emailVerified: true },
    });
    sessionStore.set({ csrfToken: 'csrf-1' });
    const server = setup({
      '/api/diets/images': () => ({
        body: { url: '/api/diets/images/abc00000000000000000000000000000.webp' },
      }),
    });
    const photos = await screen.findByTestId('images-section');
    const input = within(photos).getByLabelText('Add photos') as HTMLInputElement;
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'meal.png', { type: 'image/png' });
    await act(async () => {
      fireEvent.change(input, { target: { files: [png] } });
    });
    await waitFor(() =>
      expect(last().plan[0]!.images).toEqual(['/api/diets/images/abc00000000000000000000000000000.webp']),
    );
    const upload = server.calls.find((c) => c.path === '/api/diets/images')!;
    expect(upload.method).toBe('POST');
    expect(upload.headers['content-type']).toBe('image/png');
    expect(upload.headers['x-csrf-token']).toBe('csrf-1');
    expect(upload.query.get('locale')).toBe('en');
    expect(upload.body).toBe(png);
    expect(within(photos).getByRole('img', { name: 'Photo 1 of 2026-05-04' }).getAttribute('src')).toBe(
      '/api/diets/images/abc00000000000000000000000000000.webp',
    );

    const gif = new File(['GIF89a'], 'anim.gif', { type: 'image/gif' });
    await act(async () => {
      fireEvent.change(input, { target: { files: [gif] } });
    });
    expect(within(photos).getByRole('alert').textContent).toBe('anim.gif is not a JPEG, PNG or WebP image.');
    expect(server.calls.filter((c) => c.path === '/api/diets/images')).toHaveLength(1);

    fireEvent.click(within(photos).getByRole('button', { name: 'Remove photo 1' }));
    expect(last().plan[0]!.images).toEqual([]);
  });

  it('[EDIT-07] photos: the server’s refusal is shown', async () => {
    sessionStore.set({
      user: { id: 1, name: 'Ada', email: 'ada@example.com', roles: ['user'], emailVerified: true },
    });
    setup({
      '/api/diets/images': () => ({
        status: 400,
        body: {
          success: false,
          error: 'The file is not a JPEG, PNG or WebP image, or it is damaged.',
          code: 'validation_failed',
          requestId: 'r',
        },
      }),
    });
    const photos = await screen.findByTestId('images-section');
    await act(async () => {
      fireEvent.change(within(photos).getByLabelText('Add photos'), {
        target: { files: [new File(['x'], 'fake.png', { type: 'image/png' })] },
      });
    });
    expect((await within(photos).findByRole('alert')).textContent).toBe(
      'The file is not a JPEG, PNG or WebP image, or it is damaged.',
    );
    expect(changes).toEqual([]);
  });

  it('photos: an unconfirmed member is asked to confirm the address instead of uploading', async () => {
    sessionStore.set({
      user: { id: 1, name: 'Ada', email: 'ada@example.com', roles: ['user'], emailVerified: false },
    });
    setup();
    const photos = await screen.findByTestId('images-section');
    const notice = within(photos).getByRole('region', { name: 'Your e-mail address is not confirmed yet' });
    expect(notice.textContent).toContain(
      'Photos are stored with your account, so they need a confirmed address.',
    );
    expect(within(photos).queryByLabelText('Add photos')).toBeNull();
  });

  it('photos: a 403 email_unverified on upload turns into the request to confirm', async () => {
    sessionStore.set({
      user: { id: 1, name: 'Ada', email: 'ada@example.com', roles: ['user'], emailVerified: true },
    });
    const server = setup({
      '/api/diets/images': () => ({
        status: 403,
        body: {
          success: false,
          error: 'Please confirm your e-mail address first. We have sent you a link.',
          code: 'email_unverified',
          requestId: 'r',
        },
      }),
    });
    const photos = await screen.findByTestId('images-section');
    const files = [
      new File(['a'], 'a.png', { type: 'image/png' }),
      new File(['b'], 'b.png', { type: 'image/png' }),
    ];
    await act(async () => {
      fireEvent.change(within(photos).getByLabelText('Add photos'), { target: { files } });
    });
    expect(
      await within(photos).findByRole('region', { name: 'Your e-mail address is not confirmed yet' }),
    ).toBeTruthy();
    expect(within(photos).queryByRole('alert')).toBeNull();
    // The second photo is not sent after the refusal.
    expect(server.calls.filter((c) => c.path === '/api/diets/images')).toHaveLength(1);
    expect(sessionStore.get().user?.emailVerified).toBe(false);
    expect(changes).toEqual([]);
  });
});
