import type { ProPackage, ProPackagesResponse } from '../../../core/contracts/pro-packages';
import { currencyForLocale } from '../../../core/domain/format';
import type { Locale } from '../../../core/i18n/locales';
import { NotFoundError } from '../../errors';
import { keptPerRevision } from '../../lib/revision-cache';
import { presentProPackage } from './pro-packages.presenter';
import type { ProPackagesRepo } from './pro-packages.repo';

/**
 * The professional packages (B §2 "Professional packages section", §3; issue 18 A5): every package in the
 * page's language and its currency (DECISIONS CONST-02), for the pricing cards, and one package for its page.
 * Answers are kept while the catalogue's revision stands (an import bumps it).
 */
export function createProPackagesService(repo: ProPackagesRepo) {
  const list = keptPerRevision(repo.revision, async (locale: Locale): Promise<ProPackagesResponse> => {
    const currency = currencyForLocale(locale);
    const packages = (await repo.list(currency)).map((row) => presentProPackage(row, locale));
    return { packages, meta: { currency, count: packages.length }, error: null };
  });

  return {
    list,
    async detail(id: number, locale: Locale): Promise<ProPackage> {
      const row = await repo.findById(id, currencyForLocale(locale));
      if (!row) throw new NotFoundError();
      return presentProPackage(row, locale);
    },
  };
}

export type ProPackagesService = ReturnType<typeof createProPackagesService>;
