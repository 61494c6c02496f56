import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { AppConfig } from '../config';

/** Media the app stores under VAR_DIR/media (exercise photos now; uploads later), served at /media/. */
export async function registerMedia(app: FastifyInstance, config: AppConfig): Promise<void> {
  const root = resolve(config.varDir, 'media');
  mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    maxAge: '1d',
  });
}
