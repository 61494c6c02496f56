import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSearchText } from '../../../components/catalogue/search-box';
import { useLocale } from '../../../lib/use-locale';
import { exercisesOptions, type CatalogueFilter } from '../api/catalogues-api';
import { pageOf, useAdminParams } from '../lib/section-params';
import { ListBody, SearchField, SearchForm } from './list-parts';

/** Exercises: search by name (any language), 20 a page; a row opens the editor. */
export function ExerciseList() {
  const { t } = useTranslation('adminCatalogue');
  const locale = useLocale();
  const { params, update, hrefWith } = useAdminParams();
  const q = params.get('q') ?? '';
  const filter: CatalogueFilter = { ...(q ? { q } : {}), page: pageOf(params.get('page')) };
  const [text, setText] = useSearchText(q, (next) => update({ q: next, page: null }));
  const list = useQuery(exercisesOptions(filter));
  return (
    <>
      <SearchForm onSearch={() => update({ q: text.trim(), page: null })}>
        <SearchField
          id="admin-exercises-search"
          label={t('exercises.search')}
          value={text}
          placeholder={t('exercises.searchPlaceholder')}
          testId="admin-exercises-search"
          onChange={setText}
        />
      </SearchForm>
      <ListBody list={list} summaryKey="adminCatalogue:exercises.summary" emptyText={t('exercises.empty')}>
        {(data) => (
          <ul className="space-y-2">
            {data.items.map((exercise) => (
              <li
                key={exercise.id}
                className="flex items-center gap-3 rounded-lg border border-slate-200 bg-white p-3 text-sm"
                data-testid="admin-exercise-row"
              >
                {exercise.photo ? (
                  <img src={exercise.photo} alt="" className="h-12 w-16 shrink-0 rounded object-cover" />
                ) : (
                  <span className="h-12 w-16 shrink-0 rounded bg-slate-100" aria-hidden />
                )}
                <div className="min-w-0">
                  <Link
                    to={hrefWith({ id: exercise.id })}
                    className="font-semibold break-words text-brand-800 underline"
                  >
                    {exercise.names[locale]}
                  </Link>
                  <p className="mt-1 text-slate-700">
                    {t('exercises.metValue', { met: exercise.met })} ·{' '}
                    {t('exercises.kcalHour', { kcal: exercise.kcalHour })}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </ListBody>
    </>
  );
}
