/** Exercise filter data derived by documented rules (docs/reference-data.md). */

/** The 70 kg reference person of the spec's kcal_hour. */
export const REFERENCE_WEIGHT_KG = 70;
import { EXERCISE_GOALS, type BodyGroup, type ExerciseGoal } from '../../../core/domain/reference-vocabulary';
export {
  BODY_GROUPS,
  EXERCISE_GOALS,
  type BodyGroup,
  type ExerciseGoal,
} from '../../../core/domain/reference-vocabulary';
/** An activity from this MET value up burns enough to serve weight loss. */
export const WEIGHT_LOSS_MET = 6;

const LOWER = new Set(['quadriceps', 'hamstrings', 'glutes', 'calves', 'adductors', 'abductors']);
const CORE = new Set(['abdominals', 'lower back']);

export function exerciseGoals(category: string, met: number): ExerciseGoal[] {
  const goals = new Set<ExerciseGoal>();
  if (category === 'stretching') goals.add('flexibility');
  if (category === 'cardio' || category === 'plyometrics') goals.add('endurance');
  if (['strength', 'powerlifting', 'olympic weightlifting', 'strongman', 'plyometrics'].includes(category))
    goals.add('strength');
  if (category === 'strength' || category === 'powerlifting') goals.add('muscle_gain');
  if (met >= WEIGHT_LOSS_MET || category === 'cardio') goals.add('weight_loss');
  return EXERCISE_GOALS.filter((goal) => goals.has(goal));
}

export function bodyGroup(category: string, primaryMuscles: string[]): BodyGroup {
  if (category === 'cardio' || category === 'olympic weightlifting' || category === 'strongman')
    return 'full_body';
  const lower = primaryMuscles.some((m) => LOWER.has(m));
  const core = primaryMuscles.some((m) => CORE.has(m));
  const upper = primaryMuscles.some((m) => !LOWER.has(m) && !CORE.has(m));
  if ((lower && upper) || (core && lower && upper)) return 'full_body';
  if (lower) return 'lower_body';
  if (upper) return 'upper_body';
  return core ? 'core' : 'full_body';
}

export interface MetRule {
  category: string | null;
  mechanic: string | null;
  level: string | null;
  code: string;
}

export interface MetMapping {
  rules: MetRule[];
  overrides: Record<string, string>;
}

/** The Compendium code of an exercise: its override, else the first rule that matches. */
export function compendiumCode(
  mapping: MetMapping,
  exercise: { id: string; category: string; mechanic: string | null; level: string },
): string | undefined {
  const override = mapping.overrides[exercise.id];
  if (override) return override;
  return mapping.rules.find(
    (rule) =>
      (rule.category === null || rule.category === exercise.category) &&
      (rule.mechanic === null || rule.mechanic === exercise.mechanic) &&
      (rule.level === null || rule.level === exercise.level),
  )?.code;
}
