import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProPackage } from '../../../core/contracts/pro-packages';
import { PRO_PACKAGE_CARD_FEATURES, PRO_PACKAGE_HIGHLIGHT_INDEX } from '../../../core/domain/pro-packages';
import { buttonClass } from '../ui/styles';
import { CheckIcon } from './check-icon';

/**
 * A pricing card (HOME-13, HOME-16..18): title, time, price with the original one struck out and the saving
 * when there is one, the first 8 features and a link to the package's page. The fourth card is highlighted
 * with a badge, the first carries a badge of its own; hovering raises a card (not with reduced motion).
 * `shown` is the fade-in (HOME-15): the card is transparent until it turns true.
 */
export function ProPackageCard({ pkg, index, shown }: { pkg: ProPackage; index: number; shown: boolean }) {
  const { t } = useTranslation('proPackages');
  const highlighted = index === PRO_PACKAGE_HIGHLIGHT_INDEX;
  const features = pkg.features.slice(0, PRO_PACKAGE_CARD_FEATURES);
  const more = pkg.features.length - features.length;
  const headingId = `pro-package-${pkg.id}`;
  return (
    <li
      aria-labelledby={headingId}
      data-testid="pro-package-card"
      data-highlighted={highlighted || undefined}
      data-shown={shown}
      className={`relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm transition duration-300 ease-out hover:-translate-y-1 hover:shadow-lg motion-reduce:transition-none motion-reduce:hover:translate-y-0 ${
        shown ? 'opacity-100' : 'opacity-0'
      } ${highlighted ? 'border-brand-700 ring-2 ring-brand-700' : 'border-slate-200'}`}
    >
      {(highlighted || index === 0) && (
        <p className="mb-3 flex flex-wrap gap-2">
          {index === 0 && (
            <span
              className="rounded-full bg-sky-50 px-2.5 py-0.5 text-xs font-semibold text-sky-900"
              data-testid="pro-package-first-badge"
            >
              {t('section.first')}
            </span>
          )}
          {highlighted && (
            <span
              className="rounded-full bg-brand-800 px-2.5 py-0.5 text-xs font-semibold text-white"
              data-testid="pro-package-highlight"
            >
              {t('section.highlight')}
            </span>
          )}
        </p>
      )}
      <h3 id={headingId} className="text-xl font-bold text-slate-900">
        {pkg.title}
      </h3>
      <p className="text-sm font-medium text-brand-800" data-testid="pro-package-time">
        {pkg.timeFeatureShort}
      </p>
      <p className="mt-4 text-3xl font-extrabold text-slate-900" data-testid="pro-package-price">
        <span className="sr-only">{t('section.price', { price: pkg.price.formatted })}</span>
        <span aria-hidden="true">{pkg.price.formatted}</span>
      </p>
      {pkg.savings && (
        <div className="mt-1 flex flex-wrap items-center gap-2 text-sm">
          <s className="text-slate-600" data-testid="pro-package-original-price">
            <span className="sr-only">
              {t('section.regularPrice', { price: pkg.originalPrice.formatted })}
            </span>
            <span aria-hidden="true">{pkg.originalPrice.formatted}</span>
          </s>
          <span
            className="rounded-full bg-red-700 px-2 py-0.5 text-xs font-bold text-white"
            data-testid="pro-package-savings"
          >
            {pkg.savings.label}
          </span>
          <span className="w-full text-slate-700">
            {t('section.youSave', { amount: pkg.savings.formatted })}
          </span>
        </div>
      )}
      <ul
        className="mt-5 space-y-2 text-sm text-slate-800"
        aria-label={t('section.features', { title: pkg.title })}
        data-testid="pro-package-features"
      >
        {features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <CheckIcon className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      {more > 0 && (
        <p className="mt-2 text-sm text-slate-600" data-testid="pro-package-more">
          {t('section.moreFeatures', { count: more })}
        </p>
      )}
      <div className="mt-auto pt-6">
        <Link
          to={pkg.link}
          className={buttonClass(highlighted ? 'primary' : 'secondary', { block: true })}
          data-testid="pro-package-link"
        >
          {t('section.details')}
          <span className="sr-only">: {pkg.title}</span>
        </Link>
      </div>
    </li>
  );
}
