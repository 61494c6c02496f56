import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Questions with these words make the stand-in fail the way a real service can (e2e: the AI toasts). */
export const FAKE_MODEL_OFFLINE_WORD = 'offline';
export const FAKE_MODEL_GARBAGE_WORD = 'garbage';

/** What the stand-in answers any other question with: filters every catalogue can serve. */
export const FAKE_MODEL_FILTERS = {
  kind: 'recipe',
  text: '',
  kcalMin: null,
  kcalMax: 600,
  dietType: 'vegan',
  excludeAllergens: ['peanuts'],
  tags: [],
  answer: 'Here are vegan recipes up to 600 kcal without peanuts.',
} as const;

/**
 * A loopback stand-in for an OpenAI-compatible chat completions API, for the e2e server (issue 19 A4): it
 * answers by the question's words — `offline` drops the connection (the AI search says "offline"), `garbage`
 * answers prose instead of JSON ("failed"), anything else the filters above. Resolves to its `/v1` base URL.
 */
export async function startFakeLanguageModel(): Promise<string> {
  const server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      let question = '';
      try {
        const body = JSON.parse(text) as { messages?: Array<{ role: string; content: string }> };
        question = body.messages?.find((message) => message.role === 'user')?.content ?? '';
      } catch {
        // An unreadable request is answered like any other.
      }
      if (question.toLowerCase().includes(FAKE_MODEL_OFFLINE_WORD)) return void request.socket.destroy();
      const content = question.toLowerCase().includes(FAKE_MODEL_GARBAGE_WORD)
        ? 'Sure! Here are some ideas for you.'
        : JSON.stringify(FAKE_MODEL_FILTERS);
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content } }] }));
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', () => done()));
  // The server process ends on its own signal; this stand-in never holds it open.
  server.unref();
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
}
