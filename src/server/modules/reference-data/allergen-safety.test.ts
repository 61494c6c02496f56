import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { REAL_DATA_DIR } from '../../testing/reference-fixture';
import {
  allergensFromDescription,
  deriveAllergens,
  type AllergenCode,
  type AllergenOverride,
  type FoodAllergen,
} from './allergen-rules';
import { AllergenOverridesFile, readOptionalJsonFile } from './content-files';
import { loadAllergenReviews } from './reference-import';
import { readSr28Foods, type Sr28Food } from './sr28';

/**
 * The audit's safety net (issue 10 A): every food whose description names an allergen-bearing ingredient or
 * dish has that allergen as "contains" or "may contain". The rules below are written here, independently of
 * the import rules and the reviews, from what each dish or product is made of; exceptions are plant
 * look-alikes and products defined by the absence of the allergen ("gluten-free", "soy milk").
 */
interface VettedRule {
  allergen: AllergenCode;
  names: RegExp;
  unless?: RegExp;
}

const VETTED_RULES: VettedRule[] = [
  {
    allergen: 'gluten',
    names:
      /\b(wheat|barley|rye|oats?|oatmeal|spelt|semolina|durum|couscous|bulgur|malt(ed)?|breads?|buns?|bagels?|pasta|spaghetti|macaroni|lasagna|ravioli|noodles?|crackers?|pretzels?|croissants?|cookies?|cakes?|pies?|muffins?|pancakes?|waffles?|doughnuts?|biscuits?|wafers?|pastry|pastries|pizza|dumplings?|granola|muesli|beer|croutons?|stuffing|breaded|french toast|cheerios|wheaties|mini-wheats|cheeseburgers?|hamburgers?|sandwich(es)?|burritos?|soy sauce|teriyaki|seitan)\b/i,
    // Look-alikes: spice blends and fillings named after a pie, sandwich *spreads* and relishes, shortening "for
    // cakes", "popcorn cakes", yogurt parfait "without granola", the Gatorade made by Quaker Oats.
    unless:
      /\b(gluten[- ]+free|pumpkin pie (spice|mix)|pie fillings?|sandwich (spread|steaks)|relish|for cakes|popcorn, cakes|without granola|QUAKER OATS, GATORADE|rice (noodles|cakes?|crackers?|flour|bread|pasta)|corn (bread|cakes?|pasta)|buckwheat|cellophane noodles|soba|potato (pancakes?|bread)|rice cake|cracker meal, gluten|oat(meal)? (milk|beverage)|pie filling|pie crust, cookie-type, prepared from recipe, chilled|sponge cake, prepared from recipe|crab ?cakes?|fish cakes?|beefburgers?|veggie burgers?|shortcake|cheesecake|pancake syrup|waffle syrup|syrups?|root beer|birch beer|ginger beer|fruit pies?, fried|bun only, no patty|tofu|tempeh|miso)\b/i,
  },
  {
    allergen: 'milk',
    names:
      /\b(milk|cheese|cheeseburgers?|butter|buttermilk|cream|whey|casein|caseinate|yogurt|yoghurt|kefir|ghee|ice creams?|custard|pudding|pizza|alfredo|au gratin|scalloped|milk chocolate|lactose|infant formula)\b/i,
    unless:
      /\b(soy|soya|almond|rice|oat|coconut|cashew|hemp)[- ]?(milk|yogurt|cheese|beverage|ice cream|creamer|based)|\bsoymilk\b|non-?dairy|dairy[- ]free|cream soda|marshmallow cream|prepared with sugar, egg yolk and water|infant formula, .*\b(soy|ISOMIL|PROSOBEE|NUTRAMIGEN, AA|NUTRAMIGEN AA|Diarrhea)\b|peanut butter|(almond|cashew|sesame|seed|nut|cocoa|apple|shea) butter|butternut|butterhead|butterbur|butter beans?|coconut cream|cream of tartar|milkfish|cream substitute|creamed corn|cream-style|milkweed|ice cream cones?|butterscotch|soy[- ]based|soy protein|\bPARVE\b|\bvegan\b/i,
  },
  {
    allergen: 'eggs',
    names:
      /\b(eggs?|egg yolks?|egg whites?|egg noodles|mayonnaise|meringue|custard|eggnog|french toast|quiche|souffle|hollandaise|caesar)\b/i,
    unless: /\beggplant\b|egg[- ]free|eggless|\bvegan\b|DINOSAUR EGGS/i,
  },
  {
    allergen: 'fish',
    unless: /fish-shaped/i,
    names:
      /\b(fish|anchov(y|ies)|tuna|salmon|cod|herring|mackerel|sardines?|trout|pollock|haddock|halibut|tilapia|carp|pike|perch|flounder|catfish|whitefish|swordfish|caviar|surimi|worcestershire|caesar dressing|fish sauce)\b/i,
  },
  {
    allergen: 'crustaceans',
    names: /\b(shrimps?|prawns?|crabs?|lobsters?|crayfish|crawfish|langoustines?)\b/i,
    unless: /\b(imitation crab|crab ?apples?|crabapples?)\b/i,
  },
  {
    allergen: 'molluscs',
    names:
      /\b(clams?|oysters?|mussels?|scallops?|squid|calamari|octopus|whelks?|abalone|cuttlefish|conch)\b/i,
    unless:
      /\b(oyster mushrooms?|mushrooms, oyster|oyster crackers?|includes oyster, soda|scalloped|oyster plant)\b/i,
  },
  {
    allergen: 'peanuts',
    names:
      /\b(peanuts?|REESE'?S|SNICKERS|BUTTERFINGER|PAYDAY|BABY RUTH|NUTTER BUTTER|kung pao|satay|goobers)\b/i,
  },
  {
    allergen: 'soybeans',
    names: /\b(soy|soya|soybeans?|soymilk|tofu|tempeh|edamame|miso|natto|soy sauce|tamari|teriyaki)\b/i,
    unless: /\bsoy[- ]free\b/i,
  },
  {
    allergen: 'nuts',
    names:
      /\b(almonds?|hazelnuts?|filberts?|walnuts?|cashews?|pecans?|brazil ?nuts?|pistachios?|macadamias?|marzipan|praline|NUTELLA|baklava)\b/i,
  },
  { allergen: 'celery', names: /\b(celery|celeriac|vegetable broth)\b/i },
  { allergen: 'mustard', names: /\bmustard\b/i, unless: /\bmustard (greens?|spinach)\b/i },
  { allergen: 'sesame', names: /\b(sesame|tahini|tahina|halva|hummus)\b/i },
  { allergen: 'sulphites', names: /\b(wine|balsamic|sulfured|sulphured)\b/i, unless: /\bunsulfured\b/i },
  { allergen: 'lupin', names: /\blupins?\b/i },
];

/** Milk is carried by every chocolate but dark or baking chocolate (where it is a "may contain"). */
const CHOCOLATE_MILK =
  /\b(milk chocolate|chocolate (candies|bar|coated|covered|chips|syrup|pudding|ice cream|milk|cake|cookies?))\b/i;

/** The audit's examples: each must carry the allergen (as contains or may contain). */
const AUDIT_EXAMPLES: Array<[RegExp, AllergenCode[]]> = [
  [/^Ice creams, vanilla$/, ['milk']],
  // Cow's-milk formulas (soy-based and amino-acid formulas are milk-free).
  [
    /^Infant formula, (?!.*\b(soy|ISOMIL|PROSOBEE|NUTRAMIGEN|AA|Diarrhea)\b).*(MEAD JOHNSON|ABBOTT|NESTLE|PBM|GERBER).*(with iron|lipil|advance)/i,
    ['milk'],
  ],
  [/^Pizza, cheese topping/, ['gluten', 'milk']],
  [/^Fast foods?, cheeseburger/i, ['gluten', 'milk']],
  [/SNICKERS Bar/, ['peanuts', 'milk']],
  [/REESE'S Peanut Butter cups/i, ['peanuts', 'milk']],
  [/BUTTERFINGER/, ['peanuts']],
  [/PAYDAY/, ['peanuts']],
  [/kung pao chicken/i, ['peanuts']],
  [/^French toast, prepared from recipe/, ['gluten', 'eggs', 'milk']],
  [/^Pancakes, plain, prepared from recipe/, ['gluten', 'eggs', 'milk']],
  [/^Pie, apple, commercially prepared/, ['gluten']],
  [/^Croutons, plain/, ['gluten']],
  [/^Alcoholic beverage, beer, regular, all/, ['gluten']],
  [/(?<!without )granola/i, ['gluten']],
  [/FROSTED MINI-WHEATS/, ['gluten']],
  [/^Soup, vegetable broth, ready to serve/, ['celery']],
  [/^Vinegar, balsamic/, ['sulphites']],
];

let foods: Sr28Food[];
let finalAllergens: Map<string, Map<AllergenCode, FoodAllergen>>;
const reviewed = () => loadAllergenReviews(resolve('content'));

beforeAll(() => {
  foods = readSr28Foods(REAL_DATA_DIR);
  const overrides = readOptionalJsonFile(
    resolve('content/allergens/overrides.json'),
    AllergenOverridesFile,
    {},
  );
  const reviews = reviewed();
  finalAllergens = new Map(
    foods.map((food) => [
      food.ndbNo,
      deriveAllergens(
        food.group,
        food.description,
        overrides[food.ndbNo] as AllergenOverride | undefined,
        reviews.get(food.ndbNo),
      ),
    ]),
  );
});

const has = (ndbNo: string, code: AllergenCode) => finalAllergens.get(ndbNo)?.has(code) ?? false;
const level = (ndbNo: string, code: AllergenCode) => finalAllergens.get(ndbNo)?.get(code)?.level;

describe('allergen safety over the whole SR28 table (issue 10 A)', () => {
  it('the audit’s examples carry their allergens', () => {
    const misses: string[] = [];
    for (const [pattern, codes] of AUDIT_EXAMPLES) {
      const matching = foods.filter((f) => pattern.test(f.description));
      expect(matching.length, String(pattern)).toBeGreaterThan(0);
      for (const food of matching)
        for (const code of codes)
          if (!has(food.ndbNo, code)) misses.push(`${food.ndbNo} ${food.description}: ${code}`);
    }
    expect(misses).toEqual([]);
  });

  it('every food whose description names an allergen-bearing ingredient or dish carries it', () => {
    const misses: string[] = [];
    for (const food of foods) {
      for (const rule of VETTED_RULES) {
        if (
          rule.names.test(food.description) &&
          !(rule.unless && rule.unless.test(food.description)) &&
          !has(food.ndbNo, rule.allergen)
        ) {
          misses.push(`${food.ndbNo} ${food.description}: ${rule.allergen}`);
        }
      }
      if (
        CHOCOLATE_MILK.test(food.description) &&
        !/\b(dark|baking|unsweetened|semisweet|bittersweet)\b/i.test(food.description) &&
        !has(food.ndbNo, 'milk')
      ) {
        misses.push(`${food.ndbNo} ${food.description}: milk (chocolate)`);
      }
    }
    expect(misses).toEqual([]);
  });

  it('every composite and branded food has a reviewed decision with a reason', () => {
    const reviews = reviewed();
    const missing = foods
      .filter(
        (f) => allergensFromDescription(f.group, f.description, f.manufacturer) && !reviews.has(f.ndbNo),
      )
      .map((f) => `${f.ndbNo} ${f.group}: ${f.description}`);
    expect(missing).toEqual([]);
  });

  it('the audit’s false positives are gone: gluten-free foods, soy yogurt, mustard spinach', () => {
    const glutenFree = foods.filter((f) => /\bgluten[- ]+free\b/i.test(f.description));
    expect(glutenFree.length).toBeGreaterThan(10);
    for (const food of glutenFree) expect(level(food.ndbNo, 'gluten'), food.description).not.toBe('contains');
    const soyYogurt = foods.filter(
      (f) =>
        /\bsoy\b.*\byogurt\b|\byogurt\b.*\bsoy\b/i.test(f.description) && !/\bmilk\b/i.test(f.description),
    );
    for (const food of soyYogurt) expect(has(food.ndbNo, 'milk'), food.description).toBe(false);
    const mustardSpinach = foods.filter((f) => /mustard spinach/i.test(f.description));
    expect(mustardSpinach.length).toBeGreaterThan(0);
    for (const food of mustardSpinach) expect(has(food.ndbNo, 'mustard'), food.description).toBe(false);
  });

  it('review files name only SR28 foods, each once', () => {
    const known = new Set(foods.map((f) => f.ndbNo));
    for (const ndbNo of reviewed().keys()) expect(known.has(ndbNo), ndbNo).toBe(true);
    expect(existsSync(join(resolve('content'), 'allergens/review'))).toBe(true);
  });
});
