import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlanDayInput } from '../../../core/contracts/diet-plan';
import { clampRange, gramsPerFood, shoppingList, totalGrams } from '../../../core/domain/plan/shopping-list';
import type { Locale } from '../../../core/i18n/locales';
import { appConfig } from '../../lib/app-config';
import { useLocale } from '../../lib/use-locale';
import { Button } from '../../components/ui/button';
import { inputClass } from '../../components/ui/styles';
import { useFoodInfo } from '../editor/use-food-info';

export interface ShoppingListProps {
  plan: PlanDayInput[];
}

const PRINT_ROOT = 'shopping-list';

/** While printing the list, only the list is printed (the plan has its own printable view). */
const PRINT_CSS = `@media print {
  body * { visibility: hidden !important; }
  [data-print-root="${PRINT_ROOT}"], [data-print-root="${PRINT_ROOT}"] * { visibility: visible !important; }
  [data-print-root="${PRINT_ROOT}"] { position: absolute; left: 0; top: 0; width: 100%; padding: 0; border: 0; box-shadow: none; }
  [data-print-root="${PRINT_ROOT}"] [data-print-hide] { display: none !important; }
  [data-print-root="${PRINT_ROOT}"] section { break-inside: avoid; }
}`;

function formatDate(date: string, locale: Locale): string {
  const value = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(value.getTime())
    ? date
    : new Intl.DateTimeFormat(locale, {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        timeZone: 'UTC',
      }).format(value);
}

/**
 * The shopping list (issue 6 item 10, beyond the spec): grams per food summed over the chosen days' meals,
 * grouped by food group, sorted by name in the page's language; printable on its own.
 */
export function ShoppingList({ plan }: ShoppingListProps) {
  const { t } = useTranslation('planEditor');
  const locale = useLocale();
  const id = useId();
  const [range, setRange] = useState({ from: 0, to: Number.MAX_SAFE_INTEGER });
  const [checked, setChecked] = useState<ReadonlySet<number>>(new Set());
  const [printing, setPrinting] = useState(false);
  const { from, to } = clampRange(range, plan.length);
  const ids = useMemo(() => [...gramsPerFood(plan, { from, to }).keys()], [plan, from, to]);
  const info = useFoodInfo(ids, locale, { withGroups: true });
  const groups = shoppingList(plan, { from, to }, info.foods, locale, (foodId) =>
    t('shopping.unknownFood', { id: foodId }),
  );

  useEffect(() => {
    if (!printing) return;
    const done = () => setPrinting(false);
    window.addEventListener('afterprint', done);
    window.print();
    return () => window.removeEventListener('afterprint', done);
  }, [printing]);

  if (plan.length === 0) return null;

  const number = (value: number, digits = 0) =>
    new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);
  const weight = (grams: number) =>
    grams >= 1000
      ? t('shopping.kg', { value: number(grams / 1000, 2) })
      : t('shopping.g', { value: number(grams) });
  const dayLabel = (index: number) =>
    t('shopping.day', { number: index + 1, date: formatDate(plan[index]!.date, locale) });
  const foodCount = groups.reduce((sum, group) => sum + group.items.length, 0);

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      data-print-root={PRINT_ROOT}
      data-testid="shopping-list"
    >
      {printing && <style nonce={appConfig.styleNonce ?? undefined}>{PRINT_CSS}</style>}
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={`${id}-title`} className="text-xl font-semibold">
          {t('shopping.title')}
        </h2>
        <Button data-print-hide onClick={() => setPrinting(true)} disabled={foodCount === 0}>
          {t('shopping.print')}
        </Button>
      </div>

      <div className="flex flex-wrap gap-3" data-print-hide>
        <div className="space-y-1">
          <label htmlFor={`${id}-from`} className="block text-sm font-medium">
            {t('shopping.from')}
          </label>
          <select
            id={`${id}-from`}
            className={inputClass}
            value={from}
            onChange={(event) => {
              const next = Number(event.target.value);
              setRange({ from: next, to: Math.max(next, to) });
            }}
          >
            {plan.map((day, index) => (
              <option key={`${day.date}-${index}`} value={index}>
                {dayLabel(index)}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1">
          <label htmlFor={`${id}-to`} className="block text-sm font-medium">
            {t('shopping.to')}
          </label>
          <select
            id={`${id}-to`}
            className={inputClass}
            value={to}
            onChange={(event) => {
              const next = Number(event.target.value);
              setRange({ from: Math.min(from, next), to: next });
            }}
          >
            {plan.map((day, index) => (
              <option key={`${day.date}-${index}`} value={index}>
                {dayLabel(index)}
              </option>
            ))}
          </select>
        </div>
      </div>

      <p className="font-medium" data-testid="shopping-summary">
        {t('shopping.summary', {
          count: foodCount,
          from: dayLabel(from),
          to: dayLabel(to),
          weight: weight(totalGrams(groups)),
        })}
      </p>

      {info.isError ? (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900"
        >
          {t('shopping.error')}
          <Button variant="secondary" onClick={() => void info.refetch()} data-print-hide>
            {t('shopping.retry')}
          </Button>
        </div>
      ) : info.isPending ? (
        <div role="status" aria-label={t('loading')} className="space-y-2">
          {[0, 1, 2].map((n) => (
            <div key={n} className="h-5 animate-pulse rounded bg-slate-100" />
          ))}
        </div>
      ) : foodCount === 0 ? (
        <p className="text-slate-700">{t('shopping.empty')}</p>
      ) : (
        <div className="grid gap-6 sm:grid-cols-2 print:grid-cols-2">
          {groups.map((group, index) => {
            const groupName = group.name ?? t('shopping.other');
            const headingId = `${id}-group-${index}`;
            return (
              <section key={groupName} aria-labelledby={headingId}>
                <h3 id={headingId} className="mb-2 border-b border-slate-200 pb-1 font-semibold">
                  {groupName}
                </h3>
                <ul className="space-y-1">
                  {group.items.map((item) => (
                    <li key={item.foodId}>
                      <label className="flex items-baseline gap-2">
                        <input
                          type="checkbox"
                          className="h-4 w-4 accent-brand-800"
                          checked={checked.has(item.foodId)}
                          onChange={() =>
                            setChecked((current) => {
                              const next = new Set(current);
                              if (!next.delete(item.foodId)) next.add(item.foodId);
                              return next;
                            })
                          }
                        />
                        <span
                          className={`flex-1 ${checked.has(item.foodId) ? 'text-slate-500 line-through' : ''}`}
                        >
                          {item.name}
                        </span>
                        <span className="tabular-nums text-slate-700">{weight(item.grams)}</span>
                      </label>
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
        </div>
      )}
    </section>
  );
}
