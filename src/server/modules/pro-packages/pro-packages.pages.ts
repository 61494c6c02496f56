import { productJsonLd } from '../../../core/seo/structured-data';
import { NotFoundError } from '../../errors';
import {
  idSlugsOf,
  metaDescription,
  metaTitle,
  type DetailMetaLookup,
  type MainEntityLookup,
} from '../../http/detail-meta';
import type { SitemapSource } from '../../http/sitemap-source';
import type { ProPackagesRepo } from './pro-packages.repo';
import type { ProPackagesService } from './pro-packages.service';

/**
 * A package has no picture of its own: its page's preview and its schema.org `Product` show the site's
 * (a Product needs an image to be understood by search engines).
 */
const PACKAGE_IMAGE = '/og-image.png';

/** The head of a package's page (title, description, `<id>-<slug>` per language); null for an unknown id. */
export function proPackageDetailMeta(repo: Pick<ProPackagesRepo, 'headOf'>): DetailMetaLookup {
  return async (id, locale) => {
    const row = await repo.headOf(id);
    if (!row) return null;
    const name = row[`name_${locale}`];
    return {
      idSlugs: idSlugsOf(id, row),
      name,
      image: PACKAGE_IMAGE,
      previewImage: PACKAGE_IMAGE,
      title: metaTitle(name),
      description: metaDescription(row[`description_${locale}`]),
    };
  };
}

/** A package's page's schema.org `Product` with its `Offer` in the page's currency. */
export function proPackageMainEntity(proPackages: Pick<ProPackagesService, 'detail'>): MainEntityLookup {
  return async (id, locale, page) => {
    let pkg;
    try {
      pkg = await proPackages.detail(id, locale);
    } catch (error) {
      if (error instanceof NotFoundError) return null;
      throw error;
    }
    return productJsonLd({
      url: page.url,
      locale,
      name: pkg.title,
      description: pkg.description,
      image: page.image,
      price: pkg.price.minor / 100,
      category: pkg.timeFeatureShort,
      brand: 'Nutrio',
      available: true,
    });
  };
}

/** The packages' pages for the sitemaps: the list page and one page per package. */
export function proPackagesSitemap(repo: ProPackagesRepo) {
  const sitemap: SitemapSource = {
    count: repo.count,
    lastModified: repo.lastModified,
    async items(offset, limit) {
      return (await repo.slugPage(offset, limit)).map((row) => ({
        idSlugs: idSlugsOf(row.id, row),
        updatedAt: row.updated_at,
      }));
    },
  };
  return { listPage: 'proPackages', detailPage: 'proPackageDetail', sitemap } as const;
}
