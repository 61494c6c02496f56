import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountSubPage } from '../../../components/ui/account-sub-page';

/** An account sub-page's frame, wider for the clients' forms. */
export function PageFrame({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  const { t } = useTranslation('account');
  return (
    <AccountSubPage title={title} lead={lead} backLabel={t('back')} width="wider">
      {children}
    </AccountSubPage>
  );
}

/** Placeholders while a list loads, announced as busy. */
export function ListSkeleton({ label }: { label: string }) {
  return (
    <ul className="space-y-3" aria-busy="true" aria-label={label}>
      {[0, 1, 2].map((i) => (
        <li key={i} className="h-24 animate-pulse rounded-xl bg-slate-100" />
      ))}
    </ul>
  );
}
