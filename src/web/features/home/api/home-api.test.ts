import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appConfig } from '../../../lib/app-config';
import { randomDayOptions } from './home-api';

const DAY = {
  schemas: [],
  totals: { protein: 0, fat: 0, carbohydrate: 0, kcal: 0 },
  dietTemplate: null,
  day: null,
  exampleSchemaUrl: null,
};

describe('the random day’s freshness', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    appConfig.apiKey = null;
  });

  it('[HOME-34] a sample day is kept for 15 minutes, then fetched again', async () => {
    appConfig.apiKey = 'key';
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify(DAY), { headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T10:00:00Z'));
    const client = new QueryClient();
    await client.fetchQuery(randomDayOptions('en'));
    vi.setSystemTime(new Date('2026-11-27T10:14:59Z'));
    await client.fetchQuery(randomDayOptions('en'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    vi.setSystemTime(new Date('2026-11-27T10:15:01Z'));
    await client.fetchQuery(randomDayOptions('en'));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
