import type { TFunction } from 'i18next';
import { INTL_TAGS, type Locale } from '../i18n/locales';

/**
 * A saved diet's default name: "Plan 7 dni · 2 016 kcal · 24.11.2026" / "7-Tage-Plan · 2.016 kcal · 24.11.2026" /
 * "7-day plan · 2,016 kcal · Nov 24, 2026" — what it is at a glance; a name the user already has gets " (2)",
 * " (3)" … so every default name stays distinct.
 */
export function defaultDietName(
  t: TFunction,
  locale: Locale,
  meta: { planDuration: number; targetCalories: number; startDate: string },
  taken: ReadonlySet<string>,
): string {
  const [year, month, day] = meta.startDate.split('-').map(Number);
  const date = new Intl.DateTimeFormat(INTL_TAGS[locale], {
    day: 'numeric',
    month: locale === 'en' ? 'short' : '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year!, month! - 1, day!)));
  const kcal = new Intl.NumberFormat(INTL_TAGS[locale], { maximumFractionDigits: 0 }).format(
    meta.targetCalories,
  );
  const base = t('errors:dietDefaultName', { count: meta.planDuration, kcal, date });
  let name = base;
  for (let n = 2; taken.has(name); n++) name = `${base} (${n})`;
  return name;
}
