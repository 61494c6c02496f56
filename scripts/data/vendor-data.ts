/**
 * `npx tsx scripts/data/vendor-data.ts <source-dir>`: builds the compact copy of the reference datasets that
 * ships in `data/` (a fresh clone needs nothing beside it). CSVs and JSON are copied as they are; exercise
 * photos are recompressed to 480 px WebP (≈ 9 KB instead of ≈ 23 KB each) and exercises.json points at them.
 * Licences and attributions: data/README.md.
 */
import { copyFileSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import sharp from 'sharp';

const source = resolve(process.argv[2] ?? '../shared/data');
const target = resolve('data');
const COPIED = [
  'foods/usda-sr28/foods_per100g.csv',
  'foods/usda-sr28/portions.csv',
  'allergens/eu14.json',
  'exercises/met-compendium/compendium_2011.csv',
  'exercises/free-exercise-db/LICENSE.md',
  ...readdirSync(join(source, 'geo')).map((name) => `geo/${name}`),
];

function copy(path: string) {
  mkdirSync(dirname(join(target, path)), { recursive: true });
  copyFileSync(join(source, path), join(target, path));
}

async function main() {
  for (const path of COPIED) copy(path);
  const exercises = JSON.parse(
    readFileSync(join(source, 'exercises/free-exercise-db/exercises.json'), 'utf8'),
  ) as Array<{ id: string; images: string[] }>;
  let done = 0;
  for (const exercise of exercises) {
    exercise.images = await Promise.all(
      exercise.images.map(async (image) => {
        const webp = image.replace(/\.jpe?g$/i, '.webp');
        const out = join(target, 'exercises/free-exercise-db/images', webp);
        mkdirSync(dirname(out), { recursive: true });
        await sharp(join(source, 'exercises/free-exercise-db/images', image))
          .resize({ width: 480, withoutEnlargement: true })
          .webp({ quality: 60, effort: 5 })
          .toFile(out);
        return webp;
      }),
    );
    if (++done % 100 === 0) process.stdout.write(`${done}/${exercises.length} exercises\n`);
  }
  writeFileSync(
    join(target, 'exercises/free-exercise-db/exercises.json'),
    `${JSON.stringify(exercises, null, 1)}\n`,
  );
  console.log(`data/ written from ${source}`);
}

await main();
