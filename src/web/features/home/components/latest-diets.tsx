import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { clampLatestDietsLimit, type LatestDiet } from '../../../../core/contracts/home';
import { formatNumber } from '../../../../core/domain/format';
import type { Locale } from '../../../../core/i18n/locales';
import { Notice } from '../../../components/ui/notice';
import { linkClass } from '../../../components/ui/styles';
import { appConfig } from '../../../lib/app-config';
import { useLocale } from '../../../lib/use-locale';
import { latestDietsOptions } from '../api/home-api';

/** Where the list's messages come from: the home tabs' keys (HOME-07) or the block's own (HOME-12). */
type Messages = 'tabs' | 'block';
const MESSAGE_KEYS = {
  tabs: {
    missingKey: 'homepage.tabs.error.missing_api_key',
    loadFailed: 'homepage.tabs.error.load_failed',
    empty: 'homepage.tabs.empty',
  },
  block: {
    missingKey: 'homepage.tabs.error.missing_api_key',
    loadFailed: 'latestDiets.loadFailed',
    empty: 'latestDiets.empty',
  },
} as const;

function dateText(iso: string, locale: Locale) {
  const date = new Date(`${iso}T12:00:00Z`);
  return Number.isNaN(date.getTime())
    ? iso
    : new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

function DietCard({ diet, locale }: { diet: LatestDiet; locale: Locale }) {
  const { t } = useTranslation('home');
  return (
    <li
      className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
      data-testid="latest-diet"
    >
      <div className="aspect-[16/9] bg-brand-50">
        {diet.image && (
          <img
            src={diet.image}
            alt=""
            width={480}
            height={270}
            loading="lazy"
            decoding="async"
            className="h-full w-full object-cover"
          />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600">
          {diet.tag && (
            <span className="rounded-full bg-brand-100 px-2 py-0.5 font-semibold text-brand-900">
              {diet.tag}
            </span>
          )}
          <time dateTime={diet.date}>{dateText(diet.date, locale)}</time>
          <span>{t('latestDiets.duration', { count: diet.duration })}</span>
          <span>{t('latestDiets.calories', { kcal: formatNumber(diet.calories, locale, 0) })}</span>
        </p>
        <h3 className="text-lg font-semibold text-slate-900">{diet.title}</h3>
        <p className="text-sm text-slate-700">{diet.description}</p>
        {diet.focus.length > 0 && (
          <ul className="flex flex-wrap gap-1.5" aria-label={t('latestDiets.focus')}>
            {diet.focus.map((focus) => (
              <li
                key={focus}
                className="rounded-full border border-slate-300 px-2 py-0.5 text-xs text-slate-700"
              >
                {focus}
              </li>
            ))}
          </ul>
        )}
        <p className="mt-auto flex flex-wrap gap-x-4 gap-y-1 pt-2 text-sm">
          <Link to={diet.href} className={linkClass}>
            {t('latestDiets.read')}
            <span className="sr-only">: {diet.title}</span>
          </Link>
          <Link to={diet.hrefSchemaExample} className={linkClass}>
            {t('latestDiets.example')}
            <span className="sr-only">: {diet.title}</span>
          </Link>
        </p>
      </div>
    </li>
  );
}

/** HOME-12: outlines of the cards while the list loads, at their final size. */
function Skeletons({ count }: { count: number }) {
  return Array.from({ length: count }, (_, i) => (
    <li
      key={i}
      aria-hidden="true"
      data-testid="latest-diet-skeleton"
      className="flex animate-pulse flex-col overflow-hidden rounded-xl border border-slate-200 motion-reduce:animate-none"
    >
      <span className="aspect-[16/9] bg-slate-200" />
      <span className="m-4 h-4 w-1/2 rounded bg-slate-200" />
      <span className="mx-4 h-5 w-3/4 rounded bg-slate-200" />
      <span className="m-4 h-12 rounded bg-slate-100" />
    </li>
  ));
}

/**
 * The newest diet templates (HOME-02, HOME-03, HOME-09..12): `limit` clamped to 1..15, 3 when not given;
 * loading outlines, an error warning, an empty message, or the grid of cards.
 */
export function LatestDiets({
  limit,
  messages = 'block',
  enabled = true,
}: {
  limit?: unknown;
  messages?: Messages;
  enabled?: boolean;
}) {
  const { t } = useTranslation('home');
  const locale = useLocale();
  const count = clampLatestDietsLimit(limit);
  const hasKey = !!appConfig.apiKey && appConfig.apiKey.trim() !== '';
  const diets = useQuery({ ...latestDietsOptions(locale, count), enabled: hasKey && enabled });
  const keys = MESSAGE_KEYS[messages];
  const grid = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';
  if (!hasKey)
    return (
      <Notice tone="warning" testId="latest-diets-missing-key">
        {t(keys.missingKey)}
      </Notice>
    );
  if (diets.isError)
    return (
      <Notice tone="warning" testId="latest-diets-error">
        {t(keys.loadFailed)}
      </Notice>
    );
  if (diets.data?.length === 0)
    return (
      <p className="text-slate-700" data-testid="latest-diets-empty">
        {t(keys.empty)}
      </p>
    );
  return (
    <ul className={grid} data-testid="latest-diets" aria-busy={diets.isPending || undefined}>
      {diets.data ? (
        diets.data.map((diet) => <DietCard key={diet.id} diet={diet} locale={locale} />)
      ) : (
        <Skeletons count={Math.min(count, 3)} />
      )}
    </ul>
  );
}
