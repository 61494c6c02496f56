import { describe, expect, it } from 'vitest';
import { api } from '../routes';
import { clampLatestDietsLimit, LATEST_DIETS_DEFAULT, LatestDietsQuery } from './home';

describe('the home contracts', () => {
  it('[HOME-57] the random day, experts and latest articles calls have the paths of ARCHITECTURE §7', () => {
    expect(
      [api.home_random_day, api.home_experts, api.articles_latest].map((r) => `${r.method} ${r.path}`),
    ).toEqual(['GET /api/home/random-day', 'GET /api/home/experts', 'GET /api/articles/latest']);
    expect([api.home_random_day, api.home_experts, api.articles_latest].map((r) => r.access)).toEqual([
      'api-key',
      'api-key',
      'api-key',
    ]);
  });

  it('[HOME-11] the latest-diets limit: 3 by default, clamped to 1..15, whole numbers', () => {
    expect(LATEST_DIETS_DEFAULT).toBe(3);
    expect([undefined, '', 'abc', Number.NaN].map(clampLatestDietsLimit)).toEqual([3, 3, 3, 3]);
    expect([0, -4, 1, 2.9, '7', 15, 16, 1e9].map(clampLatestDietsLimit)).toEqual([1, 1, 1, 2, 7, 15, 15, 15]);
    expect(LatestDietsQuery.parse({ limit: '40' }).limit).toBe(15);
  });
});
