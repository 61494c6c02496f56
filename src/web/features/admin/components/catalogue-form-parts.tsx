import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LOCALES, type Locale } from '../../../../core/i18n/locales';
import { Button } from '../../../components/ui/button';
import { inputClass } from '../../../components/ui/styles';
import { ApiError } from '../../../lib/api-client';
import { useAdminParams } from '../lib/section-params';

/** A form's per-language field names: `namePl`, `nameDe`, `nameEn` … (the form keeps flat fields). */
export const LANGUAGE_SUFFIX = { pl: 'Pl', de: 'De', en: 'En' } as const satisfies Record<Locale, string>;
export { LOCALES };

/** The server's translated text, else the catalogue's fallback. */
export function failureText(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.message : fallback;
}

/** The server's field errors (`names.pl`) under the form's flat names (`namePl`). */
export function flatFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const flat: Record<string, string> = {};
  for (const [path, text] of Object.entries(error.fields)) {
    const [group, locale] = path.split('.');
    const suffix = LANGUAGE_SUFFIX[locale as Locale];
    if (group === 'names' && suffix) flat[`name${suffix}`] = text;
    else if (group === 'descriptions' && suffix) flat[`description${suffix}`] = text;
    else flat[path] = text;
  }
  return flat;
}

/** Back to the list (the list's search and page stay in the URL). */
export function BackToList({ label }: { label: string }) {
  const { hrefWith } = useAdminParams();
  return (
    <Link
      to={hrefWith({ id: null, auditPage: null })}
      className="text-sm font-medium text-brand-800 underline"
    >
      <span aria-hidden>← </span>
      {label}
    </Link>
  );
}

/** An editor's frame: a title, the back link, the content at full width (pl, de, en side by side from 1024 px). */
export function EditorFrame({ title, back, children }: { title: string; back: string; children: ReactNode }) {
  return (
    <section aria-labelledby="catalogue-editor-title" className="space-y-4">
      <BackToList label={back} />
      <h2 id="catalogue-editor-title" className="text-xl font-semibold break-words text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * A file picker with a preview of the chosen picture (or the file's name) and an upload button; the upload
 * shows its progress and the server's answer (a refused file's reason).
 */
export function UploadField(props: {
  label: string;
  hint: string;
  accept: string;
  buttonLabel: string;
  busy: boolean;
  /** Shows a preview of a chosen picture. */
  image?: boolean;
  testId: string;
  onUpload: (file: File) => Promise<unknown>;
}) {
  const { t } = useTranslation('adminCatalogue');
  const id = useId();
  const [picked, setPicked] = useState<{ file: File; preview: string | null } | null>(null);
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const file = picked?.file ?? null;
  const preview = picked?.preview ?? null;
  // A chosen picture's preview URL lives until another is chosen or the field goes.
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  const pick = (chosen: File | null) =>
    setPicked(
      chosen
        ? {
            file: chosen,
            preview:
              props.image && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(chosen) : null,
          }
        : null,
    );
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-3" data-testid={props.testId}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {props.label}
      </label>
      <input
        key={inputKey}
        id={id}
        type="file"
        accept={props.accept}
        aria-describedby={`${id}-hint`}
        className={inputClass}
        onChange={(event) => {
          setMessage(null);
          pick(event.target.files?.[0] ?? null);
        }}
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
        {props.hint}
      </p>
      {preview && (
        <img
          src={preview}
          alt={t('upload.preview')}
          className="mt-2 max-h-40 rounded-lg border border-slate-200"
        />
      )}
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          disabled={!file}
          busy={props.busy}
          data-testid={`${props.testId}-button`}
          onClick={() => {
            if (!file) return;
            setMessage(null);
            props.onUpload(file).then(
              () => {
                pick(null);
                setInputKey((n) => n + 1);
                setMessage({ tone: 'ok', text: t('upload.done') });
              },
              (error: unknown) => setMessage({ tone: 'error', text: failureText(error, t('upload.failed')) }),
            );
          }}
        >
          {props.busy ? t('upload.uploading') : props.buttonLabel}
        </Button>
        {message && (
          <p
            role={message.tone === 'error' ? 'alert' : 'status'}
            className={
              message.tone === 'error' ? 'text-sm font-medium text-red-800' : 'text-sm text-green-800'
            }
          >
            {message.text}
          </p>
        )}
      </div>
    </div>
  );
}
