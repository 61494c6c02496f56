import { z } from 'zod';
import { pageOf } from './common';
import { ROLES } from '../domain/roles';

/**
 * Administration of accounts (issue 24 A3): search, view (no password data), roles (the rules of
 * `npm run user:roles`), lock and unlock, end all sessions; every change is written to the audit log (A2).
 */
export const ADMIN_USERS_PER_PAGE = 20;

export const AdminUsersQuery = z.object({
  /** Part of the e-mail address or the name. */
  q: z.string('invalidValue').trim().max(200, 'invalidValue').optional(),
  role: z.enum(ROLES, { error: 'invalidValue' }).optional(),
  sort: z.enum(['newest', 'oldest', 'email'], { error: 'invalidValue' }).default('newest'),
  page: z.coerce
    .number('invalidValue')
    .int('invalidValue')
    .min(1, 'invalidValue')
    .max(10_000, 'invalidValue')
    .default(1),
});
export type AdminUsersQuery = z.infer<typeof AdminUsersQuery>;

export const AdminUserSummary = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  roles: z.array(z.string()),
  emailVerified: z.boolean(),
  /** When an admin locked the account; null: not locked. A locked account cannot sign in. */
  lockedAt: z.string().nullable(),
  proUntil: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminUserSummary = z.infer<typeof AdminUserSummary>;

export const AdminUsersResponse = pageOf(AdminUserSummary);
export type AdminUsersResponse = z.infer<typeof AdminUsersResponse>;

export const AdminUserDetail = AdminUserSummary.extend({
  locale: z.string(),
  /** Sessions not yet expired. */
  activeSessions: z.number().int(),
  /** The newest session's last request; null without a session. */
  lastSeenAt: z.string().nullable(),
  orders: z.number().int(),
});
export type AdminUserDetail = z.infer<typeof AdminUserDetail>;

export const AdminUserIdParams = z.object({
  id: z.coerce
    .number('invalidValue')
    .int('invalidValue')
    .positive('invalidValue')
    .max(2_147_483_647, 'invalidValue'),
});

/** Roles to grant and to take away; a role in both lists is refused. */
export const AdminRolesChange = z
  .object({
    grant: z
      .array(z.enum(ROLES, { error: 'invalidValue' }))
      .max(ROLES.length, 'invalidValue')
      .default([]),
    revoke: z
      .array(z.enum(ROLES, { error: 'invalidValue' }))
      .max(ROLES.length, 'invalidValue')
      .default([]),
  })
  .refine((change) => change.grant.length + change.revoke.length > 0, {
    message: 'invalidValue',
    path: ['grant'],
  })
  .refine((change) => !change.grant.some((role) => change.revoke.includes(role)), {
    message: 'invalidValue',
    path: ['revoke'],
  });
export type AdminRolesChange = z.infer<typeof AdminRolesChange>;

export const AdminLockChange = z.object({ locked: z.boolean('invalidValue') });

export const AdminSessionsEnded = z.object({ ended: z.number().int() });

/** One row of the audit log: who changed what, when, with the record before and after. */
export const AuditEntry = z.object({
  id: z.number().int(),
  actorId: z.number().int().nullable(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditQuery = z.object({
  targetType: z
    .string('invalidValue')
    .max(50, 'invalidValue')
    .regex(/^[a-z-]+$/, 'invalidValue')
    .optional(),
  targetId: z.string('invalidValue').max(50, 'invalidValue').optional(),
  page: z.coerce
    .number('invalidValue')
    .int('invalidValue')
    .min(1, 'invalidValue')
    .max(10_000, 'invalidValue')
    .default(1),
});
export const AuditResponse = pageOf(AuditEntry);
export type AuditResponse = z.infer<typeof AuditResponse>;
