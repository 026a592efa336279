import type { ReactNode } from 'react';

/** A band of the page below the hero: its background across the width, the page's column, its heading (`{id}-heading`). */
export function HomeBand({ id, title, isTitleHidden = false, className, children }: { id: string; title: string; isTitleHidden?: boolean; className: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className={className}>
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-16 lg:px-8">
        <h2 id={`${id}-heading`} className={isTitleHidden ? 'sr-only' : 'text-3xl font-bold tracking-tight text-brand-900'}>
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
