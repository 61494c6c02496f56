import { useTranslation } from 'react-i18next';
import type { FoodAnalysis } from '../../../../core/contracts/food-recognition';
import { formatNumber } from '../../../../core/domain/format';
import { INTL_TAGS, type Locale } from '../../../../core/i18n/locales';
import { Button } from '../../../components/ui/button';
import { THUMB_SIZE } from '../lib/image-file';

/**
 * IMG-30…32: the analyses saved in this browser, newest first: the photo's thumbnail, when, the food, the
 * weight and the energy (an estimate says so), and a way to clear them.
 */
export function AnalysisHistory({
  analyses,
  locale,
  onClear,
}: {
  analyses: FoodAnalysis[];
  locale: Locale;
  onClear: () => void;
}) {
  const { t } = useTranslation('imageToKcal');
  const dates = new Intl.DateTimeFormat(INTL_TAGS[locale], { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section aria-labelledby="analysis-history-title" className="mt-12" data-testid="analysis-history">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="analysis-history-title" className="text-2xl font-semibold text-slate-900">
            {t('history.title')}
          </h2>
          <p className="text-sm text-slate-600">{t('history.intro')}</p>
        </div>
        {analyses.length > 0 && (
          <Button variant="secondary" onClick={onClear} data-testid="analysis-history-clear">
            {t('history.clear')}
          </Button>
        )}
      </div>
      {analyses.length === 0 ? (
        <p className="mt-4 text-slate-700" data-testid="analysis-history-empty">
          {t('history.empty')}
        </p>
      ) : (
        <ul className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {analyses.map((analysis) => {
            const food = analysis.recognitions[0];
            return (
              <li
                key={analysis.id}
                className="flex min-w-0 items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm"
                data-testid="analysis-history-item"
              >
                {analysis.imageThumb ? (
                  <img
                    src={analysis.imageThumb}
                    alt=""
                    width={64}
                    height={64}
                    className="h-16 w-16 shrink-0 rounded-lg object-cover"
                    style={{ maxWidth: THUMB_SIZE }}
                  />
                ) : (
                  <span aria-hidden="true" className="h-16 w-16 shrink-0 rounded-lg bg-slate-100" />
                )}
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium text-slate-900" data-testid="analysis-history-food">
                    {food?.name ?? t('history.unknownFood')}
                  </p>
                  <p className="text-sm text-slate-700">
                    <span data-testid="analysis-history-weight">
                      {t('history.weight', { value: formatNumber(analysis.weight, locale, 0) })}
                    </span>
                    {' · '}
                    <span data-testid="analysis-history-kcal">
                      {t(analysis.nutrition.estimate ? 'history.kcalEstimate' : 'history.kcal', {
                        value: formatNumber(analysis.nutrition.calories, locale, 0),
                      })}
                    </span>
                  </p>
                  <p className="text-xs text-slate-600">
                    <time dateTime={analysis.createdAt}>{dates.format(new Date(analysis.createdAt))}</time>
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
