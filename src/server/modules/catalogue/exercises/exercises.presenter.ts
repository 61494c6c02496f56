import type { ExerciseCard, ExerciseDetail } from '../../../../core/contracts/catalogue';
import type { Locale } from '../../../../core/i18n/locales';
import type { ExercisesTable } from '../../../db/schema';
import { exerciseTagOption, parseList, vocabularyOption, vocabularyOptions } from '../kit/labels';

export type ExerciseRow = Omit<ExercisesTable, 'id' | 'updated_at'> & { id: number };

const mediaUrl = (path: string) => `/media/${path}`;
const cardImage = (path: string) => mediaUrl(path.replace(/\.(jpg|webp)$/, '-card.webp'));

/** What an exercise card shows, in the visitor's language. */
export function exerciseCard(row: ExerciseRow, locale: Locale): ExerciseCard {
  const images = parseList(row.images);
  return {
    id: row.id,
    slug: row[`slug_${locale}`],
    name: row[`name_${locale}`],
    image: images[0] ? cardImage(images[0]) : null,
    tags: parseList(row.tags).map((tag) => exerciseTagOption(locale, tag)),
    type: vocabularyOption(locale, 'exercise.category', row.category),
    group: vocabularyOption(locale, 'exercise.group', row.body_group),
    goals: vocabularyOptions(locale, 'exercise.goal', parseList(row.goals)),
    kcal_hour: row.kcal_hour,
    mets: row.met,
    level: vocabularyOption(locale, 'exercise.level', row.level),
    language: locale,
  };
}

export function exerciseDetail(row: ExerciseRow, locale: Locale): ExerciseDetail {
  const muscles = (json: string) => vocabularyOptions(locale, 'exercise.muscles', parseList(json));
  return {
    ...exerciseCard(row, locale),
    images: parseList(row.images).map(mediaUrl),
    instructions: parseList(row[`instructions_${locale}`]),
    instructionsTranslated: locale === 'en' || row.instructions_translated === 1,
    primaryMuscles: muscles(row.primary_muscles),
    secondaryMuscles: muscles(row.secondary_muscles),
    equipment: vocabularyOption(locale, 'exercise.equipment', row.equipment),
    force: row.force ? vocabularyOption(locale, 'exercise.force', row.force) : null,
    mechanic: row.mechanic ? vocabularyOption(locale, 'exercise.mechanic', row.mechanic) : null,
  };
}
