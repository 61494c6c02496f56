import { useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Locale } from '../../../../core/i18n/locales';
import { foodDetailOptions, foodsOptions, type GeneratorFood } from '../api/personal-diet-api';

export interface FoodInfo {
  id: number;
  name: string;
  /** kcal per 100 g */
  calories: number;
  /** The food group's name in the page's language, when asked for and known. */
  groupName: string | null;
}

/** The loader may name the group itself; until it does, a catalogue page of one food per group names it. */
type LoaderFood = GeneratorFood & { groupName?: string | null };

/**
 * Names, kcal and (with `withGroups`) group names of the given foods: the generator's food list covers the
 * foods recipes use; any other food (added from the catalogue search) is read from its catalogue page.
 */
export function useFoodInfo(ids: readonly number[], locale: Locale, { withGroups = false } = {}) {
  const loader = useQuery(foodsOptions(locale));
  const listed = useMemo(
    () => new Map<number, LoaderFood>((loader.data?.foods ?? []).map((f) => [f.id, f])),
    [loader.data],
  );
  const unique = useMemo(() => [...new Set(ids)].sort((a, b) => a - b), [ids]);
  const missing = loader.isSuccess ? unique.filter((id) => !listed.has(id)) : [];

  // One representative food per group whose name the loader does not give.
  const representatives = useMemo(() => {
    if (!withGroups) return [];
    const byGroup = new Map<number, number>();
    for (const id of unique) {
      const food = listed.get(id);
      if (food && food.groupId !== null && !food.groupName && !byGroup.has(food.groupId))
        byGroup.set(food.groupId, id);
    }
    return [...byGroup.entries()];
  }, [withGroups, unique, listed]);

  const details = useQueries({ queries: missing.map((id) => foodDetailOptions(id, locale)) });
  const groupDetails = useQueries({
    queries: representatives.map(([, id]) => foodDetailOptions(id, locale)),
  });

  const groupNames = new Map<number, string>();
  representatives.forEach(([groupId], index) => {
    const label = groupDetails[index]?.data?.types[0]?.label;
    if (label) groupNames.set(groupId, label);
  });
  const foods = new Map<number, FoodInfo>();
  for (const id of unique) {
    const food = listed.get(id);
    if (!food) continue;
    const groupName =
      food.groupName || (food.groupId !== null ? groupNames.get(food.groupId) : undefined) || null;
    foods.set(id, { id, name: food.name, calories: food.calories, groupName: withGroups ? groupName : null });
  }
  missing.forEach((id, index) => {
    const detail = details[index]?.data;
    if (detail)
      foods.set(id, {
        id,
        name: detail.name,
        calories: detail.kcal ?? 0,
        groupName: withGroups ? (detail.types[0]?.label ?? null) : null,
      });
  });

  const pending =
    loader.isPending || details.some((d) => d.isPending) || groupDetails.some((d) => d.isPending);
  return { foods, isPending: pending, isError: loader.isError, refetch: loader.refetch };
}
