import { useEffect, useId, useRef, useState } from 'react';
import { OFFER_MESSAGES } from '@shared/errors';
import { Button } from '@web/components/ui/button';
import { TextAreaField } from '@web/components/ui/form-field';

export const REQUEST_CHANGES_PROMPT = 'Please describe the changes you would like to request:';

type RequestChangesDialogProps = {
  isOpen: boolean;
  isPending: boolean;
  error?: string | null;
  onSubmit: (message: string) => void;
  onCancel: () => void;
};

/**
 * The Request Changes prompt as a modal on the native <dialog> (focus stays inside, Escape
 * cancels, focus returns to the opener), with a labelled text area instead of window.prompt.
 */
export function RequestChangesDialog({ isOpen, isPending, error, onSubmit, onCancel }: RequestChangesDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const textAreaRef = useRef<HTMLTextAreaElement>(null);
  const titleId = useId();
  const [message, setMessage] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) {
      dialog.showModal();
      textAreaRef.current?.focus();
    } else if (!isOpen && dialog.open) {
      dialog.close();
    }
  }, [isOpen]);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!isPending) onCancel();
      }}
      onClose={() => {
        if (isOpen) onCancel();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-lg border border-line bg-white p-0 text-ink shadow-xl backdrop:bg-brand-950/50"
    >
      <form
        className="p-6"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!message.trim()) {
            setFieldError(OFFER_MESSAGES.changesRequired);
            textAreaRef.current?.focus();
            return;
          }
          setFieldError(undefined);
          onSubmit(message.trim());
        }}
      >
        <h2 id={titleId} className="text-lg font-bold text-ink">
          Request Changes
        </h2>
        <TextAreaField
          ref={textAreaRef}
          className="mt-4"
          label={REQUEST_CHANGES_PROMPT}
          value={message}
          rows={5}
          maxLength={5000}
          required
          error={fieldError}
          onChange={(event) => setMessage(event.target.value)}
        />
        {error && (
          <div role="alert" className="mt-4 rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-danger">
            {error}
          </div>
        )}
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onCancel} disabled={isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={isPending}>
            {isPending ? 'Sending…' : 'Send Request'}
          </Button>
        </div>
      </form>
    </dialog>
  );
}
