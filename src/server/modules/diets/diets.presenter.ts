import { z } from 'zod';
import {
  DietMetaSchema,
  PlanDaySchema,
  PlanMetricsSchema,
  type DietSummarySchema,
  type SavedDiet,
} from '../../../core/contracts/diet-plan';
import type { DietRow, DietSummaryRow } from './diets.repo';

/** What leaves the server of a saved diet. Rows hold JSON this module wrote after validation; it is re-validated all the same. */
export function presentDiet(row: DietRow): SavedDiet {
  return {
    id: row.id,
    name: row.name,
    plan: z.array(PlanDaySchema).parse(JSON.parse(row.plan)),
    meta: DietMetaSchema.parse(JSON.parse(row.meta)),
    metrics: PlanMetricsSchema.parse(JSON.parse(row.metrics)),
    version: row.version,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** A list entry: what "my diets" shows, read from the stored meta. */
export function presentSummary(row: DietSummaryRow): z.infer<typeof DietSummarySchema> {
  const meta = DietMetaSchema.safeParse(JSON.parse(row.meta));
  return {
    id: row.id,
    name: row.name,
    startDate: meta.success ? meta.data.startDate : '',
    planDuration: meta.success ? meta.data.planDuration : 0,
    targetCalories: meta.success ? meta.data.targetCalories : 0,
    version: row.version,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    assignedBy: assignedBy(row),
    generator: meta.success ? meta.data.generator : 'personal',
  };
}

/** The specialist who assigned the diet, by name (null for the member's own, or once that account is gone). */
function assignedBy(row: DietSummaryRow): { name: string } | null {
  if (row.assigned_first_name === null || row.assigned_last_name === null) return null;
  return { name: `${row.assigned_first_name} ${row.assigned_last_name}`.trim() };
}
