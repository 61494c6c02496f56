import { useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { geoSuggestions } from '../api/directory-api';

/** SPEC-19: suggestions are asked for 300 ms after typing stops. */
export const GEO_SUGGESTION_DELAY_MS = 300;

/** SPEC-22: what the suggestion list shows. */
export type SuggestionState = 'idle' | 'loading' | 'empty' | 'success' | 'error';

export function suggestionState(
  query: { isError: boolean; isFetching: boolean; data?: unknown[] },
  text: string,
): SuggestionState {
  if (text.trim() === '') return 'idle';
  if (query.isError) return 'error';
  if (query.isFetching || !query.data) return 'loading';
  return query.data.length === 0 ? 'empty' : 'success';
}

/**
 * Place suggestions for the typed text (SPEC-17..22): only for non-empty trimmed text, 300 ms after the last
 * keystroke; a newer text aborts the request of the older one (the query's signal).
 */
export function useGeoSuggestions(input: string, country: string | undefined, locale: string) {
  const text = useDebouncedValue(input.trim(), GEO_SUGGESTION_DELAY_MS);
  const query = useQuery({
    queryKey: ['geo', 'suggestions', text, country ?? '', locale],
    queryFn: async ({ signal }) => (await geoSuggestions(text, country, locale, signal)).data,
    enabled: text !== '',
    staleTime: 60_000,
    retry: false,
  });
  const settled = input.trim() === text;
  return {
    suggestions: text !== '' && settled ? (query.data ?? []) : [],
    state: suggestionState(
      { isError: query.isError, isFetching: query.isFetching || !settled, data: query.data },
      input,
    ),
  };
}
