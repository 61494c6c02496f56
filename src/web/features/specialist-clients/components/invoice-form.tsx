import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../components/ui/button';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { Notice, StatusRegion } from '../../../components/ui/notice';
import { toast } from '../../../components/toast/toast-store';
import { ApiError } from '../../../lib/api-client';
import { useLocale } from '../../../lib/use-locale';
import { useZodForm } from '../../../lib/use-zod-form';
import { useIssueInvoice, type Client, type ClientsAnswer } from '../api/specialist-clients-api';
import {
  ADDRESS_COUNTRIES,
  INVOICE_CURRENCIES,
  InvoiceForm as InvoiceFormSchema,
  formErrorsOf,
  initialInvoiceValues,
  invoiceRequestOf,
  partyFieldName,
  previewTotals,
  type InvoiceFormOutput,
  type Side,
} from '../lib/invoice-form';
import { formatMoney, localDate } from '../lib/format';

type Result = { status: 'success' | 'error'; message: string } | null;

/**
 * The invoice for a consultation (PROF-31): the date, the service and its price, both addresses. With an
 * invoice for that date already there, the button says "Generate again" and the new one replaces it.
 */
export function InvoiceForm({ client, seller }: { client: Client; seller: ClientsAnswer['seller'] }) {
  const { t } = useTranslation('clients');
  const locale = useLocale();
  const issue = useIssueInvoice(client.userId, locale);
  const [result, setResult] = useState<Result>(null);
  // The form starts once: later answers (after generating) must not reset what is being typed.
  const [initial] = useState(() =>
    initialInvoiceValues({
      latest: client.invoices[0],
      seller,
      clientName: client.name,
      today: localDate(new Date()),
      locale,
      description: t('invoice.defaultDescription'),
    }),
  );
  const { formRef, ...form } = useZodForm(InvoiceFormSchema, {
    defaultValues: initial,
    message: (key) => t(`errors:${key}`, { defaultValue: t('errors:invalidValue') }),
  });
  const values = form.watch();
  const existing = client.invoices.find((invoice) => invoice.consultationDate === values.consultationDate);
  const preview = previewTotals(values);
  const id = (name: string) => `invoice-${client.userId}-${name}`;
  const busy = issue.isPending;

  function save(data: InvoiceFormOutput) {
    setResult(null);
    return issue
      .mutateAsync(invoiceRequestOf(data))
      .then(({ invoice }) => {
        const message = t(existing ? 'invoice.regenerated' : 'invoice.generated', { number: invoice.number });
        setResult({ status: 'success', message });
        toast.success(message);
      })
      .catch((error: unknown) => {
        if (error instanceof ApiError) {
          form.setServerErrors(formErrorsOf(error.fields), true);
          setResult({ status: 'error', message: error.message });
        } else setResult({ status: 'error', message: t('invoice.failed') });
      });
  }

  const party = (side: Side) => (
    <fieldset className="grid gap-3 sm:grid-cols-6">
      <legend className="mb-2 text-sm font-semibold text-slate-900">{t(`invoice.${side}`)}</legend>
      <TextField
        id={id(`${side}-name`)}
        label={t('invoice.name')}
        autoComplete={side === 'seller' ? 'organization' : 'off'}
        className="sm:col-span-6"
        required
        {...form.field(partyFieldName(side, 'name'))}
      />
      <TextField
        id={id(`${side}-street`)}
        label={t('invoice.street')}
        className="sm:col-span-4"
        required
        {...form.field(partyFieldName(side, 'street'))}
      />
      <TextField
        id={id(`${side}-building`)}
        label={t('invoice.buildingNumber')}
        className="sm:col-span-2"
        required
        {...form.field(partyFieldName(side, 'buildingNumber'))}
      />
      <TextField
        id={id(`${side}-zip`)}
        label={t('invoice.zip')}
        className="sm:col-span-2"
        required
        {...form.field(partyFieldName(side, 'zip'))}
      />
      <TextField
        id={id(`${side}-city`)}
        label={t('invoice.city')}
        className="sm:col-span-4"
        required
        {...form.field(partyFieldName(side, 'city'))}
      />
      <SelectField
        id={id(`${side}-country`)}
        label={t('invoice.country')}
        className="sm:col-span-3"
        options={ADDRESS_COUNTRIES.map((code) => ({ value: code, label: countryName(code, locale) }))}
        {...form.field(partyFieldName(side, 'country'))}
      />
      <TextField
        id={id(`${side}-tax-id`)}
        label={t('invoice.taxId')}
        className="sm:col-span-3"
        {...form.field(partyFieldName(side, 'taxId'))}
      />
    </fieldset>
  );

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => form.submit(event, save)}
      className="space-y-5"
      data-testid="invoice-form"
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          id={id('date')}
          type="date"
          label={t('invoice.consultationDate')}
          required
          {...form.field('consultationDate')}
        />
        <SelectField
          id={id('currency')}
          label={t('invoice.currency')}
          options={INVOICE_CURRENCIES.map((code) => ({ value: code, label: code }))}
          {...form.field('currency')}
        />
      </div>
      <fieldset className="grid gap-3 sm:grid-cols-6">
        <legend className="mb-2 text-sm font-semibold text-slate-900">{t('invoice.service')}</legend>
        <TextField
          id={id('description')}
          label={t('invoice.description')}
          className="sm:col-span-6"
          required
          maxLength={200}
          {...form.field('description')}
        />
        <TextField
          id={id('quantity')}
          label={t('invoice.quantity')}
          inputMode="decimal"
          className="sm:col-span-2"
          required
          {...form.field('quantity')}
        />
        <TextField
          id={id('price')}
          label={t('invoice.unitPrice')}
          hint={t('invoice.unitPriceHint')}
          inputMode="decimal"
          className="sm:col-span-2"
          required
          {...form.field('unitPrice')}
        />
        <TextField
          id={id('tax-rate')}
          label={t('invoice.taxRate')}
          inputMode="numeric"
          className="sm:col-span-2"
          required
          {...form.field('taxRate')}
        />
      </fieldset>
      {preview && (
        <p className="text-sm font-medium text-slate-800" data-testid="invoice-preview">
          {t('invoice.preview', {
            net: formatMoney(preview.net, values.currency, locale),
            tax: formatMoney(preview.tax, values.currency, locale),
            gross: formatMoney(preview.gross, values.currency, locale),
          })}
        </p>
      )}
      {party('seller')}
      {party('buyer')}
      <TextAreaField
        id={id('notes')}
        label={t('invoice.notes')}
        rows={2}
        maxLength={1000}
        {...form.field('notes')}
      />
      {existing && <Notice tone="info">{t('invoice.existing', { number: existing.number })}</Notice>}
      <StatusRegion result={result} />
      <SubmitButton busy={busy} className="w-full sm:w-auto">
        {busy ? t('invoice.generating') : existing ? t('invoice.regenerate') : t('invoice.generate')}
      </SubmitButton>
    </form>
  );
}

function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
