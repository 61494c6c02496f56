import type { Kysely } from 'kysely';
import type { NarrationArea, NarrationType } from '../../../core/contracts/speech';
import type { Locale } from '../../../core/i18n/locales';
import type { DB } from '../../db/schema';

export interface NarrationSource {
  type: NarrationType;
  id: number;
  language: Locale;
  area: NarrationArea;
}

/**
 * The text a narration reads (issue 23 A5), built from our data in the asked language — never from HTML.
 * null: no such item (or nothing to read in that area).
 * SKELETON: only a recipe's title until the full builder lands.
 */
export async function narrationText(db: Kysely<DB>, source: NarrationSource): Promise<string | null> {
  if (source.type !== 'recipe') return null;
  const column = `name_${source.language}` as const;
  const row = await db.selectFrom('recipes').select(column).where('id', '=', source.id).executeTakeFirst();
  return row ? row[column] : null;
}
