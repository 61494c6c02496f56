import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/ui/notice';
import { failureOf } from '../api/directory-editing-api';

/** An avatar, cover or logo: its current picture and a file input that uploads at once (JPEG, PNG, WebP). */
export function PictureUpload({
  label,
  hint,
  current,
  round = false,
  upload,
}: {
  label: string;
  hint: string;
  current: string | null;
  round?: boolean;
  upload: (file: File) => Promise<string>;
}) {
  const { t } = useTranslation('directory');
  const id = useId();
  const [shown, setShown] = useState(current);
  const [state, setState] = useState<{ busy: boolean; error: string | null; done: boolean }>({
    busy: false,
    error: null,
    done: false,
  });

  async function choose(file: File | undefined) {
    if (!file) return;
    setState({ busy: true, error: null, done: false });
    try {
      setShown(await upload(file));
      setState({ busy: false, error: null, done: true });
    } catch (error) {
      setState({ busy: false, error: failureOf(error, t('editing.uploadFailed')).message, done: false });
    }
  }

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <div
        className={`flex shrink-0 items-center justify-center overflow-hidden bg-slate-100 ${round ? 'h-24 w-24 rounded-full' : 'h-24 w-full rounded-lg sm:w-64'}`}
      >
        {shown ? (
          <img src={shown} alt="" className="h-full w-full object-cover" />
        ) : (
          <span className="text-sm text-slate-600">{t('editing.noPicture')}</span>
        )}
      </div>
      <div className="min-w-0">
        <label htmlFor={id} className="block text-sm font-medium text-slate-800">
          {label}
        </label>
        <input
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          aria-describedby={`${id}-hint`}
          disabled={state.busy}
          onChange={(event) => void choose(event.target.files?.[0])}
          className="mt-1 block w-full text-sm text-slate-800 file:mr-3 file:rounded-md file:border-0 file:bg-brand-800 file:px-3 file:py-2 file:text-white"
        />
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
        <div aria-live="polite" className="mt-2 empty:hidden">
          {state.busy && <p className="text-sm text-slate-700">{t('editing.uploading')}</p>}
          {state.done && <p className="text-sm text-brand-900">{t('editing.uploaded')}</p>}
        </div>
        {state.error && (
          <div className="mt-2">
            <Notice tone="error">{state.error}</Notice>
          </div>
        )}
      </div>
    </div>
  );
}
