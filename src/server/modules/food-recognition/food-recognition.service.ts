import {
  estimatedWeight,
  TOP_RECOGNITIONS,
  type FoodNutrition,
} from '../../../core/contracts/food-recognition';
import type { Locale } from '../../../core/i18n/locales';
import { AppError, NotFoundError, ValidationError } from '../../errors';
import { inspectUploadedImage } from '../../lib/uploaded-image';
import type { FoodMapping, MappedClass } from './food-mapping';
import { medianPer100g, nutritionFor, per100g, type Per100g } from './food-nutrition';
import type { FoodRecognitionRepo, FoodRow } from './food-recognition.repo';
import {
  InferenceError,
  NoFoodDetectedError,
  PhotoTooLargeError,
  type FoodRecognizer,
  type LabelScore,
  type RecognizerAnswer,
} from './food-recognizer';

/**
 * "No food" (A §8) for the embedded model, which knows 1,000 things of which ~49 are food: the food classes
 * together hold less than 15 % of the probability, or the single most likely class is not food and the food
 * classes hold less than 30 %. A plate of pasta that the model also half-reads as a "plate" passes; a cat, a
 * car or a blank wall does not.
 */
export const MIN_FOOD_SHARE = 0.15;
export const MIN_FOOD_SHARE_WHEN_TOP_IS_NOT_FOOD = 0.3;

/** Alternatives less likely than this are left out of the answer. */
export const MIN_ALTERNATIVE_CONFIDENCE = 0.01;

export function detectsFood(answer: RecognizerAnswer, isFood: (label: string) => boolean): boolean {
  const share = answer.labels.filter((l) => isFood(l.label)).reduce((sum, l) => sum + l.score, 0);
  if (share < MIN_FOOD_SHARE) return false;
  const top = answer.bestOverall;
  return !top || isFood(top.label) || share >= MIN_FOOD_SHARE_WHEN_TOP_IS_NOT_FOOD;
}

/** One recognition before it is put in a language. */
export interface MatchedRecognition {
  id: string;
  label: string;
  confidence: number;
  estimatedWeight: number;
  category: string;
  food: FoodRow | null;
  /** The food's own values, or the category's median when no food matched (IMG-24). */
  per100g: Per100g;
}

export interface RecognitionResult {
  model: 'embedded' | 'remote';
  recognitions: MatchedRecognition[];
}

const slug = (label: string) =>
  label
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60) || 'food';

export function createFoodRecognitionService({
  repo,
  recognizer,
  mapping,
}: {
  repo: FoodRecognitionRepo;
  recognizer: FoodRecognizer;
  mapping: FoodMapping;
}) {
  let medians: { revision: number; byCategory: Map<string, Per100g> } | undefined;

  /** IMG-24: each category's median values per 100 g over the SR28 groups it holds, kept per catalogue revision. */
  async function categoryMedian(category: string): Promise<Per100g> {
    const revision = await repo.revision();
    if (medians?.revision !== revision) {
      const rows = await repo.allGroupNutrients();
      const byCategory = new Map<string, Per100g>();
      for (const name of mapping.categories()) {
        const groups = mapping.groupsOf(name);
        byCategory.set(
          name,
          medianPer100g(
            groups === 'all' ? rows : rows.filter((r) => r.group !== null && groups.includes(r.group)),
          ),
        );
      }
      medians = { revision, byCategory };
    }
    return medians.byCategory.get(category) ?? medianPer100g([]);
  }

  /** The food a label means: the mapping's class, else (a remote model's own labels) a name search in English. */
  async function resolve(
    labels: LabelScore[],
  ): Promise<Array<LabelScore & { mapped: MappedClass | undefined; food: FoodRow | null }>> {
    const mapped = labels.map((l) => ({ ...l, mapped: mapping.classOf(l.label) }));
    const rows = await repo.byNdbNos([...new Set(mapped.flatMap((m) => (m.mapped ? [m.mapped.ndbNo] : [])))]);
    const byNdb = new Map(rows.map((row) => [row.ndb_no, row]));
    return Promise.all(
      mapped.map(async (m) => {
        if (m.mapped) return { ...m, food: byNdb.get(m.mapped.ndbNo) ?? null };
        const text = m.label.split(',')[0]!.replace(/_/g, ' ');
        const [found] = await repo.searchByName(text, 'en', 1);
        return { ...m, food: found ?? null };
      }),
    );
  }

  return {
    model: recognizer.model,
    /**
     * IMG-10, IMG-15: checks the photo by its content (never stored), asks the recogniser, and answers the
     * best recognitions mapped to foods of our table, at most TOP_RECOGNITIONS, best first. Two labels meaning
     * the same food are one recognition with their confidences added.
     */
    async recognize(body: unknown): Promise<RecognitionResult> {
      if (!Buffer.isBuffer(body) || body.length === 0) throw new ValidationError(undefined, 'imageInvalid');
      const image = await inspectUploadedImage(body);
      if (!image.ok) {
        if (image.reason === 'too-large') throw new PhotoTooLargeError();
        throw new ValidationError(undefined, 'imageInvalid');
      }
      let answer: RecognizerAnswer;
      try {
        answer = await recognizer.recognize(body);
      } catch (error) {
        throw error instanceof AppError ? error : new InferenceError(String(error));
      }
      const isFood = (label: string) => mapping.classOf(label)?.food ?? recognizer.model === 'remote';
      if (recognizer.model === 'embedded' && !detectsFood(answer, isFood)) throw new NoFoodDetectedError();

      const candidates = await resolve(answer.labels.filter((l) => isFood(l.label) && l.score > 0));
      // A remote model's labels that match no food of ours are kept only beside at least one that does.
      if (candidates.every((c) => c.food === null && c.mapped === undefined)) throw new NoFoodDetectedError();

      const merged = new Map<string, (typeof candidates)[number]>();
      for (const candidate of candidates) {
        const key = candidate.food ? `food:${candidate.food.id}` : `label:${slug(candidate.label)}`;
        const kept = merged.get(key);
        if (kept) kept.score = Math.min(1, kept.score + candidate.score);
        else merged.set(key, { ...candidate });
      }
      // Alternatives below 1 % are noise: the best one is always kept, the user can search for another food.
      const best = [...merged.values()]
        .sort((a, b) => b.score - a.score)
        .filter((c, index) => index === 0 || c.score >= MIN_ALTERNATIVE_CONFIDENCE)
        .slice(0, TOP_RECOGNITIONS);
      return {
        model: recognizer.model,
        recognitions: await Promise.all(
          best.map(async (c) => {
            const category = c.mapped?.category ?? mapping.categoryOfGroup(c.food?.group ?? null);
            return {
              id: slug(c.mapped?.label ?? c.label),
              label: c.mapped?.label ?? c.label,
              confidence: Math.min(1, Math.max(0, c.score)),
              estimatedWeight: estimatedWeight(c.mapped?.weightKind ?? null, body.length),
              category,
              food: c.food,
              per100g: c.food ? per100g(c.food) : await categoryMedian(category),
            };
          }),
        ),
      };
    },
    /** IMG-18, IMG-19: foods by name in a language, best first. */
    search(query: string, language: Locale): Promise<FoodRow[]> {
      return repo.searchByName(query, language);
    },
    /** IMG-20, IMG-21: a food's nutrition for `weight` grams. */
    async nutrition(foodId: number, weight: number): Promise<{ food: FoodRow; nutrition: FoodNutrition }> {
      const [food] = await repo.byIds([foodId]);
      if (!food) throw new NotFoundError('foodNotFound');
      return { food, nutrition: nutritionFor(per100g(food), weight) };
    },
    categoryOf: (food: FoodRow) => mapping.categoryOfGroup(food.group),
    categoryName: mapping.categoryName,
  };
}
export type FoodRecognitionService = ReturnType<typeof createFoodRecognitionService>;
