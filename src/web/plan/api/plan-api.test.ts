import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../testing/fixtures';
import {
  allergensOptions,
  dietTypesOptions,
  exercisesOptions,
  foodsOptions,
  medicalProductsOptions,
  nutrientsOptions,
  recipesOptions,
  supplementsOptions,
} from './plan-api';

const LOADERS = {
  allergensOptions,
  dietTypesOptions,
  nutrientsOptions,
  recipesOptions,
  foodsOptions,
  exercisesOptions,
  supplementsOptions,
  medicalProductsOptions,
};

describe('generator loaders', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each(Object.entries(LOADERS))(
    '[PGEN-45] %s never goes stale and is never collected',
    (_name, options) => {
      expect(options('en')).toMatchObject({ staleTime: Infinity, gcTime: Infinity });
    },
  );

  it('[PGEN-45] the reference data loads lazily, once per language, however often it is asked for', async () => {
    const fetchMock = mockFetch((url) =>
      url.pathname === '/api/diet-generator/supplements' ? json(200, { supplements: [] }) : undefined,
    );
    const client = new QueryClient();
    expect(fetchMock).not.toHaveBeenCalled();
    await client.fetchQuery(allergensOptions('en'));
    await client.fetchQuery(allergensOptions('en'));
    await client.fetchQuery(supplementsOptions('en'));
    await client.fetchQuery(supplementsOptions('en'));
    await client.fetchQuery(allergensOptions('de'));
    const paths = fetchMock.mock.calls.map(([input]) => new URL(input, 'http://localhost'));
    expect(paths.map((url) => `${url.pathname}?${url.searchParams.get('locale')}`)).toEqual([
      '/api/diet-generator/allergens?en',
      '/api/diet-generator/supplements?en',
      '/api/diet-generator/allergens?de',
    ]);
  });
});

describe('recipes loader', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('[PGEN-47] reads every source variant into one shape and leaves unreadable recipes out', async () => {
    mockFetch((url) =>
      url.pathname === '/api/diet-generator/recipes'
        ? json(200, {
            recipes: [
              {
                id: 1,
                name: 'A',
                occasions: ['lunch'],
                dietType: 'vegan',
                allergens: [],
                portions: 1,
                calories: 400,
                ingredients: [{ foodId: 1, quantity: 100 }],
              },
              {
                id: 2,
                name: 'B',
                kcalPortion: 300,
                btwPortion: [10, 5, 50],
                foods: [{ id: 1, inputWeight: 8, unit: 'dag' }],
              },
              { id: 3, name: 'C (no energy)', ingredients: [] },
            ],
          })
        : undefined,
    );
    const { recipes } = await new QueryClient().fetchQuery(recipesOptions('en'));
    expect(recipes.map((r) => [r.id, r.calories, r.ingredients])).toEqual([
      [1, 400, [{ foodId: 1, quantity: 100 }]],
      [2, 300, [{ foodId: 1, quantity: 80 }]],
    ]);
    expect(recipes[1]).toMatchObject({ protein: 10, fat: 5, carbs: 50 });
  });
});
