import type { AccountMenuIcon } from '../../../../core/domain/account-menu';
import { GlobeIcon } from '../../../components/icons';

const svg = {
  width: 20,
  height: 20,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
} as const;

const TONES: Record<AccountMenuIcon, string> = {
  public: 'bg-sky-50 text-sky-800',
  private: 'bg-brand-50 text-brand-800',
  logout: 'bg-slate-100 text-slate-700',
};

/** ACCT-04: a globe for a public page, a lock for a private one; the label says it for screen readers. */
export function ItemIcon({ icon, label }: { icon: AccountMenuIcon; label: string | null }) {
  return (
    <span className={`flex h-10 w-10 shrink-0 items-center justify-center rounded-lg ${TONES[icon]}`} data-icon={icon} title={label ?? undefined}>
      {icon === 'public' && <GlobeIcon width={20} height={20} />}
      {icon === 'private' && (
        <svg {...svg}>
          <rect x="5" y="11" width="14" height="10" rx="2" />
          <path d="M8 11V7a4 4 0 0 1 8 0v4" />
        </svg>
      )}
      {icon === 'logout' && (
        <svg {...svg}>
          <path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l-5-5 5-5M5 12h11" />
        </svg>
      )}
      {label && <span className="sr-only">{label}</span>}
    </span>
  );
}
