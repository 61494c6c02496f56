import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FoodRecognitionSearchResponse } from '../../../../core/contracts/food-recognition';
import type { Locale } from '../../../../core/i18n/locales';
import { inputClass } from '../../../components/ui/styles';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { foodSearchOptions, MIN_SEARCH_LENGTH } from '../api/food-recognition';

export type FoodSearchResult = FoodRecognitionSearchResponse['results'][number];

/** How long typing rests before the search is sent. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * DECISIONS IMG-19: correcting the food. A combobox that searches our food table by name in the page's
 * language (`POST /search {query, language}`) and lists the matches; picking one makes it the analysed food.
 */
export function FoodSearch({ locale, onPick }: { locale: Locale; onPick: (food: FoodSearchResult) => void }) {
  const { t } = useTranslation('imageToKcal');
  const id = useId();
  const [input, setInput] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const query = useDebouncedValue(input, SEARCH_DEBOUNCE_MS);
  const search = useQuery(foodSearchOptions(query, locale));
  const results = query.trim().length >= MIN_SEARCH_LENGTH ? (search.data?.results ?? []) : [];
  const showList = open && input.trim().length >= MIN_SEARCH_LENGTH;
  const listId = `${id}-results`;
  const state = search.isError
    ? 'error'
    : search.isPending || query !== input
      ? 'loading'
      : results.length === 0
        ? 'empty'
        : 'success';

  const pick = (index: number) => {
    const food = results[index];
    if (!food) return;
    onPick(food);
    setInput('');
    setOpen(false);
  };

  return (
    <div className="relative">
      <label htmlFor={`${id}-input`} className="font-medium text-slate-900">
        {t('result.correct.label')}
      </label>
      <input
        id={`${id}-input`}
        type="search"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && results[active] ? `${listId}-${active}` : undefined}
        value={input}
        maxLength={100}
        placeholder={t('result.correct.placeholder')}
        className={`${inputClass} mt-1`}
        data-testid="food-search-input"
        onChange={(event) => {
          setInput(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') setActive((i) => Math.min(i + 1, Math.max(results.length - 1, 0)));
          else if (event.key === 'ArrowUp') setActive((i) => Math.max(i - 1, 0));
          else if (event.key === 'Escape') setOpen(false);
          else if (event.key === 'Enter' && showList) pick(active);
          else return;
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
              aria-label={t('result.correct.label')}
              className="max-h-72 overflow-y-auto"
              data-testid="food-search-results"
            >
              {results.map((food, index) => (
                <li
                  key={food.foodId}
                  id={`${listId}-${index}`}
                  role="option"
                  aria-selected={index === active}
                  className={`cursor-pointer px-3 py-2 ${index === active ? 'bg-brand-50' : ''}`}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => pick(index)}
                >
                  <span className="font-medium text-slate-900">{food.name}</span>
                  <span className="text-slate-600"> · {food.category}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p
              id={listId}
              role="status"
              className="px-3 py-2 text-slate-600"
              data-testid="food-search-status"
            >
              {t(`result.correct.${state}`)}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
