import { X } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';

type ModalDialogProps = {
  isOpen: boolean;
  title: string;
  children: ReactNode;
  /** Close button, Escape, or the dialog closing any other way. */
  onClose: () => void;
};

/**
 * A large modal on the native <dialog> (like ConfirmDialog): showModal() keeps focus inside and the
 * page inert, Escape closes it, and the browser returns focus to the button that opened it.
 */
export function ModalDialog({ isOpen, title, children, onClose }: ModalDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) dialog.showModal();
    else if (!isOpen && dialog.open) dialog.close();
  }, [isOpen]);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClose={() => {
        if (isOpen) onClose();
      }}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-4xl rounded-lg border border-line bg-surface p-0 text-ink shadow-xl backdrop:bg-brand-950/50"
    >
      <div className="sticky top-0 z-10 flex items-start justify-between gap-4 border-b border-line bg-white px-6 py-4">
        <h2 id={titleId} className="text-xl font-bold text-ink">
          {title}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close"
          className="inline-flex size-9 items-center justify-center rounded-md text-ink-muted hover:bg-surface-muted hover:text-ink"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      {/* Mounted only while open, so each opening starts with a fresh form. */}
      <div className="px-6 py-6">{isOpen && children}</div>
    </dialog>
  );
}
