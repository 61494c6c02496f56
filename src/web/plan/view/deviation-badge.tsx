import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../core/domain/format';
import { kcalDeviation, type DeviationBand } from '../../../core/domain/plan/plan-view';
import type { Locale } from '../../../core/i18n/locales';

/** Colour and text together: the band is never told by colour alone. */
const BAND_STYLE: Record<DeviationBand, string> = {
  within3: 'border-green-700 bg-green-50 text-green-900',
  within7: 'border-lime-700 bg-lime-50 text-lime-900',
  within10: 'border-amber-600 bg-amber-50 text-amber-950',
  beyond: 'border-red-700 bg-red-50 text-red-900',
};

const BAND_DOT: Record<DeviationBand, string> = {
  within3: 'bg-green-600',
  within7: 'bg-lime-500',
  within10: 'bg-amber-500',
  beyond: 'bg-red-600',
};

export function DeviationBadge({
  calories,
  target,
  locale,
  compact = false,
}: {
  calories: number;
  target: number;
  locale: Locale;
  compact?: boolean;
}) {
  const { t } = useTranslation('planner');
  const { percent, band } = kcalDeviation(calories, target);
  const signed = `${percent > 0 ? '+' : percent < 0 ? '−' : '±'}${formatNumber(Math.abs(percent), locale, 1)} %`;
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-sm font-medium ${BAND_STYLE[band]}`}
      data-band={band}
      data-testid="deviation"
    >
      <span aria-hidden className={`inline-block h-2.5 w-2.5 rounded-full ${BAND_DOT[band]}`} />
      {compact ? signed : t('deviation.text', { value: signed, band: t(`deviation.bands.${band}`) })}
      {compact && <span className="sr-only">{t(`deviation.bands.${band}`)}</span>}
    </span>
  );
}
