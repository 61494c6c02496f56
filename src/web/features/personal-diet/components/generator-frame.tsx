import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Locale } from '../../../../core/i18n/locales';
import { pageHref } from '../../../../core/routes';
import { useCurrentUser } from '../../../lib/session';

/**
 * The generator app's header (A §2): its own navigation (generator, my diets), a register button for
 * anonymous users (PGEN-08) and the admin-only import and download controls (PGEN-09).
 */
export function GeneratorFrame({
  title,
  kicker,
  active,
  locale,
  nextPath,
  adminControls,
  children,
}: {
  title: ReactNode;
  kicker?: ReactNode;
  active: 'generator' | 'myDiets' | null;
  locale: Locale;
  nextPath: string;
  adminControls?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('planner');
  const user = useCurrentUser();
  const isAdmin = user?.roles.includes('admin') ?? false;
  const tab = (name: 'generator' | 'myDiets', href: string) => (
    <Link
      to={href}
      aria-current={active === name ? 'page' : undefined}
      className="rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-900"
    >
      {t(`nav.${name}`)}
    </Link>
  );
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
      <header
        className="flex flex-col gap-3 border-b border-slate-200 pb-4 lg:flex-row lg:items-end lg:justify-between print:hidden"
        data-testid="generator-header"
      >
        <div className="min-w-0">
          {kicker && <p className="text-sm font-medium text-brand-800">{kicker}</p>}
          <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">
            {title}
          </h1>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <nav aria-label={t('nav.label')}>
            <ul className="flex flex-wrap gap-1">
              <li>{tab('generator', pageHref('personalDiet', locale))}</li>
              <li>{tab('myDiets', pageHref('personalDietMyDiets', locale))}</li>
            </ul>
          </nav>
          {!user && (
            <Link
              to={pageHref('register', locale, {}, { next: nextPath })}
              className="rounded-md bg-brand-800 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-900"
              data-testid="generator-register"
            >
              {t('header.register')}
            </Link>
          )}
          {isAdmin && adminControls && (
            <div
              className="flex flex-wrap gap-2"
              role="group"
              aria-label={t('header.adminTools')}
              data-testid="admin-controls"
            >
              {adminControls}
            </div>
          )}
        </div>
      </header>
      <div className="mt-6">{children}</div>
    </div>
  );
}
