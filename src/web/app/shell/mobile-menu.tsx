import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LOCALE_NAMES, LOCALES, type Locale } from '../../../core/i18n/locales';
import { pageHref } from '../../../core/routes';
import type { AccountMenuSection } from '../../../core/domain/account-menu';
import { MenuIcon, LogoutIcon } from '../../components/icons';
import { Dialog } from '../../components/ui/dialog';
import type { SessionUser } from '../../lib/session';
import { LogoutForm } from './logout-form';
import { navItems } from './nav-items';

/** Mobile is under 768 px (B §9). */
const DESKTOP_QUERY = '(min-width: 768px)';

/**
 * The slide-out menu used under 768 px. A Radix dialog: Escape, backdrop click, focus trap and the
 * body scroll lock come with it.
 */
export function MobileMenu({
  locale,
  user,
  sections,
}: {
  locale: Locale;
  user: SessionUser | null;
  sections: AccountMenuSection[];
}) {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const closeOnDesktop = () => desktop.matches && setOpen(false);
    desktop.addEventListener('change', closeOnDesktop);
    return () => desktop.removeEventListener('change', closeOnDesktop);
  }, []);

  const linkClass = 'block rounded-md px-3 py-3 text-base font-medium text-slate-800 hover:bg-brand-50';
  const close = () => setOpen(false);
  const logout = sections.find((section) => section.id === 'logout')?.items[0];
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      layout="drawer"
      trigger={
        <button
          type="button"
          className="flex h-10 w-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 md:hidden"
          aria-label={t('menu.open')}
          data-testid="mobile-menu-button"
        >
          <MenuIcon />
        </button>
      }
      title={t('menu.title')}
      closeLabel={t('menu.close')}
      testId="mobile-menu"
    >
      <nav aria-label={t('mainNav')}>
        <ul>
          <li>
            <Link to={pageHref('home', locale)} className={linkClass} onClick={close}>
              {t('nav.home')}
            </Link>
          </li>
          {navItems(locale).map((item) => (
            <li key={item.page}>
              <Link to={item.href} className={linkClass} onClick={close}>
                {t(`nav.${item.page}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section
        aria-labelledby="mobile-account-heading"
        className="mt-6 border-t border-slate-200 pt-4"
        data-testid="mobile-account"
      >
        <h2 id="mobile-account-heading" className="px-3 text-sm font-semibold text-slate-600">
          {t('account.heading')}
        </h2>
        {user ? (
          <>
            <p className="truncate px-3 pt-1 text-sm text-slate-900">{user.name}</p>
            <ul className="mt-1">
              <li>
                <Link to={pageHref('account', locale)} className={linkClass} onClick={close}>
                  {t('account.overview')}
                </Link>
              </li>
              {sections
                .filter((section) => section.id !== 'logout')
                .flatMap((section) => section.items)
                .map((item) => (
                  <li key={item.id}>
                    <Link to={item.href} className={linkClass} onClick={close}>
                      {item.label}
                    </Link>
                  </li>
                ))}
            </ul>
            {logout?.logout && (
              <LogoutForm form={logout.logout} className="mt-1">
                <button type="submit" className={`${linkClass} flex w-full items-center gap-2 text-left`}>
                  <LogoutIcon />
                  {logout.label}
                </button>
              </LogoutForm>
            )}
          </>
        ) : (
          <ul className="mt-1">
            <li>
              <Link to={pageHref('login', locale)} className={linkClass} onClick={close}>
                {t('account.login')}
              </Link>
            </li>
            <li>
              <Link to={pageHref('register', locale)} className={linkClass} onClick={close}>
                {t('account.register')}
              </Link>
            </li>
          </ul>
        )}
      </section>
      <section aria-labelledby="mobile-language-heading" className="mt-6 border-t border-slate-200 pt-4">
        <h2 id="mobile-language-heading" className="px-3 text-sm font-semibold text-slate-600">
          {t('language.label')}
        </h2>
        <ul className="mt-2 flex gap-2 px-3">
          {LOCALES.map((option) => (
            <li key={option}>
              <Link
                to={pageHref('home', option)}
                lang={option}
                hrefLang={option}
                aria-current={option === locale ? 'true' : undefined}
                onClick={close}
                className="block rounded-md border border-slate-300 px-3 py-2 text-sm aria-[current=true]:border-brand-700 aria-[current=true]:font-semibold"
              >
                {LOCALE_NAMES[option]}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </Dialog>
  );
}
