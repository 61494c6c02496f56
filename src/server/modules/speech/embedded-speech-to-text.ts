import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BusyError } from '../../errors';
import { createLimiter, runProcess } from './run-process';
import { toSpeechWav, type SpeechToText } from './speech-to-text';
import { isSpeechWav } from './wav';

export interface EmbeddedSpeechToTextOptions {
  /** The pocketsphinx en-us model folder (Debian's `pocketsphinx-en-us`). */
  modelDir?: string;
  /** Recognitions at once; more wait in a small queue, beyond it the server is busy (503). */
  concurrency?: number;
  queueLimit?: number;
  timeoutMs?: number;
}

export const POCKETSPHINX_MODEL_DIR = '/usr/share/pocketsphinx/model/en-us';

/**
 * The embedded, offline recogniser: ffmpeg converts the audio to 16 kHz mono WAV, pocketsphinx_continuous with
 * the en-us model reads it. English only — Debian packages no Polish or German model, so those languages
 * answer `unsupported-language` (an STT_BASE_URL endpoint handles them). Both run as child processes, off the
 * event loop; at most `concurrency` at once.
 */
export function createEmbeddedSpeechToText(options: EmbeddedSpeechToTextOptions = {}): SpeechToText {
  const modelDir = options.modelDir ?? POCKETSPHINX_MODEL_DIR;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const limited = createLimiter(options.concurrency ?? 2, options.queueLimit ?? 8, () => new BusyError());

  async function recognise(wav: Buffer): Promise<string> {
    const dir = await mkdtemp(join(tmpdir(), 'nutrio-stt-'));
    try {
      const file = join(dir, 'speech.wav');
      await writeFile(file, wav);
      const out = await runProcess(
        'pocketsphinx_continuous',
        [
          '-infile',
          file,
          '-hmm',
          join(modelDir, 'en-us'),
          '-lm',
          join(modelDir, 'en-us.lm.bin'),
          '-dict',
          join(modelDir, 'cmudict-en-us.dict'),
          '-logfn',
          '/dev/null',
        ],
        { timeoutMs, maxOutputBytes: 64 * 1024 },
      );
      return out.toString('utf8').replace(/\s+/g, ' ').trim();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  return {
    kind: 'embedded',
    languages: ['en'],
    async transcribe(audio, language) {
      if (language !== 'en') return { error: 'unsupported-language' };
      return limited(async () => {
        try {
          const wav = isSpeechWav(audio) ? audio : await toSpeechWav(audio);
          const transcript = await recognise(wav);
          return transcript ? { transcript } : { error: 'no-speech' };
        } catch {
          return { error: 'failed' };
        }
      });
    },
  };
}
