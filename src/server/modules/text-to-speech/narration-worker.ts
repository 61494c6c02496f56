import type { FastifyBaseLogger } from 'fastify';
import type { VoiceId } from '../../../core/contracts/speech';
import type { NarrationEngine } from './narration-engine';
import type { NarrationRepo } from './narration.repo';
import type { NarrationStorage } from './narration-storage';

/** Tries per narration before it is `failed`. */
export const NARRATION_MAX_ATTEMPTS = 3;
/** A narration `processing` this long was left by a process that stopped: it goes back to the queue. */
export const NARRATION_STALE_MS = 10 * 60_000;
/** How often the worker looks for work nobody woke it for (another instance's, a crash's leftovers). */
export const NARRATION_POLL_MS = 5_000;

export function narrationFileName(hash: string): string {
  return `${hash}.ogg`;
}

export interface NarrationWorker {
  /** Work was queued: run now unless running (then run again after). */
  wake(): void;
  /** Stops polling and waits for the narration being made. */
  stop(): Promise<void>;
}

/**
 * The narration job worker (ARCHITECTURE §8: a small table-backed worker in the process). One narration at a
 * time per process: it claims a pending row, synthesises and encodes it in child processes (the event loop stays
 * free), stores the file and marks the row ready; an error is retried up to NARRATION_MAX_ATTEMPTS, then the row
 * is `failed` and the error logged.
 */
export function createNarrationWorker({
  repo,
  engine,
  storage,
  log,
  pollMs = NARRATION_POLL_MS,
  staleMs = NARRATION_STALE_MS,
  now = () => new Date(),
}: {
  repo: NarrationRepo;
  engine: NarrationEngine;
  storage: NarrationStorage;
  log: FastifyBaseLogger;
  pollMs?: number;
  staleMs?: number;
  now?: () => Date;
}): NarrationWorker {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let polling: Promise<void> | null = null;
  const stamp = () => now().toISOString();

  async function runOne(): Promise<boolean> {
    const row = await repo.claim(engine.id, stamp());
    if (!row) return false;
    try {
      const audio = await engine.synthesize(row.text, row.voice as VoiceId);
      const file = narrationFileName(row.hash);
      await storage.put(file, audio);
      await repo.markReady(row.hash, file, audio.length, stamp());
    } catch (error) {
      const final = row.attempts >= NARRATION_MAX_ATTEMPTS;
      const message = error instanceof Error ? error.message : String(error);
      log[final ? 'error' : 'warn'](
        { err: error, hash: row.hash, attempt: row.attempts },
        final ? 'narration failed' : 'narration attempt failed; it will be retried',
      );
      await repo.markFailed(row.hash, message.slice(0, 1000), final, stamp());
    }
    return true;
  }

  async function drain(): Promise<void> {
    do {
      again = false;
      while (!stopped && (await runOne()));
    } while (again && !stopped);
  }

  function wake(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((error: unknown) => log.error({ err: error }, 'narration worker: the queue could not be read'))
      .finally(() => {
        running = null;
      });
  }

  const timer = setInterval(() => {
    if (stopped || polling) return;
    polling = repo
      .releaseStale(new Date(now().getTime() - staleMs).toISOString(), stamp())
      .then((released) => {
        if (released > 0) log.warn({ released }, 'narration worker: stale narrations queued again');
        wake();
      })
      .catch((error: unknown) => log.error({ err: error }, 'narration worker: the queue could not be read'))
      .finally(() => {
        polling = null;
      });
  }, pollMs);
  timer.unref();

  return {
    wake,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await polling;
      await running;
    },
  };
}
