import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminTemplateDetail,
  AdminTemplatesResponse,
  MealCandidatesResponse,
  TemplatePlanView,
  type TemplateParameters,
} from '../../../core/contracts/admin-diet-templates';
import { AuditResponse } from '../../../core/contracts/admin-users';
import { api, apiHref } from '../../../core/routes';
import { registerUser, type SignedIn } from '../../testing/auth-helpers';
import { REAL_DATA_DIR } from '../../testing/reference-fixture';
import { createTestApp, TEST_API_KEY, TEST_DIALECTS, type TestApp } from '../../testing/test-app';
import { catalogueIndexing } from '../catalogue/catalogues';
import { importReferenceData } from '../reference-data/reference-import';

type PlanBody = Array<{ meals: Array<{ slot: string; recipeId: number; foods: Array<[number, number]> }> }>;
const planOf = (view: TemplatePlanView): PlanBody =>
  view.days.map((day) => ({
    meals: day.meals.map((meal) => ({ slot: meal.slot, recipeId: meal.recipeId, foods: meal.foods })),
  }));

describe.each(TEST_DIALECTS)('diet templates for admins on %s (issue 24 A2)', (dialect) => {
  let t: TestApp;
  let admin: SignedIn;
  let member: SignedIn;
  let template: AdminTemplateDetail;
  let createdTemplate: AdminTemplateDetail | undefined;
  const adminEmail = `ada-templates-${dialect}@example.com`;

  const db = () => t.app.database.db;
  const call = (who: SignedIn | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { ...(who?.headers ?? {}), 'accept-language': 'en' },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const detailOf = async (id: number) => {
    const res = await call(admin, 'GET', apiHref(api.admin_diet_template, { id }));
    expect(res.statusCode, res.body).toBe(200);
    return AdminTemplateDetail.parse(res.json());
  };
  const saveBody = (detail: AdminTemplateDetail, plan: PlanBody = planOf(detail.plan)) => ({
    names: detail.names,
    descriptions: detail.descriptions,
    prices: detail.prices,
    plan,
  });
  /** kcal of a meal's foods from the foods table (per 100 g), as the server must compute it. */
  const kcalOf = async (foods: Array<[number, number]>) => {
    const rows = await db()
      .selectFrom('foods')
      .select(['id', 'energy_kcal'])
      .where(
        'id',
        'in',
        foods.map(([id]) => id),
      )
      .execute();
    const per100 = new Map(rows.map((row) => [row.id, Number(row.energy_kcal ?? 0)]));
    return foods.reduce((sum, [id, grams]) => sum + ((per100.get(id) ?? 0) * grams) / 100, 0);
  };

  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { FILES_DIR: 'var/test-cache/files' } });
    await importReferenceData(
      db(),
      {
        dataDir: REAL_DATA_DIR,
        contentDir: resolve('content'),
        mediaDir: resolve('var/test-cache/media'),
        filesDir: 'var/test-cache/files',
      },
      { search: catalogueIndexing(db(), t.app.searchProvider) },
    );
    admin = await registerUser(t.app, { firstname: 'Ada', email: adminEmail });
    member = await registerUser(t.app, { firstname: 'Ola', email: `ola-templates-${dialect}@example.com` });
    await db()
      .updateTable('users')
      .set({ roles: JSON.stringify(['user', 'admin']) })
      .where('email', '=', adminEmail)
      .execute();
    // A template that leaves out milk: the allergen checks have something to refuse.
    const row = await db()
      .selectFrom('diet_templates')
      .select('id')
      .where('excluded_allergens', 'like', '%milk%')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    template = await detailOf(row.id);
  }, 300_000);
  afterAll(async () => t.close());

  it('[ROLE-20] a member who is no admin gets 403 on the list, the detail and a save, and nothing changes', async () => {
    for (const [method, url, payload] of [
      ['GET', api.admin_diet_templates.path, undefined],
      ['GET', apiHref(api.admin_diet_template, { id: template.id }), undefined],
      ['PUT', apiHref(api.admin_diet_template_update, { id: template.id }), saveBody(template)],
    ] as const) {
      const res = await call(member, method, url, payload);
      expect(res.statusCode, url).toBe(403);
    }
    expect((await detailOf(template.id)).updatedAt).toBe(template.updatedAt);
  });

  it('lists the templates with a search by name, 20 a page', async () => {
    const all = await call(admin, 'GET', api.admin_diet_templates.path);
    expect(all.statusCode).toBe(200);
    const page = AdminTemplatesResponse.parse(all.json());
    expect(page.total).toBeGreaterThan(1);
    expect(page.perPage).toBe(20);
    const word = template.names.en.split(' ')[0]!;
    const found = AdminTemplatesResponse.parse(
      (await call(admin, 'GET', `${api.admin_diet_templates.path}?q=${encodeURIComponent(word)}`)).json(),
    );
    expect(found.items.map((item) => item.id)).toContain(template.id);
    expect(found.items.every((item) => item.name.toLowerCase().includes(word.toLowerCase()))).toBe(true);
  });

  it('shows a template with the numbers the import stored: each meal from its foods, the average of the days', async () => {
    const stored = await db()
      .selectFrom('diet_templates')
      .select(['kcal', 'protein_g'])
      .where('id', '=', template.id)
      .executeTakeFirstOrThrow();
    expect(Math.abs(template.plan.average.kcal - Number(stored.kcal))).toBeLessThanOrEqual(1);
    expect(Math.abs(template.plan.average.protein - Number(stored.protein_g))).toBeLessThanOrEqual(1);
    const meal = template.plan.days[0]!.meals[0]!;
    expect(meal.recipeName).not.toBe('');
    expect(Math.abs(meal.kcal - (await kcalOf(meal.foods)))).toBeLessThanOrEqual(1);
  });

  it('recomputes a scaled meal, its day and the average; nothing is stored by a preview', async () => {
    const plan = planOf(template.plan);
    const meal = plan[0]!.meals[0]!;
    meal.foods = meal.foods.map(([id, grams]) => [id, Math.round(grams * 1.5)]);
    const res = await call(admin, 'POST', api.admin_diet_template_preview.path, {
      parameters: template.parameters,
      plan,
    });
    expect(res.statusCode, res.body).toBe(200);
    const view = TemplatePlanView.parse(res.json());
    expect(Math.abs(view.days[0]!.meals[0]!.kcal - (await kcalOf(meal.foods)))).toBeLessThanOrEqual(1);
    expect(view.days[0]!.kcal).toBeGreaterThan(template.plan.days[0]!.kcal);
    expect(view.days[1]!.kcal).toBe(template.plan.days[1]!.kcal);
    expect((await detailOf(template.id)).plan.days[0]!.kcal).toBe(template.plan.days[0]!.kcal);
  });

  it('offers only recipes that fit the diet and leave out every excluded allergen, "may contain" included', async () => {
    const meal = template.plan.days[0]!.meals[0]!;
    const query = new URLSearchParams({
      dietType: template.parameters.dietType,
      excludeAllergens: template.parameters.excludeAllergens.join(','),
      slot: meal.slot,
      kcal: String(meal.kcal),
    });
    const res = await call(admin, 'GET', `${api.admin_diet_template_candidates.path}?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    const { items } = MealCandidatesResponse.parse(res.json());
    expect(items.length).toBeGreaterThan(0);
    const rows = await db()
      .selectFrom('recipes')
      .select(['id', 'allergens', 'may_contain_allergens'])
      .where(
        'id',
        'in',
        items.map((item) => item.recipeId),
      )
      .execute();
    for (const row of rows) {
      const all = [...JSON.parse(row.allergens), ...JSON.parse(row.may_contain_allergens)] as string[];
      expect(
        all.filter((code) => template.parameters.excludeAllergens.includes(code as never)),
        `recipe ${row.id}`,
      ).toEqual([]);
    }
  });

  it('refuses a recipe with an excluded allergen — also one that only may contain it — and keeps the template', async () => {
    const excluded = template.parameters.excludeAllergens;
    const unsafe = await db()
      .selectFrom('recipes')
      .select(['id', 'plan_ingredients', 'portions'])
      .where((eb) =>
        eb.or(
          excluded.flatMap((code) => [
            eb('allergens', 'like', `%"${code}"%`),
            eb('may_contain_allergens', 'like', `%"${code}"%`),
          ]),
        ),
      )
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const [foodId, grams] = unsafe.plan_ingredients.split(' ').map(Number);
    const plan = planOf(template.plan);
    plan[0]!.meals[0] = {
      slot: plan[0]!.meals[0]!.slot,
      recipeId: unsafe.id,
      foods: [[foodId!, Math.max(1, Math.round(grams!))]],
    };
    const res = await call(
      admin,
      'PUT',
      apiHref(api.admin_diet_template_update, { id: template.id }),
      saveBody(template, plan),
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(JSON.stringify(res.json())).toContain('allergen');
    expect((await detailOf(template.id)).updatedAt).toBe(template.updatedAt);
  });

  it('refuses foods that are not the recipe’s, a wrong number of days and empty names, with translated texts', async () => {
    const url = apiHref(api.admin_diet_template_update, { id: template.id });
    const foreign = planOf(template.plan);
    foreign[0]!.meals[0]!.foods = [[1, 100]];
    const withForeign = await call(admin, 'PUT', url, saveBody(template, foreign));
    expect(withForeign.statusCode).toBe(400);
    expect(JSON.stringify(withForeign.json())).toContain('only hold its recipe');
    const short = await call(admin, 'PUT', url, saveBody(template, planOf(template.plan).slice(1)));
    expect(short.statusCode).toBe(400);
    const unnamed = await call(admin, 'PUT', url, {
      ...saveBody(template),
      names: { ...template.names, de: ' ' },
    });
    expect(unnamed.statusCode).toBe(400);
    expect(JSON.stringify(unnamed.json())).toContain('every language');
  });

  it('saves a swapped meal and a new name: numbers recomputed, audit row, the shop and its search show it at once', async () => {
    const meal = template.plan.days[0]!.meals[0]!;
    const query = new URLSearchParams({
      dietType: template.parameters.dietType,
      excludeAllergens: template.parameters.excludeAllergens.join(','),
      slot: meal.slot,
      kcal: String(meal.kcal),
    });
    const { items } = MealCandidatesResponse.parse(
      (await call(admin, 'GET', `${api.admin_diet_template_candidates.path}?${query}`)).json(),
    );
    const other = items.find((item) => item.recipeId !== meal.recipeId)!;
    const plan = planOf(template.plan);
    plan[0]!.meals[0] = { slot: meal.slot, recipeId: other.recipeId, foods: other.foods };
    const name = `Zebrafinch week ${dialect}`;
    const res = await call(admin, 'PUT', apiHref(api.admin_diet_template_update, { id: template.id }), {
      ...saveBody(template, plan),
      names: { ...template.names, en: name },
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = AdminTemplateDetail.parse(res.json());
    expect(saved.plan.days[0]!.meals[0]!.recipeId).toBe(other.recipeId);
    const row = await db()
      .selectFrom('diet_templates')
      .selectAll()
      .where('id', '=', template.id)
      .executeTakeFirstOrThrow();
    expect(Number(row.kcal)).toBe(saved.plan.average.kcal);
    expect(JSON.parse(row.allergens)).toEqual(saved.plan.allergens);
    expect(row.key).toBe(template.key);

    const audit = AuditResponse.parse(
      (
        await call(admin, 'GET', `${api.admin_audit.path}?targetType=diet-template&targetId=${template.id}`)
      ).json(),
    );
    expect(audit.items[0]).toMatchObject({ action: 'diet-template.update', actorEmail: adminEmail });
    expect(JSON.stringify(audit.items[0]!.before)).toContain(template.names.en);
    expect(JSON.stringify(audit.items[0]!.after)).toContain(name);

    const bearer = { authorization: `Bearer ${TEST_API_KEY}` };
    const shop = await t.app.inject({
      method: 'GET',
      url: `${apiHref(api.diet_template_detail, { id: template.id })}?_locale=en`,
      headers: bearer,
    });
    expect(shop.statusCode, shop.body).toBe(200);
    expect(shop.json().name).toBe(name);
    const search = await t.app.inject({
      method: 'POST',
      url: api.frontend_diet_template_search.path,
      headers: bearer,
      payload: { _locale: 'en', text: 'Zebrafinch' },
    });
    expect(search.statusCode, search.body).toBe(200);
    expect(search.json().items.map((item: { id: number }) => item.id)).toEqual([template.id]);
  }, 120_000);

  it('makes a new template with the plan engine (in a worker), then creates it with its own key and cover', async () => {
    const parameters: TemplateParameters = {
      dietType: 'vegetarian',
      goal: 'lose',
      kcal: 1800,
      days: 7,
      mealsPerDay: 3,
      excludeAllergens: ['peanuts'],
    };
    const generated = await call(admin, 'POST', api.admin_diet_template_generate.path, parameters);
    expect(generated.statusCode, generated.body).toBe(200);
    const draft = TemplatePlanView.parse(generated.json());
    expect(draft.days).toHaveLength(7);
    expect(draft.days.every((day) => day.meals.length === 3)).toBe(true);
    expect(draft.allergens).not.toContain('peanuts');
    for (const day of draft.days) expect(Math.abs(day.kcal - 1800) / 1800).toBeLessThanOrEqual(0.05);

    const texts = (text: string) => ({ en: `${text} (en)`, de: `${text} (de)`, pl: `${text} (pl)` });
    const created = await call(admin, 'POST', api.admin_diet_template_create.path, {
      parameters,
      names: texts(`Green week ${dialect}`),
      descriptions: texts('Seven light vegetarian days.'),
      prices: {
        PLN: { regular: 4900, final: 3900 },
        EUR: { regular: 1200, final: 990 },
        USD: { regular: 1300, final: 1100 },
      },
      plan: planOf(draft),
    });
    expect(created.statusCode, created.body).toBe(201);
    const detail = AdminTemplateDetail.parse(created.json());
    expect(detail.key).toMatch(/^custom-green-week/);
    expect(detail.prices?.PLN.final).toBe(3900);
    expect(detail.plan.average.kcal).toBe(draft.average.kcal);
    expect(existsSync(join(t.config.varDir, 'media', 'diet-templates', `${detail.key}.svg`))).toBe(true);
    createdTemplate = detail;
  }, 120_000);

  it('a later import of the content leaves the edited and the new template, with their prices, as admins saved them', async () => {
    await importReferenceData(
      db(),
      {
        dataDir: REAL_DATA_DIR,
        contentDir: resolve('content'),
        mediaDir: resolve('var/test-cache/media'),
        filesDir: 'var/test-cache/files',
      },
      { search: catalogueIndexing(db(), t.app.searchProvider) },
    );
    expect((await detailOf(template.id)).names.en).toBe(`Zebrafinch week ${dialect}`);
    const created = await detailOf(createdTemplate!.id);
    expect(created.prices?.PLN.final).toBe(3900);
    expect(created.plan.days).toHaveLength(7);
  }, 300_000);
});
