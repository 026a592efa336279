import { Trans } from '@lingui/react/macro';
import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { RELEASE_MESSAGES } from '@shared/errors';

/**
 * Why a release waits (on its card) or will wait (in the request form): the unpaid invoices by their
 * numbers, never their amounts, which the warehouse's owner does not see. A note, not an alert: it is
 * a standing fact of the page, not the answer to something just done.
 */
export function HeldNotice({ invoiceNumbers, children }: { invoiceNumbers: readonly string[]; children?: ReactNode }) {
  const unpaid = invoiceNumbers.map((number, index) => (
    <span key={number}>
      {index > 0 && ', '}
      <span className="whitespace-nowrap">{number}</span>
    </span>
  ));
  return (
    <div role="note" className="flex gap-3 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0 flex-1 break-words">
        {/* "Outstanding invoices must be paid before goods are released. Unpaid: INV-2026-000001, INV-2026-000002.", each number on one line. */}
        <p>
          {RELEASE_MESSAGES.held}
          {invoiceNumbers.length > 0 && (
            <>
              {' '}
              <Trans>Unpaid: {unpaid}.</Trans>
            </>
          )}
        </p>
        {children}
      </div>
    </div>
  );
}
