import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { MODEL_RETRY_DELAY_MS, MODEL_TRIES } from '../../../core/contracts/food-recognition';
import { InferenceError, ModelTimeoutError } from './food-recognizer';
import { createRemoteFoodRecognizer, MAX_RETRY_DELAY_MS, retryDelayMs } from './remote-food-recognizer';

interface Received {
  headers: IncomingHttpHeaders;
  bytes: number;
}

/** A loopback stand-in for a Hugging Face inference endpoint, answering from a script (the last answer repeats). */
function fakeModel(answers: Array<{ status: number; body: unknown }>) {
  const received: Received[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, bytes: Buffer.concat(chunks).length });
      const answer = answers[Math.min(received.length - 1, answers.length - 1)]!;
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
    });
  });
  return new Promise<{ url: string; received: Received[]; server: Server }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, received, server }),
    ),
  );
}

const IMAGE = Buffer.from('jpeg bytes stand-in');
const LABELS = [
  { label: 'pizza', score: 0.2 },
  { label: 'hot_dog', score: 0.7 },
];
let open: Server | undefined;
afterEach(() => {
  open?.close();
  open = undefined;
});

describe('the remote food recogniser', () => {
  it('[IMG-10] [IMG-12] [IMG-13] retries twice after 503 {estimated_time} and answers the labels on the third call', async () => {
    const model = await fakeModel([
      { status: 503, body: { error: 'Model is loading', estimated_time: 0.05 } },
      { status: 503, body: { error: 'Model is loading', estimated_time: 0.05 } },
      { status: 200, body: LABELS },
    ]);
    open = model.server;
    const waits: number[] = [];
    const recognizer = createRemoteFoodRecognizer({
      url: model.url,
      token: 'hf_secret',
      timeoutMs: 2000,
      sleep: async (ms) => {
        waits.push(ms);
      },
    });
    const answer = await recognizer.recognize(IMAGE);
    expect(model.received).toHaveLength(3);
    expect(waits).toEqual([50, 50]);
    expect(answer.labels).toEqual([LABELS[1], LABELS[0]]);
    expect(model.received[0]!.headers.authorization).toBe('Bearer hf_secret');
    expect(model.received[0]!.bytes).toBe(IMAGE.length);
  });

  it('[IMG-13] a model that keeps answering 503 is given up after 3 calls with ModelTimeoutError; without estimated_time the wait is 1500 ms', async () => {
    const model = await fakeModel([{ status: 503, body: { error: 'Model is loading' } }]);
    open = model.server;
    const waits: number[] = [];
    const recognizer = createRemoteFoodRecognizer({
      url: model.url,
      timeoutMs: 2000,
      sleep: async (ms) => {
        waits.push(ms);
      },
    });
    await expect(recognizer.recognize(IMAGE)).rejects.toBeInstanceOf(ModelTimeoutError);
    expect(model.received).toHaveLength(MODEL_TRIES);
    expect(waits).toEqual([MODEL_RETRY_DELAY_MS, MODEL_RETRY_DELAY_MS]);
    expect(model.received[0]!.headers.authorization).toBeUndefined();
  });

  it('waits for real between tries when no wait is injected', async () => {
    const model = await fakeModel([
      { status: 503, body: { estimated_time: 0.12 } },
      { status: 200, body: LABELS },
    ]);
    open = model.server;
    const started = Date.now();
    await createRemoteFoodRecognizer({ url: model.url, timeoutMs: 2000 }).recognize(IMAGE);
    expect(Date.now() - started).toBeGreaterThanOrEqual(110);
  });

  it('caps the model’s own estimate at 10 s and falls back to 1500 ms for an unreadable body', () => {
    expect(retryDelayMs(JSON.stringify({ estimated_time: 120 }))).toBe(MAX_RETRY_DELAY_MS);
    expect(retryDelayMs(JSON.stringify({ estimated_time: 2.5 }))).toBe(2500);
    expect(retryDelayMs('<html>busy</html>')).toBe(MODEL_RETRY_DELAY_MS);
    expect(retryDelayMs(JSON.stringify({ estimated_time: -1 }))).toBe(MODEL_RETRY_DELAY_MS);
  });

  it('any other failure is an InferenceError at once, without retrying', async () => {
    for (const answer of [
      { status: 500, body: { error: 'boom' } },
      { status: 200, body: { not: 'labels' } },
      { status: 200, body: 'not json' },
    ]) {
      const model = await fakeModel([answer]);
      open = model.server;
      await expect(
        createRemoteFoodRecognizer({ url: model.url, timeoutMs: 2000 }).recognize(IMAGE),
      ).rejects.toBeInstanceOf(InferenceError);
      expect(model.received).toHaveLength(1);
      model.server.close();
    }
    await expect(
      createRemoteFoodRecognizer({ url: 'http://127.0.0.1:1/', timeoutMs: 2000 }).recognize(IMAGE),
    ).rejects.toBeInstanceOf(InferenceError);
  });
});
