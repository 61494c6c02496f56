import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../core/i18n/locales';
import { pageHref } from '../../../core/routes';
import { GiftIcon, LeafLogo, MenuIcon } from '../../components/icons';
import { deferred, useDeferred } from '../../lib/deferred';
import { useChatUnread } from '../../lib/chat-live';
import { setUnreadInTitle } from '../../lib/document-title';
import { DiscoverMenu } from './discover-menu';
import { GuestLinks } from './guest-links';
import { headerLinks } from './header-links';
import { HeaderSearch } from './header-search';
import {
  ACCOUNT_MENU_BUTTON,
  AccountMenuLabel,
  LANGUAGE_MENU_BUTTON,
  LanguageMenuLabel,
  MenuButtonStandIn,
  MOBILE_MENU_BUTTON,
  type MenuHandoff,
} from './menu-buttons';
import { navItems } from './nav-items';
import { HeaderNavLink } from './nav-link';
import { useAccountMenu } from './use-account-menu';

/**
 * The header's menus (the language, account, notifications and basket menus with Radix's menu and its
 * positioning, the slide-out menu with Radix's dialog): loaded right after the first render.
 */
const headerMenus = deferred(() =>
  Promise.all([
    import('./language-menu'),
    import('./account-menu'),
    import('./notifications-menu'),
    import('./basket-menu'),
    import('./mobile-menu'),
  ]).then(([language, account, notifications, basket, mobile]) => ({
    LanguageMenu: language.LanguageMenu,
    AccountMenu: account.AccountMenu,
    NotificationsMenu: notifications.NotificationsMenu,
    BasketMenu: basket.BasketMenu,
    MobileMenu: mobile.MobileMenu,
  })),
);

/** The menus' code, loaded now (tests render the header with the menus in place). */
export const loadHeaderMenus = () => headerMenus.load();

/** A menu's stand-in button and what the menu takes over from it (pressed: open; focused: focus). */
function useMenuHandoff() {
  const [pressed, setPressed] = useState(false);
  const [focused, setFocused] = useState(false);
  const handoff: MenuHandoff = { defaultOpen: pressed, autoFocus: pressed || focused };
  const standIn = {
    onOpen: () => {
      setPressed(true);
      headerMenus.load().catch(() => undefined);
    },
    onFocusChange: setFocused,
  };
  return { handoff, standIn };
}

/**
 * The header on every page (B §2): logo, search, promotion link, basket, notifications (filled by their
 * feature), language and account; under it the quick navigation and the discover mega-menu (from 768 px;
 * below, the slide-out menu holds them). Link targets come from `headerLinks` (HDR-20). The account slot
 * holds the account menu, or the login link for guests. The
 * menus arrive right after the first render; until then stand-in buttons hold the places of the language,
 * account and slide-out menus, and a press on one opens its menu when it is there.
 */
export function Header({ locale }: { locale: Locale }) {
  const { t } = useTranslation('shell');
  const { user, sections } = useAccountMenu(locale);
  const links = useMemo(() => headerLinks(locale, user), [locale, user]);
  const menus = useDeferred(headerMenus);
  const language = useMenuHandoff();
  const account = useMenuHandoff();
  const mobile = useMenuHandoff();
  // Unread chats, kept live: in the tab title and on the account menu (issue 15 A4).
  const unread = useChatUnread();
  useEffect(() => setUnreadInTitle(unread), [unread]);
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4">
        {menus ? (
          <menus.MobileMenu
            locale={locale}
            user={user}
            sections={sections}
            links={links}
            {...mobile.handoff}
          />
        ) : (
          <MenuButtonStandIn
            className={MOBILE_MENU_BUTTON}
            testId="mobile-menu-button"
            popup="dialog"
            label={t('menu.open')}
            {...mobile.standIn}
          >
            <MenuIcon />
          </MenuButtonStandIn>
        )}
        <Link to={pageHref('home', locale)} className="flex items-center gap-2 rounded-md" data-testid="logo">
          <LeafLogo />
          <span className="text-xl font-bold tracking-tight text-brand-800">{t('common:brand')}</span>
          {/* Narrow screens keep their room for the member's buttons. */}
          <span className="hidden rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 sm:inline">
            {t('premium')}
          </span>
        </Link>
        <div className="ml-auto flex items-center gap-1">
          <div data-slot="search">
            <HeaderSearch locale={locale} />
          </div>
          {/* HDR-12; on phones it is in the slide-out menu, where there is room. */}
          <HeaderNavLink
            href={links.promotion}
            label={t('promotion')}
            className="hidden h-10 w-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 sm:flex"
            testId="promotion-link"
          >
            <GiftIcon />
          </HeaderNavLink>
          <div data-slot="basket">{user && menus && <menus.BasketMenu locale={locale} />}</div>
          <div data-slot="notifications">{user && menus && <menus.NotificationsMenu locale={locale} />}</div>
          {menus ? (
            <menus.LanguageMenu locale={locale} {...language.handoff} />
          ) : (
            <MenuButtonStandIn className={LANGUAGE_MENU_BUTTON} testId="language-menu" {...language.standIn}>
              <LanguageMenuLabel locale={locale} />
            </MenuButtonStandIn>
          )}
          <div data-slot="account">
            {!user ? (
              <GuestLinks locale={locale} />
            ) : menus ? (
              <menus.AccountMenu
                locale={locale}
                user={user}
                sections={sections}
                unread={unread}
                {...account.handoff}
              />
            ) : (
              <MenuButtonStandIn
                className={ACCOUNT_MENU_BUTTON}
                testId="account-menu-button"
                {...account.standIn}
              >
                <AccountMenuLabel user={user} unread={unread} />
              </MenuButtonStandIn>
            )}
          </div>
        </div>
      </div>
      {/* The sections on their own row: every language's names fit beside each other, or scroll. */}
      <nav
        aria-label={t('mainNav')}
        className="mx-auto hidden max-w-7xl items-center px-2 md:flex"
        data-testid="desktop-nav"
      >
        <ul className="flex min-w-0 items-center gap-1 overflow-x-auto py-1 whitespace-nowrap">
          {navItems(links, locale).map((item) => (
            <li key={item.id}>
              <HeaderNavLink
                href={item.href}
                highlightCurrent
                className="inline-block rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 aria-[current=page]:text-brand-800"
              >
                {t(item.labelKey)}
              </HeaderNavLink>
            </li>
          ))}
        </ul>
        <DiscoverMenu links={links} />
      </nav>
    </header>
  );
}
