import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RenameDietRequest } from '../../../../core/contracts/diet-plan';
import { planEndDate } from '../../../../core/domain/plan/plan-view';
import type { Locale } from '../../../../core/i18n/locales';
import { pageHref } from '../../../../core/routes';
import { toast } from '../../../components/toast/toast-store';
import { ApiError } from '../../../lib/api-client';
import { useLocale } from '../../../lib/use-locale';
import { useZodForm } from '../../../lib/use-zod-form';
import { dietListOptions, useDeleteDiet, useRenameDiet, type DietList } from '../../../plan/api/plan-api';
import { Dialog } from '../../../components/ui/dialog';
import { GeneratorFrame } from '../components/generator-frame';
import { LoginPrompt } from '../../../plan/view/login-prompt';
import { Button } from '../../../components/ui/button';
import { buttonClass, inputClass, linkClass, cardClass } from '../../../components/ui/styles';
import { Notice } from '../../../components/ui/notice';
import { fieldAria } from '../../../components/ui/field';
import { formatMoment, formatPlanDate, whole } from '../../../plan/lib/format';
import { useCurrentUser } from '../../../lib/session';
import { Badge } from '../../../components/badge';

type DietSummary = DietList['items'][number];

/** `my-diets` (A §2, PGEN-04/05): the user's saved diets — open, rename, delete; guests get a login prompt. */
export function MyDietsPage() {
  const locale = useLocale();
  const { t } = useTranslation('planner');
  const user = useCurrentUser();
  const path = pageHref('personalDietMyDiets', locale);
  const list = useQuery({ ...dietListOptions(locale), enabled: user !== null });
  const [deleting, setDeleting] = useState<DietSummary | null>(null);
  const remove = useDeleteDiet(locale);
  const confirmDelete = (diet: DietSummary) =>
    remove.mutate(diet.id, {
      onSuccess: () => {
        toast.success(t('myDiets.deleted', { name: diet.name }));
        setDeleting(null);
      },
    });

  let body;
  if (!user || (list.error instanceof ApiError && list.error.status === 401)) {
    body = <LoginPrompt locale={locale} nextPath={path} text={t('myDiets.loginPrompt')} />;
  } else if (list.isPending) {
    body = (
      <ul className="space-y-3" aria-busy="true" aria-label={t('common:loading')}>
        {[0, 1, 2].map((i) => (
          <li key={i} className="h-24 animate-pulse rounded-xl bg-slate-100" />
        ))}
      </ul>
    );
  } else if (list.isError) {
    body = (
      <Notice tone="error">
        {list.error instanceof ApiError ? list.error.message : t('errors.loadFailed')}{' '}
        <button type="button" className="underline" onClick={() => void list.refetch()}>
          {t('actions.retry')}
        </button>
      </Notice>
    );
  } else if (list.data.items.length === 0) {
    body = (
      <div className={cardClass} data-testid="my-diets-empty">
        <p className="text-slate-800">{t('myDiets.empty')}</p>
        <Link to={pageHref('personalDiet', locale)} className={`${buttonClass('primary')} mt-4`}>
          {t('myDiets.create')}
        </Link>
      </div>
    );
  } else {
    body = (
      <>
        <p className="mb-3 text-slate-700" aria-live="polite">
          {t('myDiets.count', { count: list.data.items.length })}
          {list.isFetching && <span className="ml-2 text-sm text-slate-600">{t('myDiets.updating')}</span>}
        </p>
        <ul className="space-y-3" data-testid="my-diets">
          {list.data.items.map((diet) => (
            <DietRow key={diet.id} diet={diet} locale={locale} onDelete={() => setDeleting(diet)} />
          ))}
        </ul>
      </>
    );
  }

  return (
    <GeneratorFrame title={t('myDiets.title')} active="myDiets" locale={locale} nextPath={path}>
      {body}
      <Dialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open && !remove.isPending) {
            setDeleting(null);
            remove.reset();
          }
        }}
        title={t('myDiets.deleteTitle')}
        description={deleting ? t('myDiets.deleteText', { name: deleting.name }) : undefined}
        role="alertdialog"
        testId="delete-dialog"
        footer={
          <>
            <Button variant="secondary" onClick={() => setDeleting(null)} disabled={remove.isPending}>
              {t('actions.cancel')}
            </Button>
            <Button
              variant="danger"
              onClick={() => deleting && confirmDelete(deleting)}
              disabled={remove.isPending}
            >
              {remove.isPending ? t('myDiets.deleting') : t('myDiets.delete')}
            </Button>
          </>
        }
      >
        {remove.isError && (
          <Notice tone="error">
            {remove.error instanceof ApiError ? remove.error.message : t('errors.deleteFailed')}
          </Notice>
        )}
      </Dialog>
    </GeneratorFrame>
  );
}

function DietRow({ diet, locale, onDelete }: { diet: DietSummary; locale: Locale; onDelete(): void }) {
  const { t } = useTranslation('planner');
  const [renaming, setRenaming] = useState(false);
  const rename = useRenameDiet(diet.id, locale);

  // The contract's keys (nameRequired, nameTooLong) are this page's texts.
  const { formRef, ...form } = useZodForm(RenameDietRequest, {
    defaultValues: { name: diet.name },
    message: (key) => t(`errors.${key === 'nameTooLong' ? 'nameTooLong' : 'nameRequired'}`),
  });
  const inputId = `diet-name-${diet.id}`;
  const href = pageHref('personalDietSaved', locale, { dietId: diet.id });
  const { error: errorText, ...nameInput } = form.field('name');

  const submit = (event: FormEvent<HTMLFormElement>) =>
    form.submit(event, ({ name }) =>
      rename.mutate(name, {
        onSuccess: () => {
          setRenaming(false);
          toast.success(t('myDiets.renamed'));
        },
        onError: (e) =>
          form.setServerErrors({
            name: e instanceof ApiError ? (e.fields.name ?? e.message) : t('errors.renameFailed'),
          }),
      }),
    );

  return (
    <li
      className={`${cardClass} flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between`}
      data-testid="my-diet"
    >
      <div className="min-w-0 flex-1">
        {renaming ? (
          <form ref={formRef} onSubmit={submit} className="space-y-1" noValidate>
            <label htmlFor={inputId} className="block text-sm font-medium">
              {t('myDiets.nameLabel')}
            </label>
            <div className="flex flex-wrap gap-2">
              <input
                {...nameInput}
                {...fieldAria(inputId, { error: errorText })}
                maxLength={140}
                className={`${inputClass} min-w-0 flex-1`}
                autoFocus
              />
              <Button type="submit" variant="small" disabled={rename.isPending}>
                {t('actions.save')}
              </Button>
              <Button
                variant="small"
                onClick={() => {
                  setRenaming(false);
                  form.reset({ name: diet.name });
                }}
              >
                {t('actions.cancel')}
              </Button>
            </div>
            {errorText && (
              <p id={`${inputId}-error`} className="text-sm font-medium text-red-800">
                {errorText}
              </p>
            )}
          </form>
        ) : (
          <h2 className="text-lg font-semibold break-words">
            <Link to={href} className={linkClass}>
              {diet.name}
            </Link>
          </h2>
        )}
        {diet.assignedBy && (
          <p className="mt-1" data-testid="assigned-by">
            <Badge tone="brand">
              {diet.assignedBy.name
                ? t('myDiets.fromSpecialist', { name: diet.assignedBy.name })
                : t('myDiets.fromSpecialistUnnamed')}
            </Badge>
          </p>
        )}
        <p className="mt-1" data-testid="diet-generator-label">
          <Badge tone={diet.generator === 'alternative' ? 'info' : 'neutral'}>
            {t(`myDiets.generator.${diet.generator}`)}
          </Badge>
        </p>
        <p className="mt-1 text-sm text-slate-700">
          {diet.startDate
            ? t('myDiets.dates', {
                from: formatPlanDate(diet.startDate, locale, 'short'),
                to: formatPlanDate(planEndDate(diet.startDate, diet.planDuration), locale, 'short'),
              })
            : ''}{' '}
          · {t('myDiets.days', { count: diet.planDuration })} ·{' '}
          {t('units.kcal', { value: whole(diet.targetCalories, locale) })}
        </p>
        <p className="text-sm text-slate-600">
          {t('myDiets.updated', { date: formatMoment(diet.updatedAt, locale) })}
        </p>
      </div>
      {!renaming && (
        <div className="flex flex-wrap gap-2">
          <Link
            to={href}
            className={buttonClass('small')}
            aria-label={t('myDiets.openLabel', { name: diet.name })}
          >
            {t('myDiets.open')}
          </Link>
          <Button
            variant="small"
            onClick={() => setRenaming(true)}
            aria-label={t('myDiets.renameLabel', { name: diet.name })}
          >
            {t('myDiets.rename')}
          </Button>
          <Button
            variant="small"
            onClick={onDelete}
            aria-label={t('myDiets.deleteLabel', { name: diet.name })}
          >
            {t('myDiets.delete')}
          </Button>
        </div>
      )}
    </li>
  );
}
