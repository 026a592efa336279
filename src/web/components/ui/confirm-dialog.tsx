import { useLingui } from '@lingui/react/macro';
import { useId, useRef, type ReactNode } from 'react';
import { ErrorAlert } from './alert';
import { Button } from './button';
import { Modal, type ModalSize } from './modal';

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
  /** Danger for a destructive action (the default); primary for a commitment that destroys nothing (accepting an offer). */
  confirmVariant?: 'danger' | 'primary';
  /** Wider for a summary to read before confirming. */
  size?: ModalSize;
};

/**
 * A modal confirmation of a destructive action or a commitment (see Modal for focus, Escape and focus return).
 * Focus starts on Cancel, the safe choice; nothing closes it while the action runs.
 */
export function ConfirmDialog({
  isOpen,
  title,
  children,
  confirmLabel,
  pendingLabel,
  cancelLabel,
  isPending = false,
  error,
  onConfirm,
  onCancel,
  confirmVariant = 'danger',
  size = 'sm',
}: ConfirmDialogProps) {
  const { t } = useLingui();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const descriptionId = useId();

  return (
    <Modal
      isOpen={isOpen}
      title={title}
      size={size}
      onClose={onCancel}
      isDismissible={!isPending}
      initialFocusRef={cancelRef}
      describedBy={descriptionId}
      hasCloseButton={false}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={isPending}>
            {cancelLabel ?? t`Cancel`}
          </Button>
          <Button variant={confirmVariant} onClick={onConfirm} disabled={isPending}>
            {isPending ? (pendingLabel ?? confirmLabel) : confirmLabel}
          </Button>
        </>
      }
    >
      <div id={descriptionId} className="text-sm leading-6 text-ink-muted">
        {children}
      </div>
      <ErrorAlert className="mt-4">{error}</ErrorAlert>
    </Modal>
  );
}
