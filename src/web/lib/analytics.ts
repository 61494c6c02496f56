export type AnalyticsEvent =
  | { name: 'page_view'; path: string }
  | { name: 'search'; list: string; text: string }
  | { name: 'filter_applied'; list: string; group: string; value: string }
  | { name: 'pagination_click'; list: string; page: number };

export type AnalyticsSink = (event: AnalyticsEvent) => void;

/** No sink in production until one is configured; the console in development. */
let sink: AnalyticsSink | null = import.meta.env?.DEV ? (event) => console.debug('[analytics]', event) : null;

export function setAnalyticsSink(next: AnalyticsSink | null): void {
  sink = next;
}

/** The one entry point for analytics events (B §7): page_view, search, filter_applied, pagination_click. */
export function track(event: AnalyticsEvent): void {
  try {
    sink?.(event);
  } catch {
    // analytics must never break the page
  }
}
