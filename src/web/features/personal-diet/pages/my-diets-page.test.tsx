import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from '../../../components/toast/toast-store';
import {
  callsTo,
  errorJson,
  json,
  mockFetch,
  renderAt,
  SAVED,
  signIn,
  signOut,
} from '../../../plan/testing/fixtures';
import { MyDietsPage } from './my-diets-page';

const PATH = '/en/personal-diet/my-diets';
const ITEM = {
  id: 41,
  name: 'Spring plan',
  startDate: '2025-03-01',
  planDuration: 7,
  targetCalories: 2016,
  version: 3,
  createdAt: '2025-02-28T10:00:00.000Z',
  updatedAt: '2025-02-28T11:00:00.000Z',
};

describe('my diets', () => {
  afterEach(() => {
    signOut();
    toast.dismiss();
  });

  it('[PGEN-05] an anonymous user gets a login prompt with a way back here', () => {
    const fetchMock = mockFetch();
    renderAt(<MyDietsPage />, PATH);
    const prompt = screen.getByTestId('login-prompt');
    expect(prompt.textContent).toContain('Please log in to see your saved diets.');
    expect(within(prompt).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/en/login?next=%2Fen%2Fpersonal-diet%2Fmy-diets',
    );
    expect(callsTo(fetchMock, '/api/diets')).toHaveLength(0);
  });

  it('[PGEN-04] the list shows name, dates, duration, kcal and when it was saved, and opens my-diets.{id}.html', async () => {
    signIn();
    mockFetch((url) => (url.pathname === '/api/diets' ? json(200, { items: [ITEM] }) : undefined));
    renderAt(<MyDietsPage />, PATH);
    const row = await screen.findByTestId('my-diet');
    expect(screen.getByRole('heading', { level: 1, name: 'My diets' })).toBeTruthy();
    expect(screen.getByText('1 saved diet')).toBeTruthy();
    expect(row.textContent).toContain('Mar 1, 2025 – Mar 7, 2025');
    expect(row.textContent).toContain('7 days');
    expect(row.textContent).toContain('2,016 kcal');
    expect(row.textContent).toContain('Last saved');
    expect(within(row).getByRole('link', { name: 'Spring plan' }).getAttribute('href')).toBe(
      '/en/personal-diet/my-diets.41.html',
    );
    expect(within(row).getByRole('link', { name: 'Open Spring plan' }).getAttribute('href')).toBe(
      '/en/personal-diet/my-diets.41.html',
    );
  });

  it('a diet a specialist assigned is marked as from them (issue 17 A7)', async () => {
    signIn();
    mockFetch((url) =>
      url.pathname === '/api/diets'
        ? json(200, {
            items: [
              { ...ITEM, id: 42, name: 'From Anna', assignedBy: { name: 'Anna Nowak' } },
              { ...ITEM, assignedBy: null },
            ],
          })
        : undefined,
    );
    renderAt(<MyDietsPage />, PATH);
    await screen.findAllByTestId('my-diet');
    const [assigned, own] = screen.getAllByTestId('my-diet');
    expect(within(assigned!).getByTestId('assigned-by').textContent).toBe('From your specialist Anna Nowak');
    expect(within(own!).queryByTestId('assigned-by')).toBeNull();
  });

  it('an empty list invites to create a plan', async () => {
    signIn();
    mockFetch((url) => (url.pathname === '/api/diets' ? json(200, { items: [] }) : undefined));
    renderAt(<MyDietsPage />, PATH);
    const empty = await screen.findByTestId('my-diets-empty');
    expect(within(empty).getByRole('link', { name: 'Create a plan' }).getAttribute('href')).toBe(
      '/en/personal-diet',
    );
  });

  it('renaming is inline and validated; the new name is sent', async () => {
    signIn();
    let items = [ITEM];
    const fetchMock = mockFetch((url, init) => {
      if (url.pathname === '/api/diets' && (init?.method ?? 'GET') === 'GET') return json(200, { items });
      if (url.pathname === '/api/diets/41' && init?.method === 'PATCH') {
        items = [{ ...ITEM, name: 'Summer plan' }];
        return json(200, { diet: { ...SAVED, name: 'Summer plan' } });
      }
      return undefined;
    });
    renderAt(<MyDietsPage />, PATH);
    fireEvent.click(await screen.findByRole('button', { name: 'Rename Spring plan' }));
    const input = screen.getByLabelText('Name of the diet') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter a name.')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(fetchMock, '/api/diets/41', 'PATCH')).toHaveLength(0);
    fireEvent.change(input, { target: { value: ' Summer plan ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('link', { name: 'Summer plan' });
    expect(JSON.parse(String(callsTo(fetchMock, '/api/diets/41', 'PATCH')[0]![1]!.body))).toEqual({
      name: 'Summer plan',
    });
  });

  it('deleting asks for confirmation first', async () => {
    signIn();
    let items = [ITEM];
    const fetchMock = mockFetch((url, init) => {
      if (url.pathname === '/api/diets' && (init?.method ?? 'GET') === 'GET') return json(200, { items });
      if (url.pathname === '/api/diets/41' && init?.method === 'DELETE') {
        items = [];
        return new Response(null, { status: 204 });
      }
      return undefined;
    });
    renderAt(<MyDietsPage />, PATH);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Spring plan' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this diet?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(fetchMock, '/api/diets/41', 'DELETE')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Spring plan' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await screen.findByTestId('my-diets-empty');
    expect(callsTo(fetchMock, '/api/diets/41', 'DELETE')).toHaveLength(1);
  });

  it('a session that ended on the server shows the login prompt', async () => {
    signIn();
    mockFetch((url) =>
      url.pathname === '/api/diets'
        ? errorJson(401, 'Please sign in to continue.', 'unauthorized')
        : undefined,
    );
    renderAt(<MyDietsPage />, PATH);
    await waitFor(() => expect(screen.getByTestId('login-prompt')).toBeTruthy());
  });
});
