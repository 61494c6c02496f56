import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../../core/routes';
import { createApiClient } from '../../../lib/api-client';
import { chatErrorText } from './chat-error';

const GENERIC = 'Something went wrong. Please try again.';
const client = createApiClient('key', (status) => `Request failed with status ${status}`);
const failure = (response: () => Response | Promise<Response>) => {
  vi.stubGlobal('fetch', vi.fn(response));
  return client.call(api.chat_list).catch((error: unknown) => error);
};

describe('chat errors', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('[CHAT-23] the server’s text from the error field is shown', async () => {
    const error = await failure(
      () =>
        new Response(
          JSON.stringify({
            success: false,
            error: 'This chat was declined.',
            code: 'chat_rejected',
            requestId: 'r',
          }),
          { status: 403 },
        ),
    );
    expect(chatErrorText(error, GENERIC)).toBe('This chat was declined.');
  });

  it('[CHAT-24] an unparseable or failed answer shows the generic message', async () => {
    const unparseable = await failure(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    expect(chatErrorText(unparseable, GENERIC)).toBe(GENERIC);
    const notOurs = await failure(() => new Response(JSON.stringify({ message: 'nope' }), { status: 500 }));
    expect(chatErrorText(notOurs, GENERIC)).toBe(GENERIC);
    const offline = await failure(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(chatErrorText(offline, GENERIC)).toBe(GENERIC);
  });
});
