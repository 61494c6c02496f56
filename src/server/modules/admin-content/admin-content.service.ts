import {
  ADMIN_ARTICLES_PER_PAGE,
  type AdminArticle,
  type AdminArticleInput,
  type AdminArticlesQuery,
  type AdminArticlesResponse,
  type AdminPackage,
  type AdminPackageInput,
  type AdminPackagesResponse,
  type ArticleStatus,
} from '../../../core/contracts/admin-content';
import type { Currency } from '../../../core/contracts/basket';
import { LOCALES } from '../../../core/i18n/locales';
import { sortKey } from '../../../core/text/sort-key';
import type { SearchDocument, SearchProvider } from '../../db/search/search-provider';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import { markdownToSafeHtml } from '../../lib/markdown';
import { recordAudit, type AuditActor } from '../audit/audit.repo';
import {
  presentArticle,
  presentArticleSummary,
  presentCategory,
  presentPackage,
} from './admin-content.presenter';
import type { AdminContentRepo, ArticleRow, Db } from './admin-content.repo';

/** Reading speed for the read time, as the content import counts it: 200 words a minute, at least one. */
export function readTimeMinutes(markdown: string): number {
  const words = markdown
    .replace(/[#*_>`-]+/g, ' ')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.round(words / 200));
}

/** Markdown to the words a search should find (no markup), as the blog's catalogue indexes them. */
const plainText = (markdown: string) => markdown.replace(/[#*_>`]+/g, ' ').replace(/\s+/g, ' ');

/** A new currency's tax rate (basis points) when a package had no price in it yet: the shop's package rates. */
const PACKAGE_TAX_RATE_BP: Record<Currency, number> = { PLN: 2300, EUR: 1900, USD: 0 };

/** An article's columns an admin writes: everything but the id, key, author, sources and stamp. */
type ArticleColumns = Omit<ArticleRow, 'id' | 'key' | 'author_id' | 'sources' | 'updated_at'>;

/** The article's columns from an admin's input (the per-language ones are named by locale). */
function articleColumns(input: AdminArticleInput): ArticleColumns {
  const columns: Record<string, string | number> = {
    category: input.category,
    published_at: input.publishedAt,
    draft: input.status === 'draft' ? 1 : 0,
  };
  for (const locale of LOCALES) {
    const text = input.languages[locale];
    Object.assign(columns, {
      [`name_${locale}`]: text.title,
      [`slug_${locale}`]: text.slug,
      [`sort_key_${locale}`]: sortKey(text.title, locale),
      [`description_${locale}`]: text.description,
      [`body_${locale}`]: text.body,
      [`read_time_${locale}`]: readTimeMinutes(text.body),
    });
  }
  return columns as unknown as ArticleColumns;
}

interface Deps {
  db: Db;
  repo: AdminContentRepo;
  search: SearchProvider;
}

/**
 * Articles and professional packages for admins (issue 24 A2). Every change writes an audit row in the
 * transaction that makes it; an article's search documents follow it at once (a draft has none), and the
 * catalogue change counter (a trigger on the tables) refreshes every kept public answer and page.
 */
export function createAdminContentService({ db, repo, search }: Deps) {
  async function categoryKeys() {
    return new Set((await repo.categories()).map((row) => row.key));
  }

  async function checkArticle(trx: Db, input: AdminArticleInput, exceptId: number | null) {
    if (!(await categoryKeys()).has(input.category))
      throw new ValidationError({ category: 'articleCategoryUnknown' });
    for (const locale of LOCALES)
      if (await repo.slugOwner(trx, locale, input.languages[locale].slug, exceptId))
        throw new ConflictError('articleSlugTaken', { [`languages.${locale}.slug`]: 'articleSlugTaken' });
  }

  /** The article's search documents: the title, then teaser, category and body; a draft has none. */
  async function reindexArticle(row: ArticleRow) {
    await search.remove('article', [row.id]);
    if (row.draft) return;
    const category = (await repo.categories()).find((c) => c.key === row.category);
    const documents: SearchDocument[] = LOCALES.map((locale) => ({
      entityType: 'article',
      entityId: row.id,
      locale,
      name: row[`name_${locale}`],
      body: [
        row[`description_${locale}`],
        category?.[`name_${locale}`] ?? '',
        plainText(row[`body_${locale}`]),
      ].join(' '),
    }));
    await search.upsert(documents);
  }

  async function freeKey(trx: Db, base: string) {
    for (let n = 1; ; n += 1) {
      const key = n === 1 ? base : `${base}-${n}`;
      if (!(await repo.keyTaken(trx, key))) return key;
    }
  }

  async function articleOrThrow(trx: Db, id: number) {
    const row = await repo.article(trx, id);
    if (!row) throw new NotFoundError('articleNotFound');
    return row;
  }

  return {
    async articles(query: AdminArticlesQuery): Promise<AdminArticlesResponse> {
      const offset = (query.page - 1) * ADMIN_ARTICLES_PER_PAGE;
      const [rows, total, categories] = await Promise.all([
        repo.articlePage(query, offset, ADMIN_ARTICLES_PER_PAGE),
        repo.articleCount(query),
        repo.categories(),
      ]);
      return {
        items: rows.map(presentArticleSummary),
        total,
        page: query.page,
        perPage: ADMIN_ARTICLES_PER_PAGE,
        categories: categories.map(presentCategory),
      };
    },

    article: async (id: number): Promise<AdminArticle> => presentArticle(await articleOrThrow(db, id)),

    preview: (markdown: string) => ({ html: markdownToSafeHtml(markdown) }),

    async createArticle(actor: AuditActor, input: AdminArticleInput): Promise<AdminArticle> {
      const row = await db.transaction().execute(async (trx) => {
        await checkArticle(trx, input, null);
        const id = await repo.insertArticle(trx, {
          ...articleColumns(input),
          key: await freeKey(trx, input.languages.en.slug),
          author_id: actor.id,
        });
        const created = (await repo.article(trx, id))!;
        await recordAudit(trx, {
          actor,
          action: 'article.create',
          targetType: 'article',
          targetId: id,
          after: presentArticle(created),
        });
        return created;
      });
      await reindexArticle(row);
      return presentArticle(row);
    },

    async updateArticle(actor: AuditActor, id: number, input: AdminArticleInput): Promise<AdminArticle> {
      const row = await db.transaction().execute(async (trx) => {
        const before = await articleOrThrow(trx, id);
        await checkArticle(trx, input, id);
        await repo.updateArticle(trx, id, articleColumns(input));
        const after = (await repo.article(trx, id))!;
        await recordAudit(trx, {
          actor,
          action: 'article.update',
          targetType: 'article',
          targetId: id,
          before: presentArticle(before),
          after: presentArticle(after),
        });
        return after;
      });
      await reindexArticle(row);
      return presentArticle(row);
    },

    async setArticleStatus(actor: AuditActor, id: number, status: ArticleStatus): Promise<AdminArticle> {
      const row = await db.transaction().execute(async (trx) => {
        const before = await articleOrThrow(trx, id);
        await repo.updateArticle(trx, id, { draft: status === 'draft' ? 1 : 0 });
        await recordAudit(trx, {
          actor,
          action: status === 'draft' ? 'article.unpublish' : 'article.publish',
          targetType: 'article',
          targetId: id,
          before: { status: before.draft ? 'draft' : 'published' },
          after: { status },
        });
        return (await repo.article(trx, id))!;
      });
      await reindexArticle(row);
      return presentArticle(row);
    },

    async packages(): Promise<AdminPackagesResponse> {
      const rows = await repo.packages();
      const prices = await repo.prices(
        db,
        rows.map((row) => row.id),
      );
      return { packages: rows.map((row) => presentPackage(row, prices)) };
    },

    async updatePackage(actor: AuditActor, id: number, input: AdminPackageInput): Promise<AdminPackage> {
      return db.transaction().execute(async (trx) => {
        const row = await repo.package(trx, id);
        if (!row) throw new NotFoundError('packageNotFound');
        const oldPrices = await repo.prices(trx, [id]);
        const before = presentPackage(row, oldPrices);
        const change: Record<string, string | number> = {
          duration_days: input.durationDays,
          seats: input.seats,
          position: input.position,
        };
        for (const locale of LOCALES) {
          const text = input.languages[locale];
          Object.assign(change, {
            [`name_${locale}`]: text.name,
            [`time_feature_${locale}`]: text.timeFeature,
            [`description_${locale}`]: text.description,
          });
        }
        await repo.updatePackage(trx, id, change);
        const taxOf = new Map(oldPrices.map((price) => [price.currency, price.tax_rate_bp]));
        await repo.replacePrices(
          trx,
          id,
          input.prices.map((price) => ({
            currency: price.currency,
            regular_minor: price.regularMinor,
            final_minor: price.finalMinor,
            tax_rate_bp: taxOf.get(price.currency) ?? PACKAGE_TAX_RATE_BP[price.currency],
          })),
        );
        const after = presentPackage((await repo.package(trx, id))!, await repo.prices(trx, [id]));
        await recordAudit(trx, {
          actor,
          action: 'pro-package.update',
          targetType: 'pro-package',
          targetId: id,
          before,
          after,
        });
        return after;
      });
    },
  };
}

export type AdminContentService = ReturnType<typeof createAdminContentService>;
