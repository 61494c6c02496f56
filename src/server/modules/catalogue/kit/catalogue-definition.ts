import type { PageName } from '../../../../core/routes';
import type { SearchIndexing, SearchIndexSource, SearchProvider } from '../../../db/search/search-provider';
import type { DetailMetaLookup } from '../../../http/detail-meta';
import type { SitemapSource } from '../../../http/sitemap-source';

/**
 * What a catalogue tells the rest of the site beyond its own routes: the search documents it feeds into the
 * shared index (the site search finds its items there), the head of its detail pages and their sitemap. A new catalogue
 * (e-books, diet templates, specialists, clubs) adds a definition; nothing in the kit changes.
 */
export interface CatalogueDefinition extends SearchIndexSource {
  listPage: PageName;
  detailPage: PageName;
  detailMeta: DetailMetaLookup;
  sitemap: SitemapSource;
}

/** The detail-page heads of all catalogues, by page. */
export function detailMetaByPage(
  definitions: readonly CatalogueDefinition[],
): Partial<Record<PageName, DetailMetaLookup>> {
  return Object.fromEntries(definitions.map((d) => [d.detailPage, d.detailMeta]));
}

/** The search index with every catalogue's documents, as the reference importer takes it. */
export function catalogueSearchIndexing(
  provider: SearchProvider,
  definitions: readonly CatalogueDefinition[],
): SearchIndexing {
  return { provider, sources: definitions };
}
