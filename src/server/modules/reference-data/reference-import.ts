import { copyFileSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, extname, join } from 'node:path';
import type { Kysely, Transaction } from 'kysely';
import sharp from 'sharp';
import { coverPreviewPath } from '../../lib/media-paths';
import { z } from 'zod';
import { exerciseTags, vocabularyKey, SOURCES } from '../../../core/domain/reference-vocabulary';
import { localizedNames, namedItem } from '../../../core/domain/named-item';
import type { DB } from '../../db/schema';
import {
  allergensFromDescription,
  deriveAllergens,
  type AllergenCode,
  type AllergenOverride,
  type AllergenReview,
} from './allergen-rules';
import {
  AllergenOverridesFile,
  AllergenReviewFile,
  AllergensFile,
  CatalogueItemsFile,
  DietTypesFile,
  ExerciseInstructionsFile,
  ExerciseNamesFile,
  FoodGroupsFile,
  FeaturedFoodsFile,
  FoodNamesFile,
  jsonFilesIn,
  MetMappingFile,
  MetReviewFile,
  NutrientsFile,
  PortionUnitsFile,
  readJsonFile,
  readOptionalJsonFile,
  WrittenInstructionsFile,
  type Localized,
} from './content-files';
import { bodyGroup, compendiumCode, exerciseGoals, REFERENCE_WEIGHT_KG } from './exercise-rules';
import { foodOccasions, foodTags, nutrientsAssigned, readableEnglishName, slugify } from './food-rules';
import { deriveRecipe } from './nutrition';
import { checkRecipes } from './recipe-check';
import { importEbooks } from './ebook-content';
import { importArticles } from './article-content';
import { importDietTemplates } from './diet-template-content';
import { importProPackages } from './pro-package-content';
import { importPromotions } from './promotion-content';
import { importTestimonials } from './testimonial-content';
import { importGazetteer } from './geo-import';
import { importDirectory } from './directory-content';
import { recipeCoverSvg, type CoverIngredient } from './recipe-cover';
import { recipeFacets } from './recipe-facets';
import { readSr28Foods, readSr28Portions, type NutrientColumn, type Sr28Food } from './sr28';
import {
  addCounts,
  changes,
  emptyCounts,
  idsByKey,
  editedIds,
  syncTable,
  type Row,
  type SyncCounts,
} from './table-sync';
import { reindex, type SearchIndexing } from '../../db/search/search-provider';
export { SOURCES } from '../../../core/domain/reference-vocabulary';

export interface ImportPaths {
  dataDir: string;
  contentDir: string;
  /** Where exercise photos are copied to and served from. */
  mediaDir: string;
  /** Private files (e-book PDFs), served only through their routes; beside the media folder by default. */
  filesDir?: string;
}

/** The private files folder of an import: `filesDir`, else `files` beside the media folder. */
export const filesDirOf = (paths: ImportPaths) => paths.filesDir ?? join(dirname(paths.mediaDir), 'files');

export interface ProgressReporter {
  start(label: string, total: number): void;
  advance(done: number): void;
  finish(): void;
}

export const silentProgress: ProgressReporter = { start() {}, advance() {}, finish() {} };

export interface DatasetReport {
  dataset: string;
  tables: Record<string, SyncCounts>;
  ms: number;
}

export class RecipeImportError extends Error {
  constructor(readonly failures: string[]) {
    super(`${failures.length} recipe(s) failed:\n${failures.join('\n')}`);
  }
}

type Trx = Transaction<DB>;
const json = (value: unknown) => JSON.stringify(value);

async function inTransaction(
  db: Kysely<DB>,
  dataset: string,
  work: (trx: Trx, tables: Record<string, SyncCounts>) => Promise<void>,
) {
  const started = Date.now();
  const tables: Record<string, SyncCounts> = {};
  await db.transaction().execute((trx) => work(trx, tables));
  return { dataset, tables, ms: Date.now() - started };
}

// ---------------------------------------------------------------------------------------------

async function importVocabularies(
  db: Kysely<DB>,
  paths: ImportPaths,
  sr28: Sr28Food[],
): Promise<DatasetReport> {
  const groups = readJsonFile(join(paths.contentDir, 'foods/groups.json'), FoodGroupsFile);
  const allergens = readJsonFile(join(paths.contentDir, 'allergens/allergens.json'), AllergensFile);
  const nutrients = readJsonFile(join(paths.contentDir, 'nutrients/nutrients.json'), NutrientsFile);
  const dietTypes = readJsonFile(join(paths.contentDir, 'diet-types.json'), DietTypesFile);
  for (const group of new Set(sr28.map((f) => f.group))) {
    if (!groups[group])
      throw new Error(`content/foods/groups.json has no names for the SR28 food group "${group}"`);
  }
  return inTransaction(db, 'vocabularies', async (trx, tables) => {
    tables.food_groups = await syncTable(
      trx,
      'food_groups',
      ['code'],
      Object.entries(groups).map(([sr28Name, names]) => ({
        code: slugify(sr28Name),
        ...localizedNames('name', names),
        source: SOURCES.sr28,
        source_id: sr28Name,
      })),
    );
    tables.allergens = await syncTable(
      trx,
      'allergens',
      ['code'],
      allergens.map((a) => ({
        code: a.code,
        wikidata: a.wikidata,
        ...localizedNames('name', a.name),
        source: SOURCES.off,
        source_id: a.offId,
      })),
    );
    tables.nutrients = await syncTable(
      trx,
      'nutrients',
      ['code'],
      nutrients.map((n) => ({
        code: n.code,
        unit: n.unit,
        daily_men: n.dailyMen,
        daily_woman: n.dailyWoman,
        reference: n.reference,
        ...localizedNames('name', n.name),
        source: SOURCES.nutrio,
        source_id: n.code,
      })),
    );
    tables.diet_types = await syncTable(
      trx,
      'diet_types',
      ['code'],
      dietTypes.map((d, position) => ({
        code: d.code,
        find: json(d.find),
        position,
        ...localizedNames('name', d.name),
        source: SOURCES.nutrio,
        source_id: d.code,
      })),
    );
  });
}

export function loadFoodNames(contentDir: string): Map<string, Localized> {
  const names = new Map<string, Localized>();
  for (const file of jsonFilesIn(join(contentDir, 'foods/names'))) {
    for (const [ndbNo, localized] of Object.entries(readJsonFile(file, FoodNamesFile))) {
      const previous = names.get(ndbNo);
      if (previous && json(previous) !== json(localized)) {
        throw new Error(`${file}: food ${ndbNo} is named differently in another names file`);
      }
      names.set(ndbNo, localized);
    }
  }
  return names;
}

/** Every reviewed allergen decision by ndb_no; a food reviewed in two files is an error. */
export function loadAllergenReviews(contentDir: string): Map<string, AllergenReview> {
  const reviews = new Map<string, AllergenReview>();
  for (const file of jsonFilesIn(join(contentDir, 'allergens/review'))) {
    for (const [ndbNo, review] of Object.entries(readJsonFile(file, AllergenReviewFile))) {
      if (reviews.has(ndbNo)) throw new Error(`${file}: food ${ndbNo} is reviewed in another file too`);
      reviews.set(ndbNo, review);
    }
  }
  return reviews;
}

/**
 * The foods catalogue's default order (docs/decisions.md): the featured everyday foods in their listed order,
 * then the foods our recipes use, most used first; every other food ranks 0 (then newest id first).
 */
export function foodListRanks(contentDir: string): Map<string, number> {
  const ranks = new Map<string, number>();
  for (const file of jsonFilesIn(join(contentDir, 'recipes'))) {
    const text = readFileSync(file, 'utf8');
    for (const [, ndbNo] of text.matchAll(/"ndbNo"\s*:\s*"(\d{5})"/g))
      ranks.set(ndbNo!, (ranks.get(ndbNo!) ?? 0) + 1);
  }
  const featuredFile = join(contentDir, 'foods/featured.json');
  const featured = readOptionalJsonFile(featuredFile, FeaturedFoodsFile, { ndbNos: [] }).ndbNos;
  featured.forEach((ndbNo, index) => ranks.set(ndbNo, 1_000_000 - index));
  return ranks;
}

async function importFoods(
  db: Kysely<DB>,
  paths: ImportPaths,
  sr28: Sr28Food[],
  progress: ProgressReporter,
): Promise<DatasetReport> {
  const names = loadFoodNames(paths.contentDir);
  const overridesFile = join(paths.contentDir, 'allergens/overrides.json');
  const overrides = readOptionalJsonFile(overridesFile, AllergenOverridesFile, {});
  const reviews = loadAllergenReviews(paths.contentDir);
  const ranks = foodListRanks(paths.contentDir);
  const portions = readSr28Portions(paths.dataDir);
  const unitsFile = join(paths.contentDir, 'foods/portion-units.json');
  const units = readOptionalJsonFile(unitsFile, PortionUnitsFile, {});
  const nutrientRefs = readJsonFile(join(paths.contentDir, 'nutrients/nutrients.json'), NutrientsFile).map(
    (n) => ({
      code: n.code as NutrientColumn,
      dailyMen: n.dailyMen,
      dailyWoman: n.dailyWoman,
    }),
  );
  const known = new Set(sr28.map((f) => f.ndbNo));
  for (const ndbNo of names.keys()) {
    if (!known.has(ndbNo)) throw new Error(`content/foods/names: ${ndbNo} is not an SR28 food`);
  }
  for (const ndbNo of reviews.keys()) {
    if (!known.has(ndbNo)) throw new Error(`content/allergens/review: ${ndbNo} is not an SR28 food`);
  }

  return inTransaction(db, 'foods', async (trx, tables) => {
    const groupIds = await idsByKey(trx, 'food_groups', 'source_id');
    progress.start('foods', sr28.length);
    const rows: Row[] = sr28.map((food) => {
      const named = names.get(food.ndbNo);
      const en = named?.en ?? readableEnglishName(food.description);
      const localized = { en, pl: named?.pl ?? en, de: named?.de ?? en };
      return {
        ndb_no: food.ndbNo,
        food_group_id: groupIds.get(food.group) ?? null,
        ...namedItem(localized),
        names_translated: named ? 1 : 0,
        sr28_description: food.description,
        tags: json(foodTags(food.group, food.description, food.nutrients)),
        occasions: json(foodOccasions(food.group, food.description)),
        nutrients_assigned: json(nutrientsAssigned(food.nutrients, nutrientRefs)),
        list_rank: ranks.get(food.ndbNo) ?? 0,
        allergens_from_description: allergensFromDescription(food.group, food.description, food.manufacturer)
          ? 1
          : 0,
        ...food.nutrients,
        source: SOURCES.sr28,
        source_id: food.ndbNo,
      };
    });
    tables.foods = await syncTable(trx, 'foods', ['ndb_no'], rows, {
      onProgress: (n) => progress.advance(n),
      keep: { edited: true },
    });
    progress.finish();

    const foodIds = await idsByKey(trx, 'foods', 'ndb_no');
    progress.start('food portions', portions.length);
    tables.food_portions = await syncTable(
      trx,
      'food_portions',
      ['source_id'],
      portions.map((p) => ({
        food_id: foodIds.get(p.ndbNo) ?? null,
        seq: p.seq,
        amount: p.amount,
        unit: p.unit,
        unit_pl: units[p.unit]?.pl ?? null,
        unit_de: units[p.unit]?.de ?? null,
        grams: p.grams,
        source: SOURCES.sr28,
        source_id: `${p.ndbNo}:${p.seq}`,
      })),
      { onProgress: (n) => progress.advance(n) },
    );
    progress.finish();

    const allergenIds = await idsByKey(trx, 'allergens', 'code');
    const allergenRows: Row[] = [];
    for (const food of sr28) {
      const override = overrides[food.ndbNo] as AllergenOverride | undefined;
      for (const [code, { rule, level }] of deriveAllergens(
        food.group,
        food.description,
        override,
        reviews.get(food.ndbNo),
      )) {
        allergenRows.push({
          food_id: foodIds.get(food.ndbNo) ?? null,
          allergen_id: allergenIds.get(code) ?? null,
          rule,
          level,
        });
      }
    }
    tables.food_allergens = await syncTable(trx, 'food_allergens', ['food_id', 'allergen_id'], allergenRows, {
      hasId: false,
    });
  });
}

// ---------------------------------------------------------------------------------------------

const SourceExercise = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]+$/),
  name: z.string().min(1),
  force: z.string().nullable(),
  level: z.string(),
  mechanic: z.string().nullable(),
  equipment: z.string().nullable(),
  primaryMuscles: z.array(z.string()),
  secondaryMuscles: z.array(z.string()),
  instructions: z.array(z.string()),
  category: z.string(),
  images: z.array(z.string()),
});

function readCompendium(dataDir: string): Map<string, number> {
  const file = join(dataDir, 'exercises/met-compendium/compendium_2011.csv');
  const mets = new Map<string, number>();
  readFileSync(file, 'utf8')
    .split('\n')
    .slice(1)
    .forEach((line, index) => {
      if (!line.trim()) return;
      const [code, met] = line.split(',');
      const value = Number(met);
      if (!code || !Number.isFinite(value)) throw new Error(`${file}:${index + 2}: no MET value`);
      mets.set(code, value);
    });
  return mets;
}

/** Copies both photos (WebP or JPEG, as the dataset has them) and writes a 400 px WebP card variant; files already in place are kept. */
async function copyExerciseImages(
  paths: ImportPaths,
  exercise: { id: string; images: string[] },
): Promise<string[]> {
  const served: string[] = [];
  for (const [index, image] of exercise.images.entries()) {
    const source = join(paths.dataDir, 'exercises/free-exercise-db/images', image);
    const dir = join(paths.mediaDir, 'exercises', exercise.id);
    mkdirSync(dir, { recursive: true });
    const extension = extname(image) || '.webp';
    const full = join(dir, `${index}${extension}`);
    const card = join(dir, `${index}-card.webp`);
    if (!existsSync(full) || statSync(full).size !== statSync(source).size) copyFileSync(source, full);
    if (!existsSync(card))
      await sharp(source).resize({ width: 400, withoutEnlargement: true }).webp({ quality: 78 }).toFile(card);
    served.push(`exercises/${exercise.id}/${index}${extension}`);
  }
  return served;
}

/**
 * Our exercise instructions: pl/de translations of the source's steps (`instructions-*.json`), and our own
 * en/pl/de steps for the exercises the source ships without any (`written-instructions.json`).
 */
export function loadExerciseInstructions(contentDir: string) {
  const translated = Object.assign(
    {},
    ...jsonFilesIn(join(contentDir, 'exercises'))
      .filter((file) => /instructions-[\w-]+\.json$/.test(file))
      .map((file) => readJsonFile(file, ExerciseInstructionsFile)),
  ) as z.infer<typeof ExerciseInstructionsFile>;
  const written = readOptionalJsonFile(
    join(contentDir, 'exercises/written-instructions.json'),
    WrittenInstructionsFile,
    {},
  );
  return { translated, written };
}

/** The steps whose English original is not empty (translations keep the source's step positions). */
function withoutEmptySteps(steps: string[], english: string[]): string[] {
  return steps.filter((_, index) => (english[index] ?? '').trim() !== '');
}

async function importExercises(
  db: Kysely<DB>,
  paths: ImportPaths,
  progress: ProgressReporter,
): Promise<DatasetReport> {
  const sourceFile = join(paths.dataDir, 'exercises/free-exercise-db/exercises.json');
  const exercises = readJsonFile(sourceFile, z.array(SourceExercise));
  const names = readJsonFile(join(paths.contentDir, 'exercises/names.json'), ExerciseNamesFile);
  const { translated: instructions, written } = loadExerciseInstructions(paths.contentDir);
  const mapping = readJsonFile(join(paths.contentDir, 'exercises/met-mapping.json'), MetMappingFile);
  // The per-exercise review is final; the rules only cover exercises it does not name.
  const reviewFile = join(paths.contentDir, 'exercises/met-review.json');
  const metReview = readOptionalJsonFile(reviewFile, MetReviewFile, {});
  const compendium = readCompendium(paths.dataDir);

  progress.start('exercise photos', exercises.length);
  const images = new Map<string, string[]>();
  for (const [index, exercise] of exercises.entries()) {
    images.set(exercise.id, await copyExerciseImages(paths, exercise));
    progress.advance(index + 1);
  }
  progress.finish();

  const rows: Row[] = exercises.map((exercise) => {
    const localized = names[exercise.id];
    if (!localized) throw new Error(`content/exercises/names.json has no names for ${exercise.id}`);
    const code = metReview[exercise.id]?.code ?? compendiumCode(mapping, exercise);
    const met = code ? compendium.get(code) : undefined;
    if (!code || met === undefined)
      throw new Error(`no Compendium MET for exercise ${exercise.id} (code ${code ?? 'none'})`);
    const ours = exercise.instructions.length === 0 ? written[exercise.id] : undefined;
    const english = ours?.en ?? exercise.instructions;
    const given = instructions[exercise.id];
    const translated = ours ?? (given && given.pl.length > 0 ? given : undefined);
    if (translated && (translated.pl.length !== english.length || translated.de.length !== english.length)) {
      throw new Error(`instructions for ${exercise.id} do not have ${english.length} steps`);
    }
    return {
      ...namedItem({ en: exercise.name, pl: localized.pl, de: localized.de }),
      category: vocabularyKey(exercise.category),
      level: exercise.level,
      force: exercise.force,
      mechanic: exercise.mechanic,
      equipment: vocabularyKey(exercise.equipment ?? 'none'),
      primary_muscles: json(exercise.primaryMuscles),
      secondary_muscles: json(exercise.secondaryMuscles),
      body_group: bodyGroup(exercise.category, exercise.primaryMuscles),
      goals: json(exerciseGoals(exercise.category, met)),
      tags: json(exerciseTags(exercise.equipment, exercise.primaryMuscles)),
      // The source has a few empty steps; they are left out in every language.
      instructions_en: json(withoutEmptySteps(english, english)),
      instructions_pl: json(withoutEmptySteps(translated?.pl ?? english, english)),
      instructions_de: json(withoutEmptySteps(translated?.de ?? english, english)),
      instructions_translated: translated ? 1 : 0,
      met,
      met_code: code,
      kcal_hour: Math.round(met * REFERENCE_WEIGHT_KG),
      images: json(images.get(exercise.id) ?? []),
      source: SOURCES.exercises,
      source_id: exercise.id,
    };
  });
  return inTransaction(db, 'exercises', async (trx, tables) => {
    tables.exercises = await syncTable(trx, 'exercises', ['source', 'source_id'], rows, {
      keep: { edited: true },
    });
  });
}

// ---------------------------------------------------------------------------------------------

async function importRecipes(
  db: Kysely<DB>,
  paths: ImportPaths,
  sr28: Sr28Food[],
  progress: ProgressReporter,
): Promise<DatasetReport> {
  const files = jsonFilesIn(join(paths.contentDir, 'recipes'));
  const foods = new Map(sr28.map((food) => [food.ndbNo, food]));
  const inputs = files.map((file) => {
    try {
      return { file, content: JSON.parse(readFileSync(file, 'utf8')) as unknown };
    } catch (error) {
      return { file, content: { invalidJson: (error as Error).message } };
    }
  });
  const report = checkRecipes(inputs, foods);
  const failures = report.recipes
    .filter((line) => line.problems.length > 0)
    .map((line) => `${line.file} ${line.id}: ${line.problems.join('; ')}`);
  if (failures.length) throw new RecipeImportError(failures);

  const references = readJsonFile(join(paths.contentDir, 'nutrients/nutrients.json'), NutrientsFile).map(
    (n) => ({
      code: n.code as NutrientColumn,
      dailyMen: n.dailyMen,
      dailyWoman: n.dailyWoman,
    }),
  );
  const result = await inTransaction(db, 'recipes', async (trx, tables) => {
    const foodIds = await idsByKey(trx, 'foods', 'ndb_no');
    const allergenCodes = new Map<string, AllergenCode[]>();
    const mayContainCodes = new Map<string, AllergenCode[]>();
    for (const row of await trx
      .selectFrom('food_allergens')
      .innerJoin('foods', 'foods.id', 'food_allergens.food_id')
      .innerJoin('allergens', 'allergens.id', 'food_allergens.allergen_id')
      .select(['foods.ndb_no', 'allergens.code', 'food_allergens.level'])
      .execute()) {
      const byLevel = row.level === 'may_contain' ? mayContainCodes : allergenCodes;
      byLevel.set(row.ndb_no, [...(byLevel.get(row.ndb_no) ?? []), row.code as AllergenCode]);
    }
    const recipes = report.recipes.flatMap((line) => (line.recipe ? [line.recipe] : []));
    progress.start('recipes', recipes.length);
    const facets = new Map<string, Array<[string, string]>>();
    const rows: Row[] = recipes.map((recipe) => {
      const { perPortion, allergens, mayContain, dietType } = deriveRecipe(
        recipe.ingredients.map((i) => {
          const food = foods.get(i.ndbNo) as Sr28Food;
          return {
            grams: i.grams,
            per100g: food.nutrients,
            contains: allergenCodes.get(i.ndbNo) ?? [],
            mayContain: mayContainCodes.get(i.ndbNo) ?? [],
            group: food.group,
            description: food.description,
          };
        }),
        recipe.portions,
      );
      facets.set(
        recipe.id,
        recipeFacets(
          {
            tags: recipe.tags,
            categories: recipe.categories,
            occasions: recipe.occasions,
            allergens,
            mayContain,
            prepTimeMin: recipe.prepTimeMin,
            portions: recipe.portions,
            hard: recipe.hard,
            perPortion,
          },
          references,
        ),
      );
      return {
        ...namedItem(recipe.name),
        ...localizedNames('description', recipe.description),
        instructions_en: json(recipe.instructions.en),
        instructions_pl: json(recipe.instructions.pl),
        instructions_de: json(recipe.instructions.de),
        portions: recipe.portions,
        prep_time_min: recipe.prepTimeMin,
        hard: recipe.hard ? 1 : 0,
        cuisine: recipe.cuisine,
        // The check above makes the content's diet type equal to the one the ingredients give.
        diet_type: dietType,
        occasions: json(recipe.occasions),
        categories: json(recipe.categories),
        tags: json(recipe.tags),
        allergens: json(allergens),
        may_contain_allergens: json(mayContain),
        image: writeRecipeCover(
          paths.mediaDir,
          recipe.id,
          recipe.occasions[0] ?? '',
          recipe.ingredients.map((i) => ({
            grams: i.grams,
            group: (foods.get(i.ndbNo) as Sr28Food).group,
            description: (foods.get(i.ndbNo) as Sr28Food).description,
          })),
        ),
        ...perPortion,
        source: SOURCES.nutrio,
        source_id: recipe.id,
      };
    });
    tables.recipes = await syncTable(trx, 'recipes', ['source', 'source_id'], rows, {
      onProgress: (n) => progress.advance(n),
      keep: { edited: true },
    });
    progress.finish();
    const recipeIds = await idsByKey(trx, 'recipes', 'source_id');
    const editedRecipes = { column: 'recipe_id', ids: await editedIds(trx, 'recipes') };
    tables.recipe_ingredients = await syncTable(
      trx,
      'recipe_ingredients',
      ['recipe_id', 'position'],
      recipes.flatMap((recipe) =>
        recipe.ingredients.map((ingredient, position) => ({
          recipe_id: recipeIds.get(recipe.id) ?? null,
          position,
          food_id: foodIds.get(ingredient.ndbNo) ?? null,
          grams: ingredient.grams,
          measure_amount: ingredient.measure?.amount ?? null,
          measure_unit: ingredient.measure?.unit ?? null,
        })),
      ),
      { hasId: false, keep: { parents: editedRecipes } },
    );
    tables.recipe_facets = await syncTable(
      trx,
      'recipe_facets',
      ['facet', 'value', 'recipe_id'],
      [...facets.entries()].flatMap(([recipeId, list]) =>
        list.map(([facet, value]) => ({ facet, value, recipe_id: recipeIds.get(recipeId) ?? null })),
      ),
      { hasId: false, keep: { parents: editedRecipes } },
    );
  });
  // After the transaction: rendering pictures must not hold the database's writer. Four at a time, on
  // sharp's threads.
  const covers = report.recipes.flatMap((line) => (line.recipe ? [`recipes/${line.recipe.id}.svg`] : []));
  for (let i = 0; i < covers.length; i += 4)
    await Promise.all(covers.slice(i, i + 4).map((cover) => writeCoverPreview(paths.mediaDir, cover)));
  return result;
}

/**
 * The link preview of a generated cover (issue 14 A2): 1200 × 630 JPEG, the cover centred on its own cloth
 * colour, since Facebook and X show no SVG. Written when missing or older than the cover.
 */
export async function writeCoverPreview(mediaDir: string, coverPath: string): Promise<void> {
  const cover = join(mediaDir, coverPath);
  const preview = join(mediaDir, coverPreviewPath(coverPath));
  if (!existsSync(cover)) return;
  if (existsSync(preview) && statSync(preview).mtimeMs >= statSync(cover).mtimeMs) return;
  const svg = readFileSync(cover);
  const cloth =
    /<rect width="\d+" height="\d+" fill="(#[0-9a-f]{6})"/i.exec(svg.toString('utf8'))?.[1] ?? '#ffffff';
  const plate = await sharp(svg, { density: 300 }).resize({ height: 630 }).toBuffer();
  const { width = 840 } = await sharp(plate).metadata();
  const side = Math.max(0, Math.round((1200 - width) / 2));
  await sharp(plate)
    .extend({ left: side, right: 1200 - width - side, background: cloth })
    .flatten({ background: cloth })
    .jpeg({ quality: 82, mozjpeg: true })
    .toFile(preview);
}

/** Writes the recipe's generated cover (when it changed) and answers its path under /media/. */
function writeRecipeCover(
  mediaDir: string,
  recipeId: string,
  occasion: string,
  ingredients: CoverIngredient[],
): string {
  const path = `recipes/${recipeId}.svg`;
  const file = join(mediaDir, path);
  const svg = recipeCoverSvg(recipeId, occasion, ingredients);
  if (!existsSync(file) || readFileSync(file, 'utf8') !== svg) {
    mkdirSync(join(mediaDir, 'recipes'), { recursive: true });
    writeFileSync(file, svg);
  }
  return path;
}

async function importCatalogueItems(db: Kysely<DB>, paths: ImportPaths): Promise<DatasetReport | undefined> {
  const files = { supplements: 'supplements.json', medical_products: 'medical-products.json' } as const;
  if (!Object.values(files).some((file) => existsSync(join(paths.contentDir, 'plan-editor', file))))
    return undefined;
  return inTransaction(db, 'plan editor items', async (trx, tables) => {
    for (const [table, file] of Object.entries(files) as Array<[keyof typeof files, string]>) {
      const path = join(paths.contentDir, 'plan-editor', file);
      const items = existsSync(path) ? readJsonFile(path, CatalogueItemsFile) : [];
      tables[table] = await syncTable(
        trx,
        table,
        ['code'],
        items.map((item) => ({
          code: item.code,
          unit: item.unit,
          tags: json(item.tags),
          ...localizedNames('name', item.name),
          source: SOURCES.nutrio,
          source_id: item.code,
        })),
      );
    }
  });
}

/**
 * Imports every reference dataset, each in its own transaction: a broken file fails its dataset and
 * leaves the database as it was. A second run over the same files changes nothing.
 */
export async function importReferenceData(
  db: Kysely<DB>,
  paths: ImportPaths,
  { progress = silentProgress, search }: { progress?: ProgressReporter; search?: SearchIndexing } = {},
): Promise<DatasetReport[]> {
  const sr28 = readSr28Foods(paths.dataDir);
  const reports: DatasetReport[] = [];
  reports.push(await importVocabularies(db, paths, sr28));
  reports.push(await importFoods(db, paths, sr28, progress));
  reports.push(await importExercises(db, paths, progress));
  reports.push(await importRecipes(db, paths, sr28, progress));
  const items = await importCatalogueItems(db, paths);
  if (items) reports.push(items);
  const started = Date.now();
  const ebooks = await importEbooks(db, { ...paths, filesDir: filesDirOf(paths) });
  if (ebooks) reports.push({ dataset: 'e-books', tables: ebooks.tables, ms: Date.now() - started });
  const articlesStarted = Date.now();
  const articles = await importArticles(db, paths);
  if (articles)
    reports.push({ dataset: 'articles', tables: articles.tables, ms: Date.now() - articlesStarted });
  // After the recipes: the templates are planned from them.
  const templatesStarted = Date.now();
  const templates = await importDietTemplates(db, paths);
  if (templates)
    reports.push({ dataset: 'diet templates', tables: templates.tables, ms: Date.now() - templatesStarted });
  const proStarted = Date.now();
  const proPackages = await importProPackages(db, paths);
  if (proPackages)
    reports.push({ dataset: 'pro packages', tables: proPackages.tables, ms: Date.now() - proStarted });
  const promotionsStarted = Date.now();
  const promotions = await importPromotions(db, paths);
  if (promotions)
    reports.push({ dataset: 'promotions', tables: promotions.tables, ms: Date.now() - promotionsStarted });
  const testimonialsStarted = Date.now();
  const testimonials = await importTestimonials(db, paths);
  if (testimonials)
    reports.push({
      dataset: 'testimonials',
      tables: testimonials.tables,
      ms: Date.now() - testimonialsStarted,
    });
  const geoStarted = Date.now();
  const gazetteer = await importGazetteer(db, paths);
  if (gazetteer)
    reports.push({ dataset: 'gazetteer', tables: gazetteer.tables, ms: Date.now() - geoStarted });
  // After the gazetteer: the directory's addresses are placed by it.
  const directoryStarted = Date.now();
  const directory = await importDirectory(db, paths);
  if (directory)
    reports.push({ dataset: 'directory', tables: directory.tables, ms: Date.now() - directoryStarted });
  if (search) await indexCatalogues(db, search, reports, progress);
  return reports;
}

/** Reindexes each source whose tables this import changed (or that has no documents yet). */
async function indexCatalogues(
  db: Kysely<DB>,
  { provider, sources }: SearchIndexing,
  reports: DatasetReport[],
  progress: ProgressReporter,
) {
  const changedTables = new Set(
    reports.flatMap((r) =>
      Object.entries(r.tables)
        .filter(([, c]) => changes(c) > 0)
        .map(([t]) => t),
    ),
  );
  for (const source of sources) {
    const indexed = await db
      .selectFrom('search_documents')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('entity_type', '=', source.entityType)
      .executeTakeFirstOrThrow();
    if (Number(indexed.n) > 0 && !source.sourceTables.some((table) => changedTables.has(table))) continue;
    const documents = await source.documents();
    progress.start(`search: ${source.entityType}`, documents.length);
    await reindex(provider, source.entityType, documents);
    progress.advance(documents.length);
    progress.finish();
  }
}

export function totalChanges(reports: DatasetReport[]): SyncCounts {
  return reports.flatMap((r) => Object.values(r.tables)).reduce(addCounts, emptyCounts());
}
