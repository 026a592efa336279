import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { conversations, mailOutbox, messageReads, messages, users } from '../../db/schema';
import { insertOfferFixture } from '../bookings/bookings.test-support';
import { sendUnreadDigests } from './message-digest';
import { type SignedInUser, useSignedIn } from '../../../../tests/api/auth-helpers';
import { useTestApp } from '../../../../tests/api/harness';

const t = useTestApp();
const [admin, trader, owner] = useSignedIn(t, { roles: ['administrator'], firstName: 'Ada' }, { roles: ['customer'], firstName: 'Carl' }, ['warehouse_owner']);

const QUIET = 15;
const minutes = (count: number) => count * 60_000;

async function digestsTo(who: SignedInUser) {
  return t.db
    .select({ subject: mailOutbox.subject, text: mailOutbox.textBody })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, who.user.email), eq(mailOutbox.kind, 'unread_messages_digest')));
}

/** An inquiry thread of `trader` with messages written at the given times. */
async function threadWith(entries: { from: SignedInUser; at: Date; body: string }[]): Promise<{ inquiryId: string; ids: string[] }> {
  const { inquiryId } = await insertOfferFixture(t.db, { traderId: trader.user.id, ownerId: owner.user.id, status: 'sent' });
  const [conversation] = await t.db.insert(conversations).values({ inquiryId }).returning({ id: conversations.id });
  const rows = await t.db
    .insert(messages)
    .values(entries.map((entry) => ({ conversationId: conversation!.id, senderId: entry.from.user.id, body: entry.body, createdAt: entry.at })))
    .returning({ id: messages.id });
  return { inquiryId, ids: rows.map((row) => row.id) };
}

const run = (now: Date) => sendUnreadDigests({ db: t.db, publicUrl: 'https://24wm.test', quietMinutes: QUIET }, now);

describe('the unread-message digest', () => {
  it('waits for the quiet period, then sends one email per user for all their unread messages, and never twice', async () => {
    const start = new Date('2026-11-24T09:00:00Z');
    const { inquiryId } = await threadWith([
      { from: admin, at: start, body: 'Your offer is ready.' },
      { from: admin, at: new Date(start.getTime() + minutes(2)), body: 'Please have a look.' },
    ]);

    // Ten minutes after the last message: still within the quiet period.
    expect(await run(new Date(start.getTime() + minutes(12)))).toBe(0);
    expect(await digestsTo(trader)).toEqual([]);

    const sent = await run(new Date(start.getTime() + minutes(2 + QUIET + 1)));
    expect(sent).toBeGreaterThanOrEqual(1);
    const emails = await digestsTo(trader);
    expect(emails).toHaveLength(1);
    expect(emails[0]!.subject).toBe('You have 2 unread messages on 24WM');
    expect(emails[0]!.text).toContain(`Inquiry #${inquiryId.slice(0, 8)}`);
    expect(emails[0]!.text).toContain(`https://24wm.test/inquiries/${inquiryId}`);
    // The administrator wrote them: no digest to the administrator about their own messages.
    expect(await digestsTo(admin)).toEqual([]);

    // Later runs with nothing new send nothing more.
    expect(await run(new Date(start.getTime() + minutes(60)))).toBe(0);
    expect(await digestsTo(trader)).toHaveLength(1);
  });

  it('leaves out messages the user has read, and sends again only for newer ones', async () => {
    const start = new Date('2026-11-25T09:00:00Z');
    const { ids } = await threadWith([{ from: trader, at: start, body: 'Question one' }]);
    await t.db.insert(messageReads).values({ messageId: ids[0]!, userId: admin.user.id });
    await run(new Date(start.getTime() + minutes(QUIET + 1)));
    expect(await digestsTo(admin)).toEqual([]);

    const later = new Date(start.getTime() + minutes(30));
    await threadWith([{ from: trader, at: later, body: 'Question two' }]);
    await run(new Date(later.getTime() + minutes(QUIET + 1)));
    const emails = await digestsTo(admin);
    expect(emails).toHaveLength(1);
    expect(emails[0]!.subject).toBe('You have 1 unread message on 24WM');
    // An administrator is sent to the administrators' inquiry page.
    expect(emails[0]!.text).toContain('https://24wm.test/admin/inquiries/');
  });

  it('sends one digest when two processes run at the same moment', async () => {
    const start = new Date('2026-11-26T09:00:00Z');
    await threadWith([{ from: owner, at: start, body: 'Gate code changed.' }]);
    const before = (await digestsTo(trader)).length;
    const now = new Date(start.getTime() + minutes(QUIET + 1));
    await Promise.all([run(now), run(now)]);
    expect((await digestsTo(trader)).length).toBe(before + 1);
  });

  it('sends no digest to a user whose profile turned notifications by email off (decision 203)', async () => {
    const start = new Date('2026-11-27T09:00:00Z');
    await t.db.update(users).set({ emailNotifications: false }).where(eq(users.id, trader.user.id));
    try {
      const before = (await digestsTo(trader)).length;
      const adminBefore = (await digestsTo(admin)).length;
      await threadWith([{ from: owner, at: start, body: 'The gate opens at eight.' }]);
      await run(new Date(start.getTime() + minutes(QUIET + 1)));
      expect((await digestsTo(trader)).length).toBe(before);
      // The administrators' choice is on: they still hear of it.
      expect((await digestsTo(admin)).length).toBe(adminBefore + 1);
    } finally {
      await t.db.update(users).set({ emailNotifications: true }).where(eq(users.id, trader.user.id));
    }
  });
});
