import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PERSONAL_PLAN_MAX_DAYS } from '../../../../core/contracts/diet-plan';
import type { ScheduleItem } from '../../../../core/domain/plan/types';
import {
  clampSchedule,
  FORM_SCHEDULE_TYPES,
  MAX_SCHEDULE_ITEMS,
  type QuestionnaireForm,
  type QuestionnaireStepProps,
} from '../lib/questionnaire';
import { Button } from '../../../components/ui/button';
import { inputClass } from '../../../components/ui/styles';
import { Notice } from '../../../components/ui/notice';
import { Field, fieldAria } from '../../../components/ui/field';

/** B §9: a new meal starts at 12:00, a new training at 18:00. */
const NEW_ITEM_TIME = { Meal: '12:00', Exercise: '18:00' } as const;

/** Step 3: the day's schedule (time, type, label), the plan duration (1–30 days) and the start date. */
export function ScheduleStep({ form, errors, onChange }: Omit<QuestionnaireStepProps, 'locale'>) {
  const { t } = useTranslation('planner');
  const counter = useRef(0);
  const set = (patch: Partial<QuestionnaireForm>) => onChange({ ...form, ...patch });
  const update = (id: string, patch: Partial<ScheduleItem>) =>
    set({ schedule: form.schedule.map((item) => (item.id === id ? { ...item, ...patch } : item)) });
  const add = (type: 'Meal' | 'Exercise') => {
    counter.current += 1;
    const id = `item-${Date.now().toString(36)}-${counter.current}`;
    set({
      schedule: [
        ...form.schedule,
        {
          id,
          time: NEW_ITEM_TIME[type],
          type,
          label: type === 'Meal' ? t('schedule.newMeal') : t('defaults.exercise'),
        },
      ],
    });
  };
  const durationError = errors.duration ? t(`errors.${errors.duration}`) : undefined;
  const startError = errors.startDate ? t(`errors.${errors.startDate}`) : undefined;

  return (
    <div className="space-y-6">
      <fieldset className="space-y-3">
        <legend className="font-medium text-slate-900">{t('schedule.items')}</legend>
        <p className="text-sm text-slate-600">{t('schedule.itemsHint')}</p>
        {errors.schedule && <Notice tone="error">{t(`errors.${errors.schedule}`)}</Notice>}
        <ol className="space-y-3" data-testid="schedule-items">
          {form.schedule.map((item, index) => {
            const timeError = errors[`schedule.${item.id}`];
            const n = index + 1;
            return (
              <li
                key={item.id}
                className="grid grid-cols-2 gap-2 rounded-md border border-slate-200 p-3 sm:grid-cols-[8rem_9rem_1fr_auto] sm:items-end"
              >
                <div>
                  <label htmlFor={`pd-time-${item.id}`} className="block text-sm font-medium">
                    {t('schedule.time', { n })}
                  </label>
                  <input
                    id={`pd-time-${item.id}`}
                    type="time"
                    value={item.time}
                    required
                    aria-invalid={timeError ? true : undefined}
                    aria-describedby={timeError ? `pd-time-${item.id}-error` : undefined}
                    onChange={(e) => update(item.id, { time: e.target.value })}
                    className={inputClass}
                  />
                  {timeError && (
                    <p id={`pd-time-${item.id}-error`} className="text-sm font-medium text-red-800">
                      {t(`errors.${timeError}`)}
                    </p>
                  )}
                </div>
                <div>
                  <label htmlFor={`pd-type-${item.id}`} className="block text-sm font-medium">
                    {t('schedule.type', { n })}
                  </label>
                  <select
                    id={`pd-type-${item.id}`}
                    value={item.type}
                    onChange={(e) =>
                      update(item.id, { type: e.target.value === 'Exercise' ? 'Exercise' : 'Meal' })
                    }
                    className={inputClass}
                  >
                    {FORM_SCHEDULE_TYPES.map((type) => (
                      <option key={type} value={type}>
                        {t(`schedule.types.${type}`)}
                      </option>
                    ))}
                  </select>
                </div>
                <div className="col-span-2 sm:col-span-1">
                  <label htmlFor={`pd-label-${item.id}`} className="block text-sm font-medium">
                    {t('schedule.label', { n })}
                  </label>
                  <input
                    id={`pd-label-${item.id}`}
                    type="text"
                    maxLength={80}
                    value={item.label}
                    onChange={(e) => update(item.id, { label: e.target.value })}
                    className={inputClass}
                  />
                </div>
                <Button
                  variant="small"
                  className="col-span-2 py-2 sm:col-span-1"
                  aria-label={t('schedule.remove', {
                    n,
                    label: item.label || t(`schedule.types.${item.type}`),
                  })}
                  onClick={() => set({ schedule: form.schedule.filter((other) => other.id !== item.id) })}
                >
                  {t('actions.remove')}
                </Button>
              </li>
            );
          })}
        </ol>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="small"
            onClick={() => add('Meal')}
            disabled={form.schedule.length >= MAX_SCHEDULE_ITEMS}
          >
            {t('schedule.addMeal')}
          </Button>
          <Button
            variant="small"
            onClick={() => add('Exercise')}
            disabled={form.schedule.length >= MAX_SCHEDULE_ITEMS}
          >
            {t('schedule.addExercise')}
          </Button>
        </div>
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id="pd-duration"
          label={t('schedule.duration')}
          hint={t('schedule.durationHint', { max: PERSONAL_PLAN_MAX_DAYS })}
          error={durationError}
        >
          <input
            {...fieldAria('pd-duration', { hint: true, error: durationError })}
            type="number"
            inputMode="numeric"
            min={1}
            max={PERSONAL_PLAN_MAX_DAYS}
            step={1}
            value={form.duration}
            onChange={(e) => set({ duration: e.target.value })}
            onBlur={() => onChange({ ...form, duration: clampSchedule(form).form.duration })}
            className={`${inputClass} max-w-40`}
          />
        </Field>
        <Field id="pd-start" label={t('schedule.startDate')} error={startError}>
          <input
            {...fieldAria('pd-start', { error: startError })}
            type="date"
            value={form.startDate}
            onChange={(e) => set({ startDate: e.target.value })}
            className={`${inputClass} max-w-56`}
          />
        </Field>
      </div>
    </div>
  );
}
