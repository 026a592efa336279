import { MessagesSquare } from 'lucide-react';

/** The thread of one inquiry or one booking. */
export type ThreadSubjectRef = { inquiryId: string } | { bookingId: string };

/**
 * The conversation embedded on /inquiries/{id}, /admin/inquiries/{id} and /bookings/{id}.
 * Placeholder until the messaging work fills it in; pages embed it already with this signature.
 */
export function MessageThread(_props: { subject: ThreadSubjectRef }) {
  return (
    <section aria-labelledby="thread-heading" className="rounded-xl border border-line bg-white p-5 shadow-sm">
      <h2 id="thread-heading" className="flex items-center gap-2 text-lg font-semibold text-ink">
        <MessagesSquare aria-hidden="true" className="size-5 text-brand-700" />
        Messages
      </h2>
      <p className="mt-2 text-sm text-ink-muted">The conversation appears here.</p>
    </section>
  );
}
