import {
  ModerationEntry,
  ModerationEntryParams,
  ModerationKindParams,
  ModerationQuery,
  ModerationResponse,
  SetPublicationRequest,
} from '../contracts/admin-moderation';
import { Order, OrderUidParams } from '../contracts/orders';
import { endpoint } from '../route-kit';

/** Moderation of specialists and companies, refunds of orders (issue 24 A2, A3): admins only. */
export const moderationRoutes = {
  /** Specialists or companies for moderation: search by name or owner e-mail, publication filter, 20 a page. */
  admin_moderation_list: endpoint(
    'GET',
    '/api/admin/moderation/:kind',
    { role: 'admin' },
    {
      tag: 'admin',
      params: ModerationKindParams,
      query: ModerationQuery,
      response: { 200: ModerationResponse },
    },
  ),
  /** Publish or unpublish a profile (audit row with before/after); public pages and search follow at once. */
  admin_moderation_publication: endpoint(
    'POST',
    '/api/admin/moderation/:kind/:id/publication',
    { role: 'admin' },
    {
      tag: 'admin',
      params: ModerationEntryParams,
      body: SetPublicationRequest,
      response: { 200: ModerationEntry },
    },
  ),
  /** Refund of a paid order: it is marked refunded and what it granted is revoked (409 for any other order). */
  admin_order_refund: endpoint(
    'POST',
    '/api/admin/orders/:uid/refund',
    { role: 'admin' },
    { tag: 'admin', params: OrderUidParams, response: { 200: Order } },
  ),
} as const;
