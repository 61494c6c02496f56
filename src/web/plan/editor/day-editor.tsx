import { useQuery } from '@tanstack/react-query';
import { useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_PLAN_DAYS, type PlanDayInput } from '../../../core/contracts/diet-plan';
import {
  addDrink,
  deleteDay,
  deleteScheduleItem,
  duplicateDay,
  emptyDay,
  emptyScheduleItem,
  entryOf,
  MAX_DAY_IMAGES,
  MAX_SCHEDULE_ITEMS,
  NEW_PLAN_ITEM,
  per100g,
  removeDrink,
  saveScheduleItem,
  updateDay,
  type EditorState,
  type Entry,
} from '../../../core/domain/plan/day-edit';
import type { ScheduleItem } from '../../../core/domain/plan/types';
import type { Locale } from '../../../core/i18n/locales';
import { useLocale } from '../../lib/use-locale';
import {
  exercisesOptions,
  medicalProductsOptions,
  recipesOptions,
  supplementsOptions,
} from '../api/plan-api';
import { Button } from '../../components/ui/button';
import { DrinksSection } from './drinks-section';
import { ImagesSection } from './images-section';
import { JournalSection } from './journal-section';
import { ConfirmDialog } from '../../components/ui/dialog';
import { ScheduleItemDialog } from './schedule-item-dialog';
import { useFoodInfo } from './use-food-info';

export interface DayEditorProps {
  plan: PlanDayInput[];
  schedule: ScheduleItem[];
  dayIndex: number;
  /** Every edit hands back the whole plan and schedule (a day may be deleted or duplicated). */
  onChange(next: { plan: PlanDayInput[]; schedule: ScheduleItem[] }): void;
}

function newId(): string {
  return typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `id-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

function formatDate(date: string, locale: Locale): string {
  const value = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(value.getTime())
    ? date
    : new Intl.DateTimeFormat(locale, {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(value);
}

type Confirm = { kind: 'deleteDay' } | { kind: 'emptyDay' } | { kind: 'deleteItem'; item: ScheduleItem };

/**
 * The schedule/day editor (B §4, §5, §9). The schedule is shared by all days (A §3 keeps it once, in
 * meta.schedule): adding, moving or deleting an item changes every day, while what is picked for an item
 * (recipe and foods, exercise and minutes, supplement or medication and dosage) belongs to this day only.
 * Each change hands the whole new plan and schedule to `onChange`.
 */
export function DayEditor({ plan, schedule, dayIndex, onChange }: DayEditorProps) {
  const { t } = useTranslation('planEditor');
  const locale = useLocale();
  const titleId = useId();
  const latest = useRef({ plan, schedule, onChange });
  useLayoutEffect(() => {
    latest.current = { plan, schedule, onChange };
  });
  const [editing, setEditing] = useState<{ item: ScheduleItem; isNew: boolean; key: number } | null>(null);
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const recipes = useQuery(recipesOptions(locale));
  const exercises = useQuery(exercisesOptions(locale));
  const supplements = useQuery(supplementsOptions(locale));
  const medications = useQuery(medicalProductsOptions(locale));
  const day = plan[dayIndex];
  const foodIds = useMemo(
    () => (day ? day.meals.flatMap((m) => m.foodItems.map((f) => f.foodId)) : []),
    [day],
  );
  const foodInfo = useFoodInfo(foodIds, locale);

  /** Applies a change to the plan and schedule as they are now (uploads finish later). */
  const apply = (change: (state: EditorState) => EditorState) => {
    const { plan: currentPlan, schedule: currentSchedule, onChange: emit } = latest.current;
    emit(change({ plan: currentPlan, schedule: currentSchedule }));
  };
  const changeDay = (change: (day: PlanDayInput) => PlanDayInput) =>
    apply((state) => updateDay(state, dayIndex, change));

  if (!day) return null;

  const number = (value: number, digits = 0) =>
    new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);
  const dosageText = (dosage: { amount: number; unit: string }) =>
    t(`unitCount.${dosage.unit}`, {
      count: dosage.amount,
      value: number(dosage.amount, 2),
      defaultValue: `${number(dosage.amount, 2)} ${dosage.unit}`,
    });

  const summary = (entry: Entry | null): string => {
    if (!entry) return t('schedule.nothing');
    switch (entry.type) {
      case 'Meal': {
        const recipe = recipes.data?.recipes.find((r) => r.id === entry.recipeId);
        const known = entry.foodItems.every((f) => foodInfo.foods.has(f.foodId));
        const kcal = known
          ? entry.foodItems.reduce(
              (sum, f) => sum + per100g(foodInfo.foods.get(f.foodId)!.calories, f.quantity),
              0,
            )
          : (recipe?.calories ?? 0) * entry.portions;
        return t('schedule.meal', {
          name: recipe?.name ?? t('schedule.recipe', { id: entry.recipeId }),
          kcal: number(kcal),
        });
      }
      case 'Exercise': {
        const exercise = exercises.data?.items.find((e) => e.id === entry.exerciseId);
        return t('schedule.exercise', {
          name: exercise?.name ?? t('schedule.exerciseId', { id: entry.exerciseId }),
          minutes: entry.duration,
        });
      }
      case 'Nutrient': {
        const product = supplements.data?.supplements.find((s) => s.id === entry.supplementId);
        return t('schedule.dosed', {
          name: product?.name ?? t('schedule.supplement', { id: entry.supplementId }),
          dosage: dosageText(entry.dosage),
        });
      }
      case 'Medication': {
        const product = medications.data?.medicalProducts.find((m) => m.id === entry.medicalProductId);
        return t('schedule.dosed', {
          name: product?.name ?? t('schedule.medication', { id: entry.medicalProductId }),
          dosage: dosageText(entry.dosage),
        });
      }
    }
  };

  const itemName = (item: ScheduleItem) => item.label || t(`types.${item.type}`);
  const dayNumber = dayIndex + 1;

  return (
    <section aria-labelledby={titleId} className="space-y-8" data-testid="day-editor">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id={titleId} className="text-xl font-semibold">
          {t('title', { number: dayNumber, date: formatDate(day.date, locale) })}
        </h2>
        <div className="flex flex-wrap gap-2" role="group" aria-label={t('dayActions.label')}>
          <Button
            variant="secondary"
            disabled={plan.length >= MAX_PLAN_DAYS}
            onClick={() => {
              apply((state) => duplicateDay(state, dayIndex, MAX_PLAN_DAYS, newId));
              setAnnouncement(t('dayActions.duplicated', { number: dayNumber, copy: dayNumber + 1 }));
            }}
          >
            {t('dayActions.duplicate')}
          </Button>
          <Button variant="secondary" onClick={() => setConfirm({ kind: 'emptyDay' })}>
            {t('dayActions.empty')}
          </Button>
          <Button
            variant="secondary"
            disabled={plan.length <= 1}
            onClick={() => setConfirm({ kind: 'deleteDay' })}
          >
            {t('dayActions.delete')}
          </Button>
        </div>
      </div>
      <p role="status" className="sr-only" data-testid="day-editor-status">
        {announcement}
      </p>

      <section aria-labelledby={`${titleId}-schedule`} className="space-y-3" data-testid="schedule-section">
        <h3 id={`${titleId}-schedule`} className="text-lg font-semibold">
          {t('schedule.title')}
        </h3>
        <p className="text-sm text-slate-600">{t('schedule.shared')}</p>
        {schedule.length === 0 ? (
          <p className="text-slate-700">{t('schedule.empty')}</p>
        ) : (
          <ul className="divide-y divide-slate-100 rounded-md border border-slate-200">
            {schedule.map((item) => {
              const entry = entryOf(day, item);
              const name = itemName(item);
              return (
                <li
                  key={item.id}
                  className="flex flex-wrap items-center gap-3 px-3 py-2"
                  data-testid="schedule-item"
                >
                  <span className="w-12 font-mono font-semibold tabular-nums">{item.time}</span>
                  <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
                    {t(`types.${item.type}`)}
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block font-medium">{name}</span>
                    <span className={`block text-sm ${entry ? 'text-slate-700' : 'text-slate-500 italic'}`}>
                      {summary(entry)}
                    </span>
                  </span>
                  <span className="flex gap-1">
                    <Button
                      variant="small"
                      aria-label={t('schedule.editItem', { name, time: item.time })}
                      onClick={() => setEditing({ item, isNew: false, key: Date.now() })}
                    >
                      {t('edit')}
                    </Button>
                    {entry && (
                      <Button
                        variant="small"
                        aria-label={t('schedule.clearItem', { name, time: item.time })}
                        onClick={() => apply((state) => emptyScheduleItem(state, dayIndex, item.id))}
                      >
                        {t('schedule.clear')}
                      </Button>
                    )}
                    <Button
                      variant="small"
                      aria-label={t('schedule.deleteItem', { name, time: item.time })}
                      onClick={() => setConfirm({ kind: 'deleteItem', item })}
                    >
                      {t('delete')}
                    </Button>
                  </span>
                </li>
              );
            })}
          </ul>
        )}
        <Button
          disabled={schedule.length >= MAX_SCHEDULE_ITEMS}
          onClick={() =>
            setEditing({ item: { id: newId(), label: '', ...NEW_PLAN_ITEM }, isNew: true, key: Date.now() })
          }
        >
          {t('schedule.add')}
        </Button>
        {schedule.length >= MAX_SCHEDULE_ITEMS && (
          <p className="text-sm text-slate-600">{t('schedule.full', { max: MAX_SCHEDULE_ITEMS })}</p>
        )}
      </section>

      <DrinksSection
        day={day}
        newId={newId}
        onAdd={(drink) => changeDay((d) => addDrink(d, drink))}
        onRemove={(id) => changeDay((d) => removeDrink(d, id))}
      />

      <JournalSection day={day} onChange={(next) => changeDay(() => next)} />

      <ImagesSection
        day={day}
        onAdd={(urls) =>
          changeDay((d) => ({ ...d, images: [...(d.images ?? []), ...urls].slice(0, MAX_DAY_IMAGES) }))
        }
        onRemove={(url) => changeDay((d) => ({ ...d, images: (d.images ?? []).filter((u) => u !== url) }))}
      />

      {editing && (
        <ScheduleItemDialog
          key={editing.key}
          open
          onOpenChange={(open) => {
            if (!open) setEditing(null);
          }}
          day={day}
          item={editing.item}
          isNew={editing.isNew}
          onSave={(item, entry) => apply((state) => saveScheduleItem(state, dayIndex, item, entry))}
        />
      )}

      <ConfirmDialog
        open={confirm?.kind === 'deleteDay'}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={t('dayActions.deleteTitle', { number: dayNumber })}
        description={t('dayActions.deleteText')}
        confirmLabel={t('dayActions.delete')}
        onConfirm={() => apply((state) => deleteDay(state, dayIndex))}
        testId="confirm-delete-day"
      />
      <ConfirmDialog
        open={confirm?.kind === 'emptyDay'}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={t('dayActions.emptyTitle', { number: dayNumber })}
        description={t('dayActions.emptyText')}
        confirmLabel={t('dayActions.empty')}
        onConfirm={() => apply((state) => emptyDay(state, dayIndex))}
        testId="confirm-empty-day"
      />
      <ConfirmDialog
        open={confirm?.kind === 'deleteItem'}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={
          confirm?.kind === 'deleteItem'
            ? t('schedule.deleteTitle', { name: itemName(confirm.item), time: confirm.item.time })
            : ''
        }
        description={t('schedule.deleteText')}
        confirmLabel={t('delete')}
        onConfirm={() => {
          if (confirm?.kind === 'deleteItem') apply((state) => deleteScheduleItem(state, confirm.item.id));
        }}
        testId="confirm-delete-item"
      />
    </section>
  );
}
