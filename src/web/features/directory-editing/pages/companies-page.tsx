import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  CompanyInput,
  type CompanyEditable,
  type CompanyEditableList,
} from '../../../../core/contracts/directory-editing';
import { defaultCountry } from '../../../../core/domain/directory';
import { LOCALES } from '../../../../core/i18n/locales';
import { api, pageHref } from '../../../../core/routes';
import { Button, SubmitButton } from '../../../components/ui/button';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { Notice, StatusRegion } from '../../../components/ui/notice';
import { cardClass, linkClass } from '../../../components/ui/styles';
import { apiClient } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useLocale } from '../../../lib/use-locale';
import { companiesOptions, editingKeys } from '../api/directory-editing-api';
import {
  AddressFields,
  LabelChoices,
  addressDraft,
  emptyAddress,
  type AddressDraft,
} from '../components/address-fields';
import { EditingFrame } from '../components/editing-frame';
import { useEditorSave } from '../lib/use-editor-save';
import { PictureUpload } from '../components/picture-upload';

type Draft = {
  name: string;
  type: string;
  specialisations: string[];
  tags: string[];
  website: string;
  description: Record<(typeof LOCALES)[number], string>;
  address: AddressDraft;
};

function draftOf(
  company: CompanyEditable | null,
  options: CompanyEditableList['options'],
  country: AddressDraft['country'],
): Draft {
  return {
    name: company?.name ?? '',
    type: company?.type ?? options.types[0]?.find ?? '',
    specialisations: company?.specialisations ?? [],
    tags: company?.tags ?? [],
    website: company?.website ?? '',
    description: company ? { ...company.description } : { pl: '', de: '', en: '' },
    address: company?.address ? addressDraft(company.address) : emptyAddress(country),
  };
}

/** A club's form: a new one (POST) or one the member may edit (PATCH); only its owner or an admin may. */
export function CompanyForm({
  company,
  options,
  onSaved,
}: {
  company: CompanyEditable | null;
  options: CompanyEditableList['options'];
  onSaved: (saved: CompanyEditable) => void;
}) {
  const { t } = useTranslation('directory');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const country = defaultCountry(locale).iso as AddressDraft['country'];
  const [draft, setDraft] = useState<Draft>(() => draftOf(company, options, country));
  const { errors, result, saving, save } = useEditorSave();
  const prefix = company ? `company-${company.id}` : 'company-new';

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const saved = await save(
      CompanyInput.safeParse(draft),
      () =>
        company
          ? apiClient.call(api.company_update, { params: { id: company.id }, body: draft })
          : apiClient.call(api.company_create, { body: draft }),
      t('editing.saved'),
    );
    if (!saved) return;
    await queryClient.invalidateQueries({ queryKey: editingKeys.all });
    if (!company) setDraft(draftOf(null, options, country));
    onSaved(saved);
  }

  const uploadPicture = (picture: 'avatar' | 'cover') => async (file: File) => {
    const { url } = await apiClient.call(api.company_picture_upload, {
      params: { id: company!.id, picture },
      file,
    });
    await queryClient.invalidateQueries({ queryKey: editingKeys.all });
    return url;
  };

  return (
    <div className="space-y-6">
      {company && (
        <div className="space-y-4">
          <PictureUpload
            label={t('editing.logo')}
            hint={t('editing.avatarHint')}
            current={company.logo}
            round
            upload={uploadPicture('avatar')}
          />
          <PictureUpload
            label={t('editing.cover')}
            hint={t('editing.coverHint')}
            current={company.image}
            upload={uploadPicture('cover')}
          />
        </div>
      )}
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="space-y-5"
        data-testid={`${prefix}-form`}
      >
        <TextField
          id={`${prefix}-name`}
          label={t('editing.companyName')}
          value={draft.name}
          error={errors.name}
          onChange={(event) => setDraft({ ...draft, name: event.target.value })}
        />
        <SelectField
          id={`${prefix}-type`}
          label={t('editing.companyType')}
          value={draft.type}
          error={errors.type}
          options={options.types.map((option) => ({ value: option.find, label: option.name }))}
          onChange={(event) => setDraft({ ...draft, type: event.target.value })}
        />
        <LabelChoices
          legend={t('editing.specialisations')}
          name={`${prefix}-specialisations`}
          options={options.specialisations}
          chosen={draft.specialisations}
          error={errors.specialisations}
          onChange={(specialisations) => setDraft({ ...draft, specialisations })}
        />
        <LabelChoices
          legend={t('editing.tags')}
          name={`${prefix}-tags`}
          options={options.tags}
          chosen={draft.tags}
          error={errors.tags}
          onChange={(tags) => setDraft({ ...draft, tags })}
        />
        <TextField
          id={`${prefix}-website`}
          type="url"
          label={t('editing.website')}
          value={draft.website}
          error={errors.website}
          onChange={(event) => setDraft({ ...draft, website: event.target.value })}
        />
        {LOCALES.map((language) => (
          <TextAreaField
            key={language}
            id={`${prefix}-description-${language}`}
            label={t('editing.description', { language: t(`editing.languages.${language}`) })}
            rows={4}
            value={draft.description[language]}
            error={errors[`description.${language}`]}
            onChange={(event) =>
              setDraft({ ...draft, description: { ...draft.description, [language]: event.target.value } })
            }
          />
        ))}
        <fieldset className="space-y-3 rounded-md border border-slate-200 p-3">
          <legend className="px-1 text-sm font-semibold text-slate-900">{t('editing.companyAddress')}</legend>
          <AddressFields
            idPrefix={`${prefix}-address`}
            errorPath="address"
            value={draft.address}
            errors={errors}
            onChange={(address) => setDraft({ ...draft, address })}
          />
        </fieldset>
        <StatusRegion result={result} />
        <SubmitButton busy={saving}>
          {saving ? t('editing.saving') : company ? t('editing.save') : t('editing.addCompany')}
        </SubmitButton>
      </form>
    </div>
  );
}

/** Issue 17 A5: the clubs a specialist owns (an admin: every club), each editable, and a new one. */
export function CompaniesEditPage() {
  const { t } = useTranslation('directory');
  const locale = useLocale();
  const { user } = useSession();
  const list = useQuery(companiesOptions(locale));
  const [open, setOpen] = useState<number | 'new' | null>(null);
  const mayAdd = Boolean(user?.roles.includes('specialist') || user?.roles.includes('admin'));

  return (
    <EditingFrame title={t('editing.companiesTitle')} lead={t('editing.companiesLead')}>
      {list.isPending ? (
        <p role="status">{t('editing.loading')}</p>
      ) : list.isError ? (
        <Notice tone="error">{t('editing.loadFailed')}</Notice>
      ) : (
        <div className="space-y-6">
          {list.data.items.length === 0 && <p className="text-slate-700">{t('editing.noCompanies')}</p>}
          <ul className="space-y-4">
            {list.data.items.map((company) => (
              <li key={company.id} className={cardClass} data-testid="own-company">
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <h2 className="text-lg font-semibold text-slate-900">{company.name}</h2>
                  <div className="flex gap-3">
                    <Link
                      className={linkClass}
                      to={pageHref('fitnessClubDetail', locale, { idSlug: `${company.id}-${company.slug}` })}
                    >
                      {t('editing.viewPublic')}
                    </Link>
                    <Button
                      variant="small"
                      aria-expanded={open === company.id}
                      onClick={() => setOpen(open === company.id ? null : company.id)}
                    >
                      {t('editing.edit')}
                    </Button>
                  </div>
                </div>
                {company.unpublished && (
                  <div className="mt-3">
                    <Notice tone="warning">
                      {t('editing.unpublished')}
                      {company.unpublished.reason &&
                        ` ${t('editing.unpublishedReason', { reason: company.unpublished.reason })}`}
                    </Notice>
                  </div>
                )}
                {open === company.id && (
                  <div className="mt-4">
                    <CompanyForm company={company} options={list.data.options} onSaved={() => undefined} />
                  </div>
                )}
              </li>
            ))}
          </ul>
          {mayAdd ? (
            <section className={cardClass} aria-labelledby="new-company-heading">
              <h2 id="new-company-heading" className="mb-4 text-lg font-semibold text-slate-900">
                {t('editing.newCompany')}
              </h2>
              <CompanyForm
                company={null}
                options={list.data.options}
                onSaved={(saved) => setOpen(saved.id)}
              />
            </section>
          ) : (
            <Notice tone="info">{t('editing.companiesSpecialistsOnly')}</Notice>
          )}
        </div>
      )}
    </EditingFrame>
  );
}
