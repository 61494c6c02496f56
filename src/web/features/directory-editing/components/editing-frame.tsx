import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pageHref } from '../../../../core/routes';
import { useLocale } from '../../../lib/use-locale';

/** The frame of the directory's editing pages in the account: a way back, the heading and a lead. */
export function EditingFrame({
  title,
  lead,
  children,
}: {
  title: string;
  lead: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('directory');
  const locale = useLocale();
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <Link
        to={pageHref('account', locale)}
        className="text-sm font-medium text-brand-800 underline-offset-2 hover:underline"
      >
        <span aria-hidden>← </span>
        {t('editing.back')}
      </Link>
      <h1 className="mt-3 text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-2 text-slate-700">{lead}</p>
      <div className="mt-8">{children}</div>
    </div>
  );
}
