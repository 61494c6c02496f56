import type {
  FoodNutrition,
  FoodNutritionResponse,
  FoodRecognitionSearchResponse,
  RecognizeResponse,
} from '../../../core/contracts/food-recognition';
import type { Locale } from '../../../core/i18n/locales';
import { per100g, roundedPer100g } from './food-nutrition';
import type { FoodRow } from './food-recognition.repo';
import type { RecognitionResult } from './food-recognition.service';

const nameOf = (food: FoodRow, locale: Locale) => food[`name_${locale}`];

/** A model's label as a name when no food of ours matched it: "hot_dog" → "Hot dog". */
const labelAsName = (label: string) => {
  const text = label.split(',')[0]!.replace(/_/g, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
};

type CategoryName = (category: string, locale: Locale) => string;

export function presentRecognitions(
  result: RecognitionResult,
  locale: Locale,
  categoryName: CategoryName,
): RecognizeResponse {
  return {
    model: result.model,
    recognitions: result.recognitions.map((r) => ({
      id: r.id,
      name: r.food ? nameOf(r.food, locale) : labelAsName(r.label),
      confidence: Math.round(r.confidence * 10_000) / 10_000,
      estimatedWeight: r.estimatedWeight,
      category: categoryName(r.category, locale),
      foodId: r.food?.id ?? null,
      per100g: roundedPer100g(r.per100g),
    })),
  };
}

export function presentSearch(
  foods: FoodRow[],
  locale: Locale,
  categoryOf: (food: FoodRow) => string,
  categoryName: CategoryName,
): FoodRecognitionSearchResponse {
  return {
    results: foods.map((food) => ({
      foodId: food.id,
      name: nameOf(food, locale),
      category: categoryName(categoryOf(food), locale),
      per100g: roundedPer100g(per100g(food)),
    })),
  };
}

export function presentNutrition(
  { food, nutrition }: { food: FoodRow; nutrition: FoodNutrition },
  locale: Locale,
): FoodNutritionResponse {
  return { success: true, food: { id: food.id, name: nameOf(food, locale), nutrition } };
}
