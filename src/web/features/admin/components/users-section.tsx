import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ROLES, isRole } from '../../../../core/domain/roles';
import { useSearchText } from '../../../components/catalogue/search-box';
import { inputClass } from '../../../components/ui/styles';
import { usersOptions, type AdminUserRow, type UsersFilter } from '../api/admin-api';
import { pageOf, useAdminParams } from '../lib/section-params';
import { ListSkeleton, LoadError, PagedList } from './list-parts';
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

  let body;
  if (list.isPending) body = <ListSkeleton label={t('list.loading')} />;
  else if (list.isError) body = <LoadError error={list.error} onRetry={() => void list.refetch()} />;
  else
    body = (
      <PagedList
        total={list.data.total}
        page={list.data.page}
        perPage={list.data.perPage}
        summaryKey="users.summary"
        updating={list.isPlaceholderData}
        emptyText={t('users.empty')}
      >
        <ul className="space-y-2" data-testid="admin-users">
          {list.data.items.map((user) => (
            <UserRow key={user.id} user={user} href={hrefWith({ id: user.id })} />
          ))}
        </ul>
      </PagedList>
    );

  return (
    <>
      <form
        role="search"
        className="mb-4 grid gap-3 sm:grid-cols-[1fr_auto_auto]"
        onSubmit={(event) => {
          event.preventDefault();
          update({ q: text.trim(), page: null });
        }}
      >
        <div>
          <label htmlFor="admin-users-search" className="mb-1 block text-sm font-medium text-slate-800">
            {t('users.search')}
          </label>
          <input
            id="admin-users-search"
            type="search"
            className={inputClass}
            value={text}
            maxLength={200}
            placeholder={t('users.searchPlaceholder')}
            onChange={(event) => setText(event.target.value)}
            data-testid="admin-users-search"
          />
        </div>
        <div>
          <label htmlFor="admin-users-role" className="mb-1 block text-sm font-medium text-slate-800">
            {t('users.roleFilter')}
          </label>
          <select
            id="admin-users-role"
            className={inputClass}
            value={filter.role ?? ''}
            onChange={(event) => update({ role: event.target.value, page: null })}
          >
            <option value="">{t('users.allRoles')}</option>
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {t(`roles.${r}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="admin-users-sort" className="mb-1 block text-sm font-medium text-slate-800">
            {t('users.sort')}
          </label>
          <select
            id="admin-users-sort"
            className={inputClass}
            value={filter.sort}
            onChange={(event) =>
              update({ sort: event.target.value === 'newest' ? null : event.target.value, page: null })
            }
          >
            {SORTS.map((s) => (
              <option key={s} value={s}>
                {t(`users.sorts.${s}`)}
              </option>
            ))}
          </select>
        </div>
      </form>
      {body}
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
