import { fireEvent, screen, waitFor } from '@testing-library/react';
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
import { SavedDietPage } from './saved-diet-page';

/** Below the generator (what the app's router should hand this page); the generator itself is "elsewhere". */
const ROUTE = '/en/personal-diet/:rest';

describe('saved diet page', () => {
  afterEach(() => {
    signOut();
    toast.dismiss();
  });

  it('[PGEN-03] my-diets.{id}.html opens the saved diet in the plan view; saving updates it', async () => {
    signIn();
    const fetchMock = mockFetch((url, init) => {
      if (url.pathname === '/api/diets/41') return json(200, { diet: SAVED });
      if (url.pathname === '/api/diets' && init?.method === 'POST')
        return json(200, { diet: { ...SAVED, version: 4 } });
      return undefined;
    });
    renderAt(<SavedDietPage />, '/en/personal-diet/my-diets.41.html', ROUTE);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Diet from 2025-03-01 (2 days)' }),
    ).toBeTruthy();
    expect(screen.getAllByTestId('plan-day')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Your plan has been saved.');
    expect(JSON.parse(String(callsTo(fetchMock, '/api/diets', 'POST')[0]![1]!.body))).toMatchObject({
      id: 41,
      version: 3,
    });
  });

  it('an unknown diet shows a not-found message', async () => {
    signIn();
    mockFetch((url) =>
      url.pathname === '/api/diets/99'
        ? errorJson(404, 'This diet plan was not found.', 'not_found')
        : undefined,
    );
    renderAt(<SavedDietPage />, '/en/personal-diet/my-diets.99.html', ROUTE);
    expect((await screen.findByTestId('diet-not-found')).textContent).toContain(
      'This diet plan was not found.',
    );
  });

  it('[PGEN-05] an anonymous user is asked to log in and come back', () => {
    mockFetch();
    renderAt(<SavedDietPage />, '/en/personal-diet/my-diets.41.html', ROUTE);
    expect(screen.getByTestId('login-prompt').textContent).toContain(
      'Please log in to open your saved diets.',
    );
  });

  it('[PGEN-06] any other path below the generator goes to its start page', async () => {
    mockFetch();
    renderAt(<SavedDietPage />, '/en/personal-diet/whatever', ROUTE);
    await waitFor(() => expect(screen.getByText('elsewhere')).toBeTruthy());
  });
});
