import { useEffect, useId, useRef, type RefObject, type SyntheticEvent } from 'react';

type ModalDialogOptions = {
  isOpen: boolean;
  /** Escape: the parent decides (it owns isOpen); the effect then closes the element. */
  onDismiss: () => void;
  /** The dialog closed any other way while it was meant to be open. */
  onClose: () => void;
  /** Focused when the dialog opens; without it the browser focuses the first focusable element. */
  initialFocusRef?: RefObject<HTMLElement | null> | undefined;
};

/**
 * A native <dialog> shown as a modal while `isOpen`: showModal() makes the rest of the page inert
 * (focus stays inside) and the browser returns focus to the opener on close. Spread `dialogProps`
 * on the <dialog>; its heading takes `titleId`, which names the dialog.
 */
export function useModalDialog({ isOpen, onDismiss, onClose, initialFocusRef }: ModalDialogOptions) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) {
      dialog.showModal();
      initialFocusRef?.current?.focus();
    } else if (!isOpen && dialog.open) {
      dialog.close();
    }
  }, [isOpen, initialFocusRef]);

  return {
    titleId,
    dialogProps: {
      ref: dialogRef,
      'aria-labelledby': titleId,
      onCancel: (event: SyntheticEvent<HTMLDialogElement>) => {
        event.preventDefault();
        onDismiss();
      },
      onClose: () => {
        if (isOpen) onClose();
      },
    },
  };
}
