import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  TEMPLATE_DAY_COUNTS,
  TEMPLATE_MEAL_COUNTS,
  TemplateParameters,
} from '../../../../core/contracts/admin-diet-templates';
import { ALLERGEN_CODES } from '../../../../core/contracts/diet-plan';
import { DIET_TYPES, PLAN_GOALS } from '../../../../core/domain/plan/vocabulary';
import { useSearchText } from '../../../components/catalogue/search-box';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { cardClass, inputClass } from '../../../components/ui/styles';
import { ApiError } from '../../../lib/api-client';
import { templatesOptions, useGenerateTemplate, type PlanView, type TemplateRow } from '../api/templates-api';
import { pageOf, useAdminParams } from '../lib/section-params';
import { ListBody, SearchField, SearchForm } from './list-parts';
import { TemplateEditor } from './template-editor';

/** Diet templates: the list, `?id=N` edits one, `?id=new` makes one from the engine's draft. */
export function TemplatesSection() {
  const { params } = useAdminParams();
  const id = params.get('id');
  if (id === 'new') return <NewTemplate />;
  const numeric = Number(id);
  if (Number.isInteger(numeric) && numeric > 0) return <TemplateEditor key={numeric} id={numeric} />;
  return <TemplatesList />;
}

function TemplatesList() {
  const { t } = useTranslation('adminTemplates');
  const { params, update, hrefWith } = useAdminParams();
  const q = params.get('q') ?? '';
  const [text, setText] = useSearchText(q, (next) => update({ q: next, page: null }));
  const list = useQuery(templatesOptions(q, pageOf(params.get('page'))));
  return (
    <>
      <div className="mb-4">
        <Link
          to={hrefWith({ id: 'new', q: null, page: null })}
          className="inline-flex rounded-md bg-brand-800 px-4 py-2 font-semibold text-white hover:bg-brand-900"
          data-testid="admin-template-new"
        >
          {t('new')}
        </Link>
      </div>
      <SearchForm onSearch={() => update({ q: text.trim(), page: null })}>
        <SearchField
          id="admin-templates-search"
          label={t('search')}
          value={text}
          placeholder={t('searchPlaceholder')}
          testId="admin-templates-search"
          onChange={setText}
        />
      </SearchForm>
      <ListBody list={list} summaryKey="adminTemplates:summary" emptyText={t('empty')}>
        {(data) => (
          <ul className="space-y-2" data-testid="admin-templates">
            {data.items.map((row) => (
              <TemplateRowItem key={row.id} row={row} href={hrefWith({ id: row.id })} />
            ))}
          </ul>
        )}
      </ListBody>
    </>
  );
}

function TemplateRowItem({ row, href }: { row: TemplateRow; href: string }) {
  const { t } = useTranslation('adminTemplates');
  return (
    <li>
      <Link
        to={href}
        className="block rounded-lg border border-slate-200 bg-white p-3 hover:border-brand-700 focus-visible:border-brand-700"
        data-testid="admin-template-row"
      >
        <span className="font-semibold break-words text-slate-900">{row.name}</span>
        <span className="mt-1 flex flex-wrap gap-x-3 text-sm text-slate-700">
          <span>{t(`dietTypes.${row.dietType}`)}</span>
          <span>{t(`goals.${row.goal}`)}</span>
          <span>{t('kcalPerDay', { kcal: row.kcal })}</span>
          <span>{t('daysMeals', { days: row.days, meals: row.mealsPerDay })}</span>
          <span>{row.free ? t('free') : t('paid')}</span>
        </span>
      </Link>
    </li>
  );
}

const DEFAULT_PARAMETERS: TemplateParameters = {
  dietType: 'any',
  goal: 'maintain',
  kcal: 2000,
  days: 7,
  mealsPerDay: 4,
  excludeAllergens: [],
};

/** The parameters the engine makes a draft from; the draft then opens in the editor. */
function NewTemplate() {
  const { t } = useTranslation('adminTemplates');
  const { hrefWith } = useAdminParams();
  const [parameters, setParameters] = useState<TemplateParameters>(DEFAULT_PARAMETERS);
  const [draft, setDraft] = useState<{ parameters: TemplateParameters; plan: PlanView } | null>(null);
  const [kcalError, setKcalError] = useState<string | null>(null);
  const generate = useGenerateTemplate();
  if (draft) return <TemplateEditor draft={draft} />;

  const submit = () => {
    const parsed = TemplateParameters.safeParse(parameters);
    if (!parsed.success) {
      setKcalError(t('kcalRange'));
      return;
    }
    setKcalError(null);
    generate.mutate(parsed.data, { onSuccess: (plan) => setDraft({ parameters: parsed.data, plan }) });
  };
  const set = (change: Partial<TemplateParameters>) =>
    setParameters((current) => ({ ...current, ...change }));

  return (
    <form
      className={`${cardClass} max-w-2xl space-y-4`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      data-testid="admin-template-parameters"
    >
      <Link to={hrefWith({ id: null })} className="text-sm font-medium text-brand-800 underline">
        {t('back')}
      </Link>
      <h3 className="text-xl font-semibold text-slate-900">{t('newTitle')}</h3>
      <p className="text-slate-700">{t('newHint')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Choice
          id="template-diet"
          label={t('dietType')}
          value={parameters.dietType}
          options={['any', ...DIET_TYPES].map((value) => ({ value, label: t(`dietTypes.${value}`) }))}
          onChange={(value) => set({ dietType: value as TemplateParameters['dietType'] })}
        />
        <Choice
          id="template-goal"
          label={t('goal')}
          value={parameters.goal}
          options={PLAN_GOALS.map((value) => ({ value, label: t(`goals.${value}`) }))}
          onChange={(value) => set({ goal: value as TemplateParameters['goal'] })}
        />
        <div>
          <label htmlFor="template-kcal" className="block font-medium text-slate-900">
            {t('kcal')}
          </label>
          <input
            id="template-kcal"
            type="number"
            min={1200}
            max={4000}
            step={50}
            className={inputClass}
            value={parameters.kcal}
            aria-invalid={kcalError ? true : undefined}
            aria-describedby={kcalError ? 'template-kcal-error' : undefined}
            onChange={(event) => set({ kcal: Number(event.target.value) })}
            data-testid="admin-template-kcal"
          />
          {kcalError && (
            <p id="template-kcal-error" className="mt-1 text-sm text-red-800">
              {kcalError}
            </p>
          )}
        </div>
        <Choice
          id="template-days"
          label={t('days')}
          value={String(parameters.days)}
          options={TEMPLATE_DAY_COUNTS.map((n) => ({ value: String(n), label: t('dayCount', { count: n }) }))}
          onChange={(value) => set({ days: Number(value) as TemplateParameters['days'] })}
        />
        <Choice
          id="template-meals"
          label={t('mealsPerDay')}
          value={String(parameters.mealsPerDay)}
          options={TEMPLATE_MEAL_COUNTS.map((n) => ({ value: String(n), label: String(n) }))}
          onChange={(value) => set({ mealsPerDay: Number(value) as TemplateParameters['mealsPerDay'] })}
        />
      </div>
      <fieldset>
        <legend className="font-medium text-slate-900">{t('excludeAllergens')}</legend>
        <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
          {ALLERGEN_CODES.map((code) => (
            <label key={code} className="inline-flex items-center gap-2 text-slate-800">
              <input
                type="checkbox"
                checked={parameters.excludeAllergens.includes(code)}
                onChange={(event) =>
                  set({
                    excludeAllergens: event.target.checked
                      ? [...parameters.excludeAllergens, code]
                      : parameters.excludeAllergens.filter((c) => c !== code),
                  })
                }
              />
              {t(`allergens.${code}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {generate.isError && (
        <Notice tone="error">
          {generate.error instanceof ApiError ? generate.error.message : t('generateFailed')}
        </Notice>
      )}
      <Button type="submit" busy={generate.isPending} data-testid="admin-template-generate">
        {t('generate')}
      </Button>
    </form>
  );
}

export function Choice(props: {
  id: string;
  label: string;
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  onChange: (value: string) => void;
}) {
  return (
    <div>
      <label htmlFor={props.id} className="block font-medium text-slate-900">
        {props.label}
      </label>
      <select
        id={props.id}
        className={inputClass}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
