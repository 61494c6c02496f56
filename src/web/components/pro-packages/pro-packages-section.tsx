import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ProPackage } from '../../../core/contracts/pro-packages';
import { PRO_PACKAGE_FADE_IN_MS, PRO_PACKAGE_SKELETONS } from '../../../core/domain/pro-packages';
import { Notice } from '../ui/notice';
import { appConfig } from '../../lib/app-config';
import { useLocale } from '../../lib/use-locale';
import { packagesErrorText, proPackagesOptions } from './pro-packages-api';
import { ProPackageCard } from './pro-package-card';

const GRID = 'grid gap-6 md:grid-cols-2 lg:grid-cols-3';

/** HOME-14: a card's outline while the packages load. */
function SkeletonCard() {
  return (
    <li
      aria-hidden="true"
      data-testid="pro-package-skeleton"
      className="flex animate-pulse flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-6 motion-reduce:animate-none"
    >
      <span className="h-6 w-2/3 rounded bg-slate-200" />
      <span className="h-4 w-1/3 rounded bg-slate-200" />
      <span className="mt-2 h-9 w-1/2 rounded bg-slate-200" />
      {Array.from({ length: 5 }, (_, i) => (
        <span key={i} className="h-3 w-full rounded bg-slate-100" />
      ))}
      <span className="mt-4 h-10 w-full rounded bg-slate-200" />
    </li>
  );
}

/** HOME-15: the cards turn visible 60 ms after they appear (a CSS transition does the fade). */
function PackageCards({ packages, fadeIn }: { packages: ProPackage[]; fadeIn: boolean }) {
  const [shown, setShown] = useState(!fadeIn);
  useEffect(() => {
    if (shown) return;
    const timer = setTimeout(() => setShown(true), PRO_PACKAGE_FADE_IN_MS);
    return () => clearTimeout(timer);
  }, [shown]);
  return (
    <ul className={GRID} data-testid="pro-packages">
      {packages.map((pkg, index) => (
        <ProPackageCard key={pkg.id} pkg={pkg} index={index} shown={shown} />
      ))}
    </ul>
  );
}

/**
 * The professional packages' pricing section (B §2, HOME-13..24): without the public key a "Missing API key"
 * warning; while loading 3 skeleton cards; a failure shows the server's error text, else the default one; no
 * packages, a message; else the cards. Cards that replace the skeletons fade in; cards that are there from the
 * start (a page the server rendered, an answer already cached) show at once, so a page without JavaScript
 * shows them too.
 */
export function ProPackagesSection({ title, enabled = true }: { title?: string; enabled?: boolean }) {
  const { t } = useTranslation('proPackages');
  const locale = useLocale();
  const hasKey = !!appConfig.apiKey && appConfig.apiKey.trim() !== '';
  const packages = useQuery({ ...proPackagesOptions(locale), enabled: hasKey && enabled });
  const [fadeIn] = useState(() => packages.data === undefined);
  let body;
  if (!hasKey)
    body = (
      <Notice tone="warning" testId="pro-packages-missing-key">
        {t('section.missingKey')}
      </Notice>
    );
  else if (packages.isPending)
    body = (
      <>
        <p role="status" className="sr-only">
          {t('section.loading')}
        </p>
        <ul className={GRID} data-testid="pro-packages-loading">
          {Array.from({ length: PRO_PACKAGE_SKELETONS }, (_, i) => (
            <SkeletonCard key={i} />
          ))}
        </ul>
      </>
    );
  else if (packages.isError)
    body = (
      <Notice tone="error" testId="pro-packages-error">
        {packagesErrorText(packages.error, t('section.loadFailed'))}
      </Notice>
    );
  else if (packages.data.packages.length === 0)
    body = (
      <p className="text-slate-700" data-testid="pro-packages-empty">
        {t('section.empty')}
      </p>
    );
  else body = <PackageCards packages={packages.data.packages} fadeIn={fadeIn} />;
  return (
    <section aria-labelledby="pro-packages-heading" data-testid="pro-packages-section">
      <h2 id="pro-packages-heading" className="mb-6 text-2xl font-bold text-slate-900">
        {title ?? t('section.heading')}
      </h2>
      {body}
    </section>
  );
}
