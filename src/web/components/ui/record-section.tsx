import { useId, type ReactNode } from 'react';

/**
 * A titled panel of a record's page (a booking's, an inquiry's, a warehouse receipt's facts): a
 * section named by its heading, so screen-reader users can jump between them. `className` places it
 * (a grid span, a margin).
 */
export function RecordSection({ title, children, className = '' }: { title: ReactNode; children: ReactNode; className?: string }) {
  // Not derived from the title, which is in the reader's language.
  const id = useId();
  return (
    <section aria-labelledby={id} className={`panel p-5 ${className}`.trim()}>
      <h2 id={id} className="mb-3 text-lg font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}
