import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatNumber } from '../../../../core/domain/format';
import { kcalPerHour } from '../../../../core/domain/nutrition';
import { pageHref } from '../../../../core/routes';
import { Badge } from '../../../components/badge';
import { idFromSlug } from '../../../lib/id-slug';
import { useLocale } from '../../../lib/use-locale';
import { useDocumentTitle } from '../../../lib/document-title';
import { NotFoundPage } from '../../../components/not-found-page';
import { exerciseDetailOptions, myWeightOptions } from '../api/exercises-api';
import { useCurrentUser } from '../../../lib/session';
import { NarrationControl } from '../../../components/narration/narration-control';

const REFERENCE_KG = 70;

export function ExerciseDetailPage() {
  const { t } = useTranslation('catalogue');
  const locale = useLocale();
  const id = idFromSlug(useParams().idSlug);
  const exercise = useQuery({ ...exerciseDetailOptions(id ?? 0, locale), enabled: id !== null });
  useDocumentTitle(exercise.data?.name);
  const signedIn = useCurrentUser() !== null;
  const myWeight = useQuery(myWeightOptions(locale, signedIn));
  const [typed, setTyped] = useState<number | null>(null);
  const own = myWeight.data ?? null;
  const weight = typed ?? own ?? REFERENCE_KG;
  const weightSource =
    typed !== null ? 'typed' : own !== null ? 'own' : signedIn ? 'referenceSignedIn' : 'reference';
  if (id === null || (exercise.error as { status?: number } | null)?.status === 404) return <NotFoundPage />;
  if (exercise.isError)
    return (
      <p role="alert" className="p-8 text-red-900">
        {t('exercises.error')}
      </p>
    );
  if (!exercise.data) return <p className="p-8 text-slate-600">{t('common:loading')}</p>;
  const e = exercise.data;
  return (
    <article className="mx-auto max-w-4xl px-4 py-8">
      <Link to={pageHref('exercises', locale)} className="text-sm text-brand-800 underline">
        {t('exercises.title')}
      </Link>
      <h1 className="mt-2 text-3xl font-bold">{e.name}</h1>
      <NarrationControl type="exercise" id={e.id} language={locale} />
      <div className="mt-3 flex flex-wrap gap-1">
        <Badge>{e.type.label}</Badge>
        <Badge>{e.group.label}</Badge>
        <Badge>{e.level.label}</Badge>
        <Badge>{e.equipment.label}</Badge>
        {e.goals.map((g) => (
          <Badge key={g.value} tone="brand">
            {g.label}
          </Badge>
        ))}
      </div>
      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        {e.images.map((src, i) => (
          <img
            key={src}
            src={src}
            alt={t('detail.photo', { index: i + 1, name: e.name })}
            width={600}
            height={400}
            className="w-full rounded-lg bg-slate-100"
          />
        ))}
      </div>
      <section className="mt-6 rounded-xl bg-brand-50 p-4" aria-labelledby="energy-heading">
        <h2 id="energy-heading" className="font-semibold">
          {t('detail.energy')}
        </h2>
        <label className="mt-2 flex items-center gap-2 text-sm">
          {t('detail.weight')}
          <input
            type="number"
            min={30}
            max={300}
            value={weight}
            onChange={(event) =>
              setTyped(Math.min(300, Math.max(30, Math.round(Number(event.target.value) || REFERENCE_KG))))
            }
            className="w-24 rounded-md border border-slate-300 px-2 py-1"
            data-testid="weight-input"
          />
          kg
        </label>
        <p className="mt-2" data-testid="kcal-per-hour">
          {t('detail.metsAndKcal', {
            mets: formatNumber(e.mets, locale, 1),
            kcal: kcalPerHour(e.mets, weight),
          })}
        </p>
        <p className="mt-1 text-sm text-slate-600" data-testid="weight-source">
          {t(`detail.weightSource.${weightSource}`, { kg: formatNumber(weight, locale, 1) })}
        </p>
      </section>
      <section className="mt-6 grid gap-4 sm:grid-cols-2">
        <div>
          <h2 className="font-semibold">{t('detail.primaryMuscles')}</h2>
          <p className="text-sm">{e.primaryMuscles.map((m) => m.label).join(', ') || '–'}</p>
        </div>
        <div>
          <h2 className="font-semibold">{t('detail.secondaryMuscles')}</h2>
          <p className="text-sm">{e.secondaryMuscles.map((m) => m.label).join(', ') || '–'}</p>
        </div>
      </section>
      <section className="mt-6" aria-labelledby="how-heading">
        <h2 id="how-heading" className="text-xl font-semibold">
          {t('detail.steps')}
        </h2>
        {!e.instructionsTranslated && <p className="text-sm text-slate-600">{t('detail.englishOnly')}</p>}
        <ol className="mt-3 list-decimal space-y-2 pl-6" lang={e.instructionsTranslated ? undefined : 'en'}>
          {e.instructions.map((step, i) => (
            <li key={i}>{step}</li>
          ))}
        </ol>
      </section>
    </article>
  );
}
