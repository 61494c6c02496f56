import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SeoScanStarted, SeoScanStatus } from '../../../../core/contracts/admin-seo';
import type { Locale } from '../../../../core/i18n/locales';
import { api, type ApiResponse } from '../../../../core/routes';
import { apiClient, type ApiClient } from '../../../lib/api-client';

export type SeoScansAnswer = ApiResponse<typeof api.admin_seo_scans>;
export type SeoScanRow = SeoScansAnswer['items'][number];
export type SeoReportAnswer = ApiResponse<typeof api.admin_seo_scan>;
export type SeoKeywordsAnswer = ApiResponse<typeof api.admin_seo_keywords>;

export interface KeywordsFilter {
  locale?: Locale;
  page: number;
}

/** How often a running scan's progress is read again. */
export const SEO_POLL_MS = 2000;

export const isActiveScan = (status: SeoScanStatus | undefined) =>
  status === 'queued' || status === 'running';

/** The dashboard's query keys: starting a scan invalidates all of them. */
export const seoKeys = {
  all: ['admin', 'seo'] as const,
  scans: (page: number) => [...seoKeys.all, 'scans', page] as const,
  report: (id: number) => [...seoKeys.all, 'report', id] as const,
  keywords: (filter: KeywordsFilter) => [...seoKeys.all, 'keywords', filter] as const,
};

/** The scans, newest first; read again every 2 s while the newest one runs. */
export const seoScansOptions = (page: number, client: ApiClient = apiClient) =>
  queryOptions({
    queryKey: seoKeys.scans(page),
    queryFn: ({ signal }) => client.call(api.admin_seo_scans, { query: { page }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data?.items.some((scan) => isActiveScan(scan.status)) ? SEO_POLL_MS : false,
  });

/** One scan's report; read again every 2 s while the scan runs. */
export const seoReportOptions = (id: number, client: ApiClient = apiClient) =>
  queryOptions({
    queryKey: seoKeys.report(id),
    queryFn: ({ signal }) => client.call(api.admin_seo_scan, { params: { id }, signal }),
    staleTime: 0,
    refetchInterval: (query) => (isActiveScan(query.state.data?.scan.status) ? SEO_POLL_MS : false),
  });

export const seoKeywordsOptions = (filter: KeywordsFilter, client: ApiClient = apiClient) =>
  queryOptions({
    queryKey: seoKeys.keywords(filter),
    queryFn: ({ signal }) =>
      client.call(api.admin_seo_keywords, {
        query: { ...(filter.locale ? { locale: filter.locale } : {}), page: filter.page },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** Starts a scan (the server answers 202 with its id). */
export function useStartScan(client: ApiClient = apiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (): Promise<SeoScanStarted> => client.call(api.admin_seo_scan_start),
    onSettled: () => queryClient.invalidateQueries({ queryKey: seoKeys.all }),
  });
}
