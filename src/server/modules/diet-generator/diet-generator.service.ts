import type { z } from 'zod';
import type { PlanRequest, PlanResponse } from '../../../core/contracts/diet-plan';
import { planMetrics } from '../../../core/domain/plan/metrics';
import { ValidationError } from '../../errors';
import type { GeneratorData } from './generator-data';
import type { PlanPool } from './plan-pool';

export type DietGeneratorService = ReturnType<typeof createDietGeneratorService>;

/**
 * The personal generator's plan: the engine on the server's reference data (in a worker thread, see
 * `plan-pool.ts`), with the plan's own figures.
 */
export function createDietGeneratorService(data: GeneratorData, pool: Pick<PlanPool, 'generate'>) {
  return {
    /** `client` names who asks (a user, else an IP address), for the pool's fair share. */
    async generate(
      request: z.output<typeof PlanRequest>,
      client: string,
    ): Promise<z.input<typeof PlanResponse>> {
      const allergens = await data.allergenCodes(request.preferences.allergens);
      if (!allergens) throw new ValidationError({ 'preferences.allergens': 'allergenUnknown' });
      const input = { ...request, preferences: { ...request.preferences, allergens } };
      const planData = await data.planData();
      const plan = await pool.generate(
        { ...input, seed: input.seed ?? Math.floor(Math.random() * 2 ** 31) },
        client,
      );
      const monitored = await data.nutrientCodes(input.monitoredNutrients.map((n) => n.nutrientId));
      const metrics = planMetrics(
        plan,
        await data.foodsWithNutrients(
          monitored,
          plan.flatMap((day) => day.meals.flatMap((meal) => meal.foodItems.map((item) => item.foodId))),
        ),
        new Map(planData.exercises.map((e) => [e.id, e.mets])),
        input.weightKg ?? 70,
        monitored,
      );
      return { plan, metrics };
    },
  };
}
