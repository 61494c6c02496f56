import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EBOOK_HOME_DESCRIPTION } from '../../../../core/contracts/ebook-options';
import { api } from '../../../../core/routes';
import { apiClient } from '../../../lib/api-client';
import { appConfig } from '../../../lib/app-config';
import { useLocale } from '../../../lib/use-locale';
import { buttonClass } from '../../../components/ui/styles';
import { plainDescription } from '../lib/latest-articles';

/**
 * The home page's e-book list (B §2, EBOOK-37..40): category pills with "All", a two-column grid of cards
 * (cover, name, description cut to 120 characters, price with the regular one struck out, a link button).
 */
export function EbookList({ enabled = true }: { enabled?: boolean }) {
  const { t } = useTranslation('home');
  const locale = useLocale();
  const [category, setCategory] = useState<string | null>(null);
  const hasKey = !!appConfig.apiKey && appConfig.apiKey.trim() !== '';
  const categories = useQuery({
    queryKey: ['home', 'ebookCategories', locale],
    queryFn: async ({ signal }) =>
      (await apiClient.call(api.api_frontend_ebook_categories, { query: { _locale: locale }, signal }))
        .categories,
    enabled: hasKey && enabled,
    staleTime: Infinity,
  });
  const list = useQuery({
    queryKey: ['home', 'ebooks', locale, category],
    queryFn: async ({ signal }) =>
      (
        await apiClient.call(api.api_frontend_ebook_list, {
          query: { _locale: locale, ...(category ? { category } : {}) },
          signal,
        })
      ).ebooks,
    enabled: hasKey && enabled,
    placeholderData: keepPreviousData,
  });
  if (!hasKey) return null;
  const pill = (active: boolean) =>
    `rounded-full border px-3 py-1.5 text-sm ${active ? 'border-brand-800 bg-brand-800 text-white' : 'border-slate-300 bg-white text-slate-800 hover:border-brand-700'}`;
  return (
    <section
      aria-labelledby="home-ebooks-heading"
      className="mx-auto max-w-7xl px-4 py-12"
      data-testid="home-ebooks"
    >
      <h2 id="home-ebooks-heading" className="text-2xl font-bold">
        {t('ebooks.heading')}
      </h2>
      <ul className="mt-4 flex flex-wrap gap-2" aria-label={t('ebooks.categories')}>
        <li>
          <button
            type="button"
            aria-pressed={category === null}
            className={pill(category === null)}
            onClick={() => setCategory(null)}
          >
            {t('ebooks.all')}
          </button>
        </li>
        {(categories.data ?? [])
          .filter((entry) => entry.filterable)
          .map((entry) => (
            <li key={entry.find}>
              <button
                type="button"
                aria-pressed={category === entry.find}
                className={pill(category === entry.find)}
                onClick={() => setCategory(entry.find)}
              >
                {entry.name}
              </button>
            </li>
          ))}
      </ul>
      {list.isError ? (
        <p role="alert" className="mt-6 rounded-md border border-amber-400 bg-amber-50 p-4 text-amber-900">
          {t('ebooks.loadFailed')}
        </p>
      ) : (
        <ul
          className="mt-6 grid gap-6 md:grid-cols-2"
          data-testid="home-ebook-cards"
          aria-busy={list.isFetching || undefined}
        >
          {(list.data ?? []).map((ebook) => (
            <li
              key={ebook.id}
              className="flex gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
            >
              {ebook.image && (
                <img
                  src={ebook.image}
                  alt=""
                  width={96}
                  height={128}
                  loading="lazy"
                  className="h-32 w-24 shrink-0 rounded object-cover"
                />
              )}
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <h3 className="font-semibold text-slate-900">{ebook.name}</h3>
                <p className="text-sm text-slate-700" data-testid="home-ebook-description">
                  {plainDescription(ebook.description, EBOOK_HOME_DESCRIPTION)}
                </p>
                {ebook.price && (
                  <p className="flex flex-wrap items-baseline gap-2">
                    <span className="font-bold text-slate-900">{ebook.price.finalFormatted}</span>
                    {ebook.price.hasDiscount && (
                      <s className="text-sm text-slate-600">{ebook.price.regularFormatted}</s>
                    )}
                  </p>
                )}
                {ebook.link && (
                  <Link to={ebook.link} className={`${buttonClass('small')} mt-auto self-start`}>
                    {t('ebooks.view')}
                    <span className="sr-only">: {ebook.name}</span>
                  </Link>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
