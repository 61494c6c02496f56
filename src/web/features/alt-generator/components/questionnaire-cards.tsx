import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AltGeneratorForm } from '../../../../core/domain/alt-plan';
import type { Locale } from '../../../../core/i18n/locales';
import { Button } from '../../../components/ui/button';
import { Field, fieldAria, SelectField } from '../../../components/ui/field';
import { Notice } from '../../../components/ui/notice';
import { cardClass, inputClass } from '../../../components/ui/styles';
import { allergensOptions } from '../../../plan/api/plan-api';
import {
  allergenValueOf,
  MAX_MEALS_PER_DAY,
  MAX_TRAININGS_PER_DAY,
  mealTimesShown,
  withAllergen,
  withMealCount,
  withMealTime,
  withTrainingAdded,
  withTrainingRemoved,
  withTrainingTime,
} from '../lib/questionnaire-state';

export const radioClass = 'mt-1 h-4 w-4 shrink-0 accent-brand-800';

/** One question of the questionnaire: a card that is a fieldset, its legend the question (AGEN-02). */
export function QuestionCard({
  id,
  name,
  legend,
  hint,
  children,
}: {
  id: string;
  /** The form field the card asks for. */
  name: string;
  legend: string;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <fieldset
      className={`${cardClass} min-w-0`}
      aria-describedby={hint ? `${id}-card-hint` : undefined}
      data-testid="alt-form-card"
      data-card={name}
    >
      <legend className="float-left mb-3 w-full text-lg font-semibold text-slate-900">{legend}</legend>
      <div className="clear-left space-y-3">
        {hint && (
          <p id={`${id}-card-hint`} className="text-sm text-slate-600">
            {hint}
          </p>
        )}
        {children}
      </div>
    </fieldset>
  );
}

export interface Choice<T> {
  value: T;
  label: ReactNode;
  description?: ReactNode;
}

/** Radio buttons of one question; the chosen value is `value`. */
export function Choices<T extends string | number>({
  name,
  choices,
  value,
  onChange,
  inline = false,
}: {
  name: string;
  choices: readonly Choice<T>[];
  value: T;
  onChange(value: T): void;
  inline?: boolean;
}) {
  return (
    <div className={inline ? 'flex flex-wrap gap-x-6 gap-y-2' : 'space-y-2'}>
      {choices.map((choice) => (
        <label key={String(choice.value)} className="flex items-start gap-2">
          <input
            type="radio"
            name={name}
            value={String(choice.value)}
            checked={choice.value === value}
            onChange={() => onChange(choice.value)}
            className={radioClass}
          />
          <span>
            <span className={choice.description ? 'font-medium' : undefined}>{choice.label}</span>
            {choice.description && <span className="block text-sm text-slate-600">{choice.description}</span>}
          </span>
        </label>
      ))}
    </div>
  );
}

interface FormPartProps {
  id: string;
  value: AltGeneratorForm;
  onChange(value: AltGeneratorForm): void;
}

/**
 * AGEN-10/11: the allergens from the generator's list, ticked by our codes; a failed load says so in the card
 * and leaves the rest of the form working.
 */
export function AllergensCard({ id, value, onChange, locale }: FormPartProps & { locale: Locale }) {
  const { t } = useTranslation('altForm');
  const allergens = useQuery(allergensOptions(locale));
  const options = allergens.data?.allergens ?? [];
  return (
    <QuestionCard
      id={`${id}-allergens`}
      name="allergens"
      legend={t('allergens.legend')}
      hint={t('allergens.hint')}
    >
      {allergens.isPending && <p className="text-sm text-slate-600">{t('allergens.loading')}</p>}
      {allergens.isError && (
        <Notice tone="error" testId="allergens-load-error">
          <p>{t('allergens.loadError')}</p>
          <button
            type="button"
            className="mt-2 font-medium underline"
            onClick={() => void allergens.refetch()}
          >
            {t('allergens.retry')}
          </button>
        </Notice>
      )}
      {allergens.isSuccess && options.length === 0 && (
        <p className="text-sm text-slate-600">{t('allergens.empty')}</p>
      )}
      {options.length > 0 && (
        <div className="grid gap-x-4 gap-y-1 sm:grid-cols-2" data-testid="allergen-options">
          {options.map((option) => {
            const allergen = allergenValueOf(option);
            return (
              <label key={option.id} className="flex items-start gap-2">
                <input
                  type="checkbox"
                  value={String(allergen)}
                  checked={value.allergens.includes(allergen)}
                  onChange={(event) => onChange(withAllergen(value, allergen, event.target.checked))}
                  className={radioClass}
                />
                <span>{option.name}</span>
              </label>
            );
          })}
        </div>
      )}
    </QuestionCard>
  );
}

/** A time input of a schedule, with its error. */
function TimeField({
  id,
  label,
  time,
  error,
  onChange,
  onBlur,
  inputRef,
  children,
}: {
  id: string;
  label: string;
  time: string;
  error?: string;
  onChange(time: string): void;
  onBlur(): void;
  inputRef?: (element: HTMLInputElement | null) => void;
  children?: ReactNode;
}) {
  return (
    <Field id={id} label={label} error={error}>
      <div className="flex items-center gap-2">
        <input
          ref={inputRef}
          {...fieldAria(id, { error })}
          type="time"
          required
          value={time}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          className={`${inputClass} max-w-36`}
        />
        {children}
      </div>
    </Field>
  );
}

type ErrorOf = (key: string) => string | undefined;

/** A §3 mealSchema: 1–10 meals a day, each at its time (B §9: 4 meals at 08:00, 12:00, 16:00, 20:00). */
export function MealsCard({
  id,
  value,
  onChange,
  errorOf,
  onTouch,
}: FormPartProps & { errorOf: ErrorOf; onTouch(key: string): void }) {
  const { t } = useTranslation('altForm');
  const times = mealTimesShown(value.mealSchema);
  return (
    <QuestionCard id={`${id}-meals`} name="mealSchema" legend={t('meals.legend')}>
      <SelectField
        id={`${id}-meal-count`}
        label={t('meals.count')}
        value={String(value.mealSchema.count)}
        onChange={(event) => onChange(withMealCount(value, Number(event.target.value)))}
        options={Array.from({ length: MAX_MEALS_PER_DAY }, (_, i) => ({
          value: String(i + 1),
          label: String(i + 1),
        }))}
        className="max-w-48"
      />
      <div className="grid grid-cols-2 gap-3" data-testid="meal-times">
        {times.map((time, index) => (
          <TimeField
            key={index}
            id={`${id}-meal-${index}`}
            label={t('meals.time', { number: index + 1 })}
            time={time}
            error={errorOf(`mealTimes.${index}`)}
            onChange={(next) => onChange(withMealTime(value, index, next))}
            onBlur={() => onTouch(`mealTimes.${index}`)}
          />
        ))}
      </div>
    </QuestionCard>
  );
}

/** A §3 trainingSchema: 0–10 trainings a day, a new one at 18:00 (GQ-26). */
export function TrainingsCard({
  id,
  value,
  onChange,
  errorOf,
  onTouch,
}: FormPartProps & { errorOf: ErrorOf; onTouch(key: string): void }) {
  const { t } = useTranslation('altForm');
  const times = value.trainingSchema.times;
  const inputs = useRef<Array<HTMLInputElement | null>>([]);
  const addButton = useRef<HTMLButtonElement>(null);
  // After an add the new time takes the focus; after a remove, the add button.
  const focusNext = useRef<'last' | 'add' | null>(null);
  useEffect(() => {
    if (focusNext.current === 'last') inputs.current[times.length - 1]?.focus();
    if (focusNext.current === 'add') addButton.current?.focus();
    focusNext.current = null;
  }, [times.length]);

  return (
    <QuestionCard
      id={`${id}-trainings`}
      name="trainingSchema"
      legend={t('trainings.legend')}
      hint={t('trainings.hint', { max: MAX_TRAININGS_PER_DAY })}
    >
      {times.length === 0 ? (
        <p className="text-sm text-slate-700" data-testid="no-trainings">
          {t('trainings.none')}
        </p>
      ) : (
        <ul className="space-y-3" data-testid="training-times">
          {times.map((time, index) => (
            <li key={index}>
              <TimeField
                id={`${id}-training-${index}`}
                label={t('trainings.time', { number: index + 1 })}
                time={time}
                error={errorOf(`trainingTimes.${index}`)}
                onChange={(next) => onChange(withTrainingTime(value, index, next))}
                onBlur={() => onTouch(`trainingTimes.${index}`)}
                inputRef={(element) => {
                  inputs.current[index] = element;
                }}
              >
                <Button
                  variant="small"
                  aria-label={t('trainings.removeLabel', { number: index + 1 })}
                  onClick={() => {
                    focusNext.current = 'add';
                    onChange(withTrainingRemoved(value, index));
                  }}
                >
                  {t('trainings.remove')}
                </Button>
              </TimeField>
            </li>
          ))}
        </ul>
      )}
      <Button
        ref={addButton}
        variant="secondary"
        disabled={times.length >= MAX_TRAININGS_PER_DAY}
        onClick={() => {
          focusNext.current = 'last';
          onChange(withTrainingAdded(value));
        }}
      >
        {t('trainings.add')}
      </Button>
    </QuestionCard>
  );
}
