import type { TFunction } from 'i18next';
import { z } from 'zod';
import type { AddDietFoodInput, AddDietFoodResponse } from '../../../core/contracts/diet-food';
import { DietMetaSchema, PlanDaySchema, type PlanDayInput } from '../../../core/contracts/diet-plan';
import { addFoodItem } from '../../../core/domain/plan/day-edit';
import type { Locale } from '../../../core/i18n/locales';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../../errors';
import type { DietRow } from './diets.repo';
import { isNearDate, localIsoDate, localTimeOfDay, mealIndexAt } from './today-meal';

/** What adding a food needs of the diets module: the current diet, the food table, and the usual save. */
export interface DietFoodDeps {
  latest(userId: number): Promise<DietRow | undefined>;
  foodExists(foodId: number): Promise<boolean>;
  save(
    userId: number,
    input: { id: number; plan: PlanDayInput[]; meta: z.output<typeof DietMetaSchema>; version: number },
    language: { t: TFunction; locale: Locale },
  ): Promise<DietRow>;
}

/** Another save between our read and our write: read again and retry, this many times in all. */
const ATTEMPTS = 3;
const FoodItems = PlanDaySchema.shape.meals.element.shape.foodItems;

/**
 * "Add to today in my diet plan" (issue 22 A5): the food, with its grams, goes into a meal of today's day of
 * the user's current diet (the one `GET /api/diets/me` answers) — added to its grams when the meal has it
 * already — and the diet is saved as a new revision through the usual save (the server's metrics, the
 * revision check, the history of versions). See `today-meal.ts` for which day and meal.
 */
export function createAddFoodToday(deps: DietFoodDeps) {
  return async function addFoodToday(
    userId: number,
    input: AddDietFoodInput,
    language: { t: TFunction; locale: Locale },
    now: Date = new Date(),
  ): Promise<AddDietFoodResponse> {
    const serverDate = localIsoDate(now);
    if (input.date !== undefined && !isNearDate(input.date, serverDate))
      throw new ValidationError({ date: 'dietFoodDateNotToday' });
    const today = input.date ?? serverDate;
    const time = input.time ?? localTimeOfDay(now);
    if (!(await deps.foodExists(input.foodId))) throw new NotFoundError('foodNotFound');

    for (let attempt = 1; ; attempt += 1) {
      const row = await deps.latest(userId);
      if (!row) throw new NotFoundError('noCurrentDiet');
      // The stored JSON was validated when it was saved; it is read through the same contract.
      const plan = z.array(PlanDaySchema).parse(JSON.parse(row.plan));
      const meta = DietMetaSchema.parse(JSON.parse(row.meta));
      const dayIndex = plan.findIndex((day) => day.date === today);
      const day = plan[dayIndex];
      if (!day) throw new ConflictError('todayNotInPlan');
      if (day.meals.length === 0) throw new ConflictError('noMealToday');
      const mealIndex =
        input.scheduleItemId === undefined
          ? mealIndexAt(day.meals, meta.schedule.items, time)
          : day.meals.findIndex((meal) => meal.scheduleItemId === input.scheduleItemId);
      const meal = day.meals[mealIndex];
      if (!meal) throw new ConflictError('mealNotToday');
      const foodItems = addFoodItem(meal.foodItems, input.foodId, input.grams);
      if (!FoodItems.safeParse(foodItems).success) throw new ConflictError('mealFull');
      const meals = day.meals.map((other, index) => (index === mealIndex ? { ...other, foodItems } : other));
      const changed = plan.map((other, index) => (index === dayIndex ? { ...day, meals } : other));
      try {
        const saved = await deps.save(
          userId,
          { id: row.id, plan: changed, meta, version: row.version },
          language,
        );
        const item = meta.schedule.items.find((entry) => entry.id === meal.scheduleItemId);
        return {
          dietId: saved.id,
          date: today,
          scheduleItemId: meal.scheduleItemId,
          mealLabel: item?.label ?? '',
          mealTime: item?.time ?? null,
          quantity: foodItems.find((food) => food.foodId === input.foodId)?.quantity ?? input.grams,
          version: saved.version,
        };
      } catch (error) {
        const stale = error instanceof AppError && error.messageKey === 'dietVersionConflict';
        if (!stale || attempt >= ATTEMPTS) throw error;
      }
    }
  };
}
export type AddFoodToday = ReturnType<typeof createAddFoodToday>;
