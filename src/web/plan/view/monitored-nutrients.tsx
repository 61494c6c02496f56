import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../core/domain/format';
import type { Locale } from '../../../core/i18n/locales';

export interface MonitoredRow {
  code: string;
  name: string;
  unit: string;
  /** Undefined when an edit left it unknown until the foods' details arrive. */
  value: number | undefined;
  target: number;
}

/** Monitored nutrients against their targets: amount, target, share, a bar and the share in words. */
export function MonitoredNutrients({ rows, locale }: { rows: MonitoredRow[]; locale: Locale }) {
  const { t } = useTranslation('planner');
  return (
    <ul className="mt-2 space-y-2 text-sm" data-testid="monitored-nutrients">
      {rows.map((row) => {
        const share =
          row.value !== undefined && row.target > 0 ? Math.round((row.value / row.target) * 100) : null;
        const tone =
          share === null
            ? 'bg-slate-300'
            : share < 80
              ? 'bg-amber-500'
              : share > 150
                ? 'bg-red-600'
                : 'bg-green-600';
        return (
          <li key={row.code}>
            <div className="flex flex-wrap justify-between gap-2">
              <span className="font-medium">{row.name}</span>
              <span className="tabular-nums">
                {row.value === undefined
                  ? t('monitored.pending')
                  : t('monitored.value', {
                      value: formatNumber(row.value, locale, 1),
                      target: formatNumber(row.target, locale, 1),
                      unit: row.unit,
                    })}
                {share !== null && ` (${t('monitored.share', { value: share })})`}
              </span>
            </div>
            {share !== null && (
              <div className="mt-1 h-1.5 w-full overflow-hidden rounded-full bg-slate-200" aria-hidden>
                <div className={`h-full ${tone}`} style={{ width: `${Math.min(100, share)}%` }} />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
