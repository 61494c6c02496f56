import { queryOptions, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  TrainingExercise,
  TrainingTemplate,
  TrainingTemplatesQuery,
} from '../../../../core/contracts/training-templates';
import type { PlanGoal } from '../../../../core/domain/plan/vocabulary';
import { INTL_TAGS, type Locale } from '../../../../core/i18n/locales';
import { api, pageHref } from '../../../../core/routes';
import { Badge } from '../../../components/badge';
import { cardClass, linkClass } from '../../../components/ui/styles';
import { apiClient } from '../../../lib/api-client';
import { idSlug } from '../../../lib/id-slug';

export const trainingTemplateKeys = {
  all: ['altGenerator', 'trainingTemplates'] as const,
  list: (query: TrainingTemplatesQuery) => [...trainingTemplateKeys.all, 'list', query] as const,
};

/** AGEN-36: the templates for the plan's goal and activity level (the server's default limit, 3). */
export const trainingTemplatesOptions = (query: TrainingTemplatesQuery) =>
  queryOptions({
    queryKey: trainingTemplateKeys.list(query),
    queryFn: ({ signal }) => apiClient.call(api.api_diet_generator_training_templates, { query, signal }),
  });

const WEEK = [1, 2, 3, 4, 5, 6, 7] as const;

/** A dose in numbers and the locale's units: "30 min", "3 × 8–12", "3 × 30 s". */
export function doseText(exercise: TrainingExercise, locale: Locale): string {
  const unit = (value: number, name: 'minute' | 'second') =>
    new Intl.NumberFormat(INTL_TAGS[locale], { style: 'unit', unit: name, unitDisplay: 'short' }).format(
      value,
    );
  if (exercise.minutes !== undefined) return unit(exercise.minutes, 'minute');
  if (exercise.sets === undefined) return '';
  if (exercise.seconds !== undefined) return `${exercise.sets} × ${unit(exercise.seconds, 'second')}`;
  if (exercise.reps === undefined) return '';
  return exercise.repsMax !== undefined
    ? `${exercise.sets} × ${exercise.reps}–${exercise.repsMax}`
    : `${exercise.sets} × ${exercise.reps}`;
}

function TemplateCard({ template, locale }: { template: TrainingTemplate; locale: Locale }) {
  const { t } = useTranslation('training');
  const headingId = useId();
  const trainingDays = new Set(template.days.map((day) => day.day));
  const restDays = WEEK.filter((day) => !trainingDays.has(day));
  return (
    <li data-testid="training-template">
      <article className={`${cardClass} flex h-full flex-col gap-3`} aria-labelledby={headingId}>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 id={headingId} className="text-lg font-semibold text-slate-900">
            {template.name}
          </h3>
          <Badge tone="brand">{t(`level.${template.level}`)}</Badge>
        </div>
        <p className="text-sm font-medium text-slate-700" data-testid="training-template-sessions">
          {t('sessionsPerWeek', { count: template.sessionsPerWeek })}
        </p>
        <p className="text-slate-700">{template.description}</p>
        <ol className="flex flex-col gap-3" aria-label={t('daysLabel')}>
          {template.days.map((day) => (
            <li key={day.day} data-testid="training-template-day">
              <h4 className="font-semibold text-slate-800">{t('day', { day: day.day })}</h4>
              <ul className="mt-1 flex flex-col gap-1 text-sm text-slate-700">
                {day.exercises.map((exercise, index) => (
                  <li
                    key={`${exercise.exerciseId}-${index}`}
                    className="flex flex-wrap justify-between gap-x-3"
                  >
                    <a
                      className={linkClass}
                      href={pageHref('exerciseDetail', locale, { idSlug: idSlug(exercise.exerciseId, null) })}
                    >
                      {exercise.name}
                    </a>
                    <span className="tabular-nums text-slate-600">{doseText(exercise, locale)}</span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
        {restDays.length > 0 && (
          <p className="text-sm text-slate-600" data-testid="training-template-rest">
            {t('restDays', {
              days: new Intl.ListFormat(INTL_TAGS[locale], { type: 'conjunction' }).format(
                restDays.map(String),
              ),
            })}
          </p>
        )}
      </article>
    </li>
  );
}

export interface TrainingTemplatesProps {
  locale: Locale;
  goal: PlanGoal;
  /** The activity level (PAL). */
  activity: number;
}

/**
 * The alternative generator's weekly training templates (AGEN-36) as cards: name, level, sessions per week,
 * description and each training day's exercises. AGEN-37: the templates are an extra — while they load, when
 * the call fails or when none match, the section is simply not there (no error text, no toast).
 */
export function TrainingTemplates({ locale, goal, activity }: TrainingTemplatesProps) {
  const { t } = useTranslation('training');
  const headingId = useId();
  const templates = useQuery(trainingTemplatesOptions({ locale, goal, activity }));
  // A failed refetch keeps the templates already shown.
  if (!templates.data || templates.data.templates.length === 0) return null;
  return (
    <section aria-labelledby={headingId} data-testid="training-templates" className="flex flex-col gap-4">
      <div>
        <h2 id={headingId} className="text-xl font-bold text-slate-900">
          {t('heading')}
        </h2>
        <p className="text-slate-700">{t('intro')}</p>
      </div>
      <ul className="grid gap-4 lg:grid-cols-2 xl:grid-cols-3">
        {templates.data.templates.map((template) => (
          <TemplateCard key={template.key} template={template} locale={locale} />
        ))}
      </ul>
    </section>
  );
}
