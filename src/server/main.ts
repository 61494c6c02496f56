import { buildApp } from './app';
import { loadConfig } from './config';

const config = loadConfig();
const { app, adminSeed } = await buildApp(config);

if (adminSeed.oneTimePassword) {
  // Printed once, on the start that created the account; only its argon2id hash is stored.
  process.stdout.write(
    `\nAdmin account created: ${adminSeed.email}\nOne-time password: ${adminSeed.oneTimePassword}\n` +
      'Set ADMIN_PASSWORD before the first start to choose your own.\n\n',
  );
}

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
