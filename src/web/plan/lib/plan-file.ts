import { z } from 'zod';
import {
  DietMetaSchema,
  MAX_PLAN_DAYS,
  PlanDaySchema,
  PlanMetricsSchema,
} from '../../../core/contracts/diet-plan';
import type { PlanDoc, PlanMetricsData } from './plan-doc';
import type { DietMeta, PlanDayInput } from '../../../core/contracts/diet-plan';

/** DECISIONS PGEN-12: the download is the JSON that import reads. */
export interface PlanFile {
  startDate: string;
  plan: PlanDayInput[];
  meta: DietMeta;
  metrics: PlanMetricsData;
}

export const PLAN_FILE_MAX_BYTES = 5 * 1024 * 1024;

export function planFile(doc: Pick<PlanDoc, 'plan' | 'meta' | 'metrics'>): PlanFile {
  return { startDate: doc.meta.startDate, plan: doc.plan, meta: doc.meta, metrics: doc.metrics };
}

export function planFileName(doc: Pick<PlanDoc, 'meta'>): string {
  return `nutrio-plan-${doc.meta.startDate}.json`;
}

const ImportedPlan = z.object({
  startDate: PlanDaySchema.shape.date,
  plan: z.array(PlanDaySchema).min(1).max(MAX_PLAN_DAYS),
  meta: DietMetaSchema.optional(),
  metrics: PlanMetricsSchema.optional(),
});

export type ImportFailure = 'tooLarge' | 'notJson' | 'missingFields' | 'invalid';

export type ImportResult =
  | { ok: true; startDate: string; plan: PlanDayInput[]; meta?: DietMeta; metrics?: PlanMetricsData }
  | { ok: false; reason: ImportFailure; path?: string };

/**
 * A §5 / PGEN-10: an imported plan needs startDate and plan; every day must pass the same contract the
 * server saves with. Nothing is applied unless the whole file is valid.
 */
export function parsePlanFile(text: string): ImportResult {
  if (text.length > PLAN_FILE_MAX_BYTES) return { ok: false, reason: 'tooLarge' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'notJson' };
  }
  if (
    !value ||
    typeof value !== 'object' ||
    Array.isArray(value) ||
    !('startDate' in value) ||
    !('plan' in value)
  ) {
    return { ok: false, reason: 'missingFields' };
  }
  const parsed = ImportedPlan.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, reason: 'invalid', path: issue ? issue.path.map(String).join('.') : '' };
  }
  const { startDate, plan, meta, metrics } = parsed.data;
  return {
    ok: true,
    startDate,
    plan,
    ...(meta ? { meta: { ...meta, startDate, planDuration: plan.length } } : {}),
    ...(metrics && metrics.days.length === plan.length ? { metrics } : {}),
  };
}

/** Starts a download of the plan as a .json file. */
export function downloadPlan(doc: Pick<PlanDoc, 'plan' | 'meta' | 'metrics'>): void {
  const blob = new Blob([JSON.stringify(planFile(doc), null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = planFileName(doc);
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
