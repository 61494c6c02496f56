import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { MAX_SEARCH_QUERY } from '../../../../core/contracts/header-search';
import { CloseIcon } from '../../../components/icons';
import { toast } from '../../../components/toast/toast-store';
import { inputClass } from '../../../components/ui/styles';
import { VoiceButton } from '../../../components/voice/voice-button';
import { useCurrentUser } from '../../../lib/session';
import { useLocale } from '../../../lib/use-locale';
import { runSearch, type SearchAnswer, type SearchMode } from '../api/search-api';
import { SearchResults } from '../components/search-results';

/** SRCH-20 (A §9): how long the AI toggle pulses after a switch. */
export const AI_PULSE_MS = 600;

/** The outcome of one search, known by its key (mode, query, locale, run): a stale one never counts as current. */
interface Outcome {
  key: string;
  answer: SearchAnswer | null;
}

const iconProps = {
  width: 20,
  height: 20,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
} as const;

function SearchGlyph() {
  return (
    <svg {...iconProps}>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </svg>
  );
}

function SparkleGlyph() {
  return (
    <svg {...iconProps} width={16} height={16}>
      <path d="M12 3v4M12 17v4M3 12h4M17 12h4M6 6l2.5 2.5M15.5 15.5 18 18M6 18l2.5-2.5M15.5 8.5 18 6" />
    </svg>
  );
}

/**
 * The search landing (A §2): a hero with the search field, normal or (for pro members) AI mode, and the
 * results grouped by catalogue. The query and the mode live in the URL (`?q=`, `?mode=ai`): a search can be
 * shared, and back and forward run it again (SRCH-06). The latest search wins (SRCH-12).
 */
export function SearchPage() {
  const { t } = useTranslation('search');
  const locale = useLocale();
  const user = useCurrentUser();
  const isPro = user?.roles.includes('pro') ?? false;
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  // Only pro members have the AI mode (SRCH-02); `?mode=ai` from a shared link is the normal search for others.
  const mode: SearchMode = isPro && params.get('mode') === 'ai' ? 'ai' : 'normal';

  const [text, setText] = useState(q);
  const [fieldQ, setFieldQ] = useState(q);
  /** The last outcome: its answer stays (dimmed) while the next search loads. */
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [pulsing, setPulsing] = useState(false);
  /** Counts the switches: each starts its own pulse. */
  const [pulses, setPulses] = useState(0);
  /** A resubmitted query runs again though the URL stays the same. */
  const [rerun, setRerun] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const fieldId = useId();

  // Back and forward change the URL: the field follows it.
  if (fieldQ !== q) {
    setFieldQ(q);
    setText(q);
  }

  const key = JSON.stringify([mode, q, locale, rerun]);
  useEffect(() => {
    if (q === '') return;
    const controller = new AbortController();
    runSearch(mode, q, locale, controller.signal).then(
      (answer) => {
        // A newer search (or leaving the page) aborted this one: its answer is dropped (SRCH-12).
        if (controller.signal.aborted) return;
        setOutcome({ key, answer });
        // DECISIONS SRCH-19: offline → the AI offline toast (SRCH-17); any other error → the AI error toast (SRCH-18).
        if (answer.mode === 'ai' && answer.status === 'error') {
          if (answer.reason === 'offline') toast.warning(t('landing.errors.aiOffline'));
          else toast.error(t('landing.errors.aiError'));
        }
      },
      () => {
        if (controller.signal.aborted) return;
        setOutcome({ key, answer: null });
        toast.error(t('landing.errors.unknown')); // SRCH-16
      },
    );
    return () => controller.abort();
  }, [key, q, mode, locale, t]);

  useEffect(() => {
    if (pulses === 0) return;
    const timer = setTimeout(() => setPulsing(false), AI_PULSE_MS);
    return () => clearTimeout(timer);
  }, [pulses]);

  /** A new entry in the history for each search, so that back returns to the previous one. */
  const go = (nextQ: string, nextMode: SearchMode, replace = false) => {
    const next = new URLSearchParams();
    if (nextQ) next.set('q', nextQ);
    if (nextMode === 'ai') next.set('mode', 'ai');
    setParams(next, { replace });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = text.trim();
    if (query === q) setRerun((n) => n + 1);
    else go(query, mode);
  };

  const clear = () => {
    setText('');
    inputRef.current?.focus();
    if (q) go('', mode);
  };

  const toggleAi = () => {
    setPulsing(true);
    setPulses((n) => n + 1);
    go(q, mode === 'ai' ? 'normal' : 'ai', true);
  };

  const phase = q === '' ? 'idle' : outcome?.key !== key ? 'loading' : outcome.answer ? 'done' : 'failed';
  const answer = q === '' ? null : (outcome?.answer ?? null);
  const groups = answer?.groups ?? [];
  const aiFailed = answer?.mode === 'ai' && answer.status === 'error';

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <section className="rounded-2xl bg-brand-50 px-4 py-10 text-center sm:px-8">
        <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{t('landing.heading')}</h1>
        <p className="mx-auto mt-3 max-w-2xl text-slate-700">{t('landing.lead')}</p>
        <form role="search" onSubmit={submit} className="mx-auto mt-6 max-w-3xl" data-testid="search-form">
          {isPro && (
            <div className="mb-3 flex justify-center">
              <button
                type="button"
                role="switch"
                aria-checked={mode === 'ai'}
                onClick={toggleAi}
                data-testid="ai-toggle"
                data-pulse={pulsing ? 'true' : undefined}
                className={`inline-flex items-center gap-2 rounded-full border px-3 py-1.5 text-sm font-medium ${
                  mode === 'ai'
                    ? 'border-brand-800 bg-brand-800 text-white'
                    : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50'
                } ${pulsing ? 'motion-safe:animate-pulse' : ''}`}
              >
                <SparkleGlyph />
                {t('landing.aiToggle')}
                <span
                  className="rounded-full bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900 uppercase"
                  data-testid="ai-badge"
                >
                  {t('landing.aiBadge')}
                </span>
              </button>
            </div>
          )}
          <label htmlFor={fieldId} className="sr-only">
            {mode === 'ai' ? t('landing.aiLabel') : t('landing.label')}
          </label>
          <div className="flex items-stretch gap-2">
            <div className="relative flex-1">
              <input
                ref={inputRef}
                id={fieldId}
                type="search"
                name="q"
                value={text}
                maxLength={MAX_SEARCH_QUERY}
                onChange={(event) => setText(event.target.value)}
                placeholder={mode === 'ai' ? t('landing.aiPlaceholder') : t('landing.placeholder')}
                autoComplete="off"
                className={`${inputClass} h-12 pr-12 text-lg [&::-webkit-search-cancel-button]:hidden`}
                data-testid="search-input"
              />
              {text !== '' && (
                <button
                  type="button"
                  onClick={clear}
                  aria-label={t('landing.clear')}
                  className="absolute top-1/2 right-1 inline-flex h-10 w-10 -translate-y-1/2 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100"
                  data-testid="search-clear"
                >
                  <CloseIcon width={18} height={18} />
                </button>
              )}
            </div>
            {/* SRCH-04: voice in AI mode for members; DECISIONS STT-08: 5000 ms at most; the applied words search. */}
            {mode === 'ai' && user && (
              <VoiceButton
                mode="quick"
                target="search"
                label={t('landing.voice')}
                onApply={(spoken) => {
                  setText(spoken);
                  if (spoken === q) setRerun((n) => n + 1);
                  else go(spoken, mode);
                }}
                className="inline-flex h-12 w-12 items-center justify-center rounded-md border border-slate-300 bg-white text-slate-800 hover:bg-slate-50"
                testId="search-voice"
              />
            )}
            <button
              type="submit"
              className="inline-flex h-12 items-center justify-center gap-2 rounded-md bg-brand-800 px-5 font-semibold text-white shadow-sm hover:bg-brand-900"
              data-testid="search-submit"
            >
              <SearchGlyph />
              {t('landing.submit')}
            </button>
          </div>
        </form>
      </section>

      <section aria-label={t('landing.results')} className="mt-8" aria-busy={phase === 'loading'}>
        <p role="status" className="mb-4 text-slate-700" data-testid="search-status">
          {phase === 'loading'
            ? t('landing.loading')
            : phase === 'idle'
              ? t(mode === 'ai' ? 'landing.aiIdle' : 'landing.idle')
              : phase === 'done' && groups.length === 0 && !aiFailed
                ? t('landing.empty', { q })
                : ''}
        </p>
        {answer?.mode === 'ai' && answer.status === 'online' && answer.answer && (
          <div
            className="mb-6 rounded-xl border border-brand-200 bg-brand-50 p-4 text-slate-900"
            data-testid="ai-answer"
          >
            <h2 className="mb-1 text-sm font-semibold text-brand-900">{t('landing.answerLabel')}</h2>
            <p>{answer.answer}</p>
          </div>
        )}
        <div className={phase === 'loading' ? 'opacity-60' : undefined}>
          <SearchResults groups={groups} />
        </div>
      </section>
    </div>
  );
}
