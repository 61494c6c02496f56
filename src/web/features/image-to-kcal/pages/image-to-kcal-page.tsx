import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Recognition } from '../../../../core/contracts/food-recognition';
import { toast } from '../../../components/toast/toast-store';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { cardClass } from '../../../components/ui/styles';
import { useLocale } from '../../../lib/use-locale';
import { recognizeFood } from '../api/food-recognition';
import { AnalysisHistory } from '../components/analysis-history';
import { AnalysisResult } from '../components/analysis-result';
import { FeatureCards } from '../components/feature-cards';
import { LanguageChooser } from '../components/language-chooser';
import { UploadZone } from '../components/upload-zone';
import type { AnalysisChange } from '../lib/food-analyses';
import { isImageFile, makeThumbnail } from '../lib/image-file';
import { recognitionErrorOf, type RecognitionError } from '../lib/recognition-errors';
import { useFoodAnalyses } from '../lib/use-food-analyses';

interface AnalysisMeta {
  id: string;
  createdAt: string;
  imageThumb: string;
}

type Tool =
  | { step: 'idle'; error: RecognitionError | null; again?: boolean }
  | { step: 'processing'; preview: string }
  | { step: 'failed'; preview: string; error: RecognitionError }
  | { step: 'result'; preview: string; meta: AnalysisMeta; recognitions: Recognition[] };

const newAnalysisId = () =>
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

function Spinner() {
  return (
    <span
      aria-hidden="true"
      className="inline-block h-6 w-6 animate-spin rounded-full border-2 border-brand-700 border-t-transparent"
    />
  );
}

/**
 * Photo to kcal (A §2 "Image-to-kcal", issue 22): a photo is recognised on our server, the portion
 * estimated, and its nutrition shown from our food table; the user corrects the food and the weight. Every
 * analysis is kept in this browser's history below the tool (IMG-30…32).
 */
export function ImageToKcalPage() {
  const { t } = useTranslation('imageToKcal');
  const locale = useLocale();
  const history = useFoodAnalyses();
  const [tool, setTool] = useState<Tool>({ step: 'idle', error: null });
  const preview = useRef<string | null>(null);
  const running = useRef<AbortController | null>(null);
  const saved = useRef(new Set<string>());

  const dropPreview = () => {
    if (preview.current) URL.revokeObjectURL(preview.current);
    preview.current = null;
  };

  useEffect(() => {
    const photo = preview;
    const call = running;
    return () => {
      call.current?.abort();
      if (photo.current) URL.revokeObjectURL(photo.current);
    };
  }, []);

  async function analyse(file: File) {
    running.current?.abort();
    if (!isImageFile(file)) {
      dropPreview();
      setTool({ step: 'idle', error: 'notAnImage' });
      return;
    }
    const controller = new AbortController();
    running.current = controller;
    dropPreview();
    const url = URL.createObjectURL(file);
    preview.current = url;
    setTool({ step: 'processing', preview: url });
    const thumbnail = makeThumbnail(file);
    try {
      const { recognitions } = await recognizeFood(file, locale, controller.signal);
      const imageThumb = await thumbnail;
      if (controller.signal.aborted) return;
      const meta = { id: newAnalysisId(), createdAt: new Date().toISOString(), imageThumb };
      setTool({ step: 'result', preview: url, meta, recognitions });
    } catch (error) {
      if (controller.signal.aborted) return;
      const key = recognitionErrorOf(error);
      setTool({ step: 'failed', preview: url, error: key });
      // IMG-28: the failure as an error toast with a title and a description.
      toast.error(t(`errors.${key}`), t('errors.title'));
    }
  }

  // IMG-08: back to a new upload.
  const reset = () => {
    running.current?.abort();
    running.current = null;
    dropPreview();
    setTool({ step: 'idle', error: null, again: true });
  };

  const record = (meta: AnalysisMeta, change: AnalysisChange) => {
    if (saved.current.has(meta.id)) {
      history.change(meta.id, change);
      return;
    }
    saved.current.add(meta.id);
    history.save({ ...meta, ...change });
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="max-w-3xl">
          <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{t('title')}</h1>
          <p className="mt-3 text-lg text-slate-700">{t('lead')}</p>
        </div>
        <LanguageChooser locale={locale} />
      </div>
      <FeatureCards />

      <section aria-labelledby="image-tool-title" className={`${cardClass} mt-8`} data-testid="image-tool">
        <h2 id="image-tool-title" className="mb-4 text-2xl font-semibold text-slate-900">
          {t('tool.title')}
        </h2>
        {tool.step === 'idle' ? (
          <UploadZone
            onFile={(file) => void analyse(file)}
            error={tool.error ? t(`errors.${tool.error}`) : null}
            autoFocus={tool.again === true}
          />
        ) : (
          <div className="grid gap-6 md:grid-cols-[minmax(0,18rem)_1fr]">
            <div className="space-y-3">
              <img
                src={tool.preview}
                alt={t('upload.preview')}
                className="max-h-80 w-full rounded-lg border border-slate-200 bg-slate-50 object-contain"
                data-testid="photo-preview"
              />
              <Button variant="secondary" block onClick={reset} data-testid="analyze-new-photo">
                {t('reset')}
              </Button>
            </div>
            <div>
              {tool.step === 'processing' && (
                <div
                  role="status"
                  aria-live="polite"
                  className="flex items-center gap-3 rounded-lg bg-slate-50 p-4 text-slate-800"
                  data-testid="analysis-processing"
                >
                  <Spinner />
                  <span>{t('processing')}</span>
                </div>
              )}
              {tool.step === 'failed' && (
                <Notice tone="error" testId="analysis-error">
                  <p className="font-semibold">{t('errors.title')}</p>
                  <p data-testid="analysis-error-message">{t(`errors.${tool.error}`)}</p>
                  <p className="mt-1">{t('errors.retry')}</p>
                </Notice>
              )}
              {tool.step === 'result' && (
                <AnalysisResult
                  key={tool.meta.id}
                  recognitions={tool.recognitions}
                  locale={locale}
                  onSettled={(change) => record(tool.meta, change)}
                />
              )}
            </div>
          </div>
        )}
      </section>

      <AnalysisHistory analyses={history.analyses} locale={locale} onClear={history.clear} />
    </div>
  );
}
