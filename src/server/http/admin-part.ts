import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import type { DatabaseConnection } from '../db/dialect';

/** What an admin part (issue 24) gets to build its services from. */
export interface AdminPartDeps {
  readonly database: DatabaseConnection;
  readonly config: AppConfig;
}

/**
 * One part of the admin area (issue 24): registers its services and routes on the app. Each part keeps to its
 * own module; `app.ts` calls them in turn.
 */
export type AdminPart = (app: FastifyInstance, deps: AdminPartDeps) => Promise<void>;
