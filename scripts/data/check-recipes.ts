/**
 * Checks recipe content files the way the importer will: schema, known SR28 foods, diet type against the
 * ingredients, and kcal per portion against the spec's ranges. Prints one line per recipe.
 * Usage: npx tsx scripts/data/check-recipes.ts [content/recipes/file.json …]   (default: all files)
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkRecipes } from '../../src/server/modules/reference-data/recipe-check';
import { readSr28Foods } from '../../src/server/modules/reference-data/sr28';

const dataDir = process.env.DATA_DIR ?? 'data';
const files = process.argv.slice(2).length
  ? process.argv.slice(2)
  : readdirSync('content/recipes')
      .filter((f) => f.endsWith('.json'))
      .map((f) => join('content/recipes', f));

const namesDir = 'content/foods/names';
const named = new Set<string>();
if (existsSync(namesDir)) {
  for (const file of readdirSync(namesDir).filter((f) => f.endsWith('.json'))) {
    for (const key of Object.keys(JSON.parse(readFileSync(join(namesDir, file), 'utf8')) as object))
      named.add(key);
  }
}

const foods = new Map(readSr28Foods(dataDir).map((food) => [food.ndbNo, food]));
const inputs = files.map((file) => ({ file, content: JSON.parse(readFileSync(file, 'utf8')) as unknown }));
const report = checkRecipes(inputs, foods);
for (const line of report.recipes) {
  const unnamed = line.ndbNos.filter((n) => !named.has(n));
  console.log(
    `${line.problems.length ? 'FAIL' : 'ok  '} ${line.file} ${line.id}: ${line.kcalPerPortion ?? '?'} kcal/portion, ` +
      `${line.dietClass ?? '?'}${unnamed.length ? `; no pl/de name yet for ${unnamed.join(', ')}` : ''}` +
      (line.problems.length ? `\n     ${line.problems.join('\n     ')}` : ''),
  );
}
console.log(
  `\n${report.recipes.length} recipes, ${report.recipes.filter((r) => r.problems.length).length} failing`,
);
process.exit(report.recipes.some((r) => r.problems.length) ? 1 : 0);
