import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from '../../../components/toast/toast-store';
import { callsTo, json, mockFetch, renderAt, signIn, signOut } from '../../../plan/testing/fixtures';
import { AdminPage } from '../pages/admin-page';

const PATH = '/en/admin';
const ZOFIA = {
  id: 7,
  name: 'Zofia Wróbel',
  idSlug: '7-zofia-wrobel',
  ownerEmail: 'zofia@example.com',
  published: true,
  unpublishedAt: null,
  unpublishedReason: null,
  updatedAt: '2026-03-01T10:00:00.000Z',
};
const HIDDEN = {
  ...ZOFIA,
  id: 8,
  name: 'Jan Nowak',
  idSlug: '8-jan-nowak',
  ownerEmail: 'jan@example.com',
  published: false,
  unpublishedAt: '2026-03-02T10:00:00.000Z',
  unpublishedReason: 'Fake certificates',
};
const CLUB = { ...ZOFIA, id: 3, name: 'Iron Gym', idSlug: '3-iron-gym', ownerEmail: null };
const pageOf = (items: unknown[], page = 1) => ({ items, total: 23, page, perPage: 20 });

const query = (fetchMock: ReturnType<typeof mockFetch>, path: string) =>
  callsTo(fetchMock, path).map(([input]) => new URL(input, 'http://localhost').searchParams);
const posted = (fetchMock: ReturnType<typeof mockFetch>, path: string) =>
  callsTo(fetchMock, path, 'POST').map(([, init]) => JSON.parse(String(init?.body)) as unknown);

describe('moderation of specialists and companies in the admin area (issue 24 A2)', () => {
  afterEach(() => {
    signOut();
    toast.dismiss();
  });

  it('lists specialists with owner, status and profile link; searches, filters, pages; the companies tab lists clubs', async () => {
    signIn(['user', 'admin']);
    const fetchMock = mockFetch((url) => {
      if (url.pathname === '/api/admin/moderation/specialists')
        return json(200, pageOf([ZOFIA, HIDDEN], Number(url.searchParams.get('page'))));
      if (url.pathname === '/api/admin/moderation/companies') return json(200, pageOf([CLUB]));
      return undefined;
    });
    renderAt(<AdminPage />, `${PATH}?section=moderation`, PATH);
    expect(screen.getByRole('tab', { name: 'Specialists' }).getAttribute('aria-selected')).toBe('true');
    const rows = await screen.findAllByTestId('moderation-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('Zofia Wróbel');
    expect(rows[0]!.textContent).toContain('Owner: zofia@example.com');
    expect(within(rows[0]!).getByTestId('moderation-status').textContent).toBe('Published');
    expect(
      within(rows[0]!).getByRole('link', { name: 'Public profile of Zofia Wróbel' }).getAttribute('href'),
    ).toBe('/en/specialists/7-zofia-wrobel');
    expect(within(rows[1]!).getByTestId('moderation-status').textContent).toBe('Unpublished');
    expect(rows[1]!.textContent).toContain('Reason: Fake certificates');
    expect(within(rows[1]!).queryByRole('link')).toBeNull();
    expect(screen.getByTestId('admin-summary').textContent).toBe('Showing 1 – 20 of 23 profiles');
    expect(query(fetchMock, '/api/admin/moderation/specialists')[0]!.toString()).toBe('status=all&page=1');

    fireEvent.change(screen.getByTestId('moderation-search'), { target: { value: 'zofia' } });
    await waitFor(() =>
      expect(query(fetchMock, '/api/admin/moderation/specialists').at(-1)!.get('q')).toBe('zofia'),
    );
    fireEvent.change(screen.getByLabelText('Publication'), { target: { value: 'unpublished' } });
    await waitFor(() =>
      expect(query(fetchMock, '/api/admin/moderation/specialists').at(-1)!.toString()).toBe(
        'q=zofia&status=unpublished&page=1',
      ),
    );
    fireEvent.click(within(screen.getByTestId('pagination')).getByRole('link', { name: /2/ }));
    await waitFor(() =>
      expect(query(fetchMock, '/api/admin/moderation/specialists').at(-1)!.get('page')).toBe('2'),
    );

    fireEvent.click(screen.getByRole('tab', { name: 'Companies' }));
    const club = await screen.findByText('Iron Gym');
    const row = club.closest('li')!;
    expect(row.textContent).toContain('No owner account');
    expect(within(row).getByRole('link').getAttribute('href')).toBe('/en/fitness-clubs/3-iron-gym');
    expect(query(fetchMock, '/api/admin/moderation/companies')[0]!.toString()).toBe('status=all&page=1');
  });

  it('unpublishing asks first with an optional reason (checked by the contract); publishing posts at once', async () => {
    signIn(['user', 'admin']);
    let hidden = false;
    const fetchMock = mockFetch((url, init) => {
      if (url.pathname === '/api/admin/moderation/specialists')
        return json(200, pageOf(hidden ? [{ ...ZOFIA, published: false }, HIDDEN] : [ZOFIA, HIDDEN]));
      if (url.pathname === '/api/admin/moderation/specialists/7/publication' && init?.method === 'POST') {
        hidden = true;
        return json(200, { ...ZOFIA, published: false, unpublishedAt: '2026-03-05T10:00:00.000Z' });
      }
      if (url.pathname === '/api/admin/moderation/specialists/8/publication' && init?.method === 'POST')
        return json(200, { ...HIDDEN, published: true, unpublishedAt: null, unpublishedReason: null });
      return undefined;
    });
    renderAt(<AdminPage />, `${PATH}?section=moderation`, PATH);
    const [zofia] = await screen.findAllByTestId('moderation-row');
    fireEvent.click(within(zofia!).getByRole('button', { name: 'Unpublish Zofia Wróbel' }));
    let dialog = await screen.findByTestId('moderation-unpublish-dialog');
    expect(within(dialog).getByText('Unpublish Zofia Wróbel?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('moderation-unpublish-dialog')).toBeNull());
    expect(callsTo(fetchMock, '/api/admin/moderation/specialists/7/publication', 'POST')).toHaveLength(0);

    fireEvent.click(within(zofia!).getByTestId('moderation-unpublish'));
    dialog = await screen.findByTestId('moderation-unpublish-dialog');
    const reason = within(dialog).getByLabelText('Reason (optional)');
    // Too long for the contract: the form says so and sends nothing.
    fireEvent.change(reason, { target: { value: 'x'.repeat(501) } });
    fireEvent.click(within(dialog).getByTestId('moderation-unpublish-confirm'));
    await waitFor(() => expect(reason.getAttribute('aria-invalid')).toBe('true'));
    expect(callsTo(fetchMock, '/api/admin/moderation/specialists/7/publication', 'POST')).toHaveLength(0);

    fireEvent.change(reason, { target: { value: '  Fake certificates ' } });
    fireEvent.click(within(dialog).getByTestId('moderation-unpublish-confirm'));
    await waitFor(() =>
      expect(posted(fetchMock, '/api/admin/moderation/specialists/7/publication')).toEqual([
        { published: false, reason: 'Fake certificates' },
      ]),
    );
    await waitFor(() => expect(toast.current()?.message).toBe('Zofia Wróbel is no longer public.'));
    await waitFor(() => expect(screen.queryByTestId('moderation-unpublish-dialog')).toBeNull());

    const rows = await screen.findAllByTestId('moderation-row');
    fireEvent.click(within(rows[1]!).getByRole('button', { name: 'Publish Jan Nowak' }));
    await waitFor(() =>
      expect(posted(fetchMock, '/api/admin/moderation/specialists/8/publication')).toEqual([
        { published: true },
      ]),
    );
    await waitFor(() => expect(toast.current()?.message).toBe('Jan Nowak is public again.'));
  });
});
