import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { pageHref } from '../../../../core/routes';
import { NotFoundPage } from '../../../components/not-found-page';
import { Notice } from '../../../components/ui/notice';
import { useDocumentTitle } from '../../../lib/document-title';
import { idFromSlug } from '../../../lib/id-slug';
import { useLocale } from '../../../lib/use-locale';
import { packagesErrorText, proPackageOptions } from '../../../components/pro-packages/pro-packages-api';
import { CheckIcon } from '../../../components/pro-packages/check-icon';
import { AddToBasket } from '../../../components/add-to-basket';

/**
 * A professional package's page (issue 18 A5): its time and accounts, description, price in the page's
 * currency with the saving and the tax in it, and all its features. Buying comes with the checkout: the page
 * says so and offers no button yet.
 */
export function ProPackagePage() {
  const { t } = useTranslation('proPackages');
  const locale = useLocale();
  const id = idFromSlug(useParams().idSlug);
  const query = useQuery({ ...proPackageOptions(id ?? 0, locale), enabled: id !== null });
  useDocumentTitle(query.data?.title);
  if (id === null || (query.error as { status?: number } | null)?.status === 404) return <NotFoundPage />;
  if (query.isError)
    return (
      <div className="mx-auto max-w-4xl px-4 py-8">
        <Notice tone="error">{packagesErrorText(query.error, t('detail.loadError'))}</Notice>
      </div>
    );
  if (!query.data) return <p className="p-8 text-slate-600">{t('common:loading')}</p>;
  const pkg = query.data;
  return (
    <article className="mx-auto max-w-4xl px-4 py-8" data-testid="pro-package">
      <Link to={pageHref('proPackages', locale)} className="text-sm text-brand-800 underline">
        {t('detail.back')}
      </Link>
      <h1 className="mt-3 text-3xl font-extrabold text-slate-900">{pkg.title}</h1>
      <p className="mt-1 font-medium text-brand-800" data-testid="pro-package-facts">
        {pkg.timeFeatureShort} · {t('detail.seats', { count: pkg.seats })}
      </p>
      <p className="mt-4 text-lg text-slate-800">{pkg.description}</p>
      <section
        className="mt-6 rounded-2xl border border-slate-200 bg-slate-50 p-6"
        aria-label={t('section.price', { price: pkg.price.formatted })}
        data-testid="pro-package-offer"
      >
        <p className="flex flex-wrap items-baseline gap-3">
          <span className="text-4xl font-extrabold text-slate-900" data-testid="pro-package-price">
            {pkg.price.formatted}
          </span>
          {pkg.savings && (
            <>
              <s className="text-slate-600" data-testid="pro-package-original-price">
                <span className="sr-only">
                  {t('section.regularPrice', { price: pkg.originalPrice.formatted })}
                </span>
                <span aria-hidden="true">{pkg.originalPrice.formatted}</span>
              </s>
              <span className="rounded-full bg-red-700 px-2 py-0.5 text-xs font-bold text-white">
                {pkg.savings.label}
              </span>
            </>
          )}
        </p>
        {pkg.savings && (
          <p className="mt-1 text-sm text-slate-700">
            {t('section.youSave', { amount: pkg.savings.formatted })}
          </p>
        )}
        <p className="mt-1 text-sm text-slate-700" data-testid="pro-package-tax">
          {pkg.taxRatePercent > 0 ? t('detail.tax', { rate: pkg.taxRatePercent }) : t('detail.noTax')}
        </p>
        <p className="mt-3 text-sm text-slate-700">{t('detail.days', { count: pkg.durationDays })}</p>
        <div className="mt-4" data-testid="pro-package-buy">
          <AddToBasket
            productType="pro_package"
            productId={pkg.id}
            title={pkg.title}
            price={pkg.price.formatted}
            readMoreHref="#pro-package-features"
          />
        </div>
      </section>
      <section className="mt-8" aria-labelledby="pro-package-features">
        <h2 id="pro-package-features" className="text-xl font-semibold text-slate-900">
          {t('detail.features')}
        </h2>
        <ul className="mt-3 space-y-2 text-slate-800" data-testid="pro-package-features">
          {pkg.features.map((feature) => (
            <li key={feature} className="flex gap-2">
              <CheckIcon className="mt-1 h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}
