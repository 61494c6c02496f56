import { z } from 'zod';
import {
  DietMetaSchema,
  MAX_PLAN_DAYS,
  PlanDaySchema,
  PlanMetricsSchema,
} from '../../../core/contracts/diet-plan';
import { safeStorage } from '../../lib/storage';
import type { PlanDoc } from './plan-doc';

/** A §4: the plan an anonymous user tried to save or download waits here until they are signed in. */
export const PENDING_PLAN_KEY = 'nutrio.personal-diet.pending';

const PendingPlan = z.object({
  plan: z.array(PlanDaySchema).min(1).max(MAX_PLAN_DAYS),
  meta: DietMetaSchema,
  metrics: PlanMetricsSchema,
  id: z.number().int().positive().optional(),
  version: z.number().int().min(0).default(0),
  name: z.string().max(120).optional(),
  intent: z.enum(['save', 'download']).default('save'),
  storedAt: z.string().default(''),
});

export type PendingIntent = 'save' | 'download';

export function stashPendingPlan(doc: PlanDoc, intent: PendingIntent, now: Date = new Date()): void {
  const value = {
    plan: doc.plan,
    meta: doc.meta,
    metrics: doc.metrics,
    version: doc.version,
    intent,
    storedAt: now.toISOString(),
    ...(doc.id !== undefined ? { id: doc.id } : {}),
    ...(doc.name ? { name: doc.name } : {}),
  };
  safeStorage.set(PENDING_PLAN_KEY, JSON.stringify(value));
}

/** The waiting plan, or null; a damaged entry is dropped. */
export function readPendingPlan(): (PlanDoc & { intent: PendingIntent }) | null {
  const text = safeStorage.get(PENDING_PLAN_KEY);
  if (!text) return null;
  let parsed: z.infer<typeof PendingPlan>;
  try {
    const result = PendingPlan.safeParse(JSON.parse(text));
    if (!result.success) throw new Error('invalid');
    parsed = result.data;
  } catch {
    clearPendingPlan();
    return null;
  }
  return {
    plan: parsed.plan,
    meta: parsed.meta,
    metrics: parsed.metrics,
    version: parsed.version,
    intent: parsed.intent,
    ...(parsed.id !== undefined ? { id: parsed.id } : {}),
    ...(parsed.name ? { name: parsed.name } : {}),
  };
}

export function clearPendingPlan(): void {
  safeStorage.remove(PENDING_PLAN_KEY);
}
