import type { Kysely } from 'kysely';
import type { PlanGoal } from '../../../core/domain/plan/vocabulary';
import type { Locale } from '../../../core/i18n/locales';
import type { DB } from '../../db/schema';
import {
  loadTrainingTemplates,
  referencedExercises,
  type ContentTemplate,
} from './training-templates.content';
import { presentTrainingTemplates } from './training-templates.presenter';
import { createTrainingTemplatesRepo, type TrainingTemplatesRepo } from './training-templates.repo';

/** How far an activity level lies outside a template's range (0 inside it). */
export function activityDistance(template: Pick<ContentTemplate, 'activity'>, activity: number): number {
  const { min, max } = template.activity;
  return activity < min ? min - activity : activity > max ? activity - max : 0;
}

/**
 * AGEN-36's matching: only templates for the goal (a plan for gaining is no advice for losing); those whose
 * activity range holds the activity first, then the nearest ranges; ties keep the content's order. At most
 * `limit`.
 */
export function matchTemplates(
  templates: readonly ContentTemplate[],
  { goal, activity, limit }: { goal: PlanGoal; activity: number; limit: number },
): ContentTemplate[] {
  return templates
    .map((template, order) => ({ template, order, distance: activityDistance(template, activity) }))
    .filter(({ template }) => template.goals.includes(goal))
    .sort((a, b) => a.distance - b.distance || a.order - b.order)
    .slice(0, limit)
    .map(({ template }) => template);
}

export function createTrainingTemplatesService(
  templates: readonly ContentTemplate[],
  repo: TrainingTemplatesRepo,
) {
  return {
    async list(query: { locale: Locale; goal: PlanGoal; activity: number; limit: number }) {
      const chosen = matchTemplates(templates, query);
      const exercises = await repo.exercisesBySourceId(referencedExercises(chosen));
      return presentTrainingTemplates(chosen, exercises, query.goal, query.locale);
    },
  };
}

export type TrainingTemplatesService = ReturnType<typeof createTrainingTemplatesService>;

/** The service on our content and the catalogue, wired in app.ts: the content is read and checked here, at start. */
export const openTrainingTemplates = (contentDir: string, db: Kysely<DB>): TrainingTemplatesService =>
  createTrainingTemplatesService(loadTrainingTemplates(contentDir), createTrainingTemplatesRepo(db));
