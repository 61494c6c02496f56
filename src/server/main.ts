import { buildApp } from './app';
import { loadConfig } from './config';
import { startupBanner } from './logging';

const config = loadConfig();
const { app, adminSeed } = await buildApp(config);

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    app
      .close()
      .then(() => {
        app.log.info('shutdown complete');
        process.exit(0);
      })
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  });
}

await app.listen({ host: config.host, port: config.port });
// The last lines people see: where to go, and (once, on the start that created it) the admin's password;
// only its argon2id hash is stored.
process.stdout.write(
  startupBanner(
    config.publicUrl,
    adminSeed.oneTimePassword
      ? { email: adminSeed.email, oneTimePassword: adminSeed.oneTimePassword }
      : undefined,
  ),
);
