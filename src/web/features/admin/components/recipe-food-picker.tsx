import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { inputClass } from '../../../components/ui/styles';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { recipeFoodsOptions, type RecipeFoodAnswer } from '../api/recipes-api';

/** A food's allergens in one line: "Milk; may contain: Gluten". */
export function FoodAllergens({ food }: { food: RecipeFoodAnswer }) {
  const { t } = useTranslation('adminRecipes');
  if (food.allergens.length === 0 && food.mayContain.length === 0)
    return <span className="text-slate-600">{t('picker.noAllergens')}</span>;
  return (
    <span className="text-slate-800">
      {food.allergens.map((a) => a.label).join(', ')}
      {food.allergens.length > 0 && food.mayContain.length > 0 && '; '}
      {food.mayContain.length > 0 &&
        t('picker.mayContain', { allergens: food.mayContain.map((a) => a.label).join(', ') })}
    </span>
  );
}

/**
 * The ingredient's food: its name and allergens, or a search over the foods (names in the page's language)
 * to choose one from.
 */
export function RecipeFoodPicker(props: {
  id: string;
  food: RecipeFoodAnswer | undefined;
  error: string | undefined;
  onChoose: (food: RecipeFoodAnswer) => void;
}) {
  const { t } = useTranslation('adminRecipes');
  const [searching, setSearching] = useState(props.food === undefined);
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), 300);
  const results = useQuery({ ...recipeFoodsOptions(q), enabled: searching && q.length >= 2 });

  if (!searching && props.food)
    return (
      <div className="min-w-0">
        <p className="font-medium break-words text-slate-900" data-testid="admin-recipe-food-name">
          {props.food.name}
        </p>
        <p className="text-sm">
          <FoodAllergens food={props.food} />
        </p>
        <button
          type="button"
          className="text-sm text-brand-800 underline"
          onClick={() => setSearching(true)}
          aria-label={t('picker.changeFood', { food: props.food.name })}
        >
          {t('picker.change')}
        </button>
      </div>
    );

  const errorId = `${props.id}-error`;
  return (
    <div className="min-w-0">
      <label htmlFor={props.id} className="mb-1 block text-sm font-medium text-slate-800">
        {t('picker.search')}
      </label>
      <input
        id={props.id}
        type="search"
        className={inputClass}
        value={text}
        maxLength={200}
        placeholder={t('picker.placeholder')}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? errorId : undefined}
        onChange={(event) => setText(event.target.value)}
        data-testid="admin-recipe-food-search"
      />
      {props.error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-800">
          {props.error}
        </p>
      )}
      {q.length >= 2 && (
        <div aria-live="polite" className="mt-2">
          {results.isPending ? (
            <p className="text-sm text-slate-600">{t('picker.loading')}</p>
          ) : results.data && results.data.items.length > 0 ? (
            <ul className="max-h-64 space-y-1 overflow-y-auto rounded-lg border border-slate-200 bg-white p-1">
              {results.data.items.map((food) => (
                <li key={food.id}>
                  <button
                    type="button"
                    className="block w-full rounded-md px-2 py-1 text-left text-sm hover:bg-brand-50 focus-visible:bg-brand-50"
                    onClick={() => {
                      props.onChoose(food);
                      setSearching(false);
                      setText('');
                    }}
                    data-testid="admin-recipe-food-option"
                  >
                    <span className="block font-medium text-slate-900">{food.name}</span>
                    <span className="block">
                      <FoodAllergens food={food} />
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-700">{t('picker.noResults')}</p>
          )}
        </div>
      )}
      {props.food && (
        <Button variant="secondary" className="mt-2" onClick={() => setSearching(false)}>
          {t('picker.keep', { food: props.food.name })}
        </Button>
      )}
    </div>
  );
}
