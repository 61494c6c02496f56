/**
 * `npm run user:roles -- <email> [+role|-role …]`: shows an account's roles, or grants (+) and takes away (-)
 * user, pro, specialist and admin — e.g. `npm run user:roles -- anna@example.com +pro`. Works on the
 * configured database (DATABASE_URL); signed-in sessions see the change on their next request.
 */
import { parseRoleChanges, ROLES } from '../src/core/domain/roles';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/dialect';
import { migrateToLatest } from '../src/server/db/migrate';
import { createUsersRepo } from '../src/server/modules/users/users.repo';
import { createUsersService } from '../src/server/modules/users/users.service';

const [email, ...words] = process.argv.slice(2);
const changes = parseRoleChanges(words);
if (!email || !changes) {
  console.error(`Usage: npm run user:roles -- <email> [+role|-role …]   (roles: ${ROLES.join(', ')})`);
  process.exit(2);
}

const { db, adapter, close } = openDatabase(loadConfig().databaseUrl);
try {
  await migrateToLatest(db, adapter);
  const roles = await createUsersService(createUsersRepo(db)).changeRoles(email, changes);
  if (!roles) {
    console.error(`No account uses the e-mail address ${email}.`);
    process.exitCode = 1;
  } else {
    console.log(`${email.trim().toLowerCase()}: ${roles.length ? roles.join(', ') : '(no roles)'}`);
  }
} finally {
  await close();
}
