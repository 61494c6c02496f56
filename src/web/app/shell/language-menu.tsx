import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LOCALE_NAMES, LOCALES, type Locale } from '../../../core/i18n/locales';
import { pageHref } from '../../../core/routes';
import { GlobeIcon } from '../../components/icons';

/** B §2: picking a language navigates to that locale's root route. */
export function LanguageMenu({ locale }: { locale: Locale }) {
  const { t } = useTranslation('shell');
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className="flex h-10 items-center gap-1 rounded-md px-2 text-sm font-medium text-slate-700 hover:bg-slate-100"
        data-testid="language-menu"
      >
        <GlobeIcon className="h-5 w-5" />
        <span className="sr-only">{t('language.label')}: </span>
        <span>{locale.toUpperCase()}</span>
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
