import type { z } from 'zod';
import type { NarrationGradeEntry, NarrationGradesResponse } from '../../../core/contracts/speech';
import type { NarrationGradeRow } from './narration.repo';

/** One grade as admins read it, with the narration it grades (null when that narration is gone). */
export function presentGrade(row: NarrationGradeRow): z.infer<typeof NarrationGradeEntry> {
  return {
    id: Number(row.id),
    hash: row.hash,
    type: row.type,
    itemId: row.item_id === null ? null : Number(row.item_id),
    language: row.language,
    voice: row.voice,
    area: row.area,
    good: Number(row.good) === 1,
    comment: row.comment,
    createdAt: row.created_at,
  };
}

export function presentGradesPage(
  rows: NarrationGradeRow[],
  { page, perPage, total }: { page: number; perPage: number; total: number },
): z.infer<typeof NarrationGradesResponse> {
  return { items: rows.map(presentGrade), total, page, perPage };
}
