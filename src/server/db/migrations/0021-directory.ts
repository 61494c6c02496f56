import type { Kysely, Migration } from 'kysely';
import { LOCALES } from '../../../core/i18n/locales';
import type { DialectAdapter } from '../dialect';

const COUNTER = 'catalogue';
const COUNTED = ['specialists', 'companies', 'directory_addresses', 'directory_labels', 'calendar_events'];

/**
 * The specialist and fitness club directory (issue 17) and the gazetteer it searches by.
 *
 * - `geo_places`: GeoNames cities (id = geonameid) with coordinates and population; `geo_place_names` holds
 *   each place's names (its name, ASCII name and Latin-script alternate names) as a search key of [a-z0-9]
 *   only, so a prefix is a range over one index on every database and collation.
 * - `specialists` (a profile of a user) and `companies` (a club, optionally owned by a user), labelled by
 *   `directory_labels` (professions, tags, company types, specialisations).
 * - `directory_addresses`: each owner's addresses with the display flags (B §3); lat/lon indexed for the
 *   radius search's bounding box.
 * - `calendar_events`: what a specialist or company publishes (CAL).
 */
export function directoryMigration(adapter: DialectAdapter): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('geo_countries')
        .addColumn('code', 'text', (col) => col.primaryKey())
        .addColumn('name_en', 'text', (col) => col.notNull())
        .addColumn('name_de', 'text', (col) => col.notNull())
        .addColumn('name_pl', 'text', (col) => col.notNull())
        .addColumn('population', 'bigint', (col) => col.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createTable('geo_places')
        .addColumn('id', 'integer', (col) => col.primaryKey())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('ascii_name', 'text', (col) => col.notNull())
        .addColumn('country_code', 'text', (col) => col.notNull())
        .addColumn('region', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('lat', 'double precision', (col) => col.notNull())
        .addColumn('lon', 'double precision', (col) => col.notNull())
        .addColumn('population', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createTable('geo_place_names')
        .addColumn('place_id', 'integer', (col) =>
          col.notNull().references('geo_places.id').onDelete('cascade'),
        )
        .addColumn('key', 'text', (col) => col.notNull())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('main', 'integer', (col) => col.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('geo_place_names_pk', ['place_id', 'key'])
        .execute();
      await db.schema
        .createIndex('geo_places_country')
        .on('geo_places')
        .columns(['country_code', 'population'])
        .execute();
      await db.schema.createIndex('geo_place_names_key').on('geo_place_names').columns(['key']).execute();

      let labels = adapter
        .addIdColumn(db.schema.createTable('directory_labels'))
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('key', 'text', (col) => col.notNull());
      for (const locale of LOCALES)
        labels = labels.addColumn(`name_${locale}`, 'text', (col) => col.notNull());
      await labels.addUniqueConstraint('directory_labels_kind_key', ['kind', 'key']).execute();

      let specialists = adapter
        .addIdColumn(db.schema.createTable('specialists'))
        .addColumn('user_id', 'integer', (col) =>
          col.notNull().unique().references('users.id').onDelete('cascade'),
        )
        .addColumn('key', 'text', (col) => col.unique())
        .addColumn('slug', 'text', (col) => col.notNull())
        .addColumn('professions', 'text', (col) => col.notNull().defaultTo('[]'))
        .addColumn('tags', 'text', (col) => col.notNull().defaultTo('[]'))
        .addColumn('certificates', 'text', (col) => col.notNull().defaultTo('[]'))
        .addColumn('avatar', 'text')
        .addColumn('cover', 'text');
      for (const locale of LOCALES)
        specialists = specialists
          .addColumn(`bio_${locale}`, 'text', (col) => col.notNull().defaultTo(''))
          .addColumn(`sort_key_${locale}`, 'text', (col) => col.notNull().defaultTo(''));
      await specialists.execute();
      await adapter.addUpdatedAt(db, 'specialists');

      let companies = adapter
        .addIdColumn(db.schema.createTable('companies'))
        .addColumn('key', 'text', (col) => col.unique())
        .addColumn('owner_user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('slug', 'text', (col) => col.notNull())
        .addColumn('type', 'text', (col) => col.notNull())
        .addColumn('specialisations', 'text', (col) => col.notNull().defaultTo('[]'))
        .addColumn('tags', 'text', (col) => col.notNull().defaultTo('[]'))
        .addColumn('website', 'text')
        .addColumn('logo', 'text')
        .addColumn('image', 'text');
      for (const locale of LOCALES)
        companies = companies
          .addColumn(`description_${locale}`, 'text', (col) => col.notNull().defaultTo(''))
          .addColumn(`sort_key_${locale}`, 'text', (col) => col.notNull().defaultTo(''));
      await companies.execute();
      await adapter.addUpdatedAt(db, 'companies');

      await adapter
        .addIdColumn(db.schema.createTable('directory_addresses'))
        .addColumn('owner_type', 'text', (col) => col.notNull())
        .addColumn('owner_id', 'integer', (col) => col.notNull())
        .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('country', 'text', (col) => col.notNull())
        .addColumn('zip', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('city', 'text', (col) => col.notNull())
        .addColumn('street', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('building_number', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('building_additional', 'text')
        .addColumn('phone', 'text')
        .addColumn('email', 'text')
        .addColumn('lat', 'double precision')
        .addColumn('lon', 'double precision')
        .addColumn('place_id', 'integer')
        .addColumn('allow_show_zip', 'integer', (col) => col.notNull().defaultTo(1))
        .addColumn('allow_show_city', 'integer', (col) => col.notNull().defaultTo(1))
        .addColumn('allow_show_street', 'integer', (col) => col.notNull().defaultTo(1))
        .addColumn('allow_show_phone', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('email_is_accessible', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createIndex('directory_addresses_owner')
        .on('directory_addresses')
        .columns(['owner_type', 'owner_id', 'position'])
        .execute();
      await db.schema
        .createIndex('directory_addresses_geo')
        .on('directory_addresses')
        // Covering: the radius search reads the box's points from the index alone.
        .columns(['owner_type', 'lat', 'lon', 'owner_id', 'country'])
        .execute();

      let events = adapter
        .addIdColumn(db.schema.createTable('calendar_events'))
        .addColumn('owner_type', 'text', (col) => col.notNull())
        .addColumn('owner_id', 'integer', (col) => col.notNull())
        .addColumn('key', 'text', (col) => col.unique())
        .addColumn('event_at', 'text', (col) => col.notNull())
        .addColumn('duration', 'integer', (col) => col.notNull())
        .addColumn('link', 'text');
      for (const locale of LOCALES)
        events = events
          .addColumn(`title_${locale}`, 'text', (col) => col.notNull())
          .addColumn(`content_${locale}`, 'text', (col) => col.notNull().defaultTo(''));
      await events.execute();
      await db.schema
        .createIndex('calendar_events_owner')
        .on('calendar_events')
        .columns(['owner_type', 'owner_id', 'event_at'])
        .execute();
      await adapter.createChangeCounter(db, COUNTER, COUNTED);
    },
    async down(db: Kysely<unknown>) {
      await adapter.dropChangeCounter(db, COUNTER, COUNTED);
      await db.schema.dropTable('calendar_events').execute();
      await db.schema.dropTable('directory_addresses').execute();
      await adapter.dropUpdatedAt(db, 'companies');
      await db.schema.dropTable('companies').execute();
      await adapter.dropUpdatedAt(db, 'specialists');
      await db.schema.dropTable('specialists').execute();
      await db.schema.dropTable('directory_labels').execute();
      await db.schema.dropTable('geo_place_names').execute();
      await db.schema.dropTable('geo_places').execute();
      await db.schema.dropTable('geo_countries').execute();
    },
  };
}
