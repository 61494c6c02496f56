import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join, normalize } from 'node:path';
import type { EbookDetail, EbookSearchRequest } from '../../../../core/contracts/ebooks';
import { currencyForLocale } from '../../../../core/domain/format';
import type { Locale } from '../../../../core/i18n/locales';
import { apiHref, api } from '../../../../core/routes';
import { ForbiddenError, NotFoundError } from '../../../errors';
import { keptPerRevision } from '../../../lib/revision-cache';
import { known, pageResult, pageWindow } from '../kit/query';
import { ebookCard, ebookDetail, presentLabel } from './ebooks.presenter';
import type { EbooksRepo } from './ebooks.repo';

/** E-books the home list shows at most (EBOOK-37..40: a two-column grid). */
export const HOME_LIST_SIZE = 6;

/**
 * The e-book shop (B §2 "E-book catalogue", issue 16 A1, A2): its labels, a page of cards in the page's
 * currency, the home list, one e-book, and its PDF for the members who may download it. `filesDir` is the
 * private storage: files are read from there by their stored key, never served from a public URL.
 */
export function createEbooksService(repo: EbooksRepo, filesDir: string) {
  async function labelMap() {
    const rows = [...(await repo.labels('category')), ...(await repo.labels('tag'))];
    return new Map(rows.map((row) => [`${row.kind}:${row.key}`, row]));
  }

  async function search(request: EbookSearchRequest) {
    const locale = request._locale;
    const categories = (await repo.labels('category')).map((row) => row.key);
    const filters = {
      text: request.text,
      category: request.category && categories.includes(request.category) ? request.category : null,
      tags: known(
        request.tags,
        (await repo.labels('tag')).map((row) => row.key),
      ),
    };
    // An unknown category matches nothing (it is not dropped: the visitor chose it).
    if (request.category && filters.category === null)
      return pageResult([], pageWindow(1, request.perPage, 0));
    const window = pageWindow(request.page, request.perPage, await repo.count(filters, locale));
    const rows = await repo.page(filters, locale, currencyForLocale(locale), request.sort, window);
    const labels = await labelMap();
    return pageResult(
      rows.map((row) => ebookCard(row, locale, labels)),
      window,
    );
  }

  const list = keptPerRevision(
    repo.revision,
    async (request: { locale: Locale; category: string | null }) => {
      const filters = { text: '', category: request.category, tags: [] };
      const window = pageWindow(1, HOME_LIST_SIZE, HOME_LIST_SIZE);
      const rows = await repo.page(
        filters,
        request.locale,
        currencyForLocale(request.locale),
        'id_desc',
        window,
      );
      const labels = await labelMap();
      return { ebooks: rows.map((row) => ebookCard(row, request.locale, labels)) };
    },
  );

  return {
    search: keptPerRevision(repo.revision, search),
    async categories(locale: Locale) {
      return { categories: (await repo.labels('category')).map((row) => presentLabel(row, locale)) };
    },
    async tags(locale: Locale) {
      return { tags: (await repo.labels('tag')).map((row) => presentLabel(row, locale)) };
    },
    list: (locale: Locale, category: string | undefined) => list({ locale, category: category || null }),

    async detail(id: number, locale: Locale, userId: number | null): Promise<EbookDetail> {
      const row = await repo.findById(id, currencyForLocale(locale));
      if (!row) throw new NotFoundError();
      const owned = userId !== null && (await repo.hasAccess(userId, id));
      const download = owned ? apiHref(api.ebook_download, { id }, { lang: locale }) : null;
      return ebookDetail(row, locale, await labelMap(), owned, download);
    },

    /** The PDF of a language for a member with access; 403 for anyone else (no bytes leave). */
    async download(id: number, userId: number, locale: Locale) {
      const row = await repo.findById(id, currencyForLocale(locale));
      if (!row) throw new NotFoundError();
      if (!(await repo.hasAccess(userId, id))) throw new ForbiddenError('ebookNotOwned', 'ebook_not_owned');
      const key = row[`file_${locale}`];
      if (!key) throw new NotFoundError();
      const path = normalize(join(filesDir, key));
      if (!path.startsWith(normalize(filesDir))) throw new NotFoundError();
      const { size } = await stat(path).catch(() => {
        throw new NotFoundError();
      });
      return { stream: createReadStream(path), size, fileName: `${row[`slug_${locale}`]}.pdf` };
    },
  };
}

export type EbooksService = ReturnType<typeof createEbooksService>;
