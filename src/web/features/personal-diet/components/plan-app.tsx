import { useEffect, useReducer, useRef, useState, type RefObject } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { PlanDayInput, PlanRequest } from '../../../../core/contracts/diet-plan';
import {
  foodItemsNutrition,
  mergeRegeneratedDay,
  nearbyRecipeIds,
  rememberNutrients,
  swapOptions,
  swappedMeal,
  withMeal,
  type SwapOption,
} from '../../../../core/domain/plan/plan-view';
import type { ScheduleItem } from '../../../../core/domain/plan/types';
import type { Locale } from '../../../../core/i18n/locales';
import { pageHref } from '../../../../core/routes';
import { toast } from '../../../components/toast/toast-store';
import { ApiError } from '../../../lib/api-client';
import { appConfig } from '../../../lib/app-config';
import { DayEditor } from '../../../plan/editor/day-editor';
import { ShoppingList } from '../../../plan/shopping-list/shopping-list';
import {
  dietKeys,
  fetchDiet,
  generatePlan,
  medicalProductsOptions,
  myDietOptions,
  saveDiet,
  supplementsOptions,
  type CatalogueItem,
} from '../../../plan/api/plan-api';
import { formatMoment, whole } from '../../../plan/lib/format';
import { clearPendingPlan, stashPendingPlan, type PendingIntent } from '../../../plan/lib/pending-plan';
import { docFromDiet, docFromGenerated, saveRequest, type PlanDoc, type PlanMetricsData } from '../../../plan/lib/plan-doc';
import { downloadPlan, type ImportResult } from '../../../plan/lib/plan-file';
import { defaultForm, formFromMeta, localIsoDate, planMeta, planRequest, type DefaultLabels, type QuestionnaireForm } from '../lib/questionnaire';
import { classifySaveError, initialSaveState, saveReducer } from '../../../plan/lib/save-state';
import { DayCard } from '../../../plan/view/day-card';
import { GeneratorFrame } from './generator-frame';
import { ImportPlanControl } from '../../../plan/view/import-plan';
import { LoginRequiredDialog } from '../../../plan/view/login-required-dialog';
import type { MonitoredRow } from '../../../plan/view/monitored-nutrients';
import { PlanSummary } from '../../../plan/view/plan-summary';
import { PrintablePlan } from '../../../plan/view/printable-plan';
import { GeneratingPanel, Questionnaire } from './questionnaire';
import { SwapMealDialog, type SwapTarget } from '../../../plan/view/swap-meal-dialog';
import { Button } from '../../../components/ui/button';
import { linkClass, cardClass } from '../../../components/ui/styles';
import { Notice } from '../../../components/ui/notice';
import { usePlanTables, type PlanTables } from '../../../plan/view/use-plan-tables';

export interface PlanAppProps {
  locale: Locale;
  /** The generator (`/`) or a saved diet (`my-diets.{id}.html`). */
  variant: 'generator' | 'saved';
  /** A plan to show at once (a saved diet, or one restored after login). */
  initialDoc: PlanDoc | null;
  /** Save `initialDoc` at once: a plan cached before login (A §4), removed from storage once saved. */
  autoSave?: boolean;
  /** Where login and registration send the user back to. */
  nextPath: string;
}

const randomSeed = () => Math.floor(Math.random() * 2 ** 31);

/** The metrics to show and save: recomputed after edits in the browser, else the server's. */
function metricsOf(doc: PlanDoc, tables: PlanTables): PlanMetricsData {
  return doc.edited && tables.ready ? tables.recompute(doc.plan, doc) : doc.metrics;
}

function useDefaultLabels(): DefaultLabels {
  const { t } = useTranslation('planner');
  return { breakfast: t('defaults.breakfast'), lunch: t('defaults.lunch'), dinner: t('defaults.dinner'), exercise: t('defaults.exercise') };
}

/**
 * The personal diet generator app (A §2, §4, §8): the 3-step form, the plan with its per-day view and
 * edits, saving with its states, download/print, the admin import, and the login modal for guests.
 */
export function PlanApp({ locale, variant, initialDoc, autoSave = false, nextPath }: PlanAppProps) {
  const { t } = useTranslation('planner');
  const labels = useDefaultLabels();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const user = appConfig.user;

  const [doc, setDoc] = useState<PlanDoc | null>(initialDoc);
  const [form, setForm] = useState<QuestionnaireForm>(() =>
    initialDoc ? formFromMeta(initialDoc.meta, labels, localIsoDate(new Date())) : defaultForm(labels, localIsoDate(new Date())),
  );
  const [view, setView] = useState<'form' | 'plan'>(initialDoc ? 'plan' : 'form');
  const [step, setStep] = useState(0);
  const [saveState, dispatch] = useReducer(saveReducer, initialSaveState);
  const [login, setLogin] = useState<{ open: boolean; message?: string }>({ open: false });
  const [printing, setPrinting] = useState(false);
  const [swap, setSwap] = useState<SwapTarget | null>(null);
  const [editing, setEditing] = useState<number | null>(null);
  const [regenerating, setRegenerating] = useState<number | null>(null);
  const [shoppingOpen, setShoppingOpen] = useState(false);
  const [restored, setRestored] = useState(autoSave);
  const [dismissedLast, setDismissedLast] = useState(false);
  const planHeadingRef = useRef<HTMLHeadingElement>(null);
  const focusPlan = useRef(false);

  const tables = usePlanTables(locale, doc);
  const needsSupplements = Boolean(doc?.plan.some((d) => (d.nutrients ?? []).length > 0));
  const needsMedical = Boolean(doc?.plan.some((d) => (d.medications ?? []).length > 0));
  const supplements = useQuery({ ...supplementsOptions(locale), enabled: needsSupplements });
  const medicalProducts = useQuery({ ...medicalProductsOptions(locale), enabled: needsMedical });

  // A §7 / PGEN-36..38: a signed-in user on the generator may continue the last saved diet.
  const offerLast = variant === 'generator' && user !== null && doc === null && !dismissedLast;
  const lastSaved = useQuery({ ...myDietOptions(locale), enabled: offerLast });

  const generation = useMutation({ mutationFn: (request: PlanRequest) => generatePlan(request, locale) });

  useEffect(() => {
    if (view === 'plan' && focusPlan.current) {
      focusPlan.current = false;
      planHeadingRef.current?.focus();
    }
  }, [view, doc]);

  const texts = { authRequired: t('save.authRequired'), unableToSave: t('save.failed') };

  const stash = (target: PlanDoc, intent: PendingIntent) => stashPendingPlan({ ...target, metrics: metricsOf(target, tables) }, intent);

  async function save(target: PlanDoc): Promise<boolean> {
    if (!appConfig.user) {
      stash(target, 'save');
      setLogin({ open: true });
      return false;
    }
    if (target.plan.length === 0) return false;
    dispatch({ type: 'start' });
    try {
      const { diet } = await saveDiet(saveRequest({ ...target, metrics: metricsOf(target, tables) }), locale);
      setDoc((current) => (current ? { ...current, id: diet.id, version: diet.version, name: diet.name, updatedAt: diet.updatedAt } : current));
      dispatch({ type: 'succeeded' });
      void queryClient.invalidateQueries({ queryKey: dietKeys.all });
      return true;
    } catch (error) {
      const failure = classifySaveError(error, texts);
      dispatch({ type: 'failed', ...failure });
      if (failure.failure === 'auth') {
        stash(target, 'save');
        setLogin({ open: true, message: failure.message });
      }
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

  const showDoc = (next: PlanDoc, fromMeta: boolean) => {
    setDoc(next);
    if (fromMeta) setForm(formFromMeta(next.meta, labels, localIsoDate(new Date())));
    setView('plan');
    setEditing(null);
    setRestored(false);
    dispatch({ type: 'reset' });
    focusPlan.current = true;
  };

  const onGenerate = (valid: QuestionnaireForm) => {
    const request = planRequest(valid, randomSeed());
    generation.mutate(request, {
      onSuccess: (answer) => showDoc(docFromGenerated(answer.plan, planMeta(valid, request, new Date().toISOString()), answer.metrics, doc), false),
    });
  };

  const generationError = generation.error
    ? generation.error instanceof ApiError && generation.error.code !== 'http_error'
      ? generation.error.message
      : t('errors.generateFailed')
    : null;

  const onImport = (imported: Extract<ImportResult, { ok: true }>) => {
    const base = imported.meta ?? {
      ...planMeta(form, planRequest(form, 0), new Date().toISOString()),
      startDate: imported.startDate,
      planDuration: imported.plan.length,
    };
    const metrics = imported.metrics ?? tables.recompute(imported.plan, { meta: base, memory: {} });
    const next: PlanDoc = { plan: imported.plan, meta: base, metrics, version: 0, memory: rememberNutrients(imported.plan, metrics) };
    showDoc(next, true);
    toast.success(t('import.done', { count: imported.plan.length }));
  };

  const header = (active: PlanDoc | null) => {
    if (!user) return undefined;
    return (
      <>
        <ImportPlanControl onImport={onImport} disabled={!tables.ready} />
        <Button variant="small" disabled={!active} onClick={() => active && downloadPlan({ ...active, metrics: metricsOf(active, tables) })}>
          {t('header.download')}
        </Button>
      </>
    );
  };

  const title = variant === 'saved' && doc?.name ? doc.name : t('title');

  return (
    <GeneratorFrame
      title={title}
      kicker={variant === 'saved' ? t('title') : undefined}
      active={variant === 'generator' ? 'generator' : null}
      locale={locale}
      nextPath={nextPath}
      adminControls={header(view === 'plan' ? doc : null)}
    >
      {offerLast && lastSaved.data && (
        <div className={`${cardClass} mb-5 flex flex-wrap items-center justify-between gap-3 border-brand-600 bg-brand-50`} data-testid="continue-last">
          <p>
            {t('load.continue', { name: lastSaved.data.diet.name, date: formatMoment(lastSaved.data.diet.updatedAt, locale) })}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => showDoc(docFromDiet(lastSaved.data.diet), true)}>
              {t('load.continueButton')}
            </Button>
            <Button variant="secondary" onClick={() => setDismissedLast(true)}>
              {t('load.dismiss')}
            </Button>
          </div>
        </div>
      )}
      {offerLast && lastSaved.error instanceof ApiError && lastSaved.error.status === 401 && (
        <div className="mb-5">
          <Notice tone="warning" testId="load-login-required">
            {t('load.loginRequired')}{' '}
            <a className={linkClass} href={pageHref('login', locale, {}, { next: nextPath })}>
              {t('login.signIn')}
            </a>
          </Notice>
        </div>
      )}

      {view === 'form' || !doc ? (
        generation.isPending ? (
          <GeneratingPanel />
        ) : (
          <Questionnaire
            form={form}
            onChange={setForm}
            step={step}
            onStep={setStep}
            locale={locale}
            onGenerate={onGenerate}
            error={generationError}
            {...(doc ? { onBackToPlan: () => setView('plan') } : {})}
          />
        )
      ) : (
        <Workspace
          doc={doc}
          setDoc={setDoc}
          tables={tables}
          locale={locale}
          variant={variant}
          saveState={saveState}
          restored={restored}
          planHeadingRef={planHeadingRef}
          supplements={supplements.data?.supplements ?? []}
          medicalProducts={medicalProducts.data?.medicalProducts ?? []}
          onSave={() => void save(doc)}
          onLogin={() => setLogin({ open: true, message: saveState.message })}
          onReload={async () => {
            if (doc.id === undefined) return;
            try {
              const { diet } = await fetchDiet(doc.id, locale);
              showDoc(docFromDiet(diet), true);
              toast.success(t('save.reloaded'));
            } catch (error) {
              toast.error(error instanceof ApiError ? error.message : t('errors.loadFailed'));
            }
          }}
          onDownload={() => {
            if (!appConfig.user) {
              stash(doc, 'download');
              setLogin({ open: true });
            } else downloadPlan({ ...doc, metrics: metricsOf(doc, tables) });
          }}
          onPrint={() => {
            if (!appConfig.user) {
              stash(doc, 'download');
              setLogin({ open: true });
            } else setPrinting(true);
          }}
          onEditInputs={() => {
            setStep(0);
            setView('form');
          }}
          onNewPlan={() => {
            if (variant === 'saved') {
              void navigate(pageHref('personalDiet', locale));
              return;
            }
            setDoc(null);
            setForm(defaultForm(labels, localIsoDate(new Date())));
            setStep(0);
            setView('form');
            dispatch({ type: 'reset' });
          }}
          onSwap={(dayIndex, mealIndex) => {
            const day = doc.plan[dayIndex];
            const meal = day?.meals[mealIndex];
            if (!day || !meal) return;
            const item = doc.meta.schedule.items.find((i) => i.id === meal.scheduleItemId);
            setSwap({
              dayIndex,
              mealIndex,
              currentName: tables.recipe(meal.recipeId)?.name ?? t('day.recipeFallback', { id: meal.recipeId }),
              kcal: foodItemsNutrition(meal.foodItems, tables.foods).kcal,
              options: swapOptions({
                recipes: tables.planRecipes,
                foods: tables.foods,
                preferences: { dietType: doc.meta.preferences.dietType, allergens: doc.meta.preferences.allergens },
                day,
                mealIndex,
                scheduleItem: item,
                avoidRecipeIds: nearbyRecipeIds(doc.plan, dayIndex),
              }),
            });
          }}
          regenerating={regenerating}
          onRegenerate={async (dayIndex) => {
            const day = doc.plan[dayIndex];
            if (!day) return;
            setRegenerating(dayIndex);
            try {
              // "Regenerate day": the server's engine runs once more for this date alone, with a new seed.
              const answer = await generatePlan(
                {
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
                },
                locale,
              );
              const fresh = answer.plan[0];
              const freshMetrics = answer.metrics.days[0];
              if (fresh && freshMetrics) {
                setDoc((current) => {
                  const old = current?.plan[dayIndex];
                  if (!current || !old) return current;
                  const merged = mergeRegeneratedDay(old, fresh);
                  return {
                    ...current,
                    plan: current.plan.map((d, i) => (i === dayIndex ? merged : d)),
                    memory: rememberNutrients([merged], { days: [freshMetrics] }, current.memory),
                    edited: true,
                  };
                });
                toast.success(t('day.regenerated', { n: dayIndex + 1 }));
              }
            } catch (error) {
              toast.error(error instanceof ApiError && error.code !== 'http_error' ? error.message : t('errors.generateFailed'));
            } finally {
              setRegenerating(null);
            }
          }}
          editing={editing}
          setEditing={setEditing}
          shoppingOpen={shoppingOpen}
          setShoppingOpen={setShoppingOpen}
        />
      )}

      <LoginRequiredDialog open={login.open} onOpenChange={(open) => setLogin((s) => ({ ...s, open }))} locale={locale} nextPath={nextPath} message={login.message} />
      <SwapMealDialog
        target={swap}
        onClose={() => setSwap(null)}
        locale={locale}
        recipeName={(id) => tables.recipe(id)?.name ?? t('day.recipeFallback', { id })}
        onPick={(option: SwapOption) => {
          if (!swap || !doc) return;
          const meal = doc.plan[swap.dayIndex]?.meals[swap.mealIndex];
          if (!meal) return;
          setDoc({ ...doc, plan: withMeal(doc.plan, swap.dayIndex, swap.mealIndex, swappedMeal(meal, option)), edited: true });
          toast.success(t('swap.done', { name: tables.recipe(option.recipe.id)?.name ?? '' }));
          setSwap(null);
        }}
      />
      {doc && printing && (
        <PrintablePlan open={printing} onOpenChange={setPrinting} doc={doc} metrics={metricsOf(doc, tables)} tables={tables} locale={locale} title={doc.name ?? t('title')} />
      )}
    </GeneratorFrame>
  );
}

interface WorkspaceProps {
  doc: PlanDoc;
  setDoc(next: PlanDoc | ((current: PlanDoc | null) => PlanDoc | null)): void;
  tables: PlanTables;
  locale: Locale;
  variant: 'generator' | 'saved';
  saveState: ReturnType<typeof saveReducer>;
  restored: boolean;
  planHeadingRef: RefObject<HTMLHeadingElement | null>;
  supplements: CatalogueItem[];
  medicalProducts: CatalogueItem[];
  onSave(): void;
  onLogin(): void;
  onReload(): Promise<void>;
  onDownload(): void;
  onPrint(): void;
  onEditInputs(): void;
  onNewPlan(): void;
  onSwap(dayIndex: number, mealIndex: number): void;
  onRegenerate(dayIndex: number): Promise<void>;
  regenerating: number | null;
  editing: number | null;
  setEditing(index: number | null): void;
  shoppingOpen: boolean;
  setShoppingOpen(open: boolean): void;
}

/** The plan: actions and save state, the summary, each day, and the shopping list. */
function Workspace({ planHeadingRef, ...props }: WorkspaceProps) {
  const { doc, tables, locale, saveState } = props;
  const { t } = useTranslation('planner');
  const metrics = metricsOf(doc, tables);
  const canEdit = tables.ready;
  const saving = saveState.status === 'saving';
  const supplements = new Map(props.supplements.map((s) => [s.id, s]));
  const medical = new Map(props.medicalProducts.map((m) => [m.id, m]));

  const monitoredDefs = doc.meta.preferences.monitoredNutrients.flatMap((m) => {
    const nutrient = tables.nutrient(m.nutrientId);
    return nutrient ? [{ code: nutrient.code, name: nutrient.name, unit: nutrient.unit, target: m.targetValue }] : [];
  });
  const dayRows = (i: number): MonitoredRow[] => monitoredDefs.map((d) => ({ ...d, value: metrics.days[i]?.nutrients[d.code] }));
  const averageRows: MonitoredRow[] = monitoredDefs.map((d) => {
    const total = metrics.totals.nutrients[d.code];
    return { ...d, value: total === undefined || doc.plan.length === 0 ? undefined : Math.round((total / doc.plan.length) * 10) / 10 };
  });

  const onEditorChange = (next: { plan: PlanDayInput[]; schedule: ScheduleItem[] }) => {
    props.setDoc((current) =>
      current
        ? {
            ...current,
            plan: next.plan,
            meta: {
              ...current.meta,
              schedule: { items: next.schedule },
              planDuration: Math.max(1, next.plan.length),
              startDate: next.plan[0]?.date ?? current.meta.startDate,
            },
            edited: true,
          }
        : current,
    );
    if (props.editing !== null && props.editing >= next.plan.length) props.setEditing(null);
  };

  const saveLabel = doc.id === undefined ? t('save.save') : t('save.update');
  const savedHref = doc.id !== undefined ? pageHref('personalDietSaved', locale, { dietId: doc.id }) : null;

  return (
    <div className="space-y-6" data-testid="plan-view">
      <div className={`${cardClass} space-y-3 print:hidden`}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 ref={planHeadingRef} tabIndex={-1} className="text-xl font-semibold text-slate-900 outline-none">
            {t('plan.title', { count: doc.plan.length })}
          </h2>
          <p className="text-sm text-slate-600">
            {doc.updatedAt ? t('plan.savedAt', { date: formatMoment(doc.updatedAt, locale) }) : t('plan.notSaved')}
          </p>
        </div>
        <div className="flex flex-wrap gap-2" data-testid="plan-actions">
          <Button onClick={props.onSave} disabled={saving || doc.plan.length === 0} aria-busy={saving || undefined}>
            {saving ? t('save.saving') : saveLabel}
          </Button>
          <Button variant="secondary" onClick={props.onDownload}>
            {t('plan.download')}
          </Button>
          <Button variant="secondary" onClick={props.onPrint}>
            {t('plan.print')}
          </Button>
          <Button variant="secondary" onClick={props.onEditInputs}>
            {t('plan.editInputs')}
          </Button>
          <Button variant="secondary" onClick={props.onNewPlan}>
            {t('plan.newPlan')}
          </Button>
        </div>
        <div aria-live="polite" data-testid="save-status" data-status={saveState.status}>
          {props.restored && saveState.status !== 'error' && <Notice tone="info">{t('save.restored')}</Notice>}
          {saveState.status === 'saving' && <p className="text-sm text-slate-700">{t('save.saving')}</p>}
          {saveState.status === 'success' && (
            <Notice tone="success" testId="save-success">
              {t('save.success')}{' '}
              {savedHref && props.variant === 'generator' && (
                <Link className={linkClass} to={savedHref}>
                  {t('save.open')}
                </Link>
              )}{' '}
              <Link className={linkClass} to={pageHref('personalDietMyDiets', locale)}>
                {t('save.myDiets')}
              </Link>
            </Notice>
          )}
        </div>
        {saveState.status === 'error' && (
          <Notice tone="error" testId="save-error">
            {saveState.message}{' '}
            {saveState.failure === 'conflict' && (
              <button type="button" className="font-semibold underline" onClick={() => void props.onReload()}>
                {t('save.reload')}
              </button>
            )}
            {saveState.failure === 'auth' && (
              <button type="button" className="font-semibold underline" onClick={props.onLogin}>
                {t('login.signIn')}
              </button>
            )}
          </Notice>
        )}
        {doc.plan.length === 0 && <Notice tone="warning">{t('plan.empty')}</Notice>}
        {!tables.ready && !tables.failed && <p className="text-sm text-slate-600">{t('plan.loadingData')}</p>}
        {tables.failed && (
          <Notice tone="error">
            {t('plan.dataFailed')}{' '}
            <button type="button" className="underline" onClick={tables.retry}>
              {t('actions.retry')}
            </button>
          </Notice>
        )}
      </div>

      {doc.plan.length > 0 && <PlanSummary plan={doc.plan} meta={doc.meta} metrics={metrics} monitored={averageRows} locale={locale} />}

      <section aria-label={t('plan.days')} className="space-y-4">
        {doc.plan.map((day, index) => (
          <DayCard
            key={`${day.date}-${index}`}
            day={day}
            index={index}
            metrics={metrics.days[index]}
            meta={doc.meta}
            tables={tables}
            locale={locale}
            monitored={dayRows(index)}
            supplements={supplements}
            medicalProducts={medical}
            canEdit={canEdit}
            regenerating={props.regenerating === index}
            onSwap={(mealIndex) => props.onSwap(index, mealIndex)}
            onRegenerate={() => void props.onRegenerate(index)}
            editorOpen={props.editing === index}
            onToggleEditor={() => props.setEditing(props.editing === index ? null : index)}
            editor={
              props.editing === index ? <DayEditor plan={doc.plan} schedule={doc.meta.schedule.items} dayIndex={index} onChange={onEditorChange} /> : null
            }
          />
        ))}
      </section>

      {doc.plan.length > 0 && (
        <section aria-labelledby="pd-shopping-title" className={`${cardClass} print:hidden`}>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="pd-shopping-title" className="text-xl font-semibold text-slate-900">
              {t('shopping.title')}
            </h2>
            <Button
              variant="small"
              aria-expanded={props.shoppingOpen}
              aria-controls="pd-shopping-list"
              onClick={() => props.setShoppingOpen(!props.shoppingOpen)}>
              {props.shoppingOpen ? t('shopping.hide') : t('shopping.show')}
            </Button>
          </div>
          {props.shoppingOpen && (
            <div id="pd-shopping-list" className="mt-3">
              <ShoppingList plan={doc.plan} />
            </div>
          )}
        </section>
      )}
      <p className="text-sm text-slate-600 print:hidden">{t('plan.kcalNote', { target: whole(doc.meta.targetCalories, locale) })}</p>
    </div>
  );
}
