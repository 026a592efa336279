import { useId, type ReactNode } from 'react';

/**
 * A titled `.panel`: a section named by its heading, so screen-reader users can jump between them (a
 * booking's, an inquiry's or a receipt's facts, a part of the offer form). `action` stands beside the
 * heading (Add …); `className` places the panel (a grid span, a margin).
 */
export function PanelSection({ title, action, children, className = '' }: { title: ReactNode; action?: ReactNode; children: ReactNode; className?: string }) {
  // Not derived from the title, which is in the reader's language.
  const id = useId();
  return (
    <section aria-labelledby={id} className={`panel p-5 ${className}`.trim()}>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="text-lg font-semibold text-ink">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
