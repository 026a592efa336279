import type { ReactNode } from 'react';

type MessageScreenProps = {
  /** A lucide icon, drawn large above the heading. */
  icon?: ReactNode;
  title: string;
  /** What happened and what to do, under the heading. */
  message?: ReactNode;
  /** The way on: a button or a link. */
  children: ReactNode;
};

/**
 * A page that is only a message (not signed in, no access, not found; the offline and broken screens of the first load write theirs out, error-screens.tsx): an icon,
 * the heading, the reason and the way on, centred. The caller sets the tab's title, since some of
 * these screens choose their title before they know which screen they are.
 */
export function MessageScreen({ icon, title, message, children }: MessageScreenProps) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
      {icon}
      <h1 className={`${icon ? 'mt-4 ' : ''}text-3xl font-bold tracking-tight text-ink`}>{title}</h1>
      {message && <p className="mt-3 text-ink-muted">{message}</p>}
      {children}
    </div>
  );
}
