import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Recognition } from '../../../../core/contracts/food-recognition';
import { formatNumber } from '../../../../core/domain/format';
import { INTL_TAGS, type Locale } from '../../../../core/i18n/locales';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useLatest } from '../../../lib/use-latest';
import { nutritionOptions } from '../api/food-recognition';
import type { AnalysisChange } from '../lib/food-analyses';
import { clampWeight, shownNutrition } from '../lib/nutrition';
import { FoodSearch, type FoodSearchResult } from './food-search';
import { AddToDiet } from './add-to-diet';
import { NutritionTable } from './nutrition-table';
import { WeightControl } from './weight-control';

/** How long the weight rests before the nutrition call goes out (the figures follow at once meanwhile). */
export const NUTRITION_DEBOUNCE_MS = 200;

/** A food picked in the search, as a recognition of the saved analysis: the user's own choice, certain. */
function pickedRecognition(food: FoodSearchResult, weight: number): Recognition {
  return {
    id: `food-${food.foodId}`,
    name: food.name,
    confidence: 1,
    estimatedWeight: weight,
    category: food.category,
    foodId: food.foodId,
    per100g: food.per100g,
  };
}

/**
 * The result of an analysis (A §3, IMG-15, IMG-20…24): the top recognitions to choose from, a search to
 * correct the food, the weight (slider and grams) and the nutrition of the portion. Whenever the figures
 * settle, `onSettled` receives the analysis as it now stands (the chosen food first), for the history.
 */
export function AnalysisResult({
  recognitions,
  locale,
  onSettled,
}: {
  recognitions: Recognition[];
  locale: Locale;
  onSettled: (change: AnalysisChange) => void;
}) {
  const { t } = useTranslation('imageToKcal');
  const id = useId();
  const [picked, setPicked] = useState<Recognition | null>(null);
  const [choice, setChoice] = useState<number | 'picked'>(0);
  const [weight, setWeight] = useState(() => clampWeight(recognitions[0]?.estimatedWeight ?? 100));
  const [weightEdited, setWeightEdited] = useState(false);
  const food = (choice === 'picked' ? picked : recognitions[choice]) ?? recognitions[0]!;

  const requestedWeight = useDebouncedValue(weight, NUTRITION_DEBOUNCE_MS);
  const nutrition = useQuery(nutritionOptions(food.foodId, requestedWeight, locale));
  const answer = nutrition.data
    ? { foodId: nutrition.data.food.id, nutrition: nutrition.data.food.nutrition }
    : undefined;
  const shown = shownNutrition({
    food,
    weight,
    answer,
    failed: nutrition.isError,
    fetching: nutrition.isFetching,
  });

  const choose = (next: Recognition, nextChoice: number | 'picked') => {
    setChoice(nextChoice);
    // A weight the user set stays; otherwise the newly chosen food's estimate applies.
    if (!weightEdited && nextChoice !== 'picked') setWeight(clampWeight(next.estimatedWeight));
  };

  // The history records the analysis once its figures settle (and after every correction).
  const settled = shown.pending
    ? null
    : {
        recognitions: [food, ...recognitions.filter((r) => r.id !== food.id)],
        nutrition: { ...shown.nutrition, estimate: shown.estimate },
        weight,
      };
  const settledKey = settled ? JSON.stringify(settled) : null;
  const onSettledRef = useLatest(onSettled);
  useEffect(() => {
    if (settledKey) onSettledRef.current(JSON.parse(settledKey) as AnalysisChange);
  }, [settledKey, onSettledRef]);

  const percent = new Intl.NumberFormat(INTL_TAGS[locale], { style: 'percent', maximumFractionDigits: 0 });

  return (
    <div className="grid gap-6 lg:grid-cols-2" data-testid="analysis-result">
      <div className="space-y-5">
        <fieldset>
          <legend className="text-lg font-semibold text-slate-900">{t('result.recognitions')}</legend>
          <ul className="mt-2 space-y-2" data-testid="recognitions">
            {picked && (
              <li>
                <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3 has-checked:border-brand-700 has-checked:bg-brand-50">
                  <input
                    type="radio"
                    name={`${id}-food`}
                    checked={choice === 'picked'}
                    onChange={() => choose(picked, 'picked')}
                    className="mt-1 h-4 w-4 accent-brand-800"
                  />
                  <span className="flex-1">
                    <span className="block font-medium text-slate-900" data-testid="recognition-name">
                      {picked.name}
                    </span>
                    <span className="block text-sm text-slate-700">
                      {t('result.picked')} · {picked.category}
                    </span>
                  </span>
                </label>
              </li>
            )}
            {recognitions.map((recognition, index) => (
              <li key={recognition.id} data-testid="recognition">
                <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3 has-checked:border-brand-700 has-checked:bg-brand-50">
                  <input
                    type="radio"
                    name={`${id}-food`}
                    checked={choice === index}
                    onChange={() => choose(recognition, index)}
                    className="mt-1 h-4 w-4 accent-brand-800"
                  />
                  <span className="flex-1">
                    <span className="block font-medium text-slate-900" data-testid="recognition-name">
                      {recognition.name}
                    </span>
                    <span className="block text-sm text-slate-700">
                      <span data-testid="recognition-confidence">
                        {t('result.confidence', { value: percent.format(recognition.confidence) })}
                      </span>
                      {' · '}
                      <span data-testid="recognition-category">{recognition.category}</span>
                    </span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <FoodSearch
          locale={locale}
          onPick={(found) => {
            const recognition = pickedRecognition(found, weight);
            setPicked(recognition);
            choose(recognition, 'picked');
          }}
        />
      </div>
      <div className="space-y-5">
        {choice !== 'picked' && (
          <p className="text-slate-700" data-testid="estimated-weight">
            {t('result.estimatedWeight', { weight: formatNumber(food.estimatedWeight, locale, 0) })}
          </p>
        )}
        <WeightControl
          value={weight}
          onChange={(next) => {
            setWeight(next);
            setWeightEdited(true);
          }}
        />
        <NutritionTable shown={shown} food={food.name} locale={locale} />
        {food.foodId !== null && <AddToDiet foodId={food.foodId} grams={weight} foodName={food.name} />}
      </div>
    </div>
  );
}
