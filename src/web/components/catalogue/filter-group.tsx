import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Option } from '../../../core/contracts/catalogue';

/** B §2: the first 10 options are chips; the rest are in a searchable list; selected values stay visible. */
export const VISIBLE_OPTIONS = 10;

export function FilterGroup(props: {
  label: string;
  options: Option[];
  selected: string[];
  onToggle: (value: string) => void;
  /** COMP-13: the options could not be loaded; said in red inside the group. */
  error?: string | null;
}) {
  const { t } = useTranslation('catalogue');
  const [query, setQuery] = useState('');
  const searchId = useId();
  const { options, selected } = props;
  const chips = options.slice(0, VISIBLE_OPTIONS);
  const rest = options.slice(VISIBLE_OPTIONS);
  const restSelected = rest.filter((o) => selected.includes(o.value));
  const q = query.trim().toLowerCase();
  const matches = q
    ? rest.filter((o) => o.label.toLowerCase().includes(q) && !selected.includes(o.value)).slice(0, 8)
    : [];
  const chip = (option: Option) => {
    const on = selected.includes(option.value);
    return (
      <li key={option.value}>
        <button
          type="button"
          aria-pressed={on}
          onClick={() => props.onToggle(option.value)}
          className={`rounded-full border px-3 py-1.5 text-sm ${on ? 'border-brand-800 bg-brand-800 text-white' : 'border-slate-300 bg-white text-slate-800 hover:border-brand-700'}`}
        >
          {option.label}
        </button>
      </li>
    );
  };
  return (
    <fieldset className="border-t border-slate-200 py-4">
      <legend className="mb-2 text-sm font-semibold text-slate-800">{props.label}</legend>
      {props.error && (
        <p className="text-sm text-red-800" data-testid="filter-group-error">
          {props.error}
        </p>
      )}
      <ul className="flex flex-wrap gap-2">
        {chips.map(chip)}
        {restSelected.map(chip)}
      </ul>
      {rest.length > 0 && (
        <div className="mt-3">
          <label htmlFor={searchId} className="text-sm text-slate-700">
            {t('filters.more')}
          </label>
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={t('filters.findOption')}
            className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
          />
          {q && (
            <ul className="mt-2 flex flex-wrap gap-2">
              {matches.length ? (
                matches.map(chip)
              ) : (
                <li className="text-sm text-slate-600">{t('filters.noOption')}</li>
              )}
            </ul>
          )}
        </div>
      )}
    </fieldset>
  );
}
