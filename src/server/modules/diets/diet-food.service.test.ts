import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ConflictError } from '../../errors';
import { createAddFoodToday, type DietFoodDeps } from './diet-food.service';
import type { DietRow } from './diets.repo';

const META = {
  personalData: { age: 30, gender: 'male', weight: 70, height: 180, pal: 1.2 },
  preferences: {
    allergens: [],
    dietType: 'any',
    monitoredNutrients: [],
    defaultDrinkVolumes: { water: 250, coffee: 250, tea: 250, energy: 250 },
  },
  schedule: { items: [{ id: 'm1', time: '08:00', type: 'Meal', label: '' }] },
  targetCalories: 1800,
  planDuration: 1,
  startDate: '2026-11-27',
  generatedAt: '2026-11-22T10:00:00.000Z',
};
const day = (foodItems: Array<{ foodId: number; quantity: number }>) => ({
  date: '2026-11-27',
  meals: [{ scheduleItemId: 'm1', recipeId: 1, portions: 1, foodItems }],
  exercises: [],
  hydrationLog: [],
});
const row = (version: number, foodItems: Array<{ foodId: number; quantity: number }>): DietRow =>
  ({
    id: 4,
    version,
    plan: JSON.stringify([day(foodItems)]),
    meta: JSON.stringify(META),
  }) as DietRow;
const language = { t: ((key: string) => key) as unknown as TFunction, locale: 'en' as const };

describe('adding a food while the diet is saved elsewhere (issue 22 A5)', () => {
  it('a stale revision is read again and the food added to what the other save stored', async () => {
    // Another tab saves a food between our read and our write.
    const rows = [row(1, []), row(2, [{ foodId: 9, quantity: 30 }])];
    const saved: Array<{ version: number; items: unknown }> = [];
    const deps: DietFoodDeps = {
      latest: async () => rows.shift(),
      foodExists: async () => true,
      save: async (_userId, input) => {
        if (input.version === 1) throw new ConflictError('dietVersionConflict');
        saved.push({ version: input.version, items: input.plan[0]!.meals[0]!.foodItems });
        return { ...row(input.version + 1, []) };
      },
    };
    const answer = await createAddFoodToday(deps)(
      1,
      { foodId: 9, grams: 20 },
      language,
      new Date(2026, 10, 27, 9, 0),
    );
    expect(saved).toEqual([{ version: 2, items: [{ foodId: 9, quantity: 50 }] }]);
    expect(answer).toMatchObject({ version: 3, quantity: 50, scheduleItemId: 'm1' });
  });

  it('gives up with the conflict after three tries', async () => {
    const deps: DietFoodDeps = {
      latest: async () => row(1, []),
      foodExists: async () => true,
      save: async () => {
        throw new ConflictError('dietVersionConflict');
      },
    };
    await expect(
      createAddFoodToday(deps)(1, { foodId: 9, grams: 20 }, language, new Date(2026, 10, 27, 9, 0)),
    ).rejects.toMatchObject({ statusCode: 409, messageKey: 'dietVersionConflict' });
  });
});
