import type { TFunction } from 'i18next';
import type { DietMetaSchema, PlanDayInput } from '../../../core/contracts/diet-plan';
import { defaultDietName } from '../../../core/domain/diet-name';
import type { Locale } from '../../../core/i18n/locales';
import type { PlanMetrics } from '../../../core/domain/plan/types';
import type { z } from 'zod';
import { ConflictError, NotFoundError } from '../../errors';
import { createAddFoodToday } from './diet-food.service';
import type { DietRow, DietsRepo } from './diets.repo';

/** What saving needs from the generator: the server's own metrics of a plan (a narrow port, not the module). */
export interface PlanMetricsPort {
  metricsFor(
    plan: readonly PlanDayInput[],
    weightKg: number,
    monitoredNutrientIds: readonly number[],
  ): Promise<PlanMetrics>;
}

/**
 * Saved diets, the owner's only (another user's id is simply not found): the rules of saving — the server's
 * own metrics, a default name that is localized and distinct, and the revision check (409 on a stale one).
 */
export function createDietsService(diets: DietsRepo, plans: PlanMetricsPort) {
  async function found(userId: number, id: number): Promise<DietRow> {
    const row = await diets.find(userId, id);
    if (!row) throw new NotFoundError('dietNotFound');
    return row;
  }

  const service = {
    async latest(userId: number): Promise<DietRow> {
      const row = await diets.latest(userId);
      if (!row) throw new NotFoundError('dietNotFound');
      return row;
    },
    list: (userId: number) => diets.list(userId),
    find: found,

    async save(
      userId: number,
      input: {
        id?: number | undefined;
        name?: string | undefined;
        plan: PlanDayInput[];
        meta: z.output<typeof DietMetaSchema>;
        version: number;
      },
      language: { t: TFunction; locale: Locale },
    ): Promise<DietRow> {
      const { id, plan, meta, version } = input;
      // The browser's figures are never trusted: the stored metrics are the server's own computation.
      const metrics = await plans.metricsFor(
        plan,
        meta.personalData.weight,
        meta.preferences.monitoredNutrients.map((n) => n.nutrientId),
      );
      const taken = new Set((await diets.list(userId)).filter((d) => d.id !== id).map((d) => d.name));
      const name = input.name || defaultDietName(language.t, language.locale, meta, taken);
      const json = {
        plan: JSON.stringify(plan),
        meta: JSON.stringify(meta),
        metrics: JSON.stringify(metrics),
      };
      if (id === undefined) return found(userId, await diets.insert(userId, { name, ...json }));
      await found(userId, id);
      if (!(await diets.update(userId, id, version, { ...(input.name ? { name } : {}), ...json })))
        throw new ConflictError('dietVersionConflict');
      return found(userId, id);
    },

    async rename(userId: number, id: number, name: string): Promise<DietRow> {
      if (!(await diets.rename(userId, id, name))) throw new NotFoundError('dietNotFound');
      return found(userId, id);
    },

    /**
     * A copy of one of `ownerId`'s diets in `recipientId`'s diets, marked as from the owner (issue 17 A7); the
     * copy is the recipient's own from then on. Whether the two may do this is the caller's rule.
     */
    async assignCopy(ownerId: number, id: number, recipientId: number): Promise<number> {
      const copy = await diets.copyTo(ownerId, id, recipientId, ownerId);
      if (copy === null) throw new NotFoundError('dietNotFound');
      return copy;
    },

    async remove(userId: number, id: number): Promise<void> {
      if (!(await diets.remove(userId, id))) throw new NotFoundError('dietNotFound');
    },
  };
  return {
    ...service,
    /** Issue 22 A5: a food into today's day of the current diet, saved as a new revision (diet-food.service.ts). */
    addFoodToday: createAddFoodToday({
      latest: (userId) => diets.latest(userId),
      foodExists: (foodId) => diets.foodExists(foodId),
      save: (userId, input, language) => service.save(userId, input, language),
    }),
  };
}
export type DietsService = ReturnType<typeof createDietsService>;
