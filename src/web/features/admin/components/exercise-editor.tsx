import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  ADMIN_PHOTO_TYPES,
  CompendiumCode,
  LocalizedName,
  MAX_EXERCISE_PHOTOS,
} from '../../../../core/contracts/admin-catalogues';
import { toast } from '../../../components/toast/toast-store';
import { Button, SubmitButton } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/field';
import { useLocale } from '../../../lib/use-locale';
import { useZodForm } from '../../../lib/use-zod-form';
import {
  compendiumOptions,
  exerciseOptions,
  useOrderExercisePhotos,
  useRemoveExercisePhoto,
  useSaveExercise,
  useUploadExercisePhoto,
  type AdminExerciseAnswer,
  type CompendiumAnswer,
} from '../api/catalogues-api';
import { AuditList } from './audit-list';
import {
  EditorFrame,
  failureText,
  flatFieldErrors,
  LANGUAGE_SUFFIX,
  LOCALES,
  UploadField,
} from './catalogue-form-parts';
import { ConfirmDialog } from './confirm-dialog';
import { ListSkeleton, LoadError } from './list-parts';

/** kcal per hour of the 70 kg reference person, as the server computes it. */
const REFERENCE_WEIGHT_KG = 70;

const ExerciseFormSchema = z.object({
  namePl: LocalizedName.shape.pl,
  nameDe: LocalizedName.shape.de,
  nameEn: LocalizedName.shape.en,
  metCode: CompendiumCode,
});
type ExerciseFormValues = z.input<typeof ExerciseFormSchema>;

/** One exercise: names side by side, the MET mapping (a Compendium code) and its photos. */
export function ExerciseEditor({ id }: { id: number }) {
  const { t } = useTranslation('adminCatalogue');
  const detail = useQuery(exerciseOptions(id));
  const compendium = useQuery(compendiumOptions());
  if (detail.isPending || compendium.isPending) return <ListSkeleton label={t('loading')} />;
  if (detail.isError) return <LoadError error={detail.error} onRetry={() => void detail.refetch()} />;
  if (compendium.isError)
    return <LoadError error={compendium.error} onRetry={() => void compendium.refetch()} />;
  return <ExerciseEditForm key={detail.data.id} exercise={detail.data} compendium={compendium.data} />;
}

function ExerciseEditForm({
  exercise,
  compendium,
}: {
  exercise: AdminExerciseAnswer;
  compendium: CompendiumAnswer;
}) {
  const { t } = useTranslation(['adminCatalogue', 'errors']);
  const locale = useLocale();
  const save = useSaveExercise(exercise.id);
  const [failure, setFailure] = useState<string | null>(null);
  const { formRef, ...form } = useZodForm(ExerciseFormSchema, {
    defaultValues: {
      namePl: exercise.names.pl,
      nameDe: exercise.names.de,
      nameEn: exercise.names.en,
      metCode: exercise.metCode,
    } satisfies ExerciseFormValues,
    message: (key) => t(`errors:${key}`, { defaultValue: t('errors:invalidValue') }),
  });
  const chosen = compendium.entries.find((entry) => entry.code === form.watch('metCode'));
  const options = compendium.entries.some((entry) => entry.code === exercise.metCode)
    ? compendium.entries
    : [{ code: exercise.metCode, met: exercise.met, category: '', description: '' }, ...compendium.entries];
  return (
    <EditorFrame title={exercise.names[locale]} back={t('exercises.back')}>
      <form
        ref={formRef}
        noValidate
        className="space-y-4"
        data-testid="admin-exercise-form"
        onSubmit={(event) =>
          form.submit(event, async (data) => {
            setFailure(null);
            try {
              await save.mutateAsync({
                names: { pl: data.namePl, de: data.nameDe, en: data.nameEn },
                metCode: data.metCode,
              });
              toast.success(t('saved'));
            } catch (error) {
              form.setServerErrors(flatFieldErrors(error), true);
              setFailure(failureText(error, t('saveFailed')));
            }
          })
        }
      >
        <fieldset className="grid gap-4 lg:grid-cols-3">
          <legend className="mb-2 text-sm font-semibold text-slate-900">{t('names')}</legend>
          {LOCALES.map((language) => (
            <TextField
              key={language}
              id={`exercise-name-${language}`}
              label={t('nameIn', { language: t(`languages.${language}`) })}
              lang={language}
              {...form.field(`name${LANGUAGE_SUFFIX[language]}`)}
            />
          ))}
        </fieldset>
        <SelectField
          id="exercise-met-code"
          label={t('exercises.metCode')}
          hint={t('exercises.metHint')}
          options={options.map((entry) => ({
            value: entry.code,
            label: `${entry.code} · ${t('exercises.metValue', { met: entry.met })}${entry.description ? ` · ${entry.description}` : ''}`,
          }))}
          {...form.field('metCode')}
        />
        <p className="text-sm text-slate-800" aria-live="polite" data-testid="admin-exercise-kcal">
          {chosen
            ? t('exercises.kcalPreview', {
                met: chosen.met,
                kcal: Math.round(chosen.met * REFERENCE_WEIGHT_KG),
              })
            : t('exercises.kcalHour', { kcal: exercise.kcalHour })}
        </p>
        {failure && (
          <p role="alert" className="text-sm font-medium text-red-800">
            {failure}
          </p>
        )}
        <SubmitButton busy={form.formState.isSubmitting} data-testid="admin-exercise-save">
          {t('save')}
        </SubmitButton>
      </form>
      <ExercisePhotos exercise={exercise} />
      <h3 className="text-lg font-semibold text-slate-900">{t('history')}</h3>
      <AuditList targetType="exercise" targetId={String(exercise.id)} pageParam="auditPage" />
    </EditorFrame>
  );
}

/** The photos in their order: move one earlier or later, remove one (after a confirmation), upload another. */
function ExercisePhotos({ exercise }: { exercise: AdminExerciseAnswer }) {
  const { t } = useTranslation('adminCatalogue');
  const upload = useUploadExercisePhoto(exercise.id);
  const order = useOrderExercisePhotos(exercise.id);
  const remove = useRemoveExercisePhoto(exercise.id);
  const [removing, setRemoving] = useState<number | null>(null);
  const paths = exercise.photos.map((photo) => photo.path);
  const move = (from: number, to: number) => {
    const next = [...paths];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    order.mutate(next, { onError: (error) => toast.error(failureText(error, t('saveFailed'))) });
  };
  return (
    <section aria-labelledby="exercise-photos-title" className="space-y-3">
      <h3 id="exercise-photos-title" className="text-lg font-semibold text-slate-900">
        {t('exercises.photos')}
      </h3>
      {exercise.photos.length === 0 ? (
        <p className="text-sm text-slate-700">{t('exercises.noPhotos')}</p>
      ) : (
        <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {exercise.photos.map((photo, index) => (
            <li
              key={photo.path}
              className="rounded-lg border border-slate-200 bg-white p-2"
              data-testid="admin-exercise-photo"
            >
              <img
                src={photo.cardUrl}
                alt={t('exercises.photoAlt', { number: index + 1, name: exercise.names.en })}
                className="aspect-[4/3] w-full rounded object-cover"
              />
              <div className="mt-2 flex flex-wrap gap-2">
                <Button
                  variant="small"
                  disabled={index === 0 || order.isPending}
                  aria-label={t('exercises.moveEarlier', { number: index + 1 })}
                  onClick={() => move(index, index - 1)}
                >
                  <span aria-hidden>←</span>
                </Button>
                <Button
                  variant="small"
                  disabled={index === exercise.photos.length - 1 || order.isPending}
                  aria-label={t('exercises.moveLater', { number: index + 1 })}
                  onClick={() => move(index, index + 1)}
                >
                  <span aria-hidden>→</span>
                </Button>
                <Button
                  variant="small"
                  onClick={() => setRemoving(index)}
                  data-testid="admin-exercise-photo-remove"
                >
                  {t('exercises.removePhoto')}
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
      {exercise.photos.length < MAX_EXERCISE_PHOTOS && (
        <UploadField
          label={t('exercises.addPhoto')}
          hint={t('upload.imageHint')}
          accept={ADMIN_PHOTO_TYPES.join(',')}
          buttonLabel={t('upload.upload')}
          busy={upload.isPending}
          image
          testId="admin-exercise-upload"
          onUpload={(file) => upload.mutateAsync(file)}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t('exercises.removeTitle')}
        description={t('exercises.removeQuestion', { number: (removing ?? 0) + 1 })}
        confirmLabel={t('exercises.removePhoto')}
        busy={remove.isPending}
        onConfirm={() =>
          removing !== null &&
          remove.mutate(removing, {
            onSuccess: () => toast.success(t('exercises.photoRemoved')),
            onError: (error) => toast.error(failureText(error, t('saveFailed'))),
            onSettled: () => setRemoving(null),
          })
        }
      />
    </section>
  );
}
