import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { initialsOf } from '../../../core/domain/account-menu';
import type { Locale } from '../../../core/i18n/locales';
import { ChevronDownIcon, GlobeIcon, UserIcon } from '../../components/icons';
import type { SessionUser } from '../../lib/session';

/*
 * The header menus' buttons, apart from Radix: the page shows them at once, and the menus' code (Radix's menu
 * and its positioning) loads right after the first render (`header.tsx`).
 */

/** Phones pick their language in the slide-out menu: the header row keeps its room for search and account. */
export const LANGUAGE_MENU_BUTTON =
  'hidden h-10 items-center gap-1 rounded-md px-2 text-sm font-medium text-slate-700 hover:bg-slate-100 sm:flex';

export function LanguageMenuLabel({ locale }: { locale: Locale }) {
  const { t } = useTranslation('shell');
  return (
    <>
      <GlobeIcon className="h-5 w-5" />
      <span className="sr-only">{t('language.label')}: </span>
      <span>{locale.toUpperCase()}</span>
    </>
  );
}

export const ACCOUNT_MENU_BUTTON =
  'flex h-10 items-center gap-2 rounded-full pr-1 pl-1 text-sm font-medium text-slate-800 hover:bg-slate-100 lg:pr-2';

/** The account button: the member's initials, with the number of unread chats on them. */
export function AccountMenuLabel({ user, unread }: { user: SessionUser; unread: number }) {
  const { t } = useTranslation('shell');
  return (
    <>
      <span
        aria-hidden
        className="relative flex h-8 w-8 items-center justify-center rounded-full bg-brand-800 text-xs font-semibold text-white"
      >
        {initialsOf(user.name) || <UserIcon width={16} height={16} />}
        {unread > 0 && (
          <span
            className="absolute -top-1.5 -right-1.5 flex h-5 min-w-5 items-center justify-center rounded-full border-2 border-white bg-red-700 px-1 text-[0.65rem] leading-none font-bold text-white"
            data-testid="account-unread-badge"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </span>
      <span className="sr-only">{t('account.menu')}: </span>
      {unread > 0 && <span className="sr-only">{t('account.unread', { count: unread })}, </span>}
      <span className="sr-only lg:not-sr-only lg:max-w-40 lg:truncate">{user.name}</span>
      <ChevronDownIcon width={16} height={16} className="hidden text-slate-500 lg:block" />
    </>
  );
}

/** The slide-out menu's button: phones only. */
export const MOBILE_MENU_BUTTON =
  'flex h-10 w-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 md:hidden';

/** How a menu starts when it replaces its stand-in: open if the stand-in was pressed, focused if it had focus. */
export interface MenuHandoff {
  defaultOpen?: boolean;
  autoFocus?: boolean;
}

/**
 * A menu's button until the menu's code is there: it looks and reads the same (a button that opens a menu),
 * and a press on it (click, Enter, Space or the down arrow) opens the menu as soon as it has loaded.
 */
export function MenuButtonStandIn({
  className,
  testId,
  onOpen,
  onFocusChange,
  popup = 'menu',
  label,
  children,
}: {
  className: string;
  testId: string;
  /** What the button opens: a menu, or a dialog (the slide-out menu). */
  popup?: 'menu' | 'dialog';
  /** The button's name when its content does not give one (an icon). */
  label?: string;
  onOpen: () => void;
  onFocusChange: (focused: boolean) => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={className}
      data-testid={testId}
      aria-haspopup={popup}
      aria-expanded={false}
      aria-label={label}
      onClick={onOpen}
      onKeyDown={(event) => {
        if (event.key !== 'ArrowDown') return;
        event.preventDefault();
        onOpen();
      }}
      onFocus={() => onFocusChange(true)}
      onBlur={() => onFocusChange(false)}
    >
      {children}
    </button>
  );
}
