/**
 * `npm run data:check-names` (part of `npm test`): every SR28 food has en, pl and de names, no Polish or German
 * name repeats the English one (unless content/foods/same-names.json lists the food with a reason: a proper
 * name or a word the language shares), no two foods share a name in one language, and every exercise has
 * Polish and German instructions. Prints random samples per food group for a reviewer; `--samples N` (default 3).
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { readOptionalJsonFile } from '../../src/server/modules/reference-data/content-files';
import {
  loadExerciseInstructions,
  loadFoodNames,
} from '../../src/server/modules/reference-data/reference-import';
import { readSr28Foods } from '../../src/server/modules/reference-data/sr28';

export interface NameReport {
  problems: string[];
  foods: { total: number; named: number };
  exercises: { total: number; translated: number };
  samples: string[];
}

export function checkNames(dataDir: string, contentDir: string, samplesPerGroup = 3): NameReport {
  const problems: string[] = [];
  const foods = readSr28Foods(dataDir);
  const names = loadFoodNames(contentDir);
  const sameFile = join(contentDir, 'foods/same-names.json');
  const same = readOptionalJsonFile(sameFile, z.record(z.string(), z.string().min(3)), {});
  const seen = {
    en: new Map<string, string>(),
    pl: new Map<string, string>(),
    de: new Map<string, string>(),
  };
  for (const food of foods) {
    const named = names.get(food.ndbNo);
    if (!named) {
      problems.push(`food ${food.ndbNo} (${food.description}) has no names`);
      continue;
    }
    for (const locale of ['pl', 'de'] as const) {
      if (named[locale].toLowerCase() === named.en.toLowerCase() && !same[food.ndbNo]) {
        problems.push(`food ${food.ndbNo}: the ${locale} name repeats the English "${named.en}"`);
      }
    }
    for (const locale of ['en', 'pl', 'de'] as const) {
      const other = seen[locale].get(named[locale]);
      if (other)
        problems.push(`foods ${other} and ${food.ndbNo} share the ${locale} name "${named[locale]}"`);
      seen[locale].set(named[locale], food.ndbNo);
    }
  }

  const exercises = JSON.parse(
    readFileSync(join(dataDir, 'exercises/free-exercise-db/exercises.json'), 'utf8'),
  ) as Array<{ id: string; instructions: string[] }>;
  const { translated, written } = loadExerciseInstructions(contentDir);
  let exercisesTranslated = 0;
  for (const exercise of exercises) {
    const steps = exercise.instructions.length > 0 ? translated[exercise.id] : written[exercise.id];
    if (!steps || steps.pl.length === 0 || steps.de.length === 0) {
      problems.push(`exercise ${exercise.id} has no Polish and German instructions`);
      continue;
    }
    exercisesTranslated++;
    const english =
      exercise.instructions.length > 0 ? exercise.instructions : (written[exercise.id]?.en ?? []);
    if (steps.pl.length !== english.length || steps.de.length !== english.length)
      problems.push(`exercise ${exercise.id}: step counts differ from the English`);
  }

  const samples: string[] = [];
  const byGroup = new Map<string, typeof foods>();
  for (const food of foods) byGroup.set(food.group, [...(byGroup.get(food.group) ?? []), food]);
  for (const [group, list] of samplesPerGroup > 0 ? byGroup : []) {
    samples.push(`— ${group}`);
    for (let i = 0; i < samplesPerGroup && list.length > 0; i++) {
      const food = list[Math.floor(Math.random() * list.length)]!;
      const n = names.get(food.ndbNo);
      if (n) samples.push(`  ${food.ndbNo}  ${n.en}  |  ${n.pl}  |  ${n.de}`);
    }
  }
  return {
    problems,
    foods: { total: foods.length, named: foods.filter((f) => names.has(f.ndbNo)).length },
    exercises: { total: exercises.length, translated: exercisesTranslated },
    samples,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const index = process.argv.indexOf('--samples');
  const report = checkNames(
    resolve(process.env.DATA_DIR ?? 'data'),
    resolve(process.env.CONTENT_DIR ?? 'content'),
    index > 0 ? Number(process.argv[index + 1]) : 3,
  );
  console.log(report.samples.join('\n'));
  for (const problem of report.problems) console.error(problem);
  console.log(
    `\nfoods with pl/de names: ${report.foods.named}/${report.foods.total}; exercises with pl/de instructions: ${report.exercises.translated}/${report.exercises.total}; ${report.problems.length} problem(s)`,
  );
  process.exit(report.problems.length === 0 ? 0 : 1);
}
