import { describe, expect, it } from 'vitest';
import type { SwapOption } from '../../../core/domain/plan/plan-view';
import type { PlanDoc } from '../lib/plan-doc';
import { META, METRICS, PLAN } from '../testing/fixtures';
import { initialWorkspace, workspaceReducer, type WorkspaceState } from './workspace-state';

const DOC: PlanDoc = { plan: PLAN, meta: META, metrics: METRICS, version: 0 };
const open = (patch: Partial<WorkspaceState> = {}): WorkspaceState => ({
  ...initialWorkspace({ doc: DOC, restored: false }),
  ...patch,
});

describe('the plan workspace state', () => {
  it('a new plan closes the editor, forgets the last save outcome and the "restored" note', () => {
    const before = open({
      editing: 1,
      restored: true,
      save: { status: 'error', failure: 'failed', message: 'x' },
    });
    const after = workspaceReducer(before, { type: 'shown', doc: { ...DOC, version: 3 } });
    expect(after).toMatchObject({ editing: null, restored: false, save: { status: 'idle' } });
    expect(after.doc?.version).toBe(3);
  });

  it('an edit marks the plan edited, follows the schedule and dates, and closes the editor of a removed day', () => {
    const state = workspaceReducer(open({ editing: 1 }), {
      type: 'edited',
      plan: [PLAN[1]!],
      schedule: META.schedule.items.slice(0, 1),
    });
    expect(state.doc).toMatchObject({
      edited: true,
      plan: [PLAN[1]],
      meta: { planDuration: 1, startDate: PLAN[1]!.date },
    });
    expect(state.doc?.meta.schedule.items).toHaveLength(1);
    expect(state.editing).toBeNull();
  });

  it('picking a swap replaces that meal only, closes the dialog and marks the plan edited', () => {
    const option = {
      recipe: { id: 999 },
      foodItems: [{ foodId: 2, quantity: 80 }],
      scale: 1,
    } as unknown as SwapOption;
    const withSwap = open({
      swap: { dayIndex: 1, mealIndex: 0, currentName: 'Oats', kcal: 400, options: [option] },
    });
    const state = workspaceReducer(withSwap, { type: 'swapPicked', option });
    expect(state.swap).toBeNull();
    expect(state.doc?.edited).toBe(true);
    expect(state.doc?.plan[1]?.meals[0]).toMatchObject({
      recipeId: 999,
      foodItems: [{ foodId: 2, quantity: 80 }],
    });
    expect(state.doc?.plan[0]).toBe(PLAN[0]);
  });

  it('a save runs once at a time; its answer stores the id and revision', () => {
    let state = workspaceReducer(open(), { type: 'save', action: { type: 'start' } });
    expect(workspaceReducer(state, { type: 'save', action: { type: 'start' } }).save).toBe(state.save);
    state = workspaceReducer(state, {
      type: 'saved',
      diet: { id: 41, version: 2, name: 'Spring', updatedAt: '2025-03-01T10:00:00Z' },
    });
    expect(state.save.status).toBe('success');
    expect(state.doc).toMatchObject({ id: 41, version: 2, name: 'Spring' });
  });
});
