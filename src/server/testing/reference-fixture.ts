import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import type { ImportPaths } from '../modules/reference-data/reference-import';

/** The real datasets (data/ in the repo, or DATA_DIR). */
export const REAL_DATA_DIR = resolve(process.env.DATA_DIR ?? 'data');

/** A small slice of SR28: foods chosen for their allergen, diet and unknown-value cases. */
export const FIXTURE_FOODS = [
  '01001',
  '01123',
  '09003',
  '11282',
  '12166',
  '15149',
  '16098',
  '20009',
] as const;
export const FIXTURE_EXERCISES = ['3_4_Sit-Up', 'Side_Bridge', 'Rowing_Stationary'] as const;

export const FIXTURE_RECIPES = [
  {
    id: 'apple-butter-test',
    name: { pl: 'Jabłka na maśle', de: 'Äpfel in Butter', en: 'Apples in butter' },
    description: {
      pl: 'Jabłka smażone na maśle.',
      de: 'In Butter gebratene Äpfel.',
      en: 'Apples fried in butter.',
    },
    instructions: {
      pl: ['Pokrój jabłka.', 'Usmaż je na maśle.'],
      de: ['Äpfel schneiden.', 'In Butter braten.'],
      en: ['Slice the apples.', 'Fry them in butter.'],
    },
    portions: 2,
    prepTimeMin: 15,
    hard: false,
    cuisine: 'international',
    occasions: ['dessert'],
    categories: ['dessert'],
    dietType: 'vegetarian',
    tags: [],
    ingredients: [
      { ndbNo: '01001', grams: 20 },
      { ndbNo: '09003', grams: 400, measure: { amount: 2, unit: 'medium' } },
    ],
  },
  {
    id: 'buckwheat-with-onion-test',
    name: { pl: 'Kasza z cebulą', de: 'Buchweizen mit Zwiebeln', en: 'Buckwheat with onion' },
    description: {
      pl: 'Kasza gryczana z cebulą.',
      de: 'Buchweizen mit Zwiebeln.',
      en: 'Buckwheat with onion.',
    },
    instructions: {
      pl: ['Ugotuj kaszę.', 'Dodaj cebulę.'],
      de: ['Buchweizen kochen.', 'Zwiebeln dazugeben.'],
      en: ['Cook the buckwheat.', 'Add the onion.'],
    },
    portions: 1,
    prepTimeMin: 25,
    hard: false,
    cuisine: 'polish',
    occasions: ['lunch', 'dinner'],
    categories: ['rice-and-grains'],
    dietType: 'vegan',
    tags: ['budget'],
    ingredients: [
      { ndbNo: '20009', grams: 120 },
      { ndbNo: '11282', grams: 100 },
    ],
  },
];

export interface ReferenceFixture {
  paths: ImportPaths;
  /** Rewrites a file of the fixture's data or content folder. */
  write(relativeToRoot: string, text: string): void;
  cleanup(): void;
}

function pickCsvLines(file: string, ndbNos: readonly string[]): string {
  const [header = '', ...lines] = readFileSync(file, 'utf8').split('\n');
  return [header, ...lines.filter((line) => ndbNos.some((n) => line.startsWith(`${n},`)))].join('\n') + '\n';
}

/** Real data, sliced small, plus content of our own, in a temp folder the importer reads like the real ones. */
export function buildReferenceFixture(): ReferenceFixture {
  const root = mkdtempSync(join(tmpdir(), 'nutrio-ref-'));
  const dataDir = join(root, 'data');
  const contentDir = join(root, 'content');
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  const sr28 = join(REAL_DATA_DIR, 'foods/usda-sr28');
  write(
    'data/foods/usda-sr28/foods_per100g.csv',
    pickCsvLines(join(sr28, 'foods_per100g.csv'), FIXTURE_FOODS),
  );
  write('data/foods/usda-sr28/portions.csv', pickCsvLines(join(sr28, 'portions.csv'), FIXTURE_FOODS));
  const exercisesDir = join(REAL_DATA_DIR, 'exercises/free-exercise-db');
  const exercises = (
    JSON.parse(readFileSync(join(exercisesDir, 'exercises.json'), 'utf8')) as Array<{
      id: string;
      images: string[];
    }>
  ).filter((e) => (FIXTURE_EXERCISES as readonly string[]).includes(e.id));
  write('data/exercises/free-exercise-db/exercises.json', JSON.stringify(exercises));
  for (const image of exercises.flatMap((e) => e.images)) {
    mkdirSync(dirname(join(dataDir, 'exercises/free-exercise-db/images', image)), { recursive: true });
    copyFileSync(
      join(exercisesDir, 'images', image),
      join(dataDir, 'exercises/free-exercise-db/images', image),
    );
  }
  write(
    'data/exercises/met-compendium/compendium_2011.csv',
    readFileSync(join(REAL_DATA_DIR, 'exercises/met-compendium/compendium_2011.csv'), 'utf8'),
  );

  for (const file of [
    'foods/groups.json',
    'foods/portion-units.json',
    'allergens/allergens.json',
    'nutrients/nutrients.json',
    'diet-types.json',
    'exercises/met-mapping.json',
    'exercises/written-instructions.json',
  ]) {
    write(`content/${file}`, readFileSync(join('content', file), 'utf8'));
  }
  write(
    'content/foods/names/fixture.json',
    JSON.stringify({
      '01001': { en: 'Butter, salted', pl: 'Masło solone', de: 'Butter, gesalzen' },
      '09003': { en: 'Apple with skin, raw', pl: 'Jabłko ze skórką, surowe', de: 'Apfel mit Schale, roh' },
      '20009': {
        en: 'Buckwheat groats, roasted',
        pl: 'Kasza gryczana prażona',
        de: 'Buchweizengrütze, geröstet',
      },
      '11282': { en: 'Onion, raw', pl: 'Cebula, surowa', de: 'Zwiebel, roh' },
    }),
  );
  write(
    'content/exercises/names.json',
    JSON.stringify({
      '3_4_Sit-Up': { pl: 'Brzuszki 3/4', de: '3/4-Sit-up' },
      Side_Bridge: { pl: 'Deska bokiem', de: 'Seitstütz' },
      Rowing_Stationary: { pl: 'Wiosłowanie na ergometrze', de: 'Rudern am Ergometer' },
    }),
  );
  write(
    'content/exercises/instructions-test.json',
    JSON.stringify({ '3_4_Sit-Up': { pl: ['1', '2', '3', '4', '5'], de: ['1', '2', '3', '4', '5'] } }),
  );
  write('content/recipes/fixture.json', JSON.stringify(FIXTURE_RECIPES));
  return {
    paths: { dataDir, contentDir, mediaDir: join(root, 'media') },
    write,
    cleanup: () => rmSync(root, { recursive: true, force: true }),
  };
}
