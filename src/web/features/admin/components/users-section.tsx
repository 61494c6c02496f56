import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ROLES, isRole } from '../../../../core/domain/roles';
import { useSearchText } from '../../../components/catalogue/search-box';
import { usersOptions, type AdminUserRow, type UsersFilter } from '../api/admin-api';
import { pageOf, useAdminParams } from '../lib/section-params';
import { FilterSelect, ListBody, SearchField, SearchForm } from './list-parts';
import { UserDetail } from './user-detail';

const SORTS = ['newest', 'oldest', 'email'] as const;
type Sort = (typeof SORTS)[number];
const isSort = (value: string | null): value is Sort => (SORTS as readonly (string | null)[]).includes(value);

/** Accounts: search by e-mail or name, a role filter, a sort and pages; `?id=` opens one account. */
export function UsersSection() {
  const { params } = useAdminParams();
  const id = Number(params.get('id'));
  if (Number.isInteger(id) && id > 0) return <UserDetail id={id} />;
  return <UsersList />;
}

function UsersList() {
  const { t } = useTranslation('admin');
  const { params, update, hrefWith } = useAdminParams();
  const q = params.get('q') ?? '';
  const role = params.get('role');
  const sort = params.get('sort');
  const filter: UsersFilter = {
    ...(q ? { q } : {}),
    ...(role && isRole(role) ? { role } : {}),
    sort: isSort(sort) ? sort : 'newest',
    page: pageOf(params.get('page')),
  };
  const [text, setText] = useSearchText(q, (next) => update({ q: next, page: null }));
  const list = useQuery(usersOptions(filter));

  return (
    <>
      <SearchForm onSearch={() => update({ q: text.trim(), page: null })}>
        <SearchField
          id="admin-users-search"
          label={t('users.search')}
          value={text}
          placeholder={t('users.searchPlaceholder')}
          testId="admin-users-search"
          onChange={setText}
        />
        <FilterSelect
          id="admin-users-role"
          label={t('users.roleFilter')}
          value={filter.role ?? ''}
          options={[
            { value: '', label: t('users.allRoles') },
            ...ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) })),
          ]}
          onChange={(value) => update({ role: value, page: null })}
        />
        <FilterSelect
          id="admin-users-sort"
          label={t('users.sort')}
          value={filter.sort}
          options={SORTS.map((s) => ({ value: s, label: t(`users.sorts.${s}`) }))}
          onChange={(value) => update({ sort: value === 'newest' ? null : value, page: null })}
        />
      </SearchForm>
      <ListBody list={list} summaryKey="users.summary" emptyText={t('users.empty')}>
        {(data) => (
          <ul className="space-y-2" data-testid="admin-users">
            {data.items.map((user) => (
              <UserRow key={user.id} user={user} href={hrefWith({ id: user.id })} />
            ))}
          </ul>
        )}
      </ListBody>
    </>
  );
}

function UserRow({ user, href }: { user: AdminUserRow; href: string }) {
  const { t } = useTranslation('admin');
  return (
    <li>
      <Link
        to={href}
        className="block rounded-lg border border-slate-200 bg-white p-3 hover:border-brand-700 focus-visible:border-brand-700"
        data-testid="admin-user-row"
      >
        <span className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <span className="font-semibold break-all text-slate-900">{user.email}</span>
          <span className="flex flex-wrap gap-1">
            {user.roles.map((r) => (
              <span key={r} className="rounded bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-800">
                {isRole(r) ? t(`roles.${r}`) : r}
              </span>
            ))}
          </span>
        </span>
        <span className="mt-1 flex flex-wrap gap-x-3 text-sm text-slate-700">
          <span className="break-words">{user.name}</span>
          <span>{user.emailVerified ? t('users.verified') : t('users.notVerified')}</span>
          {user.lockedAt !== null && <span className="font-semibold text-red-800">{t('users.locked')}</span>}
        </span>
      </Link>
    </li>
  );
}
