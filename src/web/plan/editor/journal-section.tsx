import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  coerceSleepHours,
  feelingOf,
  FEELINGS,
  healthInfoOf,
  MAX_HEALTH_MEDICATIONS,
  STOOL_COLORS,
  STOOL_SHAPES,
  URINE_COLORS,
  type HealthInfo,
  type PlanDay,
} from '../../../core/domain/plan/day-edit';
import { useLocale } from '../../lib/use-locale';
import { medicalProductsOptions } from '../api/plan-api';
import { Button } from '../../components/ui/button';
import { inputClass } from '../../components/ui/styles';
import { NumberInput } from './number-input';

/** Swatches beside the urine colours (EDIT-45), lightest first. */
const URINE_SWATCH: Record<(typeof URINE_COLORS)[number], string> = {
  transparent: '#f8fafc',
  'pale-straw': '#fdf6c9',
  'light-yellow': '#fbee8c',
  yellow: '#f6dc3d',
  'dark-yellow': '#e1b517',
  amber: '#c98a0c',
  brown: '#7c4a12',
};

/** Notes, feeling 1–5 (EDIT-07) and health info (EDIT-08, EDIT-43..45) of a day. */
export function JournalSection({ day, onChange }: { day: PlanDay; onChange(day: PlanDay): void }) {
  const { t } = useTranslation('planEditor');
  const id = useId();
  const health = healthInfoOf(day);
  const feeling = feelingOf(day);
  const setHealth = (change: Partial<HealthInfo>) =>
    onChange({ ...day, healthInfo: { ...health, ...change } });

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4" data-testid="journal-section">
      <h3 id={`${id}-title`} className="text-lg font-semibold">
        {t('journal.title')}
      </h3>
      <div className="space-y-1">
        <label htmlFor={`${id}-notes`} className="block font-medium">
          {t('journal.notes')}
        </label>
        <textarea
          id={`${id}-notes`}
          className={`${inputClass} min-h-24`}
          maxLength={5000}
          value={day.notes ?? ''}
          onChange={(event) => onChange({ ...day, notes: event.target.value })}
        />
      </div>

      <fieldset className="space-y-2">
        <legend className="font-medium">{t('journal.feeling')}</legend>
        <div className="flex flex-wrap gap-2">
          {FEELINGS.map((value) => (
            <label
              key={value}
              className="flex cursor-pointer items-center gap-2 rounded-md border border-slate-300 px-3 py-1.5 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name={`${id}-feeling`}
                className="accent-brand-800"
                checked={feeling === value}
                onChange={() => onChange({ ...day, feeling: value })}
              />
              <span>
                {value} – {t(`journal.feelings.${value}`)}
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-1 font-medium">{t('health.title')}</legend>
        <div className="space-y-1">
          <label htmlFor={`${id}-sleep`} className="block text-sm font-medium">
            {t('health.sleepHours')}
          </label>
          <NumberInput
            id={`${id}-sleep`}
            className={inputClass}
            value={health.sleepHours}
            coerce={coerceSleepHours}
            onValue={(sleepHours) => setHealth({ sleepHours })}
          />
        </div>
        <div className="space-y-1">
          <label htmlFor={`${id}-stool-shape`} className="block text-sm font-medium">
            {t('health.stoolShape')}
          </label>
          <select
            id={`${id}-stool-shape`}
            className={inputClass}
            value={health.stoolShape ?? ''}
            onChange={(event) =>
              setHealth({ stoolShape: event.target.value === '' ? null : Number(event.target.value) })
            }
          >
            <option value="">{t('health.notRecorded')}</option>
            {STOOL_SHAPES.map((shape) => (
              <option key={shape} value={shape}>
                {t(`health.stoolShapes.${shape}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1">
          <label htmlFor={`${id}-stool-color`} className="block text-sm font-medium">
            {t('health.stoolColor')}
          </label>
          <select
            id={`${id}-stool-color`}
            className={inputClass}
            value={health.stoolColor ?? ''}
            onChange={(event) => setHealth({ stoolColor: event.target.value || null })}
          >
            <option value="">{t('health.notRecorded')}</option>
            {STOOL_COLORS.map((color) => (
              <option key={color} value={color}>
                {t(`health.stoolColors.${color}`)}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="space-y-1 sm:col-span-2">
          <legend className="text-sm font-medium">{t('health.urineColor')}</legend>
          <div className="flex flex-wrap gap-2">
            <label className="flex cursor-pointer items-center gap-2 rounded-md border border-slate-300 px-2 py-1 text-sm has-[:checked]:border-brand-700">
              <input
                type="radio"
                name={`${id}-urine`}
                className="accent-brand-800"
                checked={health.urineColor === null}
                onChange={() => setHealth({ urineColor: null })}
              />
              {t('health.notRecorded')}
            </label>
            {URINE_COLORS.map((color) => (
              <label
                key={color}
                className="flex cursor-pointer items-center gap-2 rounded-md border border-slate-300 px-2 py-1 text-sm has-[:checked]:border-brand-700"
              >
                <input
                  type="radio"
                  name={`${id}-urine`}
                  className="accent-brand-800"
                  checked={health.urineColor === color}
                  onChange={() => setHealth({ urineColor: color })}
                />
                <span
                  aria-hidden
                  className="inline-block h-4 w-4 rounded-full border border-slate-400"
                  style={{ backgroundColor: URINE_SWATCH[color] }}
                />
                {t(`health.urineColors.${color}`)}
              </label>
            ))}
          </div>
        </fieldset>
      </fieldset>

      <HealthMedications
        medications={health.medications}
        onChange={(medications) => setHealth({ medications })}
      />
    </section>
  );
}

type Medication = Required<HealthInfo>['medications'][number];

/** The medications actually taken that day (healthInfo.medications: id, name, dosage, notes). */
function HealthMedications({
  medications,
  onChange,
}: {
  medications: Medication[];
  onChange(list: Medication[]): void;
}) {
  const { t } = useTranslation('planEditor');
  const locale = useLocale();
  const id = useId();
  const products = useQuery(medicalProductsOptions(locale));
  const [productId, setProductId] = useState('');
  const [dosage, setDosage] = useState('');
  const [notes, setNotes] = useState('');
  const product = products.data?.medicalProducts.find((p) => String(p.id) === productId);
  const full = medications.length >= MAX_HEALTH_MEDICATIONS;

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-2">
      <h4 id={`${id}-title`} className="font-medium">
        {t('health.medications')}
      </h4>
      {medications.length === 0 ? (
        <p className="text-sm text-slate-600">{t('health.noMedications')}</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-md border border-slate-200">
          {medications.map((medication, index) => (
            <li key={`${medication.id}-${index}`} className="flex flex-wrap items-center gap-2 px-3 py-1.5">
              <span className="flex-1">
                <span className="font-medium">{medication.name}</span>
                {medication.dosage && <span className="text-slate-700"> · {medication.dosage}</span>}
                {medication.notes && <span className="block text-sm text-slate-600">{medication.notes}</span>}
              </span>
              <Button
                variant="small"
                aria-label={t('health.removeMedication', { name: medication.name })}
                onClick={() => onChange(medications.filter((_, i) => i !== index))}
              >
                {t('remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form
        className="grid gap-2 sm:grid-cols-[1fr_8rem_1fr_auto] sm:items-end"
        aria-label={t('health.addMedication')}
        onSubmit={(event) => {
          event.preventDefault();
          if (!product || full) return;
          onChange([
            ...medications,
            { id: product.id, name: product.name, dosage: dosage.trim(), notes: notes.trim() },
          ]);
          setProductId('');
          setDosage('');
          setNotes('');
        }}
      >
        <div className="space-y-1">
          <label htmlFor={`${id}-product`} className="block text-sm font-medium">
            {t('health.medication')}
          </label>
          <select
            id={`${id}-product`}
            className={inputClass}
            value={productId}
            onChange={(event) => setProductId(event.target.value)}
          >
            <option value="">
              {products.isError ? t('medicationPicker.error') : t('health.chooseMedication')}
            </option>
            {(products.data?.medicalProducts ?? []).map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1">
          <label htmlFor={`${id}-dosage`} className="block text-sm font-medium">
            {t('health.dosage')}
          </label>
          <input
            id={`${id}-dosage`}
            className={inputClass}
            maxLength={60}
            value={dosage}
            onChange={(event) => setDosage(event.target.value)}
          />
        </div>
        <div className="space-y-1">
          <label htmlFor={`${id}-notes`} className="block text-sm font-medium">
            {t('health.medicationNotes')}
          </label>
          <input
            id={`${id}-notes`}
            className={inputClass}
            maxLength={500}
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
          />
        </div>
        <Button type="submit" disabled={!product || full}>
          {t('health.addMedication')}
        </Button>
      </form>
    </section>
  );
}
