import { useId, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/styles';

const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes('Files');

const focusRing =
  'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-800';

/**
 * IMG-04: the upload zone. A photo is dropped on it or chosen with the button (a label of a file input); on
 * phones a second button opens the camera (`capture`). Every file goes to `onFile`, which checks its type.
 */
export function UploadZone({
  onFile,
  error,
  autoFocus = false,
}: {
  onFile: (file: File) => void;
  error: string | null;
  /** After "analyze new photo", the photo button takes the focus the vanished button had. */
  autoFocus?: boolean;
}) {
  const { t } = useTranslation('imageToKcal');
  const id = useId();
  const [dragging, setDragging] = useState(false);
  const describedBy = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  const take = (files: FileList | null) => {
    const file = files?.[0];
    if (file) onFile(file);
  };

  return (
    <div
      data-testid="upload-zone"
      data-dragging={dragging ? 'true' : undefined}
      onDragEnter={(event) => {
        if (!hasFiles(event)) return;
        event.preventDefault();
        setDragging(true);
      }}
      onDragOver={(event) => {
        if (!hasFiles(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
        if (!dragging) setDragging(true);
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        take(event.dataTransfer.files);
      }}
      className={`flex flex-col items-center gap-3 rounded-xl border-2 border-dashed px-4 py-10 text-center transition-colors ${
        dragging ? 'border-brand-700 bg-brand-50' : 'border-slate-300 bg-slate-50'
      }`}
    >
      <svg
        width="40"
        height="40"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        className="text-brand-800"
      >
        <path d="M4 7h3l2-3h6l2 3h3a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1z" />
        <circle cx="12" cy="13" r="4" />
      </svg>
      <p className="text-lg font-semibold text-slate-900" aria-live="polite">
        {dragging ? t('upload.dropNow') : t('upload.title')}
      </p>
      <div className="flex flex-wrap items-center justify-center gap-3">
        <span className="relative">
          <input
            id={`${id}-file`}
            type="file"
            accept="image/*"
            className="peer sr-only"
            aria-describedby={describedBy}
            autoFocus={autoFocus}
            data-testid="upload-input"
            onChange={(event) => {
              take(event.target.files);
              event.target.value = '';
            }}
          />
          <label htmlFor={`${id}-file`} className={`${buttonClass('primary')} cursor-pointer ${focusRing}`}>
            {t('upload.choose')}
          </label>
        </span>
        <span className="relative hidden pointer-coarse:inline-block">
          <input
            id={`${id}-camera`}
            type="file"
            accept="image/*"
            capture="environment"
            className="peer sr-only"
            aria-describedby={describedBy}
            data-testid="upload-camera"
            onChange={(event) => {
              take(event.target.files);
              event.target.value = '';
            }}
          />
          <label
            htmlFor={`${id}-camera`}
            className={`${buttonClass('secondary')} cursor-pointer ${focusRing}`}
          >
            {t('upload.camera')}
          </label>
        </span>
      </div>
      <p className="text-slate-700">{t('upload.drop')}</p>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {t('upload.hint')}
      </p>
      {error && (
        <p
          id={`${id}-error`}
          role="alert"
          className="text-sm font-medium text-red-800"
          data-testid="upload-error"
        >
          {error}
        </p>
      )}
    </div>
  );
}
