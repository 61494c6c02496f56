import type { Kysely } from 'kysely';
import type { Locale } from '../../../core/i18n/locales';
import type { PageName } from '../../../core/routes';
import type { DB } from '../../db/schema';
import { translatorFor } from '../../i18n';

export interface DetailMeta {
  /** The canonical `<id>-<slug>` path segment. */
  idSlug: string;
  title: string;
  description: string;
}

export type DetailMetaLookup = (id: number, locale: Locale) => Promise<DetailMeta | null>;

const cut = (text: string, max = 160) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

/** What the server puts into the HTML head of each detail page (search engines read it without JavaScript). */
export function createDetailMeta(db: Kysely<DB>): Partial<Record<PageName, DetailMetaLookup>> {
  return {
    recipeDetail: async (id, locale) => {
      const row = await db.selectFrom('recipes').select([`name_${locale}`, `slug_${locale}`, `description_${locale}`]).where('id', '=', id).executeTakeFirst();
      if (!row) return null;
      const r = row as Record<string, string>;
      return { idSlug: `${id}-${r[`slug_${locale}`]}`, title: `${r[`name_${locale}`]} – Nutrio`, description: cut(r[`description_${locale}`] ?? '') };
    },
    foodDetail: async (id, locale) => {
      const row = await db
        .selectFrom('foods')
        .innerJoin('food_groups', 'food_groups.id', 'foods.food_group_id')
        .select([`foods.name_${locale}`, `foods.slug_${locale}`, 'foods.energy_kcal', `food_groups.name_${locale} as group`])
        .where('foods.id', '=', id)
        .executeTakeFirst();
      if (!row) return null;
      const r = row as Record<string, string | number | null>;
      const t = translatorFor(locale);
      const kcal = r.energy_kcal === null ? '' : ` · ${t('catalogue:foods.kcal100', { kcal: Math.round(Number(r.energy_kcal)) })}`;
      return { idSlug: `${id}-${r[`slug_${locale}`]}`, title: `${r[`name_${locale}`]} – Nutrio`, description: cut(`${r.group}${kcal}`) };
    },
    exerciseDetail: async (id, locale) => {
      const row = await db.selectFrom('exercises').select([`name_${locale}`, `slug_${locale}`, 'met', 'kcal_hour']).where('id', '=', id).executeTakeFirst();
      if (!row) return null;
      const r = row as Record<string, string | number>;
      const t = translatorFor(locale);
      return {
        idSlug: `${id}-${r[`slug_${locale}`]}`,
        title: `${r[`name_${locale}`]} – Nutrio`,
        description: cut(`${t('catalogue:exercises.mets', { mets: r.met })} · ${t('catalogue:exercises.kcalHour', { kcal: r.kcal_hour })}`),
      };
    },
  };
}
