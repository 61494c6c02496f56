import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DIET_TYPES, type DietPreference } from '../../../../core/domain/plan/types';
import { allergensOptions, dietTypesOptions, nutrientsOptions } from '../../../plan/api/plan-api';
import {
  clampPreferences,
  defaultNutrientTarget,
  DRINK_KINDS,
  drinkChoices,
  formulaSexOf,
  MAX_MONITORED,
  type QuestionnaireForm,
  type QuestionnaireStepProps,
} from '../lib/questionnaire';
import { Button } from '../../../components/ui/button';
import { inputClass } from '../../../components/ui/styles';
import { Notice } from '../../../components/ui/notice';

const legendClass = 'font-medium text-slate-900';
const DIET_PREFERENCES: readonly DietPreference[] = ['any', ...DIET_TYPES];
const isDietPreference = (value: string): value is DietPreference =>
  (DIET_PREFERENCES as readonly string[]).includes(value);

/** Step 2: diet type, allergens, monitored nutrients with their targets, default drink volumes. */
export function PreferencesStep({ form, errors, locale, onChange }: QuestionnaireStepProps) {
  const { t } = useTranslation('planner');
  const dietTypes = useQuery(dietTypesOptions(locale));
  const allergens = useQuery(allergensOptions(locale));
  const nutrients = useQuery(nutrientsOptions(locale));
  const [picked, setPicked] = useState('');
  const set = (patch: Partial<QuestionnaireForm>) => onChange({ ...form, ...patch });

  // PGEN-44: without the loader the diet types still offer the four kinds and "any".
  const dietOptions = (dietTypes.data?.dietTypes ?? [])
    .filter((d) => isDietPreference(d.find))
    .map((d) => ({ value: d.find as DietPreference, label: d.name }));
  const shownDiets =
    dietOptions.length > 0
      ? dietOptions
      : DIET_PREFERENCES.map((value) => ({ value, label: t(`preferences.diets.${value}`) }));

  const nutrientList = nutrients.data?.nutrients ?? [];
  const chosen = new Set(form.monitored.map((m) => m.nutrientId));
  const available = nutrientList.filter((n) => !chosen.has(n.id));
  const sex = formulaSexOf(form);

  const addNutrient = () => {
    const nutrient = nutrientList.find((n) => String(n.id) === picked);
    if (!nutrient || form.monitored.length >= MAX_MONITORED) return;
    set({
      monitored: [
        ...form.monitored,
        { nutrientId: nutrient.id, target: String(defaultNutrientTarget(nutrient, sex)) },
      ],
    });
    setPicked('');
  };

  return (
    <div className="grid gap-6 md:grid-cols-2">
      <div className="space-y-5">
        <div className="space-y-1">
          <label htmlFor="pd-diet" className={`block ${legendClass}`}>
            {t('preferences.dietType')}
          </label>
          <select
            id="pd-diet"
            value={form.dietType}
            onChange={(e) => isDietPreference(e.target.value) && set({ dietType: e.target.value })}
            className={inputClass}
          >
            {shownDiets.map((d) => (
              <option key={d.value} value={d.value}>
                {d.label}
              </option>
            ))}
          </select>
        </div>

        <fieldset className="space-y-2">
          <legend className={legendClass}>{t('preferences.allergens')}</legend>
          <p className="text-sm text-slate-600">{t('preferences.allergensHint')}</p>
          {allergens.isError && (
            <Notice tone="error">
              {t('preferences.loadFailed')}{' '}
              <button type="button" className="underline" onClick={() => void allergens.refetch()}>
                {t('actions.retry')}
              </button>
            </Notice>
          )}
          {allergens.isPending && <p className="text-sm text-slate-600">{t('common:loading')}</p>}
          <div className="grid gap-x-4 gap-y-1 sm:grid-cols-2" data-testid="allergen-options">
            {(allergens.data?.allergens ?? []).map((allergen) => (
              <label key={allergen.find} className="flex items-start gap-2">
                <input
                  type="checkbox"
                  value={allergen.find}
                  checked={form.allergens.includes(allergen.find)}
                  onChange={(e) =>
                    set({
                      allergens: e.target.checked
                        ? [...form.allergens, allergen.find]
                        : form.allergens.filter((a) => a !== allergen.find),
                    })
                  }
                  className="mt-1 h-4 w-4 shrink-0 accent-brand-800"
                />
                <span>{allergen.name}</span>
              </label>
            ))}
          </div>
        </fieldset>
      </div>

      <div className="space-y-5">
        <fieldset className="space-y-3">
          <legend className={legendClass}>{t('preferences.monitored')}</legend>
          <p className="text-sm text-slate-600">{t('preferences.monitoredHint')}</p>
          {nutrients.isError && (
            <Notice tone="error">
              {t('preferences.loadFailed')}{' '}
              <button type="button" className="underline" onClick={() => void nutrients.refetch()}>
                {t('actions.retry')}
              </button>
            </Notice>
          )}
          {form.monitored.length > 0 && (
            <ul className="space-y-2" data-testid="monitored-list">
              {form.monitored.map((entry) => {
                const nutrient = nutrientList.find((n) => n.id === entry.nutrientId);
                const name = nutrient?.name ?? t('preferences.nutrientFallback', { id: entry.nutrientId });
                const fieldId = `pd-monitored-${entry.nutrientId}`;
                const errorKey = errors[`monitored.${entry.nutrientId}`];
                return (
                  <li key={entry.nutrientId} className="flex flex-wrap items-end gap-2">
                    <div className="min-w-0 flex-1">
                      <label htmlFor={fieldId} className="block text-sm font-medium">
                        {t('preferences.targetFor', { name, unit: nutrient?.unit ?? '' })}
                      </label>
                      <input
                        id={fieldId}
                        type="number"
                        inputMode="decimal"
                        min={0}
                        step="any"
                        value={entry.target}
                        aria-invalid={errorKey ? true : undefined}
                        aria-describedby={errorKey ? `${fieldId}-error` : undefined}
                        onChange={(e) =>
                          set({
                            monitored: form.monitored.map((m) =>
                              m.nutrientId === entry.nutrientId ? { ...m, target: e.target.value } : m,
                            ),
                          })
                        }
                        onBlur={() => onChange(clampPreferences(form).form)}
                        className={inputClass}
                      />
                      {errorKey && (
                        <p id={`${fieldId}-error`} className="text-sm font-medium text-red-800">
                          {t(`errors.${errorKey}`)}
                        </p>
                      )}
                    </div>
                    <Button
                      variant="small"
                      aria-label={t('preferences.removeNutrient', { name })}
                      onClick={() =>
                        set({ monitored: form.monitored.filter((m) => m.nutrientId !== entry.nutrientId) })
                      }
                    >
                      {t('actions.remove')}
                    </Button>
                  </li>
                );
              })}
            </ul>
          )}
          <div className="flex flex-wrap items-end gap-2">
            <div className="min-w-0 flex-1">
              <label htmlFor="pd-add-nutrient" className="block text-sm font-medium">
                {t('preferences.addNutrient')}
              </label>
              <select
                id="pd-add-nutrient"
                value={picked}
                onChange={(e) => setPicked(e.target.value)}
                className={inputClass}
                disabled={available.length === 0 || form.monitored.length >= MAX_MONITORED}
              >
                <option value="">{t('preferences.chooseNutrient')}</option>
                {available.map((n) => (
                  <option key={n.id} value={n.id}>
                    {n.name} ({n.unit})
                  </option>
                ))}
              </select>
            </div>
            <Button variant="small" className="py-2" onClick={addNutrient} disabled={!picked}>
              {t('actions.add')}
            </Button>
          </div>
        </fieldset>

        <fieldset className="space-y-2">
          <legend className={legendClass}>{t('preferences.drinks')}</legend>
          <p className="text-sm text-slate-600">{t('preferences.drinksHint')}</p>
          <div className="grid grid-cols-2 gap-3">
            {DRINK_KINDS.map((kind) => (
              <div key={kind} className="space-y-1">
                <label htmlFor={`pd-drink-${kind}`} className="block text-sm font-medium">
                  {t(`drinks.${kind}`)}
                </label>
                <select
                  id={`pd-drink-${kind}`}
                  value={form.drinks[kind]}
                  onChange={(e) => set({ drinks: { ...form.drinks, [kind]: Number(e.target.value) } })}
                  className={inputClass}
                >
                  {drinkChoices(kind).map((ml) => (
                    <option key={ml} value={ml}>
                      {t('units.ml', { value: ml })}
                    </option>
                  ))}
                </select>
              </div>
            ))}
          </div>
        </fieldset>
      </div>
    </div>
  );
}
