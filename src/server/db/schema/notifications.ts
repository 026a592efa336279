import { boolean, index, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { NOTIFICATION_TYPES } from '@shared/contracts/notifications';
import { users } from './auth';
import { createdAt, id, requiredRef } from './columns';
import { inquiries } from './inquiries';
import { bookings } from './offers';

export const notificationType = pgEnum('notification_type', NOTIFICATION_TYPES);

/** Something a user should know about, shown in /notifications (spec 02 section 3). */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    type: notificationType('type').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    /** The language the title and message were written in: the recipient's when it was sent (decision 234). */
    locale: text('locale').notNull().default('en'),
    isRead: boolean('is_read').notNull().default(false),
    inquiryId: uuid('inquiry_id').references(() => inquiries.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.isRead, t.createdAt)],
);
