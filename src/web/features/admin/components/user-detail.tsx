import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ROLES, isRole, type Role } from '../../../../core/domain/roles';
import { toast } from '../../../components/toast/toast-store';
import { Button, SubmitButton } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { useLocale } from '../../../lib/use-locale';
import {
  useChangeRoles,
  useEndSessions,
  useSetLocked,
  userOptions,
  type AdminUserAnswer,
} from '../api/admin-api';
import { formatDateTime } from '../lib/format';
import { useAdminParams } from '../lib/section-params';
import { AuditList } from './audit-list';
import { ConfirmDialog } from './confirm-dialog';
import { ListSkeleton, LoadError } from './list-parts';

/** The server's translated text, else the admin catalogue's fallback. */
function failureText(error: Error, fallback: string): string {
  return error instanceof ApiError ? error.message : fallback;
}

/** One account (no password data): its facts, roles, lock, sessions and its rows of the audit log. */
export function UserDetail({ id }: { id: number }) {
  const { t } = useTranslation('admin');
  const { hrefWith } = useAdminParams();
  const detail = useQuery(userOptions(id));
  const back = (
    <Link
      to={hrefWith({ id: null, auditPage: null })}
      className="text-sm font-medium text-brand-800 underline"
    >
      <span aria-hidden>← </span>
      {t('user.back')}
    </Link>
  );
  let body;
  if (detail.isPending) body = <ListSkeleton label={t('list.loading')} />;
  else if (detail.isError) body = <LoadError error={detail.error} onRetry={() => void detail.refetch()} />;
  else body = <UserFacts user={detail.data} />;
  return (
    <div className="space-y-6" data-testid="admin-user-detail">
      {back}
      {body}
      <section aria-labelledby="admin-user-audit" className="space-y-3">
        <h3 id="admin-user-audit" className="text-lg font-semibold text-slate-900">
          {t('user.auditHeading')}
        </h3>
        <AuditList targetType="user" targetId={String(id)} pageParam="auditPage" />
      </section>
    </div>
  );
}

function UserFacts({ user }: { user: AdminUserAnswer }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const facts: Array<[string, string]> = [
    [t('user.name'), user.name],
    [t('user.createdAt'), formatDateTime(user.createdAt, locale)],
    [t('user.verified'), user.emailVerified ? t('user.yes') : t('user.no')],
    [t('user.locked'), user.lockedAt ? formatDateTime(user.lockedAt, locale) : t('user.no')],
    [t('user.proUntil'), user.proUntil ? formatDateTime(user.proUntil, locale) : t('user.none')],
    [t('user.sessions'), String(user.activeSessions)],
    [t('user.lastSeen'), user.lastSeenAt ? formatDateTime(user.lastSeenAt, locale) : t('user.never')],
    [t('user.orders'), String(user.orders)],
    [t('user.language'), isLanguage(user.locale) ? t(`languages.${user.locale}`) : user.locale],
  ];
  return (
    <div className="space-y-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h3 className="text-xl font-semibold break-all text-slate-900">{user.email}</h3>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-medium text-slate-700">{term}</dt>
            <dd className="break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <RolesForm key={user.roles.join(',')} user={user} />
      <AccountActions user={user} />
    </div>
  );
}

const isLanguage = (value: string): value is 'pl' | 'de' | 'en' => ['pl', 'de', 'en'].includes(value);

/** The roles as checkboxes; Save sends only what changed (grant and revoke). */
function RolesForm({ user }: { user: AdminUserAnswer }) {
  const { t } = useTranslation('admin');
  const held = user.roles.filter(isRole);
  const [chosen, setChosen] = useState<Role[]>(held);
  const change = useChangeRoles(user.id);
  const grant = chosen.filter((role) => !held.includes(role));
  const revoke = held.filter((role) => !chosen.includes(role));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (grant.length + revoke.length === 0) return;
    change.mutate(
      { grant, revoke },
      {
        onSuccess: () => toast.success(t('user.rolesSaved')),
        onError: (error) => toast.error(failureText(error, t('user.actionFailed'))),
      },
    );
  };
  return (
    <form onSubmit={submit}>
      <fieldset>
        <legend className="text-base font-semibold text-slate-900">{t('user.roles')}</legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          {ROLES.map((role) => (
            <label key={role} className="inline-flex items-center gap-2 text-slate-800">
              <input
                type="checkbox"
                className="h-4 w-4"
                checked={chosen.includes(role)}
                onChange={(event) =>
                  setChosen((current) =>
                    event.target.checked
                      ? ROLES.filter((r) => r === role || current.includes(r))
                      : current.filter((r) => r !== role),
                  )
                }
              />
              {t(`roles.${role}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <SubmitButton
        className="mt-3"
        busy={change.isPending}
        disabled={grant.length + revoke.length === 0}
        data-testid="admin-roles-save"
      >
        {t('user.saveRoles')}
      </SubmitButton>
    </form>
  );
}

type Pending = 'lock' | 'sessions' | null;

/** Lock or unlock the account, end its sessions: each asks first. */
function AccountActions({ user }: { user: AdminUserAnswer }) {
  const { t } = useTranslation('admin');
  const [asking, setAsking] = useState<Pending>(null);
  const setLocked = useSetLocked(user.id);
  const endSessions = useEndSessions(user.id);
  const locked = user.lockedAt !== null;
  const close = () => setAsking(null);
  const confirmLock = () =>
    setLocked.mutate(!locked, {
      onSuccess: () => toast.success(locked ? t('user.unlocked') : t('user.lockedDone')),
      onError: (error) => toast.error(failureText(error, t('user.actionFailed'))),
      onSettled: close,
    });
  const confirmSessions = () =>
    endSessions.mutate(undefined, {
      onSuccess: ({ ended }) => toast.success(t('user.sessionsEnded', { count: ended })),
      onError: (error) => toast.error(failureText(error, t('user.actionFailed'))),
      onSettled: close,
    });
  return (
    <div className="flex flex-wrap gap-2 border-t border-slate-200 pt-4">
      <Button
        variant={locked ? 'secondary' : 'danger'}
        onClick={() => setAsking('lock')}
        data-testid="admin-lock"
      >
        {locked ? t('user.unlock') : t('user.lock')}
      </Button>
      <Button variant="secondary" onClick={() => setAsking('sessions')} data-testid="admin-end-sessions">
        {t('user.endSessions')}
      </Button>
      <ConfirmDialog
        open={asking === 'lock'}
        onOpenChange={(open) => !open && close()}
        title={locked ? t('user.unlockTitle') : t('user.lockTitle')}
        description={
          locked
            ? t('user.unlockQuestion', { email: user.email })
            : t('user.lockQuestion', { email: user.email })
        }
        confirmLabel={locked ? t('user.unlock') : t('user.lock')}
        busy={setLocked.isPending}
        onConfirm={confirmLock}
      />
      <ConfirmDialog
        open={asking === 'sessions'}
        onOpenChange={(open) => !open && close()}
        title={t('user.endSessionsTitle')}
        description={t('user.endSessionsQuestion', { email: user.email })}
        confirmLabel={t('user.endSessions')}
        busy={endSessions.isPending}
        onConfirm={confirmSessions}
      />
    </div>
  );
}
