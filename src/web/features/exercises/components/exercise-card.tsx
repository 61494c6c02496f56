import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ExerciseCard as ExerciseCardData } from '../../../../core/contracts/catalogue';
import { formatNumber } from '../../../../core/domain/format';
import { pageHref } from '../../../../core/routes';
import { Badge, BadgeList } from '../../../components/badge';
import { idSlug } from '../../../lib/id-slug';
import { useLocale } from '../../../lib/use-locale';

export function ExerciseCard({ exercise }: { exercise: ExerciseCardData }) {
  const { t } = useTranslation('catalogue');
  const locale = useLocale();
  return (
    <Link
      to={pageHref('exerciseDetail', locale, { idSlug: idSlug(exercise.id, exercise.slug) })}
      className="flex h-full flex-col gap-2 rounded-xl border border-slate-200 p-3 shadow-sm hover:border-brand-700"
      data-testid="exercise-card"
    >
      {exercise.image ? (
        <img
          src={exercise.image}
          alt=""
          loading="lazy"
          width={400}
          height={267}
          className="aspect-[3/2] w-full rounded-lg bg-slate-100 object-cover"
        />
      ) : (
        <div className="aspect-[3/2] rounded-lg bg-slate-100" aria-hidden="true" />
      )}
      <h2 className="font-semibold text-slate-900">{exercise.name}</h2>
      <div className="flex flex-wrap gap-1">
        <Badge tone="brand">{t('exercises.kcalHour', { kcal: exercise.kcal_hour })}</Badge>
        <Badge tone="info">{t('exercises.mets', { mets: formatNumber(exercise.mets, locale, 1) })}</Badge>
        <Badge>{exercise.type.label}</Badge>
        <Badge>{exercise.group.label}</Badge>
      </div>
      <BadgeList
        items={exercise.tags.map((tag) => tag.label)}
        max={5}
        more={(count) => t('more', { count })}
      />
    </Link>
  );
}
