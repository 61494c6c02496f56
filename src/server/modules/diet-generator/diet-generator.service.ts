import type { z } from 'zod';
import type { PlanRequest, PlanResponse } from '../../../core/contracts/diet-plan';
import { generatePlan } from '../../../core/domain/plan/engine';
import { planMetrics } from '../../../core/domain/plan/metrics';
import { ValidationError } from '../../errors';
import type { GeneratorData } from './generator-data';

export type DietGeneratorService = ReturnType<typeof createDietGeneratorService>;

/** The personal generator's plan: the engine on the server's reference data, with the plan's own figures. */
export function createDietGeneratorService(data: GeneratorData) {
  return {
    async generate(request: z.output<typeof PlanRequest>): Promise<z.input<typeof PlanResponse>> {
      const allergens = await data.allergenCodes(request.preferences.allergens);
      if (!allergens) throw new ValidationError({ 'preferences.allergens': 'allergenUnknown' });
      const input = { ...request, preferences: { ...request.preferences, allergens } };
      const planData = await data.planData();
      const plan = generatePlan({ ...input, seed: input.seed ?? Math.floor(Math.random() * 2 ** 31) }, planData);
      const monitored = await data.nutrientCodes(input.monitoredNutrients.map((n) => n.nutrientId));
      const metrics = planMetrics(
        plan,
        await data.foodsWithNutrients(monitored),
        new Map(planData.exercises.map((e) => [e.id, e.mets])),
        input.weightKg ?? 70,
        monitored,
      );
      return { plan, metrics };
    },
  };
}
