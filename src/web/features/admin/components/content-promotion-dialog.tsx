import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { BASKET_PRODUCT_TYPES } from '../../../../core/contracts/basket';
import { PROMOTION_KINDS, PromotionInput } from '../../../../core/contracts/promotions';
import { toast } from '../../../components/toast/toast-store';
import { Button, SubmitButton } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { SelectField, TextField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { useZodForm } from '../../../lib/use-zod-form';
import { useCreatePromotion, useUpdatePromotion, type AdminPromotionRow } from '../api/content-api';

/** An instant as a `datetime-local` input holds it (the browser's time zone), and back. */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
const fromLocalInput = (local: string) => {
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? local : date.toISOString();
};

/** The form holds local times; the contract (window: to after from) checks them as instants. */
const PromotionForm = z
  .object({
    key: z.string(),
    kind: z.string(),
    productType: z.string(),
    discountPercent: z.number('invalidValue'),
    startsAt: z.string(),
    endsAt: z.string(),
  })
  .transform((values) => ({
    ...values,
    startsAt: fromLocalInput(values.startsAt),
    endsAt: fromLocalInput(values.endsAt),
  }))
  .pipe(PromotionInput);
type PromotionFormValues = z.input<typeof PromotionForm>;

/** A new promotion (null) or a change of one's window and discount (its key, rule and product stay). */
export function PromotionDialog({
  promotion,
  onClose,
}: {
  promotion: AdminPromotionRow | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['adminContent', 'errors', 'admin']);
  const create = useCreatePromotion();
  const change = useUpdatePromotion(promotion?.id ?? 0);
  const [failure, setFailure] = useState<string | null>(null);
  const { formRef, ...form } = useZodForm(PromotionForm, {
    defaultValues: {
      key: promotion?.key ?? '',
      kind: promotion?.kind ?? 'welcome',
      productType: promotion?.productType ?? 'ebook',
      discountPercent: promotion?.discountPercent ?? 100,
      startsAt: promotion ? toLocalInput(promotion.startsAt) : '',
      endsAt: promotion ? toLocalInput(promotion.endsAt) : '',
    } satisfies PromotionFormValues,
    message: (key) => t(`errors:${key}`, { defaultValue: t('errors:invalidValue') }),
  });
  const fixed = promotion !== null;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={promotion ? t('promotions.editTitle') : t('promotions.newTitle')}
      width="xl"
      testId="admin-promotion-dialog"
    >
      <form
        ref={formRef}
        noValidate
        className="space-y-4"
        onSubmit={(event) =>
          form.submit(event, async (data) => {
            setFailure(null);
            try {
              if (promotion)
                await change.mutateAsync({
                  discountPercent: data.discountPercent,
                  startsAt: data.startsAt,
                  endsAt: data.endsAt,
                });
              else await create.mutateAsync(data);
              toast.success(t('promotions.saved'));
              onClose();
            } catch (error) {
              if (error instanceof ApiError) {
                form.setServerErrors(error.fields);
                setFailure(error.message);
              } else setFailure(t('promotions.saveFailed'));
            }
          })
        }
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField id="promotion-key" label={t('promotions.key')} readOnly={fixed} {...form.field('key')} />
          <SelectField
            id="promotion-kind"
            label={t('promotions.kind')}
            disabled={fixed}
            options={PROMOTION_KINDS.map((kind) => ({ value: kind, label: t(`promotions.kinds.${kind}`) }))}
            {...form.field('kind')}
          />
          <SelectField
            id="promotion-product-type"
            label={t('promotions.productType')}
            disabled={fixed}
            options={BASKET_PRODUCT_TYPES.map((type) => ({
              value: type,
              label: t(`promotions.productTypes.${type}`),
            }))}
            {...form.field('productType')}
          />
          <TextField
            id="promotion-discount"
            type="number"
            min={1}
            max={100}
            label={t('promotions.discount')}
            {...form.field('discountPercent', { valueAsNumber: true })}
          />
          <TextField
            id="promotion-starts-at"
            type="datetime-local"
            label={t('promotions.startsAt')}
            {...form.field('startsAt')}
          />
          <TextField
            id="promotion-ends-at"
            type="datetime-local"
            label={t('promotions.endsAt')}
            {...form.field('endsAt')}
          />
        </div>
        {failure && (
          <p role="alert" className="text-sm font-medium text-red-800">
            {failure}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('admin:confirm.cancel')}
          </Button>
          <SubmitButton busy={form.formState.isSubmitting} data-testid="admin-promotion-save">
            {t('promotions.save')}
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
