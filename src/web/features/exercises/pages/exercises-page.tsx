import { useTranslation } from 'react-i18next';
import type { ExerciseCard as ExerciseCardData } from '../../../../core/contracts/catalogue';
import { exerciseFilters, searchExercises } from '../api/exercises-api';
import { CatalogueList, type CatalogueDefinition } from '../../../components/catalogue/catalogue-list';
import { appConfig } from '../../../lib/app-config';
import { ExerciseCard } from '../components/exercise-card';

const definition: CatalogueDefinition<ExerciseCardData> = {
  kind: 'exercises',
  pageViewPath: '/exercise',
  search: searchExercises,
  filters: exerciseFilters,
  groups: [
    { key: 'type', options: 'categories' },
    { key: 'goal', options: 'goals' },
    { key: 'group', options: 'groups' },
    { key: 'tags', options: 'tags' },
    { key: 'metsMin', options: 'mets', single: true },
    { key: 'metsMax', options: 'mets', single: true },
    { key: 'kcalMin', options: 'kcalMin', single: true },
    { key: 'kcalMax', options: 'kcalMax', single: true },
  ],
  quickGroups: ['type', 'goal', 'group'],
  scrollOnPrevious: false,
  pageWindow: 2,
  renderCard: (exercise) => <ExerciseCard exercise={exercise} />,
};

export function ExercisesPage() {
  const { t } = useTranslation('catalogue');
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold">{t('exercises.title')}</h1>
      <p className="mt-2 mb-6 text-slate-700">{t('exercises.lead')}</p>
      <CatalogueList definition={definition} apiKey={appConfig.apiKey} />
    </div>
  );
}
