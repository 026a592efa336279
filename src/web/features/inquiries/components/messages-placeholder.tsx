import { MessagesSquare } from 'lucide-react';

/** Where the inquiry's conversation goes; the messaging work replaces this one component. */
export function InquiryMessagesPlaceholder() {
  return (
    <section aria-labelledby="inquiry-messages-heading" className="rounded-xl border border-line bg-white p-5 shadow-sm">
      <h2 id="inquiry-messages-heading" className="flex items-center gap-2 text-lg font-semibold text-ink">
        <MessagesSquare aria-hidden="true" className="size-5 text-brand-700" />
        Messages
      </h2>
      <p className="mt-2 text-sm text-ink-muted">The conversation about this inquiry appears here.</p>
    </section>
  );
}
