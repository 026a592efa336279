import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from './button';

type ConfirmDialogProps = {
  isOpen: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** Shown on the confirm button while `isPending`. */
  pendingLabel?: string;
  cancelLabel?: string;
  isPending?: boolean;
  /** Shown inside the dialog, e.g. when the confirmed action failed. */
  error?: ReactNode;
  onConfirm: () => void;
  /** Cancel button, Escape, or the dialog closing any other way. */
  onCancel: () => void;
};

/**
 * A modal confirmation on the native <dialog>: showModal() makes the rest of the page inert (focus
 * stays inside), Escape closes it, and the browser returns focus to the element that opened it.
 * Focus starts on Cancel, the safe choice for a destructive action.
 */
export function ConfirmDialog({
  isOpen,
  title,
  children,
  confirmLabel,
  pendingLabel,
  cancelLabel = 'Cancel',
  isPending = false,
  error,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) {
      dialog.showModal();
      cancelRef.current?.focus();
    } else if (!isOpen && dialog.open) {
      dialog.close();
    }
  }, [isOpen]);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onCancel={(event) => {
        // Escape: let the parent decide (it owns isOpen); the effect closes the element.
        event.preventDefault();
        if (!isPending) onCancel();
      }}
      onClose={() => {
        if (isOpen) onCancel();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-lg border border-line bg-white p-0 text-ink shadow-xl backdrop:bg-brand-950/50"
    >
      <div className="p-6">
        <h2 id={titleId} className="text-lg font-bold text-ink">
          {title}
        </h2>
        <div id={descriptionId} className="mt-2 text-sm leading-6 text-ink-muted">
          {children}
        </div>
        {error && (
          <div role="alert" className="mt-4 rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-danger">
            {error}
          </div>
        )}
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={isPending}>
            {cancelLabel}
          </Button>
          <Button variant="danger" onClick={onConfirm} disabled={isPending}>
            {isPending ? (pendingLabel ?? confirmLabel) : confirmLabel}
          </Button>
        </div>
      </div>
    </dialog>
  );
}
