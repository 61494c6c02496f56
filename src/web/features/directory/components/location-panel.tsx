import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatKilometres } from '../../../../core/domain/format';
import type { ExtraControls } from '../../../components/catalogue/catalogue-list';
import { toast } from '../../../components/toast/toast-store';
import { useLocale } from '../../../lib/use-locale';
import { chooseSuggestion, clearLocation, radiusOrDefault } from '../lib/location';
import { useGeoSuggestions } from '../lib/use-geo-suggestions';

export interface LocationOptions {
  defaultCountry: { iso: string; country: string };
  radiusOptions: number[];
  countries: Array<{ iso: string; country: string }>;
}

/**
 * The place picker (SPEC-15..28, SPEC-44): a country, a city with suggestions from our gazetteer, the radius
 * as chips in km, and the chosen place with a button that clears it.
 */
export function LocationPanel({
  extra,
  setExtra,
  options,
}: ExtraControls & { options: LocationOptions | undefined }) {
  const { t } = useTranslation('directory');
  const locale = useLocale();
  const id = useId();
  const [input, setInput] = useState('');
  const [active, setActive] = useState(0);
  const [open, setOpen] = useState(false);
  const country = extra.country ?? options?.defaultCountry.iso;
  const { suggestions, state } = useGeoSuggestions(input, country === 'all' ? undefined : country, locale);
  const radiusOptions = options?.radiusOptions ?? [5, 10, 20, 30, 50];
  const radius = radiusOrDefault(extra.geo);

  // SPEC-28: a failed suggestion call is a global error toast (once per failure).
  useEffect(() => {
    if (state === 'error') toast.error(t('location.error'));
  }, [state, t]);

  const choose = (index: number) => {
    const suggestion = suggestions[index];
    if (!suggestion) return;
    const next = chooseSuggestion(extra, suggestion, radiusOptions);
    if (!next) return;
    setExtra(next);
    setInput('');
    setOpen(false);
  };
  const listId = `${id}-places`;
  const showList = open && input.trim() !== '';

  return (
    <section
      aria-label={t('location.label')}
      className="mt-4 flex flex-col gap-3 rounded-xl border border-slate-200 p-4"
      data-testid="location-panel"
    >
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col text-sm text-slate-700">
          {t('location.country')}
          <select
            className="rounded-md border border-slate-300 bg-white px-3 py-2 text-sm"
            value={country ?? ''}
            data-testid="location-country"
            onChange={(event) => setExtra({ ...clearLocation(extra), country: event.target.value })}
          >
            {(options?.countries ?? []).map((option) => (
              <option key={option.iso} value={option.iso}>
                {option.country}
              </option>
            ))}
            <option value="all">{t('location.allCountries')}</option>
          </select>
        </label>
        <div className="relative flex min-w-56 flex-1 flex-col text-sm text-slate-700">
          <label htmlFor={`${id}-input`}>{t('location.label')}</label>
          <input
            id={`${id}-input`}
            type="text"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={showList}
            aria-controls={listId}
            aria-activedescendant={showList && suggestions[active] ? `${listId}-${active}` : undefined}
            value={input}
            maxLength={100}
            placeholder={t('location.placeholder')}
            className="rounded-md border border-slate-300 px-3 py-2"
            data-testid="location-input"
            onChange={(event) => {
              setInput(event.target.value);
              setActive(0);
              setOpen(true);
            }}
            onKeyDown={(event) => {
              if (event.key === 'ArrowDown') setActive((i) => Math.min(i + 1, suggestions.length - 1));
              else if (event.key === 'ArrowUp') setActive((i) => Math.max(i - 1, 0));
              else if (event.key === 'Escape') setOpen(false);
              else if (event.key === 'Enter') {
                event.preventDefault();
                choose(active);
              } else return;
              event.preventDefault();
            }}
            onBlur={() => setTimeout(() => setOpen(false), 150)}
          />
          {showList && (
            <div className="absolute top-full z-20 mt-1 w-full rounded-md border border-slate-200 bg-white shadow-lg">
              {state === 'success' ? (
                <ul
                  id={listId}
                  role="listbox"
                  aria-label={t('location.label')}
                  data-testid="location-suggestions"
                >
                  {suggestions.map((suggestion, index) => (
                    <li
                      key={`${suggestion.id}-${suggestion.name}`}
                      id={`${listId}-${index}`}
                      role="option"
                      aria-selected={index === active}
                      className={`cursor-pointer px-3 py-2 ${index === active ? 'bg-brand-50' : ''}`}
                      onMouseDown={(event) => event.preventDefault()}
                      onClick={() => choose(index)}
                    >
                      <span className="font-medium text-slate-900">{suggestion.name}</span>
                      <span className="text-slate-600">
                        {' '}
                        · {[suggestion.region, suggestion.country].filter(Boolean).join(', ')}
                      </span>
                    </li>
                  ))}
                </ul>
              ) : (
                <p
                  id={listId}
                  className="px-3 py-2 text-slate-600"
                  role="status"
                  data-testid="location-status"
                >
                  {state === 'loading'
                    ? t('location.loading')
                    : state === 'empty'
                      ? t('location.noMatch')
                      : state === 'error'
                        ? t('location.error')
                        : ''}
                </p>
              )}
            </div>
          )}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm text-slate-700" id={`${id}-radius`}>
          {t('location.radius')}
        </span>
        <ul className="flex flex-wrap gap-2" aria-labelledby={`${id}-radius`} data-testid="radius-options">
          {radiusOptions.map((km) => (
            <li key={km}>
              <button
                type="button"
                aria-pressed={radius === km}
                className={`rounded-full border px-3 py-1 text-sm ${radius === km ? 'border-brand-800 bg-brand-800 text-white' : 'border-slate-300 bg-white text-slate-800 hover:border-brand-700'}`}
                onClick={() => setExtra({ ...extra, geo: String(km) })}
              >
                {formatKilometres(km, locale)}
              </button>
            </li>
          ))}
        </ul>
        {extra.city && extra.lat && extra.lon && (
          <span
            className="ml-auto inline-flex items-center gap-2 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm text-brand-900"
            data-testid="location-chosen"
          >
            {t('location.chosen', { city: extra.city })}
            <button
              type="button"
              className="rounded-full px-2 py-0.5 text-brand-900 underline"
              onClick={() => setExtra(clearLocation(extra))}
              data-testid="location-clear"
            >
              {t('location.clear')}
            </button>
          </span>
        )}
      </div>
    </section>
  );
}
