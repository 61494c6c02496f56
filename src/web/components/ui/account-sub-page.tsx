import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { pageHref } from '../../../core/routes';
import { useLocale } from '../../lib/use-locale';

const WIDTHS = { narrow: 'max-w-xl', wide: 'max-w-3xl', wider: 'max-w-4xl' } as const;

/** The frame of the account's sub-pages: a way back to the account page, the heading and a lead. */
export function AccountSubPage({
  title,
  lead,
  backLabel,
  width = 'narrow',
  children,
}: {
  title: string;
  lead: string;
  /** "Back to your account" in the page's own catalogue. */
  backLabel: string;
  width?: keyof typeof WIDTHS;
  children: ReactNode;
}) {
  const locale = useLocale();
  return (
    <div className={`mx-auto ${WIDTHS[width]} px-4 py-8 sm:py-12`}>
      <Link
        to={pageHref('account', locale)}
        className="text-sm font-medium text-brand-800 underline-offset-2 hover:underline"
      >
        <span aria-hidden>← </span>
        {backLabel}
      </Link>
      <h1 className="mt-3 text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-2 text-slate-700">{lead}</p>
      <div className="mt-8">{children}</div>
    </div>
  );
}
