import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { SR28_NUTRIENT_COLUMNS, type NutrientColumn } from '../../../core/domain/nutrient-columns';

export { SR28_NUTRIENT_COLUMNS, type NutrientColumn };

/** Per-100 g values; `null` means "not analysed" (an empty cell), which is never the same as 0. */
export type NutrientValues = Record<NutrientColumn, number | null>;

export interface Sr28Food {
  ndbNo: string;
  group: string;
  description: string;
  commonNames: string;
  manufacturer: string;
  nutrients: NutrientValues;
  /** 1-based line in the CSV, for error messages. */
  line: number;
}

export interface Sr28Portion {
  ndbNo: string;
  seq: number;
  amount: number;
  unit: string;
  grams: number;
}

export class DataFileError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    problem: string,
  ) {
    super(`${file}:${line}: ${problem}`);
  }
}

function number(value: string, file: string, line: number, column: string): number | null {
  if (value.trim() === '') return null;
  const parsed = Number(value);
  if (!Number.isFinite(parsed))
    throw new DataFileError(file, line, `column ${column}: "${value}" is not a number`);
  return parsed;
}

function rows(file: string): Array<{ record: Record<string, string>; line: number }> {
  let records: Array<Record<string, string>>;
  try {
    records = parse(readFileSync(file, 'utf8'), { columns: true, skip_empty_lines: true, info: true }).map(
      (entry: { record: Record<string, string>; info: { lines: number } }) => ({
        ...entry.record,
        __line: String(entry.info.lines),
      }),
    );
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 0;
    throw new DataFileError(file, line, (error as Error).message);
  }
  return records.map(({ __line, ...record }) => ({ record, line: Number(__line) }));
}

export function readSr28Foods(dataDir: string): Sr28Food[] {
  const file = join(dataDir, 'foods/usda-sr28/foods_per100g.csv');
  return rows(file).map(({ record, line }) => {
    const ndbNo = record.ndb_no ?? '';
    if (!/^\d{5}$/.test(ndbNo)) throw new DataFileError(file, line, `ndb_no "${ndbNo}" is not 5 digits`);
    if (!record.description) throw new DataFileError(file, line, 'description is empty');
    const nutrients = Object.fromEntries(
      SR28_NUTRIENT_COLUMNS.map((column) => {
        if (!(column in record)) throw new DataFileError(file, line, `column ${column} is missing`);
        return [column, number(record[column] ?? '', file, line, column)];
      }),
    ) as NutrientValues;
    return {
      ndbNo,
      group: record.food_group ?? '',
      description: record.description,
      commonNames: record.common_names ?? '',
      manufacturer: record.manufacturer ?? '',
      nutrients,
      line,
    };
  });
}

export function readSr28Portions(dataDir: string): Sr28Portion[] {
  const file = join(dataDir, 'foods/usda-sr28/portions.csv');
  return rows(file).map(({ record, line }) => {
    const grams = number(record.gram_weight ?? '', file, line, 'gram_weight');
    const amount = number(record.amount ?? '', file, line, 'amount');
    if (grams === null || amount === null)
      throw new DataFileError(file, line, 'amount and gram_weight are required');
    return {
      ndbNo: record.ndb_no ?? '',
      seq: Number(record.seq),
      amount,
      unit: record.unit_desc ?? '',
      grams,
    };
  });
}
