import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pageHref } from '../../../../core/routes';
import { useLocale } from '../../../lib/use-locale';

/** An account sub-page's frame: a way back to the account page, the heading and a lead. */
export function PageFrame({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-12">
      <Link
        to={pageHref('account', locale)}
        className="text-sm font-medium text-brand-800 underline-offset-2 hover:underline"
      >
        <span aria-hidden>← </span>
        {t('back')}
      </Link>
      <h1 className="mt-3 text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-2 text-slate-700">{lead}</p>
      <div className="mt-8">{children}</div>
    </div>
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
