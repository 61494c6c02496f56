import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FOOD_ANALYSES_KEY,
  type FoodAnalysis,
  type Recognition,
} from '../../../../core/contracts/food-recognition';
import type { Locale } from '../../../../core/i18n/locales';
import { pageHref, pagePath } from '../../../../core/routes';
import { toast } from '../../../components/toast/toast-store';
import { i18nFor } from '../../../lib/i18n';
import { ImageToKcalPage } from './image-to-kcal-page';

const PER_100G = { calories: 290, protein: 10, carbohydrates: 24, fat: 17, fiber: 1, sugar: 4, sodium: 800 };
const HOTDOG: Recognition = {
  id: 'hotdog',
  name: 'Hot dog',
  confidence: 0.87,
  estimatedWeight: 150,
  category: 'Fast food',
  foodId: 21,
  per100g: PER_100G,
};
const BURGER: Recognition = {
  id: 'cheeseburger',
  name: 'Cheeseburger',
  confidence: 0.06,
  estimatedWeight: 250,
  category: 'Fast food',
  foodId: 22,
  per100g: { ...PER_100G, calories: 260 },
};
const APPLE = { foodId: 7, name: 'Apple, raw', category: 'Fruits', per100g: { ...PER_100G, calories: 52 } };

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const failure = (status: number, code = 'error') =>
  json({ success: false, error: 'Server text', code, requestId: 'r1' }, status);

/** Our server's nutrition: per-100 g values × weight / 100 (as SR28 figures scale). */
function nutritionAnswer(foodId: number, weight: number) {
  const per100g = [HOTDOG, BURGER, APPLE].find((food) => food.foodId === foodId)!.per100g;
  const f = weight / 100;
  return {
    success: true,
    food: {
      id: foodId,
      name: 'x',
      nutrition: {
        calories: per100g.calories * f,
        protein: per100g.protein * f,
        carbohydrates: per100g.carbohydrates * f,
        fat: per100g.fat * f,
        fiber: per100g.fiber * f,
        sugar: per100g.sugar * f,
        sodium: per100g.sodium * f,
        weight,
      },
    },
  };
}

type Handler = (url: string, init: RequestInit) => Promise<Response> | Response;
let fetchMock: ReturnType<typeof vi.fn<Handler>>;
const calls = (part: string) =>
  fetchMock.mock.calls.filter(([url]) => url.includes(part)) as [string, RequestInit][];
const bodies = (part: string) => calls(part).map(([, init]) => JSON.parse(String(init.body)) as unknown);

function serve({
  recognize = () => json({ recognitions: [HOTDOG, BURGER], model: 'embedded' }),
  nutrition = (body: { foodId: number; weight: number }) => json(nutritionAnswer(body.foodId, body.weight)),
}: {
  recognize?: () => Promise<Response> | Response;
  nutrition?: (body: { foodId: number; weight: number }) => Response;
} = {}) {
  fetchMock = vi.fn<Handler>(async (url, init) => {
    if (url.startsWith('/api/food-recognition/recognize')) return recognize();
    if (url.startsWith('/api/food-recognition/nutrition'))
      return nutrition(JSON.parse(String(init.body)) as { foodId: number; weight: number });
    if (url.startsWith('/api/food-recognition/search')) return json({ results: [APPLE] });
    return failure(404);
  });
  vi.stubGlobal('fetch', fetchMock);
}

function renderPage(locale: Locale = 'en') {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <I18nextProvider i18n={i18nFor(locale)}>
        <MemoryRouter initialEntries={[pagePath('imageToKcal', locale, {})]}>
          <ImageToKcalPage />
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

const photo = () =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'hotdog.jpg', { type: 'image/jpeg' });
const upload = (file: File = photo()) =>
  fireEvent.change(screen.getByTestId('upload-input'), { target: { files: [file] } });
const kcal = () => screen.getByTestId('nutrition-calories').textContent;
const stored = () => JSON.parse(localStorage.getItem(FOOD_ANALYSES_KEY) ?? '[]') as FoodAnalysis[];

async function analysed() {
  upload();
  await screen.findByTestId('analysis-result');
  await waitFor(() => expect(screen.getByTestId('nutrition').getAttribute('data-pending')).toBe('false'));
}

describe('the photo to kcal page', () => {
  beforeEach(() => {
    localStorage.clear();
    toast.dismiss();
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:photo'), revokeObjectURL: vi.fn() }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('[IMG-03] [IMG-02] shows three feature cards and links the tool in the three languages', () => {
    serve();
    renderPage('de');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Foto zu kcal');
    expect(screen.getAllByTestId('feature-card')).toHaveLength(3);
    const languages = screen.getByRole('navigation', { name: 'Dieses Tool in anderen Sprachen' });
    expect(
      within(languages)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/pl/zdjecie-do-kcal', '/de/foto-zu-kcal', '/en/image-to-kcal']);
    expect(within(languages).getByRole('link', { current: 'page' }).getAttribute('href')).toBe(
      pageHref('imageToKcal', 'de'),
    );
  });

  it('[IMG-04] [IMG-06] [IMG-07] a chosen photo shows its preview and a processing state, then the result', async () => {
    let answer: (response: Response) => void = () => undefined;
    serve({ recognize: () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderPage();
    const input = screen.getByTestId('upload-input');
    expect(input.getAttribute('accept')).toBe('image/*');
    expect(screen.getByTestId('upload-camera').getAttribute('capture')).toBe('environment');
    const file = photo();
    upload(file);

    expect(screen.getByTestId('analysis-processing').textContent).toContain('Analyzing your photo…');
    expect(screen.getByTestId('analysis-processing').getAttribute('role')).toBe('status');
    expect(screen.getByTestId('photo-preview').getAttribute('src')).toBe('blob:photo');
    const [url, init] = calls('/recognize')[0]!;
    expect(url).toBe('/api/food-recognition/recognize?locale=en&_locale=en');
    expect(init.method).toBe('POST');
    expect(init.body).toBe(file);
    expect((init.headers as Record<string, string>)['content-type']).toBe('image/jpeg');

    await act(async () => answer(json({ recognitions: [HOTDOG, BURGER], model: 'embedded' })));
    const items = await screen.findAllByTestId('recognition');
    expect(items.map((item) => item.textContent)).toEqual([
      'Hot dog87% sure · Fast food',
      'Cheeseburger6% sure · Fast food',
    ]);
    expect(screen.queryByTestId('analysis-processing')).toBeNull();
    expect(screen.getByTestId('estimated-weight').textContent).toContain('Estimated portion: 150 g');
    await waitFor(() => expect(kcal()).toBe('435 kcal'));
    expect(bodies('/nutrition')).toEqual([{ foodId: 21, weight: 150, language: 'en' }]);
  });

  it('[IMG-22] shows sodium in mg and the other nutrients in g', async () => {
    serve();
    renderPage();
    await analysed();
    expect(screen.getByTestId('nutrition-sodium').textContent).toContain('1,200 mg');
    expect(screen.getByTestId('nutrition-protein').textContent).toContain('15 g');
    expect(screen.getByTestId('nutrition-fat').textContent).toContain('25.5 g');
    expect(screen.getByTestId('nutrition').getAttribute('data-estimate')).toBe('false');
  });

  it('[IMG-04] takes a photo dropped on the zone, with a visible drag state', async () => {
    serve();
    renderPage();
    const zone = screen.getByTestId('upload-zone');
    const dataTransfer = { types: ['Files'], files: [photo()], dropEffect: 'none' };
    fireEvent.dragEnter(zone, { dataTransfer });
    expect(zone.getAttribute('data-dragging')).toBe('true');
    expect(zone.textContent).toContain('Drop the photo to analyze it');
    fireEvent.drop(zone, { dataTransfer });
    await screen.findByTestId('analysis-result');
    expect(calls('/recognize')).toHaveLength(1);
  });

  it('[IMG-05] refuses a file that is not an image, in the page’s language, without sending it', () => {
    serve();
    renderPage('pl');
    upload(new File(['hello'], 'notes.jpg', { type: 'text/plain' }));
    expect(screen.getByTestId('upload-error').textContent).toContain(
      'Ten plik nie jest obrazem. Wybierz zdjęcie (JPEG, PNG lub WebP).',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    [500, '[IMG-25]', 'Failed to recognize food from image'],
    [422, '[IMG-26]', 'No food detected in image'],
    [
      503,
      '[IMG-27] [IMG-29]',
      'The food recognition model couldn’t analyze this photo. Please try again in a moment.',
    ],
    [
      504,
      '[IMG-14] [IMG-29]',
      'The food recognition model did not respond in time. Please try again in a moment.',
    ],
  ])('%i %s shows “%s” and an error toast with a title [IMG-28]', async (status, _ids, message) => {
    serve({ recognize: () => failure(status) });
    renderPage();
    upload();
    expect((await screen.findByTestId('analysis-error-message')).textContent).toContain(message);
    expect(screen.getByTestId('analysis-error').getAttribute('role')).toBe('alert');
    expect(toast.current()).toMatchObject({ kind: 'error', title: 'Image analysis failed', message });
  });

  it('[IMG-29] the failure texts are written in German and Polish too', async () => {
    serve({ recognize: () => failure(504) });
    renderPage('de');
    upload();
    expect((await screen.findByTestId('analysis-error-message')).textContent).toContain(
      'Das Erkennungsmodell hat nicht rechtzeitig geantwortet. Bitte versuch es gleich noch einmal.',
    );
    expect(toast.current()?.title).toBe('Bildanalyse fehlgeschlagen');
  });

  it('a new weight changes the figures at once and asks the nutrition of the new weight; slider and grams agree', async () => {
    serve();
    renderPage();
    await analysed();
    fireEvent.change(screen.getByTestId('weight-grams'), { target: { value: '300' } });
    expect(kcal()).toBe('870 kcal');
    expect((screen.getByTestId('weight-slider') as HTMLInputElement).value).toBe(String('300'));
    await waitFor(() =>
      expect(bodies('/nutrition')).toContainEqual({ foodId: 21, weight: 300, language: 'en' }),
    );
    fireEvent.change(screen.getByTestId('weight-slider'), { target: { value: '100' } });
    expect((screen.getByTestId('weight-grams') as HTMLInputElement).value).toBe(String(100));
    expect(kcal()).toBe('290 kcal');
    await waitFor(() =>
      expect(bodies('/nutrition')).toContainEqual({ foodId: 21, weight: 100, language: 'en' }),
    );
    // Out of range: brought into 1–2000 g when the field is left.
    fireEvent.change(screen.getByTestId('weight-grams'), { target: { value: '5000' } });
    expect(screen.getByTestId('weight-grams').getAttribute('aria-invalid')).toBe('true');
    fireEvent.blur(screen.getByTestId('weight-grams'));
    expect((screen.getByTestId('weight-grams') as HTMLInputElement).value).toBe(String(2000));
  });

  it('[IMG-23] [IMG-24] when the nutrition lookup fails, the estimate from per-100 g values is shown, marked', async () => {
    serve({ nutrition: () => failure(500) });
    renderPage();
    upload();
    await waitFor(() => expect(screen.getByTestId('nutrition').getAttribute('data-estimate')).toBe('true'));
    expect(screen.getByTestId('nutrition-estimate').textContent).toContain('Estimate');
    expect(kcal()).toBe('435 kcal');
    expect(screen.getByTestId('nutrition-estimate-note')).toBeTruthy();
  });

  it('[IMG-24] a recognition without a food of our table shows the estimate without asking', async () => {
    serve({
      recognize: () => json({ recognitions: [{ ...HOTDOG, foodId: null }], model: 'embedded' }),
    });
    renderPage();
    upload();
    await screen.findByTestId('analysis-result');
    expect(screen.getByTestId('nutrition').getAttribute('data-estimate')).toBe('true');
    expect(kcal()).toBe('435 kcal');
    expect(calls('/nutrition')).toHaveLength(0);
  });

  it('[IMG-19] choosing another recognition or a searched food asks that food’s nutrition', async () => {
    serve();
    renderPage();
    await analysed();
    fireEvent.click(screen.getByRole('radio', { name: /Cheeseburger/ }));
    await waitFor(() =>
      expect(bodies('/nutrition')).toContainEqual({ foodId: 22, weight: 250, language: 'en' }),
    );
    expect(screen.getByTestId('estimated-weight').textContent).toContain('250 g');

    fireEvent.change(screen.getByTestId('food-search-input'), { target: { value: 'apple' } });
    const option = await screen.findByRole('option', { name: /Apple, raw/ });
    expect(bodies('/search')).toEqual([{ query: 'apple', language: 'en' }]);
    fireEvent.click(option);
    expect((screen.getByRole('radio', { name: /Apple, raw/ }) as HTMLInputElement).checked).toBe(true);
    await waitFor(() =>
      expect(bodies('/nutrition')).toContainEqual({ foodId: 7, weight: 250, language: 'en' }),
    );
    await waitFor(() => expect(kcal()).toBe('130 kcal'));
  });

  it('[IMG-08] “Analyze new photo” goes back to a new upload and lets the preview go', async () => {
    serve();
    renderPage();
    await analysed();
    fireEvent.click(screen.getByRole('button', { name: 'Analyze new photo' }));
    expect(screen.getByTestId('upload-zone')).toBeTruthy();
    expect(screen.queryByTestId('photo-preview')).toBeNull();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:photo');
    expect(document.activeElement).toBe(screen.getByTestId('upload-input'));
  });

  it('[IMG-30] [IMG-31] saves each analysis with its timestamp, follows corrections and lists it below the tool', async () => {
    serve();
    renderPage();
    expect(screen.getByTestId('analysis-history-empty')).toBeTruthy();
    await analysed();
    await waitFor(() => expect(stored()).toHaveLength(1));
    const [saved] = stored();
    expect(saved).toMatchObject({
      weight: 150,
      recognitions: [{ id: 'hotdog' }, { id: 'cheeseburger' }],
      nutrition: { calories: 435, sodium: 1200, weight: 150, estimate: false },
    });
    expect(Number.isNaN(Date.parse(saved!.createdAt))).toBe(false);
    const item = screen.getByTestId('analysis-history-item');
    expect(within(item).getByTestId('analysis-history-food').textContent).toContain('Hot dog');
    expect(within(item).getByTestId('analysis-history-kcal').textContent).toContain('435 kcal');

    fireEvent.change(screen.getByTestId('weight-grams'), { target: { value: '200' } });
    await waitFor(() => expect(stored()[0]).toMatchObject({ weight: 200, nutrition: { calories: 580 } }));
    expect(stored()).toHaveLength(1);
    expect(
      within(screen.getByTestId('analysis-history-item')).getByTestId('analysis-history-weight').textContent,
    ).toContain('200 g');

    fireEvent.click(screen.getByRole('button', { name: 'Clear history' }));
    expect(localStorage.getItem(FOOD_ANALYSES_KEY)).toBeNull();
    expect(screen.getByTestId('analysis-history-empty')).toBeTruthy();
  });

  it('the page with a result has no axe violations (structure and names; contrast is checked in a real browser)', async () => {
    serve();
    const { container } = renderPage();
    await analysed();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
  });
});
