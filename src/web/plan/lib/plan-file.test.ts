import { describe, expect, it } from 'vitest';
import { META, METRICS, PLAN } from '../testing/fixtures';
import { parsePlanFile, planFile, planFileName } from './plan-file';

describe('plan file', () => {
  it('[PGEN-12] the download is JSON of {startDate, plan, meta, metrics}, and import reads it back', () => {
    const file = planFile({ plan: PLAN, meta: META, metrics: METRICS });
    expect(Object.keys(file)).toEqual(['startDate', 'plan', 'meta', 'metrics']);
    expect(planFileName({ meta: META })).toBe('nutrio-plan-2025-03-01.json');
    const back = parsePlanFile(JSON.stringify(file));
    expect(back.ok).toBe(true);
    if (back.ok) {
      expect(back.startDate).toBe('2025-03-01');
      expect(back.plan).toHaveLength(2);
      expect(back.meta?.targetCalories).toBe(1400);
      expect(back.metrics?.averageCalories).toBe(1381);
    }
  });

  it('[PGEN-10] import requires startDate and plan', () => {
    expect(parsePlanFile(JSON.stringify({ plan: PLAN }))).toEqual({ ok: false, reason: 'missingFields' });
    expect(parsePlanFile(JSON.stringify({ startDate: '2025-03-01' }))).toEqual({
      ok: false,
      reason: 'missingFields',
    });
    expect(parsePlanFile('[1,2]')).toEqual({ ok: false, reason: 'missingFields' });
    expect(parsePlanFile('not json')).toEqual({ ok: false, reason: 'notJson' });
    const minimal = parsePlanFile(JSON.stringify({ startDate: '2025-03-01', plan: PLAN }));
    expect(minimal.ok && minimal.meta === undefined && minimal.metrics === undefined).toBe(true);
  });

  it('[PGEN-11] an invalid plan names where it fails; an empty plan or a bad date is refused', () => {
    const broken = structuredClone(PLAN);
    (broken[1]!.meals[0] as { recipeId: unknown }).recipeId = 'x';
    expect(parsePlanFile(JSON.stringify({ startDate: '2025-03-01', plan: broken }))).toEqual({
      ok: false,
      reason: 'invalid',
      path: 'plan.1.meals.0.recipeId',
    });
    expect(parsePlanFile(JSON.stringify({ startDate: '2025-03-01', plan: [] }))).toMatchObject({
      ok: false,
      reason: 'invalid',
    });
    expect(parsePlanFile(JSON.stringify({ startDate: '01.03.2025', plan: PLAN }))).toEqual({
      ok: false,
      reason: 'invalid',
      path: 'startDate',
    });
  });

  it('metrics that do not match the plan are not trusted; the meta follows the file’s start and length', () => {
    const result = parsePlanFile(
      JSON.stringify({ startDate: '2025-04-01', plan: PLAN.slice(0, 1), meta: META, metrics: METRICS }),
    );
    expect(result.ok && result.metrics).toBe(undefined);
    expect(result.ok && result.meta).toMatchObject({ startDate: '2025-04-01', planDuration: 1 });
  });
});
