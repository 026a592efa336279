import type { ReactNode } from 'react';
import { useDocumentTitle } from '@web/lib/use-document-title';

type ContentPageProps = {
  title: string;
  /** One or two sentences under the heading. */
  lead: ReactNode;
  children: ReactNode;
  /** Long-form text (terms, privacy) reads better in a narrower column. */
  width?: 'narrow' | 'wide';
};

/** The frame of the public text pages: a heading band, then the body. */
export function ContentPage({ title, lead, children, width = 'narrow' }: ContentPageProps) {
  useDocumentTitle(title);
  const column = width === 'narrow' ? 'max-w-3xl' : 'max-w-5xl';
  return (
    <>
      <div className="border-b border-line bg-brand-50">
        <div className={`mx-auto ${column} px-4 py-12 sm:px-6 lg:px-8`}>
          <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{title}</h1>
          <div className="mt-4 text-lg leading-8 text-ink-muted">{lead}</div>
        </div>
      </div>
      <div className={`mx-auto ${column} px-4 py-10 sm:px-6 lg:px-8`}>{children}</div>
    </>
  );
}
