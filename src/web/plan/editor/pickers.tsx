import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  addFoodItem,
  coerceBound,
  coerceGrams,
  EXERCISE_KCAL_PER_MINUTE_RANGE,
  per100g,
  PICKER_SEARCH_DELAY_MS,
  pickerMatches,
  RECIPE_KCAL_RANGE,
  type FoodItem,
} from '../../../core/domain/plan/day-edit';
import type { Locale } from '../../../core/i18n/locales';
import { useLocale } from '../../lib/use-locale';
import {
  exercisesOptions,
  medicalProductsOptions,
  recipesOptions,
  supplementsOptions,
  type CatalogueItem,
  type GeneratorExercise,
  type GeneratorRecipe,
} from '../api/plan-api';
import { Button } from '../../components/ui/button';
import { inputClass } from '../../components/ui/styles';
import { foodSearchOptions } from './editor-api';
import { NumberInput } from './number-input';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useFoodInfo } from './use-food-info';

/** At most this many options are listed; the search narrows them. */
const MAX_OPTIONS = 50;

const smallInput = 'w-24 rounded-md border border-slate-400 bg-white px-2 py-1.5 text-slate-900';

function formatNumber(locale: Locale, value: number, digits = 0) {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);
}

/** A radio list of catalogue options with the picker's loading, error and empty states. */
function OptionList<T extends { id: number; name: string }>({
  legend,
  items,
  all,
  selectedId,
  onSelect,
  detail,
  state,
}: {
  legend: string;
  items: readonly T[];
  /** Every option (to find the chosen one when the filters hide it). */
  all?: readonly T[];
  selectedId: number | null;
  onSelect(item: T): void;
  detail?: (item: T) => ReactNode;
  state: { pending: boolean; error: string | null; empty: string };
}) {
  const { t } = useTranslation('planEditor');
  const name = useId();
  // The chosen option stays in view on top, even when the search or range would hide it.
  const chosen = selectedId === null ? undefined : (all ?? items).find((item) => item.id === selectedId);
  const shown = chosen
    ? [chosen, ...items.filter((item) => item.id !== chosen.id).slice(0, MAX_OPTIONS - 1)]
    : items.slice(0, MAX_OPTIONS);
  return (
    <fieldset className="space-y-2">
      <legend className="font-medium text-slate-900">{legend}</legend>
      {state.pending ? (
        <p role="status" className="text-sm text-slate-600">
          {t('loading')}
        </p>
      ) : state.error ? (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900">
          {state.error}
        </p>
      ) : (
        <>
          {items.length === 0 && (
            <p role="status" className="rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-700">
              {state.empty}
            </p>
          )}
          {shown.length > 0 && (
            <div className="max-h-60 divide-y divide-slate-100 overflow-y-auto rounded-md border border-slate-200">
              {shown.map((item) => (
                <label
                  key={item.id}
                  className="flex cursor-pointer items-center gap-3 px-3 py-2 hover:bg-slate-50 has-[:checked]:bg-brand-50"
                >
                  <input
                    type="radio"
                    name={name}
                    className="h-4 w-4 accent-brand-800"
                    checked={selectedId === item.id}
                    onChange={() => onSelect(item)}
                  />
                  <span className="flex-1">{item.name}</span>
                  {detail && <span className="text-sm whitespace-nowrap text-slate-600">{detail(item)}</span>}
                </label>
              ))}
            </div>
          )}
        </>
      )}
      {items.length > MAX_OPTIONS && (
        <p role="status" className="text-sm text-slate-600">
          {t('picker.more', { shown: MAX_OPTIONS, total: items.length })}
        </p>
      )}
    </fieldset>
  );
}

function SearchField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
}) {
  const id = useId();
  return (
    <div className="flex-1 space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-900">
        {label}
      </label>
      <input
        id={id}
        type="search"
        className={inputClass}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

function RangeFields({
  minLabel,
  maxLabel,
  range,
  defaults,
  onChange,
}: {
  minLabel: string;
  maxLabel: string;
  range: { min: number; max: number };
  defaults: { min: number; max: number };
  onChange(range: { min: number; max: number }): void;
}) {
  const id = useId();
  return (
    <div className="flex gap-2">
      <div className="space-y-1">
        <label htmlFor={`${id}-min`} className="block text-sm font-medium text-slate-900">
          {minLabel}
        </label>
        <NumberInput
          id={`${id}-min`}
          className={smallInput}
          value={range.min}
          coerce={(text) => coerceBound(text, defaults.min)}
          onValue={(min) => onChange({ ...range, min: min ?? defaults.min })}
        />
      </div>
      <div className="space-y-1">
        <label htmlFor={`${id}-max`} className="block text-sm font-medium text-slate-900">
          {maxLabel}
        </label>
        <NumberInput
          id={`${id}-max`}
          className={smallInput}
          value={range.max}
          coerce={(text) => coerceBound(text, defaults.max)}
          onValue={(max) => onChange({ ...range, max: max ?? defaults.max })}
        />
      </div>
    </div>
  );
}

/** EDIT-23, EDIT-25..27: recipes by name (after 300 ms) and kcal per portion (0–2000 by default). */
export function RecipePicker({
  selectedId,
  onSelect,
}: {
  selectedId: number | null;
  onSelect(recipe: GeneratorRecipe): void;
}) {
  const { t } = useTranslation('planEditor');
  const locale = useLocale();
  const recipes = useQuery(recipesOptions(locale));
  const [text, setText] = useState('');
  const search = useDebouncedValue(text, PICKER_SEARCH_DELAY_MS);
  const [range, setRange] = useState<{ min: number; max: number }>({ ...RECIPE_KCAL_RANGE });
  const matches = useMemo(
    () => pickerMatches(recipes.data?.recipes ?? [], search, { ...range, valueOf: (r) => r.calories }),
    [recipes.data, search, range],
  );
  return (
    <div className="space-y-3" data-testid="recipe-picker">
      <div className="flex flex-wrap items-end gap-2">
        <SearchField label={t('recipePicker.search')} value={text} onChange={setText} />
        <RangeFields
          minLabel={t('recipePicker.minKcal')}
          maxLabel={t('recipePicker.maxKcal')}
          range={range}
          defaults={RECIPE_KCAL_RANGE}
          onChange={setRange}
        />
      </div>
      <OptionList
        legend={t('recipePicker.legend')}
        items={matches}
        all={recipes.data?.recipes}
        selectedId={selectedId}
        onSelect={onSelect}
        detail={(r) => t('kcalPerPortion', { kcal: formatNumber(locale, r.calories) })}
        state={{
          pending: recipes.isPending,
          error: recipes.isError ? t('recipePicker.error') : null,
          empty: t('recipePicker.empty'),
        }}
      />
    </div>
  );
}

/** EDIT-24, EDIT-28: exercises by name and kcal per minute (0–25 by default). */
export function ExercisePicker({
  selectedId,
  onSelect,
}: {
  selectedId: number | null;
  onSelect(exercise: GeneratorExercise): void;
}) {
  const { t } = useTranslation('planEditor');
  const locale = useLocale();
  const exercises = useQuery(exercisesOptions(locale));
  const [text, setText] = useState('');
  const search = useDebouncedValue(text, PICKER_SEARCH_DELAY_MS);
  const [range, setRange] = useState<{ min: number; max: number }>({ ...EXERCISE_KCAL_PER_MINUTE_RANGE });
  const matches = useMemo(
    () =>
      pickerMatches(exercises.data?.items ?? [], search, {
        ...range,
        valueOf: (e) => e.caloriesBurnedPerMinute,
      }),
    [exercises.data, search, range],
  );
  return (
    <div className="space-y-3" data-testid="exercise-picker">
      <div className="flex flex-wrap items-end gap-2">
        <SearchField label={t('exercisePicker.search')} value={text} onChange={setText} />
        <RangeFields
          minLabel={t('exercisePicker.minKcal')}
          maxLabel={t('exercisePicker.maxKcal')}
          range={range}
          defaults={EXERCISE_KCAL_PER_MINUTE_RANGE}
          onChange={setRange}
        />
      </div>
      <OptionList
        legend={t('exercisePicker.legend')}
        items={matches}
        all={exercises.data?.items}
        selectedId={selectedId}
        onSelect={onSelect}
        detail={(e) => t('kcalPerMinute', { kcal: formatNumber(locale, e.caloriesBurnedPerMinute, 1) })}
        state={{
          pending: exercises.isPending,
          error: exercises.isError ? t('exercisePicker.error') : null,
          empty: t('exercisePicker.empty'),
        }}
      />
    </div>
  );
}

/** EDIT-28: supplements or medical products by name. */
export function ProductPicker({
  kind,
  selectedId,
  onSelect,
}: {
  kind: 'supplement' | 'medication';
  selectedId: number | null;
  onSelect(product: CatalogueItem): void;
}) {
  const { t } = useTranslation('planEditor');
  const locale = useLocale();
  const supplements = useQuery({ ...supplementsOptions(locale), enabled: kind === 'supplement' });
  const medications = useQuery({ ...medicalProductsOptions(locale), enabled: kind === 'medication' });
  const query = kind === 'supplement' ? supplements : medications;
  const items = useMemo(
    () => (kind === 'supplement' ? supplements.data?.supplements : medications.data?.medicalProducts) ?? [],
    [kind, supplements.data, medications.data],
  );
  const [text, setText] = useState('');
  const search = useDebouncedValue(text, PICKER_SEARCH_DELAY_MS);
  const matches = useMemo(() => pickerMatches(items, search), [items, search]);
  const keys = kind === 'supplement' ? 'supplementPicker' : 'medicationPicker';
  return (
    <div className="space-y-3" data-testid={`${kind}-picker`}>
      <SearchField label={t(`${keys}.search`)} value={text} onChange={setText} />
      <OptionList
        legend={t(`${keys}.legend`)}
        items={matches}
        all={items}
        selectedId={selectedId}
        onSelect={onSelect}
        state={{
          pending: query.isPending,
          error: query.isError ? t(`${keys}.error`) : null,
          empty: t(`${keys}.empty`),
        }}
      />
    </div>
  );
}

/** A meal's foods in whole grams (EDIT-19), their kcal per 100 g scaled (EDIT-35), and foods to add (100 g). */
export function FoodItemsEditor({
  items,
  onChange,
}: {
  items: FoodItem[];
  onChange(items: FoodItem[]): void;
}) {
  const { t } = useTranslation('planEditor');
  const locale = useLocale();
  const ids = useMemo(() => items.map((item) => item.foodId), [items]);
  const info = useFoodInfo(ids, locale);
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), PICKER_SEARCH_DELAY_MS);
  const found = useQuery(foodSearchOptions(locale, search));
  const headingId = useId();
  const total = items.reduce(
    (sum, item) => sum + per100g(info.foods.get(item.foodId)?.calories ?? 0, item.quantity),
    0,
  );

  return (
    <section aria-labelledby={headingId} className="space-y-3" data-testid="food-items">
      <h3 id={headingId} className="font-medium text-slate-900">
        {t('foods.title')}
      </h3>
      {items.length === 0 ? (
        <p className="text-sm text-slate-600">{t('foods.none')}</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-md border border-slate-200">
          {items.map((item, index) => {
            const food = info.foods.get(item.foodId);
            const name = food?.name ?? t('foods.unknown', { id: item.foodId });
            const inputId = `${headingId}-${item.foodId}`;
            return (
              <li key={item.foodId} className="flex flex-wrap items-center gap-2 px-3 py-2">
                <label htmlFor={inputId} className="min-w-0 flex-1">
                  {name}
                </label>
                <NumberInput
                  id={inputId}
                  className={smallInput}
                  value={item.quantity}
                  inputMode="numeric"
                  aria-describedby={`${inputId}-unit`}
                  coerce={coerceGrams}
                  onValue={(grams) =>
                    onChange(items.map((f, i) => (i === index ? { ...f, quantity: grams ?? 0 } : f)))
                  }
                />
                <span id={`${inputId}-unit`} className="text-sm text-slate-600">
                  {t('grams')}
                </span>
                <span className="w-20 text-right text-sm text-slate-600">
                  {food
                    ? t('kcal', { kcal: formatNumber(locale, per100g(food.calories, item.quantity)) })
                    : ''}
                </span>
                <Button
                  variant="small"
                  aria-label={t('foods.remove', { name })}
                  onClick={() => onChange(items.filter((_, i) => i !== index))}
                >
                  {t('remove')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {items.length > 0 && (
        <p className="text-sm font-medium text-slate-800" data-testid="meal-kcal">
          {t('foods.total', { kcal: formatNumber(locale, total) })}
        </p>
      )}
      <div className="space-y-2">
        <SearchField label={t('foods.search')} value={text} onChange={setText} />
        {search.length >= 2 &&
          (found.isPending ? (
            <p role="status" className="text-sm text-slate-600">
              {t('loading')}
            </p>
          ) : found.isError ? (
            <p role="alert" className="text-sm text-red-800">
              {t('foods.error')}
            </p>
          ) : (found.data?.foods.length ?? 0) === 0 ? (
            <p role="status" className="text-sm text-slate-700">
              {t('foods.empty')}
            </p>
          ) : (
            <ul className="max-h-48 divide-y divide-slate-100 overflow-y-auto rounded-md border border-slate-200">
              {found.data?.foods.map((food) => (
                <li key={food.id} className="flex items-center gap-2 px-3 py-1.5">
                  <span className="flex-1">{food.name}</span>
                  <span className="text-sm text-slate-600">
                    {t('kcalPer100g', { kcal: formatNumber(locale, food.calories) })}
                  </span>
                  <Button
                    variant="small"
                    aria-label={t('foods.add', { name: food.name })}
                    onClick={() => onChange(addFoodItem(items, food.id))}
                  >
                    {t('add')}
                  </Button>
                </li>
              ))}
            </ul>
          ))}
      </div>
    </section>
  );
}
