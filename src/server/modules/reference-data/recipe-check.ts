import { dietClassOfFood, loosestDietClass, type DietClass } from './diet-class';
import { sumNutrients } from './nutrition';
import { RecipeContent } from './recipe-content';
import type { Sr28Food } from './sr28';

/** kcal per portion the spec expects (B: a main 400–800, a snack 100–300), and our ranges for the rest. */
export const KCAL_RANGES = {
  main: [400, 800],
  breakfast: [250, 700],
  snack: [100, 300],
  dessert: [150, 500],
} as const;

export interface RecipeCheckLine {
  file: string;
  id: string;
  problems: string[];
  kcalPerPortion?: number;
  dietClass?: DietClass;
  ndbNos: string[];
  recipe?: RecipeContent;
}

function kcalRange(recipe: RecipeContent): readonly [number, number] {
  const o = new Set(recipe.occasions);
  if (o.has('lunch') || o.has('dinner')) {
    // Soups, salads and sides are often a lighter course; the main-dish range applies to the rest.
    const light = recipe.categories.some((c) => c === 'soup' || c === 'salad' || c === 'side-dish');
    return light ? [200, 800] : KCAL_RANGES.main;
  }
  if (o.has('breakfast')) return KCAL_RANGES.breakfast;
  if (o.has('snack')) return KCAL_RANGES.snack;
  return KCAL_RANGES.dessert;
}

/** Every problem of every recipe at once, so an author or importer sees the whole list. */
export function checkRecipes(
  inputs: Array<{ file: string; content: unknown }>,
  foods: Map<string, Sr28Food>,
): { recipes: RecipeCheckLine[] } {
  const lines: RecipeCheckLine[] = [];
  const seenIds = new Map<string, string>();
  for (const { file, content } of inputs) {
    if (!Array.isArray(content)) {
      lines.push({
        file,
        id: '(file)',
        problems: ['the file must hold a JSON array of recipes'],
        ndbNos: [],
      });
      continue;
    }
    content.forEach((raw, index) => {
      const fallbackId =
        typeof raw === 'object' && raw && 'id' in raw ? String((raw as { id: unknown }).id) : `#${index + 1}`;
      const parsed = RecipeContent.safeParse(raw);
      if (!parsed.success) {
        lines.push({
          file,
          id: fallbackId,
          problems: parsed.error.issues.map((i) => `${i.path.join('.') || '(recipe)'}: ${i.message}`),
          ndbNos: [],
        });
        return;
      }
      const recipe = parsed.data;
      const problems: string[] = [];
      const previous = seenIds.get(recipe.id);
      if (previous) problems.push(`id "${recipe.id}" is also used in ${previous}`);
      seenIds.set(recipe.id, file);
      const ingredients = recipe.ingredients.map((ingredient) => ({
        ingredient,
        food: foods.get(ingredient.ndbNo),
      }));
      for (const { ingredient, food } of ingredients) {
        if (!food) problems.push(`ingredient ${ingredient.ndbNo} is not an SR28 food`);
      }
      const known = ingredients.filter(
        (i): i is { ingredient: (typeof i)['ingredient']; food: Sr28Food } => !!i.food,
      );
      const classes = known.map((i) => ({
        ndbNo: i.food.ndbNo,
        description: i.food.description,
        cls: dietClassOfFood(i.food.group, i.food.description),
      }));
      const dietClass = loosestDietClass(classes.map((c) => c.cls));
      if (known.length === ingredients.length && dietClass !== recipe.dietType) {
        const culprits = classes
          .filter((c) => c.cls === dietClass)
          .map((c) => `${c.ndbNo} "${c.description}"`);
        problems.push(
          `dietType "${recipe.dietType}" but the ingredients make it "${dietClass}" (${culprits.join('; ')})`,
        );
      }
      const perPortion = sumNutrients(
        known.map((i) => ({ grams: i.ingredient.grams, per100g: i.food.nutrients })),
        recipe.portions,
      );
      const kcal = perPortion.energy_kcal === null ? undefined : Math.round(perPortion.energy_kcal);
      const [min, max] = kcalRange(recipe);
      if (kcal !== undefined && (kcal < min || kcal > max)) {
        problems.push(
          `${kcal} kcal per portion is outside ${min}–${max} for its occasions (${recipe.occasions.join(', ')})`,
        );
      }
      lines.push({
        file,
        id: recipe.id,
        problems,
        ndbNos: recipe.ingredients.map((i) => i.ndbNo),
        dietClass,
        recipe,
        ...(kcal !== undefined ? { kcalPerPortion: kcal } : {}),
      });
    });
  }
  return { recipes: lines };
}
