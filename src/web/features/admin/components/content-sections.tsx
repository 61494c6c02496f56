import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ARTICLE_STATUSES, type ArticleStatus } from '../../../../core/contracts/admin-content';
import { useSearchText } from '../../../components/catalogue/search-box';
import { Button } from '../../../components/ui/button';
import { useLocale } from '../../../lib/use-locale';
import {
  articlesOptions,
  packagesOptions,
  promotionsOptions,
  type AdminArticleRow,
  type AdminPackageRow,
  type AdminPromotionRow,
  type ArticlesFilter,
} from '../api/content-api';
import { formatDateTime } from '../lib/format';
import { pageOf, useAdminParams } from '../lib/section-params';
import { ArticleEditor, StatusBadge } from './article-editor';
import { PackageDialog } from './content-package-dialog';
import { formatMinor } from './order-parts';
import { PromotionDialog } from './content-promotion-dialog';
import { FilterSelect, ListBody, ListSkeleton, LoadError, SearchField, SearchForm } from './list-parts';

const isStatus = (value: string | null): value is ArticleStatus =>
  (ARTICLE_STATUSES as readonly (string | null)[]).includes(value);

/** Articles (issue 24 A2): the list (search, status, pages); `?article=<id>` or `new` opens the editor. */
export function ArticlesSection() {
  const { params } = useAdminParams();
  const open = params.get('article');
  const id = open && /^[1-9]\d{0,9}$/.test(open) ? Number(open) : null;
  return <ArticlesList editing={open === 'new' ? 'new' : id} />;
}

function ArticlesList({ editing }: { editing: number | 'new' | null }) {
  const { t } = useTranslation('adminContent');
  const { params, update, hrefWith } = useAdminParams();
  const q = params.get('q') ?? '';
  const status = params.get('status');
  const filter: ArticlesFilter = {
    ...(q ? { q } : {}),
    ...(isStatus(status) ? { status } : {}),
    page: pageOf(params.get('page')),
  };
  const [text, setText] = useSearchText(q, (next) => update({ q: next, page: null }));
  const list = useQuery(articlesOptions(filter));

  if (editing !== null) {
    if (list.isPending) return <ListSkeleton label={t('articles.loading')} />;
    if (list.isError) return <LoadError error={list.error} onRetry={() => void list.refetch()} />;
    return (
      <ArticleEditor
        key={editing}
        id={editing === 'new' ? null : editing}
        categories={list.data.categories}
      />
    );
  }
  return (
    <>
      <Link
        to={hrefWith({ article: 'new' })}
        className="mb-4 inline-block rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
        data-testid="admin-article-new"
      >
        {t('articles.new')}
      </Link>
      <SearchForm onSearch={() => update({ q: text.trim(), page: null })}>
        <SearchField
          id="admin-articles-search"
          label={t('articles.search')}
          value={text}
          placeholder={t('articles.searchPlaceholder')}
          testId="admin-articles-search"
          onChange={setText}
        />
        <FilterSelect
          id="admin-articles-status"
          label={t('articles.statusFilter')}
          value={filter.status ?? ''}
          options={[
            { value: '', label: t('articles.allStatuses') },
            ...ARTICLE_STATUSES.map((s) => ({ value: s, label: t(`articles.statuses.${s}`) })),
          ]}
          onChange={(value) => update({ status: value, page: null })}
        />
      </SearchForm>
      <ListBody list={list} summaryKey="adminContent:articles.summary" emptyText={t('articles.empty')}>
        {(data) => (
          <ul className="space-y-2" data-testid="admin-articles">
            {data.items.map((article) => (
              <ArticleRow key={article.id} article={article} href={hrefWith({ article: article.id })} />
            ))}
          </ul>
        )}
      </ListBody>
    </>
  );
}

function ArticleRow({ article, href }: { article: AdminArticleRow; href: string }) {
  const locale = useLocale();
  return (
    <li>
      <Link
        to={href}
        className="block rounded-lg border border-slate-200 bg-white p-3 hover:border-brand-700 focus-visible:border-brand-700"
        data-testid="admin-article-row"
      >
        <span className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <span className="font-semibold break-words text-slate-900">{article.titles[locale]}</span>
          <StatusBadge status={article.status} />
        </span>
        <span className="mt-1 flex flex-wrap gap-x-3 text-sm text-slate-700">
          <span className="break-all">{article.key}</span>
          <time dateTime={article.publishedAt}>{article.publishedAt}</time>
        </span>
      </Link>
    </li>
  );
}

/** Editing: a new one (null) or an existing one; closed: undefined. */
type Editing<T> = T | null | undefined;

/** Promotions with their validity windows (issue 24 A2): the list, a new one, a change of window or discount. */
export function PromotionsSection() {
  const { t } = useTranslation('adminContent');
  const locale = useLocale();
  const list = useQuery(promotionsOptions());
  const [editing, setEditing] = useState<Editing<AdminPromotionRow>>(undefined);

  let body;
  if (list.isPending) body = <ListSkeleton label={t('promotions.loading')} />;
  else if (list.isError) body = <LoadError error={list.error} onRetry={() => void list.refetch()} />;
  else if (list.data.promotions.length === 0)
    body = (
      <p className="rounded-xl border border-slate-200 bg-white p-4 text-slate-700">
        {t('promotions.empty')}
      </p>
    );
  else
    body = (
      <ul className="space-y-2" data-testid="admin-promotions">
        {list.data.promotions.map((promotion) => (
          <li
            key={promotion.id}
            className="rounded-lg border border-slate-200 bg-white p-3 text-sm"
            data-testid="admin-promotion-row"
          >
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <span className="font-mono font-semibold break-all text-slate-900">{promotion.key}</span>
              <span className="text-slate-700">
                {t(`promotions.statuses.${promotion.status}`)} ·{' '}
                {t('promotions.discountValue', { percent: promotion.discountPercent })}
              </span>
            </div>
            <p className="mt-1 text-slate-800">
              {t(`promotions.productTypes.${promotion.productType}`)} ·{' '}
              {t('promotions.window', {
                from: formatDateTime(promotion.startsAt, locale),
                to: formatDateTime(promotion.endsAt, locale),
              })}
            </p>
            <Button variant="small" className="mt-2" onClick={() => setEditing(promotion)}>
              {t('promotions.edit')}
            </Button>
          </li>
        ))}
      </ul>
    );

  return (
    <>
      <Button className="mb-4" onClick={() => setEditing(null)} data-testid="admin-promotion-new">
        {t('promotions.new')}
      </Button>
      {body}
      {editing !== undefined && (
        <PromotionDialog
          key={editing?.id ?? 'new'}
          promotion={editing}
          onClose={() => setEditing(undefined)}
        />
      )}
    </>
  );
}

/** Professional packages (issue 24 A2): the pricing cards' order, texts, duration, seats and prices. */
export function PackagesSection() {
  const { t } = useTranslation('adminContent');
  const locale = useLocale();
  const list = useQuery(packagesOptions());
  const [editing, setEditing] = useState<AdminPackageRow | null>(null);

  if (list.isPending) return <ListSkeleton label={t('packages.loading')} />;
  if (list.isError) return <LoadError error={list.error} onRetry={() => void list.refetch()} />;
  return (
    <>
      <p className="mb-4 text-sm text-slate-700">{t('packages.intro')}</p>
      {list.data.packages.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-4 text-slate-700">
          {t('packages.empty')}
        </p>
      ) : (
        <ul className="space-y-2" data-testid="admin-packages">
          {list.data.packages.map((pkg) => (
            <li
              key={pkg.id}
              className="rounded-lg border border-slate-200 bg-white p-3 text-sm"
              data-testid="admin-package-row"
            >
              <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <span className="font-semibold break-words text-slate-900">{pkg.languages[locale].name}</span>
                <span className="text-slate-700">
                  {t('packages.summary', { days: pkg.durationDays, seats: pkg.seats, count: pkg.seats })}
                </span>
              </div>
              <p className="mt-1 flex flex-wrap gap-x-3 text-slate-800">
                {pkg.prices.map((price) => (
                  <span key={price.currency}>{formatMinor(price.finalMinor, price.currency, locale)}</span>
                ))}
              </p>
              <Button variant="small" className="mt-2" onClick={() => setEditing(pkg)}>
                {t('packages.edit')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {editing && <PackageDialog key={editing.id} pkg={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
