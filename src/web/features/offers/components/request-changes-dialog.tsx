import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState } from 'react';
import { OFFER_MESSAGES } from '@shared/errors';
import { ErrorAlert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { TextAreaField } from '@web/components/ui/form-field';
import { Modal } from '@web/components/ui/modal';

type RequestChangesDialogProps = {
  isOpen: boolean;
  isPending: boolean;
  error?: string | null;
  onSubmit: (message: string) => void;
  onCancel: () => void;
};

/**
 * The Request Changes prompt in a Modal (focus stays inside, Escape cancels, focus returns to the
 * opener), with a labelled text area instead of window.prompt.
 */
export function RequestChangesDialog({ isOpen, isPending, error, onSubmit, onCancel }: RequestChangesDialogProps) {
  const { t } = useLingui();
  const textAreaRef = useRef<HTMLTextAreaElement>(null);
  const formId = useId();
  const [message, setMessage] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();

  return (
    <Modal
      isOpen={isOpen}
      title={t`Request Changes`}
      size="md"
      onClose={onCancel}
      isDismissible={!isPending}
      initialFocusRef={textAreaRef}
      hasCloseButton={false}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={isPending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" form={formId} disabled={isPending}>
            {isPending ? <Trans>Sending…</Trans> : <Trans>Send Request</Trans>}
          </Button>
        </>
      }
    >
      <form
        id={formId}
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
        <TextAreaField
          ref={textAreaRef}
          label={t`Please describe the changes you would like to request:`}
          value={message}
          rows={5}
          maxLength={5000}
          required
          error={fieldError}
          onChange={(event) => setMessage(event.target.value)}
        />
        <ErrorAlert className="mt-4">{error}</ErrorAlert>
      </form>
    </Modal>
  );
}
