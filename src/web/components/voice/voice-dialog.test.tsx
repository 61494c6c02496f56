import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import deVoice from '../../../core/i18n/locales/de/voice.json';
import enVoice from '../../../core/i18n/locales/en/voice.json';
import plVoice from '../../../core/i18n/locales/pl/voice.json';
import type { Locale } from '../../../core/i18n/locales';
import { appConfig } from '../../lib/app-config';
import { i18nFor, loadTranslations } from '../../lib/i18n';
import { sessionStore } from '../../lib/session';
import { toast } from '../toast/toast-store';
import { VoiceButton, type VoiceButtonProps } from './voice-button';

/** A microphone whose loudness (RMS, as the analyser reads it) and recorded bytes the test sets. */
const mic = { amplitude: 0, data: new Blob(['voice'], { type: 'audio/webm' }) };

class FakeTrack {
  stopped = false;
  stop() {
    this.stopped = true;
  }
}
let tracks: FakeTrack[] = [];
const getUserMedia = vi.fn(async () => {
  const track = new FakeTrack();
  tracks.push(track);
  return { getTracks: () => [track] } as unknown as MediaStream;
});

class FakeMediaRecorder {
  state: 'inactive' | 'recording' = 'inactive';
  mimeType = 'audio/webm;codecs=opus';
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  onerror: (() => void) | null = null;
  start() {
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    this.ondataavailable?.({ data: mic.data });
    setTimeout(() => this.onstop?.(), 0);
  }
}

class FakeAudioContext {
  createAnalyser() {
    return {
      fftSize: 2048,
      getFloatTimeDomainData(samples: Float32Array) {
        samples.fill(mic.amplitude);
      },
    };
  }
  createMediaStreamSource() {
    return { connect: () => undefined };
  }
  resume = () => Promise.resolve();
  close = () => Promise.resolve();
}

type FetchMock = ReturnType<typeof vi.fn<(input: string, init?: RequestInit) => Promise<Response>>>;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const MEMBER = { id: 3, name: 'Ola', email: 'ola@example.com', roles: ['user'], emailVerified: true };

function renderVoice(props: Partial<VoiceButtonProps> = {}, locale: Locale = 'en') {
  const onApply = vi.fn<(text: string) => void>();
  const view = render(
    <I18nextProvider i18n={i18nFor(locale)}>
      <MemoryRouter initialEntries={[`/${locale}/recipes/`]}>
        <VoiceButton onApply={onApply} target="catalogue-recipes" {...props} />
      </MemoryRouter>
    </I18nextProvider>,
  );
  return { ...view, onApply };
}

async function openDialog() {
  fireEvent.click(screen.getByRole('button', { name: 'Search by voice' }));
  return screen.findByTestId('voice-dialog', {}, { timeout: 5000 });
}

/** Long enough for the recorder to read the amplitude (every ~100 ms). */
const listenAWhile = () => act(() => new Promise((resolve) => setTimeout(resolve, 250)));

const status = () => screen.getByTestId('voice-status');

describe('the voice search dialog', () => {
  let fetchMock: FetchMock;
  beforeAll(async () => {
    await loadTranslations('en', ['voice', 'common']);
    await loadTranslations('de', ['voice', 'common']);
    // The dialog's chunk, compiled once before the first test opens it.
    await import('./voice-dialog');
  });
  beforeEach(() => {
    sessionStore.set({ user: MEMBER, csrfToken: 'csrf-1' });
    mic.amplitude = 0;
    mic.data = new Blob(['voice'], { type: 'audio/webm' });
    tracks = [];
    getUserMedia.mockClear();
    vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
    vi.stubGlobal('AudioContext', FakeAudioContext);
    Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
    fetchMock = vi.fn<(input: string, init?: RequestInit) => Promise<Response>>();
    fetchMock.mockResolvedValue(json({ transcript: 'apple pie' }));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'mediaDevices');
    toast.dismiss();
    sessionStore.set({ user: null, csrfToken: null });
    delete appConfig.speechLanguages;
  });

  it('[STT-01] [STT-02] the trigger opens a modal with a record toggle, a status, an editable transcript, cancel and apply', async () => {
    renderVoice();
    const dialog = await openDialog();
    expect(within(dialog).getByRole('heading', { name: 'Voice search' })).toBeTruthy();
    const record = within(dialog).getByRole('button', { name: 'Start recording' });
    expect(record.getAttribute('aria-pressed')).toBe('false');
    expect(record.getAttribute('data-testid')).toBe('voice-record');
    expect(within(dialog).getByRole('status').getAttribute('aria-live')).toBe('polite');
    expect(status().textContent).toBe('Ready. Press the microphone to speak.');
    const transcript = within(dialog).getByRole<HTMLTextAreaElement>('textbox', { name: 'Transcript' });
    fireEvent.change(transcript, { target: { value: 'oat cookies' } });
    expect(transcript.value).toBe('oat cookies');
    expect(within(dialog).getByRole('button', { name: 'Cancel' }).getAttribute('data-testid')).toBe(
      'voice-cancel',
    );
    expect(within(dialog).getByRole('button', { name: 'Apply' }).getAttribute('data-testid')).toBe(
      'voice-apply',
    );
  });

  it('no button for guests, nor in a browser that cannot record', () => {
    sessionStore.set({ user: null, csrfToken: null });
    const guest = renderVoice();
    expect(screen.queryByTestId('voice-trigger')).toBeNull();
    guest.unmount();
    sessionStore.set({ user: MEMBER, csrfToken: 'csrf-1' });
    vi.stubGlobal('MediaRecorder', undefined);
    renderVoice();
    expect(screen.queryByTestId('voice-trigger')).toBeNull();
  });

  it('[STT-03] Escape, a click on the backdrop and Cancel each close it', async () => {
    renderVoice();
    let dialog = await openDialog();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('voice-dialog')).toBeNull());

    dialog = await openDialog();
    fireEvent.click(within(dialog).getByTestId('voice-cancel'));
    await waitFor(() => expect(screen.queryByTestId('voice-dialog')).toBeNull());

    await openDialog();
    const backdrop = document.querySelector('.fixed.inset-0');
    expect(backdrop).not.toBeNull();
    fireEvent.pointerDown(backdrop!);
    await waitFor(() => expect(screen.queryByTestId('voice-dialog')).toBeNull());
  });

  it('[STT-04] [STT-10] recording shows listening; with no speech heard it goes back to idle with a toast and frees the microphone', async () => {
    renderVoice();
    await openDialog();
    fireEvent.click(screen.getByTestId('voice-record'));
    const stop = await screen.findByRole('button', { name: 'Stop recording' });
    expect(stop.getAttribute('aria-pressed')).toBe('true');
    expect(status().getAttribute('data-state')).toBe('listening');
    expect(status().textContent).toBe('Listening… speak now.');
    await listenAWhile();
    fireEvent.click(stop);
    await waitFor(() => expect(toast.current()?.message).toMatch(/^No speech was detected/));
    expect(toast.current()?.kind).toBe('warning');
    expect(status().getAttribute('data-state')).toBe('idle');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(tracks.every((track) => track.stopped)).toBe(true);
  });

  it('[STT-11] no audio data gives the error state (permission)', async () => {
    mic.amplitude = 0.2;
    mic.data = new Blob([], { type: 'audio/webm' });
    renderVoice();
    await openDialog();
    fireEvent.click(screen.getByTestId('voice-record'));
    await listenAWhile();
    fireEvent.click(screen.getByRole('button', { name: 'Stop recording' }));
    await waitFor(() => expect(status().getAttribute('data-state')).toBe('error'));
    expect(status().textContent).toMatch(
      /^No audio was recorded\. Please allow this site to use your microphone/,
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a refused microphone says so', async () => {
    getUserMedia.mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
    renderVoice();
    await openDialog();
    fireEvent.click(screen.getByTestId('voice-record'));
    await waitFor(() => expect(status().getAttribute('data-state')).toBe('error'));
    expect(status().textContent).toMatch(/^Access to the microphone was denied/);
    expect(toast.current()?.kind).toBe('error');
  });

  it('[STT-12] [SRCH-21] [STT-14] [STT-15] the audio is sent as multipart audio + language and the cleaned transcript lands in the textarea', async () => {
    mic.amplitude = 0.2;
    fetchMock.mockResolvedValue(json({ transcript: '*coughs* [00:01.000 --> 00:02.000] Apple pie 2' }));
    renderVoice();
    await openDialog();
    fireEvent.click(screen.getByTestId('voice-record'));
    await listenAWhile();
    fireEvent.click(screen.getByRole('button', { name: 'Stop recording' }));
    await waitFor(() =>
      expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Transcript' }).value).toBe(
        'Apple pie',
      ),
    );
    expect(status().getAttribute('data-state')).toBe('idle');
    expect(status().textContent).toBe('Done. Check the text and apply it.');
    expect(toast.current()?.message).toBe('Left out of the text: coughs');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/speech-to-text/transcribe?_locale=en');
    expect(init?.method).toBe('POST');
    expect((init?.headers as Record<string, string>)['x-csrf-token']).toBe('csrf-1');
    const form = init?.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('language')).toBe('en');
    const audio = form.get('audio') as File;
    expect(audio.size).toBe(5);
    expect(audio.type).toBe('audio/webm;codecs=opus');
    expect(audio.name).toBe('recording.webm');
    expect(tracks.every((track) => track.stopped)).toBe(true);
  });

  it("the server's error text is shown", async () => {
    mic.amplitude = 0.2;
    fetchMock.mockResolvedValue(
      json({ success: false, error: 'The audio is too long.', code: 'audio_too_long', requestId: 'r1' }, 400),
    );
    renderVoice();
    await openDialog();
    fireEvent.click(screen.getByTestId('voice-record'));
    await listenAWhile();
    fireEvent.click(screen.getByRole('button', { name: 'Stop recording' }));
    await waitFor(() => expect(status().getAttribute('data-state')).toBe('error'));
    expect(status().textContent).toBe('The recording could not be transcribed: The audio is too long.');
  });

  it('[STT-16] [STT-17] apply hands the text to the caller and dispatches voice:transcript with text and target', async () => {
    const heard = vi.fn<(event: Event) => void>();
    window.addEventListener('voice:transcript', heard);
    const { onApply } = renderVoice();
    await openDialog();
    const apply = screen.getByTestId('voice-apply');
    expect(apply.hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByTestId('voice-transcript'), { target: { value: '  vegan chili ' } });
    fireEvent.click(apply);
    expect(onApply).toHaveBeenCalledWith('vegan chili');
    expect(heard).toHaveBeenCalledTimes(1);
    expect((heard.mock.calls[0]![0] as CustomEvent).detail).toEqual({
      text: 'vegan chili',
      target: 'catalogue-recipes',
    });
    await waitFor(() => expect(screen.queryByTestId('voice-dialog')).toBeNull());
    window.removeEventListener('voice:transcript', heard);
  });

  it('quick mode (the header) records as it opens and applies the transcript at once', async () => {
    mic.amplitude = 0.2;
    const { onApply } = renderVoice({ mode: 'quick', autoApply: true, target: 'header-search' });
    await openDialog();
    await screen.findByRole('button', { name: 'Stop recording' });
    await listenAWhile();
    fireEvent.click(screen.getByRole('button', { name: 'Stop recording' }));
    await waitFor(() => expect(onApply).toHaveBeenCalledWith('apple pie'));
    await waitFor(() => expect(screen.queryByTestId('voice-dialog')).toBeNull());
  });

  it('a language the server cannot transcribe explains that an endpoint is needed, and does not record', async () => {
    appConfig.speechLanguages = ['en'];
    renderVoice({}, 'de');
    fireEvent.click(screen.getByRole('button', { name: 'Per Sprache suchen' }));
    await screen.findByTestId('voice-dialog');
    expect(status().textContent).toMatch(/Spracherkennungsdienst/);
    expect(screen.getByTestId('voice-record').hasAttribute('disabled')).toBe(true);
    expect(getUserMedia).not.toHaveBeenCalled();
  });

  it('[STT-18] [STT-19] the error texts exist in pl, de and en, each in its own words', () => {
    const keys = [
      'unsupported',
      'permissionDenied',
      'noInput',
      'generic',
      'server',
      'notTranscribed',
      'microphoneDenied',
    ] as const;
    for (const key of keys) {
      const texts = [enVoice, deVoice, plVoice].map((catalogue) => catalogue.errors[key]);
      expect(texts.every((text) => text.trim().length > 10)).toBe(true);
      expect(new Set(texts).size).toBe(3);
    }
    expect(enVoice.errors.server).toContain('{{message}}');
    expect(deVoice.errors.server).toContain('{{message}}');
    expect(plVoice.errors.server).toContain('{{message}}');
  });
});
