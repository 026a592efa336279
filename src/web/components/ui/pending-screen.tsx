import { useDocumentTitle } from '@web/lib/use-document-title';

type PendingScreenProps = {
  /** The page heading, also used as the tab title. */
  title: string;
  /** One sentence saying what the page will hold. */
  description: string;
};

/** Stand-in for a screen whose feature is still being built. */
export function PendingScreen({ title, description }: PendingScreenProps) {
  useDocumentTitle(title);
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-12 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-ink">{title}</h1>
      <p className="mt-3 text-ink-muted">{description}</p>
    </div>
  );
}
