import { z } from 'zod';
import { MODEL_RETRY_DELAY_MS, MODEL_TRIES } from '../../../core/contracts/food-recognition';
import { InferenceError, ModelTimeoutError, type FoodRecognizer } from './food-recognizer';

/** The longest wait between two tries, whatever the model says it needs. */
export const MAX_RETRY_DELAY_MS = 10_000;

/** A Hugging Face-style answer: labels with scores (any order). */
const LabelsAnswer = z.array(
  z.object({ label: z.string().min(1).max(200), score: z.number().min(0).max(1) }),
);
/** A model that is still loading: 503 with how long it expects to need, in seconds. */
const LoadingAnswer = z.object({ estimated_time: z.number().positive().finite() });

export interface RemoteRecognizerOptions {
  url: string;
  /** Sent as `Authorization: Bearer …` when set. */
  token?: string;
  /** The limit on each call. */
  timeoutMs: number;
  /** How the recogniser waits between tries (a test records the waits instead). */
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** How long to wait after a 503: what the model says (at most 10 s), else the spec's 1500 ms (IMG-12, IMG-13). */
export function retryDelayMs(body: string): number {
  try {
    const loading = LoadingAnswer.safeParse(JSON.parse(body));
    if (loading.success) return Math.min(Math.round(loading.data.estimated_time * 1000), MAX_RETRY_DELAY_MS);
  } catch {
    // Not JSON: the default delay.
  }
  return MODEL_RETRY_DELAY_MS;
}

/**
 * The remote recogniser (DECISIONS IMG-11, A §7): POSTs the photo's bytes to an image-classification endpoint
 * in the Hugging Face inference style, which answers `[{ label, score }]`. A 503 (the model is loading) or a
 * call over the time limit is tried again, at most 3 tries in all (IMG-12, IMG-13); then ModelTimeoutError.
 * Any other failure is an InferenceError at once.
 */
export function createRemoteFoodRecognizer({
  url,
  token,
  timeoutMs,
  sleep = wait,
}: RemoteRecognizerOptions): FoodRecognizer {
  return {
    model: 'remote',
    async recognize(image) {
      for (let attempt = 1; ; attempt += 1) {
        let response: Response;
        try {
          response = await fetch(url, {
            method: 'POST',
            headers: {
              'content-type': 'application/octet-stream',
              accept: 'application/json',
              ...(token ? { authorization: `Bearer ${token}` } : {}),
            },
            body: new Uint8Array(image),
            redirect: 'error',
            signal: AbortSignal.timeout(timeoutMs),
          });
        } catch (error) {
          const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
          if (!timedOut) throw new InferenceError(`the model could not be reached: ${String(error)}`);
          if (attempt >= MODEL_TRIES) throw new ModelTimeoutError(attempt);
          await sleep(MODEL_RETRY_DELAY_MS);
          continue;
        }
        const body = await response.text().catch(() => '');
        if (response.status === 503) {
          if (attempt >= MODEL_TRIES) throw new ModelTimeoutError(attempt);
          await sleep(retryDelayMs(body));
          continue;
        }
        if (!response.ok) throw new InferenceError(`the model answered ${response.status}`);
        let parsed: z.infer<typeof LabelsAnswer>;
        try {
          parsed = LabelsAnswer.parse(JSON.parse(body));
        } catch {
          throw new InferenceError('the model answered something other than labels with scores');
        }
        return { labels: [...parsed].sort((a, b) => b.score - a.score), bestOverall: null };
      }
    },
  };
}
