import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LOCALE_NAMES, LOCALES, type Locale } from '../../../core/i18n/locales';
import { pageHref } from '../../../core/routes';
import type { AccountMenuSection } from '../../../core/domain/account-menu';
import { ChevronDownIcon, GiftIcon, MenuIcon, LogoutIcon } from '../../components/icons';
import { Dialog } from '../../components/ui/dialog';
import type { SessionUser } from '../../lib/session';
import { LogoutForm } from './logout-form';
import { MOBILE_MENU_BUTTON, type MenuHandoff } from './menu-buttons';
import type { HeaderLinks } from './header-links';
import { discoverGroups, navItems, type DiscoverGroup } from './nav-items';
import { HeaderNavLink } from './nav-link';

/** Mobile is under 768 px (B §9). */
const DESKTOP_QUERY = '(min-width: 768px)';

const linkClass = 'block rounded-md px-3 py-3 text-base font-medium text-slate-800 hover:bg-brand-50';

/** A mega-menu group as a collapsible list (HDR-10): a button that shows or hides its links. */
function CollapsibleGroup({ group, onNavigate }: { group: DiscoverGroup; onNavigate: () => void }) {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <li data-testid={`mobile-group-${group.id}`}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className="flex w-full items-center justify-between rounded-md px-3 py-3 text-left text-base font-medium text-slate-800 hover:bg-brand-50"
      >
        {t(group.titleKey)}
        <ChevronDownIcon width={18} height={18} className={open ? 'rotate-180' : undefined} />
      </button>
      <ul id={listId} hidden={!open} className="ml-3 border-l border-slate-200 pl-2">
        {group.items.map((item) => (
          <li key={item.id}>
            <HeaderNavLink
              href={item.href}
              className="block rounded-md px-3 py-2 text-base text-slate-800 hover:bg-brand-50"
              onClick={onNavigate}
            >
              {t(item.labelKey)}
            </HeaderNavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

/**
 * The slide-out menu used under 768 px (HDR-10): the quick navigation, the mega-menu's groups as
 * collapsible lists, the promotion link, the account and the languages. A Radix dialog: Escape, backdrop
 * click, focus trap and the body scroll lock (HDR-11) come with it.
 */
export function MobileMenu({
  locale,
  user,
  sections,
  links,
  defaultOpen = false,
  autoFocus = false,
}: {
  locale: Locale;
  user: SessionUser | null;
  sections: AccountMenuSection[];
  links: HeaderLinks;
} & MenuHandoff) {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(defaultOpen);
  const triggerRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (autoFocus && !defaultOpen) triggerRef.current?.focus();
    // Only when the menu replaces its stand-in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const closeOnDesktop = () => desktop.matches && setOpen(false);
    desktop.addEventListener('change', closeOnDesktop);
    return () => desktop.removeEventListener('change', closeOnDesktop);
  }, []);

  const close = () => setOpen(false);
  const logout = sections.find((section) => section.id === 'logout')?.items[0];
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      layout="drawer"
      trigger={
        <button
          ref={triggerRef}
          type="button"
          className={MOBILE_MENU_BUTTON}
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
          {navItems(links, locale).map((item) => (
            <li key={item.id}>
              <HeaderNavLink href={item.href} className={linkClass} onClick={close}>
                {t(item.labelKey)}
              </HeaderNavLink>
            </li>
          ))}
        </ul>
        <h2 id="mobile-discover-heading" className="mt-4 px-3 text-sm font-semibold text-slate-600">
          {t('discover.button')}
        </h2>
        <ul aria-labelledby="mobile-discover-heading" className="mt-1" data-testid="mobile-groups">
          {discoverGroups(links).map((group) => (
            <CollapsibleGroup key={group.id} group={group} onNavigate={close} />
          ))}
          <li>
            <HeaderNavLink
              href={links.promotion}
              className={`${linkClass} flex items-center gap-2`}
              onClick={close}
              testId="mobile-promotion-link"
            >
              <GiftIcon />
              {t('promotion')}
            </HeaderNavLink>
          </li>
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
