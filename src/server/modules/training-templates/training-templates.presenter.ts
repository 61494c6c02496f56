import type { TrainingTemplatesResponse } from '../../../core/contracts/training-templates';
import type { PlanGoal } from '../../../core/domain/plan/vocabulary';
import type { Locale } from '../../../core/i18n/locales';
import type { ContentTemplate } from './training-templates.content';
import type { ExerciseRef } from './training-templates.repo';

/**
 * The templates in the asked language. An exercise the catalogue does not hold (a database not yet
 * imported) is left out, and so is a day left without exercises; the content test proves every exercise the
 * templates name is imported.
 */
export function presentTrainingTemplates(
  templates: readonly ContentTemplate[],
  exercises: ReadonlyMap<string, ExerciseRef>,
  goal: PlanGoal,
  locale: Locale,
): TrainingTemplatesResponse {
  return {
    templates: templates.map((template) => {
      const days = template.days
        .map(({ day, exercises: planned }) => ({
          day,
          exercises: planned.flatMap(({ exercise, ...dose }) => {
            const found = exercises.get(exercise);
            return found ? [{ exerciseId: found.id, name: found.name[locale], ...dose }] : [];
          }),
        }))
        .filter((day) => day.exercises.length > 0);
      return {
        key: template.key,
        name: template.name[locale],
        description: template.description[locale],
        goal,
        level: template.level,
        activity: { min: template.activity.min, max: template.activity.max },
        sessionsPerWeek: template.days.length,
        days,
      };
    }),
  };
}
