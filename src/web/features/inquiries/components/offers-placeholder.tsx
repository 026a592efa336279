import { FileText } from 'lucide-react';

/** The administrator's offers block; the offers work adds the list and Create Offer here. */
export function InquiryOffersPlaceholder() {
  return (
    <section aria-labelledby="inquiry-offers-heading" className="rounded-xl border border-line bg-white p-5 shadow-sm">
      <h2 id="inquiry-offers-heading" className="flex items-center gap-2 text-lg font-semibold text-ink">
        <FileText aria-hidden="true" className="size-5 text-brand-700" />
        Offers
      </h2>
      <p className="mt-2 text-sm text-ink-muted">Offers for this inquiry are prepared here.</p>
    </section>
  );
}
