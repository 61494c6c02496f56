import type { ArticleDetail, ArticleSearchRequest } from '../../../../core/contracts/articles';
import type { Locale } from '../../../../core/i18n/locales';
import { NotFoundError } from '../../../errors';
import { keptPerRevision } from '../../../lib/revision-cache';
import { pageResult, pageWindow } from '../kit/query';
import { articleCard, articleDetail } from './articles.presenter';
import type { ArticlesRepo } from './articles.repo';

/** The blog (issue 16 A5): a page of articles, the latest ones (HOME-47), categories, one article. */
export function createArticlesService(repo: ArticlesRepo) {
  async function categoryNames() {
    return new Map((await repo.categories()).map((row) => [row.key, row]));
  }

  async function search(request: ArticleSearchRequest) {
    const locale = request._locale;
    const names = await categoryNames();
    const category = request.category && names.has(request.category) ? request.category : null;
    if (request.category && category === null) return pageResult([], pageWindow(1, request.perPage, 0));
    const filters = { text: request.text, category };
    const window = pageWindow(request.page, request.perPage, await repo.count(filters, locale));
    const rows = await repo.page(filters, locale, window);
    return pageResult(
      rows.map((row) => articleCard(row, locale, names)),
      window,
    );
  }

  const latest = keptPerRevision(repo.revision, async (request: { locale: Locale; limit: number }) => {
    const rows = await repo.page(
      { text: '', category: null },
      request.locale,
      pageWindow(1, request.limit, request.limit),
    );
    const names = await categoryNames();
    return { articles: rows.map((row) => articleCard(row, request.locale, names)) };
  });

  return {
    search: keptPerRevision(repo.revision, search),
    latest: (locale: Locale, limit: number) => latest({ locale, limit }),
    async categories(locale: Locale) {
      return {
        categories: (await repo.categories()).map((row) => ({
          id: row.id,
          name: row[`name_${locale}`],
          find: row.key,
        })),
      };
    },
    async detail(id: number, locale: Locale): Promise<ArticleDetail> {
      const row = await repo.findById(id);
      if (!row) throw new NotFoundError();
      return articleDetail(row, locale, await categoryNames());
    },
  };
}

export type ArticlesService = ReturnType<typeof createArticlesService>;
