import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GEO_SUGGESTION_DELAY_MS, useGeoSuggestions } from './use-geo-suggestions';

describe('place suggestions', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('[SPEC-19] [SPEC-17] are asked for 300 ms after typing stops, the older request is cancelled, blank text asks nothing', async () => {
    vi.useFakeTimers();
    const asked: Array<{ data: string; signal: AbortSignal }> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => {
        asked.push({ data: (JSON.parse(String(init.body)) as { data: string }).data, signal: init.signal! });
        return new Promise<Response>(() => undefined);
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { rerender, result } = renderHook(({ text }) => useGeoSuggestions(text, 'PL', 'pl'), {
      wrapper,
      initialProps: { text: '   ' },
    });
    await act(async () => vi.advanceTimersByTime(1000));
    expect(asked).toEqual([]);
    expect(result.current.state).toBe('idle');
    rerender({ text: 'wa' });
    await act(async () => vi.advanceTimersByTime(GEO_SUGGESTION_DELAY_MS - 50));
    rerender({ text: 'war' });
    await act(async () => vi.advanceTimersByTime(GEO_SUGGESTION_DELAY_MS - 1));
    expect(asked).toEqual([]);
    expect(result.current.state).toBe('loading');
    await act(async () => vi.advanceTimersByTime(1));
    expect(asked.map((call) => call.data)).toEqual(['war']);
    rerender({ text: 'warsz' });
    await act(async () => vi.advanceTimersByTime(GEO_SUGGESTION_DELAY_MS));
    expect(asked.map((call) => call.data)).toEqual(['war', 'warsz']);
    expect(asked[0]!.signal.aborted).toBe(true);
    expect(asked[1]!.signal.aborted).toBe(false);
  });
});
