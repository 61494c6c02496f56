/**
 * Allergens of an SR28 food, derived by documented rules (docs/reference-data.md): the food group, then
 * keywords in the description, with plant-based look-alikes ("almond milk", "peanut butter") excluded
 * from the dairy rule, then the overrides file in content/allergens/overrides.json.
 */
export const ALLERGEN_CODES = [
  'gluten', 'crustaceans', 'eggs', 'fish', 'peanuts', 'soybeans', 'milk', 'nuts', 'celery', 'mustard', 'sesame',
  'sulphites', 'lupin', 'molluscs',
] as const;
export type AllergenCode = (typeof ALLERGEN_CODES)[number];

export interface AllergenOverride {
  add?: AllergenCode[];
  remove?: AllergenCode[];
}

export type AllergenRule = 'group' | 'keyword' | 'override';

interface KeywordRule {
  allergen: AllergenCode;
  pattern: RegExp;
  unless?: RegExp;
}

/** Words that look like dairy or egg but are plants. */
const NOT_DAIRY =
  /\b(soy ?milk|almond milk|rice milk|oat milk|coconut milk|cashew milk|hemp milk|milk substitute|non-?dairy|peanut butter|almond butter|cashew butter|sesame butter|seed butter|nut butter|cocoa butter|apple butter|butternut|butterbur|butterhead|butter beans?|coconut cream|cream of tartar|milkfish)\b/gi;

const KEYWORD_RULES: KeywordRule[] = [
  { allergen: 'gluten', pattern: /\b(wheat|barley|rye|oats?|oat bran|oatmeal|spelt|kamut|triticale|semolina|durum|couscous|bulgur|farina|seitan|malt|bread|breads|breadcrumbs|rolls?|bagels?|pasta|spaghetti|macaroni|noodles?|crackers?|pretzels?|croissants?|cookies?|cake|pie crust|muffins?|pancakes?|waffles?|doughnuts?|biscuits?|flour|wafers?|tortillas?, flour|pastry|pastries|dough|pizza|crust|dumplings?|pierogi|ravioli|lasagna|gnocchi|strudel|phyllo|breaded|batter)\b/i, unless: /\b(rice|buckwheat|corn|potato|soy|chickpea|almond|coconut|tapioca|arrowroot|gluten-free|rice noodles|cellophane)\s+(flour|noodles?|pasta|bread|crackers?)\b|\bbuckwheat\b(?!.*wheat flour)/i },
  { allergen: 'crustaceans', pattern: /\b(shrimps?|prawns?|crabs?|lobsters?|crayfish|crawfish|langoustines?|krill)\b/i },
  { allergen: 'eggs', pattern: /\b(eggs?|egg yolks?|egg whites?|mayonnaise|meringue|custard|eggnog)\b/i, unless: /\beggplant\b/i },
  { allergen: 'fish', pattern: /\b(fish|anchov(y|ies)|tuna|salmon|cod|herring|mackerel|sardines?|trout|pollock|haddock|halibut|tilapia|carp|pike|perch|sole|flounder|catfish|whitefish|sea bass|snapper|swordfish|eel|caviar|roe|surimi|worcestershire)\b/i, unless: /\bfish oil capsules?\b/i },
  { allergen: 'peanuts', pattern: /\bpeanuts?\b/i },
  { allergen: 'soybeans', pattern: /\b(soy|soya|soybeans?|soymilk|tofu|tempeh|edamame|miso|natto|soy sauce|tamari)\b/i },
  { allergen: 'milk', pattern: /\b(milk|cheese|butter|buttermilk|cream|whey|casein|yogurt|yoghurt|kefir|ghee|quark|ricotta|mozzarella|parmesan|cheddar|custard|ice cream|milk chocolate|lactose)\b/i },
  { allergen: 'nuts', pattern: /\b(almonds?|hazelnuts?|filberts?|walnuts?|cashews?|pecans?|brazil ?nuts?|pistachios?|macadamias?|marzipan|praline|nutella)\b/i },
  { allergen: 'celery', pattern: /\b(celery|celeriac)\b/i },
  { allergen: 'mustard', pattern: /\bmustard\b/i, unless: /\bmustard greens?\b/i },
  { allergen: 'sesame', pattern: /\b(sesame|tahini|tahina|halva|hummus)\b/i },
  { allergen: 'sulphites', pattern: /\b(wine|sulfured|sulphured|sulfite|sulphite)\b/i, unless: /\bwine vinegar\b/i },
  { allergen: 'lupin', pattern: /\blupins?\b/i },
  { allergen: 'molluscs', pattern: /\b(clams?|oysters?|mussels?|scallops?|squid|calamari|octopus|snails?|whelks?|abalone|cuttlefish|conch)\b/i, unless: /\bmushrooms?\b/i },
];

const CRUSTACEAN_OR_MOLLUSC = /\b(shrimps?|prawns?|crabs?|lobsters?|crayfish|crawfish|clams?|oysters?|mussels?|scallops?|squid|octopus|snails?|whelks?|abalone|cuttlefish|conch)\b/i;

export function deriveAllergens(
  group: string,
  description: string,
  override?: AllergenOverride,
): Map<AllergenCode, AllergenRule> {
  const found = new Map<AllergenCode, AllergenRule>();
  const text = description.replace(NOT_DAIRY, ' ');

  if (group === 'Finfish and Shellfish Products' && !CRUSTACEAN_OR_MOLLUSC.test(description)) found.set('fish', 'group');
  if (group === 'Dairy and Egg Products') {
    found.set(/\begg/i.test(description) && !/\b(eggnog|cheese|milk)\b/i.test(description) ? 'eggs' : 'milk', 'group');
  }
  for (const rule of KEYWORD_RULES) {
    const source = rule.allergen === 'milk' || rule.allergen === 'eggs' ? text : description;
    if (rule.pattern.test(source) && !(rule.unless && rule.unless.test(description)) && !found.has(rule.allergen)) {
      found.set(rule.allergen, 'keyword');
    }
  }
  // "Egg substitute" and the like are made without eggs.
  if (/\begg substitute\b/i.test(description) && found.get('eggs') === 'keyword') found.delete('eggs');
  for (const code of override?.remove ?? []) found.delete(code);
  for (const code of override?.add ?? []) found.set(code, 'override');
  return found;
}
