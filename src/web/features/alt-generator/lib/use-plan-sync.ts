import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { altPlanAsDiet, altPlanMeta, type AltPlanMeta } from '../../../../core/domain/alt-plan';
import type { AltPlanDay } from '../../../../core/contracts/alt-generator';
import type { DietMeta } from '../../../../core/contracts/diet-plan';
import type { Locale } from '../../../../core/i18n/locales';
import { api } from '../../../../core/routes';
import { ApiError, apiClient } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/session';
import {
  altSession,
  rememberSnapshot,
  sessionFromSnapshot,
  useAltSession,
  type AltSession,
} from './alt-session';

/** A §9: changes are shared and auto-saved after 600 ms without another. */
export const AUTO_SAVE_DEBOUNCE_MS = 600;

export type AutoSaveStatus = 'idle' | 'saving' | 'saved' | 'unverified' | 'error';

const today = () => new Date().toISOString().slice(0, 10);

/** The plan's meta in the saved-diet form, marked as the 4-step generator's (my diets labels it). */
function dietMetaOf(meta: AltPlanMeta, schedule: DietMeta['schedule']['items'], startDate: string): DietMeta {
  const { form } = meta;
  return {
    personalData: {
      age: form.age,
      gender: form.sex,
      weight: form.weight,
      height: form.height,
      pal: form.pal,
    },
    preferences: {
      allergens: form.allergens.filter(
        (a): a is DietMeta['preferences']['allergens'][number] => typeof a === 'string',
      ),
      dietType: form.dietPreference,
      monitoredNutrients: [],
      defaultDrinkVolumes: { water: 250, coffee: 250, tea: 250, energy: 250 },
    },
    schedule: { items: schedule },
    targetCalories: meta.targetCalories,
    planDuration: meta.planLength,
    startDate,
    generatedAt: new Date().toISOString(),
    generator: 'alternative',
  };
}

export const metaOf = (session: AltSession, plan: AltPlanDay[]): AltPlanMeta =>
  altPlanMeta(plan, session.form, session.exercisePreferences, session.name);

/**
 * Keeps the plan shared and saved (issue 20 A6): every change is stored as a snapshot whose server hash the
 * URL carries (`?plan=`), and, for a signed-in member, saved into their diets — both 600 ms after the last
 * change. A link with `?plan=` opens that snapshot. Snapshot failures are silent (AGEN-37); the diet save says
 * how it went.
 */
export function usePlanSync(locale: Locale): { status: AutoSaveStatus; opening: boolean } {
  const session = useAltSession();
  const signedIn = useCurrentUser() !== null;
  const [searchParams, setSearchParams] = useSearchParams();
  const linked = searchParams.get('plan');
  const [status, setStatus] = useState<AutoSaveStatus>('idle');
  // A link whose snapshot could not be opened (unknown, or offline): the generator starts afresh.
  const [failed, setFailed] = useState<string | null>(null);
  const opening = linked !== null && !session.known.includes(linked) && linked !== failed;

  // A shared link: open its plan, unless it is one this tab stored or opened already.
  useEffect(() => {
    if (!linked || altSession.get().known.includes(linked)) return;
    const controller = new AbortController();
    apiClient
      .call(api.plan_snapshot_show, { params: { hash: linked }, signal: controller.signal })
      .then((answer) => altSession.set(sessionFromSnapshot(answer.hash, answer.snapshot)))
      .catch(() => {
        if (!controller.signal.aborted) setFailed(linked);
      });
    return () => controller.abort();
  }, [linked]);

  // The URL names the current snapshot; a reset (no plan) drops the parameter.
  useEffect(() => {
    const wanted = session.plan ? session.hash : null;
    if ((searchParams.get('plan') ?? null) === wanted || opening) return;
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (wanted) next.set('plan', wanted);
        else next.delete('plan');
        return next;
      },
      { replace: true },
    );
  }, [session.plan, session.hash, searchParams, setSearchParams, opening]);

  const { revision, plan } = session;
  useEffect(() => {
    if (!plan || revision === 0) return;
    const timer = setTimeout(() => {
      const current = altSession.get();
      if (!current.plan || current.revision !== revision) return;
      const meta = metaOf(current, current.plan);
      apiClient
        .call(api.plan_snapshot_create, { body: { snapshot: { plan: current.plan, meta } } })
        .then((answer) => {
          if (altSession.get().revision === revision) rememberSnapshot(answer.hash);
        })
        .catch(() => undefined);
      if (!signedIn) return;
      setStatus('saving');
      const startDate = current.startDate ?? today();
      const diet = altPlanAsDiet(current.plan, meta, startDate);
      apiClient
        .call(api.diet_save, {
          query: { _locale: locale },
          body: {
            ...(current.saved ? { id: current.saved.id } : {}),
            name: current.name.trim() || undefined,
            plan: diet.plan,
            meta: dietMetaOf(meta, diet.schedule, startDate),
            version: current.saved?.version ?? 0,
          },
        })
        .then((answer) => {
          altSession.set({ saved: { id: answer.diet.id, version: answer.diet.version } });
          setStatus('saved');
        })
        .catch((error: unknown) =>
          setStatus(error instanceof ApiError && error.status === 403 ? 'unverified' : 'error'),
        );
    }, AUTO_SAVE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [revision, plan, signedIn, locale]);

  return { status, opening };
}
