import type { Kysely } from 'kysely';
import { vocabularyKey } from '../../../../core/domain/reference-vocabulary';
import { LOCALES } from '../../../../core/i18n/locales';
import type { DB } from '../../../db/schema';
import type { SearchProvider } from '../../../db/search/search-provider';
import { translatorFor } from '../../../i18n';
import type { CatalogueDefinition } from '../kit/catalogue-definition';
import { sluggedTableSitemap } from '../kit/slugged-table-sitemap';
import { parseList } from '../kit/labels';

/** The exercise's first photo, as its page shows it. */
const exerciseImage = (images: string) => {
  const [first] = parseList(images);
  return first ? `/media/${first}` : null;
};
import { idSlugsOf, metaDescription, metaTitle } from '../../../http/detail-meta';
import { createExercisesRepo } from './exercises.repo';
import { createExercisesService } from './exercises.service';

/** The exercises catalogue's service, wired for the routes. */
export function createExercisesCatalogue(db: Kysely<DB>, search: SearchProvider) {
  return createExercisesService(createExercisesRepo(db, search));
}

export function exercisesDefinition(db: Kysely<DB>): CatalogueDefinition {
  return {
    entityType: 'exercise',
    sourceTables: ['exercises'],
    // The name, and the category, equipment and muscles in the visitor's language.
    async documents() {
      const rows = await db
        .selectFrom('exercises')
        .select(['id', 'name_en', 'name_pl', 'name_de', 'category', 'equipment', 'primary_muscles'])
        .execute();
      return rows.flatMap((r) =>
        LOCALES.map((locale) => {
          const t = translatorFor(locale);
          const muscles = (JSON.parse(r.primary_muscles) as string[]).map((m) =>
            t(`reference:exercise.muscles.${vocabularyKey(m)}`),
          );
          return {
            entityType: 'exercise',
            entityId: r.id,
            locale,
            name: r[`name_${locale}`],
            body: [
              t(`reference:exercise.category.${r.category}`),
              t(`reference:exercise.equipment.${r.equipment}`),
              ...muscles,
            ].join(' '),
          };
        }),
      );
    },
    listPage: 'exercises',
    detailPage: 'exerciseDetail',
    sitemap: sluggedTableSitemap(db, 'exercises'),
    async detailMeta(id, locale) {
      const row = await db
        .selectFrom('exercises')
        .select([`name_${locale}`, 'slug_en', 'slug_pl', 'slug_de', 'met', 'kcal_hour', 'images'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) return null;
      const r = row as Record<string, string | number>;
      const t = translatorFor(locale);
      return {
        idSlugs: idSlugsOf(id, r),
        name: String(r[`name_${locale}`]),
        image: exerciseImage(String(r.images)),
        previewImage: exerciseImage(String(r.images)),
        title: metaTitle(String(r[`name_${locale}`])),
        description: metaDescription(
          `${t('catalogue:exercises.mets', { mets: r.met })} · ${t('catalogue:exercises.kcalHour', { kcal: r.kcal_hour })}`,
        ),
      };
    },
  };
}
