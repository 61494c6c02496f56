/**
 * Diet classes nest: vegan ⊂ vegetarian ⊂ fish ⊂ meat (meat may contain anything). A food's class is
 * the loosest diet that allows it; a recipe's diet type must equal the loosest class of its ingredients.
 */
export const DIET_CLASSES = ['vegan', 'vegetarian', 'fish', 'meat'] as const;
export type DietClass = (typeof DIET_CLASSES)[number];

const MEAT_GROUPS = new Set([
  'Beef Products',
  'Pork Products',
  'Lamb, Veal, and Game Products',
  'Poultry Products',
  'Sausages and Luncheon Meats',
]);

const PLANT_BASED =
  /\b(soy ?milk|almond milk|rice milk|oat milk|coconut milk|cashew milk|milk substitute|non-?dairy|imitation milk|peanut butter|almond butter|cashew butter|sesame butter|cocoa butter|nut butter|seed butter|butternut|butterbur|butterhead|butter beans?|eggplant|cream of tartar|coconut cream|tofu|soy yogurt)\b/i;
const MEAT_WORDS =
  /\b(beef|pork|bacon|ham|chicken|turkey|duck|goose|lamb|veal|venison|sausage|salami|gelatin|lard|meat|broth|bouillon|pepperoni|liver|frankfurter|bologna|chorizo)\b/i;
const MEATLESS_BROTH = /\b(vegetable (broth|bouillon|stock)|meatless|vegetarian|vegan)\b/i;
const FISH_WORDS =
  /\b(fish|anchov(y|ies)|tuna|salmon|cod|herring|mackerel|sardines?|trout|shrimps?|prawns?|crab|lobster|clams?|oysters?|mussels?|scallops?|squid|octopus|caviar|roe)\b/i;
const ANIMAL_PRODUCT_WORDS =
  /\b(egg|eggs|milk|cheese|butter|buttermilk|cream|whey|casein|honey|yogurt|yoghurt|ghee|kefir|mayonnaise|custard)\b/i;

export function dietClassOfFood(group: string, description: string): DietClass {
  if (MEAT_GROUPS.has(group)) return 'meat';
  if (group === 'Finfish and Shellfish Products') return 'fish';
  // "Coconut meat" and "grated meat" of nuts are plant flesh.
  const text = description.replace(/\b(coconut|grated|nut|kernel)s? meat\b/gi, ' ');
  if (MEAT_WORDS.test(text) && !MEATLESS_BROTH.test(text)) return 'meat';
  if (FISH_WORDS.test(text) && !/\bmushrooms?\b/i.test(text)) return 'fish';
  const withoutPlantBased = text.replace(new RegExp(PLANT_BASED.source, 'gi'), '');
  if (group === 'Dairy and Egg Products' && !PLANT_BASED.test(text)) return 'vegetarian';
  if (ANIMAL_PRODUCT_WORDS.test(withoutPlantBased)) return 'vegetarian';
  return 'vegan';
}

export function loosestDietClass(classes: DietClass[]): DietClass {
  return classes.reduce<DietClass>(
    (loosest, current) => (DIET_CLASSES.indexOf(current) > DIET_CLASSES.indexOf(loosest) ? current : loosest),
    'vegan',
  );
}
