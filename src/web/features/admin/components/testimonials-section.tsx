import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { TestimonialInput } from '../../../../core/contracts/home';
import { LOCALES } from '../../../../core/i18n/locales';
import { toast } from '../../../components/toast/toast-store';
import { Button, SubmitButton } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { useLocale } from '../../../lib/use-locale';
import { useZodForm } from '../../../lib/use-zod-form';
import {
  testimonialsOptions,
  useDeleteTestimonial,
  useSaveTestimonial,
  type AdminTestimonialRow,
} from '../api/admin-api';
import { ConfirmDialog } from './confirm-dialog';
import { ListSkeleton, LoadError } from './list-parts';

/** The contract's rules, one field per language (the form has flat fields). */
const { name, rating, weight, text } = TestimonialInput.shape;
const TestimonialForm = z.object({
  name,
  rating,
  weight,
  textPl: text.shape.pl,
  textDe: text.shape.de,
  textEn: text.shape.en,
});
type TestimonialFormValues = z.input<typeof TestimonialForm>;

/** Editing: a new one (null) or an existing one; closed: undefined. */
type Editing = AdminTestimonialRow | null | undefined;

/** Testimonials on the home page: heaviest first; weight 0 keeps one stored but hidden (HOME-56). */
export function TestimonialsSection() {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const list = useQuery(testimonialsOptions());
  const [editing, setEditing] = useState<Editing>(undefined);
  const [deleting, setDeleting] = useState<AdminTestimonialRow | null>(null);
  const remove = useDeleteTestimonial();

  let body;
  if (list.isPending) body = <ListSkeleton label={t('list.loading')} />;
  else if (list.isError) body = <LoadError error={list.error} onRetry={() => void list.refetch()} />;
  else if (list.data.testimonials.length === 0)
    body = (
      <p className="rounded-xl border border-slate-200 bg-white p-4 text-slate-700">
        {t('testimonials.empty')}
      </p>
    );
  else
    body = (
      <ul className="space-y-2">
        {[...list.data.testimonials]
          .sort((a, b) => b.weight - a.weight)
          .map((item) => (
            <li
              key={item.id}
              className="rounded-lg border border-slate-200 bg-white p-3 text-sm"
              data-testid="admin-testimonial-row"
            >
              <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <span className="font-semibold break-words text-slate-900">{item.name}</span>
                <span className="text-slate-700">
                  {t('feedback.rating', { rating: item.rating })} ·{' '}
                  {item.weight === 0
                    ? t('testimonials.hidden')
                    : t('testimonials.weightValue', { weight: item.weight })}
                </span>
              </div>
              <p className="mt-1 break-words text-slate-800">{item.text[locale]}</p>
              <div className="mt-2 flex flex-wrap gap-2">
                <Button variant="small" onClick={() => setEditing(item)}>
                  {t('testimonials.edit')}
                </Button>
                <Button variant="small" onClick={() => setDeleting(item)}>
                  {t('testimonials.delete')}
                </Button>
              </div>
            </li>
          ))}
      </ul>
    );

  return (
    <>
      <Button className="mb-4" onClick={() => setEditing(null)} data-testid="admin-testimonial-new">
        {t('testimonials.new')}
      </Button>
      {body}
      {editing !== undefined && (
        <TestimonialDialog
          key={editing?.id ?? 'new'}
          testimonial={editing}
          onClose={() => setEditing(undefined)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('testimonials.deleteTitle')}
        description={t('testimonials.deleteQuestion', { name: deleting?.name ?? '' })}
        confirmLabel={t('testimonials.delete')}
        busy={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => toast.success(t('testimonials.deleted')),
            onError: (error) =>
              toast.error(error instanceof ApiError ? error.message : t('user.actionFailed')),
            onSettled: () => setDeleting(null),
          })
        }
      />
    </>
  );
}

const LANGUAGE_FIELDS = { pl: 'textPl', de: 'textDe', en: 'textEn' } as const;

function TestimonialDialog({
  testimonial,
  onClose,
}: {
  testimonial: AdminTestimonialRow | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['admin', 'errors']);
  const save = useSaveTestimonial(testimonial?.id ?? null);
  const [failure, setFailure] = useState<string | null>(null);
  const { formRef, ...form } = useZodForm(TestimonialForm, {
    defaultValues: {
      name: testimonial?.name ?? '',
      rating: testimonial?.rating ?? 5,
      weight: testimonial?.weight ?? 1,
      textPl: testimonial?.text.pl ?? '',
      textDe: testimonial?.text.de ?? '',
      textEn: testimonial?.text.en ?? '',
    } satisfies TestimonialFormValues,
    message: (key) => t(`errors:${key}`, { defaultValue: t('errors:invalidValue') }),
  });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={testimonial ? t('testimonials.editTitle') : t('testimonials.newTitle')}
      width="xl"
      testId="admin-testimonial-dialog"
    >
      <form
        ref={formRef}
        noValidate
        className="space-y-4"
        onSubmit={(event) =>
          form.submit(event, async (data) => {
            setFailure(null);
            try {
              await save.mutateAsync({
                name: data.name,
                rating: data.rating,
                weight: data.weight,
                text: { pl: data.textPl, de: data.textDe, en: data.textEn },
              });
              toast.success(t('testimonials.saved'));
              onClose();
            } catch (error) {
              if (error instanceof ApiError) {
                form.setServerErrors(error.fields);
                setFailure(error.message);
              } else setFailure(t('user.actionFailed'));
            }
          })
        }
      >
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField id="testimonial-name" label={t('testimonials.name')} {...form.field('name')} />
          <SelectField
            id="testimonial-rating"
            label={t('testimonials.rating')}
            options={[5, 4, 3, 2, 1].map((n) => ({
              value: String(n),
              label: t('feedback.rating', { rating: n }),
            }))}
            {...form.field('rating', { valueAsNumber: true })}
          />
          <TextField
            id="testimonial-weight"
            type="number"
            min={0}
            max={1000}
            label={t('testimonials.weight')}
            hint={t('testimonials.weightHint')}
            {...form.field('weight', { valueAsNumber: true })}
          />
        </div>
        <div className="grid gap-4 md:grid-cols-3">
          {LOCALES.map((language) => (
            <TextAreaField
              key={language}
              id={`testimonial-${language}`}
              rows={6}
              label={t('testimonials.text', { language: t(`languages.${language}`) })}
              {...form.field(LANGUAGE_FIELDS[language])}
            />
          ))}
        </div>
        {failure && (
          <p role="alert" className="text-sm font-medium text-red-800">
            {failure}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('confirm.cancel')}
          </Button>
          <SubmitButton busy={form.formState.isSubmitting} data-testid="admin-testimonial-save">
            {t('testimonials.save')}
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
