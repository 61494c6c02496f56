import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Locale } from '../../../core/i18n/locales';
import { foodsByIdsOptions, foodsOptions, type GeneratorFood } from '../api/plan-api';

export interface FoodInfo {
  id: number;
  name: string;
  /** kcal per 100 g */
  calories: number;
  /** The food group's name in the page's language, when asked for. */
  groupName: string | null;
}

/**
 * Names, kcal and (with `withGroups`) group names of the given foods: the generator's food list covers the
 * foods recipes use; any other food (added from the catalogue search) comes from the same loader by id.
 */
export function useFoodInfo(ids: readonly number[], locale: Locale, { withGroups = false } = {}) {
  const loader = useQuery(foodsOptions(locale));
  const listed = useMemo(
    () => new Map<number, GeneratorFood>((loader.data?.foods ?? []).map((f) => [f.id, f])),
    [loader.data],
  );
  const unique = useMemo(() => [...new Set(ids)].sort((a, b) => a - b), [ids]);
  const missing = useMemo(
    () => (loader.isSuccess ? unique.filter((id) => !listed.has(id)) : []),
    [loader.isSuccess, unique, listed],
  );
  const extra = useQuery(foodsByIdsOptions(missing, [], locale));

  const foods = new Map<number, FoodInfo>();
  for (const food of [...(extra.data?.foods ?? []), ...unique.map((id) => listed.get(id))]) {
    if (!food) continue;
    foods.set(food.id, {
      id: food.id,
      name: food.name,
      calories: food.calories,
      groupName: withGroups ? food.groupName || null : null,
    });
  }
  const pending = loader.isPending || (missing.length > 0 && extra.isPending);
  return { foods, isPending: pending, isError: loader.isError, refetch: loader.refetch };
}
