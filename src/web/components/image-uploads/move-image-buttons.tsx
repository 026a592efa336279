import { useLingui } from '@lingui/react/macro';
import { ArrowDown, ArrowUp } from 'lucide-react';

const ICON_BUTTON =
  'inline-flex size-9 items-center justify-center rounded-md border border-line bg-white text-ink hover:bg-surface-muted ' +
  'disabled:cursor-not-allowed disabled:opacity-40';

type MoveImageButtonsProps = {
  /** How the image is named to a screen reader ("image 2", or the file's name while it uploads). */
  name: string;
  index: number;
  count: number;
  onMove: (direction: -1 | 1) => void;
};

/** Up and down buttons of an image in a form's list (the first image is the main one); disabled at either end. */
export function MoveImageButtons({ name, index, count, onMove }: MoveImageButtonsProps) {
  const { t } = useLingui();
  return (
    <>
      <button type="button" className={ICON_BUTTON} aria-label={t`Move ${name} up`} title={t`Move up`} disabled={index === 0} onClick={() => onMove(-1)}>
        <ArrowUp aria-hidden="true" className="size-4" />
      </button>
      <button
        type="button"
        className={ICON_BUTTON}
        aria-label={t`Move ${name} down`}
        title={t`Move down`}
        disabled={index === count - 1}
        onClick={() => onMove(1)}
      >
        <ArrowDown aria-hidden="true" className="size-4" />
      </button>
    </>
  );
}
