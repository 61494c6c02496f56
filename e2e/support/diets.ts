import type { APIRequestContext } from '@playwright/test';

/**
 * Saves a one-day diet through the API, as the generator would (its plan, then the save), for the signed-in
 * member of `request`; `personalData` is what the diet's meta says of them.
 */
export async function saveDietViaApi(
  request: APIRequestContext,
  personalData = { age: 35, gender: 'female', weight: 68, height: 170, pal: 1.5 },
): Promise<void> {
  const { csrfToken } = (await (await request.get('/api/auth/session')).json()) as { csrfToken: string };
  const headers = { 'x-csrf-token': csrfToken };
  const schedule = [{ id: 'm1', time: '08:00', type: 'Meal', label: '' }];
  const plan = {
    targetCalories: 2000,
    planDuration: 1,
    startDate: '2026-12-01',
  };
  const generated = await (
    await request.post('/api/diet-generator/plan', {
      headers,
      data: { ...plan, preferences: { dietType: 'any', allergens: [] }, schedule },
    })
  ).json();
  const meta = {
    ...plan,
    personalData,
    preferences: {
      allergens: [],
      dietType: 'any',
      monitoredNutrients: [],
      defaultDrinkVolumes: { water: 250, coffee: 250, tea: 250, energy: 250 },
    },
    schedule: { items: schedule },
    generatedAt: '2026-11-24T10:00:00.000Z',
  };
  const saved = await request.post('/api/diets', { headers, data: { ...generated, meta, version: 0 } });
  if (!saved.ok()) throw new Error(`saving the diet failed: ${saved.status()} ${await saved.text()}`);
}
