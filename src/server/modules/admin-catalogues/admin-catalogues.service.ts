import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  ADMIN_CATALOGUE_PER_PAGE,
  ADMIN_PDF_MAX_BYTES,
  ADMIN_PHOTO_MAX_BYTES,
  MAX_EXERCISE_PHOTOS,
  type AdminEbookChange,
  type AdminEbookDetail,
  type AdminEbooksQuery,
  type AdminEbooksResponse,
  type AdminExerciseChange,
  type AdminExerciseDetail,
  type AdminExercisesQuery,
  type AdminExercisesResponse,
  type AdminFoodChange,
  type AdminFoodDetail,
  type AdminFoodGroupsResponse,
  type AdminFoodsQuery,
  type AdminFoodsResponse,
  type CompendiumResponse,
  type LocalizedName,
} from '../../../core/contracts/admin-catalogues';
import { CURRENCIES } from '../../../core/contracts/basket';
import { EXERCISE_GOALS } from '../../../core/domain/reference-vocabulary';
import { LOCALES, type Locale } from '../../../core/i18n/locales';
import { slugify } from '../../../core/text/fold';
import { sortKey } from '../../../core/text/sort-key';
import type { DB } from '../../db/schema';
import type { SearchDocument } from '../../db/search/search-provider';
import { NotFoundError, ValidationError } from '../../errors';
import { recordAudit, type AuditActor } from '../audit/audit.repo';
import {
  presentEbook,
  presentEbookSummary,
  presentExercise,
  presentExerciseSummary,
  presentFood,
  presentFoodSummary,
  photoPaths,
} from './admin-catalogues.presenter';
import type { AdminCataloguesRepo, PriceRow } from './admin-catalogues.repo';
import { checkedPicture, type PictureSize } from './catalogue-image';
import type { Compendium } from './compendium';
import { checkedPdf } from './ebook-file';
import type { CatalogueFiles } from './media-files';

/** The 70 kg reference person of kcal_hour, as the exercise import computes it (MET × 70). */
const REFERENCE_WEIGHT_KG = 70;
/** From this MET up an exercise serves weight loss (the import's rule, reference-data/exercise-rules.ts). */
const WEIGHT_LOSS_MET = 6;

/** An exercise photo as the public pages use it: the picture, and the 400 px card the lists show. */
const EXERCISE_PHOTO_SIZES: readonly PictureSize[] = [
  { suffix: '', width: 1200, height: 1200, fit: 'inside', quality: 82 },
  { suffix: '-card', width: 400, fit: 'inside', quality: 78 },
];
/** The shop's covers are 600 × 800 (the generated SVGs' size). */
const EBOOK_COVER_SIZES: readonly PictureSize[] = [
  { suffix: '', width: 600, height: 800, fit: 'cover', quality: 82 },
];

/** Names, slugs and sort keys in each locale, as the import writes them. */
function namedColumns(names: LocalizedName) {
  return {
    name_en: names.en,
    name_pl: names.pl,
    name_de: names.de,
    slug_en: slugify(names.en),
    slug_pl: slugify(names.pl),
    slug_de: slugify(names.de),
    sort_key_en: sortKey(names.en, 'en'),
    sort_key_pl: sortKey(names.pl, 'pl'),
    sort_key_de: sortKey(names.de, 'de'),
  };
}

const namesOf = (row: Record<`name_${Locale}`, string>): LocalizedName => ({
  pl: row.name_pl,
  de: row.name_de,
  en: row.name_en,
});

/**
 * The shop shows `<cover>-<locale>.svg`: an uploaded cover is written as one small SVG per language that
 * holds the resized WebP, so every page that shows covers shows the new one at once.
 */
const coverSvg = (webp: Buffer, title: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800" viewBox="0 0 600 800" role="img" aria-label="${title
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(
      /"/g,
      '&quot;',
    )}"><image width="600" height="800" href="data:image/webp;base64,${webp.toString('base64')}"/></svg>`;

export interface AdminCataloguesDeps {
  repo: AdminCataloguesRepo;
  compendium: Compendium;
  files: CatalogueFiles;
  /** Writes search documents (the shared full-text index). */
  index: (documents: SearchDocument[]) => Promise<void>;
}

/**
 * Foods, exercises and e-books for admins (issue 24 A2). Every change runs in one transaction with its audit
 * row (before/after); the search documents follow it. The catalogue's change counter (triggers on foods,
 * exercises, ebooks, product_prices and search_documents) refreshes the kept public answers by itself.
 */
export function createAdminCataloguesService({ repo, compendium, files, index }: AdminCataloguesDeps) {
  const db = repo.db;
  const paging = (page: number) => ({
    offset: (page - 1) * ADMIN_CATALOGUE_PER_PAGE,
    limit: ADMIN_CATALOGUE_PER_PAGE,
  });
  const inTransaction = <T>(work: (trx: Kysely<DB>) => Promise<T>) => db.transaction().execute(work);

  // ---- foods

  async function foodDetail(id: number): Promise<AdminFoodDetail> {
    const row = await repo.food(id);
    if (!row) throw new NotFoundError();
    return presentFood(row, await repo.recipeCount(id));
  }

  // ---- exercises

  async function exerciseRow(id: number, trx: Kysely<DB> = db) {
    const row = await repo.exercise(id, trx);
    if (!row) throw new NotFoundError();
    return row;
  }

  /** Writes a new photo list with its audit row. */
  async function savePhotos(
    actor: AuditActor,
    id: number,
    action: string,
    change: (paths: string[]) => string[],
  ) {
    return inTransaction(async (trx) => {
      const row = await exerciseRow(id, trx);
      const before = photoPaths(row.images);
      const after = change(before);
      await repo.updateExercise(trx, id, { images: JSON.stringify(after) });
      await recordAudit(trx, {
        actor,
        action,
        targetType: 'exercise',
        targetId: id,
        before: { images: before },
        after: { images: after },
      });
      return { before, after };
    });
  }

  // ---- e-books

  async function ebookDetail(id: number, trx: Kysely<DB> = db): Promise<AdminEbookDetail> {
    const row = await repo.ebook(id, trx);
    if (!row) throw new NotFoundError();
    return presentEbook(row, await repo.prices([id], trx));
  }

  return {
    async foods(query: AdminFoodsQuery): Promise<AdminFoodsResponse> {
      const { offset, limit } = paging(query.page);
      const [rows, total] = await Promise.all([repo.foodPage(query, offset, limit), repo.foodCount(query)]);
      return {
        items: rows.map(presentFoodSummary),
        total,
        page: query.page,
        perPage: ADMIN_CATALOGUE_PER_PAGE,
      };
    },

    async foodGroups(): Promise<AdminFoodGroupsResponse> {
      const rows = await repo.foodGroups();
      return { groups: rows.map((row) => ({ id: row.id, code: row.code, names: namesOf(row) })) };
    },

    food: foodDetail,

    /** Renames a food and/or moves it to another group; its id, source id and nutrients stay. */
    async updateFood(actor: AuditActor, id: number, change: AdminFoodChange): Promise<AdminFoodDetail> {
      if (!(await repo.foodGroup(change.groupId))) throw new ValidationError({ groupId: 'invalidValue' });
      await inTransaction(async (trx) => {
        const row = await repo.food(id, trx);
        if (!row) throw new NotFoundError();
        await repo.updateFood(trx, id, {
          ...namedColumns(change.names),
          food_group_id: change.groupId,
          names_translated: 1,
        });
        await recordAudit(trx, {
          actor,
          action: 'food.update',
          targetType: 'food',
          targetId: id,
          before: { names: namesOf(row), groupId: row.food_group_id },
          after: { names: change.names, groupId: change.groupId },
        });
      });
      // The food's own documents, and those of the recipes that list it as an ingredient.
      await index([...(await repo.foodDocuments(id)), ...(await repo.recipeDocumentsUsing(id))]);
      return foodDetail(id);
    },

    async exercises(query: AdminExercisesQuery): Promise<AdminExercisesResponse> {
      const { offset, limit } = paging(query.page);
      const [rows, total] = await Promise.all([
        repo.exercisePage(query.q, offset, limit),
        repo.exerciseCount(query.q),
      ]);
      return {
        items: rows.map(presentExerciseSummary),
        total,
        page: query.page,
        perPage: ADMIN_CATALOGUE_PER_PAGE,
      };
    },

    async compendium(): Promise<CompendiumResponse> {
      return { entries: await compendium.entries() };
    },

    async exercise(id: number): Promise<AdminExerciseDetail> {
      return presentExercise(await exerciseRow(id));
    },

    /** Names and the MET mapping: the MET comes from the chosen Compendium code, kcal_hour = MET × 70. */
    async updateExercise(
      actor: AuditActor,
      id: number,
      change: AdminExerciseChange,
    ): Promise<AdminExerciseDetail> {
      const met = await compendium.met(change.metCode);
      if (met === undefined) throw new ValidationError({ metCode: 'adminCatalogueMetCodeUnknown' });
      await inTransaction(async (trx) => {
        const row = await exerciseRow(id, trx);
        const goals = new Set(JSON.parse(row.goals) as string[]);
        goals.delete('weight_loss');
        if (met >= WEIGHT_LOSS_MET || row.category === 'cardio') goals.add('weight_loss');
        const kcalHour = Math.round(met * REFERENCE_WEIGHT_KG);
        await repo.updateExercise(trx, id, {
          ...namedColumns(change.names),
          met,
          met_code: change.metCode,
          kcal_hour: kcalHour,
          goals: JSON.stringify(EXERCISE_GOALS.filter((goal) => goals.has(goal))),
        });
        await recordAudit(trx, {
          actor,
          action: 'exercise.update',
          targetType: 'exercise',
          targetId: id,
          before: { names: namesOf(row), metCode: row.met_code, met: row.met, kcalHour: row.kcal_hour },
          after: { names: change.names, metCode: change.metCode, met, kcalHour },
        });
      });
      await index(await repo.exerciseDocuments(id));
      return presentExercise(await exerciseRow(id));
    },

    /** Adds a photo (checked by content, resized to the page's and the card's sizes) at the end. */
    async addExercisePhoto(actor: AuditActor, id: number, bytes: Buffer): Promise<AdminExerciseDetail> {
      const row = await exerciseRow(id);
      if (photoPaths(row.images).length >= MAX_EXERCISE_PHOTOS)
        throw new ValidationError(undefined, 'adminCatalogueTooManyPhotos');
      const picture = await checkedPicture(bytes, EXERCISE_PHOTO_SIZES, ADMIN_PHOTO_MAX_BYTES);
      const base = `exercises/${row.source_id.replace(/[^\w-]/g, '_')}/a-${randomBytes(8).toString('hex')}`;
      for (const size of picture) await files.putMedia(`${base}${size.suffix}.webp`, size.webp);
      await savePhotos(actor, id, 'exercise.photo.add', (paths) => [...paths, `${base}.webp`]);
      return presentExercise(await exerciseRow(id));
    },

    /** The same photos in a new order. */
    async orderExercisePhotos(actor: AuditActor, id: number, order: string[]): Promise<AdminExerciseDetail> {
      await savePhotos(actor, id, 'exercise.photo.order', (paths) => {
        const same =
          order.length === paths.length &&
          new Set(order).size === order.length &&
          order.every((p) => paths.includes(p));
        if (!same) throw new ValidationError({ paths: 'adminCataloguePhotoOrderInvalid' });
        return order;
      });
      return presentExercise(await exerciseRow(id));
    },

    /** Removes one photo; the files of an uploaded one are deleted (imported ones come back on a re-import). */
    async removeExercisePhoto(actor: AuditActor, id: number, position: number): Promise<AdminExerciseDetail> {
      let removed: string | undefined;
      await savePhotos(actor, id, 'exercise.photo.remove', (paths) => {
        removed = paths[position];
        if (removed === undefined) throw new NotFoundError();
        return paths.filter((_, i) => i !== position);
      });
      if (removed && /\/a-[0-9a-f]{16}\.webp$/.test(removed)) {
        await files.removeMedia(removed);
        await files.removeMedia(removed.replace(/\.webp$/, '-card.webp'));
      }
      return presentExercise(await exerciseRow(id));
    },

    async ebooks(query: AdminEbooksQuery): Promise<AdminEbooksResponse> {
      const { offset, limit } = paging(query.page);
      const [rows, total] = await Promise.all([
        repo.ebookPage(query.q, offset, limit),
        repo.ebookCount(query.q),
      ]);
      const prices = await repo.prices(rows.map((row) => row.id));
      return {
        items: rows.map((row) =>
          presentEbookSummary(
            row,
            prices.filter((p) => p.product_id === row.id),
          ),
        ),
        total,
        page: query.page,
        perPage: ADMIN_CATALOGUE_PER_PAGE,
      };
    },

    ebook: (id: number) => ebookDetail(id),

    async updateEbook(actor: AuditActor, id: number, change: AdminEbookChange): Promise<AdminEbookDetail> {
      const detail = await inTransaction(async (trx) => {
        const before = await ebookDetail(id, trx);
        const existing = await repo.prices([id], trx);
        await repo.updateEbook(trx, id, {
          ...namedColumns(change.names),
          description_en: change.descriptions.en,
          description_pl: change.descriptions.pl,
          description_de: change.descriptions.de,
        });
        for (const currency of CURRENCIES) {
          const price: PriceRow = {
            currency,
            regular_minor: change.prices[currency].regularMinor,
            final_minor: change.prices[currency].finalMinor,
            // A new currency's tax rate follows the others' rule (import: PLN 5 %, EUR 7 %, USD none).
            tax_rate_bp:
              existing.find((p) => p.currency === currency)?.tax_rate_bp ??
              { PLN: 500, EUR: 700, USD: 0 }[currency],
          };
          await repo.setPrice(trx, id, price);
        }
        await recordAudit(trx, {
          actor,
          action: 'ebook.update',
          targetType: 'ebook',
          targetId: id,
          before: { names: before.names, descriptions: before.descriptions, prices: before.prices },
          after: change,
        });
        return ebookDetail(id, trx);
      });
      await index(await repo.ebookDocuments(id));
      return detail;
    },

    /** One cover for every language (checked by content, cropped to the shop's 600 × 800). */
    async uploadEbookCover(actor: AuditActor, id: number, bytes: Buffer): Promise<AdminEbookDetail> {
      const row = await repo.ebook(id);
      if (!row) throw new NotFoundError();
      const [picture] = await checkedPicture(bytes, EBOOK_COVER_SIZES, ADMIN_PHOTO_MAX_BYTES);
      const cover = `ebooks/uploads/${row.key.replace(/[^\w-]/g, '_')}-${randomBytes(8).toString('hex')}`;
      await files.putMedia(`${cover}.webp`, picture!.webp);
      for (const locale of LOCALES)
        await files.putMedia(
          `${cover}-${locale}.svg`,
          Buffer.from(coverSvg(picture!.webp, row[`name_${locale}`])),
        );
      return inTransaction(async (trx) => {
        await repo.updateEbook(trx, id, { cover });
        await recordAudit(trx, {
          actor,
          action: 'ebook.cover',
          targetType: 'ebook',
          targetId: id,
          before: { cover: row.cover },
          after: { cover },
        });
        return ebookDetail(id, trx);
      });
    },

    /** One language's PDF (checked by content); buyers' downloads serve it from now on. */
    async uploadEbookFile(
      actor: AuditActor,
      id: number,
      locale: Locale,
      bytes: Buffer,
    ): Promise<AdminEbookDetail> {
      const row = await repo.ebook(id);
      if (!row) throw new NotFoundError();
      const pages = checkedPdf(bytes, ADMIN_PDF_MAX_BYTES);
      const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 12);
      const key = `ebooks/${row.key.replace(/[^\w-]/g, '_')}-${locale}-${hash}.pdf`;
      await files.putFile(key, bytes);
      return inTransaction(async (trx) => {
        await repo.updateEbook(trx, id, { [`file_${locale}`]: key, [`pages_${locale}`]: pages });
        await recordAudit(trx, {
          actor,
          action: 'ebook.file',
          targetType: 'ebook',
          targetId: id,
          before: { locale, file: row[`file_${locale}`], pages: row[`pages_${locale}`] },
          after: { locale, file: key, pages },
        });
        return ebookDetail(id, trx);
      });
    },
  };
}
export type AdminCataloguesService = ReturnType<typeof createAdminCataloguesService>;
