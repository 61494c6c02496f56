import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { registerViaApi, uniqueEmail } from './support/accounts';
import { CHROMIUM_LAUNCH } from './support/chromium';
import { expectNoSeriousAxeViolations } from './support/page-checks';
import { expect, test } from './support/test';

/**
 * Voice search with Chromium's fake microphone (issue 23 A7): the microphone "hears" an English sentence that
 * espeak-ng spoke into a WAV file; the real recorder, the real transcription call and the embedded English
 * recogniser turn it into text — no fakes beyond the microphone itself.
 */
const speech = join(mkdtempSync(join(tmpdir(), 'nutrio-voice-')), 'chicken-soup.wav');
execFileSync('espeak-ng', ['-v', 'en-us', '-s', '140', '-w', speech, 'chicken soup with rice']);

test.use({
  launchOptions: {
    ...CHROMIUM_LAUNCH,
    args: [
      ...CHROMIUM_LAUNCH.args,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-audio-capture=${speech}`,
    ],
  },
});

test('[STT-01] [STT-02] [STT-12] [SRCH-21] a member speaks into the recipes search: the transcript lands in the dialog, Apply puts it in the box and searches', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await registerViaApi(page.request, { email: uniqueEmail('voice') });
  // What the page puts in the multipart form (the browser's network log leaves blob bodies out).
  await page.addInitScript(() => {
    const send = window.fetch.bind(window);
    window.fetch = (input, init) => {
      if (init?.body instanceof FormData)
        (window as unknown as { sentForm: string[][] }).sentForm = [...init.body.entries()].map(
          ([name, value]) => [name, typeof value === 'string' ? value : `${value.type} ${value.size}`],
        );
      return send(input, init);
    };
  });
  await page.goto('/en/recipes/', { waitUntil: 'load' });
  await page.getByRole('main').getByTestId('voice-trigger').click();
  const dialog = page.getByTestId('voice-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('voice-status')).toHaveAttribute('data-state', 'idle');
  await expect(dialog.getByTestId('voice-transcript')).toBeVisible();
  await expect(dialog.getByTestId('voice-cancel')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await dialog.getByTestId('voice-record').click();
  await expect(dialog.getByTestId('voice-status')).toHaveAttribute('data-state', 'listening');
  await page.waitForTimeout(3000);
  const transcribed = page.waitForResponse((res) => res.url().includes('/api/speech-to-text/transcribe'));
  await dialog.getByTestId('voice-record').click();
  const response = await transcribed;
  expect(response.status()).toBe(200);
  expect(response.request().headers()['content-type']).toMatch(/^multipart\/form-data/);
  const form = await page.evaluate(() => (window as unknown as { sentForm: string[][] }).sentForm);
  expect(form).toContainEqual(['language', 'en']);
  expect(form.find(([name]) => name === 'audio')?.[1]).toMatch(/^audio\/\S+ [1-9]\d*$/);
  const { transcript } = (await response.json()) as { transcript: string };
  expect(transcript.trim()).not.toBe('');

  const field = dialog.getByTestId('voice-transcript');
  await expect(field).not.toHaveValue('');
  const heard = await field.inputValue();
  await dialog.getByTestId('voice-apply').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('main').getByRole('searchbox')).toHaveValue(heard);
  await expect.poll(() => new URL(page.url()).searchParams.get('text')).toBe(heard);
});

test('[STT-03] Escape and Cancel close the dialog; Polish voice input says it needs a speech-to-text endpoint', async ({
  page,
}) => {
  await registerViaApi(page.request, { email: uniqueEmail('voice-pl') });
  await page.goto('/en/recipes/');
  const trigger = page.getByRole('main').getByTestId('voice-trigger');
  await trigger.click();
  await expect(page.getByTestId('voice-dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('voice-dialog')).toBeHidden();
  await trigger.click();
  await page.getByTestId('voice-cancel').click();
  await expect(page.getByTestId('voice-dialog')).toBeHidden();

  // The embedded recogniser knows English only (README): Polish asks for an endpoint and does not record.
  await page.goto('/pl/przepisy/');
  await page.getByRole('main').getByTestId('voice-trigger').click();
  await expect(page.getByTestId('voice-record')).toBeDisabled();
  await expect(page.getByTestId('voice-status')).toContainText(/serwer|usług|endpoint/i);
});
