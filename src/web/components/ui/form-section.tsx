import type { ReactNode } from 'react';

/** A titled part of a form: a section with its heading, so screen-reader users can jump between them. */
export function FormSection({ id, title, description, children }: { id: string; title: string; description?: ReactNode; children: ReactNode }) {
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} className="panel p-5 sm:p-6">
      <h2 id={headingId} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-ink-muted">{description}</p>}
      <div className="mt-5">{children}</div>
    </section>
  );
}
