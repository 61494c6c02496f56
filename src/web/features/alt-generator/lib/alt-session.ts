import { useSyncExternalStore } from 'react';
import {
  AltGeneratorFormSchema,
  AltPlanDaySchema,
  ExercisePreferencesSchema,
  type AltPlanDay,
  type PlanSnapshot,
} from '../../../../core/contracts/alt-generator';
import {
  ALT_FORM_DEFAULTS,
  DEFAULT_EXERCISE_PREFERENCES,
  withTrainings,
  type AltGeneratorForm,
  type ExercisePreferences,
  type TrainingExercise,
} from '../../../../core/domain/alt-plan';
import { DEFAULT_EXERCISE_MINUTES } from '../../../../core/domain/plan/day-edit';

/**
 * The 4-step generator's working state (A §4): the form, the step, the plan and what was picked for it. Kept
 * in the tab's sessionStorage, so the replacement search (its own route, AGEN-01) and a reload find it.
 */
export type AltStep = 1 | 2 | 3 | 4;

export interface AltSession {
  step: AltStep;
  form: AltGeneratorForm;
  plan: AltPlanDay[] | null;
  startDate: string | null;
  exercisePreferences: ExercisePreferences;
  /** The picked exercises with what their trainings need (METs). */
  exercises: TrainingExercise[];
  name: string;
  /** The snapshot the URL names (`?plan=`), once the current plan has been shared. */
  hash: string | null;
  /** Snapshots this tab stored or opened: a URL naming one of them is not a link to open. */
  known: string[];
  /** The member's saved copy, once auto-saved (AGEN-28). */
  saved: { id: number; version: number } | null;
  /** Counts the plan's changes: each one is shared and auto-saved anew. */
  revision: number;
}

export const INITIAL_SESSION: AltSession = {
  step: 1,
  form: ALT_FORM_DEFAULTS,
  plan: null,
  startDate: null,
  exercisePreferences: DEFAULT_EXERCISE_PREFERENCES,
  exercises: [],
  name: '',
  hash: null,
  known: [],
  saved: null,
  revision: 0,
};

const STORAGE_KEY = 'nutrio.altGenerator';

function read(): AltSession {
  try {
    const stored = window.sessionStorage.getItem(STORAGE_KEY);
    if (!stored) return INITIAL_SESSION;
    const value = JSON.parse(stored) as Partial<AltSession>;
    // What is read back must still be a plan the contracts accept; anything else starts afresh.
    const form = AltGeneratorFormSchema.safeParse(value.form);
    const plan = value.plan ? AltPlanDaySchema.array().safeParse(value.plan) : null;
    const preferences = ExercisePreferencesSchema.safeParse(value.exercisePreferences ?? {});
    if (!form.success || (plan && !plan.success) || !preferences.success) return INITIAL_SESSION;
    return {
      ...INITIAL_SESSION,
      ...value,
      form: form.data,
      plan: plan?.success ? plan.data : null,
      exercisePreferences: preferences.data,
    };
  } catch {
    return INITIAL_SESSION;
  }
}

function createAltSessionStore() {
  let state: AltSession | null = null;
  const listeners = new Set<() => void>();
  const current = (): AltSession => (state ??= typeof window === 'undefined' ? INITIAL_SESSION : read());
  return {
    get: current,
    set(change: Partial<AltSession> | ((session: AltSession) => Partial<AltSession>)) {
      const base = current();
      state = { ...base, ...(typeof change === 'function' ? change(base) : change) };
      try {
        window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(state));
      } catch {
        // A full or disabled storage only loses the state on reload.
      }
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const altSession = createAltSessionStore();

/**
 * A change to the plan: counted (it is shared and auto-saved anew) and the old share link dropped, so the
 * URL never names a snapshot of an older plan.
 */
export function changePlan(
  change: Partial<AltSession> | ((session: AltSession) => Partial<AltSession>),
): void {
  altSession.set((current) => ({
    ...(typeof change === 'function' ? change(current) : change),
    hash: null,
    revision: current.revision + 1,
  }));
}

export function useAltSession(): AltSession {
  return useSyncExternalStore(altSession.subscribe, altSession.get, () => INITIAL_SESSION);
}

/** Minutes each training lasts: the picker's duration filter when set, else 30. */
export const trainingMinutes = (preferences: ExercisePreferences): number =>
  preferences.filters.duration && preferences.filters.duration > 0
    ? preferences.filters.duration
    : DEFAULT_EXERCISE_MINUTES;

/** The plan with the picked exercises as its trainings. */
export function trained(
  session: Pick<AltSession, 'form' | 'exercises' | 'exercisePreferences'>,
  plan: AltPlanDay[],
) {
  return withTrainings(
    plan,
    session.exercises,
    session.form.trainingSchema.times,
    session.form.weight,
    trainingMinutes(session.exercisePreferences),
  );
}

/** The snapshots a tab remembers having stored or opened. */
const KNOWN_HASHES = 20;

/** The current plan's snapshot has been stored under `hash`. */
export function rememberSnapshot(hash: string): void {
  altSession.set((current) => ({
    hash,
    known: [...current.known.filter((h) => h !== hash), hash].slice(-KNOWN_HASHES),
  }));
}

/** A shared snapshot as the working state: step 4 with its plan, form and picks (AGEN-30). */
export function sessionFromSnapshot(hash: string, snapshot: PlanSnapshot): AltSession {
  const { meta, plan } = snapshot;
  const seen = new Map<number, TrainingExercise>();
  for (const training of plan.flatMap((day) => day.trainings)) {
    if (seen.has(training.exerciseId) || training.duration <= 0) continue;
    // METs back from the stored burn: kcal = METs × kg × hours.
    const mets = training.calories / (meta.form.weight * (training.duration / 60));
    seen.set(training.exerciseId, { id: training.exerciseId, name: training.name, mets });
  }
  return {
    ...INITIAL_SESSION,
    step: 4,
    form: meta.form,
    plan,
    exercisePreferences: meta.exercisePreferences,
    exercises: [...seen.values()],
    name: meta.name,
    hash,
    known: [hash],
  };
}
