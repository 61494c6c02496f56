import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  VOICES,
  type NarrationAudio,
  type NarrationGrade,
  type NarrationRequest,
  type Voice,
} from '../../../core/contracts/speech';
import type { Locale } from '../../../core/i18n/locales';
import type { DB } from '../../db/schema';
import { NotFoundError } from '../../errors';
import { errorText } from '../../i18n';
import type { NarrationEngine } from './narration-engine';
import type { NarrationStorage } from './narration-storage';
import { narrationText } from './narration-text';
import type { NarrationWorker } from './narration-worker';
import type { NarrationRepo, NarrationRow } from './narration.repo';
import { presentGradesPage } from './text-to-speech.presenter';

export const NARRATION_MIME = 'audio/ogg';
/** The admins' list of grades shows this many per page. */
export const NARRATION_GRADES_PER_PAGE = 20;

const audioPath = (hash: string) => `/api/text-to-speech/audio/${hash}`;
const statusPath = (hash: string) => `/api/text-to-speech/status?hash=${hash}`;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Narration (issue 23 A3, A4; B §3, §4, §7): the voices, generate (queue the job, answer at once), status, the
 * listeners' grades and the admins' list of them. The text is built when the narration is asked for and stored in
 * its row (the hash covers it), so the worker reads exactly what was hashed.
 */
export function createTextToSpeechService({
  db,
  repo,
  engine,
  storage,
  worker,
  now = () => new Date(),
}: {
  db: Kysely<DB>;
  repo: NarrationRepo;
  engine: NarrationEngine;
  storage: NarrationStorage;
  worker: NarrationWorker;
  now?: () => Date;
}) {
  function present(hash: string, row: NarrationRow | undefined, locale: Locale): NarrationAudio {
    const status = row?.status ?? 'not_found';
    const ready = status === 'ready';
    return {
      status,
      hash,
      url: ready ? audioPath(hash) : null,
      path: ready ? audioPath(hash) : null,
      statusUrl: statusPath(hash),
      mimeType: NARRATION_MIME,
      error:
        status === 'failed'
          ? errorText(locale, 'narrationFailed')
          : status === 'not_found'
            ? errorText(locale, 'narrationNotFound')
            : null,
    };
  }

  return {
    /** TTS-12, TTS-13, TTS-14: the voices of a language, its default first. */
    voices(language: Locale): Voice[] {
      return VOICES.filter((voice) => voice.language === language).map((voice) => ({
        id: voice.id,
        name: voice.id,
        label: voice.label,
        language: voice.language,
        default: voice.default,
      }));
    },

    /**
     * TTS-15: the narration of an item, queued unless it exists (a failed one is tried again); the answer comes
     * at once with the hash to poll. No such item (or nothing to read): `not_found`.
     */
    async generate(request: NarrationRequest, locale: Locale): Promise<NarrationAudio> {
      const text = await narrationText(db, {
        type: request.type,
        id: request.id,
        language: request.language,
        area: request.area,
      });
      if (text === null || text.trim() === '') {
        const hash = sha256(
          [
            'missing',
            engine.id,
            request.voice,
            request.language,
            request.type,
            request.id,
            request.area,
          ].join('\n'),
        );
        return present(hash, undefined, locale);
      }
      const hash = sha256([engine.id, request.voice, request.language, text].join('\n'));
      const stamp = now().toISOString();
      let row = await repo.find(hash);
      if (!row) {
        await repo.queue({
          hash,
          type: request.type,
          item_id: request.id,
          language: request.language,
          voice: request.voice,
          area: request.area,
          engine: engine.id,
          text,
          status: 'pending',
          attempts: 0,
          error: null,
          file: null,
          bytes: null,
          mime: NARRATION_MIME,
          created_at: stamp,
          updated_at: stamp,
        });
      } else if (row.status === 'failed') {
        await repo.requeue(hash, 'failed', stamp);
      } else if (row.status === 'ready' && !(row.file && (await storage.exists(row.file)))) {
        await repo.requeue(hash, 'ready', stamp);
      }
      row = await repo.find(hash);
      if (row?.status === 'pending') worker.wake();
      return present(hash, row, locale);
    },

    /** TTS-09: the same shape as generate; an unknown hash is `not_found`. */
    async status(hash: string, locale: Locale): Promise<NarrationAudio> {
      return present(hash, await repo.find(hash), locale);
    },

    /** The stored file of a ready narration, or null. */
    async audioFile(hash: string): Promise<{ path: string; bytes: number } | null> {
      const row = await repo.find(hash);
      if (row?.status !== 'ready' || !row.file || !(await storage.exists(row.file))) return null;
      return { path: storage.path(row.file), bytes: Number(row.bytes ?? 0) };
    },

    /** TTS-18: a listener's grade of a narration that exists, stored for admins. */
    async grade(grade: NarrationGrade, locale: Locale): Promise<{ success: true }> {
      if (!(await repo.find(grade.hash))) throw new NotFoundError('narrationNotFound');
      const comment = grade.comment?.trim() ?? '';
      await repo.insertGrade({
        hash: grade.hash,
        good: grade.good,
        comment: comment === '' ? null : comment,
        locale,
        created_at: now().toISOString(),
      });
      return { success: true };
    },

    /** The admins' list: one page of grades, newest first, with what they grade. */
    async grades(page: number) {
      const [rows, total] = await Promise.all([
        repo.gradesPage((page - 1) * NARRATION_GRADES_PER_PAGE, NARRATION_GRADES_PER_PAGE),
        repo.gradesCount(),
      ]);
      return presentGradesPage(rows, { page, perPage: NARRATION_GRADES_PER_PAGE, total });
    },
  };
}

export type TextToSpeechService = ReturnType<typeof createTextToSpeechService>;
