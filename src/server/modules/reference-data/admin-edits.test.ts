import type { Insertable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecipesTable } from '../../db/schema';
import { openDatabase, type DatabaseConnection } from '../../db/dialect';
import { migrateToLatest } from '../../db/migrate';
import { buildReferenceFixture, type ReferenceFixture } from '../../testing/reference-fixture';
import { freshDatabase, TEST_DIALECTS, type FreshDatabase } from '../../testing/test-app';
import { catalogueIndexing } from '../catalogue/catalogues';
import { importReferenceData } from './reference-import';

describe.each(TEST_DIALECTS)('a re-import keeps what admins changed on %s (issue 24 A2)', (dialect) => {
  let fixture: ReferenceFixture;
  let target: FreshDatabase;
  let connection: DatabaseConnection;
  const db = () => connection.db;
  const runImport = () =>
    importReferenceData(db(), fixture.paths, {
      search: catalogueIndexing(db(), connection.adapter.createSearchProvider(db())),
    });
  const now = new Date().toISOString();

  beforeAll(async () => {
    fixture = buildReferenceFixture();
    target = await freshDatabase(dialect);
    connection = openDatabase(target.url);
    await migrateToLatest(connection.db, connection.adapter);
    await runImport();
  });
  afterAll(async () => {
    await connection.close();
    await target.drop();
    fixture.cleanup();
  });

  it('leaves edited rows and their ingredients as they are, keeps rows admins made, and still syncs the rest', async () => {
    const [edited, untouched] = await db()
      .selectFrom('recipes')
      .select(['id', 'name_en'])
      .orderBy('id')
      .limit(2)
      .execute();
    const ingredient = await db()
      .selectFrom('recipe_ingredients')
      .selectAll()
      .where('recipe_id', '=', edited!.id)
      .orderBy('position')
      .executeTakeFirstOrThrow();
    await db()
      .updateTable('recipes')
      .set({ name_en: 'Admin porridge', edited_at: now })
      .where('id', '=', edited!.id)
      .execute();
    await db()
      .updateTable('recipe_ingredients')
      .set({ grams: ingredient.grams + 17 })
      .where('recipe_id', '=', edited!.id)
      .where('position', '=', ingredient.position)
      .execute();
    // A change without the mark (not an admin's) is put back by the import.
    await db()
      .updateTable('recipes')
      .set({ name_en: 'Stray change' })
      .where('id', '=', untouched!.id)
      .execute();
    // A recipe an admin made: a copy of the edited one under the admins' source (the columns the database
    // computes are left out).
    const copy: Record<string, unknown> = {
      ...(await db()
        .selectFrom('recipes')
        .selectAll()
        .where('id', '=', edited!.id)
        .executeTakeFirstOrThrow()),
    };
    for (const computed of ['id', 'updated_at', 'allergen_mask', 'plan_ingredients']) delete copy[computed];
    const created = await db()
      .insertInto('recipes')
      .values({
        ...(copy as Insertable<RecipesTable>),
        source: 'nutrio-admin',
        source_id: 'admin-1',
        slug_en: 'admin-made',
        slug_de: 'admin-made',
        slug_pl: 'admin-made',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const food = await db().selectFrom('foods').select(['id']).orderBy('id').executeTakeFirstOrThrow();
    await db()
      .updateTable('foods')
      .set({ name_pl: 'Masło admina', edited_at: now })
      .where('id', '=', food.id)
      .execute();

    await runImport();

    const after = await db()
      .selectFrom('recipes')
      .select(['id', 'name_en'])
      .where('id', 'in', [edited!.id, untouched!.id, created.id])
      .orderBy('id')
      .execute();
    expect(after.find((r) => r.id === edited!.id)?.name_en).toBe('Admin porridge');
    expect(after.find((r) => r.id === untouched!.id)?.name_en).toBe(untouched!.name_en);
    expect(after.find((r) => r.id === created.id)).toBeDefined();
    const grams = await db()
      .selectFrom('recipe_ingredients')
      .select('grams')
      .where('recipe_id', '=', edited!.id)
      .where('position', '=', ingredient.position)
      .executeTakeFirstOrThrow();
    expect(Number(grams.grams)).toBe(Number(ingredient.grams) + 17);
    const foodAfter = await db()
      .selectFrom('foods')
      .select('name_pl')
      .where('id', '=', food.id)
      .executeTakeFirstOrThrow();
    expect(foodAfter.name_pl).toBe('Masło admina');
  });
});
