import {
  SeoKeywordsQuery,
  SeoKeywordsResponse,
  SeoScanIdParams,
  SeoScanReport,
  SeoScansQuery,
  SeoScansResponse,
  SeoScanStarted,
} from '../contracts/admin-seo';
import { endpoint } from '../route-kit';

/** Search-engine health dashboard and search log (issue 24 A4, SEO-02, SEO-03): admins only. */
export const seoHealthRoutes = {
  /** Starts a scan of our own pages in the background: 202 with its id, 409 while one runs. */
  admin_seo_scan_start: endpoint(
    'POST',
    '/api/admin/seo/scans',
    { role: 'admin' },
    { tag: 'admin', response: { 202: SeoScanStarted } },
  ),
  admin_seo_scans: endpoint(
    'GET',
    '/api/admin/seo/scans',
    { role: 'admin' },
    { tag: 'admin', query: SeoScansQuery, response: { 200: SeoScansResponse } },
  ),
  /** One scan's report: summary, comparison with the previous finished scan, problems, Lighthouse. */
  admin_seo_scan: endpoint(
    'GET',
    '/api/admin/seo/scans/:id',
    { role: 'admin' },
    { tag: 'admin', params: SeoScanIdParams, response: { 200: SeoScanReport } },
  ),
  /** What people search for on our site: zero-result queries first, then the most searched. */
  admin_seo_keywords: endpoint(
    'GET',
    '/api/admin/seo/keywords',
    { role: 'admin' },
    { tag: 'admin', query: SeoKeywordsQuery, response: { 200: SeoKeywordsResponse } },
  ),
} as const;
