import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toast } from '../../../components/toast/toast-store';
import { PENDING_PLAN_KEY, stashPendingPlan } from '../../../plan/lib/pending-plan';
import {
  callsTo,
  errorJson,
  json,
  META,
  METRICS,
  mockFetch,
  PLAN,
  renderAt,
  SAVED,
  signIn,
  signOut,
  type Handler,
} from '../../../plan/testing/fixtures';
import { PersonalDietPage } from './personal-diet-page';

const PATH = '/en/personal-diet';
const show = () => renderAt(<PersonalDietPage />, PATH);
const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));

async function generate() {
  next();
  next();
  fireEvent.click(screen.getByRole('button', { name: 'Generate plan' }));
  await screen.findByRole('heading', { name: 'Your plan: 2 days' });
}

const bodyOf = (call: [string, RequestInit?] | undefined) =>
  JSON.parse(String(call?.[1]?.body)) as Record<string, unknown>;

describe('personal diet generator page', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => {
    signOut();
    toast.dismiss();
  });

  it('[PGEN-02] [PGEN-25] three steps with a progress indicator and Previous/Next, then the plan', async () => {
    const fetchMock = mockFetch();
    show();
    expect(screen.getByText('Step 1 of 3')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('1');
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('target-kcal').textContent).toBe('2,016 kcal');

    // Step 1 clamps before moving on.
    fireEvent.change(screen.getByLabelText('Age (years)'), { target: { value: '120' } });
    next();
    expect(await screen.findByRole('heading', { name: 'Preferences' })).toBeTruthy();
    expect(screen.getByText('Step 2 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect((screen.getByLabelText('Age (years)') as HTMLInputElement).value).toBe('90');
    next();
    await screen.findByLabelText('Cereals containing gluten');
    fireEvent.click(screen.getByLabelText('Cereals containing gluten'));
    next();
    expect(screen.getByRole('heading', { name: 'Schedule' })).toBeTruthy();

    const duration = screen.getByLabelText('Plan duration (days)') as HTMLInputElement;
    expect([duration.min, duration.max, duration.value]).toEqual(['1', '30', '7']);
    fireEvent.change(duration, { target: { value: '45' } });
    fireEvent.blur(duration);
    expect(duration.value).toBe('30');

    fireEvent.click(screen.getByRole('button', { name: 'Generate plan' }));
    expect(screen.getByText('Generating your plan…')).toBeTruthy();
    await screen.findByRole('heading', { name: 'Your plan: 2 days' });
    const body = bodyOf(callsTo(fetchMock, '/api/diet-generator/plan', 'POST')[0]);
    expect(body).toMatchObject({
      planDuration: 30,
      preferences: { dietType: 'any', allergens: ['gluten'] },
      startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(body.targetCalories).toBe(1656);
    expect(screen.getAllByTestId('plan-day')).toHaveLength(2);
  });

  it('[PGEN-22] [PGEN-23] [PGEN-24] each day shows its meals with grams, exercise, drinks, metrics and the deviation band in words', async () => {
    mockFetch();
    show();
    await generate();
    const day = screen.getAllByTestId('plan-day')[0]!;
    expect(within(day).getByRole('heading', { name: 'Day 1 · Saturday, March 1, 2025' })).toBeTruthy();
    const meals = within(day).getAllByTestId('plan-meal');
    expect(meals[0]!.textContent).toContain('08:00 · Breakfast');
    expect(meals[0]!.textContent).toContain('Rye toast');
    expect(meals[0]!.textContent).toContain('588 kcal');
    expect(meals[0]!.textContent).toContain('Rye bread200 g');
    expect(within(day).getByTestId('plan-exercises').textContent).toContain('Cycling');
    expect(within(day).getByTestId('plan-exercises').textContent).toContain('30 min · 280 kcal burned');
    expect(within(day).getByTestId('plan-hydration').textContent).toBe('250 ml in total, 0 mg caffeine');
    // The form's target (2,016 kcal) against this day's 1,381 kcal: the band in words, not by colour alone.
    expect(within(day).getByTestId('deviation').textContent).toContain(
      '−31.5 % vs target (more than 10 % off)',
    );
    expect(within(day).getByTestId('deviation').getAttribute('data-band')).toBe('beyond');
    expect(screen.getByTestId('summary-average').textContent).toBe('1,381 kcal');
  });

  it('[EDIT-07] a day shows its own stored photos and never loads an image from elsewhere', async () => {
    const own = `/api/diets/images/${'ab'.repeat(16)}.webp`;
    const withPhotos = PLAN.map((day, i) =>
      i === 0 ? { ...day, images: [own, 'https://tracker.example/pixel.gif'] } : day,
    );
    mockFetch((url) =>
      url.pathname === '/api/diet-generator/plan'
        ? json(200, { plan: withPhotos, metrics: METRICS })
        : undefined,
    );
    show();
    await generate();
    const day = screen.getAllByTestId('plan-day')[0]!;
    const photos = within(day).getAllByRole('img', { name: /^Photo \d of the day$/ });
    expect(photos.map((img) => img.getAttribute('src'))).toEqual([own]);
  });

  it('[GQ-12] the PAL choices are 1.2, 1.375, 1.55, 1.725 and 1.9, each with its description', () => {
    mockFetch();
    show();
    const group = screen.getByRole('group', { name: 'Physical activity level (PAL)' });
    const radios = within(group).getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((r) => r.value)).toEqual(['1.2', '1.375', '1.55', '1.725', '1.9']);
    expect(within(group).getByText('Light exercise or sport 1–3 days a week.')).toBeTruthy();
    for (const radio of radios) expect(radio.closest('label')!.textContent!.length).toBeGreaterThan(20);
  });

  it('[PGEN-44] when the diet-types loader fails, the preferences step still offers the built-in diet types', async () => {
    mockFetch((url) =>
      url.pathname === '/api/diet-generator/diet-types'
        ? errorJson(500, 'Server error.', 'internal')
        : undefined,
    );
    show();
    next();
    await screen.findByRole('heading', { name: 'Preferences' });
    const select = screen.getByLabelText('Diet type') as HTMLSelectElement;
    expect([...select.options].map((o) => o.value).sort()).toEqual([
      'any',
      'fish',
      'meat',
      'vegan',
      'vegetarian',
    ]);
    expect([...select.options].map((o) => o.textContent)).toContain('Pescatarian (fish, no meat)');
  });

  it('[PGEN-08] anonymous users see a register button in the generator header, and no admin controls', () => {
    mockFetch();
    show();
    const header = screen.getByTestId('generator-header');
    expect(within(header).getByRole('link', { name: 'Register' }).getAttribute('href')).toBe(
      '/en/register?next=%2Fen%2Fpersonal-diet',
    );
    expect(screen.queryByTestId('admin-controls')).toBeNull();
  });

  it('[PGEN-07] [PGEN-35] an anonymous save or download opens the login/register modal and caches the plan', async () => {
    const fetchMock = mockFetch();
    show();
    await generate();
    fireEvent.click(screen.getByRole('button', { name: 'Save plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in to keep your plan' });
    expect(within(dialog).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/en/login?next=%2Fen%2Fpersonal-diet',
    );
    expect(within(dialog).getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
      '/en/register?next=%2Fen%2Fpersonal-diet',
    );
    expect(callsTo(fetchMock, '/api/diets', 'POST')).toHaveLength(0);
    const cached = JSON.parse(window.localStorage.getItem(PENDING_PLAN_KEY)!) as {
      plan: unknown[];
      intent: string;
    };
    expect([cached.plan.length, cached.intent]).toEqual([2, 'save']);

    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    window.localStorage.clear();
    fireEvent.click(screen.getByRole('button', { name: 'Download (.json)' }));
    await screen.findByRole('dialog', { name: 'Sign in to keep your plan' });
    expect(JSON.parse(window.localStorage.getItem(PENDING_PLAN_KEY)!)).toMatchObject({ intent: 'download' });
  });

  it('[PGEN-35] [PGEN-31] after login the cached plan is restored, saved at once, then removed from storage', async () => {
    stashPendingPlan({ plan: PLAN, meta: META, metrics: METRICS, version: 0 }, 'save');
    signIn();
    let release: () => void = () => undefined;
    const fetchMock = mockFetch(async (url, init) => {
      if (url.pathname === '/api/diets' && init?.method === 'POST') {
        await new Promise<void>((resolve) => (release = resolve));
        return json(200, { diet: SAVED });
      }
      return undefined;
    });
    show();
    expect(screen.getByText('We restored the plan you made before signing in.')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('save-status').getAttribute('data-status')).toBe('saving'));
    expect(window.localStorage.getItem(PENDING_PLAN_KEY)).not.toBeNull();
    await act(async () => release());
    expect(await screen.findByText('Your plan has been saved.')).toBeTruthy();
    await waitFor(() => expect(window.localStorage.getItem(PENDING_PLAN_KEY)).toBeNull());
    const calls = callsTo(fetchMock, '/api/diets', 'POST');
    expect(calls).toHaveLength(1);
    expect(bodyOf(calls[0])).toMatchObject({ version: 0, meta: { startDate: '2025-03-01' } });
    expect(bodyOf(calls[0]).id).toBeUndefined();
    expect(callsTo(fetchMock, '/api/diets/me')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Open the saved plan' }).getAttribute('href')).toBe(
      '/en/personal-diet/my-diets.41.html',
    );
    // The next save updates the same diet with the revision the server answered.
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await act(async () => release());
    await waitFor(() => expect(callsTo(fetchMock, '/api/diets', 'POST')).toHaveLength(2));
    expect(bodyOf(callsTo(fetchMock, '/api/diets', 'POST')[1])).toMatchObject({ id: 41, version: 3 });
  });

  it('[PGEN-34] a 401 on save shows “Authentication required. Please log in to save your plan.” and the login modal', async () => {
    signIn();
    mockFetch((url, init) =>
      url.pathname === '/api/diets' && init?.method === 'POST'
        ? errorJson(401, 'Please sign in to continue.', 'unauthorized')
        : url.pathname === '/api/diets/me'
          ? errorJson(404, 'This diet plan was not found.', 'not_found')
          : undefined,
    );
    show();
    await generate();
    fireEvent.click(screen.getByRole('button', { name: 'Save plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in to keep your plan' });
    expect(dialog.textContent).toContain('Authentication required. Please log in to save your plan.');
    expect(screen.getByTestId('save-error').textContent).toContain(
      'Authentication required. Please log in to save your plan.',
    );
    expect(window.localStorage.getItem(PENDING_PLAN_KEY)).not.toBeNull();
  });

  it('[PGEN-33] a failed save shows the server’s error, or “Unable to save the plan.”', async () => {
    signIn();
    let answer: Response | 'network' = errorJson(422, 'Some fields are invalid.', 'validation');
    const handler: Handler = (url, init) => {
      if (url.pathname === '/api/diets/me') return errorJson(404, 'none', 'not_found');
      if (url.pathname === '/api/diets' && init?.method === 'POST') {
        if (answer === 'network') throw new TypeError('Failed to fetch');
        return answer;
      }
      return undefined;
    };
    mockFetch(handler);
    show();
    await generate();
    fireEvent.click(screen.getByRole('button', { name: 'Save plan' }));
    expect((await screen.findByTestId('save-error')).textContent).toBe('Some fields are invalid. ');
    answer = 'network';
    fireEvent.click(screen.getByRole('button', { name: 'Save plan' }));
    await waitFor(() =>
      expect(screen.getByTestId('save-error').textContent).toBe('Unable to save the plan. '),
    );
  });

  it('[PGEN-36] [PGEN-32] a signed-in user may continue the last saved diet; a stale save offers to load the saved version', async () => {
    signIn();
    const fetchMock = mockFetch((url, init) => {
      if (url.pathname === '/api/diets/me') return json(200, { diet: SAVED });
      if (url.pathname === '/api/diets' && init?.method === 'POST') {
        return errorJson(409, 'This plan was changed elsewhere in the meantime.', 'conflict');
      }
      if (url.pathname === '/api/diets/41')
        return json(200, { diet: { ...SAVED, version: 5, name: 'Newer' } });
      return undefined;
    });
    show();
    const offer = await screen.findByTestId('continue-last');
    expect(offer.textContent).toContain('Diet from 2025-03-01 (2 days)');
    fireEvent.click(within(offer).getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Your plan: 2 days' });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const error = await screen.findByTestId('save-error');
    expect(error.textContent).toContain('This plan was changed elsewhere in the meantime.');
    expect(bodyOf(callsTo(fetchMock, '/api/diets', 'POST')[0])).toMatchObject({ id: 41, version: 3 });
    fireEvent.click(within(error).getByRole('button', { name: 'Load the saved version' }));
    await waitFor(() => expect(screen.queryByTestId('save-error')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/diets', 'POST')).toHaveLength(2));
    expect(bodyOf(callsTo(fetchMock, '/api/diets', 'POST')[1])).toMatchObject({
      id: 41,
      version: 5,
      name: 'Newer',
    });
  });

  it('[PGEN-37] a 401 when loading the saved diet shows a login-required message', async () => {
    signIn();
    mockFetch((url) =>
      url.pathname === '/api/diets/me'
        ? errorJson(401, 'Please sign in to continue.', 'unauthorized')
        : undefined,
    );
    show();
    const notice = await screen.findByTestId('load-login-required');
    expect(notice.textContent).toContain('Please log in to load your saved diets.');
    expect(within(notice).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/en/login?next=%2Fen%2Fpersonal-diet',
    );
  });

  it('[PGEN-38] a 404 when loading means no saved diet: the form shows, with no offer', async () => {
    signIn();
    const fetchMock = mockFetch((url) =>
      url.pathname === '/api/diets/me' ? errorJson(404, 'none', 'not_found') : undefined,
    );
    show();
    await waitFor(() => expect(callsTo(fetchMock, '/api/diets/me')).toHaveLength(1));
    await waitFor(() => expect(screen.getByTestId('questionnaire')).toBeTruthy());
    expect(screen.queryByTestId('continue-last')).toBeNull();
    expect(screen.queryByTestId('load-login-required')).toBeNull();
  });

  it('[PGEN-09] [PGEN-11] admins get import and download in the header; an invalid file shows an alert and changes nothing', async () => {
    signIn(['admin']);
    mockFetch((url) => (url.pathname === '/api/diets/me' ? errorJson(404, 'none', 'not_found') : undefined));
    show();
    const tools = screen.getByRole('group', { name: 'Admin tools' });
    const importButton = within(tools).getByRole('button', { name: 'Import plan (.json)' });
    expect((within(tools).getByRole('button', { name: 'Download plan' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await waitFor(() => expect((importButton as HTMLButtonElement).disabled).toBe(false));
    const input = screen.getByTestId('import-input') as HTMLInputElement;
    fireEvent.change(input, {
      target: {
        files: [new File([JSON.stringify({ plan: PLAN })], 'plan.json', { type: 'application/json' })],
      },
    });
    const alert = await screen.findByRole('alertdialog', { name: 'The plan could not be imported' });
    expect(alert.textContent).toContain('The file needs both “startDate” and “plan”.');
    expect(alert.textContent).toContain('Nothing has been changed.');
    fireEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    expect(screen.getByTestId('questionnaire')).toBeTruthy();

    const file = JSON.stringify({ startDate: '2025-03-01', plan: PLAN, meta: META, metrics: METRICS });
    fireEvent.change(input, {
      target: { files: [new File([file], 'plan.json', { type: 'application/json' })] },
    });
    await screen.findByRole('heading', { name: 'Your plan: 2 days' });
    expect((within(tools).getByRole('button', { name: 'Download plan' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('[PGEN-13] a signed-in user without the admin role downloads from the plan view, not the header', async () => {
    signIn();
    mockFetch((url) => (url.pathname === '/api/diets/me' ? errorJson(404, 'none', 'not_found') : undefined));
    show();
    expect(screen.queryByTestId('admin-controls')).toBeNull();
    expect(screen.queryByTestId('generator-register')).toBeNull();
    await generate();
    let downloaded = '';
    const create = URL.createObjectURL;
    URL.createObjectURL = () => 'blob:plan';
    URL.revokeObjectURL = () => undefined;
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      downloaded = this.download;
    };
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Download (.json)' }));
    } finally {
      HTMLAnchorElement.prototype.click = click;
      URL.createObjectURL = create;
    }
    expect(downloaded).toMatch(/^nutrio-plan-\d{4}-\d{2}-\d{2}\.json$/);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  describe('saving waits for a confirmed e-mail address (issue 12 A1)', () => {
    const sessionAnswer = (emailVerified: boolean) =>
      json(200, {
        user: { id: 5, name: 'Ada Lovelace', email: 'ada@example.com', roles: [], emailVerified },
        csrfToken: 'csrf-1',
        idleTimeoutMs: 1_800_000,
      });
    const notice = () => screen.findByRole('region', { name: 'Your e-mail address is not confirmed yet' });

    it('an unconfirmed member who presses save is asked to confirm; nothing is sent and the plan stays', async () => {
      signIn([], { emailVerified: false });
      const fetchMock = mockFetch((url) => {
        if (url.pathname === '/api/diets/me') return errorJson(404, 'none', 'not_found');
        if (url.pathname === '/api/auth/session') return sessionAnswer(false);
        return undefined;
      });
      show();
      await generate();
      fireEvent.click(screen.getByRole('button', { name: 'Save plan' }));
      const asked = await notice();
      expect(asked.textContent).toContain('we have sent a link to ada@example.com.');
      expect(asked.textContent).toContain('Your plan stays on this page and in this browser.');
      expect(within(asked).getByRole('button', { name: 'Send the link again' })).toBeTruthy();
      // The notice takes the focus once it is there (after the plan's own heading, under a slow machine too).
      await waitFor(() => expect(document.activeElement).toBe(asked));
      expect(callsTo(fetchMock, '/api/diets', 'POST')).toHaveLength(0);
      // It asked the session once more (the link may have been opened in another tab), and nothing else.
      expect(callsTo(fetchMock, '/api/auth/session')).toHaveLength(1);
      expect(screen.queryByTestId('save-error')).toBeNull();
      expect(screen.getAllByTestId('plan-day')).toHaveLength(2);
      const kept = JSON.parse(window.localStorage.getItem(PENDING_PLAN_KEY)!) as {
        plan: unknown[];
        intent: string;
      };
      expect([kept.plan.length, kept.intent]).toEqual([2, 'save']);
    });

    it('confirmed meanwhile in another tab: pressing save saves, and the copy kept for later is dropped', async () => {
      signIn([], { emailVerified: false });
      let confirmed = false;
      const fetchMock = mockFetch((url, init) => {
        if (url.pathname === '/api/diets/me') return errorJson(404, 'none', 'not_found');
        if (url.pathname === '/api/auth/session') return sessionAnswer(confirmed);
        if (url.pathname === '/api/diets' && init?.method === 'POST') return json(200, { diet: SAVED });
        return undefined;
      });
      show();
      await generate();
      fireEvent.click(screen.getByRole('button', { name: 'Save plan' }));
      await notice();
      expect(window.localStorage.getItem(PENDING_PLAN_KEY)).not.toBeNull();
      confirmed = true;
      fireEvent.click(screen.getByRole('button', { name: 'Save plan' }));
      expect(await screen.findByText('Your plan has been saved.')).toBeTruthy();
      expect(callsTo(fetchMock, '/api/diets', 'POST')).toHaveLength(1);
      expect(screen.queryByRole('region', { name: 'Your e-mail address is not confirmed yet' })).toBeNull();
      expect(window.localStorage.getItem(PENDING_PLAN_KEY)).toBeNull();
    });

    it('a 403 email_unverified from the server (the page thought otherwise) shows the same request, not an error', async () => {
      signIn();
      mockFetch((url, init) => {
        if (url.pathname === '/api/diets/me') return errorJson(404, 'none', 'not_found');
        if (url.pathname === '/api/diets' && init?.method === 'POST') {
          return errorJson(
            403,
            'Please confirm your e-mail address first. We have sent you a link.',
            'email_unverified',
          );
        }
        return undefined;
      });
      show();
      await generate();
      fireEvent.click(screen.getByRole('button', { name: 'Save plan' }));
      expect((await notice()).textContent).toContain(
        'Saving plans, shopping and chatting need a confirmed address.',
      );
      expect(screen.queryByTestId('save-error')).toBeNull();
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(screen.getAllByTestId('plan-day')).toHaveLength(2);
      expect(window.localStorage.getItem(PENDING_PLAN_KEY)).not.toBeNull();
    });

    it('another 403 is still an error with the server’s text', async () => {
      signIn();
      mockFetch((url, init) => {
        if (url.pathname === '/api/diets/me') return errorJson(404, 'none', 'not_found');
        if (url.pathname === '/api/diets' && init?.method === 'POST')
          return errorJson(403, 'You may not do this.', 'forbidden');
        return undefined;
      });
      show();
      await generate();
      fireEvent.click(screen.getByRole('button', { name: 'Save plan' }));
      expect((await screen.findByTestId('save-error')).textContent).toBe('You may not do this. ');
      expect(screen.queryByRole('region', { name: 'Your e-mail address is not confirmed yet' })).toBeNull();
    });
  });
});
