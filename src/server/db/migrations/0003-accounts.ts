import type { Kysely, Migration } from 'kysely';
import type { DialectAdapter } from '../dialect';

/**
 * Accounts: profile columns on users, server-side sessions, failed sign-in attempts, single-use tokens
 * (password reset, e-mail confirmation of a social sign-in), used captcha challenges, linked social
 * identities and the app's own secrets.
 */
export function accountsMigration(adapter: DialectAdapter): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('users')
        .addColumn('first_name', 'text', (col) => col.notNull().defaultTo(''))
        .execute();
      await db.schema
        .alterTable('users')
        .addColumn('last_name', 'text', (col) => col.notNull().defaultTo(''))
        .execute();
      await db.schema
        .alterTable('users')
        .addColumn('gender', 'text', (col) => col.notNull().defaultTo('unspecified'))
        .execute();
      await db.schema
        .alterTable('users')
        .addColumn('locale', 'text', (col) => col.notNull().defaultTo('en'))
        .execute();

      await db.schema
        .createTable('sessions')
        .addColumn('id_hash', 'text', (col) => col.primaryKey())
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('csrf_token', 'text', (col) => col.notNull())
        .addColumn('data_secret', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('last_seen_at', 'text', (col) => col.notNull())
        .addColumn('expires_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

      await adapter
        .addIdColumn(db.schema.createTable('login_failures'))
        .addColumn('email', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('login_failures_email')
        .on('login_failures')
        .columns(['email', 'created_at'])
        .execute();

      await db.schema
        .createTable('one_time_tokens')
        .addColumn('token_hash', 'text', (col) => col.primaryKey())
        .addColumn('purpose', 'text', (col) => col.notNull())
        .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('cascade'))
        .addColumn('payload', 'text', (col) => col.notNull().defaultTo('{}'))
        .addColumn('failures', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('expires_at', 'text', (col) => col.notNull())
        .addColumn('used_at', 'text')
        .execute();

      await db.schema
        .createTable('used_captchas')
        .addColumn('signature', 'text', (col) => col.primaryKey())
        .addColumn('expires_at', 'text', (col) => col.notNull())
        .execute();

      await adapter
        .addIdColumn(db.schema.createTable('social_identities'))
        .addColumn('provider', 'text', (col) => col.notNull())
        .addColumn('subject', 'text', (col) => col.notNull())
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addUniqueConstraint('social_identities_key', ['provider', 'subject'])
        .execute();

      await db.schema
        .createTable('app_secrets')
        .addColumn('name', 'text', (col) => col.primaryKey())
        .addColumn('value', 'text', (col) => col.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of [
        'app_secrets',
        'social_identities',
        'used_captchas',
        'one_time_tokens',
        'login_failures',
        'sessions',
      ]) {
        await db.schema.dropTable(table).execute();
      }
      for (const column of ['locale', 'gender', 'last_name', 'first_name']) {
        await db.schema.alterTable('users').dropColumn(column).execute();
      }
    },
  };
}
