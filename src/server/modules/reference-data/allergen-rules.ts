/**
 * Allergens of an SR28 food (docs/reference-data.md). A reviewed decision in content/allergens/review/ — one
 * per composite or branded food, with contains / may contain and a reason — is final. Other foods are derived
 * by rules: the food group, then keywords in the description, with plant-based look-alikes ("almond milk",
 * "peanut butter") excluded from the dairy rule, then the overrides file in content/allergens/overrides.json.
 */
export const ALLERGEN_CODES = [
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'peanuts',
  'soybeans',
  'milk',
  'nuts',
  'celery',
  'mustard',
  'sesame',
  'sulphites',
  'lupin',
  'molluscs',
] as const;
export type AllergenCode = (typeof ALLERGEN_CODES)[number];

export interface AllergenOverride {
  add?: AllergenCode[];
  remove?: AllergenCode[];
  /** Allergens the food may contain (unless it contains them). */
  mayContain?: AllergenCode[];
}

export type AllergenRule = 'group' | 'keyword' | 'override' | 'review';
export type AllergenLevel = 'contains' | 'may_contain';

/** A reviewed decision for one food: final, replaces the rules. */
export interface AllergenReview {
  contains: AllergenCode[];
  mayContain: AllergenCode[];
  why: string;
}

export interface FoodAllergen {
  rule: AllergenRule;
  level: AllergenLevel;
}

/**
 * SR28 groups of composite dishes and products, and branded foods: SR28 lists no ingredients for them, so every
 * one of them has a reviewed decision and the pages say the data comes from the description.
 */
export const COMPOSITE_GROUPS = new Set([
  'Baked Products',
  'Breakfast Cereals',
  'Snacks',
  'Sweets',
  'Baby Foods',
  'Fast Foods',
  'Restaurant Foods',
  'Meals, Entrees, and Side Dishes',
  'Soups, Sauces, and Gravies',
  'Sausages and Luncheon Meats',
  'Beverages',
]);

/** Capitalised words in SR28 descriptions that are not brands. */
const NOT_BRANDS = new Set(['USDA', 'NFS', 'UHT', 'RTE', 'DHA', 'ARA', 'NDB', 'SR']);

/** A brand in SR28's description is written in capitals ("KRAFT", "McDONALD'S") or the food names a maker. */
export function isBranded(description: string, manufacturer: string): boolean {
  if (manufacturer.trim() !== '') return true;
  return [...description.matchAll(/\b(?:Mc)?[A-Z][A-Z'&.-]{2,}\b/g)].some(([word]) => !NOT_BRANDS.has(word));
}

export function allergensFromDescription(group: string, description: string, manufacturer: string): boolean {
  return COMPOSITE_GROUPS.has(group) || isBranded(description, manufacturer);
}

interface KeywordRule {
  allergen: AllergenCode;
  pattern: RegExp;
  unless?: RegExp;
}

/** Words that look like dairy or egg but are plants. */
const NOT_DAIRY =
  /\b(soy ?milk|almond milk|rice milk|oat milk|coconut milk|cashew milk|hemp milk|milk substitute|non-?dairy|peanut butter|almond butter|cashew butter|sesame butter|seed butter|nut butter|cocoa butter|apple butter|butternut|butterbur|butterhead|butter beans?|coconut cream|cream of tartar|milkfish)\b/gi;

const KEYWORD_RULES: KeywordRule[] = [
  {
    allergen: 'gluten',
    pattern:
      /\b(granola|muesli|beer|ale|lager|stout|croutons?|stuffing|wheat|barley|rye|oats?|oat bran|oatmeal|spelt|kamut|triticale|semolina|durum|couscous|bulgur|farina|seitan|malt|bread|breads|breadcrumbs|rolls?|bagels?|pasta|spaghetti|macaroni|noodles?|crackers?|pretzels?|croissants?|cookies?|cake|pie crust|muffins?|pancakes?|waffles?|doughnuts?|biscuits?|flour|wafers?|tortillas?, flour|pastry|pastries|dough|pizza|crust|dumplings?|pierogi|ravioli|lasagna|gnocchi|strudel|phyllo|breaded|batter)\b/i,
    unless:
      /\b(rice|buckwheat|corn|potato|soy|chickpea|almond|coconut|tapioca|arrowroot|gluten-free|rice noodles|cellophane)\s+(flour|noodles?|pasta|bread|crackers?)\b|\bbuckwheat\b(?!.*wheat flour)|\bgluten[- ]free\b|\bginger ale\b/i,
  },
  {
    allergen: 'crustaceans',
    pattern: /\b(shrimps?|prawns?|crabs?|lobsters?|crayfish|crawfish|langoustines?|krill)\b/i,
  },
  {
    allergen: 'eggs',
    pattern: /\b(eggs?|egg yolks?|egg whites?|mayonnaise|meringue|custard|eggnog)\b/i,
    unless: /\beggplant\b/i,
  },
  {
    allergen: 'fish',
    pattern:
      /\b(fish|anchov(y|ies)|tuna|salmon|cod|herring|mackerel|sardines?|trout|pollock|haddock|halibut|tilapia|carp|pike|perch|sole|flounder|catfish|whitefish|sea bass|snapper|swordfish|eel|caviar|roe|surimi|worcestershire)\b/i,
    unless: /\bfish oil capsules?\b/i,
  },
  { allergen: 'peanuts', pattern: /\bpeanuts?\b/i },
  {
    allergen: 'soybeans',
    pattern: /\b(soy|soya|soybeans?|soymilk|tofu|tempeh|edamame|miso|natto|soy sauce|tamari)\b/i,
  },
  {
    allergen: 'milk',
    pattern:
      /\b(milk|cheese|cheeseburgers?|butter|buttermilk|cream|whey|casein|yogurt|yoghurt|kefir|ghee|quark|ricotta|mozzarella|parmesan|cheddar|custard|ice creams?|milk chocolate|lactose|pizza|alfredo|au gratin|scalloped)\b/i,
    unless:
      /\b(soy|almond|coconut|rice|oat)[- ](yogurt|cheese|milk|ice cream)\b|\b(yogurt|cheese), (soy|almond|coconut)\b/i,
  },
  {
    allergen: 'nuts',
    pattern:
      /\b(almonds?|hazelnuts?|filberts?|walnuts?|cashews?|pecans?|brazil ?nuts?|pistachios?|macadamias?|marzipan|praline|nutella)\b/i,
  },
  { allergen: 'celery', pattern: /\b(celery|celeriac)\b/i },
  { allergen: 'mustard', pattern: /\bmustard\b/i, unless: /\bmustard (greens?|spinach)\b/i },
  { allergen: 'sesame', pattern: /\b(sesame|tahini|tahina|halva|hummus)\b/i },
  {
    allergen: 'sulphites',
    pattern: /\b(wine|sulfured|sulphured|sulfite|sulphite|balsamic)\b/i,
    unless: /\bwine vinegar\b|\bvinegar, (red |white )?wine\b/i,
  },
  { allergen: 'lupin', pattern: /\blupins?\b/i },
  {
    allergen: 'molluscs',
    pattern:
      /\b(clams?|oysters?|mussels?|scallops?|squid|calamari|octopus|snails?|whelks?|abalone|cuttlefish|conch)\b/i,
    unless: /\bmushrooms?\b/i,
  },
];

/** Foods that often, but not always, carry an allergen: "may contain" (the rules' cautious side). */
const MAY_CONTAIN_RULES: KeywordRule[] = [
  { allergen: 'sulphites', pattern: /\bwine vinegar\b|\bvinegar, (red |white )?wine\b/i },
  { allergen: 'celery', pattern: /\b(broth|bouillon|stock)\b/i },
  { allergen: 'mustard', pattern: /\b(mayonnaise|salad dressing)\b/i },
];

const CRUSTACEAN_OR_MOLLUSC =
  /\b(shrimps?|prawns?|crabs?|lobsters?|crayfish|crawfish|clams?|oysters?|mussels?|scallops?|squid|octopus|snails?|whelks?|abalone|cuttlefish|conch)\b/i;

export function deriveAllergens(
  group: string,
  description: string,
  override?: AllergenOverride,
  review?: AllergenReview,
): Map<AllergenCode, FoodAllergen> {
  if (review) {
    const decided = new Map<AllergenCode, FoodAllergen>();
    for (const code of review.mayContain) decided.set(code, { rule: 'review', level: 'may_contain' });
    for (const code of review.contains) decided.set(code, { rule: 'review', level: 'contains' });
    return decided;
  }
  const found = new Map<AllergenCode, FoodAllergen>();
  const contains = (rule: AllergenRule) => ({ rule, level: 'contains' as const });
  const text = description.replace(NOT_DAIRY, ' ');

  if (group === 'Finfish and Shellfish Products' && !CRUSTACEAN_OR_MOLLUSC.test(description))
    found.set('fish', contains('group'));
  if (group === 'Dairy and Egg Products') {
    found.set(
      /\begg/i.test(description) && !/\b(eggnog|cheese|milk)\b/i.test(description) ? 'eggs' : 'milk',
      contains('group'),
    );
  }
  for (const rule of KEYWORD_RULES) {
    const source = rule.allergen === 'milk' || rule.allergen === 'eggs' ? text : description;
    if (
      rule.pattern.test(source) &&
      !(rule.unless && rule.unless.test(description)) &&
      !found.has(rule.allergen)
    ) {
      found.set(rule.allergen, contains('keyword'));
    }
  }
  for (const rule of MAY_CONTAIN_RULES) {
    if (rule.pattern.test(description) && !found.has(rule.allergen))
      found.set(rule.allergen, { rule: 'keyword', level: 'may_contain' });
  }
  for (const code of override?.remove ?? []) found.delete(code);
  for (const code of override?.add ?? []) found.set(code, contains('override'));
  for (const code of override?.mayContain ?? [])
    if (!found.has(code)) found.set(code, { rule: 'override', level: 'may_contain' });
  return found;
}
