import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { AdminFoodChange, LocalizedName } from '../../../../core/contracts/admin-catalogues';
import { toast } from '../../../components/toast/toast-store';
import { SubmitButton } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/field';
import { Notice } from '../../../components/ui/notice';
import { useLocale } from '../../../lib/use-locale';
import { useZodForm } from '../../../lib/use-zod-form';
import {
  foodGroupsOptions,
  foodOptions,
  useSaveFood,
  type AdminFoodAnswer,
  type AdminFoodGroupsAnswer,
} from '../api/catalogues-api';
import { AuditList } from './audit-list';
import { EditorFrame, failureText, flatFieldErrors, LANGUAGE_SUFFIX, LOCALES } from './catalogue-form-parts';
import { ListSkeleton, LoadError } from './list-parts';

/** The contract's rules with one field per language. */
const FoodFormSchema = z.object({
  namePl: LocalizedName.shape.pl,
  nameDe: LocalizedName.shape.de,
  nameEn: LocalizedName.shape.en,
  groupId: AdminFoodChange.shape.groupId,
});
type FoodFormValues = z.input<typeof FoodFormSchema>;

/** One food: names in pl, de, en side by side and its group; SR28's nutrients are shown as read only. */
export function FoodEditor({ id }: { id: number }) {
  const { t } = useTranslation('adminCatalogue');
  const detail = useQuery(foodOptions(id));
  const groups = useQuery(foodGroupsOptions());
  if (detail.isPending || groups.isPending) return <ListSkeleton label={t('loading')} />;
  if (detail.isError) return <LoadError error={detail.error} onRetry={() => void detail.refetch()} />;
  if (groups.isError) return <LoadError error={groups.error} onRetry={() => void groups.refetch()} />;
  return <FoodEditForm key={detail.data.id} food={detail.data} groups={groups.data} />;
}

function FoodEditForm({ food, groups }: { food: AdminFoodAnswer; groups: AdminFoodGroupsAnswer }) {
  const { t } = useTranslation(['adminCatalogue', 'errors']);
  const locale = useLocale();
  const save = useSaveFood(food.id);
  const [failure, setFailure] = useState<string | null>(null);
  const { formRef, ...form } = useZodForm(FoodFormSchema, {
    defaultValues: {
      namePl: food.names.pl,
      nameDe: food.names.de,
      nameEn: food.names.en,
      groupId: food.groupId,
    } satisfies FoodFormValues,
    message: (key) => t(`errors:${key}`, { defaultValue: t('errors:invalidValue') }),
  });
  return (
    <EditorFrame title={food.names[locale]} back={t('foods.back')}>
      <dl className="grid gap-x-6 gap-y-1 text-sm text-slate-700 sm:grid-cols-[auto_1fr]">
        <dt className="font-medium">{t('foods.sourceLabel')}</dt>
        <dd>{t('foods.sourceValue', { source: food.source, id: food.sourceId })}</dd>
        <dt className="font-medium">{t('foods.description')}</dt>
        <dd className="break-words">{food.description}</dd>
        <dt className="font-medium">{t('foods.energy')}</dt>
        <dd>
          {food.energyKcal === null
            ? t('foods.noValue')
            : t('foods.kcal', { kcal: Math.round(food.energyKcal) })}
        </dd>
        <dt className="font-medium">{t('foods.recipes')}</dt>
        <dd>{t('foods.recipeCount', { count: food.recipeCount })}</dd>
      </dl>
      <Notice tone="info">{t('foods.nutrientsReadOnly')}</Notice>
      <form
        ref={formRef}
        noValidate
        className="space-y-4"
        data-testid="admin-food-form"
        onSubmit={(event) =>
          form.submit(event, async (data) => {
            setFailure(null);
            try {
              await save.mutateAsync({
                names: { pl: data.namePl, de: data.nameDe, en: data.nameEn },
                groupId: data.groupId,
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
              id={`food-name-${language}`}
              label={t('nameIn', { language: t(`languages.${language}`) })}
              lang={language}
              {...form.field(`name${LANGUAGE_SUFFIX[language]}`)}
            />
          ))}
        </fieldset>
        <SelectField
          id="food-group"
          label={t('foods.group')}
          className="max-w-md"
          options={groups.groups.map((g) => ({ value: String(g.id), label: g.names[locale] }))}
          {...form.field('groupId', { valueAsNumber: true })}
        />
        {failure && (
          <p role="alert" className="text-sm font-medium text-red-800">
            {failure}
          </p>
        )}
        <SubmitButton busy={form.formState.isSubmitting} data-testid="admin-food-save">
          {t('save')}
        </SubmitButton>
      </form>
      <h3 className="text-lg font-semibold text-slate-900">{t('history')}</h3>
      <AuditList targetType="food" targetId={String(food.id)} pageParam="auditPage" />
    </EditorFrame>
  );
}
