import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isLocale, LOCALES } from '../../../../core/i18n/locales';
import { useLocale } from '../../../lib/use-locale';
import { seoKeywordsOptions } from '../api/seo-api';
import { formatDateTime } from '../lib/format';
import { pageOf, useAdminParams } from '../lib/section-params';
import { FilterSelect, ListBody } from './list-parts';

/** What people search for on our site: zero-result queries first (marked), then the most searched. */
export function SeoKeywords() {
  const { t } = useTranslation('adminSeo');
  const locale = useLocale();
  const { params, update } = useAdminParams();
  const chosen = params.get('keywordsLocale');
  const filterLocale = isLocale(chosen) ? chosen : undefined;
  const list = useQuery(
    seoKeywordsOptions({
      ...(filterLocale ? { locale: filterLocale } : {}),
      page: pageOf(params.get('keywordsPage')),
    }),
  );
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">{t('keywords.intro')}</p>
      <div className="max-w-xs">
        <FilterSelect
          id="seo-keywords-locale"
          label={t('keywords.localeFilter')}
          value={filterLocale ?? ''}
          options={[
            { value: '', label: t('keywords.allLocales') },
            ...LOCALES.map((value) => ({ value, label: t(`languages.${value}`) })),
          ]}
          onChange={(value) => update({ keywordsLocale: value, keywordsPage: null })}
        />
      </div>
      <ListBody
        list={list}
        summaryKey="adminSeo:keywords.summary"
        emptyText={t('keywords.empty')}
        pageParam="keywordsPage"
      >
        {(data) => (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm" data-testid="seo-keywords">
              <thead>
                <tr className="border-b border-slate-200">
                  <th scope="col" className="py-2 pr-3">
                    {t('keywords.query')}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {t('keywords.locale')}
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right">
                    {t('keywords.searches')}
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right">
                    {t('keywords.zeroResults')}
                  </th>
                  <th scope="col" className="hidden py-2 pr-3 sm:table-cell">
                    {t('keywords.lastSeen')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((row) => (
                  <tr
                    key={`${row.locale}:${row.query}`}
                    className={`border-b border-slate-100 ${row.zeroResultSearches > 0 ? 'bg-amber-50' : ''}`}
                    data-testid="seo-keyword-row"
                    data-zero={row.zeroResultSearches > 0 || undefined}
                  >
                    <th scope="row" className="py-2 pr-3 font-medium break-all text-slate-900">
                      {row.query}
                      {row.zeroResultSearches > 0 && (
                        <span className="ml-2 rounded bg-amber-200 px-1.5 py-0.5 text-xs font-semibold text-amber-950">
                          {t('keywords.zeroMarker')}
                        </span>
                      )}
                    </th>
                    <td className="py-2 pr-3">{t(`languages.${row.locale}`)}</td>
                    <td className="py-2 pr-3 text-right tabular-nums">{row.searches}</td>
                    <td className="py-2 pr-3 text-right tabular-nums">{row.zeroResultSearches}</td>
                    <td className="hidden py-2 pr-3 text-slate-600 sm:table-cell">
                      <time dateTime={row.lastSeen}>{formatDateTime(row.lastSeen, locale)}</time>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </ListBody>
    </div>
  );
}
