import type { z } from 'zod';
import type {
  PlanDayInput,
  PlanMetricsSchema,
  SaveDietRequest,
  SavedDiet,
  DietMeta,
} from '../../../core/contracts/diet-plan';

export type PlanMetricsData = z.infer<typeof PlanMetricsSchema>;

/** The plan on screen: what is saved, plus where it was saved (id and the revision it started from). */
export interface PlanDoc {
  plan: PlanDayInput[];
  meta: DietMeta;
  metrics: PlanMetricsData;
  /** Set once saved. */
  id?: number;
  /** The revision this copy started from: 0 for a new plan (PGEN-32). */
  version: number;
  name?: string;
  updatedAt?: string;
  /** True after edits in the browser: the metrics shown are then recomputed from the plan. */
  edited?: boolean;
}

export function docFromGenerated(
  plan: PlanDayInput[],
  meta: DietMeta,
  metrics: PlanMetricsData,
  previous?: PlanDoc | null,
): PlanDoc {
  return {
    plan,
    meta,
    metrics,
    version: previous?.version ?? 0,
    ...(previous?.id !== undefined ? { id: previous.id } : {}),
    ...(previous?.name ? { name: previous.name } : {}),
  };
}

export function docFromDiet(diet: SavedDiet): PlanDoc {
  return {
    plan: diet.plan,
    meta: diet.meta,
    metrics: diet.metrics,
    id: diet.id,
    version: diet.version,
    name: diet.name,
    updatedAt: diet.updatedAt,
  };
}

/** POST /api/diets: create without an id, update with the id and the revision loaded (A §7). */
export function saveRequest(doc: PlanDoc): SaveDietRequest {
  return {
    ...(doc.id !== undefined ? { id: doc.id } : {}),
    ...(doc.name ? { name: doc.name } : {}),
    plan: doc.plan,
    meta: doc.meta,
    metrics: doc.metrics,
    version: doc.version,
  };
}
