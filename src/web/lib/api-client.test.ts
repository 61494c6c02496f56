import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBody } from '../../core/contracts/common';
import { api } from '../../core/routes';
import { ApiError, createApiClient, isErrorBody } from './api-client';

function respond(status: number, body: unknown) {
  return vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

describe('api client', () => {
  afterEach(() => vi.unstubAllGlobals());
  const client = createApiClient('the-key', (status) => `Request failed with status ${status}`);

  it('[ROLE-13] sends the bearer key to catalogue routes only', async () => {
    const fetchMock = respond(200, { ok: true });
    vi.stubGlobal('fetch', fetchMock);
    await client.call(api.frontend_recipe_search, { body: { text: '' } });
    await client.call(api.health);
    const headersOf = (call: number) =>
      (fetchMock.mock.calls[call] as unknown as [string, RequestInit])[1].headers as Record<string, string>;
    expect(headersOf(0).authorization).toBe('Bearer the-key');
    expect(headersOf(1).authorization).toBeUndefined();
  });

  it('[CHAT-18] [CHAT-22] chat calls carry the bearer key besides the session and send their body as form fields', async () => {
    const fetchMock = respond(200, { success: true, message: null, error: null });
    vi.stubGlobal('fetch', fetchMock);
    await client.call(api.chat_send, { params: { uid: 'abcdefghijklmnop' }, body: { message: 'Hi & bye' } });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    const headers = init.headers as Record<string, string>;
    expect(url).toBe('/api/chats/abcdefghijklmnop/messages');
    expect(headers.authorization).toBe('Bearer the-key');
    expect(headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(new URLSearchParams(String(init.body)).get('message')).toBe('Hi & bye');
    expect(init.credentials).toBe('same-origin');
  });

  it('a server error body becomes an ApiError with its translated text and field errors', async () => {
    vi.stubGlobal(
      'fetch',
      respond(400, {
        success: false,
        error: 'Some fields are invalid.',
        code: 'validation_failed',
        errors: { name: 'Please provide a valid value.' },
        requestId: 'r1',
      }),
    );
    const error = await client.call(api.health).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Some fields are invalid.',
      fields: { name: 'Please provide a valid value.' },
    });
  });

  it('a non-OK answer without our error shape reads "Request failed with status N"', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>bad gateway</html>', { status: 502 })),
    );
    await expect(client.call(api.health)).rejects.toMatchObject({
      status: 502,
      message: 'Request failed with status 502',
    });
  });

  it.each([
    { success: false, error: 'No.', code: 'forbidden', requestId: 'r' },
    { success: false, error: 'No.', code: 'invalid', errors: { name: 'Too long.' }, requestId: 'r', more: 1 },
    { success: false, error: 'No.', code: 'invalid', errors: undefined, requestId: 'r' },
    { success: false, error: 'No.', code: 'invalid', errors: { name: 1 }, requestId: 'r' },
    { success: false, error: 'No.', code: 'invalid', errors: ['Too long.'], requestId: 'r' },
    { success: false, error: 'No.', code: 'invalid', errors: null, requestId: 'r' },
    { success: true, error: 'No.', code: 'forbidden', requestId: 'r' },
    { success: false, error: 'No.', code: 'forbidden' },
    { success: false, code: 'forbidden', requestId: 'r' },
    { success: false, error: 7, code: 'forbidden', requestId: 'r' },
    [],
    null,
    'error',
  ])('the error body check agrees with the ErrorBody contract: %j', (payload) => {
    expect(isErrorBody(payload)).toBe(ErrorBody.safeParse(payload).success);
  });
});
