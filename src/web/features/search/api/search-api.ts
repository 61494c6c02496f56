import type { AiSearchResponse, SearchGroup } from '../../../../core/contracts/header-search';
import type { Locale } from '../../../../core/i18n/locales';
import { api } from '../../../../core/routes';
import { apiClient } from '../../../lib/api-client';

export type SearchMode = 'normal' | 'ai';

/** Items per group on the landing (the header shows fewer). */
export const LANDING_GROUP_SIZE = 8;

/** What one search answered: the groups, and for the AI search its status and answer. */
export type SearchAnswer = { mode: 'normal'; groups: SearchGroup[] } | ({ mode: 'ai' } & AiSearchResponse);

/**
 * One search of the landing. DECISIONS SRCH-14 / HDR-34: the landing sends no `area` and gets every group.
 * The signal lets a newer search abort this one (SRCH-12).
 */
export async function runSearch(
  mode: SearchMode,
  q: string,
  locale: Locale,
  signal: AbortSignal,
): Promise<SearchAnswer> {
  if (mode === 'ai') {
    const answer = await apiClient.call(api.api_header_search_ai, { query: { locale, q }, signal });
    return { mode: 'ai', ...answer };
  }
  const { groups } = await apiClient.call(api.api_header_search, {
    query: { locale, q, limit: LANDING_GROUP_SIZE },
    signal,
  });
  return { mode: 'normal', groups };
}
