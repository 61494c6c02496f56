import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { TRAINING_ACTIVITY_RANGE, TRAINING_LEVELS } from '../../../core/contracts/training-templates';
import { PLAN_GOALS } from '../../../core/domain/plan/vocabulary';

/** Where the templates live under the content folder (CONTENT_DIR). */
export const TRAINING_TEMPLATES_FILE = join('training-templates', 'training-templates.json');

const Text = z.string().trim().min(1).max(600);
const Localized = z.object({ pl: Text, de: Text, en: Text });
const Count = (max: number) => z.number().int().min(1).max(max);

/**
 * One exercise of a training day, named by the exercise catalogue's stable id (free-exercise-db's `id`, our
 * `exercises.source_id`): minutes of steady work, or sets of reps (up to `repsMax`) or of a hold in seconds.
 */
const ContentExercise = z
  .object({
    exercise: z.string().regex(/^[A-Za-z0-9_-]{2,120}$/),
    minutes: Count(180).optional(),
    sets: Count(10).optional(),
    reps: Count(100).optional(),
    repsMax: Count(100).optional(),
    seconds: Count(600).optional(),
  })
  .strict()
  .refine((e) => (e.minutes === undefined) !== (e.sets === undefined), 'give minutes or sets, not both')
  .refine(
    (e) => e.sets === undefined || (e.reps === undefined) !== (e.seconds === undefined),
    'sets need reps or seconds, not both',
  )
  .refine((e) => e.repsMax === undefined || (e.reps !== undefined && e.repsMax > e.reps), 'repsMax > reps');

const ContentDay = z
  .object({ day: z.number().int().min(1).max(7), exercises: z.array(ContentExercise).min(1).max(12) })
  .strict();

const Pal = z.number().min(TRAINING_ACTIVITY_RANGE.min).max(TRAINING_ACTIVITY_RANGE.max);

export const ContentTemplate = z
  .object({
    key: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    level: z.enum(TRAINING_LEVELS),
    goals: z.array(z.enum(PLAN_GOALS)).min(1),
    activity: z
      .object({ min: Pal, max: Pal })
      .strict()
      .refine((a) => a.min <= a.max, 'min must not exceed max'),
    name: Localized.strict(),
    description: Localized.strict(),
    days: z
      .array(ContentDay)
      .min(1)
      .max(7)
      .refine(
        (days) => days.every((d, i) => i === 0 || d.day > days[i - 1]!.day),
        'days ascending, no repeats',
      )
      .refine((days) => days.length < 7, 'a week needs a rest day'),
  })
  .strict();
export type ContentTemplate = z.infer<typeof ContentTemplate>;

export const TrainingTemplatesFile = z
  .object({ templates: z.array(ContentTemplate).min(1) })
  .strict()
  .refine((file) => new Set(file.templates.map((t) => t.key)).size === file.templates.length, 'keys repeat');

/** A content file that cannot be used; the message names the file and the first problem. */
export class TrainingTemplatesFileError extends Error {
  constructor(file: string, problem: string) {
    super(`${file}: ${problem}`);
    this.name = 'TrainingTemplatesFileError';
  }
}

/** Reads and validates the templates once, when the app starts: a broken file stops the start. */
export function loadTrainingTemplates(contentDir: string): ContentTemplate[] {
  const file = join(contentDir, TRAINING_TEMPLATES_FILE);
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new TrainingTemplatesFileError(file, (error as Error).message);
  }
  const parsed = TrainingTemplatesFile.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new TrainingTemplatesFileError(file, `${issue?.path.join('.') || '(root)'}: ${issue?.message}`);
  }
  return parsed.data.templates;
}

/** Every catalogue exercise the templates name (exercises.source_id). */
export const referencedExercises = (templates: readonly ContentTemplate[]): string[] => [
  ...new Set(templates.flatMap((t) => t.days.flatMap((d) => d.exercises.map((e) => e.exercise)))),
];
