import type { ProPackage, ProPackageAmount } from '../../../core/contracts/pro-packages';
import { formatPrice } from '../../../core/domain/format';
import { savingsOf } from '../../../core/domain/pro-packages';
import type { Locale } from '../../../core/i18n/locales';
import { pageHref } from '../../../core/routes';
import { translatorFor } from '../../i18n';
import type { ProPackageRow } from './pro-packages.repo';

/** A JSON array of texts as stored; anything else reads as none. */
function textList(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

const amount = (minor: number, currency: string, locale: Locale): ProPackageAmount => ({
  formatted: formatPrice(minor / 100, locale, currency),
  minor,
  currency,
});

/**
 * HOME-19: a package in the page's language and currency. The saving is computed here, never stored
 * (`savingsOf`: regular minus final; a longer package's regular price is its months in monthly packages), and
 * labelled in the page's language ("Save 25%"); null when the package saves nothing.
 */
export function presentProPackage(row: ProPackageRow, locale: Locale): ProPackage {
  const saved = savingsOf(row.regular_minor, row.final_minor);
  const slug = row[`slug_${locale}`];
  return {
    id: row.id,
    key: row.key,
    title: row[`name_${locale}`],
    timeFeatureShort: row[`time_feature_${locale}`],
    description: row[`description_${locale}`],
    durationDays: row.duration_days,
    seats: row.seats,
    price: amount(row.final_minor, row.currency, locale),
    originalPrice: amount(row.regular_minor, row.currency, locale),
    savings: saved && {
      label: translatorFor(locale)('proPackages:savings', { percent: saved.percent }),
      formatted: formatPrice(saved.minor / 100, locale, row.currency),
      minor: saved.minor,
      percent: saved.percent,
    },
    taxRatePercent: row.tax_rate_bp / 100,
    features: textList(row[`features_${locale}`]),
    link: pageHref('proPackageDetail', locale, { idSlug: `${row.id}-${slug}` }),
  };
}
