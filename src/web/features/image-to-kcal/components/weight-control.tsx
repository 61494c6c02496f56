import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass } from '../../../components/ui/styles';
import { clampWeight, MAX_WEIGHT_G, MIN_WEIGHT_G } from '../lib/nutrition';

/** A typed weight: whole or decimal grams (a comma counts), within the range; else null. */
function typedWeight(text: string): number | null {
  const value = Number(text.trim().replace(',', '.'));
  if (text.trim() === '' || !Number.isFinite(value)) return null;
  return value >= MIN_WEIGHT_G && value <= MAX_WEIGHT_G ? clampWeight(value) : null;
}

/**
 * The portion's weight: a slider and a number of grams that follow each other (1–2000 g). A typed weight
 * counts as soon as it is valid; leaving the field puts back the weight in force (an out-of-range number is
 * brought into the range).
 */
export function WeightControl({ value, onChange }: { value: number; onChange: (weight: number) => void }) {
  const { t } = useTranslation('imageToKcal');
  const id = useId();
  // What the user is typing, for as long as the weight in force is the one it was typed for.
  const [draft, setDraft] = useState<{ text: string; weight: number } | null>(null);
  const text = draft && draft.weight === value ? draft.text : String(value);
  const invalid = typedWeight(text) === null;

  return (
    <div className="space-y-2" data-testid="weight-control">
      <div className="flex items-end justify-between gap-3">
        <label htmlFor={`${id}-grams`} className="font-medium text-slate-900">
          {t('result.weight.grams')}
        </label>
        <input
          id={`${id}-grams`}
          type="number"
          inputMode="decimal"
          min={MIN_WEIGHT_G}
          max={MAX_WEIGHT_G}
          step={1}
          value={text}
          aria-invalid={invalid || undefined}
          aria-describedby={`${id}-hint`}
          className={`${inputClass} w-28 text-right`}
          data-testid="weight-grams"
          onChange={(event) => {
            const next = event.target.value;
            const weight = typedWeight(next);
            setDraft({ text: next, weight: weight ?? value });
            if (weight !== null && weight !== value) onChange(weight);
          }}
          onBlur={() => {
            const typed = Number(text.trim().replace(',', '.'));
            if (text.trim() !== '' && Number.isFinite(typed) && clampWeight(typed) !== value)
              onChange(clampWeight(typed));
            setDraft(null);
          }}
        />
      </div>
      <input
        type="range"
        min={MIN_WEIGHT_G}
        max={MAX_WEIGHT_G}
        step={1}
        value={value}
        aria-label={t('result.weight.slider')}
        aria-valuetext={t('result.weight.valueText', { value })}
        className="w-full accent-brand-800"
        data-testid="weight-slider"
        onChange={(event) => onChange(clampWeight(Number(event.target.value)))}
      />
      <p id={`${id}-hint`} className={`text-sm ${invalid ? 'font-medium text-red-800' : 'text-slate-600'}`}>
        {t('result.weight.hint', { min: MIN_WEIGHT_G, max: MAX_WEIGHT_G })}
      </p>
    </div>
  );
}
