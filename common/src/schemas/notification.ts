import { z } from 'zod';
import { storedTimeSchema } from './primitives';

export const NOTIFICATION_LEVELS = [1, 2] as const;
export type NotificationLevel = (typeof NOTIFICATION_LEVELS)[number];

/** Collection of each notification level (as the security rules name them). */
export const NOTIFICATION_COLLECTIONS: Record<NotificationLevel, string> = {
  1: 'notifications',
  2: 'notifications2',
};

/**
 * A dashboard notification. ownerID is the workspace it belongs to (the
 * rules grant reading by it); notifyOnly limits it to some clients.
 */
export const notificationSchema = z.looseObject({
  ID: z.string().min(1),
  ownerID: z.string().optional(),
  title: z.string(),
  body: z.string().default(''),
  ts: storedTimeSchema,
  urlPathname: z.string().optional(),
  seen: z.boolean().default(false),
  notificationLevel: z.union([z.literal(1), z.literal(2)]).default(1),
  notifyOnly: z.array(z.string()).optional(),
});
export type Notification = z.infer<typeof notificationSchema>;
