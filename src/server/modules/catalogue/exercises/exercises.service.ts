import type {
  ExerciseDetail,
  ExerciseSearchRequest,
  FilterGroups,
  Option,
} from '../../../../core/contracts/catalogue';
import { BODY_GROUPS, EXERCISE_GOALS } from '../../../../core/domain/reference-vocabulary';
import type { Locale } from '../../../../core/i18n/locales';
import { NotFoundError } from '../../../errors';
import { exerciseTagOption, vocabularyOptions } from '../kit/labels';
import { keptPerRevision } from '../../../lib/revision-cache';
import { known, pageResult, pageWindow } from '../kit/query';
import { exerciseCard, exerciseDetail } from './exercises.presenter';
import type { ExercisesRepo } from './exercises.repo';

/** Range filter choices (single-select lists, B §3). */
export const MET_STEPS = ['2', '3', '4', '5', '6', '8', '10'] as const;
export const KCAL_STEPS = ['100', '200', '300', '400', '500', '600', '800'] as const;

const range = (values: string[], allowed: readonly string[]) => {
  const value = known(values, allowed)[0];
  return value === undefined ? undefined : Number(value);
};

/** The exercises catalogue (B §3): its filters, a page of cards, one exercise. */
export function createExercisesService(repo: ExercisesRepo) {
  async function search(request: ExerciseSearchRequest) {
    const locale = request._locale;
    const filters = {
      text: request.text,
      tags: known(request.tags, await repo.tagValues()),
      types: known(request.type, await repo.categories()),
      goals: known(request.goal, EXERCISE_GOALS),
      groups: known(request.group, BODY_GROUPS),
      metsMin: range(request.metsMin, MET_STEPS),
      metsMax: range(request.metsMax, MET_STEPS),
      kcalMin: range(request.kcalMin, KCAL_STEPS),
      kcalMax: range(request.kcalMax, KCAL_STEPS),
    };
    const window = pageWindow(request.page, request.perPage, await repo.count(filters, locale));
    const rows = await repo.page(filters, locale, request.sort, window);
    return pageResult(
      rows.map((row) => exerciseCard(row, locale)),
      window,
    );
  }

  return {
    async filters(locale: Locale): Promise<FilterGroups> {
      const numberOptions = (values: readonly string[], unit: string): Option[] =>
        values.map((v) => ({ value: v, label: `${v} ${unit}` }));
      return {
        categories: vocabularyOptions(locale, 'exercise.category', await repo.categories()),
        tags: (await repo.tagValues()).map((tag) => exerciseTagOption(locale, tag)),
        goals: vocabularyOptions(locale, 'exercise.goal', EXERCISE_GOALS),
        groups: vocabularyOptions(locale, 'exercise.group', BODY_GROUPS),
        mets: numberOptions(MET_STEPS, 'MET'),
        kcalMin: numberOptions(KCAL_STEPS, 'kcal/h'),
        kcalMax: numberOptions(KCAL_STEPS, 'kcal/h'),
      };
    },

    search: keptPerRevision(repo.revision, search),

    async detail(id: number, locale: Locale): Promise<ExerciseDetail> {
      const row = await repo.findById(id);
      if (!row) throw new NotFoundError();
      return exerciseDetail(row, locale);
    },
  };
}

export type ExercisesService = ReturnType<typeof createExercisesService>;
