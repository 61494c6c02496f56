import { expectNoSeriousAxeViolations } from './support/page-checks';
import { expect, test } from './support/test';

/**
 * Narration on a recipe page (issue 23 A3, A7): the embedded espeak-ng voice through the real job queue, the
 * Ogg/Opus file served with ranges, the player and the feedback — no fakes.
 */
test('[TTS-01] [TTS-02] [TTS-04] [TTS-15] a recipe reads itself aloud: voice dialog, generate, play, pause and stop, then a like with a comment', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/en/recipes/');
  await page.getByTestId('recipe-card').first().click();
  await expect(page.getByTestId('nutrition')).toBeVisible();
  const recipeId = await page.evaluate(() => Number(/\/(\d+)(?:-|$)/.exec(location.pathname)?.[1]));

  await page.getByTestId('narration-play').click();
  const dialog = page.getByTestId('narration-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('narration-voice-sam')).toBeChecked();
  await expect(dialog.getByTestId('narration-close')).toBeVisible();
  const generated = page.waitForResponse((res) => res.url().endsWith('/api/text-to-speech/generate'));
  await dialog.getByTestId('narration-generate').click();
  const response = await generated;
  const sent = response.request().postDataJSON() as Record<string, unknown>;
  expect(sent).toMatchObject({ type: 'recipe', language: 'en', voice: 'sam', area: 'full' });
  if (Number.isFinite(recipeId)) expect(Number(sent.id)).toBe(recipeId);
  const answer = (await response.json()) as { status: string; hash: string; statusUrl: string };
  expect(answer.statusUrl).toContain(answer.hash);

  // Polled every 5 s until the worker has made it.
  const player = page.getByTestId('narration-player');
  await expect(player).toBeVisible({ timeout: 40_000 });
  const audio = page.getByTestId('narration-audio');
  const src = await audio.getAttribute('src');
  expect(src).toMatch(/\/api\/text-to-speech\/audio\/[0-9a-f]{64}$/);
  const head = await page.request.get(src!, { headers: { range: 'bytes=0-3' } });
  expect(head.status()).toBe(206);
  expect((await head.body()).toString('latin1')).toBe('OggS');

  await player.getByTestId('narration-play').click();
  await expect
    .poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime), { timeout: 10_000 })
    .toBeGreaterThan(0);
  await player.getByTestId('narration-pause').click();
  await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.paused)).toBe(true);
  await player.getByTestId('narration-stop').click();
  await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime)).toBe(0);
  await expect(player.getByTestId('narration-settings')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.getByTestId('narration-like').click();
  const feedback = page.getByTestId('narration-feedback-dialog');
  await expect(feedback).toBeVisible();
  await feedback.getByTestId('narration-feedback-comment').fill('Clear and calm, thank you.');
  const graded = page.waitForResponse((res) => res.url().endsWith('/api/text-to-speech/grade'));
  await feedback.getByTestId('narration-feedback-send').click();
  const grade = await graded;
  expect(grade.status()).toBe(200);
  expect(grade.request().postDataJSON()).toMatchObject({
    hash: answer.hash,
    good: 1,
    bad: 0,
    comment: 'Clear and calm, thank you.',
  });
  await expect(page.getByTestId('narration-feedback-sent')).toBeVisible();
});
