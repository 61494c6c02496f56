import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from '../../../components/toast/toast-store';
import {
  callsTo,
  errorJson,
  json,
  mockFetch,
  renderAt,
  signIn,
  signOut,
} from '../../../plan/testing/fixtures';
import { AdminPage } from './admin-page';

const PATH = '/en/admin';
const USER = {
  id: 12,
  email: 'jurgen@example.com',
  name: 'Jürgen Groß',
  roles: ['user', 'pro'],
  emailVerified: true,
  lockedAt: null,
  proUntil: null,
  createdAt: '2026-03-01T10:00:00.000Z',
};
const DETAIL = {
  ...USER,
  locale: 'de',
  activeSessions: 2,
  lastSeenAt: '2026-03-02T10:00:00.000Z',
  orders: 1,
};
const usersPage = (page: number) => ({
  items: [
    USER,
    {
      ...USER,
      id: 13,
      email: 'ola@example.com',
      name: 'Ola',
      roles: ['user'],
      lockedAt: '2026-03-03T10:00:00.000Z',
    },
  ],
  total: 42,
  page,
  perPage: 20,
});
const AUDIT = {
  items: [
    {
      id: 1,
      actorId: 5,
      actorEmail: 'ada@example.com',
      action: 'user.roles',
      targetType: 'user',
      targetId: '12',
      before: { roles: ['user'] },
      after: { roles: ['user', 'pro'] },
      createdAt: '2026-03-02T11:00:00.000Z',
    },
  ],
  total: 1,
  page: 1,
  perPage: 20,
};

const query = (fetchMock: ReturnType<typeof mockFetch>, path: string) =>
  callsTo(fetchMock, path).map(([input]) => new URL(input, 'http://localhost').searchParams);
const bodyOf = (fetchMock: ReturnType<typeof mockFetch>, path: string) =>
  callsTo(fetchMock, path, 'POST').map(([, init]) => JSON.parse(String(init!.body)) as unknown);

describe('the admin area (issue 24)', () => {
  afterEach(() => {
    signOut();
    toast.dismiss();
  });

  it('a member without the admin role is told the area is for administrators, and nothing is asked of the server', () => {
    signIn(['user']);
    const fetchMock = mockFetch();
    renderAt(<AdminPage />, PATH);
    expect(screen.getByRole('heading', { level: 1, name: 'Administration' })).toBeTruthy();
    expect(screen.getByTestId('admin-not-admin').textContent).toBe('This area is for administrators.');
    expect(screen.queryByTestId('admin-nav')).toBeNull();
    expect(fetchMock.mock.calls).toHaveLength(0);
  });

  it('the navigation marks the current section and links to the others', async () => {
    signIn(['user', 'admin']);
    mockFetch((url) => (url.pathname === '/api/admin/audit' ? json(200, AUDIT) : undefined));
    renderAt(<AdminPage />, `${PATH}?section=audit`, PATH);
    const nav = screen.getByTestId('admin-nav');
    expect(within(nav).getByRole('link', { name: 'Audit log' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Users' }).getAttribute('href')).toBe(
      '/en/admin?section=users',
    );
    expect(within(nav).getByRole('link', { name: 'Feedback' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Audit log' })).toBeTruthy();
    const row = await screen.findByTestId('admin-audit-row');
    expect(row.textContent).toContain('user.roles');
    expect(row.textContent).toContain('user #12');
    expect(row.textContent).toContain('by ada@example.com');
    expect(within(row).getByText('Before and after').tagName).toBe('SUMMARY');
    expect(row.querySelectorAll('pre')[1]!.textContent).toContain('"pro"');
  });

  it('the users list shows each account and pages, and sends the search, the role, the sort and the page', async () => {
    signIn(['user', 'admin']);
    const fetchMock = mockFetch((url) =>
      url.pathname === '/api/admin/users'
        ? json(200, usersPage(Number(url.searchParams.get('page'))))
        : undefined,
    );
    renderAt(<AdminPage />, PATH);
    expect(screen.getByTestId('admin-section-users')).toBeTruthy();
    const rows = await screen.findAllByTestId('admin-user-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('jurgen@example.com');
    expect(rows[0]!.textContent).toContain('Jürgen Groß');
    expect(rows[0]!.textContent).toContain('Pro member');
    expect(rows[0]!.textContent).toContain('E-mail confirmed');
    expect(rows[1]!.textContent).toContain('Locked');
    expect(rows[0]!.getAttribute('href')).toBe('/en/admin?id=12');
    expect(screen.getByTestId('admin-summary').textContent).toContain('Showing 1 – 20 of 42 users');
    expect(query(fetchMock, '/api/admin/users')[0]!.toString()).toBe('sort=newest&page=1');

    fireEvent.change(screen.getByTestId('admin-users-search'), { target: { value: 'jurgen' } });
    await waitFor(() => expect(query(fetchMock, '/api/admin/users').at(-1)!.get('q')).toBe('jurgen'));
    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'pro' } });
    await waitFor(() => expect(query(fetchMock, '/api/admin/users').at(-1)!.get('role')).toBe('pro'));
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'email' } });
    await waitFor(() => expect(query(fetchMock, '/api/admin/users').at(-1)!.get('sort')).toBe('email'));
    fireEvent.click(within(screen.getByTestId('pagination')).getByRole('link', { name: /2/ }));
    await waitFor(() =>
      expect(query(fetchMock, '/api/admin/users').at(-1)!.toString()).toBe(
        'q=jurgen&role=pro&sort=email&page=2',
      ),
    );
    expect(await screen.findByText('Showing 21 – 40 of 42 users')).toBeTruthy();
  });

  it('saving roles sends what changed: the grants and the revocations', async () => {
    signIn(['user', 'admin']);
    const fetchMock = mockFetch((url, init) => {
      if (url.pathname === '/api/admin/users/12' && init?.method === 'GET') return json(200, DETAIL);
      if (url.pathname === '/api/admin/users/12/roles')
        return json(200, { ...DETAIL, roles: ['user', 'specialist'] });
      if (url.pathname === '/api/admin/audit') return json(200, AUDIT);
      return undefined;
    });
    renderAt(<AdminPage />, `${PATH}?section=users&id=12`, PATH);
    const detail = await screen.findByTestId('admin-user-detail');
    await within(detail).findByText('jurgen@example.com');
    expect(query(fetchMock, '/api/admin/audit')[0]!.toString()).toBe('targetType=user&targetId=12&page=1');
    expect(await within(detail).findByTestId('admin-audit-row')).toBeTruthy();
    const save = screen.getByTestId('admin-roles-save') as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.click(within(detail).getByLabelText('Pro member'));
    fireEvent.click(within(detail).getByLabelText('Specialist'));
    fireEvent.click(save);
    await waitFor(() => expect(bodyOf(fetchMock, '/api/admin/users/12/roles')).toHaveLength(1));
    expect(bodyOf(fetchMock, '/api/admin/users/12/roles')[0]).toEqual({
      grant: ['specialist'],
      revoke: ['pro'],
    });
    await waitFor(() => expect(toast.current()?.message).toBe('Roles saved.'));
  });

  it("locking asks first, then posts {locked: true}; the server's error text is shown when it refuses", async () => {
    signIn(['user', 'admin']);
    let refuse = false;
    const fetchMock = mockFetch((url, init) => {
      if (url.pathname === '/api/admin/users/12' && init?.method === 'GET') return json(200, DETAIL);
      if (url.pathname === '/api/admin/users/12/lock')
        return refuse
          ? errorJson(409, 'You cannot lock your own account.', 'conflict')
          : json(200, { ...DETAIL, lockedAt: '2026-03-04T10:00:00.000Z' });
      if (url.pathname === '/api/admin/audit') return json(200, { ...AUDIT, items: [], total: 0 });
      return undefined;
    });
    renderAt(<AdminPage />, `${PATH}?section=users&id=12`, PATH);
    fireEvent.click(await screen.findByTestId('admin-lock'));
    const dialog = await screen.findByTestId('admin-confirm');
    expect(within(dialog).getByText('Lock this account?')).toBeTruthy();
    expect(callsTo(fetchMock, '/api/admin/users/12/lock', 'POST')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('admin-confirm')).toBeNull());
    expect(callsTo(fetchMock, '/api/admin/users/12/lock', 'POST')).toHaveLength(0);

    fireEvent.click(screen.getByTestId('admin-lock'));
    fireEvent.click(within(await screen.findByTestId('admin-confirm')).getByTestId('admin-confirm-ok'));
    await waitFor(() => expect(bodyOf(fetchMock, '/api/admin/users/12/lock')).toEqual([{ locked: true }]));
    await waitFor(() => expect(toast.current()?.message).toBe('Account locked.'));
    expect((await screen.findByTestId('admin-lock')).textContent).toBe('Unlock account');

    refuse = true;
    fireEvent.click(screen.getByTestId('admin-lock'));
    fireEvent.click(within(await screen.findByTestId('admin-confirm')).getByTestId('admin-confirm-ok'));
    await waitFor(() => expect(bodyOf(fetchMock, '/api/admin/users/12/lock')).toHaveLength(2));
    expect(bodyOf(fetchMock, '/api/admin/users/12/lock')[1]).toEqual({ locked: false });
    await waitFor(() => expect(toast.current()?.message).toBe('You cannot lock your own account.'));
  });

  it('ending all sessions asks first and says how many ended', async () => {
    signIn(['user', 'admin']);
    const fetchMock = mockFetch((url, init) => {
      if (url.pathname === '/api/admin/users/12' && init?.method === 'GET') return json(200, DETAIL);
      if (url.pathname === '/api/admin/users/12/sessions/end') return json(200, { ended: 2 });
      if (url.pathname === '/api/admin/audit') return json(200, { ...AUDIT, items: [], total: 0 });
      return undefined;
    });
    renderAt(<AdminPage />, `${PATH}?section=users&id=12`, PATH);
    fireEvent.click(await screen.findByTestId('admin-end-sessions'));
    expect(callsTo(fetchMock, '/api/admin/users/12/sessions/end', 'POST')).toHaveLength(0);
    fireEvent.click(within(await screen.findByTestId('admin-confirm')).getByTestId('admin-confirm-ok'));
    await waitFor(() =>
      expect(callsTo(fetchMock, '/api/admin/users/12/sessions/end', 'POST')).toHaveLength(1),
    );
    await waitFor(() => expect(toast.current()?.message).toBe('2 sessions ended.'));
  });

  it('the feedback list shows each message and the average rating', async () => {
    signIn(['user', 'admin']);
    mockFetch((url) =>
      url.pathname === '/api/admin/feedback'
        ? json(200, {
            items: [
              {
                id: 3,
                rating: 4,
                comment: 'The recipe search is great.',
                email: 'reader@example.com',
                path: '/en/recipes',
                locale: 'de',
                createdAt: '2026-03-02T10:00:00.000Z',
              },
              {
                id: 2,
                rating: 2,
                comment: null,
                email: null,
                path: '/en/',
                locale: 'pl',
                createdAt: '2026-03-01T10:00:00.000Z',
              },
            ],
            total: 2,
            page: 1,
            perPage: 20,
            averageRating: 3,
          })
        : undefined,
    );
    renderAt(<AdminPage />, `${PATH}?section=feedback`, PATH);
    const rows = await screen.findAllByTestId('admin-feedback-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('4 of 5');
    expect(rows[0]!.textContent).toContain('The recipe search is great.');
    expect(rows[0]!.textContent).toContain('reader@example.com · /en/recipes · German');
    expect(rows[1]!.textContent).toContain('No comment');
    expect(rows[1]!.textContent).toContain('No e-mail');
    expect(screen.getByTestId('admin-feedback-average').textContent).toBe('Average rating: 3.0 of 5');
    expect(screen.getByTestId('admin-summary').textContent).toContain('Showing 1 – 2 of 2 messages');
    expect(rows[0]!.querySelector('time')!.textContent).toBe(
      new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date('2026-03-02T10:00:00.000Z'),
      ),
    );
  });

  it('the narration feedback list shows each grade with its details', async () => {
    signIn(['user', 'admin']);
    mockFetch((url) =>
      url.pathname === '/api/admin/text-to-speech/grades'
        ? json(200, {
            items: [
              {
                id: 8,
                hash: 'a'.repeat(64),
                type: 'recipe',
                itemId: 10,
                language: 'pl',
                voice: 'pl-female',
                area: 'instructions',
                good: false,
                comment: 'Too fast.',
                createdAt: '2026-03-02T10:00:00.000Z',
              },
              {
                id: 7,
                hash: 'b'.repeat(64),
                type: null,
                itemId: null,
                language: null,
                voice: null,
                area: null,
                good: true,
                comment: null,
                createdAt: '2026-03-01T10:00:00.000Z',
              },
            ],
            total: 2,
            page: 1,
            perPage: 20,
          })
        : undefined,
    );
    renderAt(<AdminPage />, `${PATH}?section=narration`, PATH);
    expect(screen.getByRole('heading', { level: 2, name: 'Narration feedback' })).toBeTruthy();
    const rows = await screen.findAllByTestId('admin-narration-row');
    expect(rows[0]!.textContent).toContain('Bad');
    expect(rows[0]!.textContent).toContain('Too fast.');
    expect(rows[0]!.textContent).toContain(
      'Type: recipe · Item: 10 · Language: pl · Voice: pl-female · Area: instructions',
    );
    expect(rows[1]!.textContent).toContain('Good');
    expect(rows[1]!.textContent).toContain('No comment');
  });
  it('testimonials: a new one is checked like the server, then sent in every language; delete asks first', async () => {
    signIn(['user', 'admin']);
    const ANNA = {
      id: 4,
      name: 'Anna',
      rating: 5,
      weight: 10,
      text: { pl: 'Świetne przepisy!', de: 'Tolle Rezepte!', en: 'Great recipes, really!' },
      initials: 'A',
      updatedAt: '2026-03-01T10:00:00.000Z',
    };
    const fetchMock = mockFetch((url, init) => {
      if (url.pathname === '/api/admin/testimonials' && init?.method === 'GET')
        return json(200, { testimonials: [ANNA] });
      if (url.pathname === '/api/admin/testimonials' && init?.method === 'POST')
        return json(200, { ...ANNA, id: 5 });
      if (url.pathname === '/api/admin/testimonials/4' && init?.method === 'DELETE') return json(204, null);
      return undefined;
    });
    renderAt(<AdminPage />, `${PATH}?section=testimonials`, PATH);
    const row = await screen.findByTestId('admin-testimonial-row');
    expect(row.textContent).toContain('Great recipes, really!');
    expect(row.textContent).toContain('weight 10');

    fireEvent.click(screen.getByTestId('admin-testimonial-new'));
    const dialog = await screen.findByTestId('admin-testimonial-dialog');
    const type = (label: string, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    type('Name', 'Jürgen');
    type('Text in Polish', 'Bardzo dobre przepisy.');
    fireEvent.click(within(dialog).getByTestId('admin-testimonial-save'));
    await waitFor(() => expect(within(dialog).getAllByText('Please provide a valid value.')).toHaveLength(2));
    expect(callsTo(fetchMock, '/api/admin/testimonials', 'POST')).toHaveLength(0);
    type('Text in German', 'Sehr gute Rezepte hier.');
    type('Text in English', 'Very good recipes here.');
    type('Weight', '3');
    fireEvent.click(within(dialog).getByTestId('admin-testimonial-save'));
    await waitFor(() => expect(bodyOf(fetchMock, '/api/admin/testimonials')).toHaveLength(1));
    expect(bodyOf(fetchMock, '/api/admin/testimonials')[0]).toEqual({
      name: 'Jürgen',
      rating: 5,
      weight: 3,
      text: { pl: 'Bardzo dobre przepisy.', de: 'Sehr gute Rezepte hier.', en: 'Very good recipes here.' },
    });
    await waitFor(() => expect(toast.current()?.message).toBe('Testimonial saved.'));

    fireEvent.click(
      within(screen.getByTestId('admin-testimonial-row')).getByRole('button', { name: 'Delete' }),
    );
    const confirm = await screen.findByTestId('admin-confirm');
    expect(callsTo(fetchMock, '/api/admin/testimonials/4', 'DELETE')).toHaveLength(0);
    fireEvent.click(within(confirm).getByTestId('admin-confirm-ok'));
    await waitFor(() => expect(callsTo(fetchMock, '/api/admin/testimonials/4', 'DELETE')).toHaveLength(1));
    await waitFor(() => expect(toast.current()?.message).toBe('Testimonial deleted.'));
  });
});
