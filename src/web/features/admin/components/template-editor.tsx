import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { TemplateParameters } from '../../../../core/contracts/admin-diet-templates';
import { LOCALES, type Locale } from '../../../../core/i18n/locales';
import { pageHref } from '../../../../core/routes';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Notice } from '../../../components/ui/notice';
import { cardClass, inputClass } from '../../../components/ui/styles';
import { ApiError } from '../../../lib/api-client';
import { idSlug } from '../../../lib/id-slug';
import {
  fetchCandidates,
  templateOptions,
  usePreviewTemplate,
  useSaveTemplate,
  type CandidatesAnswer,
  type PlanView,
  type TemplateAnswer,
} from '../api/templates-api';
import { useAdminParams } from '../lib/section-params';
import { ListSkeleton, LoadError } from './list-parts';

type Texts = Record<Locale, string>;
type Currency = 'PLN' | 'EUR' | 'USD';
type PriceText = Record<Currency, { regular: string; final: string }>;
const CURRENCIES: Currency[] = ['PLN', 'EUR', 'USD'];
const SCALE_STEPS = { less: 0.9, more: 1.1 } as const;

interface EditorState {
  parameters: TemplateParameters;
  names: Texts;
  descriptions: Texts;
  free: boolean;
  prices: PriceText;
  plan: PlanView;
}

const emptyTexts = (): Texts => ({ en: '', de: '', pl: '' });
const emptyPrices = (): PriceText => ({
  PLN: { regular: '', final: '' },
  EUR: { regular: '', final: '' },
  USD: { regular: '', final: '' },
});
const majorOf = (minor: number) => (minor / 100).toFixed(2);
const minorOf = (text: string) => Math.round(Number(text.replace(',', '.')) * 100);

function stateOf(detail: TemplateAnswer): EditorState {
  const prices = emptyPrices();
  if (detail.prices)
    for (const currency of CURRENCIES)
      prices[currency] = {
        regular: majorOf(detail.prices[currency].regular),
        final: majorOf(detail.prices[currency].final),
      };
  return {
    parameters: detail.parameters,
    names: detail.names,
    descriptions: detail.descriptions,
    free: detail.prices === null,
    prices,
    plan: detail.plan,
  };
}

/** An existing template (`id`) or the engine's draft of a new one (`draft`). */
export function TemplateEditor(
  props: { id: number } | { draft: { parameters: TemplateParameters; plan: PlanView } },
) {
  const { t } = useTranslation('adminTemplates');
  const id = 'id' in props ? props.id : null;
  const detail = useQuery({ ...templateOptions(id ?? 0), enabled: id !== null });
  if ('draft' in props)
    return (
      <Editor
        id={null}
        initial={{
          parameters: props.draft.parameters,
          names: emptyTexts(),
          descriptions: emptyTexts(),
          free: true,
          prices: emptyPrices(),
          plan: props.draft.plan,
        }}
      />
    );
  if (detail.isPending) return <ListSkeleton label={t('loading')} />;
  if (detail.isError) return <LoadError error={detail.error} onRetry={() => void detail.refetch()} />;
  return <Editor id={id} initial={stateOf(detail.data)} slug={detail.data.slug} />;
}

function Editor({ id, initial, slug }: { id: number | null; initial: EditorState; slug?: string }) {
  const { t, i18n } = useTranslation('adminTemplates');
  const navigate = useNavigate();
  const { hrefWith } = useAdminParams();
  const [state, setState] = useState(initial);
  const [dirty, setDirty] = useState(false);
  const [day, setDay] = useState(0);
  const [swapping, setSwapping] = useState<{ day: number; meal: number } | null>(null);
  const [saved, setSaved] = useState(false);
  const preview = usePreviewTemplate();
  const save = useSaveTemplate(id);
  const locale = (LOCALES as readonly string[]).includes(i18n.language) ? (i18n.language as Locale) : 'en';

  // Leaving the page with unsaved changes asks first (the browser's own question).
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const planInput = (plan: PlanView) =>
    plan.days.map((d) => ({
      meals: d.meals.map((meal) => ({ slot: meal.slot, recipeId: meal.recipeId, foods: meal.foods })),
    }));

  /** Changes one meal and has the server recompute every number. */
  const changeMeal = (
    dayIndex: number,
    mealIndex: number,
    change: { recipeId?: number; foods: Array<[number, number]> },
  ) => {
    const plan: PlanView = {
      ...state.plan,
      days: state.plan.days.map((d, i) =>
        i !== dayIndex
          ? d
          : { ...d, meals: d.meals.map((meal, m) => (m !== mealIndex ? meal : { ...meal, ...change })) },
      ),
    };
    setState((current) => ({ ...current, plan }));
    setDirty(true);
    setSaved(false);
    preview.mutate(
      { parameters: state.parameters, plan: planInput(plan) },
      { onSuccess: (view) => setState((current) => ({ ...current, plan: view })) },
    );
  };

  const scale = (dayIndex: number, mealIndex: number, factor: number) => {
    const meal = state.plan.days[dayIndex]!.meals[mealIndex]!;
    changeMeal(dayIndex, mealIndex, {
      foods: meal.foods.map(([foodId, grams]) => [
        foodId,
        Math.min(3000, Math.max(1, Math.round(grams * factor))),
      ]),
    });
  };

  const setText = (field: 'names' | 'descriptions', locale: Locale, value: string) => {
    setState((current) => ({ ...current, [field]: { ...current[field], [locale]: value } }));
    setDirty(true);
    setSaved(false);
  };

  const submit = () => {
    const prices = state.free
      ? null
      : (Object.fromEntries(
          CURRENCIES.map((currency) => [
            currency,
            {
              regular: minorOf(state.prices[currency].regular),
              final: minorOf(state.prices[currency].final),
            },
          ]),
        ) as Record<Currency, { regular: number; final: number }>);
    const body = {
      names: state.names,
      descriptions: state.descriptions,
      prices,
      plan: planInput(state.plan),
    };
    save.mutate(id === null ? { ...body, parameters: state.parameters } : body, {
      onSuccess: (detail) => {
        setDirty(false);
        setSaved(true);
        setState(stateOf(detail));
        if (id === null) void navigate(hrefWith({ id: detail.id }));
      },
    });
  };

  const fields = save.error instanceof ApiError ? save.error.fields : {};
  const current = state.plan.days[day];
  const swapMeal = swapping ? state.plan.days[swapping.day]?.meals[swapping.meal] : undefined;

  return (
    <form
      className="space-y-6"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      data-testid="admin-template-editor"
    >
      <div className="flex flex-wrap items-center gap-4">
        <Link to={hrefWith({ id: null })} className="text-sm font-medium text-brand-800 underline">
          {t('back')}
        </Link>
        {id !== null && slug && (
          <a
            href={pageHref('dietTemplateDetail', locale, { idSlug: idSlug(id, slug) })}
            className="text-sm font-medium text-brand-800 underline"
            target="_blank"
            rel="noreferrer"
          >
            {t('publicPage')}
          </a>
        )}
      </div>

      <section className={cardClass} aria-labelledby="template-texts">
        <h3 id="template-texts" className="text-lg font-semibold text-slate-900">
          {t('texts')}
        </h3>
        <div className="mt-3 grid gap-4 lg:grid-cols-3">
          {LOCALES.map((lang) => (
            <div key={lang} className="space-y-3">
              <label className="block font-medium text-slate-900" htmlFor={`template-name-${lang}`}>
                {t('name', { language: t(`languages.${lang}`) })}
              </label>
              <input
                id={`template-name-${lang}`}
                className={inputClass}
                value={state.names[lang]}
                maxLength={120}
                aria-invalid={fields[`names.${lang}`] ? true : undefined}
                onChange={(event) => setText('names', lang, event.target.value)}
                data-testid={`admin-template-name-${lang}`}
              />
              {fields[`names.${lang}`] && <p className="text-sm text-red-800">{fields[`names.${lang}`]}</p>}
              <label className="block font-medium text-slate-900" htmlFor={`template-description-${lang}`}>
                {t('description', { language: t(`languages.${lang}`) })}
              </label>
              <textarea
                id={`template-description-${lang}`}
                className={`${inputClass} min-h-28`}
                value={state.descriptions[lang]}
                maxLength={2000}
                aria-invalid={fields[`descriptions.${lang}`] ? true : undefined}
                onChange={(event) => setText('descriptions', lang, event.target.value)}
                data-testid={`admin-template-description-${lang}`}
              />
              {fields[`descriptions.${lang}`] && (
                <p className="text-sm text-red-800">{fields[`descriptions.${lang}`]}</p>
              )}
            </div>
          ))}
        </div>
      </section>

      <section className={cardClass} aria-labelledby="template-prices">
        <h3 id="template-prices" className="text-lg font-semibold text-slate-900">
          {t('prices')}
        </h3>
        <label className="mt-3 inline-flex items-center gap-2 text-slate-900">
          <input
            type="checkbox"
            checked={state.free}
            onChange={(event) => {
              setState((s) => ({ ...s, free: event.target.checked }));
              setDirty(true);
            }}
            data-testid="admin-template-free"
          />
          {t('freeTemplate')}
        </label>
        {!state.free && (
          <div className="mt-3 grid gap-3 sm:grid-cols-3">
            {CURRENCIES.map((currency) => (
              <fieldset key={currency} className="space-y-2">
                <legend className="font-medium text-slate-900">{currency}</legend>
                {(['regular', 'final'] as const).map((kind) => (
                  <label key={kind} className="block text-sm text-slate-800">
                    {t(`price.${kind}`)}
                    <input
                      className={inputClass}
                      inputMode="decimal"
                      value={state.prices[currency][kind]}
                      onChange={(event) => {
                        const value = event.target.value;
                        setState((s) => ({
                          ...s,
                          prices: { ...s.prices, [currency]: { ...s.prices[currency], [kind]: value } },
                        }));
                        setDirty(true);
                      }}
                    />
                  </label>
                ))}
              </fieldset>
            ))}
          </div>
        )}
      </section>

      <section className={cardClass} aria-labelledby="template-plan">
        <h3 id="template-plan" className="text-lg font-semibold text-slate-900">
          {t('plan')}
        </h3>
        <p className="mt-1 text-slate-700" data-testid="admin-template-average">
          {t('average', state.plan.average)}
        </p>
        <p className="mt-1 text-slate-700">
          {t('allergensUsed')}{' '}
          {state.plan.allergens.length === 0
            ? t('noAllergens')
            : state.plan.allergens.map((code) => t(`allergens.${code}`)).join(', ')}
        </p>
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <label htmlFor="template-day" className="font-medium text-slate-900">
            {t('day')}
          </label>
          <select
            id="template-day"
            className={`${inputClass} w-auto`}
            value={day}
            onChange={(event) => setDay(Number(event.target.value))}
            data-testid="admin-template-day"
          >
            {state.plan.days.map((d, i) => (
              <option key={i} value={i}>
                {t('dayOption', { number: i + 1, kcal: d.kcal })}
              </option>
            ))}
          </select>
          {preview.isPending && (
            <span className="text-sm text-slate-700" role="status">
              {t('recomputing')}
            </span>
          )}
        </div>
        {preview.isError && (
          <div className="mt-3">
            <Notice tone="error">
              {preview.error instanceof ApiError ? preview.error.message : t('previewFailed')}
            </Notice>
          </div>
        )}
        {current && (
          <div className="mt-3 overflow-x-auto">
            <table className="w-full min-w-[40rem] text-left text-sm" data-testid="admin-template-meals">
              <caption className="sr-only">{t('mealsOfDay', { number: day + 1 })}</caption>
              <thead>
                <tr className="border-b border-slate-200 text-slate-700">
                  <th scope="col" className="py-2 pr-3">
                    {t('time')}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {t('recipe')}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    kcal
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {t('macros')}
                  </th>
                  <th scope="col" className="py-2">
                    <span className="sr-only">{t('actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {current.meals.map((meal, m) => (
                  <tr
                    key={`${meal.slot}-${m}`}
                    className="border-b border-slate-100"
                    data-testid="admin-template-meal"
                  >
                    <td className="py-2 pr-3 whitespace-nowrap">{meal.time}</td>
                    <td className="py-2 pr-3 font-medium text-slate-900">{meal.recipeName}</td>
                    <td className="py-2 pr-3" data-testid="admin-template-meal-kcal">
                      {meal.kcal}
                    </td>
                    <td className="py-2 pr-3 whitespace-nowrap">
                      {t('macroValues', { protein: meal.protein, fat: meal.fat, carbs: meal.carbs })}
                    </td>
                    <td className="py-2">
                      <span className="flex flex-wrap gap-1">
                        <Button
                          variant="small"
                          onClick={() => scale(day, m, SCALE_STEPS.less)}
                          aria-label={t('lessOf', { recipe: meal.recipeName })}
                        >
                          −10 %
                        </Button>
                        <Button
                          variant="small"
                          onClick={() => scale(day, m, SCALE_STEPS.more)}
                          aria-label={t('moreOf', { recipe: meal.recipeName })}
                          data-testid="admin-template-more"
                        >
                          +10 %
                        </Button>
                        <Button
                          variant="small"
                          onClick={() => setSwapping({ day, meal: m })}
                          data-testid="admin-template-swap"
                        >
                          {t('swap')}
                        </Button>
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr className="font-semibold text-slate-900">
                  <td className="py-2 pr-3" colSpan={2}>
                    {t('dayTotal')}
                  </td>
                  <td className="py-2 pr-3" data-testid="admin-template-day-kcal">
                    {current.kcal}
                  </td>
                  <td className="py-2 pr-3" colSpan={2}>
                    {t('macroValues', { protein: current.protein, fat: current.fat, carbs: current.carbs })}
                  </td>
                </tr>
              </tfoot>
            </table>
          </div>
        )}
      </section>

      {fields.plan && <Notice tone="error">{fields.plan}</Notice>}
      {save.isError && (
        <Notice tone="error">{save.error instanceof ApiError ? save.error.message : t('saveFailed')}</Notice>
      )}
      {saved && (
        <Notice tone="success" testId="admin-template-saved">
          {t('saved')}
        </Notice>
      )}
      <Button
        type="submit"
        busy={save.isPending}
        disabled={preview.isPending}
        data-testid="admin-template-save"
      >
        {id === null ? t('create') : t('save')}
      </Button>

      {swapping && swapMeal && (
        <SwapDialog
          parameters={state.parameters}
          slot={swapMeal.slot}
          kcal={swapMeal.kcal}
          current={swapMeal.recipeName}
          onClose={() => setSwapping(null)}
          onChoose={(candidate) => {
            changeMeal(swapping.day, swapping.meal, { recipeId: candidate.recipeId, foods: candidate.foods });
            setSwapping(null);
          }}
        />
      )}
    </form>
  );
}

/** Recipes that fit the template and the meal, nearest its kcal first; a search narrows them. */
function SwapDialog(props: {
  parameters: TemplateParameters;
  slot: string;
  kcal: number;
  current: string;
  onClose: () => void;
  onChoose: (candidate: CandidatesAnswer['items'][number]) => void;
}) {
  const { t } = useTranslation('adminTemplates');
  const [q, setQ] = useState('');
  const [searched, setSearched] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const candidates = useQuery({
    queryKey: ['admin', 'template-candidates', props.parameters, props.slot, props.kcal, searched],
    queryFn: () =>
      fetchCandidates({
        dietType: props.parameters.dietType,
        excludeAllergens: props.parameters.excludeAllergens,
        slot: props.slot,
        kcal: props.kcal,
        q: searched,
      }),
    staleTime: 30_000,
  });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && props.onClose()}
      title={t('swapTitle')}
      description={t('swapDescription', { recipe: props.current, kcal: props.kcal })}
      width="lg"
      testId="admin-template-swap-dialog"
    >
      <label htmlFor="template-swap-search" className="block font-medium text-slate-900">
        {t('swapSearch')}
      </label>
      <input
        id="template-swap-search"
        className={inputClass}
        value={q}
        onChange={(event) => {
          const value = event.target.value;
          setQ(value);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => setSearched(value.trim()), 300);
        }}
      />
      {candidates.isPending ? (
        <p className="mt-3 text-slate-700">{t('loading')}</p>
      ) : candidates.isError ? (
        <p className="mt-3 text-red-800">{t('candidatesFailed')}</p>
      ) : candidates.data.items.length === 0 ? (
        <p className="mt-3 text-slate-700">{t('noCandidates')}</p>
      ) : (
        <ul className="mt-3 max-h-80 space-y-1 overflow-y-auto" data-testid="admin-template-candidates">
          {candidates.data.items.map((candidate) => (
            <li key={candidate.recipeId}>
              <button
                type="button"
                className="flex w-full justify-between gap-3 rounded-md border border-slate-200 px-3 py-2 text-left hover:border-brand-700 focus-visible:border-brand-700"
                onClick={() => props.onChoose(candidate)}
                data-testid="admin-template-candidate"
              >
                <span className="font-medium text-slate-900">{candidate.name}</span>
                <span className="whitespace-nowrap text-slate-700">{candidate.kcal} kcal</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
