import type { AccountMenuIcon } from '../../../../core/domain/account-menu';
import { GlobeIcon, LockIcon, LogoutIcon } from '../../../components/icons';

const TONES: Record<AccountMenuIcon, string> = {
  public: 'bg-sky-50 text-sky-800',
  private: 'bg-brand-50 text-brand-800',
  logout: 'bg-slate-100 text-slate-700',
};

/** ACCT-04: a globe for a public page, a lock for a private one; the label says it for screen readers. */
export function ItemIcon({ icon, label }: { icon: AccountMenuIcon; label: string | null }) {
  return (
    <span
      className={`flex h-10 w-10 shrink-0 items-center justify-center rounded-lg ${TONES[icon]}`}
      data-icon={icon}
      title={label ?? undefined}
    >
      {icon === 'public' && <GlobeIcon width={20} height={20} />}
      {icon === 'private' && <LockIcon />}
      {icon === 'logout' && <LogoutIcon />}
      {label && <span className="sr-only">{label}</span>}
    </span>
  );
}
