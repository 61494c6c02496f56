import {
  FOOD_ANALYSES_KEY,
  FoodAnalysis,
  MAX_FOOD_ANALYSES,
} from '../../../../core/contracts/food-recognition';
import { safeStorage } from '../../../lib/storage';

/** Where the history lives: localStorage that never throws (B §8: storage errors are ignored silently). */
export interface AnalysesStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

/** What a correction changes in a saved analysis: the food (first recognition), its nutrition and weight. */
export type AnalysisChange = Pick<FoodAnalysis, 'recognitions' | 'nutrition' | 'weight'>;

/**
 * IMG-31, IMG-32: the saved history as stored under `food_analyses`; unreadable text or entries of another
 * shape are left out, never thrown, and at most 50 are kept.
 */
export function parseAnalyses(raw: string | null): FoodAnalysis[] {
  if (!raw) return [];
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(stored)) return [];
  const analyses: FoodAnalysis[] = [];
  for (const entry of stored) {
    const parsed = FoodAnalysis.safeParse(entry);
    if (parsed.success) analyses.push(parsed.data);
  }
  return analyses.slice(0, MAX_FOOD_ANALYSES);
}

/** IMG-32: a new analysis goes first; the oldest beyond 50 drop off; an analysis saved again moves to the top. */
export function withAnalysis(list: readonly FoodAnalysis[], analysis: FoodAnalysis): FoodAnalysis[] {
  return [analysis, ...list.filter((entry) => entry.id !== analysis.id)].slice(0, MAX_FOOD_ANALYSES);
}

/** A corrected analysis keeps its place and its timestamp; an analysis no longer in the list stays out. */
export function withChangedAnalysis(
  list: readonly FoodAnalysis[],
  id: string,
  change: AnalysisChange,
): FoodAnalysis[] {
  return list.map((entry) => (entry.id === id ? { ...entry, ...change } : entry));
}

export function loadAnalyses(storage: AnalysesStorage = safeStorage): FoodAnalysis[] {
  return parseAnalyses(storage.get(FOOD_ANALYSES_KEY));
}

function store(list: FoodAnalysis[], storage: AnalysesStorage): FoodAnalysis[] {
  storage.set(FOOD_ANALYSES_KEY, JSON.stringify(list));
  return list;
}

/** IMG-30: saves an analysis with its timestamp at the top of the history; answers the new history. */
export function saveAnalysis(analysis: FoodAnalysis, storage: AnalysesStorage = safeStorage): FoodAnalysis[] {
  return store(withAnalysis(loadAnalyses(storage), analysis), storage);
}

/** Records a correction of the food or the weight; answers the new history. */
export function changeAnalysis(
  id: string,
  change: AnalysisChange,
  storage: AnalysesStorage = safeStorage,
): FoodAnalysis[] {
  const list = loadAnalyses(storage);
  if (!list.some((entry) => entry.id === id)) return list;
  return store(withChangedAnalysis(list, id, change), storage);
}

export function clearAnalyses(storage: AnalysesStorage = safeStorage): FoodAnalysis[] {
  storage.remove(FOOD_ANALYSES_KEY);
  return [];
}
