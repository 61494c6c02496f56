import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LOCALE_NAMES, LOCALES, type Locale } from '../../../../core/i18n/locales';
import { pageHref } from '../../../../core/routes';

/**
 * IMG-02: the tool in the other languages. The header's language menu goes to each locale's home (B §2);
 * here the same tool is one click away: /en/image-to-kcal, /de/foto-zu-kcal, /pl/zdjecie-do-kcal.
 */
export function LanguageChooser({ locale }: { locale: Locale }) {
  const { t } = useTranslation('imageToKcal');
  return (
    <nav aria-label={t('languages.label')} data-testid="tool-languages">
      <ul className="flex flex-wrap gap-2 text-sm">
        {LOCALES.map((option) => (
          <li key={option}>
            <Link
              to={pageHref('imageToKcal', option)}
              lang={option}
              hrefLang={option}
              aria-current={option === locale ? 'page' : undefined}
              className="inline-block rounded-full border border-slate-300 px-3 py-1 font-medium text-slate-800 hover:bg-slate-50 aria-[current=page]:border-brand-800 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-900"
              data-testid={`tool-language-${option}`}
            >
              {LOCALE_NAMES[option]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
