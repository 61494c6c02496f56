import { useRef } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AccountMenuSection } from '../../../core/domain/account-menu';
import type { Locale } from '../../../core/i18n/locales';
import { pageHref } from '../../../core/routes';
import type { SessionUser } from '../../lib/session';
import { ChatIcon, LogoutIcon, UserIcon } from '../../components/icons';
import { LogoutForm } from './logout-form';
import { ACCOUNT_MENU_BUTTON, AccountMenuLabel, type MenuHandoff } from './menu-buttons';

const itemClass =
  'flex items-center gap-2 rounded px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900';

/**
 * B §2: the signed-in user's account menu in the header — the account page, then diet, orders, calendar
 * and settings (those whose page exists, HDR-24), the pro section for pro users, and logout as a GET form.
 */
export function AccountMenu({
  locale,
  user,
  sections,
  unread,
  defaultOpen,
  autoFocus,
}: {
  locale: Locale;
  user: SessionUser;
  sections: AccountMenuSection[];
  /** Chats with a message the member has not seen (issue 15 A4). */
  unread: number;
} & MenuHandoff) {
  const { t } = useTranslation('shell');
  const logoutRef = useRef<HTMLFormElement>(null);
  const logout = sections.find((section) => section.id === 'logout')?.items[0];
  const groups = sections.filter((section) => section.id !== 'logout');
  return (
    <>
      <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
        <DropdownMenu.Trigger
          className={ACCOUNT_MENU_BUTTON}
          data-testid="account-menu-button"
          autoFocus={autoFocus}
        >
          <AccountMenuLabel user={user} unread={unread} />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={6}
            collisionPadding={8}
            className="z-50 max-h-[var(--radix-dropdown-menu-content-available-height)] w-72 max-w-[calc(100vw-1rem)] overflow-y-auto rounded-md border border-slate-200 bg-white p-1 shadow-lg"
            data-testid="account-menu"
          >
            <DropdownMenu.Label className="border-b border-slate-100 px-3 pt-2 pb-3">
              <span className="block text-xs text-slate-600">{t('account.signedInAs')}</span>
              <span className="block truncate font-semibold text-slate-900">{user.name}</span>
              <span className="block truncate text-xs text-slate-600">{user.email}</span>
            </DropdownMenu.Label>
            <DropdownMenu.Item asChild>
              <Link to={pageHref('account', locale)} className={`${itemClass} mt-1 font-medium`}>
                <UserIcon width={16} height={16} />
                {t('account.overview')}
              </Link>
            </DropdownMenu.Item>
            <DropdownMenu.Item asChild>
              <Link
                to={pageHref('chat', locale)}
                className={`${itemClass} font-medium`}
                data-testid="account-menu-messages"
              >
                <ChatIcon width={16} height={16} />
                {t('account.messages')}
                {unread > 0 && (
                  <span className="ml-auto rounded-full bg-red-700 px-2 py-0.5 text-xs font-bold text-white">
                    {unread}
                    <span className="sr-only"> {t('account.unread', { count: unread })}</span>
                  </span>
                )}
              </Link>
            </DropdownMenu.Item>
            {groups.map((section) => (
              <DropdownMenu.Group
                key={section.id}
                className="mt-1 border-t border-slate-100 pt-1"
                data-section={section.id}
              >
                <DropdownMenu.Label className="px-3 pt-1 pb-0.5 text-xs font-semibold tracking-wide text-slate-600 uppercase">
                  {section.title}
                </DropdownMenu.Label>
                {section.items.map((item) => (
                  <DropdownMenu.Item key={item.id} asChild>
                    <Link to={item.href} className={itemClass}>
                      {item.label}
                    </Link>
                  </DropdownMenu.Item>
                ))}
              </DropdownMenu.Group>
            ))}
            {logout && (
              <>
                <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
                <DropdownMenu.Item
                  className={`${itemClass} cursor-pointer`}
                  onSelect={(event) => {
                    // The form lives outside the menu, so closing the menu cannot cancel the submission.
                    event.preventDefault();
                    logoutRef.current?.requestSubmit();
                  }}
                  data-testid="account-menu-logout"
                >
                  <LogoutIcon width={16} height={16} />
                  {logout.label}
                </DropdownMenu.Item>
              </>
            )}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      {logout?.logout && <LogoutForm ref={logoutRef} form={logout.logout} className="hidden" />}
    </>
  );
}
