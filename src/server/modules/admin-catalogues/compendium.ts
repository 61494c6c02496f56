import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { CompendiumEntry } from '../../../core/contracts/admin-catalogues';

/** One CSV line's fields; quoted fields may hold commas ("bicycling, mountain, uphill"). */
function csvFields(line: string): string[] {
  const fields: string[] = [];
  let current = '';
  let quoted = false;
  for (const char of line) {
    if (char === '"') quoted = !quoted;
    else if (char === ',' && !quoted) {
      fields.push(current);
      current = '';
    } else current += char;
  }
  fields.push(current);
  return fields;
}

/**
 * The Compendium of Physical Activities (2011) the exercise import maps METs from (DATA_DIR/exercises/
 * met-compendium): read once, on first use. Without the file the list is empty and every code is unknown.
 */
export function createCompendium(dataDir: string) {
  let loaded: Promise<CompendiumEntry[]> | null = null;
  const load = async (): Promise<CompendiumEntry[]> => {
    const text = await readFile(join(dataDir, 'exercises/met-compendium/compendium_2011.csv'), 'utf8').catch(
      () => '',
    );
    return text
      .split('\n')
      .slice(1)
      .filter((line) => line.trim() !== '')
      .flatMap((line) => {
        const [code = '', met = '', category = '', description = ''] = csvFields(line.trim());
        const value = Number(met);
        return /^\d{5}$/.test(code) && Number.isFinite(value)
          ? [{ code, met: value, category, description }]
          : [];
      });
  };
  const entries = () => (loaded ??= load());
  return {
    entries,
    async met(code: string): Promise<number | undefined> {
      return (await entries()).find((entry) => entry.code === code)?.met;
    },
  };
}
export type Compendium = ReturnType<typeof createCompendium>;
