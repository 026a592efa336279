import { useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import type { ReactNode, RefObject } from 'react';
import { useModalDialog } from './use-modal-dialog';

export type ModalSize = 'sm' | 'md' | 'lg' | 'xl';

const MAX_WIDTHS: Record<ModalSize, string> = {
  sm: 'max-w-md',
  md: 'max-w-lg',
  lg: 'max-w-3xl',
  xl: 'max-w-4xl',
};

type ModalProps = {
  isOpen: boolean;
  title: string;
  /** Mounted only while the dialog is open, so every opening starts afresh. */
  children: ReactNode;
  /** The dialog's buttons, in a row under the content (stacked, last first, on a phone). */
  footer?: ReactNode;
  size?: ModalSize;
  /** The close button, Escape, or the dialog closing any other way. */
  onClose: () => void;
  /** False while an action runs: Escape and the close button then do nothing. */
  isDismissible?: boolean;
  /** Focused when the dialog opens; without it the browser focuses the first focusable element. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Id of the element that describes the dialog (its aria-describedby). */
  describedBy?: string;
  /** The × in the header. Confirmations leave it out: their Cancel button is the way out. */
  hasCloseButton?: boolean;
};

/**
 * Every modal of the app, on the native <dialog>: showModal() makes the rest of the page inert (focus
 * stays inside), Escape closes it through `onClose`, and the browser returns focus to the element
 * that opened it. The parent owns `isOpen`; the dialog is named by its title (aria-labelledby).
 */
export function Modal({
  isOpen,
  title,
  children,
  footer,
  size = 'lg',
  onClose,
  isDismissible = true,
  initialFocusRef,
  describedBy,
  hasCloseButton = true,
}: ModalProps) {
  const { t } = useLingui();
  function dismiss() {
    if (isDismissible) onClose();
  }
  const { titleId, dialogProps } = useModalDialog({ isOpen, onDismiss: dismiss, onClose, initialFocusRef });

  return (
    <dialog
      {...dialogProps}
      aria-describedby={describedBy}
      className={`m-auto w-[calc(100%-2rem)] ${MAX_WIDTHS[size]} rounded-lg border border-line bg-white p-0 text-ink shadow-xl backdrop:bg-brand-950/50`}
    >
      {isOpen && (
        <div className="flex max-h-[85vh] flex-col">
          <div className="flex items-start justify-between gap-4 border-b border-line px-6 py-4">
            <h2 id={titleId} className="text-lg font-bold text-ink">
              {title}
            </h2>
            {hasCloseButton && (
              <button
                type="button"
                onClick={dismiss}
                aria-label={t`Close`}
                className="rounded-md p-1 text-ink-muted hover:bg-surface-muted hover:text-ink"
              >
                <X aria-hidden="true" className="size-5" />
              </button>
            )}
          </div>
          <div className="overflow-y-auto px-6 py-5">{children}</div>
          {footer && (
            <div className="flex flex-col-reverse gap-3 border-t border-line px-6 py-4 sm:flex-row sm:justify-end">{footer}</div>
          )}
        </div>
      )}
    </dialog>
  );
}
