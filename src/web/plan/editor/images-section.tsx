import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_DAY_IMAGES, type PlanDay } from '../../../core/domain/plan/day-edit';
import { ApiError } from '../../lib/api-client';
import { useLocale } from '../../lib/use-locale';
import { Button } from '../../components/ui/button';
import { DAY_IMAGE_TYPES, MAX_DAY_IMAGE_BYTES, uploadDayImage } from './editor-api';
import { useCurrentUser } from '../../lib/session';
import { isEmailUnverifiedError, setEmailVerified } from '../../lib/email-verification';
import { EmailVerificationNotice } from '../../components/email-verification/email-verification-notice';

/**
 * Photos of the day: JPEG, PNG or WebP up to 5 MB, checked again by the server by content; signed-in users
 * only (a guest's plan lives in the browser until saved).
 */
export function ImagesSection({
  day,
  onAdd,
  onRemove,
}: {
  day: PlanDay;
  /** Called when uploads finish; the editor adds them to the day as it is then. */
  onAdd(urls: string[]): void;
  onRemove(url: string): void;
}) {
  const { t } = useTranslation('planEditor');
  const locale = useLocale();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const user = useCurrentUser();
  const canUpload = user !== null;
  // Issue 12 A1: photos are stored with the account, which needs a confirmed address.
  const unconfirmed = user?.emailVerified === false;
  const images = day.images ?? [];
  const room = MAX_DAY_IMAGES - images.length;

  const upload = async (files: File[]) => {
    setError(null);
    const accepted = files.slice(0, room);
    if (files.length > room) setError(t('images.tooMany', { max: MAX_DAY_IMAGES }));
    const added: string[] = [];
    for (const file of accepted) {
      if (!(DAY_IMAGE_TYPES as readonly string[]).includes(file.type)) {
        setError(t('images.wrongType', { name: file.name }));
        continue;
      }
      if (file.size > MAX_DAY_IMAGE_BYTES) {
        setError(t('images.tooLarge', { name: file.name }));
        continue;
      }
      setUploading((n) => n + 1);
      try {
        added.push(await uploadDayImage(file, locale, t('images.failed')));
      } catch (caught) {
        if (isEmailUnverifiedError(caught)) {
          // The page thought the address confirmed: the notice below takes over.
          setEmailVerified(false);
          break;
        }
        setError(caught instanceof ApiError ? caught.message : t('images.failed'));
      } finally {
        setUploading((n) => n - 1);
      }
    }
    if (added.length > 0) onAdd(added);
  };

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3" data-testid="images-section">
      <h3 id={`${id}-title`} className="text-lg font-semibold">
        {t('images.title')}
      </h3>
      {images.length > 0 ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {images.map((url, index) => (
            <li key={url} className="space-y-1">
              <img
                src={url}
                alt={t('images.alt', { number: index + 1, date: day.date })}
                className="aspect-square w-full rounded-md object-cover"
                loading="lazy"
              />
              <Button
                variant="small"
                aria-label={t('images.remove', { number: index + 1 })}
                onClick={() => onRemove(url)}
              >
                {t('remove')}
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">{t('images.none')}</p>
      )}
      {unconfirmed ? (
        <EmailVerificationNotice testId="images-unverified">
          <p>{t('images.confirmFirst')}</p>
        </EmailVerificationNotice>
      ) : canUpload ? (
        <div className="space-y-1">
          <label htmlFor={`${id}-file`} className="block font-medium">
            {t('images.add')}
          </label>
          <input
            ref={input}
            id={`${id}-file`}
            type="file"
            multiple
            accept={DAY_IMAGE_TYPES.join(',')}
            disabled={room <= 0 || uploading > 0}
            aria-describedby={`${id}-hint`}
            className="block text-sm file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:font-medium"
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              event.target.value = '';
              void upload(files);
            }}
          />
          <p id={`${id}-hint`} className="text-sm text-slate-600">
            {t('images.hint', { max: MAX_DAY_IMAGES })}
          </p>
        </div>
      ) : (
        <p className="text-sm text-slate-700">{t('images.signIn')}</p>
      )}
      {uploading > 0 && (
        <div role="status" className="flex items-center gap-2 text-sm text-slate-700">
          <progress className="h-2 w-32" aria-label={t('images.uploading')} />
          {t('images.uploading')}
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </section>
  );
}
