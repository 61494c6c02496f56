import type { Selectable } from 'kysely';
import type {
  AdminEbookDetail,
  AdminEbookPrices,
  AdminEbookSummary,
  AdminExerciseDetail,
  AdminExerciseSummary,
  AdminFoodDetail,
  AdminFoodSummary,
  LocalizedName,
} from '../../../core/contracts/admin-catalogues';
import { CURRENCIES } from '../../../core/contracts/basket';
import type { DB } from '../../db/schema';

const mediaUrl = (path: string) => `/media/${path}`;
/** The 400 px card beside each photo (the import's and the uploads' naming). */
const cardUrl = (path: string) => mediaUrl(path.replace(/\.(jpg|jpeg|png|webp)$/, '-card.webp'));

type Named = { name_en: string; name_pl: string; name_de: string };
const names = (row: Named): LocalizedName => ({ pl: row.name_pl, de: row.name_de, en: row.name_en });

/** The stored photo paths of an exercise (a JSON list). */
export function photoPaths(images: string): string[] {
  try {
    const parsed: unknown = JSON.parse(images);
    return Array.isArray(parsed) ? parsed.filter((p): p is string => typeof p === 'string') : [];
  } catch {
    return [];
  }
}

interface FoodRow extends Named {
  id: number;
  source: string;
  source_id: string;
  food_group_id: number;
  group_code: string;
  sr28_description: string;
  energy_kcal: number | null;
}

export function presentFoodSummary(row: FoodRow): AdminFoodSummary {
  return {
    id: row.id,
    sourceId: row.source_id,
    names: names(row),
    groupId: row.food_group_id,
    groupCode: row.group_code,
  };
}

export function presentFood(row: FoodRow, recipeCount: number): AdminFoodDetail {
  return {
    ...presentFoodSummary(row),
    source: row.source,
    description: row.sr28_description,
    energyKcal: row.energy_kcal === null ? null : Number(row.energy_kcal),
    recipeCount,
  };
}

type ExerciseRow = Pick<
  DB['exercises'],
  | 'source_id'
  | 'name_en'
  | 'name_pl'
  | 'name_de'
  | 'met'
  | 'kcal_hour'
  | 'images'
  | 'met_code'
  | 'category'
  | 'mechanic'
  | 'level'
> & { id: number };

export function presentExerciseSummary(row: ExerciseRow): AdminExerciseSummary {
  const [first] = photoPaths(row.images);
  return {
    id: row.id,
    sourceId: row.source_id,
    names: names(row),
    met: Number(row.met),
    kcalHour: Number(row.kcal_hour),
    photo: first ? cardUrl(first) : null,
  };
}

export function presentExercise(row: ExerciseRow): AdminExerciseDetail {
  return {
    ...presentExerciseSummary(row),
    metCode: row.met_code,
    category: row.category,
    mechanic: row.mechanic,
    level: row.level,
    photos: photoPaths(row.images).map((path) => ({ path, url: mediaUrl(path), cardUrl: cardUrl(path) })),
  };
}

type EbookRow = Selectable<DB['ebooks']>;
interface PriceRow {
  currency: string;
  regular_minor: number;
  final_minor: number;
}

function prices(rows: PriceRow[]): AdminEbookPrices | null {
  const entries = CURRENCIES.map((currency) => {
    const row = rows.find((p) => p.currency === currency);
    return row
      ? ([
          currency,
          { regularMinor: Number(row.regular_minor), finalMinor: Number(row.final_minor) },
        ] as const)
      : null;
  });
  return entries.every((entry) => entry !== null) ? (Object.fromEntries(entries) as AdminEbookPrices) : null;
}

export function presentEbookSummary(row: EbookRow, priceRows: PriceRow[]): AdminEbookSummary {
  return {
    id: row.id,
    key: row.key,
    names: names(row),
    cover: row.cover ? mediaUrl(`${row.cover}-en.svg`) : null,
    prices: prices(priceRows),
  };
}

export function presentEbook(row: EbookRow, priceRows: PriceRow[]): AdminEbookDetail {
  const file = (locale: 'pl' | 'de' | 'en') => ({
    present: row[`file_${locale}`] !== null,
    pages: Number(row[`pages_${locale}`]),
  });
  return {
    ...presentEbookSummary(row, priceRows),
    descriptions: { pl: row.description_pl, de: row.description_de, en: row.description_en },
    files: { pl: file('pl'), de: file('de'), en: file('en') },
  };
}
