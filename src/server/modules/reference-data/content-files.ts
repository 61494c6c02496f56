import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { ALLERGEN_CODES } from './allergen-rules';
import { DataFileError } from './sr28';

/** Reads and validates one JSON content file; a bad file names itself and the problem. */
export function readJsonFile<T>(file: string, schema: z.ZodType<T>): T {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    const position = /position (\d+)/.exec((error as Error).message)?.[1];
    const line = position ? readFileSync(file, 'utf8').slice(0, Number(position)).split('\n').length : 0;
    throw new DataFileError(file, line, `invalid JSON: ${(error as Error).message}`);
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new DataFileError(file, 0, `${issue?.path.join('.') || '(root)'}: ${issue?.message ?? 'invalid'}`);
  }
  return parsed.data;
}

/** An optional content file: its contents, or `fallback` when the file does not exist. */
export function readOptionalJsonFile<T>(file: string, schema: z.ZodType<T>, fallback: T): T {
  return existsSync(file) ? readJsonFile(file, schema) : fallback;
}

/** Writes a generated text file (a cover) only when it differs: a second import touches nothing. */
export function writeIfChanged(file: string, text: string): void {
  if (existsSync(file) && readFileSync(file, 'utf8') === text) return;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}

export function jsonFilesIn(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => join(dir, name));
}

const Localized = z.object({ en: z.string().min(1), pl: z.string().min(1), de: z.string().min(1) });
export type Localized = z.infer<typeof Localized>;
const PlDe = z.object({ pl: z.string().min(1), de: z.string().min(1) });

export const FoodNamesFile = z.record(z.string().regex(/^\d{5}$/), Localized);
export const FeaturedFoodsFile = z.object({
  about: z.string().optional(),
  ndbNos: z.array(z.string().regex(/^\d{5}$/)),
});
/** SR28 household-measure descriptions in Polish and German, keyed by the English text. */
export const PortionUnitsFile = z.record(
  z.string(),
  z.object({ pl: z.string().min(1), de: z.string().min(1) }),
);
export const FoodGroupsFile = z.record(z.string(), Localized);
export const AllergensFile = z.array(
  z.object({ code: z.string(), offId: z.string(), wikidata: z.string().nullable(), name: Localized }),
);
export const AllergenOverridesFile = z.record(
  z.string().regex(/^\d{5}$/),
  z.object({
    add: z.array(z.enum(ALLERGEN_CODES)).optional(),
    remove: z.array(z.enum(ALLERGEN_CODES)).optional(),
    mayContain: z.array(z.enum(ALLERGEN_CODES)).optional(),
    why: z.string().optional(),
  }),
);
const AllergenCodeList = z.array(z.enum(ALLERGEN_CODES));
/** content/allergens/review/*.json: one reviewed decision per food (contains, may contain, why). */
export const AllergenReviewFile = z.record(
  z.string().regex(/^\d{5}$/),
  z
    .object({ contains: AllergenCodeList, mayContain: AllergenCodeList, why: z.string().min(3) })
    .refine(
      (r) => !r.contains.some((code) => r.mayContain.includes(code)),
      'an allergen is both in contains and mayContain',
    ),
);
export const NutrientsFile = z.array(
  z.object({
    code: z.string(),
    unit: z.string(),
    name: Localized,
    dailyMen: z.number().nullable(),
    dailyWoman: z.number().nullable(),
    reference: z.string(),
  }),
);
export const DietTypesFile = z.array(
  z.object({ code: z.string(), find: z.array(z.string()), name: Localized }),
);
export const ExerciseNamesFile = z.record(z.string(), PlDe);
export const ExerciseInstructionsFile = z.record(
  z.string(),
  z.object({ pl: z.array(z.string().min(1)), de: z.array(z.string().min(1)) }),
);
export const WrittenInstructionsFile = z.record(
  z.string(),
  z.object({
    en: z.array(z.string().min(1)).min(1),
    pl: z.array(z.string().min(1)).min(1),
    de: z.array(z.string().min(1)).min(1),
  }),
);
export const MetMappingFile = z.object({
  rules: z.array(
    z.object({
      category: z.string().nullable(),
      mechanic: z.string().nullable(),
      level: z.string().nullable(),
      code: z.string(),
    }),
  ),
  overrides: z.record(z.string(), z.string()),
});
/** content/exercises/met-review.json: a reviewed Compendium code per exercise, with the activity it stands for. */
export const MetReviewFile = z.record(
  z.string(),
  z.object({ code: z.string().regex(/^\d{5}$/), why: z.string().min(3) }),
);
export const CatalogueItemsFile = z.array(
  z.object({
    code: z.string().regex(/^[a-z0-9-]+$/),
    unit: z.string(),
    tags: z.array(z.string()).default([]),
    name: Localized,
  }),
);
