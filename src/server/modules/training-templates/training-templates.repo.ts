import type { Kysely } from 'kysely';
import { SOURCES } from '../../../core/domain/reference-vocabulary';
import type { DB } from '../../db/schema';

export interface ExerciseRef {
  id: number;
  sourceId: string;
  name: { en: string; pl: string; de: string };
}

export function createTrainingTemplatesRepo(db: Kysely<DB>) {
  return {
    /** The catalogue's exercises with these source ids; ids it does not hold are left out. */
    async exercisesBySourceId(sourceIds: readonly string[]): Promise<Map<string, ExerciseRef>> {
      if (sourceIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('exercises')
        .select(['id', 'source_id', 'name_en', 'name_pl', 'name_de'])
        .where('source', '=', SOURCES.exercises)
        .where('source_id', 'in', [...sourceIds])
        .execute();
      return new Map(
        rows.map((row) => [
          row.source_id,
          {
            id: row.id,
            sourceId: row.source_id,
            name: { en: row.name_en, pl: row.name_pl, de: row.name_de },
          },
        ]),
      );
    },
  };
}

export type TrainingTemplatesRepo = ReturnType<typeof createTrainingTemplatesRepo>;
