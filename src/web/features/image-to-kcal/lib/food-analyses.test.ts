import { describe, expect, it } from 'vitest';
import {
  FOOD_ANALYSES_KEY,
  FoodAnalysis,
  MAX_FOOD_ANALYSES,
  type Recognition,
} from '../../../../core/contracts/food-recognition';
import {
  changeAnalysis,
  clearAnalyses,
  loadAnalyses,
  parseAnalyses,
  saveAnalysis,
  withAnalysis,
  type AnalysesStorage,
} from './food-analyses';

const HOTDOG: Recognition = {
  id: 'hotdog',
  name: 'Hot dog',
  confidence: 0.87,
  estimatedWeight: 150,
  category: 'Fast food',
  foodId: 21,
  per100g: { calories: 290, protein: 10, carbohydrates: 24, fat: 17, fiber: 1, sugar: 4, sodium: 800 },
};

const analysis = (n: number): FoodAnalysis => ({
  id: `a${n}`,
  createdAt: new Date(Date.UTC(2026, 0, 1, 12, n)).toISOString(),
  imageThumb: 'data:image/jpeg;base64,AAAA',
  recognitions: [HOTDOG],
  nutrition: {
    calories: 435,
    protein: 15,
    carbohydrates: 36,
    fat: 25.5,
    fiber: 1.5,
    sugar: 6,
    sodium: 1200,
    weight: 150,
    estimate: false,
  },
  weight: 150,
});

/** A storage in memory, like the browser's. */
function memoryStorage(
  initial: Record<string, string> = {},
): AnalysesStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    get: (key) => data.get(key) ?? null,
    set: (key, value) => void data.set(key, value),
    remove: (key) => void data.delete(key),
  };
}

/** A storage that fails as a full quota or a private mode does: `safeStorage` swallows it, so it reads nothing. */
const brokenStorage: AnalysesStorage = { get: () => null, set: () => undefined, remove: () => undefined };

describe('the analysis history (localStorage food_analyses)', () => {
  it('[IMG-30] [IMG-31] saves an analysis with its timestamp, recognitions, nutrition and weight under food_analyses', () => {
    const storage = memoryStorage();
    saveAnalysis(analysis(1), storage);
    const stored = JSON.parse(storage.data.get(FOOD_ANALYSES_KEY)!) as unknown[];
    expect(stored).toHaveLength(1);
    const saved = FoodAnalysis.parse(stored[0]);
    expect(saved).toEqual(analysis(1));
    expect(Object.keys(saved).sort()).toEqual(
      ['createdAt', 'id', 'imageThumb', 'nutrition', 'recognitions', 'weight'].sort(),
    );
    expect(loadAnalyses(storage)).toEqual([analysis(1)]);
  });

  it('[IMG-32] keeps the newest first and at most 50', () => {
    const storage = memoryStorage();
    for (let n = 1; n <= MAX_FOOD_ANALYSES + 5; n += 1) saveAnalysis(analysis(n), storage);
    const list = loadAnalyses(storage);
    expect(MAX_FOOD_ANALYSES).toBe(50);
    expect(list).toHaveLength(50);
    expect(list[0]!.id).toBe('a55');
    expect(list.at(-1)!.id).toBe('a6');
  });

  it('[IMG-32] an analysis saved again moves to the top instead of appearing twice', () => {
    const list = withAnalysis(withAnalysis(withAnalysis([], analysis(1)), analysis(2)), analysis(1));
    expect(list.map((entry) => entry.id)).toEqual(['a1', 'a2']);
  });

  it('[IMG-30] a correction of the food or the weight updates the saved analysis in place', () => {
    const storage = memoryStorage();
    saveAnalysis(analysis(1), storage);
    saveAnalysis(analysis(2), storage);
    const corrected = { ...analysis(1).nutrition, calories: 870, weight: 300 };
    changeAnalysis('a1', { recognitions: [HOTDOG], nutrition: corrected, weight: 300 }, storage);
    const list = loadAnalyses(storage);
    expect(list.map((entry) => entry.id)).toEqual(['a2', 'a1']);
    expect(list[1]).toMatchObject({
      weight: 300,
      nutrition: { calories: 870 },
      createdAt: analysis(1).createdAt,
    });
    // An analysis no longer saved (the history was cleared) is not brought back.
    clearAnalyses(storage);
    changeAnalysis('a1', { recognitions: [HOTDOG], nutrition: corrected, weight: 300 }, storage);
    expect(storage.data.has(FOOD_ANALYSES_KEY)).toBe(false);
  });

  it('[IMG-31] unreadable storage and entries of another shape are left out, never thrown', () => {
    expect(parseAnalyses('not json')).toEqual([]);
    expect(parseAnalyses('{"a":1}')).toEqual([]);
    expect(parseAnalyses(JSON.stringify([{ id: 'x' }, analysis(3)]))).toEqual([analysis(3)]);
    expect(() => saveAnalysis(analysis(1), brokenStorage)).not.toThrow();
    expect(loadAnalyses(brokenStorage)).toEqual([]);
  });
});
