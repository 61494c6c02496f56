import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  coerceDosageAmount,
  coerceMinutes,
  confirmEntry,
  draftFor,
  foodItemsOf,
  isValidTime,
  MEDICATION_UNITS,
  SUPPLEMENT_UNITS,
  type Dosage,
  type Entry,
  type EntryDraft,
  type PlanDay,
} from '../../../core/domain/plan/day-edit';
import {
  SCHEDULE_ITEM_TYPES,
  type ScheduleItem,
  type ScheduleItemType,
} from '../../../core/domain/plan/types';
import { Button } from '../../components/ui/button';
import { inputClass } from '../../components/ui/styles';
import { Dialog } from '../../components/ui/dialog';
import { NumberInput } from './number-input';
import { ExercisePicker, FoodItemsEditor, ProductPicker, RecipePicker } from './pickers';

const smallInput = 'w-28 rounded-md border border-slate-400 bg-white px-2 py-1.5 text-slate-900';

/** Why the dialog cannot be saved yet (a message key), or null. */
function blocker(time: string, draft: EntryDraft): string | null {
  if (!isValidTime(time)) return 'item.needTime';
  if (confirmEntry(draft)) return null;
  switch (draft.type) {
    case 'Meal':
      return 'item.needRecipe';
    case 'Exercise':
      return draft.exerciseId === null ? 'item.needExercise' : 'item.needDuration';
    case 'Nutrient':
      return draft.supplementId === null ? 'item.needSupplement' : 'item.needDosage';
    case 'Medication':
      return 'item.needMedication';
  }
}

function DosageFields({
  dosage,
  units,
  onChange,
  onUnitTouched,
}: {
  dosage: Dosage;
  units: readonly string[];
  onChange(dosage: Dosage): void;
  onUnitTouched(): void;
}) {
  const { t } = useTranslation('planEditor');
  const id = useId();
  return (
    <fieldset className="flex flex-wrap items-end gap-3">
      <legend className="mb-1 font-medium text-slate-900">{t('dosage.legend')}</legend>
      <div className="space-y-1">
        <label htmlFor={`${id}-amount`} className="block text-sm font-medium text-slate-900">
          {t('dosage.amount')}
        </label>
        <NumberInput
          id={`${id}-amount`}
          className={smallInput}
          value={dosage.amount}
          coerce={coerceDosageAmount}
          onValue={(amount) => onChange({ ...dosage, amount: amount ?? 0 })}
        />
      </div>
      <div className="space-y-1">
        <label htmlFor={`${id}-unit`} className="block text-sm font-medium text-slate-900">
          {t('dosage.unit')}
        </label>
        <select
          id={`${id}-unit`}
          className={smallInput}
          value={dosage.unit}
          onChange={(event) => {
            onUnitTouched();
            onChange({ ...dosage, unit: event.target.value });
          }}
        >
          {!units.includes(dosage.unit) && <option value={dosage.unit}>{dosage.unit}</option>}
          {units.map((unit) => (
            <option key={unit} value={unit}>
              {t(`units.${unit}`)}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}

/**
 * The schedule item editor (B §4): time, label and type, and the item's entry on this day picked from the
 * catalogues. Changing the type starts that type from its defaults unless the item already has such an entry
 * on this day (EDIT-13); Save stays disabled until the entry can be confirmed (EDIT-17, EDIT-18).
 */
export function ScheduleItemDialog({
  open,
  onOpenChange,
  day,
  item,
  isNew,
  onSave,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  day: PlanDay;
  item: ScheduleItem;
  isNew: boolean;
  onSave(item: ScheduleItem, entry: Entry): void;
}) {
  const { t } = useTranslation('planEditor');
  const id = useId();
  const [time, setTime] = useState(item.time);
  const [label, setLabel] = useState(item.label);
  const [draft, setDraft] = useState<EntryDraft>(() => draftFor(day, isNew ? null : item.id, item.type));
  const [unitTouched, setUnitTouched] = useState(false);
  const reason = blocker(time, draft);

  const changeType = (type: ScheduleItemType) => {
    setUnitTouched(false);
    setDraft(draftFor(day, isNew ? null : item.id, type));
  };

  const save = () => {
    const entry = confirmEntry(draft);
    if (!entry || !isValidTime(time)) return;
    onSave({ id: item.id, time, label: label.trim(), type: draft.type }, entry);
    onOpenChange(false);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      width="xl"
      title={isNew ? t('item.addTitle') : t('item.editTitle')}
      testId="schedule-item-dialog"
      footer={
        <>
          {reason && (
            <p id={`${id}-blocker`} className="mr-auto text-sm text-slate-700" role="status">
              {t(reason)}
            </p>
          )}
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('cancel')}
          </Button>
          <Button
            disabled={reason !== null}
            aria-describedby={reason ? `${id}-blocker` : undefined}
            onClick={save}
          >
            {t('item.save')}
          </Button>
        </>
      }
    >
      <div className="grid gap-3 sm:grid-cols-[8rem_1fr_12rem]">
        <div className="space-y-1">
          <label htmlFor={`${id}-time`} className="block font-medium text-slate-900">
            {t('item.time')}
          </label>
          <input
            id={`${id}-time`}
            type="time"
            required
            className={inputClass}
            value={time}
            aria-invalid={isValidTime(time) ? undefined : true}
            onChange={(event) => setTime(event.target.value)}
          />
        </div>
        <div className="space-y-1">
          <label htmlFor={`${id}-label`} className="block font-medium text-slate-900">
            {t('item.label')}
          </label>
          <input
            id={`${id}-label`}
            type="text"
            maxLength={80}
            className={inputClass}
            value={label}
            onChange={(event) => setLabel(event.target.value)}
          />
        </div>
        <div className="space-y-1">
          <label htmlFor={`${id}-type`} className="block font-medium text-slate-900">
            {t('item.type')}
          </label>
          <select
            id={`${id}-type`}
            className={inputClass}
            value={draft.type}
            onChange={(event) => changeType(event.target.value as ScheduleItemType)}
          >
            {SCHEDULE_ITEM_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`types.${type}`)}
              </option>
            ))}
          </select>
        </div>
      </div>

      {draft.type === 'Meal' && (
        <>
          <RecipePicker
            selectedId={draft.recipeId}
            onSelect={(recipe) =>
              setDraft({ ...draft, recipeId: recipe.id, foodItems: foodItemsOf(recipe, draft.portions) })
            }
          />
          {draft.recipeId !== null && (
            <FoodItemsEditor
              items={draft.foodItems}
              onChange={(foodItems) => setDraft({ ...draft, foodItems })}
            />
          )}
        </>
      )}

      {draft.type === 'Exercise' && (
        <>
          <ExercisePicker
            selectedId={draft.exerciseId}
            onSelect={(exercise) => setDraft({ ...draft, exerciseId: exercise.id })}
          />
          <div className="space-y-1">
            <label htmlFor={`${id}-duration`} className="block font-medium text-slate-900">
              {t('item.duration')}
            </label>
            <NumberInput
              id={`${id}-duration`}
              className={smallInput}
              inputMode="numeric"
              value={draft.duration}
              coerce={coerceMinutes}
              onValue={(duration) => setDraft({ ...draft, duration: duration ?? 0 })}
            />
          </div>
        </>
      )}

      {draft.type === 'Nutrient' && (
        <>
          <ProductPicker
            kind="supplement"
            selectedId={draft.supplementId}
            onSelect={(product) => {
              const unit =
                !unitTouched && product.unit && (SUPPLEMENT_UNITS as readonly string[]).includes(product.unit)
                  ? product.unit
                  : draft.dosage.unit;
              setDraft({ ...draft, supplementId: product.id, dosage: { ...draft.dosage, unit } });
            }}
          />
          <DosageFields
            dosage={draft.dosage}
            units={SUPPLEMENT_UNITS}
            onChange={(dosage) => setDraft({ ...draft, dosage })}
            onUnitTouched={() => setUnitTouched(true)}
          />
        </>
      )}

      {draft.type === 'Medication' && (
        <>
          <ProductPicker
            kind="medication"
            selectedId={draft.medicalProductId}
            onSelect={(product) => {
              const unit =
                !unitTouched && product.unit && (MEDICATION_UNITS as readonly string[]).includes(product.unit)
                  ? product.unit
                  : draft.dosage.unit;
              setDraft({ ...draft, medicalProductId: product.id, dosage: { ...draft.dosage, unit } });
            }}
          />
          <DosageFields
            dosage={draft.dosage}
            units={MEDICATION_UNITS}
            onChange={(dosage) => setDraft({ ...draft, dosage })}
            onUnitTouched={() => setUnitTouched(true)}
          />
        </>
      )}
    </Dialog>
  );
}
