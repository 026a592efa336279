import { useLingui } from '@lingui/react/macro';
import { ImagePlus } from 'lucide-react';
import { useId, type RefObject } from 'react';

type AddImagesInputProps = {
  /** What the file chooser offers ("image/jpeg,image/png"). */
  accept: string;
  /** The button's words; "Add images" unless the form names its images otherwise ("Add photos"). */
  label?: string;
  /** "environment": a phone opens its back camera for the files (photos of goods taken on the spot). */
  capture?: 'environment' | 'user';
  /** The rules, read with the button ("JPG or PNG, up to 10MB each"). */
  hint: string;
  onFiles: (files: File[]) => void;
  /** The form moves focus back here when an image is removed. */
  inputRef: RefObject<HTMLInputElement | null>;
};

/** The "Add images" button of every form with images: a labelled file input, several files at once. */
export function AddImagesInput({ accept, label, capture, hint, onFiles, inputRef }: AddImagesInputProps) {
  const { t } = useLingui();
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  return (
    <>
      <label
        htmlFor={inputId}
        className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-brand-700 bg-white px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700"
      >
        <ImagePlus aria-hidden="true" className="size-4" />
        {label ?? t`Add images`}
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={accept}
          capture={capture}
          multiple
          aria-describedby={hintId}
          className="sr-only"
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            // Cleared so that choosing the same file again (after removing it) uploads it again.
            event.target.value = '';
            if (files.length > 0) onFiles(files);
          }}
        />
      </label>
      <p id={hintId} className="mt-2 text-sm text-ink-muted">
        {hint}
      </p>
    </>
  );
}
