import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExercisesQueryInput, GeneratorExercise } from '../../../../core/contracts/generator-data';
import { MAX_EXERCISE_MINUTES } from '../../../../core/domain/plan/limits';
import { api } from '../../../../core/routes';
import { Badge } from '../../../components/badge';
import { Button, SubmitButton } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/field';
import { Notice } from '../../../components/ui/notice';
import { cardClass } from '../../../components/ui/styles';
import { ApiError, apiClient } from '../../../lib/api-client';
import { useZodForm } from '../../../lib/use-zod-form';
import {
  EXERCISE_PICKER_STALE_MS,
  ExerciseFilterFormSchema,
  MAX_SELECTED,
  PAGE_SIZE_CHOICES,
  applyFilters,
  cardTags,
  clearFilters,
  exercisePickerEnabled,
  exercisePickerPageSize,
  exercisePickerQuery,
  formOf,
  kcalIn,
  selectedData,
  selectedExercisesQuery,
  tagResolverOf,
  toggleSelected,
  withPageSize,
  type ExercisePreferences,
} from '../lib/exercise-picker-state';

export const exercisePickerKeys = {
  all: ['altGenerator', 'exercises'] as const,
  list: (query: ExercisesQueryInput) => [...exercisePickerKeys.all, 'list', query] as const,
};

/** AGEN-39, AGEN-40: a page of the picker, asked only with a locale, fresh for 60 s. */
export const exercisePickerOptions = (query: ExercisesQueryInput) =>
  queryOptions({
    queryKey: exercisePickerKeys.list(query),
    queryFn: ({ signal }) => apiClient.call(api.api_diet_generator_exercises, { query, signal }),
    staleTime: EXERCISE_PICKER_STALE_MS,
    enabled: exercisePickerEnabled(typeof query.locale === 'string' ? query.locale : null),
  });

export interface ExercisePickerProps {
  locale: string;
  value: ExercisePreferences;
  /** The new preferences, and the selected exercises' data (in the selection's order) for the plan's trainings. */
  onChange(value: ExercisePreferences, selected: GeneratorExercise[]): void;
}

/**
 * Step 3 of the 4-step generator: filter the exercise catalogue, page through it and pick the exercises the
 * plan's trainings use (B §7 "exercise picker list", B §9).
 */
export function ExercisePicker({ locale, value, onChange }: ExercisePickerProps) {
  const { t, i18n } = useTranslation(['altPicker', 'reference']);
  const reference: unknown = i18n.getResourceBundle(i18n.language, 'reference');
  const resolveTag = useMemo(() => tagResolverOf(reference), [reference]);
  const id = useId();
  const resultsHeadingRef = useRef<HTMLHeadingElement>(null);
  const [page, setPage] = useState(1);
  /** What the picker knows of the selected exercises (picked here, or loaded by id). */
  const [picked, setPicked] = useState<GeneratorExercise[]>([]);
  const { formRef, ...form } = useZodForm(ExerciseFilterFormSchema, {
    defaultValues: formOf(value.filters),
    message: (key) => t(`errors.${key}`),
    clearErrorOnEdit: true,
  });

  const filters = value.filters;
  const pageSize = exercisePickerPageSize(filters.pageSize);
  const list = useQuery({
    ...exercisePickerOptions(exercisePickerQuery(locale, page, filters, resolveTag)),
    placeholderData: keepPreviousData,
  });
  const answer = list.data;
  const items = answer?.items ?? [];
  const pages = answer?.meta.pages ?? 0;
  const updating = list.isFetching && list.isPlaceholderData;

  // Selected exercises the picker has no data for yet (a selection restored from a saved plan).
  const missing = value.selected.filter(
    (exerciseId) => !picked.some((exercise) => exercise.id === exerciseId),
  );
  const restored = useQuery({
    ...exercisePickerOptions(selectedExercisesQuery(locale, missing)),
    enabled: exercisePickerEnabled(locale) && missing.length > 0,
  });
  const known = new Map<number, GeneratorExercise>(
    [...(restored.data?.items ?? []), ...items, ...picked].map((exercise) => [exercise.id, exercise]),
  );
  const unresolved = restored.isSuccess ? value.selected.filter((exerciseId) => !known.has(exerciseId)) : [];
  const full = value.selected.length >= MAX_SELECTED;

  const change = (preferences: ExercisePreferences, nextPage: number) => {
    setPage(nextPage);
    onChange(preferences, selectedData(preferences.selected, known));
  };

  const submit = (event: FormEvent<HTMLFormElement>) =>
    form.submit(event, (_data, values) => {
      const next = applyFilters(value, values);
      change(next.preferences, next.page);
    });

  const clear = () => {
    const next = clearFilters(value);
    form.reset(formOf(next.preferences.filters));
    change(next.preferences, next.page);
  };

  const toggle = (exercise: GeneratorExercise) => {
    const selected = toggleSelected(value.selected, exercise.id);
    const withThis = new Map(known).set(exercise.id, exercise);
    const data = selectedData(selected, withThis);
    setPicked(data);
    onChange({ ...value, selected }, data);
  };

  const goTo = (next: number) => {
    setPage(next);
    // The buttons may vanish (first or last page): the reader goes on from the results' heading.
    resultsHeadingRef.current?.focus();
  };

  const number = (amount: number) => new Intl.NumberFormat(locale || undefined).format(amount);
  const errorText =
    list.error instanceof ApiError && list.error.code !== 'http_error' ? list.error.message : t('error');

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-6" data-testid="exercise-picker">
      <div>
        <h2 id={`${id}-title`} className="text-xl font-bold text-slate-900 sm:text-2xl">
          {t('title')}
        </h2>
        <p className="mt-1 text-slate-700">{t('intro')}</p>
      </div>

      <form
        ref={formRef}
        role="search"
        aria-labelledby={`${id}-filters`}
        noValidate
        onSubmit={submit}
        className={`${cardClass} space-y-4`}
        data-testid="exercise-filters"
      >
        <h3 id={`${id}-filters`} className="text-lg font-semibold text-slate-900">
          {t('filters.title')}
        </h3>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <TextField
            id={`${id}-search`}
            label={t('filters.search')}
            type="search"
            autoComplete="off"
            className="sm:col-span-2 lg:col-span-3"
            {...form.field('search')}
          />
          <TextField
            id={`${id}-kcal-min`}
            label={t('filters.kcalMin')}
            hint={t('filters.kcalHint')}
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            {...form.field('kcalMin')}
          />
          <TextField
            id={`${id}-kcal-max`}
            label={t('filters.kcalMax')}
            hint={t('filters.kcalHint')}
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            {...form.field('kcalMax')}
          />
          <TextField
            id={`${id}-duration`}
            label={t('filters.duration')}
            hint={t('filters.durationHint')}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_EXERCISE_MINUTES}
            step={1}
            {...form.field('duration')}
          />
          <TextField
            id={`${id}-tags`}
            label={t('filters.tags')}
            hint={t('filters.tagsHint')}
            autoComplete="off"
            {...form.field('tags')}
          />
          <TextField
            id={`${id}-allergens`}
            label={t('filters.allergens')}
            hint={t('filters.listHint')}
            autoComplete="off"
            {...form.field('allergens')}
          />
          <TextField
            id={`${id}-diets`}
            label={t('filters.diets')}
            hint={t('filters.listHint')}
            autoComplete="off"
            {...form.field('diets')}
          />
        </div>
        <div className="flex flex-wrap gap-3">
          <SubmitButton>{t('filters.apply')}</SubmitButton>
          <Button variant="secondary" onClick={clear}>
            {t('filters.clear')}
          </Button>
        </div>
      </form>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <section aria-labelledby={`${id}-results`} className="min-w-0 space-y-4">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <div>
              <h3
                id={`${id}-results`}
                ref={resultsHeadingRef}
                tabIndex={-1}
                className="text-lg font-semibold text-slate-900 focus:outline-none"
              >
                {t('results.title')}
              </h3>
              <p role="status" className="text-sm text-slate-600" data-testid="exercise-status">
                {list.isLoading || updating
                  ? t('results.loading')
                  : answer && pages > 0
                    ? t('results.summary', { count: answer.meta.total, page: answer.meta.page, pages })
                    : ''}
              </p>
            </div>
            <SelectField
              id={`${id}-page-size`}
              label={t('pageSize')}
              className="w-40"
              value={String(pageSize)}
              options={PAGE_SIZE_CHOICES.map((size) => ({ value: String(size), label: String(size) }))}
              onChange={(event) => {
                const next = withPageSize(value, Number(event.target.value));
                change(next.preferences, next.page);
              }}
            />
          </div>

          {list.isError && !list.isFetching ? (
            <Notice tone="error" testId="exercise-error">
              <p>{errorText}</p>
              <Button variant="small" className="mt-2" onClick={() => void list.refetch()}>
                {t('retry')}
              </Button>
            </Notice>
          ) : list.isLoading ? (
            <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid="exercise-loading">
              {Array.from({ length: 3 }, (_, index) => (
                <li key={index} className="h-40 animate-pulse rounded-xl bg-slate-100" aria-hidden />
              ))}
            </ul>
          ) : answer && items.length === 0 ? (
            <p
              className="rounded-md border border-slate-200 bg-white p-4 text-slate-700"
              data-testid="exercise-empty"
            >
              {t('empty')}
            </p>
          ) : (
            <ul
              className={`grid gap-4 sm:grid-cols-2 xl:grid-cols-3 ${updating ? 'opacity-60' : ''}`}
              aria-busy={updating || undefined}
              data-testid="exercise-results"
            >
              {items.map((exercise) => (
                <li key={exercise.id}>
                  <ExerciseCard
                    exercise={exercise}
                    duration={filters.duration}
                    selected={value.selected.includes(exercise.id)}
                    disabled={full && !value.selected.includes(exercise.id)}
                    number={number}
                    onToggle={toggle}
                  />
                </li>
              ))}
            </ul>
          )}
          {full && (
            <p className="text-sm text-slate-700" data-testid="exercise-full">
              {t('selected.full', { max: MAX_SELECTED })}
            </p>
          )}

          {answer && pages > 1 && (
            <nav
              aria-label={t('pagination.label')}
              className="flex flex-wrap items-center justify-center gap-3"
              data-testid="exercise-pagination"
            >
              <Button variant="secondary" disabled={page <= 1} onClick={() => goTo(page - 1)}>
                {t('pagination.previous')}
              </Button>
              <span className="text-sm text-slate-700">{t('pagination.page', { page, pages })}</span>
              <Button variant="secondary" disabled={page >= pages} onClick={() => goTo(page + 1)}>
                {t('pagination.next')}
              </Button>
            </nav>
          )}
        </section>

        <section
          aria-labelledby={`${id}-selected`}
          className="h-fit rounded-xl border border-slate-200 bg-slate-50 p-4"
          data-testid="exercise-selected"
        >
          <h3 id={`${id}-selected`} className="text-lg font-semibold text-slate-900">
            {t('selected.title')}
            {value.selected.length > 0 && (
              <span className="ml-2 text-sm font-normal text-slate-600">
                {t('selected.count', { count: value.selected.length })}
              </span>
            )}
          </h3>
          {value.selected.length === 0 ? (
            <p className="mt-2 text-slate-700" data-testid="exercise-selected-empty">
              {t('selected.empty')}
            </p>
          ) : (
            <ul className="mt-2 space-y-2">
              {value.selected.map((exerciseId) => {
                const exercise = known.get(exerciseId);
                const name = exercise
                  ? exercise.name
                  : unresolved.includes(exerciseId)
                    ? t('selected.unknown', { id: exerciseId })
                    : t('selected.loading');
                return (
                  <li
                    key={exerciseId}
                    className="flex items-center justify-between gap-2 rounded-md bg-white px-3 py-2 shadow-sm"
                    data-testid="exercise-selected-item"
                  >
                    <span className="min-w-0 break-words text-slate-900">{name}</span>
                    <Button
                      variant="small"
                      onClick={() => {
                        const selected = toggleSelected(value.selected, exerciseId);
                        const data = selectedData(selected, known);
                        setPicked(data);
                        onChange({ ...value, selected }, data);
                      }}
                    >
                      {t('selected.remove')}
                      <span className="sr-only">{`: ${name}`}</span>
                    </Button>
                  </li>
                );
              })}
            </ul>
          )}
          {restored.isError && <p className="mt-2 text-sm text-slate-700">{t('selected.loadError')}</p>}
        </section>
      </div>
    </section>
  );
}

function ExerciseCard({
  exercise,
  duration,
  selected,
  disabled,
  number,
  onToggle,
}: {
  exercise: GeneratorExercise;
  duration: number | null;
  selected: boolean;
  disabled: boolean;
  number: (value: number) => string;
  onToggle(exercise: GeneratorExercise): void;
}) {
  const { t } = useTranslation(['altPicker', 'reference']);
  const id = useId();
  const tags = cardTags(exercise);
  const tagLabel = (tag: string) => {
    const [kind = '', key = tag] = tag.includes(':') ? tag.split(':') : ['', tag];
    const section = kind === 'equipment' ? 'exercise.equipment' : 'exercise.muscles';
    return t(`reference:${section}.${key}`, { defaultValue: key.replace(/_/g, ' ') });
  };
  return (
    <article
      aria-labelledby={`${id}-name`}
      className={`flex h-full flex-col gap-3 rounded-xl border bg-white p-4 shadow-sm ${selected ? 'border-brand-700 ring-2 ring-brand-700' : 'border-slate-200'}`}
      data-testid="exercise-card"
      data-selected={selected}
    >
      <h4 id={`${id}-name`} className="text-base font-semibold break-words text-slate-900">
        {exercise.name}
      </h4>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-slate-700">
        <dt className="font-medium">{t('card.kcal')}</dt>
        <dd data-testid="exercise-kcal">
          {t('card.kcalPerHour', { value: number(exercise.kcalPerHour) })}
          {duration ? (
            <span className="block text-slate-600" data-testid="exercise-kcal-duration">
              {t('card.kcalIn', { value: number(kcalIn(exercise.kcalPerHour, duration)), minutes: duration })}
            </span>
          ) : null}
        </dd>
        <dt className="font-medium">{t('card.group')}</dt>
        <dd data-testid="exercise-group">
          {t(`reference:exercise.group.${exercise.group}`, {
            defaultValue: exercise.group.replace(/_/g, ' '),
          })}
        </dd>
      </dl>
      {tags.length > 0 && (
        <div>
          <h5 className="sr-only">{t('card.tags')}</h5>
          <ul className="flex flex-wrap gap-1" data-testid="exercise-tags">
            {tags.map((tag) => (
              <li key={tag}>
                <Badge>{tagLabel(tag)}</Badge>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="mt-auto">
        <Button
          variant={selected ? 'primary' : 'secondary'}
          aria-pressed={selected}
          disabled={disabled}
          onClick={() => onToggle(exercise)}
          className="min-h-11"
          data-testid="exercise-toggle"
        >
          <span aria-hidden>{selected ? '✓' : '+'}</span>
          {t('card.select')}
          <span className="sr-only">{`: ${exercise.name}`}</span>
        </Button>
      </div>
    </article>
  );
}
