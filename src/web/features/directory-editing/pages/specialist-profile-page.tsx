import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  MAX_ADDRESSES,
  MAX_CERTIFICATES,
  SpecialistProfileInput,
  type SpecialistProfileEditable,
} from '../../../../core/contracts/directory-editing';
import { LOCALES } from '../../../../core/i18n/locales';
import { api, pageHref } from '../../../../core/routes';
import { defaultCountry } from '../../../../core/domain/directory';
import { Button, SubmitButton } from '../../../components/ui/button';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { Notice, StatusRegion } from '../../../components/ui/notice';
import { cardClass, linkClass } from '../../../components/ui/styles';
import { ApiError, apiClient } from '../../../lib/api-client';
import { useLocale } from '../../../lib/use-locale';
import { editingKeys, specialistProfileOptions } from '../api/directory-editing-api';
import { useEditorSave } from '../lib/use-editor-save';
import {
  AddressFields,
  LabelChoices,
  addressDraft,
  emptyAddress,
  type AddressDraft,
} from '../components/address-fields';
import { EditingFrame } from '../components/editing-frame';
import { PictureUpload } from '../components/picture-upload';

type Draft = {
  professions: string[];
  tags: string[];
  certificates: Array<{ text: string; href: string }>;
  bio: Record<(typeof LOCALES)[number], string>;
  addresses: AddressDraft[];
};

const draftOf = (profile: SpecialistProfileEditable): Draft => ({
  professions: profile.professions,
  tags: profile.tags,
  certificates: profile.certificates.map((c) => ({ text: c.text, href: c.href ?? '' })),
  bio: { ...profile.bio },
  addresses: profile.addresses.map(addressDraft),
});

/** Issue 17 A5: a specialist's own public profile — labels, certificates, bio in three languages, addresses, pictures. */
export function SpecialistProfileForm({ profile }: { profile: SpecialistProfileEditable }) {
  const { t } = useTranslation('directory');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => draftOf(profile));
  const { errors, result, saving, save } = useEditorSave();
  const country = defaultCountry(locale).iso as AddressDraft['country'];

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const saved = await save(
      SpecialistProfileInput.safeParse(draft),
      () => apiClient.call(api.specialist_profile_edit, { query: { _locale: locale }, body: draft }),
      t('editing.saved'),
    );
    if (!saved) return;
    queryClient.setQueryData(editingKeys.profile(locale), saved);
    setDraft(draftOf(saved));
  }

  const uploadPicture = (picture: 'avatar' | 'cover') => async (file: File) => {
    const { url } = await apiClient.call(api.specialist_picture_upload, { params: { picture }, file });
    await queryClient.invalidateQueries({ queryKey: editingKeys.all });
    return url;
  };

  return (
    <div className="space-y-8">
      {profile.id !== null && profile.slug && (
        <p>
          <Link
            className={linkClass}
            to={pageHref('specialistDetail', locale, { idSlug: `${profile.id}-${profile.slug}` })}
          >
            {t('editing.viewPublic')}
          </Link>
        </p>
      )}
      <section className={cardClass} aria-labelledby="pictures-heading">
        <h2 id="pictures-heading" className="mb-4 text-lg font-semibold text-slate-900">
          {t('editing.pictures')}
        </h2>
        {profile.id === null ? (
          <p className="text-sm text-slate-700">{t('editing.picturesAfterSave')}</p>
        ) : (
          <div className="space-y-6">
            <PictureUpload
              label={t('editing.avatar')}
              hint={t('editing.avatarHint')}
              current={profile.avatar}
              round
              upload={uploadPicture('avatar')}
            />
            <PictureUpload
              label={t('editing.cover')}
              hint={t('editing.coverHint')}
              current={profile.background}
              upload={uploadPicture('cover')}
            />
          </div>
        )}
      </section>

      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="space-y-8"
        data-testid="specialist-profile-form"
      >
        <section className={`${cardClass} space-y-6`} aria-labelledby="about-heading">
          <h2 id="about-heading" className="text-lg font-semibold text-slate-900">
            {t('editing.about')}
          </h2>
          <LabelChoices
            legend={t('editing.professions')}
            name="professions"
            options={profile.options.professions}
            chosen={draft.professions}
            error={errors.professions}
            onChange={(professions) => setDraft({ ...draft, professions })}
          />
          <LabelChoices
            legend={t('editing.tags')}
            name="tags"
            options={profile.options.tags}
            chosen={draft.tags}
            error={errors.tags}
            onChange={(tags) => setDraft({ ...draft, tags })}
          />
          {LOCALES.map((language) => (
            <TextAreaField
              key={language}
              id={`bio-${language}`}
              name={`bio.${language}`}
              label={t('editing.bio', { language: t(`editing.languages.${language}`) })}
              rows={5}
              value={draft.bio[language]}
              error={errors[`bio.${language}`]}
              onChange={(event) =>
                setDraft({ ...draft, bio: { ...draft.bio, [language]: event.target.value } })
              }
            />
          ))}
        </section>

        <section className={`${cardClass} space-y-4`} aria-labelledby="certificates-heading">
          <h2 id="certificates-heading" className="text-lg font-semibold text-slate-900">
            {t('editing.certificates')}
          </h2>
          {draft.certificates.map((certificate, i) => (
            <div
              key={i}
              className="grid gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
            >
              <TextField
                id={`certificate-${i}-text`}
                label={t('editing.certificateText')}
                value={certificate.text}
                error={errors[`certificates.${i}.text`]}
                onChange={(event) =>
                  setDraft({
                    ...draft,
                    certificates: draft.certificates.map((c, j) =>
                      j === i ? { ...c, text: event.target.value } : c,
                    ),
                  })
                }
              />
              <TextField
                id={`certificate-${i}-href`}
                type="url"
                label={t('editing.certificateLink')}
                value={certificate.href}
                error={errors[`certificates.${i}.href`]}
                onChange={(event) =>
                  setDraft({
                    ...draft,
                    certificates: draft.certificates.map((c, j) =>
                      j === i ? { ...c, href: event.target.value } : c,
                    ),
                  })
                }
              />
              <Button
                variant="secondary"
                onClick={() =>
                  setDraft({ ...draft, certificates: draft.certificates.filter((_, j) => j !== i) })
                }
              >
                {t('editing.remove')}
              </Button>
            </div>
          ))}
          {draft.certificates.length < MAX_CERTIFICATES && (
            <Button
              variant="secondary"
              onClick={() =>
                setDraft({ ...draft, certificates: [...draft.certificates, { text: '', href: '' }] })
              }
            >
              {t('editing.addCertificate')}
            </Button>
          )}
        </section>

        <section className={`${cardClass} space-y-6`} aria-labelledby="addresses-heading">
          <div>
            <h2 id="addresses-heading" className="text-lg font-semibold text-slate-900">
              {t('editing.addresses')}
            </h2>
            <p className="mt-1 text-sm text-slate-700">{t('editing.addressesLead')}</p>
          </div>
          {draft.addresses.map((address, i) => (
            <fieldset key={i} className="space-y-3 rounded-md border border-slate-200 p-3">
              <legend className="px-1 text-sm font-semibold text-slate-900">
                {t('editing.addressNumber', { number: i + 1 })}
              </legend>
              <AddressFields
                idPrefix={`address-${i}`}
                errorPath={`addresses.${i}`}
                value={address}
                errors={errors}
                onChange={(next) =>
                  setDraft({ ...draft, addresses: draft.addresses.map((a, j) => (j === i ? next : a)) })
                }
              />
              {address.allowShowCity && !address.allowShowStreet && (
                <p className="text-sm text-slate-700">{t('editing.cityPointOnly')}</p>
              )}
              <Button
                variant="secondary"
                onClick={() => setDraft({ ...draft, addresses: draft.addresses.filter((_, j) => j !== i) })}
              >
                {t('editing.removeAddress')}
              </Button>
            </fieldset>
          ))}
          {draft.addresses.length < MAX_ADDRESSES && (
            <Button
              variant="secondary"
              onClick={() => setDraft({ ...draft, addresses: [...draft.addresses, emptyAddress(country)] })}
            >
              {t('editing.addAddress')}
            </Button>
          )}
        </section>

        <StatusRegion result={result} />
        <SubmitButton busy={saving}>{saving ? t('editing.saving') : t('editing.save')}</SubmitButton>
      </form>
    </div>
  );
}

export function SpecialistProfileEditPage() {
  const { t } = useTranslation('directory');
  const locale = useLocale();
  const profile = useQuery(specialistProfileOptions(locale));
  return (
    <EditingFrame title={t('editing.profileTitle')} lead={t('editing.profileLead')}>
      {profile.isPending ? (
        <p role="status">{t('editing.loading')}</p>
      ) : profile.isError ? (
        <Notice tone={profile.error instanceof ApiError && profile.error.status === 403 ? 'info' : 'error'}>
          {profile.error instanceof ApiError && profile.error.status === 403
            ? t('editing.specialistsOnly')
            : t('editing.loadFailed')}
        </Notice>
      ) : (
        <>
          {profile.data.unpublished && (
            <Notice tone="warning">
              {t('editing.unpublished')}
              {profile.data.unpublished.reason &&
                ` ${t('editing.unpublishedReason', { reason: profile.data.unpublished.reason })}`}
            </Notice>
          )}
          <SpecialistProfileForm profile={profile.data} />
        </>
      )}
    </EditingFrame>
  );
}
