import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  ADMIN_PHOTO_TYPES,
  AdminEbookPrice,
  LocalizedDescription,
  LocalizedName,
} from '../../../../core/contracts/admin-catalogues';
import { toast } from '../../../components/toast/toast-store';
import { SubmitButton } from '../../../components/ui/button';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { useLocale } from '../../../lib/use-locale';
import { useZodForm } from '../../../lib/use-zod-form';
import {
  ebookOptions,
  useSaveEbook,
  useUploadEbookCover,
  useUploadEbookFile,
  type AdminEbookAnswer,
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
import { CURRENCIES, priceField, pricesFromFields, toMajorText, toMinor } from './ebook-prices';
import { ListSkeleton, LoadError } from './list-parts';

const amount = z.string().refine((text) => !Number.isNaN(toMinor(text)), 'invalidValue');

/** The contract's rules with flat fields; prices are typed in major units and checked as the contract checks them. */
const EbookFormSchema = z
  .object({
    namePl: LocalizedName.shape.pl,
    nameDe: LocalizedName.shape.de,
    nameEn: LocalizedName.shape.en,
    descriptionPl: LocalizedDescription.shape.pl,
    descriptionDe: LocalizedDescription.shape.de,
    descriptionEn: LocalizedDescription.shape.en,
    ...Object.fromEntries(
      CURRENCIES.flatMap((currency) => [
        [priceField('Regular', currency), amount],
        [priceField('Final', currency), amount],
      ]),
    ),
  })
  .superRefine((values, context) => {
    const prices = pricesFromFields(values as Record<string, string>);
    for (const currency of CURRENCIES) {
      const price = prices[currency];
      if (Number.isNaN(price.regularMinor) || Number.isNaN(price.finalMinor)) continue;
      const checked = AdminEbookPrice.safeParse(price);
      if (!checked.success)
        context.addIssue({
          code: 'custom',
          path: [priceField('Final', currency)],
          message: checked.error.issues[0]?.message ?? 'invalidValue',
        });
    }
  });
type EbookFormValues = Record<string, string>;

/** One e-book: titles and descriptions side by side, prices per currency, the cover and each language's PDF. */
export function EbookEditor({ id }: { id: number }) {
  const { t } = useTranslation('adminCatalogue');
  const detail = useQuery(ebookOptions(id));
  if (detail.isPending) return <ListSkeleton label={t('loading')} />;
  if (detail.isError) return <LoadError error={detail.error} onRetry={() => void detail.refetch()} />;
  return <EbookEditForm key={detail.data.id} ebook={detail.data} />;
}

function defaults(ebook: AdminEbookAnswer): EbookFormValues {
  const values: EbookFormValues = {};
  for (const language of LOCALES) {
    values[`name${LANGUAGE_SUFFIX[language]}`] = ebook.names[language];
    values[`description${LANGUAGE_SUFFIX[language]}`] = ebook.descriptions[language];
  }
  for (const currency of CURRENCIES) {
    values[priceField('Regular', currency)] = ebook.prices
      ? toMajorText(ebook.prices[currency].regularMinor)
      : '';
    values[priceField('Final', currency)] = ebook.prices
      ? toMajorText(ebook.prices[currency].finalMinor)
      : '';
  }
  return values;
}

/** The server names price errors `prices.PLN.finalMinor`: shown under the form's `priceFinalPLN`. */
function formErrors(error: unknown): Record<string, string> {
  const flat = flatFieldErrors(error);
  for (const [path, text] of Object.entries(flat)) {
    const match = /^prices\.(PLN|EUR|USD)\.(regular|final)Minor$/.exec(path);
    if (match) flat[`price${match[2] === 'final' ? 'Final' : 'Regular'}${match[1]}`] = text;
  }
  return flat;
}

function EbookEditForm({ ebook }: { ebook: AdminEbookAnswer }) {
  const { t } = useTranslation(['adminCatalogue', 'errors']);
  const locale = useLocale();
  const save = useSaveEbook(ebook.id);
  const cover = useUploadEbookCover(ebook.id);
  const file = useUploadEbookFile(ebook.id);
  const [failure, setFailure] = useState<string | null>(null);
  const { formRef, ...form } = useZodForm(
    EbookFormSchema as unknown as z.ZodType<EbookFormValues, EbookFormValues>,
    {
      defaultValues: defaults(ebook),
      message: (key) => t(`errors:${key}`, { defaultValue: t('errors:invalidValue') }),
    },
  );
  return (
    <EditorFrame title={ebook.names[locale]} back={t('ebooks.back')}>
      <form
        ref={formRef}
        noValidate
        className="space-y-4"
        data-testid="admin-ebook-form"
        onSubmit={(event) =>
          form.submit(event, async (data) => {
            setFailure(null);
            const text = (prefix: string) =>
              Object.fromEntries(
                LOCALES.map((l) => [l, data[`${prefix}${LANGUAGE_SUFFIX[l]}`] ?? '']),
              ) as Record<(typeof LOCALES)[number], string>;
            try {
              await save.mutateAsync({
                names: text('name'),
                descriptions: text('description'),
                prices: pricesFromFields(data),
              });
              toast.success(t('saved'));
            } catch (error) {
              form.setServerErrors(formErrors(error), true);
              setFailure(failureText(error, t('saveFailed')));
            }
          })
        }
      >
        <fieldset className="grid gap-4 lg:grid-cols-3">
          <legend className="mb-2 text-sm font-semibold text-slate-900">{t('ebooks.texts')}</legend>
          {LOCALES.map((language) => (
            <div key={language} className="space-y-3" lang={language}>
              <TextField
                id={`ebook-name-${language}`}
                label={t('ebooks.titleIn', { language: t(`languages.${language}`) })}
                {...form.field(`name${LANGUAGE_SUFFIX[language]}`)}
              />
              <TextAreaField
                id={`ebook-description-${language}`}
                rows={8}
                label={t('ebooks.descriptionIn', { language: t(`languages.${language}`) })}
                {...form.field(`description${LANGUAGE_SUFFIX[language]}`)}
              />
            </div>
          ))}
        </fieldset>
        <fieldset className="grid gap-4 sm:grid-cols-3">
          <legend className="mb-2 text-sm font-semibold text-slate-900">{t('ebooks.prices')}</legend>
          {CURRENCIES.map((currency) => (
            <div key={currency} className="space-y-3">
              <TextField
                id={`ebook-regular-${currency}`}
                inputMode="decimal"
                label={t('ebooks.regularPrice', { currency })}
                {...form.field(priceField('Regular', currency))}
              />
              <TextField
                id={`ebook-final-${currency}`}
                inputMode="decimal"
                label={t('ebooks.finalPrice', { currency })}
                {...form.field(priceField('Final', currency))}
              />
            </div>
          ))}
        </fieldset>
        {failure && (
          <p role="alert" className="text-sm font-medium text-red-800">
            {failure}
          </p>
        )}
        <SubmitButton busy={form.formState.isSubmitting} data-testid="admin-ebook-save">
          {t('save')}
        </SubmitButton>
      </form>

      <section aria-labelledby="ebook-files-title" className="space-y-3">
        <h3 id="ebook-files-title" className="text-lg font-semibold text-slate-900">
          {t('ebooks.files')}
        </h3>
        <div className="grid gap-4 lg:grid-cols-[200px_1fr]">
          {ebook.cover ? (
            <img
              src={ebook.cover}
              alt={t('ebooks.coverAlt', { title: ebook.names[locale] })}
              className="w-48 rounded-lg border border-slate-200"
            />
          ) : (
            <p className="text-sm text-slate-700">{t('ebooks.noCover')}</p>
          )}
          <UploadField
            label={t('ebooks.cover')}
            hint={t('ebooks.coverHint')}
            accept={ADMIN_PHOTO_TYPES.join(',')}
            buttonLabel={t('upload.upload')}
            busy={cover.isPending}
            image
            testId="admin-ebook-cover"
            onUpload={(picked) => cover.mutateAsync(picked)}
          />
        </div>
        <div className="grid gap-4 lg:grid-cols-3">
          {LOCALES.map((language) => (
            <UploadField
              key={language}
              label={t('ebooks.pdfIn', { language: t(`languages.${language}`) })}
              hint={
                ebook.files[language].present
                  ? t('ebooks.pdfPresent', { count: ebook.files[language].pages })
                  : t('ebooks.pdfMissing')
              }
              accept="application/pdf,.pdf"
              buttonLabel={t('upload.upload')}
              busy={file.isPending && file.variables?.locale === language}
              testId={`admin-ebook-pdf-${language}`}
              onUpload={(picked) => file.mutateAsync({ locale: language, file: picked })}
            />
          ))}
        </div>
      </section>
      <h3 className="text-lg font-semibold text-slate-900">{t('history')}</h3>
      <AuditList targetType="ebook" targetId={String(ebook.id)} pageParam="auditPage" />
    </EditorFrame>
  );
}
