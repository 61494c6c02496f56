import {
  AdminArticle,
  AdminArticleInput,
  AdminArticlesQuery,
  AdminArticlesResponse,
  AdminArticleStatusRequest,
  AdminIdParams,
  AdminPackage,
  AdminPackageInput,
  AdminPackagesResponse,
  ArticlePreviewRequest,
  ArticlePreviewResponse,
} from '../contracts/admin-content';
import { endpoint } from '../route-kit';

/** Articles, promotions, professional packages for admins (issue 24 A2). */
export const adminContentRoutes = {
  /** Every article, drafts too, newest first; search by title or key, filter by status, 20 a page. */
  admin_articles: endpoint(
    'GET',
    '/api/admin/articles',
    { role: 'admin' },
    { tag: 'admin', query: AdminArticlesQuery, response: { 200: AdminArticlesResponse } },
  ),
  admin_article: endpoint(
    'GET',
    '/api/admin/articles/:id',
    { role: 'admin' },
    { tag: 'admin', params: AdminIdParams, response: { 200: AdminArticle } },
  ),
  admin_article_create: endpoint(
    'POST',
    '/api/admin/articles',
    { role: 'admin' },
    { tag: 'admin', body: AdminArticleInput, response: { 200: AdminArticle } },
  ),
  admin_article_update: endpoint(
    'PUT',
    '/api/admin/articles/:id',
    { role: 'admin' },
    { tag: 'admin', params: AdminIdParams, body: AdminArticleInput, response: { 200: AdminArticle } },
  ),
  /** Publishes or unpublishes (back to a draft, hidden from every public page and the search). */
  admin_article_status: endpoint(
    'POST',
    '/api/admin/articles/:id/status',
    { role: 'admin' },
    { tag: 'admin', params: AdminIdParams, body: AdminArticleStatusRequest, response: { 200: AdminArticle } },
  ),
  /** Markdown → the same sanitized HTML the public article page shows. */
  admin_article_preview: endpoint(
    'POST',
    '/api/admin/articles/preview',
    { role: 'admin' },
    { tag: 'admin', body: ArticlePreviewRequest, response: { 200: ArticlePreviewResponse } },
  ),
  admin_packages: endpoint(
    'GET',
    '/api/admin/packages',
    { role: 'admin' },
    { tag: 'admin', response: { 200: AdminPackagesResponse } },
  ),
  admin_package_update: endpoint(
    'PUT',
    '/api/admin/packages/:id',
    { role: 'admin' },
    { tag: 'admin', params: AdminIdParams, body: AdminPackageInput, response: { 200: AdminPackage } },
  ),
} as const;
