import { useEffect, useReducer, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { foodItemsNutrition, nearbyRecipeIds, swapOptions } from '../../../core/domain/plan/plan-view';
import type { Locale } from '../../../core/i18n/locales';
import { toast } from '../../components/toast/toast-store';
import { ApiError } from '../../lib/api-client';
import {
  fetchDiet,
  medicalProductsOptions,
  supplementsOptions,
  useGeneratePlan,
  useSaveDiet,
} from '../api/plan-api';
import { clearPendingPlan, stashPendingPlan, type PendingIntent } from '../lib/pending-plan';
import { docFromDiet, saveRequest, type PlanDoc, type PlanMetricsData } from '../lib/plan-doc';
import { downloadPlan } from '../lib/plan-file';
import { classifySaveError } from '../lib/save-state';
import { usePlanTables, type PlanTables } from '../view/use-plan-tables';
import { initialWorkspace, workspaceReducer } from './workspace-state';
import { sessionStore } from '../../lib/session';
import { mayCallVerifiedRoute, setEmailVerified } from '../../lib/email-verification';

const randomSeed = () => Math.floor(Math.random() * 2 ** 31);

/** The metrics to show and save: recomputed after edits in the browser, else the server's. */
export function metricsOf(doc: PlanDoc, tables: PlanTables): PlanMetricsData {
  return doc.edited && tables.ready ? tables.recompute(doc.plan, doc) : doc.metrics;
}

export type PlanWorkspace = ReturnType<typeof usePlanWorkspace>;

/**
 * The plan workspace's state and actions (A §4, §8): saving with its states and the login detour for
 * guests, download and print, swapping a meal, regenerating a day, reloading a newer revision. Both
 * generators use it; their own forms stay theirs.
 */
export function usePlanWorkspace({
  locale,
  initialDoc,
  autoSave = false,
}: {
  locale: Locale;
  initialDoc: PlanDoc | null;
  autoSave?: boolean;
}) {
  const { t } = useTranslation('planner');
  const [state, dispatch] = useReducer(
    workspaceReducer,
    { doc: initialDoc, restored: autoSave },
    initialWorkspace,
  );
  const { doc } = state;
  const tables = usePlanTables(locale, doc);
  const needsSupplements = Boolean(doc?.plan.some((d) => (d.nutrients ?? []).length > 0));
  const needsMedical = Boolean(doc?.plan.some((d) => (d.medications ?? []).length > 0));
  const supplements = useQuery({ ...supplementsOptions(locale), enabled: needsSupplements });
  const medicalProducts = useQuery({ ...medicalProductsOptions(locale), enabled: needsMedical });
  const saveDiet = useSaveDiet(locale);
  const generation = useGeneratePlan(locale);

  /** Guests keep the plan in this browser and are asked to sign in; it comes back after login. */
  const detour = (target: PlanDoc, intent: PendingIntent, message?: string) => {
    stashPendingPlan({ ...target, metrics: metricsOf(target, tables) }, intent);
    dispatch({ type: 'loginAsked', message });
  };

  const keptUntilConfirmed = useRef(false);

  async function save(target: PlanDoc): Promise<boolean> {
    if (!sessionStore.get().user) {
      detour(target, 'save');
      return false;
    }
    if (target.plan.length === 0) return false;
    dispatch({ type: 'save', action: { type: 'start' } });
    // Issue 12 A1: saving waits for a confirmed address. The plan stays on screen and in this browser, so
    // coming back after opening the link (in this tab or another) saves it.
    const keepUntilConfirmed = (message: string) => {
      stashPendingPlan({ ...target, metrics: metricsOf(target, tables) }, 'save');
      keptUntilConfirmed.current = true;
      dispatch({ type: 'save', action: { type: 'failed', failure: 'unverified', message } });
    };
    if (!(await mayCallVerifiedRoute())) {
      keepUntilConfirmed(t('errors:emailUnverified'));
      return false;
    }
    try {
      const { diet } = await saveDiet.mutateAsync(
        saveRequest({ ...target, metrics: metricsOf(target, tables) }),
      );
      dispatch({ type: 'saved', diet });
      // Saved here after all: the copy kept for after the confirmation must not be saved a second time.
      if (keptUntilConfirmed.current) {
        keptUntilConfirmed.current = false;
        clearPendingPlan();
      }
      return true;
    } catch (error) {
      const failure = classifySaveError(error, {
        authRequired: t('save.authRequired'),
        unableToSave: t('save.failed'),
      });
      if (failure.failure === 'unverified') {
        // The page thought the address confirmed (or did not know): now it knows.
        setEmailVerified(false);
        keepUntilConfirmed(failure.message);
        return false;
      }
      dispatch({ type: 'save', action: { type: 'failed', ...failure } });
      if (failure.failure === 'auth') detour(target, 'save', failure.message);
      return false;
    }
  }

  // A §4: the plan cached before login is saved once, then removed from storage.
  const autoSaveStarted = useRef(false);
  useEffect(() => {
    if (!autoSave || !initialDoc || autoSaveStarted.current) return;
    autoSaveStarted.current = true;
    void Promise.resolve()
      .then(() => save(initialDoc))
      .then((saved) => {
        if (saved) clearPendingPlan();
      });
    // Runs once for the plan the page started with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const actions = {
    save: () => doc && void save(doc),
    download: () => {
      if (!doc) return;
      if (!sessionStore.get().user) detour(doc, 'download');
      else downloadPlan({ ...doc, metrics: metricsOf(doc, tables) });
    },
    print: () => {
      if (!doc) return;
      if (!sessionStore.get().user) detour(doc, 'download');
      else dispatch({ type: 'printToggled', open: true });
    },
    /** A newer revision was saved elsewhere (409): load it. */
    reload: async () => {
      if (doc?.id === undefined) return;
      try {
        const { diet } = await fetchDiet(doc.id, locale);
        dispatch({ type: 'shown', doc: docFromDiet(diet) });
        toast.success(t('save.reloaded'));
      } catch (error) {
        toast.error(error instanceof ApiError ? error.message : t('errors.loadFailed'));
      }
    },
    openSwap: (dayIndex: number, mealIndex: number) => {
      const day = doc?.plan[dayIndex];
      const meal = day?.meals[mealIndex];
      if (!doc || !day || !meal) return;
      dispatch({
        type: 'swapOpened',
        target: {
          dayIndex,
          mealIndex,
          currentName: tables.recipe(meal.recipeId)?.name ?? t('day.recipeFallback', { id: meal.recipeId }),
          kcal: foodItemsNutrition(meal.foodItems, tables.foods).kcal,
          options: swapOptions({
            recipes: tables.planRecipes,
            foods: tables.foods,
            preferences: {
              dietType: doc.meta.preferences.dietType,
              allergens: doc.meta.preferences.allergens,
            },
            day,
            mealIndex,
            scheduleItem: doc.meta.schedule.items.find((i) => i.id === meal.scheduleItemId),
            avoidRecipeIds: nearbyRecipeIds(doc.plan, dayIndex),
          }),
        },
      });
    },
    /** "Regenerate day": the server's engine runs once more for this date alone, with a new seed. */
    regenerate: async (dayIndex: number) => {
      const day = doc?.plan[dayIndex];
      if (!doc || !day) return;
      dispatch({ type: 'regenerateStarted', day: dayIndex });
      try {
        const answer = await generation.mutateAsync({
          targetCalories: doc.meta.targetCalories,
          preferences: { dietType: doc.meta.preferences.dietType, allergens: doc.meta.preferences.allergens },
          schedule: doc.meta.schedule.items,
          planDuration: 1,
          startDate: day.date,
          seed: randomSeed(),
          weightKg: doc.meta.personalData.weight,
          defaultDrinkVolumes: doc.meta.preferences.defaultDrinkVolumes,
          monitoredNutrients: doc.meta.preferences.monitoredNutrients,
          // The recipes of the two days either side stay out, so the 3-day rule holds here too.
          avoidRecipeIds: nearbyRecipeIds(doc.plan, dayIndex),
        });
        const fresh = answer.plan[0];
        if (fresh) {
          dispatch({ type: 'dayRegenerated', day: dayIndex, fresh });
          toast.success(t('day.regenerated', { n: dayIndex + 1 }));
        }
      } catch (error) {
        toast.error(
          error instanceof ApiError && error.code !== 'http_error'
            ? error.message
            : t('errors.generateFailed'),
        );
      } finally {
        dispatch({ type: 'regenerateEnded' });
      }
    },
  };

  return {
    state,
    dispatch,
    tables,
    metrics: doc ? metricsOf(doc, tables) : null,
    supplements: supplements.data?.supplements ?? [],
    medicalProducts: medicalProducts.data?.medicalProducts ?? [],
    actions,
  };
}
