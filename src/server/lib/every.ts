import type { FastifyInstance } from 'fastify';

/** Runs `task` every `ms` while the app is up (never keeping the process alive); failures are logged. */
export function runEvery(app: FastifyInstance, ms: number, name: string, task: () => Promise<void>): void {
  const timer = setInterval(
    () => void task().catch((error: unknown) => app.log.warn({ err: error }, `${name} failed`)),
    ms,
  );
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
