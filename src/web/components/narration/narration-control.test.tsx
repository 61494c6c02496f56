import axe from 'axe-core';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../../core/i18n/locales';
import { i18nFor } from '../../lib/i18n';
import { toast } from '../toast/toast-store';
import { NarrationControl, type NarrationControlProps } from './narration-control';

const HASH = 'c'.repeat(64);
const AUDIO_URL = `/api/text-to-speech/audio/${HASH}`;
const VOICE_LISTS: Record<Locale, unknown[]> = {
  en: [{ id: 'sam', name: 'sam', label: 'Sam', language: 'en', default: true }],
  de: [{ id: 'thorsten', name: 'thorsten', label: 'Thorsten', language: 'de', default: true }],
  pl: [{ id: 'gosia', name: 'gosia', label: 'Gosia', language: 'pl', default: true }],
};
const audio = (status: string, ready = false) => ({
  status,
  hash: HASH,
  url: ready ? AUDIO_URL : null,
  path: null,
  statusUrl: `/api/text-to-speech/status?hash=${HASH}`,
  mimeType: 'audio/ogg',
  error: null,
});

interface Sent {
  url: string;
  method: string;
  body: Record<string, unknown> | null;
}
type Reply = { status?: number; body: unknown } | ((sent: Sent) => { status?: number; body: unknown });

/** A fake server: an answer per method and path (without the query); every request is recorded. */
function stubServer(replies: Record<string, Reply>): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const request: Sent = {
        url: String(url),
        method: init?.method ?? 'GET',
        body: init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : null,
      };
      sent.push(request);
      const reply = replies[`${request.method} ${request.url.split('?')[0]}`];
      if (!reply) return new Response('null', { status: 500 });
      const { status = 200, body } = typeof reply === 'function' ? reply(request) : reply;
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return sent;
}

const VOICES = 'GET /api/text-to-speech/voices';
const GENERATE = 'POST /api/text-to-speech/generate';
const STATUS = 'GET /api/text-to-speech/status';
const GRADE = 'POST /api/text-to-speech/grade';
const voicesOf = (language: Locale) => ({ body: { voices: VOICE_LISTS[language], language } });

function renderControl(props: Partial<NarrationControlProps> = {}) {
  const language = props.language ?? 'en';
  return render(
    <I18nextProvider i18n={i18nFor(language)}>
      <main>
        <NarrationControl type="recipe" id={42} language={language} {...props} />
      </main>
    </I18nextProvider>,
  );
}

const toastText = () => toast.current()?.message;

async function openDialog() {
  fireEvent.click(screen.getByTestId('narration-play'));
  return screen.findByTestId('narration-dialog');
}

/** Lets fetches and renders settle under fake timers. */
async function settle() {
  for (let turn = 0; turn < 10; turn++) await act(() => vi.advanceTimersByTimeAsync(0));
}

/** Opens the dialog and generates with the default voice; the server answers ready at once. */
async function toPlayer(
  sent = stubServer({ [VOICES]: voicesOf('en'), [GENERATE]: { body: audio('ready', true) } }),
) {
  renderControl();
  await openDialog();
  fireEvent.click(screen.getByTestId('narration-generate'));
  await screen.findByTestId('narration-player');
  return sent;
}

describe('the narration control (issue 23 A3)', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    toast.dismiss();
  });

  it('[TTS-01] has a play button, rendered on the server as a plain button too', () => {
    const html = renderToString(
      <I18nextProvider i18n={i18nFor('en')}>
        <NarrationControl type="recipe" id={42} language="en" />
      </I18nextProvider>,
    );
    expect(html).toContain('data-testid="narration-play"');
    expect(html).toContain('Listen');
    renderControl();
    expect(screen.getByRole('button', { name: 'Listen' })).toBe(screen.getByTestId('narration-play'));
  });

  it('[TTS-02] [TTS-12] the first press loads the page language\u2019s voices and opens a radio list with the default checked, Generate and Close', async () => {
    const sent = stubServer({ [VOICES]: voicesOf('en') });
    renderControl();
    const dialog = await openDialog();
    expect(sent.map((r) => r.url)).toEqual(['/api/text-to-speech/voices?language=en']);
    expect(within(dialog).getByRole('heading', { name: 'Voice options' })).toBeTruthy();
    const sam = within(dialog).getByRole('radio', { name: 'Sam' }) as HTMLInputElement;
    expect(sam).toBe(screen.getByTestId('narration-voice-sam'));
    expect(sam.checked).toBe(true);
    expect(within(dialog).getByRole('button', { name: 'Generate' })).toBe(
      screen.getByTestId('narration-generate'),
    );
    fireEvent.click(within(dialog).getByTestId('narration-close'));
    await waitFor(() => expect(screen.queryByTestId('narration-dialog')).toBeNull());
    // The voices are loaded once.
    await openDialog();
    expect(sent).toHaveLength(1);
  });

  it.each(['de', 'pl'] as const)('[TTS-12] a %s page asks for its own voices', async (language) => {
    const sent = stubServer({ [VOICES]: voicesOf(language) });
    renderControl({ language });
    await openDialog();
    expect(sent[0]!.url).toBe(`/api/text-to-speech/voices?language=${language}`);
    const id = language === 'de' ? 'thorsten' : 'gosia';
    expect((screen.getByTestId(`narration-voice-${id}`) as HTMLInputElement).checked).toBe(true);
  });

  it('[TTS-19] voices that fail to load, or none, say so and open no dialog', async () => {
    stubServer({ [VOICES]: { status: 503, body: null } });
    renderControl();
    fireEvent.click(screen.getByTestId('narration-play'));
    await waitFor(() => expect(toastText()).toBe('The voices could not be loaded.'));
    expect(screen.queryByTestId('narration-dialog')).toBeNull();
    cleanup();

    stubServer({ [VOICES]: { body: { voices: [], language: 'en' } } });
    renderControl();
    fireEvent.click(screen.getByTestId('narration-play'));
    await waitFor(() => expect(toastText()).toBe('No voices are available for this language.'));
    expect(screen.queryByTestId('narration-dialog')).toBeNull();
  });

  it('works from the keyboard: Escape closes the voice dialog and the focus comes back to the play button', async () => {
    stubServer({ [VOICES]: voicesOf('en') });
    renderControl();
    screen.getByTestId('narration-play').focus();
    const dialog = await openDialog();
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('narration-dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('narration-play')));
  });

  it('[TTS-11] Generate with no voice selected shows the no-voice toast and sends nothing', async () => {
    // No voice of the page's language is offered, so none is checked.
    const sent = stubServer({ [VOICES]: { body: { voices: VOICE_LISTS.de, language: 'en' } } });
    renderControl();
    await openDialog();
    expect((screen.getByTestId('narration-voice-thorsten') as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByTestId('narration-generate'));
    expect(toastText()).toBe('Please select a voice.');
    expect(screen.getByTestId('narration-dialog')).toBeTruthy();
    expect(sent.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('[TTS-15] [TTS-09] [TTS-20] [TTS-05] Generate sends id, type, language, voice, area; the control spins while it polls every 5 s with the hash; ready shows the player', async () => {
    let checks = 0;
    const sent = stubServer({
      [VOICES]: voicesOf('en'),
      [GENERATE]: { body: audio('pending') },
      [STATUS]: () => ({ body: ++checks < 2 ? audio('processing') : audio('ready', true) }),
    });
    renderControl({ type: 'article', id: 7, area: 'instructions' });
    await openDialog();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByTestId('narration-generate'));
    expect(toastText()).toBe('Preparing the narration…');
    const play = screen.getByTestId('narration-play') as HTMLButtonElement;
    expect(play.disabled).toBe(true);
    expect(play.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByTestId('narration-spinner')).toBeTruthy();
    await settle();
    expect(sent.find((r) => r.method === 'POST')!.body).toEqual({
      id: 7,
      type: 'article',
      language: 'en',
      voice: 'sam',
      area: 'instructions',
    });
    expect(toastText()).toBe('Generating the narration. This can take a moment…');
    const statusCalls = () => sent.filter((r) => r.url.startsWith('/api/text-to-speech/status'));
    await act(() => vi.advanceTimersByTimeAsync(4999));
    expect(statusCalls()).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await settle();
    expect(statusCalls().map((r) => r.url)).toEqual([`/api/text-to-speech/status?hash=${HASH}`]);
    expect(screen.getByTestId('narration').getAttribute('data-state')).toBe('busy');
    await act(() => vi.advanceTimersByTimeAsync(5000));
    await settle();
    expect(statusCalls()).toHaveLength(2);
    expect(toastText()).toBe('The narration is ready.');
    expect(screen.getByTestId('narration').getAttribute('data-state')).toBe('ready');
    expect(screen.getByTestId('narration-audio').getAttribute('src')).toBe(AUDIO_URL);
    await act(() => vi.advanceTimersByTimeAsync(20000));
    expect(statusCalls()).toHaveLength(2);
  });

  it('[TTS-20] an HTTP error names its status; an answer it cannot read is unexpected; a failed one is an error', async () => {
    stubServer({ [VOICES]: voicesOf('en'), [GENERATE]: { status: 502, body: null } });
    renderControl();
    await openDialog();
    fireEvent.click(screen.getByTestId('narration-generate'));
    await waitFor(() => expect(toastText()).toContain('502'));
    expect(toastText()).toBe('The narration status could not be checked (HTTP 502).');
    expect(screen.getByTestId('narration').getAttribute('data-state')).toBe('error');
    cleanup();

    stubServer({ [VOICES]: voicesOf('en'), [GENERATE]: { body: { status: 'exploded', hash: HASH } } });
    renderControl();
    await openDialog();
    fireEvent.click(screen.getByTestId('narration-generate'));
    await waitFor(() => expect(toastText()).toBe('Unexpected response from the server.'));
    cleanup();

    stubServer({ [VOICES]: voicesOf('en'), [GENERATE]: { body: audio('failed') } });
    renderControl();
    await openDialog();
    fireEvent.click(screen.getByTestId('narration-generate'));
    await waitFor(() => expect(toastText()).toBe('The narration could not be generated.'));
    // The error state offers the button again.
    expect((screen.getByTestId('narration-play') as HTMLButtonElement).disabled).toBe(false);
  });

  it('[TTS-04] [TTS-05] the player has the audio, play (replays), pause, stop and a gear that reopens the voices', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    const sent = await toPlayer();
    const player = screen.getByTestId('narration-player');
    expect(within(player).getByRole('button', { name: 'Play' })).toBe(screen.getByTestId('narration-play'));
    fireEvent.click(screen.getByTestId('narration-play'));
    fireEvent.click(screen.getByTestId('narration-play'));
    expect(play).toHaveBeenCalledTimes(2);
    fireEvent.click(within(player).getByRole('button', { name: 'Pause' }));
    expect(pause).toHaveBeenCalledTimes(1);
    const element = screen.getByTestId('narration-audio') as HTMLAudioElement;
    element.currentTime = 3;
    fireEvent.click(within(player).getByRole('button', { name: 'Stop' }));
    expect(pause).toHaveBeenCalledTimes(2);
    expect(element.currentTime).toBe(0);
    fireEvent.click(within(player).getByRole('button', { name: 'Voice settings' }));
    expect(await screen.findByTestId('narration-dialog')).toBeTruthy();
    // Generate again for the same voice: the cached audio stays, nothing is sent.
    fireEvent.click(screen.getByTestId('narration-generate'));
    await waitFor(() => expect(screen.queryByTestId('narration-dialog')).toBeNull());
    expect(screen.getByTestId('narration-player')).toBeTruthy();
    expect(sent.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('[TTS-10] another voice resets to idle; back to the voice already made shows its audio without a call', async () => {
    const lists = {
      body: {
        voices: [
          ...VOICE_LISTS.en,
          { id: 'thorsten', name: 'thorsten', label: 'Thorsten', language: 'en', default: false },
        ],
        language: 'en',
      },
    };
    const sent = await toPlayer(stubServer({ [VOICES]: lists, [GENERATE]: { body: audio('ready', true) } }));
    fireEvent.click(screen.getByTestId('narration-settings'));
    await screen.findByTestId('narration-dialog');
    fireEvent.click(screen.getByTestId('narration-voice-thorsten'));
    expect(screen.getByTestId('narration').getAttribute('data-state')).toBe('idle');
    fireEvent.click(screen.getByTestId('narration-voice-sam'));
    expect(screen.getByTestId('narration').getAttribute('data-state')).toBe('ready');
    expect(sent.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('[TTS-21] a playback failure shows the unable-to-play toast', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockRejectedValue(new Error('NotSupportedError'));
    await toPlayer();
    fireEvent.click(screen.getByTestId('narration-play'));
    await waitFor(() => expect(toastText()).toBe('Unable to play the narration.'));
    toast.dismiss();
    fireEvent.error(screen.getByTestId('narration-audio'));
    expect(toastText()).toBe('Unable to play the narration.');
  });

  it('[TTS-03] [TTS-18] [TTS-22] like opens the comment dialog; sending grades good with the comment, thanks and marks it sent', async () => {
    const sent = await toPlayer(
      stubServer({
        [VOICES]: voicesOf('en'),
        [GENERATE]: { body: audio('ready', true) },
        [GRADE]: { body: { success: true } },
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'I like this narration' }));
    const dialog = await screen.findByTestId('narration-feedback-dialog');
    expect(within(dialog).getByRole('button', { name: 'Good' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.change(within(dialog).getByLabelText('Comment (optional)'), {
      target: { value: '  Clear voice ' },
    });
    fireEvent.click(screen.getByTestId('narration-feedback-send'));
    await waitFor(() => expect(toastText()).toBe('Thank you for your feedback!'));
    expect(sent.find((r) => r.url === '/api/text-to-speech/grade')!.body).toEqual({
      hash: HASH,
      good: 1,
      bad: 0,
      comment: 'Clear voice',
    });
    await waitFor(() => expect(screen.queryByTestId('narration-feedback-dialog')).toBeNull());
    expect(screen.queryByTestId('narration-like')).toBeNull();
    expect(screen.queryByTestId('narration-dislike')).toBeNull();
    expect(screen.getByTestId('narration-feedback-sent').textContent).toBe('Thanks, your feedback was sent.');
  });

  it('[TTS-03] [TTS-18] [TTS-22] dislike grades bad; a failure says so and keeps the dialog', async () => {
    const sent = await toPlayer(
      stubServer({
        [VOICES]: voicesOf('en'),
        [GENERATE]: { body: audio('ready', true) },
        [GRADE]: { status: 500, body: null },
      }),
    );
    fireEvent.click(screen.getByTestId('narration-dislike'));
    await screen.findByTestId('narration-feedback-dialog');
    fireEvent.click(screen.getByTestId('narration-feedback-send'));
    await waitFor(() => expect(toastText()).toBe('Your feedback could not be sent.'));
    expect(sent.find((r) => r.url === '/api/text-to-speech/grade')!.body).toMatchObject({ good: 0, bad: 1 });
    expect(screen.getByTestId('narration-feedback-dialog')).toBeTruthy();
    expect(screen.getByTestId('narration-dislike')).toBeTruthy();
  });

  it('[TTS-17] sending with no choice just closes the dialog, without a call', async () => {
    const sent = await toPlayer();
    fireEvent.click(screen.getByTestId('narration-like'));
    const dialog = await screen.findByTestId('narration-feedback-dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Good' }));
    expect(within(dialog).getByRole('button', { name: 'Good' }).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(screen.getByTestId('narration-feedback-send'));
    await waitFor(() => expect(screen.queryByTestId('narration-feedback-dialog')).toBeNull());
    expect(sent.filter((r) => r.url.includes('grade'))).toEqual([]);
    expect(screen.getByTestId('narration-like')).toBeTruthy();
  });

  it('the voice dialog, the player and the feedback dialog have no axe violations (contrast is checked in a real browser)', async () => {
    const check = async () => {
      const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
      return results.violations.map((violation) => violation.id);
    };
    stubServer({ [VOICES]: voicesOf('en'), [GENERATE]: { body: audio('ready', true) } });
    renderControl();
    await openDialog();
    expect(await check()).toEqual([]);
    fireEvent.click(screen.getByTestId('narration-generate'));
    await screen.findByTestId('narration-player');
    await waitFor(() => expect(screen.queryByTestId('narration-dialog')).toBeNull());
    expect(await check()).toEqual([]);
    fireEvent.click(screen.getByTestId('narration-like'));
    await screen.findByTestId('narration-feedback-dialog');
    expect(await check()).toEqual([]);
  });
});
