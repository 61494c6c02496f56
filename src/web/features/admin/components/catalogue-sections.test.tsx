import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from '../../../components/toast/toast-store';
import { callsTo, json, mockFetch, renderAt, signIn, signOut } from '../../../plan/testing/fixtures';
import { AdminPage } from '../pages/admin-page';

const PATH = '/en/admin';
const NO_AUDIT = { items: [], total: 0, page: 1, perPage: 20 };
const GROUPS = {
  groups: [
    {
      id: 1,
      code: '0100',
      names: { pl: 'Nabiał i jaja', de: 'Milchprodukte und Eier', en: 'Dairy and egg products' },
    },
    { id: 2, code: '0900', names: { pl: 'Owoce', de: 'Obst', en: 'Fruits and fruit juices' } },
  ],
};
const FOOD = {
  id: 3,
  sourceId: '09003',
  names: { pl: 'Jabłko', de: 'Apfel', en: 'Apple, raw' },
  groupId: 2,
  groupCode: '0900',
  source: 'usda-sr28',
  description: 'Apples, raw, with skin',
  energyKcal: 52,
  recipeCount: 4,
};
const EXERCISE = {
  id: 8,
  sourceId: 'Side_Bridge',
  names: { pl: 'Deska bokiem', de: 'Seitstütz', en: 'Side Bridge' },
  met: 3.8,
  kcalHour: 266,
  photo: '/media/exercises/Side_Bridge/0-card.webp',
  metCode: '02050',
  category: 'strength',
  mechanic: 'isolation',
  level: 'beginner',
  photos: [
    {
      path: 'exercises/Side_Bridge/0.jpg',
      url: '/media/exercises/Side_Bridge/0.jpg',
      cardUrl: '/media/exercises/Side_Bridge/0-card.webp',
    },
    {
      path: 'exercises/Side_Bridge/1.jpg',
      url: '/media/exercises/Side_Bridge/1.jpg',
      cardUrl: '/media/exercises/Side_Bridge/1-card.webp',
    },
  ],
};
const COMPENDIUM = {
  entries: [
    {
      code: '02050',
      met: 3.8,
      category: 'conditioning exercise',
      description: 'resistance training, multiple exercises',
    },
    { code: '15552', met: 8, category: 'sports', description: 'rowing, stationary, vigorous' },
  ],
};
const PRICES = {
  PLN: { regularMinor: 4900, finalMinor: 3900 },
  EUR: { regularMinor: 1299, finalMinor: 999 },
  USD: { regularMinor: 1399, finalMinor: 1099 },
};
const EBOOK = {
  id: 4,
  key: 'fibre-every-day',
  names: { pl: 'Błonnik na co dzień', de: 'Ballaststoffe jeden Tag', en: 'Fibre every day' },
  cover: '/media/ebooks/fibre-every-day-en.svg',
  prices: PRICES,
  descriptions: { pl: 'Opis', de: 'Beschreibung', en: 'Description' },
  files: {
    pl: { present: true, pages: 40 },
    de: { present: true, pages: 41 },
    en: { present: false, pages: 0 },
  },
};

/** No axe violations (contrast is not computed in jsdom). */
async function expectAccessible(container: HTMLElement) {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

const bodyOf = (call: [input: string, init?: RequestInit] | undefined) =>
  JSON.parse(String(call?.[1]?.body)) as unknown;

describe('foods, exercises and e-books in the admin area (issue 24 A2)', () => {
  afterEach(() => {
    signOut();
    toast.dismiss();
  });

  it('lists foods with their group and sends the search and the group filter', async () => {
    signIn(['user', 'admin']);
    const fetchMock = mockFetch((url) => {
      if (url.pathname === '/api/admin/foods')
        return json(200, { items: [FOOD], total: 1, page: 1, perPage: 20 });
      if (url.pathname === '/api/admin/food-groups') return json(200, GROUPS);
      return undefined;
    });
    const { container } = renderAt(<AdminPage />, `${PATH}?section=foods`, PATH);
    const [row] = await screen.findAllByTestId('admin-food-row');
    await expectAccessible(container);
    expect(row!.textContent).toContain('Apple, raw');
    await waitFor(() => expect(row!.textContent).toContain('Fruits and fruit juices'));
    expect(screen.getByTestId('admin-summary').textContent).toBe('Showing 1 – 1 of 1 food');
    fireEvent.change(await screen.findByLabelText('Food group'), { target: { value: '1' } });
    await waitFor(() =>
      expect(
        callsTo(fetchMock, '/api/admin/foods').map(([input]) =>
          new URL(input, 'http://x').searchParams.get('group'),
        ),
      ).toContain('1'),
    );
  });

  it('edits a food: names side by side, a missing name is refused before sending, the change is sent', async () => {
    signIn(['user', 'admin']);
    const fetchMock = mockFetch((url, init) => {
      if (url.pathname === '/api/admin/foods/3' && init?.method === 'PATCH')
        return json(200, { ...FOOD, names: { ...FOOD.names, pl: 'Jabłko renetka' } });
      if (url.pathname === '/api/admin/foods/3') return json(200, FOOD);
      if (url.pathname === '/api/admin/food-groups') return json(200, GROUPS);
      if (url.pathname === '/api/admin/audit') return json(200, NO_AUDIT);
      return undefined;
    });
    const { container } = renderAt(<AdminPage />, `${PATH}?section=foods&id=3`, PATH);
    const polish = await screen.findByLabelText('Name (Polish)');
    await expectAccessible(container);
    expect(screen.getByText(/Nutrients come from the USDA SR28 data/)).toBeTruthy();
    fireEvent.change(polish, { target: { value: ' ' } });
    fireEvent.click(screen.getByTestId('admin-food-save'));
    expect(await screen.findByText('Please fill in this text.')).toBeTruthy();
    expect(callsTo(fetchMock, '/api/admin/foods/3', 'PATCH')).toHaveLength(0);
    fireEvent.change(polish, { target: { value: 'Jabłko renetka' } });
    fireEvent.click(screen.getByTestId('admin-food-save'));
    await waitFor(() => expect(callsTo(fetchMock, '/api/admin/foods/3', 'PATCH')).toHaveLength(1));
    expect(bodyOf(callsTo(fetchMock, '/api/admin/foods/3', 'PATCH')[0])).toEqual({
      names: { pl: 'Jabłko renetka', de: 'Apfel', en: 'Apple, raw' },
      groupId: 2,
    });
  });

  it('an exercise shows kcal per hour of the chosen MET, and removes a photo only after a confirmation', async () => {
    signIn(['user', 'admin']);
    const fetchMock = mockFetch((url, init) => {
      if (url.pathname === '/api/admin/exercises/8/photos/1' && init?.method === 'DELETE')
        return json(200, { ...EXERCISE, photos: EXERCISE.photos.slice(0, 1) });
      if (url.pathname === '/api/admin/exercises/compendium') return json(200, COMPENDIUM);
      if (url.pathname === '/api/admin/exercises/8') return json(200, EXERCISE);
      if (url.pathname === '/api/admin/audit') return json(200, NO_AUDIT);
      return undefined;
    });
    const { container } = renderAt(<AdminPage />, `${PATH}?section=exercises&id=8`, PATH);
    const code = await screen.findByLabelText('Compendium activity (MET)');
    await expectAccessible(container);
    expect(screen.getByTestId('admin-exercise-kcal').textContent).toBe(
      '3.8 MET → 266 kcal per hour (for 70 kg)',
    );
    fireEvent.change(code, { target: { value: '15552' } });
    await waitFor(() =>
      expect(screen.getByTestId('admin-exercise-kcal').textContent).toBe(
        '8 MET → 560 kcal per hour (for 70 kg)',
      ),
    );
    expect(screen.getAllByTestId('admin-exercise-photo')).toHaveLength(2);
    fireEvent.click(
      within(screen.getAllByTestId('admin-exercise-photo')[1]!).getByTestId('admin-exercise-photo-remove'),
    );
    const dialog = await screen.findByTestId('admin-confirm');
    expect(dialog.textContent).toContain('Remove this photo?');
    expect(callsTo(fetchMock, '/api/admin/exercises/8/photos/1', 'DELETE')).toHaveLength(0);
    fireEvent.click(screen.getByTestId('admin-confirm-ok'));
    await waitFor(() => expect(screen.getAllByTestId('admin-exercise-photo')).toHaveLength(1));
    expect(callsTo(fetchMock, '/api/admin/exercises/8/photos/1', 'DELETE')).toHaveLength(1);
  });

  it('uploads a chosen photo as raw bytes with its type and shows the server’s refusal', async () => {
    signIn(['user', 'admin']);
    const fetchMock = mockFetch((url, init) => {
      if (url.pathname === '/api/admin/exercises/8/photos' && init?.method === 'POST')
        return json(400, {
          success: false,
          error: 'The file is not a JPEG, PNG or WebP image, or it is damaged.',
          code: 'validation_failed',
          requestId: 'r',
        });
      if (url.pathname === '/api/admin/exercises/compendium') return json(200, COMPENDIUM);
      if (url.pathname === '/api/admin/exercises/8') return json(200, EXERCISE);
      if (url.pathname === '/api/admin/audit') return json(200, NO_AUDIT);
      return undefined;
    });
    renderAt(<AdminPage />, `${PATH}?section=exercises&id=8`, PATH);
    const input = await screen.findByLabelText('Add a photo');
    const file = new File(['not a picture'], 'photo.jpg', { type: 'image/jpeg' });
    fireEvent.change(input, { target: { files: [file] } });
    fireEvent.click(screen.getByTestId('admin-exercise-upload-button'));
    expect(
      await screen.findByText('The file is not a JPEG, PNG or WebP image, or it is damaged.'),
    ).toBeTruthy();
    const [call] = callsTo(fetchMock, '/api/admin/exercises/8/photos', 'POST');
    expect((call![1]!.headers as Record<string, string>)['content-type']).toBe('image/jpeg');
    expect(call![1]!.body).toBe(file);
  });

  it('an e-book’s final price above the regular one is refused; valid prices go in minor units', async () => {
    signIn(['user', 'admin']);
    const fetchMock = mockFetch((url, init) => {
      if (url.pathname === '/api/admin/ebooks/4' && init?.method === 'PATCH') return json(200, EBOOK);
      if (url.pathname === '/api/admin/ebooks/4') return json(200, EBOOK);
      if (url.pathname === '/api/admin/audit') return json(200, NO_AUDIT);
      return undefined;
    });
    const { container } = renderAt(<AdminPage />, `${PATH}?section=ebooks&id=4`, PATH);
    const final = await screen.findByLabelText('Final price (EUR)');
    await expectAccessible(container);
    expect((final as HTMLInputElement).value).toBe('9.99');
    expect(screen.getByTestId('admin-ebook-pdf-pl').textContent).toContain('A file of 40 pages is in place');
    fireEvent.change(final, { target: { value: '19,99' } });
    fireEvent.click(screen.getByTestId('admin-ebook-save'));
    expect(await screen.findByText('The final price cannot be higher than the regular price.')).toBeTruthy();
    expect(callsTo(fetchMock, '/api/admin/ebooks/4', 'PATCH')).toHaveLength(0);
    fireEvent.change(final, { target: { value: '8,5' } });
    fireEvent.click(screen.getByTestId('admin-ebook-save'));
    await waitFor(() => expect(callsTo(fetchMock, '/api/admin/ebooks/4', 'PATCH')).toHaveLength(1));
    expect(bodyOf(callsTo(fetchMock, '/api/admin/ebooks/4', 'PATCH')[0])).toMatchObject({
      names: EBOOK.names,
      prices: { ...PRICES, EUR: { regularMinor: 1299, finalMinor: 850 } },
    });
  });
});
