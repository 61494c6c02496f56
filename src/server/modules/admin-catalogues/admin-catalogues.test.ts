import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminEbookDetail,
  AdminEbooksResponse,
  AdminExerciseDetail,
  AdminExercisesResponse,
  AdminFoodDetail,
  AdminFoodsResponse,
  CompendiumResponse,
} from '../../../core/contracts/admin-catalogues';
import { AuditResponse } from '../../../core/contracts/admin-users';
import { api, apiHref } from '../../../core/routes';
import { registerUser, type SignedIn } from '../../testing/auth-helpers';
import { buildReferenceFixture, type ReferenceFixture } from '../../testing/reference-fixture';
import { createTestApp, TEST_API_KEY, TEST_DIALECTS, type TestApp } from '../../testing/test-app';
import { catalogueIndexing } from '../catalogue/catalogues';
import { importReferenceData } from '../reference-data/reference-import';

const EBOOK = 'fibre-every-day';

/** A small PDF written by pdfkit (as the shop's own are), of the given number of pages. */
function pdfBytes(pages: number): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A5' });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((ok) => doc.on('end', () => ok(Buffer.concat(chunks))));
  doc.text('Page 1');
  for (let i = 2; i <= pages; i++) doc.addPage().text(`Page ${i}`);
  doc.end();
  return done;
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 40 } } })
    .png()
    .toBuffer();

describe.each(TEST_DIALECTS)('foods, exercises and e-books for admins on %s (issue 24 A2)', (dialect) => {
  let t: TestApp;
  let fixture: ReferenceFixture;
  let admin: SignedIn;
  let member: SignedIn;
  const adminEmail = `ada-catalogues-${dialect}@example.com`;
  const memberEmail = `ola-catalogues-${dialect}@example.com`;
  const db = () => t.app.database.db;
  const key = { authorization: `Bearer ${TEST_API_KEY}` };

  const call = (
    who: SignedIn | null,
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    contentType?: string,
  ) =>
    t.app.inject({
      method,
      url,
      headers: {
        ...(who?.headers ?? {}),
        'accept-language': 'en',
        ...(contentType ? { 'content-type': contentType } : {}),
      },
      ...(payload === undefined
        ? {}
        : { payload: Buffer.isBuffer(payload) ? payload : (payload as Record<string, unknown>) }),
    });
  const audit = async (targetType: string, targetId: number) => {
    const res = await call(
      admin,
      'GET',
      `${api.admin_audit.path}?targetType=${targetType}&targetId=${targetId}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    return AuditResponse.parse(res.json()).items;
  };
  const foodId = async (sourceId: string) =>
    (await db().selectFrom('foods').select('id').where('source_id', '=', sourceId).executeTakeFirstOrThrow())
      .id;
  const exerciseId = async (sourceId: string) =>
    (
      await db()
        .selectFrom('exercises')
        .select('id')
        .where('source_id', '=', sourceId)
        .executeTakeFirstOrThrow()
    ).id;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    fixture = buildReferenceFixture();
    // One e-book of the shop, with its vocabulary and prices.
    for (const file of ['shop/vocabulary.json', `ebooks/${EBOOK}.json`, 'ebooks/prices.json'])
      fixture.write(`content/${file}`, readFileSync(join('content', file), 'utf8'));
    await importReferenceData(
      db(),
      { ...fixture.paths, filesDir: t.config.filesDir },
      { search: catalogueIndexing(db(), t.app.searchProvider) },
    );
    admin = await registerUser(t.app, { firstname: 'Ada', email: adminEmail });
    member = await registerUser(t.app, { firstname: 'Ola', email: memberEmail });
    await db()
      .updateTable('users')
      .set({ roles: JSON.stringify(['user', 'admin']) })
      .where('email', '=', adminEmail)
      .execute();
  }, 300_000);
  afterAll(async () => {
    await t.close();
    fixture.cleanup();
  });

  it('[ROLE-20] the foods, exercises and e-books lists refuse a guest (401) and a member who is no admin (403); so does a food save, leaving the food as it was', async () => {
    const food = await foodId('01001');
    for (const url of [api.admin_foods.path, api.admin_exercises.path, api.admin_ebooks.path]) {
      expect((await call(null, 'GET', url)).statusCode).toBe(401);
      expect((await call(member, 'GET', url)).statusCode).toBe(403);
    }
    const res = await call(member, 'PATCH', apiHref(api.admin_food_update, { id: food }), {
      names: { pl: 'x', de: 'x', en: 'x' },
      groupId: 1,
    });
    expect(res.statusCode).toBe(403);
    const row = await db()
      .selectFrom('foods')
      .select('name_en')
      .where('id', '=', food)
      .executeTakeFirstOrThrow();
    expect(row.name_en).toBe('Butter, salted');
  });

  it('lists foods by text and group, 20 a page, and answers 404 for an unknown food', async () => {
    const butter = AdminFoodsResponse.parse(
      (await call(admin, 'GET', `${api.admin_foods.path}?q=MASŁO`)).json(),
    );
    expect(butter.items.map((item) => item.sourceId)).toEqual(['01001']);
    // Folded like the public search: "jablko" finds "Jabłko…"; an SR28 number finds its food.
    const folded = AdminFoodsResponse.parse(
      (await call(admin, 'GET', `${api.admin_foods.path}?q=jablko`)).json(),
    );
    expect(folded.items.map((item) => item.sourceId)).toEqual(['09003']);
    const byNumber = AdminFoodsResponse.parse(
      (await call(admin, 'GET', `${api.admin_foods.path}?q=20009`)).json(),
    );
    expect(byNumber.items.map((item) => item.sourceId)).toEqual(['20009']);
    const group = butter.items[0]!.groupId;
    const inGroup = AdminFoodsResponse.parse(
      (await call(admin, 'GET', `${api.admin_foods.path}?group=${group}`)).json(),
    );
    expect(inGroup.items.every((item) => item.groupId === group)).toBe(true);
    expect(inGroup.perPage).toBe(20);
    expect((await call(admin, 'GET', apiHref(api.admin_food, { id: 999_999 }))).statusCode).toBe(404);
    const bad = await call(admin, 'GET', `${api.admin_foods.path}?page=0`);
    expect(bad.statusCode).toBe(400);
  });

  it('a renamed food keeps its ids, is found by its new name and shows on the recipe using it (link intact)', async () => {
    const id = await foodId('09003');
    const recipe = await db()
      .selectFrom('recipes')
      .select('id')
      .where('source_id', '=', 'apple-butter-test')
      .executeTakeFirstOrThrow();
    // The public answers are kept (and warmed) before the change.
    const before = await t.app.inject({
      method: 'GET',
      url: `/api/recipes/${recipe.id}?_locale=pl`,
      headers: key,
    });
    expect(before.body).toContain('Jabłko ze skórką, surowe');
    const detail = AdminFoodDetail.parse((await call(admin, 'GET', apiHref(api.admin_food, { id }))).json());
    const res = await call(admin, 'PATCH', apiHref(api.admin_food_update, { id }), {
      names: { pl: 'Jabłko renetka', de: 'Apfel Renette', en: 'Apple, reinette' },
      groupId: detail.groupId,
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = AdminFoodDetail.parse(res.json());
    expect(saved).toMatchObject({ id, sourceId: '09003', names: { pl: 'Jabłko renetka' }, recipeCount: 1 });
    expect(saved.energyKcal).toBe(detail.energyKcal);
    const row = await db()
      .selectFrom('foods')
      .select(['slug_pl', 'sort_key_pl'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.slug_pl).toBe('jablko-renetka');

    const found = await t.app.inject({
      method: 'POST',
      url: '/api/foods/search',
      headers: key,
      payload: { text: 'renetka', _locale: 'pl' },
    });
    expect((found.json().items as Array<{ id: number; name: string }>).map((i) => [i.id, i.name])).toEqual([
      [id, 'Jabłko renetka'],
    ]);
    const recipes = await t.app.inject({
      method: 'POST',
      url: '/api/recipes/search',
      headers: key,
      payload: { text: 'renetka', _locale: 'pl' },
    });
    expect((recipes.json().items as Array<{ id: number }>).map((i) => i.id)).toEqual([recipe.id]);
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/recipes/${recipe.id}?_locale=pl`,
      headers: key,
    });
    const ingredient = (after.json().ingredients as Array<{ foodId: number; name: string }>).find(
      (i) => i.foodId === id,
    );
    expect(ingredient?.name).toBe('Jabłko renetka');

    const [entry] = await audit('food', id);
    expect(entry).toMatchObject({ action: 'food.update', actorEmail: adminEmail });
    expect(JSON.stringify(entry!.before)).toContain('Jabłko ze skórką, surowe');
    expect(JSON.stringify(entry!.after)).toContain('Jabłko renetka');
  });

  it('refuses a food without a name or with an unknown group, with translated texts', async () => {
    const id = await foodId('01001');
    const empty = await call(admin, 'PATCH', apiHref(api.admin_food_update, { id }), {
      names: { pl: ' ', de: 'Butter', en: 'Butter' },
      groupId: 1,
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors['names.pl']).toBe('Please fill in this text.');
    const group = await call(admin, 'PATCH', apiHref(api.admin_food_update, { id }), {
      names: { pl: 'Masło', de: 'Butter', en: 'Butter' },
      groupId: 99_999,
    });
    expect(group.statusCode).toBe(400);
    expect(
      (
        await call(admin, 'PATCH', apiHref(api.admin_food_update, { id: 999_999 }), {
          names: { pl: 'a', de: 'a', en: 'a' },
          groupId: (await db().selectFrom('food_groups').select('id').executeTakeFirstOrThrow()).id,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('a new MET mapping recomputes kcal_hour (MET × 70) on the public API, with an audit row', async () => {
    const id = await exerciseId('Rowing_Stationary');
    const compendium = CompendiumResponse.parse(
      (await call(admin, 'GET', api.admin_exercise_compendium.path)).json(),
    );
    const rowing = compendium.entries.find((entry) => entry.code === '15552') ?? compendium.entries[0]!;
    const warm = await t.app.inject({ method: 'GET', url: `/api/exercises/${id}?_locale=en`, headers: key });
    expect(warm.statusCode).toBe(200);
    const res = await call(admin, 'PATCH', apiHref(api.admin_exercise_update, { id }), {
      names: { pl: 'Wiosłowanie', de: 'Rudern', en: 'Rowing, stationary' },
      metCode: rowing.code,
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = AdminExerciseDetail.parse(res.json());
    expect(saved.kcalHour).toBe(Math.round(rowing.met * 70));
    const pub = await t.app.inject({ method: 'GET', url: `/api/exercises/${id}?_locale=de`, headers: key });
    expect(pub.json()).toMatchObject({ kcal_hour: Math.round(rowing.met * 70), name: 'Rudern' });
    const [entry] = await audit('exercise', id);
    expect(entry).toMatchObject({ action: 'exercise.update' });
    expect(entry!.after).toMatchObject({ metCode: rowing.code, met: rowing.met });

    const unknown = await call(admin, 'PATCH', apiHref(api.admin_exercise_update, { id }), {
      names: { pl: 'a', de: 'a', en: 'a' },
      metCode: '99999',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.metCode).toBe(
      'Please choose a code from the Compendium of Physical Activities.',
    );
    const listed = AdminExercisesResponse.parse(
      (await call(admin, 'GET', `${api.admin_exercises.path}?q=rudern`)).json(),
    );
    expect(listed.items.map((item) => item.id)).toEqual([id]);
  });

  it('a real PNG and JPEG upload is resized and served under /media; a text file named .jpg is refused', async () => {
    const id = await exerciseId('Side_Bridge');
    const before = AdminExerciseDetail.parse(
      (await call(admin, 'GET', apiHref(api.admin_exercise, { id }))).json(),
    );
    const upload = await call(
      admin,
      'POST',
      apiHref(api.admin_exercise_photo_upload, { id }),
      await png(2400, 1600),
      'image/png',
    );
    expect(upload.statusCode, upload.body).toBe(200);
    const jpeg = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#00f' } })
      .jpeg()
      .toBuffer();
    const second = await call(
      admin,
      'POST',
      apiHref(api.admin_exercise_photo_upload, { id }),
      jpeg,
      'image/jpeg',
    );
    const withPhotos = AdminExerciseDetail.parse(second.json());
    expect(withPhotos.photos).toHaveLength(before.photos.length + 2);
    const added = withPhotos.photos.at(-2)!;
    const full = await t.app.inject({ method: 'GET', url: added.url });
    expect(full.statusCode).toBe(200);
    expect(await sharp(full.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 1200,
      height: 800,
    });
    const card = await t.app.inject({ method: 'GET', url: added.cardUrl });
    expect((await sharp(card.rawPayload).metadata()).width).toBe(400);
    // The public page shows it.
    const pub = await t.app.inject({ method: 'GET', url: `/api/exercises/${id}?_locale=en`, headers: key });
    expect(pub.json().images).toContain(added.url);

    const text = await call(
      admin,
      'POST',
      apiHref(api.admin_exercise_photo_upload, { id }),
      Buffer.from('not a picture'),
      'image/jpeg',
    );
    expect(text.statusCode).toBe(400);
    expect(text.json().error).toBe('The file is not a JPEG, PNG or WebP image, or it is damaged.');

    // Reordered, then removed; each with an audit row.
    const order = [...withPhotos.photos].reverse().map((photo) => photo.path);
    const reordered = await call(admin, 'PUT', apiHref(api.admin_exercise_photo_order, { id }), {
      paths: order,
    });
    expect(AdminExerciseDetail.parse(reordered.json()).photos.map((p) => p.path)).toEqual(order);
    const wrong = await call(admin, 'PUT', apiHref(api.admin_exercise_photo_order, { id }), {
      paths: order.slice(1),
    });
    expect(wrong.statusCode).toBe(400);
    const removed = await call(admin, 'DELETE', apiHref(api.admin_exercise_photo_delete, { id, index: 1 }));
    expect(AdminExerciseDetail.parse(removed.json()).photos.map((p) => p.path)).not.toContain(added.path);
    expect(existsSync(resolve(t.config.varDir, 'media', added.path))).toBe(false);
    expect(
      (await call(admin, 'DELETE', apiHref(api.admin_exercise_photo_delete, { id, index: 50 }))).statusCode,
    ).toBe(404);
    const actions = (await audit('exercise', id)).map((entry) => entry.action);
    expect(actions).toEqual([
      'exercise.photo.remove',
      'exercise.photo.order',
      'exercise.photo.add',
      'exercise.photo.add',
    ]);
  });

  it('e-books: texts and prices change with an audit row; a bad price is refused', async () => {
    const list = AdminEbooksResponse.parse((await call(admin, 'GET', api.admin_ebooks.path)).json());
    const book = list.items[0]!;
    expect(book.key).toBe(EBOOK);
    const detail = AdminEbookDetail.parse(
      (await call(admin, 'GET', apiHref(api.admin_ebook, { id: book.id }))).json(),
    );
    const prices = { ...detail.prices!, EUR: { regularMinor: 1500, finalMinor: 999 } };
    const change = {
      names: { ...detail.names, de: 'Ballaststoffe jeden Tag (neu)' },
      descriptions: detail.descriptions,
      prices,
    };
    const res = await call(admin, 'PATCH', apiHref(api.admin_ebook_update, { id: book.id }), change);
    expect(res.statusCode, res.body).toBe(200);
    expect(AdminEbookDetail.parse(res.json()).prices?.EUR).toEqual({ regularMinor: 1500, finalMinor: 999 });
    const pub = await t.app.inject({ method: 'GET', url: `/api/ebooks/${book.id}?_locale=de`, headers: key });
    expect(pub.body).toContain('Ballaststoffe jeden Tag (neu)');
    const [entry] = await audit('ebook', book.id);
    expect(entry).toMatchObject({ action: 'ebook.update' });
    expect(JSON.stringify(entry!.before)).toContain(detail.names.de);

    const bad = await call(admin, 'PATCH', apiHref(api.admin_ebook_update, { id: book.id }), {
      ...change,
      prices: { ...prices, PLN: { regularMinor: 100, finalMinor: 200 } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors['prices.PLN.finalMinor']).toBe(
      'The final price cannot be higher than the regular price.',
    );
  });

  it('e-books: a cover upload is checked and shown; a PDF is checked by content and served to buyers', async () => {
    const { id } = await db().selectFrom('ebooks').select('id').executeTakeFirstOrThrow();
    const cover = await call(
      admin,
      'POST',
      apiHref(api.admin_ebook_cover_upload, { id }),
      await png(900, 1200),
      'image/png',
    );
    expect(cover.statusCode, cover.body).toBe(200);
    const coverUrl = AdminEbookDetail.parse(cover.json()).cover!;
    const served = await t.app.inject({ method: 'GET', url: coverUrl });
    expect(served.statusCode).toBe(200);
    expect(served.body).toContain('data:image/webp;base64,');
    const pub = await t.app.inject({ method: 'GET', url: `/api/ebooks/${id}?_locale=en`, headers: key });
    expect(pub.body).toContain(coverUrl);
    const notImage = await call(
      admin,
      'POST',
      apiHref(api.admin_ebook_cover_upload, { id }),
      Buffer.from('%PDF-1.4'),
      'image/png',
    );
    expect(notImage.statusCode).toBe(400);

    const pdf = await pdfBytes(3);
    const up = await call(
      admin,
      'POST',
      apiHref(api.admin_ebook_file_upload, { id, locale: 'pl' }),
      pdf,
      'application/pdf',
    );
    expect(up.statusCode, up.body).toBe(200);
    expect(AdminEbookDetail.parse(up.json()).files.pl).toEqual({ present: true, pages: 3 });
    const fake = await call(
      admin,
      'POST',
      apiHref(api.admin_ebook_file_upload, { id, locale: 'pl' }),
      Buffer.from('hello'),
      'application/pdf',
    );
    expect(fake.statusCode).toBe(400);
    expect(fake.json().error).toBe('The file is not a PDF document, or it is damaged.');

    await db()
      .insertInto('ebook_access')
      .values({
        user_id: (
          await db()
            .selectFrom('users')
            .select('id')
            .where('email', '=', memberEmail)
            .executeTakeFirstOrThrow()
        ).id,
        ebook_id: id,
        source: 'test',
        granted_at: new Date().toISOString(),
      })
      .execute();
    const download = await t.app.inject({
      method: 'GET',
      url: `${apiHref(api.ebook_download, { id })}?lang=pl`,
      headers: member.headers,
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf)).toBe(true);
    const actions = (await audit('ebook', id)).map((entry) => entry.action);
    expect(actions.slice(0, 2)).toEqual(['ebook.file', 'ebook.cover']);
  });
});
