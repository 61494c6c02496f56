import { useSyncExternalStore } from 'react';
import { FOOD_ANALYSES_KEY, type FoodAnalysis } from '../../../../core/contracts/food-recognition';
import { safeStorage } from '../../../lib/storage';
import {
  changeAnalysis,
  clearAnalyses,
  parseAnalyses,
  saveAnalysis,
  type AnalysisChange,
} from './food-analyses';

const NONE: FoodAnalysis[] = [];
const listeners = new Set<() => void>();
let cached: { raw: string | null; list: FoodAnalysis[] } = { raw: null, list: NONE };

/** The stored history, parsed again only when the stored text changed (another tab may write it too). */
function snapshot(): FoodAnalysis[] {
  const raw = safeStorage.get(FOOD_ANALYSES_KEY);
  if (raw !== cached.raw) cached = { raw, list: parseAnalyses(raw) };
  return cached.list;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === FOOD_ANALYSES_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const notify = () => listeners.forEach((listener) => listener());

/**
 * The analysis history in localStorage `food_analyses` (IMG-30…32), shared by every view of it. The server
 * renders it empty; the browser fills it in after hydration.
 */
export function useFoodAnalyses() {
  const analyses = useSyncExternalStore(subscribe, snapshot, () => NONE);
  return {
    analyses,
    save(analysis: FoodAnalysis) {
      saveAnalysis(analysis);
      notify();
    },
    change(id: string, change: AnalysisChange) {
      changeAnalysis(id, change);
      notify();
    },
    clear() {
      clearAnalyses();
      notify();
    },
  };
}
