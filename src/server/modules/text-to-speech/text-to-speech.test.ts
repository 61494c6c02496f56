import { accessSync, constants, mkdtempSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NarrationAudio, NarrationGradesResponse, VoicesResponse } from '../../../core/contracts/speech';
import { api } from '../../../core/routes';
import { registerUser, type SignedIn } from '../../testing/auth-helpers';
import { buildReferenceFixture, type ReferenceFixture } from '../../testing/reference-fixture';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../testing/test-app';
import { catalogueIndexing } from '../catalogue/catalogues';
import { importReferenceData } from '../reference-data/reference-import';
import type { TextToSpeech } from '../speech/text-to-speech';
import { createEspeakNarrationEngine } from './narration-engine';
import { createLocalNarrationStorage, createNarration } from './narration-module';
import { NARRATION_MAX_ATTEMPTS } from './narration-worker';
import { createNarrationRepo } from './narration.repo';
import { createRemoteNarrationEngine } from './remote-narration-engine';

function onPath(command: string): boolean {
  return (process.env.PATH ?? '').split(delimiter).some((dir) => {
    try {
      accessSync(join(dir, command), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}
const MISSING = ['espeak-ng', 'ffmpeg'].filter((command) => !onPath(command));
const NO_ENGINES = MISSING.length > 0;
if (NO_ENGINES)
  console.warn(`narration synthesis tests skipped: install ${MISSING.join(', ')} (CI has them)`);

const URL_VOICES = api.api_text_to_speech_voices.path;
const URL_GENERATE = api.api_text_to_speech_generate.path;
const URL_STATUS = api.api_text_to_speech_status.path;
const URL_GRADE = api.api_text_to_speech_set_grade.path;
const URL_GRADES = api.admin_text_to_speech_grades.path;
const UNKNOWN_HASH = 'f'.repeat(64);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A loopback OpenAI-compatible speech server: it keeps what it was sent and answers a small Ogg stream. */
function fakeSpeechServer(answer: Buffer = Buffer.concat([Buffer.from('OggS'), Buffer.alloc(200, 1)])) {
  const received: Array<{ url: string; headers: IncomingHttpHeaders; body: unknown }> = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        url: request.url ?? '',
        headers: request.headers,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown,
      });
      response.writeHead(200, { 'content-type': 'audio/ogg' }).end(answer);
    });
  });
  return {
    received,
    async start(): Promise<string> {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(TEST_DIALECTS)('narration (text to speech) on %s', (dialect) => {
  let t: TestApp;
  let fixture: ReferenceFixture;
  let admin: SignedIn;
  let member: SignedIn;
  let recipeId = 0;

  const generate = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: URL_GENERATE,
      headers: { 'accept-language': 'en', ...headers },
      payload,
    });
  const status = (hash: string) =>
    t.app.inject({ method: 'GET', url: `${URL_STATUS}?hash=${hash}`, headers: { 'accept-language': 'en' } });
  const grade = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: URL_GRADE, headers: { 'accept-language': 'en' }, payload });
  const narrations = () => t.app.database.db.selectFrom('narrations').selectAll().execute();

  /** Polls the status call (as the page does, but faster) until the narration leaves the queue. */
  async function settled(hash: string, limitMs = 20_000): Promise<NarrationAudio> {
    const until = Date.now() + limitMs;
    for (;;) {
      const res = await status(hash);
      expect(res.statusCode, res.body).toBe(200);
      const body = NarrationAudio.parse(res.json());
      if ((body.status !== 'pending' && body.status !== 'processing') || Date.now() > until) return body;
      await sleep(200);
    }
  }

  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { TTS_RATE_PER_MINUTE: '1000' } });
    fixture = buildReferenceFixture();
    await importReferenceData(t.app.database.db, fixture.paths, {
      search: catalogueIndexing(t.app.database.db, t.app.searchProvider),
    });
    const recipe = await t.app.database.db
      .selectFrom('recipes')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    recipeId = Number(recipe.id);
    admin = await registerUser(t.app, { email: `tts-admin-${dialect}@example.com` });
    await t.app.database.db
      .updateTable('users')
      .set({ roles: JSON.stringify(['user', 'admin']) })
      .where('email', '=', `tts-admin-${dialect}@example.com`)
      .execute();
    member = await registerUser(t.app, { email: `tts-member-${dialect}@example.com` });
  }, 120_000);
  afterAll(async () => {
    await t.close();
    fixture.cleanup();
  });

  it('[TTS-12] [TTS-13] [TTS-14] lists the voices of each language with its default: gosia, thorsten, sam', async () => {
    const expected = { pl: 'gosia', de: 'thorsten', en: 'sam' } as const;
    for (const [language, id] of Object.entries(expected)) {
      const res = await t.app.inject({ method: 'GET', url: `${URL_VOICES}?language=${language}` });
      expect(res.statusCode, res.body).toBe(200);
      const body = VoicesResponse.parse(res.json());
      expect(body.language).toBe(language);
      expect(body.voices).toEqual([
        { id, name: id, label: id[0]!.toUpperCase() + id.slice(1), language, default: true },
      ]);
    }
    // Without `language`, the page's locale decides.
    const byLocale = await t.app.inject({ method: 'GET', url: `${URL_VOICES}?_locale=de` });
    expect(byLocale.json()).toMatchObject({ language: 'de', voices: [{ id: 'thorsten' }] });
    const bad = await t.app.inject({ method: 'GET', url: `${URL_VOICES}?language=fr` });
    expect(bad.statusCode).toBe(400);
  });

  it.skipIf(NO_ENGINES)(
    '[TTS-09] [TTS-15] generate answers pending with the hash and statusUrl, the status turns ready, the audio is Ogg with ranges',
    async () => {
      const res = await generate({
        id: recipeId,
        type: 'recipe',
        language: 'en',
        voice: 'sam',
        area: 'title',
      });
      expect(res.statusCode, res.body).toBe(200);
      const queued = NarrationAudio.parse(res.json());
      expect(queued).toMatchObject({
        status: expect.stringMatching(/^(pending|processing|ready)$/),
        mimeType: 'audio/ogg',
        statusUrl: `/api/text-to-speech/status?hash=${queued.hash}`,
        error: null,
      });
      expect(queued.hash).toMatch(/^[0-9a-f]{64}$/);
      if (queued.status !== 'ready') expect(queued.url).toBeNull();

      const ready = await settled(queued.hash);
      expect(ready).toMatchObject({
        status: 'ready',
        hash: queued.hash,
        url: `/api/text-to-speech/audio/${queued.hash}`,
        path: `/api/text-to-speech/audio/${queued.hash}`,
        error: null,
      });

      const audio = await t.app.inject({ method: 'GET', url: ready.url! });
      expect(audio.statusCode).toBe(200);
      expect(audio.headers['content-type']).toBe('audio/ogg');
      expect(audio.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(audio.headers['accept-ranges']).toBe('bytes');
      expect(audio.rawPayload.subarray(0, 4).toString('latin1')).toBe('OggS');
      const size = audio.rawPayload.length;
      expect(size).toBeGreaterThan(100);

      const part = await t.app.inject({ method: 'GET', url: ready.url!, headers: { range: 'bytes=0-99' } });
      expect(part.statusCode).toBe(206);
      expect(part.rawPayload.length).toBe(100);
      expect(part.headers['content-range']).toBe(`bytes 0-99/${size}`);
      expect(part.rawPayload.equals(audio.rawPayload.subarray(0, 100))).toBe(true);
      const tail = await t.app.inject({ method: 'GET', url: ready.url!, headers: { range: 'bytes=-10' } });
      expect(tail.statusCode).toBe(206);
      expect(tail.rawPayload.equals(audio.rawPayload.subarray(size - 10))).toBe(true);
      const beyond = await t.app.inject({
        method: 'GET',
        url: ready.url!,
        headers: { range: `bytes=${size}-` },
      });
      expect(beyond.statusCode).toBe(416);

      // The same text in the same voice is synthesised once: the same hash, ready at once, one row.
      const before = await narrations();
      const again = NarrationAudio.parse(
        (
          await generate({ id: recipeId, type: 'recipe', language: 'en', voice: 'sam', area: 'title' })
        ).json(),
      );
      expect(again).toMatchObject({ status: 'ready', hash: queued.hash, url: ready.url });
      const after = await narrations();
      expect(after.filter((row) => row.hash === queued.hash)).toHaveLength(1);
      expect(after.find((row) => row.hash === queued.hash)).toMatchObject({
        attempts: 1,
        updated_at: before.find((row) => row.hash === queued.hash)!.updated_at,
      });
    },
    30_000,
  );

  it('[TTS-15] another voice or language is another narration; an unknown item is not_found with its text', async () => {
    const en = NarrationAudio.parse(
      (await generate({ id: recipeId, type: 'recipe', language: 'en', voice: 'sam', area: 'title' })).json(),
    );
    const de = NarrationAudio.parse(
      (
        await generate({ id: recipeId, type: 'recipe', language: 'de', voice: 'thorsten', area: 'title' })
      ).json(),
    );
    expect(de.hash).not.toBe(en.hash);
    const missing = await generate({ id: 99_999_999, type: 'recipe', language: 'en', voice: 'sam' });
    expect(missing.statusCode).toBe(200);
    expect(NarrationAudio.parse(missing.json())).toMatchObject({
      status: 'not_found',
      url: null,
      error: 'There is nothing to read aloud here.',
    });
    expect(await narrations()).not.toContainEqual(expect.objectContaining({ item_id: 99_999_999 }));
  });

  it('[TTS-16] type, area, voice and id are checked: 400, and an empty voice says a voice is needed', async () => {
    const good = { id: recipeId, type: 'recipe', language: 'en', voice: 'sam', area: 'full' };
    for (const bad of [
      { type: 'video' },
      { area: 'chapter' },
      { voice: 'alloy' },
      { id: 'abc' },
      { id: -1 },
      { language: 'fr' },
    ]) {
      const res = await generate({ ...good, ...bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const noVoice = await generate({ ...good, voice: '' });
    expect(noVoice.statusCode).toBe(400);
    expect(noVoice.json().errors.voice).toBe('Please choose a voice.');
    // The texts speak the narration's language (or the page's `_locale`).
    const german = await generate({ ...good, language: 'de', voice: '' });
    expect(german.json().errors.voice).toBe('Bitte wähle eine Stimme aus.');
  });

  it('[TTS-09] the status of an unknown hash is not_found; a malformed hash is 400; unready audio is 404', async () => {
    const res = await status(UNKNOWN_HASH);
    expect(res.statusCode).toBe(200);
    expect(NarrationAudio.parse(res.json())).toMatchObject({
      status: 'not_found',
      hash: UNKNOWN_HASH,
      url: null,
      statusUrl: `/api/text-to-speech/status?hash=${UNKNOWN_HASH}`,
    });
    expect((await status('not-a-hash')).statusCode).toBe(400);
    expect((await status(UNKNOWN_HASH.toUpperCase())).statusCode).toBe(400);
    const audio = await t.app.inject({ method: 'GET', url: `/api/text-to-speech/audio/${UNKNOWN_HASH}` });
    expect(audio.statusCode).toBe(404);
  });

  it('[TTS-18] a grade with a comment is stored and admins read it with its narration; good and bad must differ', async () => {
    const { hash } = NarrationAudio.parse(
      (
        await generate({ id: recipeId, type: 'recipe', language: 'pl', voice: 'gosia', area: 'title' })
      ).json(),
    );
    const sent = await grade({ hash, good: 1, bad: 0, comment: '  Clear and calm.  ' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ success: true });
    expect((await grade({ hash, good: 0, bad: 1 })).statusCode).toBe(200);

    for (const both of [
      { good: 1, bad: 1 },
      { good: 0, bad: 0 },
    ]) {
      const res = await grade({ hash, ...both });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.good).toBe('Please choose good or bad.');
    }
    expect((await grade({ hash: UNKNOWN_HASH, good: 1, bad: 0 })).statusCode).toBe(404);

    const list = await t.app.inject({ method: 'GET', url: URL_GRADES, headers: admin.headers });
    expect(list.statusCode, list.body).toBe(200);
    const body = NarrationGradesResponse.parse(list.json());
    expect(body).toMatchObject({ total: 2, page: 1, perPage: 20 });
    expect(body.items[0]).toMatchObject({ hash, good: false, comment: null });
    expect(body.items[1]).toMatchObject({
      hash,
      type: 'recipe',
      itemId: recipeId,
      language: 'pl',
      voice: 'gosia',
      area: 'title',
      good: true,
      comment: 'Clear and calm.',
    });
  });

  it('guests cannot read the grades (401), members neither (403)', async () => {
    expect((await t.app.inject({ method: 'GET', url: URL_GRADES })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: URL_GRADES, headers: member.headers })).statusCode).toBe(
      403,
    );
  });

  it('a failing engine is tried three times, then the narration is failed with a translated error', async () => {
    let calls = 0;
    const broken: TextToSpeech = {
      synthesize: async () => {
        calls += 1;
        throw new Error('the synthesiser broke');
      },
    };
    const narration = createNarration({
      db: t.app.database.db,
      engine: createEspeakNarrationEngine(broken, 'broken-test-engine'),
      storage: createLocalNarrationStorage(mkdtempSync(join(tmpdir(), 'nutrio-narrations-'))),
      log: t.app.log,
      pollMs: 50,
    });
    try {
      const queued = await narration.service.generate(
        { id: recipeId, type: 'recipe', language: 'en', voice: 'sam', area: 'title' },
        'en',
      );
      const until = Date.now() + 10_000;
      let seen = queued;
      while ((seen.status === 'pending' || seen.status === 'processing') && Date.now() < until) {
        await sleep(50);
        seen = await narration.service.status(queued.hash, 'en');
      }
      expect(seen).toMatchObject({
        status: 'failed',
        url: null,
        error: 'The narration could not be created. Please try again later.',
      });
      expect(calls).toBe(NARRATION_MAX_ATTEMPTS);
      const row = (await narrations()).find((r) => r.hash === queued.hash);
      expect(row).toMatchObject({ status: 'failed', attempts: 3, error: 'the synthesiser broke' });
      // The status call reads it the same way.
      expect((await status(queued.hash)).json()).toMatchObject({ status: 'failed' });

      // Asked for again, a failed narration is queued again.
      const retried = await narration.service.generate(
        { id: recipeId, type: 'recipe', language: 'en', voice: 'sam', area: 'title' },
        'en',
      );
      expect(retried.hash).toBe(queued.hash);
      expect(['pending', 'processing', 'failed']).toContain(retried.status);
    } finally {
      await narration.worker.stop();
    }
  });

  it('stopping the worker (the app closing) waits for the narration being made', async () => {
    let release: () => void = () => {};
    let started = false;
    const narration = createNarration({
      db: t.app.database.db,
      engine: {
        id: 'slow-test-engine',
        synthesize: async () => {
          started = true;
          await new Promise<void>((resolve) => {
            release = resolve;
          });
          return Buffer.concat([Buffer.from('OggS'), Buffer.alloc(50)]);
        },
      },
      storage: createLocalNarrationStorage(mkdtempSync(join(tmpdir(), 'nutrio-narrations-'))),
      log: t.app.log,
    });
    const queued = await narration.service.generate(
      { id: recipeId, type: 'recipe', language: 'de', voice: 'thorsten', area: 'title' },
      'de',
    );
    const until = Date.now() + 5_000;
    while (!started && Date.now() < until) await sleep(10);
    expect(started).toBe(true);
    let stopped = false;
    const stopping = narration.worker.stop().then(() => {
      stopped = true;
    });
    await sleep(50);
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(await narration.service.status(queued.hash, 'de')).toMatchObject({ status: 'ready' });
  });

  it('of workers claiming at once, exactly one gets a pending narration; a stale one is queued again', async () => {
    const repo = createNarrationRepo(t.app.database.db);
    const stamp = new Date().toISOString();
    const hash = 'a'.repeat(64);
    await repo.queue({
      hash,
      type: 'recipe',
      item_id: recipeId,
      language: 'en',
      voice: 'sam',
      area: 'title',
      engine: 'race-test-engine',
      text: 'A race.',
      status: 'pending',
      attempts: 0,
      error: null,
      file: null,
      bytes: null,
      mime: 'audio/ogg',
      created_at: stamp,
      updated_at: stamp,
    });
    const claims = await Promise.all(
      Array.from({ length: 6 }, () => repo.claim('race-test-engine', new Date().toISOString())),
    );
    expect(claims.filter((row) => row !== undefined).map((row) => row!.hash)).toEqual([hash]);
    expect(await repo.find(hash)).toMatchObject({ status: 'processing', attempts: 1 });
    // A process that stopped mid-job left it processing: after the stale time it is pending again.
    expect(await repo.releaseStale(new Date(Date.now() + 1000).toISOString(), stamp)).toBeGreaterThanOrEqual(
      1,
    );
    expect(await repo.find(hash)).toMatchObject({ status: 'pending' });
    await t.app.database.db.deleteFrom('narrations').where('hash', '=', hash).execute();
  });

  it('the remote engine posts the OpenAI-compatible JSON with the bearer key and stores the answer as it is', async () => {
    const fake = fakeSpeechServer();
    const baseUrl = await fake.start();
    const remote = await createTestApp(dialect, {
      env: {
        TTS_BASE_URL: `${baseUrl}/`,
        TTS_API_KEY: 'tts-secret',
        TTS_VOICE_GOSIA: 'nova',
      },
    });
    try {
      await importReferenceData(remote.app.database.db, fixture.paths, {
        search: catalogueIndexing(remote.app.database.db, remote.app.searchProvider),
      });
      const queued = await remote.app.inject({
        method: 'POST',
        url: URL_GENERATE,
        payload: { id: recipeId, type: 'recipe', language: 'pl', voice: 'gosia', area: 'title' },
      });
      expect(queued.statusCode, queued.body).toBe(200);
      const { hash } = NarrationAudio.parse(queued.json());
      let seen = NarrationAudio.parse(queued.json());
      const until = Date.now() + 10_000;
      while (seen.status !== 'ready' && seen.status !== 'failed' && Date.now() < until) {
        await sleep(50);
        seen = NarrationAudio.parse(
          (await remote.app.inject({ method: 'GET', url: `${URL_STATUS}?hash=${hash}` })).json(),
        );
      }
      expect(seen.status).toBe('ready');
      expect(fake.received).toHaveLength(1);
      const [call] = fake.received;
      expect(call!.url).toBe('/v1/audio/speech');
      expect(call!.headers.authorization).toBe('Bearer tts-secret');
      expect(call!.body).toEqual({
        model: 'tts-1',
        input: expect.any(String),
        voice: 'nova',
        response_format: 'opus',
      });
      expect((call!.body as { input: string }).input.length).toBeGreaterThan(0);
      const audio = await remote.app.inject({ method: 'GET', url: seen.url! });
      expect(audio.rawPayload.equals(Buffer.concat([Buffer.from('OggS'), Buffer.alloc(200, 1)]))).toBe(true);

      // Unmapped voices go by our id; an answer that is not Ogg is an error, not a stored file.
      const plain = createRemoteNarrationEngine({
        baseUrl,
        apiKey: undefined,
        model: 'local-tts',
        voices: {},
        timeoutMs: 5_000,
      });
      await plain.synthesize('Good morning', 'sam');
      expect(fake.received[1]!.body).toMatchObject({
        model: 'local-tts',
        voice: 'sam',
        input: 'Good morning',
      });
      expect(fake.received[1]!.headers.authorization).toBeUndefined();
    } finally {
      await remote.close();
      await fake.close();
    }
    const notOgg = fakeSpeechServer(Buffer.from('{"error":"nope"}'));
    const notOggUrl = await notOgg.start();
    try {
      const engine = createRemoteNarrationEngine({
        baseUrl: notOggUrl,
        apiKey: 'k',
        model: 'tts-1',
        voices: {},
        timeoutMs: 5_000,
      });
      await expect(engine.synthesize('Hallo', 'thorsten')).rejects.toThrow(/Ogg/);
    } finally {
      await notOgg.close();
    }
  }, 60_000);
});
