import type { ReactNode } from 'react';
import { useDocumentTitle } from '@web/lib/use-document-title';

// Whole class names, so that Tailwind finds them in this file.
const WIDTHS = {
  '3xl': 'max-w-3xl',
  '5xl': 'max-w-5xl',
  '6xl': 'max-w-6xl',
  '7xl': 'max-w-7xl',
} as const;

type PageProps = {
  /** The page's one heading, which is also the browser tab's title. */
  title: string;
  /** The sentence under the heading. */
  lead?: ReactNode;
  /** What the page offers beside its heading (a "New …" button), beneath it on a phone. */
  actions?: ReactNode;
  /** How wide the content may grow: tables take the whole width, one form less. */
  width?: keyof typeof WIDTHS;
  children: ReactNode;
};

/**
 * A workspace page: its frame, its heading, the sentence under it and the tab's title, written once
 * so that every list, form and settings page starts alike.
 */
export function Page({ title, lead, actions, width = '7xl', children }: PageProps) {
  useDocumentTitle(title);
  const heading = (
    <div>
      <h1 className="text-3xl font-bold tracking-tight text-ink">{title}</h1>
      {lead && <p className="mt-2 text-ink-muted">{lead}</p>}
    </div>
  );
  return (
    <div className={`mx-auto w-full ${WIDTHS[width]} px-4 py-10 sm:px-6 lg:px-8`}>
      {actions ? <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">{heading}{actions}</div> : heading}
      {children}
    </div>
  );
}
