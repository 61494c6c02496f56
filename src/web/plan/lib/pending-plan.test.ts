import { afterEach, describe, expect, it } from 'vitest';
import { META, METRICS, PLAN } from '../testing/fixtures';
import { clearPendingPlan, PENDING_PLAN_KEY, readPendingPlan, stashPendingPlan } from './pending-plan';
import type { PlanDoc } from './plan-doc';

const DOC: PlanDoc = { plan: PLAN, meta: META, metrics: METRICS, version: 0 };

describe('plan cached for after login', () => {
  afterEach(() => window.localStorage.clear());

  it('[PGEN-35] the plan is cached in browser storage, read back whole, then removed', () => {
    stashPendingPlan(DOC, 'save', new Date('2025-03-01T10:00:00Z'));
    const stored = JSON.parse(window.localStorage.getItem(PENDING_PLAN_KEY)!) as Record<string, unknown>;
    expect(stored).toMatchObject({ intent: 'save', storedAt: '2025-03-01T10:00:00.000Z', version: 0 });
    const restored = readPendingPlan();
    expect(restored?.plan).toHaveLength(2);
    expect(restored?.meta.startDate).toBe('2025-03-01');
    expect(restored?.metrics.averageCalories).toBe(1381);
    expect(restored?.intent).toBe('save');
    expect(restored?.id).toBeUndefined();
    clearPendingPlan();
    expect(window.localStorage.getItem(PENDING_PLAN_KEY)).toBeNull();
    expect(readPendingPlan()).toBeNull();
  });

  it('a saved diet keeps its id and revision, so the save after login updates it', () => {
    stashPendingPlan({ ...DOC, id: 41, version: 3, name: 'Spring' }, 'download');
    expect(readPendingPlan()).toMatchObject({ id: 41, version: 3, name: 'Spring', intent: 'download' });
  });

  it('a damaged entry is dropped', () => {
    window.localStorage.setItem(PENDING_PLAN_KEY, '{"plan": "nope"');
    expect(readPendingPlan()).toBeNull();
    expect(window.localStorage.getItem(PENDING_PLAN_KEY)).toBeNull();
    window.localStorage.setItem(PENDING_PLAN_KEY, JSON.stringify({ plan: [], meta: META, metrics: METRICS }));
    expect(readPendingPlan()).toBeNull();
  });
});
