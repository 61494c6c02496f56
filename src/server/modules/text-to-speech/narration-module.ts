import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config';
import type { DB } from '../../db/schema';
import { createEspeakNarrationEngine, type NarrationEngine } from './narration-engine';
import { createLocalNarrationStorage, type NarrationStorage } from './narration-storage';
import { createNarrationWorker, type NarrationWorker } from './narration-worker';
import { createNarrationRepo } from './narration.repo';
import { createRemoteNarrationEngine } from './remote-narration-engine';
import { createTextToSpeechService, type TextToSpeechService } from './text-to-speech.service';

/** The configured engine: the OpenAI-compatible API when `TTS_BASE_URL` is set, else espeak-ng + ffmpeg. */
export function narrationEngineFor(config: AppConfig['textToSpeech']): NarrationEngine {
  return config.baseUrl
    ? createRemoteNarrationEngine({
        baseUrl: config.baseUrl,
        apiKey: config.apiKey,
        model: config.model,
        voices: config.voices,
        timeoutMs: config.timeoutMs,
      })
    : createEspeakNarrationEngine();
}

/** The narration service with its repo, storage and job worker (stop the worker when the app closes). */
export function createNarration({
  db,
  engine,
  storage,
  log,
  pollMs,
}: {
  db: Kysely<DB>;
  engine: NarrationEngine;
  storage: NarrationStorage;
  log: FastifyBaseLogger;
  pollMs?: number;
}): { service: TextToSpeechService; worker: NarrationWorker } {
  const repo = createNarrationRepo(db);
  const worker = createNarrationWorker({ repo, engine, storage, log, pollMs });
  return { service: createTextToSpeechService({ db, repo, engine, storage, worker }), worker };
}

export { createLocalNarrationStorage };
