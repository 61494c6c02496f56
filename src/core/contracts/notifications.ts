import { z } from 'zod';
import { LocaleSchema } from './common';

/** What makes a notification (issue 19 A5): each has its texts in the recipient's language. */
export const NOTIFICATION_KINDS = [
  'chat_invitation',
  'chat_invitation_accepted',
  'order_paid',
  'pro_ending',
  'diet_assigned',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NotificationsQuery = z.object({ locale: LocaleSchema });

/** NOTIF-04: id, title, createdAt, content (HTML, sanitized when stored), active (unread). */
export const NotificationItem = z.object({
  id: z.number().int(),
  title: z.string(),
  createdAt: z.string(),
  content: z.string(),
  active: z.boolean(),
});
export type NotificationItem = z.infer<typeof NotificationItem>;

/** NOTIF-03: the newest items and how many are unread. */
export const NotificationsResponse = z.object({ items: z.array(NotificationItem), unread: z.number().int() });
export type NotificationsResponse = z.infer<typeof NotificationsResponse>;

/** NOTIF-07, NOTIF-09: the answer is not read by the header; it says how many were marked. */
export const MarkAllReadResponse = z.object({ success: z.literal(true), marked: z.number().int() });
