import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link } from 'react-router';
import { LOCALE_NAMES, LOCALES, type Locale } from '../../../core/i18n/locales';
import { pageHref } from '../../../core/routes';
import { LANGUAGE_MENU_BUTTON, LanguageMenuLabel, type MenuHandoff } from './menu-buttons';

/** B §2: picking a language navigates to that locale's root route. */
export function LanguageMenu({ locale, defaultOpen, autoFocus }: { locale: Locale } & MenuHandoff) {
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger
        className={LANGUAGE_MENU_BUTTON}
        data-testid="language-menu"
        autoFocus={autoFocus}
      >
        <LanguageMenuLabel locale={locale} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-40 rounded-md border border-slate-200 bg-white p-1 shadow-lg"
        >
          {LOCALES.map((option) => (
            <DropdownMenu.Item key={option} asChild>
              <Link
                to={pageHref('home', option)}
                lang={option}
                hrefLang={option}
                aria-current={option === locale ? 'true' : undefined}
                className="block rounded px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-brand-50 aria-[current=true]:font-semibold"
              >
                {LOCALE_NAMES[option]}
              </Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
