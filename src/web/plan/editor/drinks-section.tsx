import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  coerceCaffeine,
  coerceVolume,
  configDrink,
  DEFAULT_CUSTOM_DRINK,
  DRINK_KINDS,
  isDrinkKind,
  isValidCustomDrink,
  MAX_DRINKS_PER_DAY,
  type CustomDrink,
  type PlanDay,
} from '../../../core/domain/plan/day-edit';
import { DRINKS } from '../../../core/domain/energy';
import { useLocale } from '../../lib/use-locale';
import { Button } from '../../components/ui/button';
import { inputClass } from '../../components/ui/styles';
import { NumberInput } from './number-input';

const smallInput = 'w-24 rounded-md border border-slate-400 bg-white px-2 py-1.5 text-slate-900';

/** Drinks of the day (B §9 drink config, EDIT-36..42): quick adds, a custom drink, the log with its totals. */
export function DrinksSection({
  day,
  onAdd,
  onRemove,
  newId,
}: {
  day: PlanDay;
  onAdd(drink: { id: string; name: string; volume: number; caffeine: number }): void;
  onRemove(id: string): void;
  newId(): string;
}) {
  const { t } = useTranslation('planEditor');
  const locale = useLocale();
  const id = useId();
  const [custom, setCustom] = useState<CustomDrink>({ ...DEFAULT_CUSTOM_DRINK });
  const number = (value: number, digits = 0) =>
    new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);
  const nameOf = (name: string) => (isDrinkKind(name) ? t(`drinks.kinds.${name}`) : name);
  const full = day.hydrationLog.length >= MAX_DRINKS_PER_DAY;
  const totalMl = day.hydrationLog.reduce((sum, d) => sum + d.volume, 0);
  const totalCaffeine = day.hydrationLog.reduce((sum, d) => sum + d.caffeine, 0);
  const customValid = isValidCustomDrink(custom);

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3" data-testid="drinks-section">
      <h3 id={`${id}-title`} className="text-lg font-semibold">
        {t('drinks.title')}
      </h3>
      <div className="space-y-2">
        {DRINK_KINDS.map((kind) => (
          <div
            key={kind}
            className="flex flex-wrap items-center gap-2"
            role="group"
            aria-label={t(`drinks.kinds.${kind}`)}
          >
            <span className="w-28 font-medium">{t(`drinks.kinds.${kind}`)}</span>
            {DRINKS[kind].volumes.map((volume) => (
              <Button
                key={volume}
                variant="small"
                disabled={full}
                aria-label={t('drinks.addQuick', { name: t(`drinks.kinds.${kind}`), volume })}
                onClick={() => onAdd(configDrink(kind, volume, newId()))}
              >
                {t('ml', { value: volume })}
              </Button>
            ))}
          </div>
        ))}
      </div>

      <form
        className="flex flex-wrap items-end gap-2 rounded-md border border-slate-200 p-3"
        aria-labelledby={`${id}-custom`}
        onSubmit={(event) => {
          event.preventDefault();
          if (!customValid || full) return;
          onAdd({ id: newId(), name: custom.name, volume: custom.volume, caffeine: custom.caffeine });
          setCustom({ ...DEFAULT_CUSTOM_DRINK });
        }}
      >
        <p id={`${id}-custom`} className="w-full font-medium">
          {t('drinks.custom')}
        </p>
        <div className="min-w-40 flex-1 space-y-1">
          <label htmlFor={`${id}-name`} className="block text-sm font-medium">
            {t('drinks.name')}
          </label>
          <input
            id={`${id}-name`}
            className={inputClass}
            maxLength={80}
            value={custom.name}
            onChange={(event) => setCustom({ ...custom, name: event.target.value })}
          />
        </div>
        <div className="space-y-1">
          <label htmlFor={`${id}-volume`} className="block text-sm font-medium">
            {t('drinks.volume')}
          </label>
          <NumberInput
            id={`${id}-volume`}
            className={smallInput}
            inputMode="numeric"
            value={custom.volume}
            coerce={coerceVolume}
            onValue={(volume) => setCustom({ ...custom, volume: volume ?? 0 })}
          />
        </div>
        <div className="space-y-1">
          <label htmlFor={`${id}-caffeine`} className="block text-sm font-medium">
            {t('drinks.caffeine')}
          </label>
          <NumberInput
            id={`${id}-caffeine`}
            className={smallInput}
            inputMode="numeric"
            value={custom.caffeine}
            coerce={coerceCaffeine}
            onValue={(caffeine) => setCustom({ ...custom, caffeine: caffeine ?? 0 })}
          />
        </div>
        <Button type="submit" disabled={!customValid || full} aria-describedby={`${id}-custom-hint`}>
          {t('drinks.addCustom')}
        </Button>
        <p id={`${id}-custom-hint`} className="w-full text-sm text-slate-600">
          {t('drinks.customHint')}
        </p>
      </form>

      {day.hydrationLog.length === 0 ? (
        <p className="text-sm text-slate-600">{t('drinks.none')}</p>
      ) : (
        <>
          <ul
            className="divide-y divide-slate-100 rounded-md border border-slate-200"
            aria-label={t('drinks.log')}
          >
            {day.hydrationLog.map((drink) => (
              <li key={drink.id} className="flex items-center gap-2 px-3 py-1.5">
                <span className="flex-1">{nameOf(drink.name)}</span>
                <span className="text-sm text-slate-700">{t('ml', { value: number(drink.volume) })}</span>
                <span className="w-28 text-right text-sm text-slate-600">
                  {t('drinks.caffeineMg', { value: number(drink.caffeine, 1) })}
                </span>
                <Button
                  variant="small"
                  aria-label={t('drinks.remove', { name: nameOf(drink.name), volume: drink.volume })}
                  onClick={() => onRemove(drink.id)}
                >
                  {t('remove')}
                </Button>
              </li>
            ))}
          </ul>
          <p className="text-sm font-medium" data-testid="drinks-total">
            {t('drinks.total', { volume: number(totalMl), caffeine: number(totalCaffeine, 1) })}
          </p>
        </>
      )}
    </section>
  );
}
