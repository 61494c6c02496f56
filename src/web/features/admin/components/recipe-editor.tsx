import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useContext, useEffect, useState } from 'react';
import { get, useFieldArray, useForm, useWatch, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, UNSAFE_DataRouterContext, useBlocker } from 'react-router';
import { z } from 'zod';
import {
  AdminRecipeInput,
  RECIPE_MAX_INGREDIENTS,
  type RecipeNutritionRequest,
} from '../../../../core/contracts/admin-recipes';
import {
  CUISINES,
  RECIPE_AUTHOR_TAGS,
  RECIPE_CATEGORIES,
  RECIPE_OCCASIONS,
} from '../../../../core/domain/reference-vocabulary';
import { LOCALES, type Locale } from '../../../../core/i18n/locales';
import { pageHref } from '../../../../core/routes';
import { toast } from '../../../components/toast/toast-store';
import { Button, SubmitButton } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { inputClass } from '../../../components/ui/styles';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useLocale } from '../../../lib/use-locale';
import {
  recipeNutritionOptions,
  recipeOptions,
  useSaveRecipe,
  type AdminRecipeAnswer,
  type RecipeFoodAnswer,
} from '../api/recipes-api';
import { useAdminParams } from '../lib/section-params';
import { ConfirmDialog } from './confirm-dialog';
import { ListSkeleton, LoadError } from './list-parts';
import { RecipeFoodPicker } from './recipe-food-picker';
import { RecipeNutritionPanel } from './recipe-nutrition-panel';

/** Steps are typed one per line; the contract's rules apply to the lines. */
const { instructions } = AdminRecipeInput.shape;
const lines = (text: string) => text.split('\n').map((line) => line.trim());
export const RecipeForm = AdminRecipeInput.extend({
  instructions: z.object({
    pl: z.string().transform(lines).pipe(instructions.shape.pl),
    de: z.string().transform(lines).pipe(instructions.shape.de),
    en: z.string().transform(lines).pipe(instructions.shape.en),
  }),
});
export type RecipeFormValues = z.input<typeof RecipeForm>;

const EMPTY_TEXT = { pl: '', de: '', en: '' };
const NEW_RECIPE: RecipeFormValues = {
  name: EMPTY_TEXT,
  description: EMPTY_TEXT,
  instructions: EMPTY_TEXT,
  portions: 2,
  prepTimeMin: 30,
  hard: false,
  cuisine: 'international',
  occasions: [],
  categories: [],
  tags: [],
  ingredients: [],
};

function valuesOf(recipe: AdminRecipeAnswer): RecipeFormValues {
  return {
    name: recipe.name,
    description: recipe.description,
    instructions: {
      pl: recipe.instructions.pl.join('\n'),
      de: recipe.instructions.de.join('\n'),
      en: recipe.instructions.en.join('\n'),
    },
    portions: recipe.portions,
    prepTimeMin: recipe.prepTimeMin,
    hard: recipe.hard,
    cuisine: recipe.cuisine,
    occasions: recipe.occasions,
    categories: recipe.categories,
    tags: recipe.tags,
    ingredients: recipe.ingredients.map((i) => ({ foodId: i.foodId, amount: i.amount, portion: i.portion })),
  };
}

/** One recipe in the editor (`id` null: a new one). */
export function RecipeEditor({ id }: { id: number | null }) {
  const { t } = useTranslation('adminRecipes');
  const recipe = useQuery({ ...recipeOptions(id ?? 0), enabled: id !== null });
  if (id !== null) {
    if (recipe.isPending) return <ListSkeleton label={t('editor.loading')} />;
    if (recipe.isError) return <LoadError error={recipe.error} onRetry={() => void recipe.refetch()} />;
  }
  return <RecipeForm_ id={id} recipe={id === null ? undefined : recipe.data} />;
}

/** A field's error text: the contract's keys translated, the server's messages as they came. */
function useErrorText(errors: FieldErrors<RecipeFormValues>) {
  const { t } = useTranslation('errors');
  return (path: string): string | undefined => {
    const error = get(errors, path) as
      { message?: string; type?: string; root?: { message?: string } } | undefined;
    const message = error?.message ?? error?.root?.message;
    if (!message) return undefined;
    return error?.type === 'server' ? message : t(message, { defaultValue: t('invalidValue') });
  };
}

function RecipeForm_({ id, recipe }: { id: number | null; recipe: AdminRecipeAnswer | undefined }) {
  const { t } = useTranslation('adminRecipes');
  const locale = useLocale();
  const { hrefWith, update } = useAdminParams();
  const save = useSaveRecipe(id);
  const [failure, setFailure] = useState<string | null>(null);
  const [foods, setFoods] = useState<Record<number, RecipeFoodAnswer>>(() =>
    Object.fromEntries((recipe?.ingredients ?? []).map((i) => [i.foodId, i.food])),
  );
  const form = useForm<RecipeFormValues, unknown, z.output<typeof RecipeForm>>({
    resolver: zodResolver(RecipeForm),
    defaultValues: recipe ? valuesOf(recipe) : NEW_RECIPE,
  });
  const { control, formState, handleSubmit, setError, reset } = form;
  const errorText = useErrorText(formState.errors);
  const rows = useFieldArray({ control, name: 'ingredients' });
  const dirty = formState.isDirty;
  /** A new recipe once saved: it opens as itself after the form has taken the saved values (nothing unsaved). */
  const [created, setCreated] = useState<number | null>(null);
  useEffect(() => {
    if (created !== null && !dirty) update({ id: created });
  }, [created, dirty, update]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const onSubmit = handleSubmit(async (data) => {
    setFailure(null);
    try {
      const answer = await save.mutateAsync(data);
      reset(valuesOf(answer));
      toast.success(t('editor.saved'));
      if (id === null) setCreated(answer.id);
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [name, message] of Object.entries(error.fields))
          setError(name as 'name.pl', { type: 'server', message });
        setFailure(error.message);
      } else setFailure(t('editor.saveFailed'));
    }
  });

  const publicHref =
    recipe && pageHref('recipeDetail', locale, { idSlug: `${recipe.id}-${recipe.slug[locale]}` });

  return (
    <div data-testid="admin-recipe-editor">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <Link
          to={hrefWith({ id: null })}
          className="text-sm text-brand-800 underline"
          data-testid="admin-recipe-back"
        >
          {t('editor.back')}
        </Link>
        {publicHref && (
          <a
            href={publicHref}
            target="_blank"
            rel="noopener"
            className="text-sm text-brand-800 underline"
            data-testid="admin-recipe-public"
          >
            {t('editor.publicPage')}
          </a>
        )}
      </div>
      <h3 className="mb-1 text-xl font-semibold text-slate-900">
        {recipe ? recipe.name[locale] : t('editor.newTitle')}
      </h3>
      {recipe && (
        <p className="mb-4 text-sm text-slate-700">
          {t('editor.source', { source: recipe.source, id: recipe.sourceId })}
        </p>
      )}
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]"
      >
        <div className="space-y-6">
          <fieldset className="grid gap-4 md:grid-cols-3">
            <legend className="mb-2 text-lg font-semibold text-slate-900">{t('editor.texts')}</legend>
            {LOCALES.map((language) => (
              <LanguageColumn key={language} language={language} form={form} errorText={errorText} />
            ))}
          </fieldset>
          <RecipeDetails form={form} errorText={errorText} />
          <fieldset>
            <legend className="mb-2 text-lg font-semibold text-slate-900">{t('ingredients.title')}</legend>
            {errorText('ingredients') && (
              <p
                role="alert"
                className="mb-2 text-sm font-medium text-red-800"
                data-testid="admin-recipe-ingredients-error"
              >
                {errorText('ingredients')}
              </p>
            )}
            <ol className="space-y-3" data-testid="admin-recipe-ingredients">
              {rows.fields.map((row, index) => (
                <IngredientRow
                  key={row.id}
                  index={index}
                  form={form}
                  food={foods[form.getValues(`ingredients.${index}.foodId`)]}
                  errorText={errorText}
                  onChoose={(food) => {
                    setFoods((known) => ({ ...known, [food.id]: food }));
                    form.setValue(`ingredients.${index}.foodId`, food.id, { shouldDirty: true });
                    form.setValue(`ingredients.${index}.portion`, null, { shouldDirty: true });
                  }}
                  onRemove={() => rows.remove(index)}
                />
              ))}
            </ol>
            <Button
              variant="secondary"
              className="mt-3"
              disabled={rows.fields.length >= RECIPE_MAX_INGREDIENTS}
              onClick={() => rows.append({ foodId: 0, amount: 100, portion: null })}
              data-testid="admin-recipe-add-ingredient"
            >
              {t('ingredients.add')}
            </Button>
          </fieldset>
          {failure && (
            <Notice tone="error">
              <span role="alert">{failure}</span>
            </Notice>
          )}
          <div className="flex flex-wrap items-center justify-end gap-3">
            {dirty && <span className="text-sm text-slate-700">{t('editor.unsaved')}</span>}
            <SubmitButton busy={formState.isSubmitting} data-testid="admin-recipe-save">
              {t('editor.save')}
            </SubmitButton>
          </div>
        </div>
        <div className="lg:sticky lg:top-4 lg:self-start">
          <LiveNutrition form={form} />
        </div>
      </form>
      <LeaveGuard when={dirty && !formState.isSubmitting} />
    </div>
  );
}

type Form = UseFormReturn<RecipeFormValues, unknown, z.output<typeof RecipeForm>>;
type ErrorText = (path: string) => string | undefined;

function LanguageColumn({
  language,
  form,
  errorText,
}: {
  language: Locale;
  form: Form;
  errorText: ErrorText;
}) {
  const { t } = useTranslation('adminRecipes');
  const { t: tAdmin } = useTranslation('admin');
  const lang = tAdmin(`languages.${language}`);
  return (
    <div className="space-y-3" lang={language}>
      <TextField
        id={`admin-recipe-name-${language}`}
        label={t('editor.name', { language: lang })}
        maxLength={120}
        error={errorText(`name.${language}`)}
        {...form.register(`name.${language}`)}
      />
      <TextAreaField
        id={`admin-recipe-description-${language}`}
        rows={4}
        label={t('editor.description', { language: lang })}
        error={errorText(`description.${language}`)}
        {...form.register(`description.${language}`)}
      />
      <TextAreaField
        id={`admin-recipe-instructions-${language}`}
        rows={8}
        label={t('editor.instructions', { language: lang })}
        hint={t('editor.instructionsHint')}
        error={errorText(`instructions.${language}`)}
        {...form.register(`instructions.${language}`)}
      />
    </div>
  );
}

function Checkboxes({
  name,
  values,
  label,
  labelOf,
  form,
  error,
}: {
  name: 'occasions' | 'categories' | 'tags';
  values: readonly string[];
  label: string;
  labelOf: (value: string) => string;
  form: Form;
  error: string | undefined;
}) {
  return (
    <fieldset aria-describedby={error ? `admin-recipe-${name}-error` : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-800">{label}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {values.map((value) => (
          <label key={value} className="flex items-center gap-1 text-sm text-slate-800">
            <input type="checkbox" value={value} {...form.register(name)} />
            {labelOf(value)}
          </label>
        ))}
      </div>
      {error && (
        <p id={`admin-recipe-${name}-error`} className="mt-1 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function RecipeDetails({ form, errorText }: { form: Form; errorText: ErrorText }) {
  const { t } = useTranslation('adminRecipes');
  return (
    <fieldset className="space-y-4">
      <legend className="mb-2 text-lg font-semibold text-slate-900">{t('editor.details')}</legend>
      <div className="grid gap-4 sm:grid-cols-4">
        <TextField
          id="admin-recipe-portions"
          type="number"
          min={1}
          max={12}
          label={t('editor.portions')}
          error={errorText('portions')}
          {...form.register('portions', { valueAsNumber: true })}
        />
        <TextField
          id="admin-recipe-prep-time"
          type="number"
          min={1}
          max={600}
          label={t('editor.prepTime')}
          error={errorText('prepTimeMin')}
          {...form.register('prepTimeMin', { valueAsNumber: true })}
        />
        <SelectField
          id="admin-recipe-cuisine"
          label={t('editor.cuisine')}
          options={CUISINES.map((c) => ({ value: c, label: t(`cuisines.${c}`) }))}
          {...form.register('cuisine')}
        />
        <label className="flex items-center gap-2 self-end pb-2 text-sm text-slate-800">
          <input type="checkbox" {...form.register('hard')} />
          {t('editor.hard')}
        </label>
      </div>
      <Checkboxes
        name="occasions"
        values={RECIPE_OCCASIONS}
        label={t('editor.occasions')}
        labelOf={(v) => t(`occasions.${v}`)}
        form={form}
        error={errorText('occasions')}
      />
      <Checkboxes
        name="categories"
        values={RECIPE_CATEGORIES}
        label={t('editor.categories')}
        labelOf={(v) => t(`categories.${v}`)}
        form={form}
        error={errorText('categories')}
      />
      <Checkboxes
        name="tags"
        values={RECIPE_AUTHOR_TAGS}
        label={t('editor.tags')}
        labelOf={(v) => t(`tags.${v}`)}
        form={form}
        error={errorText('tags')}
      />
    </fieldset>
  );
}

function IngredientRow(props: {
  index: number;
  form: Form;
  food: RecipeFoodAnswer | undefined;
  errorText: ErrorText;
  onChoose: (food: RecipeFoodAnswer) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('adminRecipes');
  const locale = useLocale();
  const { index, form, food } = props;
  const position = index + 1;
  const amountId = `admin-recipe-ingredient-${index}-amount`;
  const unitId = `admin-recipe-ingredient-${index}-unit`;
  const amountError = props.errorText(`ingredients.${index}.amount`);
  const grams = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  return (
    <li
      className="grid gap-3 rounded-lg border border-slate-200 bg-white p-3 md:grid-cols-[minmax(0,1fr)_7rem_12rem_auto]"
      data-testid="admin-recipe-ingredient"
      aria-label={t('ingredients.row', { position })}
    >
      <RecipeFoodPicker
        id={`admin-recipe-ingredient-${index}-food`}
        food={food}
        error={props.errorText(`ingredients.${index}.foodId`)}
        onChoose={props.onChoose}
      />
      <div>
        <label htmlFor={amountId} className="mb-1 block text-sm font-medium text-slate-800">
          {t('ingredients.amount')}
        </label>
        <input
          id={amountId}
          type="number"
          step="any"
          min={0}
          className={inputClass}
          aria-invalid={amountError ? true : undefined}
          aria-describedby={amountError ? `${amountId}-error` : undefined}
          data-testid="admin-recipe-ingredient-amount"
          {...form.register(`ingredients.${index}.amount`, { valueAsNumber: true })}
        />
        {amountError && (
          <p id={`${amountId}-error`} className="mt-1 text-sm font-medium text-red-800">
            {amountError}
          </p>
        )}
      </div>
      <div>
        <label htmlFor={unitId} className="mb-1 block text-sm font-medium text-slate-800">
          {t('ingredients.unit')}
        </label>
        <select
          id={unitId}
          className={inputClass}
          data-testid="admin-recipe-ingredient-unit"
          {...form.register(`ingredients.${index}.portion`, {
            setValueAs: (value: unknown) => (value === '' || value === null ? null : Number(value)),
          })}
        >
          <option value="">{t('ingredients.grams')}</option>
          {(food?.portions ?? []).map((p) => (
            <option key={p.seq} value={String(p.seq)}>
              {t('ingredients.measure', {
                amount: grams.format(p.amount),
                unit: p.unit,
                grams: grams.format(p.grams),
              })}
            </option>
          ))}
        </select>
      </div>
      <div className="self-end">
        <Button
          variant="secondary"
          onClick={props.onRemove}
          aria-label={t('ingredients.removeRow', { position, food: food?.name ?? '' })}
          data-testid="admin-recipe-remove-ingredient"
        >
          {t('ingredients.remove')}
        </Button>
      </div>
    </li>
  );
}

/** The preview call with the ingredients as they stand, half a second after the last change. */
function LiveNutrition({ form }: { form: Form }) {
  const ingredients = useWatch({ control: form.control, name: 'ingredients' });
  const portions = useWatch({ control: form.control, name: 'portions' });
  const complete = (ingredients ?? []).filter(
    (i) => i.foodId > 0 && Number.isFinite(i.amount) && i.amount > 0,
  );
  const request = JSON.stringify({
    portions: Number.isInteger(portions) && portions >= 1 && portions <= 12 ? portions : 1,
    ingredients: complete.map((i) => ({ foodId: i.foodId, amount: i.amount, portion: i.portion ?? null })),
  });
  const settled = useDebouncedValue(request, 500);
  const input = JSON.parse(settled) as RecipeNutritionRequest;
  const empty = input.ingredients.length === 0;
  const nutrition = useQuery({ ...recipeNutritionOptions(input), enabled: !empty });
  return (
    <RecipeNutritionPanel
      nutrition={nutrition.data}
      updating={!empty && (request !== settled || nutrition.isFetching)}
      error={nutrition.error}
      empty={empty}
    />
  );
}

/** "Unsaved changes": leaving the editor inside the app asks first (only a data router can hold a navigation). */
function LeaveGuard({ when }: { when: boolean }) {
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  return dataRouter ? <Blocker when={when} /> : null;
}

function Blocker({ when }: { when: boolean }) {
  const { t } = useTranslation('adminRecipes');
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
      title={t('leave.title')}
      description={t('leave.description')}
      confirmLabel={t('leave.confirm')}
      busy={false}
      onConfirm={() => blocker.state === 'blocked' && blocker.proceed()}
    />
  );
}
