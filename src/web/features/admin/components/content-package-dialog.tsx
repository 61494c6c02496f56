import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  AdminPackageInput,
  PackageLanguageInput,
  type PackagePriceInput,
} from '../../../../core/contracts/admin-content';
import { CURRENCIES, type Currency } from '../../../../core/contracts/basket';
import { LOCALES, type Locale } from '../../../../core/i18n/locales';
import { toast } from '../../../components/toast/toast-store';
import { Button, SubmitButton } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { useZodForm } from '../../../lib/use-zod-form';
import { useSavePackage, type AdminPackageRow } from '../api/content-api';

/** An amount as people type it ("49", "49.90", "49,90"); empty: not offered in that currency. */
const amount = z
  .string()
  .trim()
  .regex(/^(\d{1,7}([.,]\d{1,2})?)?$/, 'invalidValue');
const toMinor = (text: string) => Math.round(Number(text.trim().replace(',', '.')) * 100);
const toMajor = (minor: number) => (minor / 100).toFixed(2);

const { name, timeFeature, description } = PackageLanguageInput.shape;
const { durationDays, seats, position } = AdminPackageInput.shape;
/** The contract's rules, one flat field per language and currency. */
const PackageForm = z
  .object({
    durationDays,
    seats,
    position,
    name_pl: name,
    timeFeature_pl: timeFeature,
    description_pl: description,
    name_de: name,
    timeFeature_de: timeFeature,
    description_de: description,
    name_en: name,
    timeFeature_en: timeFeature,
    description_en: description,
    regular_PLN: amount,
    final_PLN: amount,
    regular_EUR: amount,
    final_EUR: amount,
    regular_USD: amount,
    final_USD: amount,
  })
  .superRefine((values, context) => {
    let offered = 0;
    for (const currency of CURRENCIES) {
      const regular = values[`regular_${currency}`];
      const final = values[`final_${currency}`];
      if (!regular && !final) continue;
      offered += 1;
      if (!regular || !final)
        context.addIssue({
          code: 'custom',
          path: [regular ? `final_${currency}` : `regular_${currency}`],
          message: 'fieldRequired',
        });
      else if (toMinor(final) > toMinor(regular))
        context.addIssue({ code: 'custom', path: [`final_${currency}`], message: 'packagePriceInvalid' });
    }
    if (offered === 0) context.addIssue({ code: 'custom', path: ['regular_PLN'], message: 'fieldRequired' });
  });
type PackageFormValues = z.input<typeof PackageForm>;
type PackageFormData = z.output<typeof PackageForm>;

function formValues(pkg: AdminPackageRow): PackageFormValues {
  const values: Record<string, string | number> = {
    durationDays: pkg.durationDays,
    seats: pkg.seats,
    position: pkg.position,
  };
  for (const locale of LOCALES) {
    values[`name_${locale}`] = pkg.languages[locale].name;
    values[`timeFeature_${locale}`] = pkg.languages[locale].timeFeature;
    values[`description_${locale}`] = pkg.languages[locale].description;
  }
  for (const currency of CURRENCIES) {
    const price = pkg.prices.find((p) => p.currency === currency);
    values[`regular_${currency}`] = price ? toMajor(price.regularMinor) : '';
    values[`final_${currency}`] = price ? toMajor(price.finalMinor) : '';
  }
  return values as PackageFormValues;
}

function toInput(data: PackageFormData): AdminPackageInput {
  const language = (locale: Locale) => ({
    name: data[`name_${locale}`],
    timeFeature: data[`timeFeature_${locale}`],
    description: data[`description_${locale}`],
  });
  const prices: PackagePriceInput[] = CURRENCIES.filter(
    (c) => data[`regular_${c}`] && data[`final_${c}`],
  ).map((currency: Currency) => ({
    currency,
    regularMinor: toMinor(data[`regular_${currency}`]),
    finalMinor: toMinor(data[`final_${currency}`]),
  }));
  return {
    durationDays: data.durationDays,
    seats: data.seats,
    position: data.position,
    languages: { pl: language('pl'), de: language('de'), en: language('en') },
    prices,
  };
}

/** A package's editor: texts in three languages side by side, duration, seats, position and prices. */
export function PackageDialog({ pkg, onClose }: { pkg: AdminPackageRow; onClose: () => void }) {
  const { t } = useTranslation(['adminContent', 'errors', 'admin']);
  const save = useSavePackage(pkg.id);
  const [failure, setFailure] = useState<string | null>(null);
  const { formRef, ...form } = useZodForm(PackageForm, {
    defaultValues: formValues(pkg),
    message: (key) => t(`errors:${key}`, { defaultValue: t('errors:invalidValue') }),
  });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('packages.editTitle', { name: pkg.key })}
      width="xl"
      testId="admin-package-dialog"
    >
      <form
        ref={formRef}
        noValidate
        className="space-y-4"
        onSubmit={(event) =>
          form.submit(event, async (data) => {
            setFailure(null);
            try {
              await save.mutateAsync(toInput(data));
              toast.success(t('packages.saved'));
              onClose();
            } catch (error) {
              if (error instanceof ApiError) {
                form.setServerErrors(error.fields);
                setFailure(error.message);
              } else setFailure(t('packages.saveFailed'));
            }
          })
        }
      >
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            id="package-duration"
            type="number"
            min={1}
            label={t('packages.durationDays')}
            {...form.field('durationDays', { valueAsNumber: true })}
          />
          <TextField
            id="package-seats"
            type="number"
            min={1}
            label={t('packages.seats')}
            {...form.field('seats', { valueAsNumber: true })}
          />
          <TextField
            id="package-position"
            type="number"
            min={0}
            label={t('packages.position')}
            hint={t('packages.positionHint')}
            {...form.field('position', { valueAsNumber: true })}
          />
        </div>
        <div className="grid gap-4 md:grid-cols-3">
          {LOCALES.map((language) => (
            <fieldset key={language} className="min-w-0 space-y-3 rounded-xl border border-slate-200 p-3">
              <legend className="px-1 text-sm font-semibold text-slate-900">
                {t(`admin:languages.${language}`)}
              </legend>
              <TextField
                id={`package-name-${language}`}
                label={t('packages.name')}
                {...form.field(`name_${language}`)}
              />
              <TextField
                id={`package-time-${language}`}
                label={t('packages.timeFeature')}
                {...form.field(`timeFeature_${language}`)}
              />
              <TextAreaField
                id={`package-description-${language}`}
                rows={4}
                label={t('packages.description')}
                {...form.field(`description_${language}`)}
              />
            </fieldset>
          ))}
        </div>
        <fieldset className="rounded-xl border border-slate-200 p-3">
          <legend className="px-1 text-sm font-semibold text-slate-900">{t('packages.prices')}</legend>
          <p className="mb-3 text-sm text-slate-700">{t('packages.pricesHint')}</p>
          <div className="grid gap-4 sm:grid-cols-3">
            {CURRENCIES.map((currency) => (
              <div key={currency} className="space-y-2">
                <TextField
                  id={`package-regular-${currency}`}
                  inputMode="decimal"
                  label={t('packages.regular', { currency })}
                  {...form.field(`regular_${currency}`)}
                />
                <TextField
                  id={`package-final-${currency}`}
                  inputMode="decimal"
                  label={t('packages.final', { currency })}
                  {...form.field(`final_${currency}`)}
                />
              </div>
            ))}
          </div>
        </fieldset>
        {failure && (
          <p role="alert" className="text-sm font-medium text-red-800">
            {failure}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('admin:confirm.cancel')}
          </Button>
          <SubmitButton busy={form.formState.isSubmitting} data-testid="admin-package-save">
            {t('packages.save')}
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
