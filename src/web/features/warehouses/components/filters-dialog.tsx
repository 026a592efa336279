import { Trans, useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from '@web/components/ui/button';
import { useModalDialog } from '@web/components/ui/use-modal-dialog';
import { WIDTH_FROM } from '@web/lib/use-media-query';
import { FiltersTitle } from './filter-panel';

type FiltersDialogProps = {
  isOpen: boolean;
  onClose: () => void;
  isActive: boolean;
  onClear: () => void;
  /** The footer button's text, e.g. "Show 28 warehouses". */
  resultsLabel: string;
  children: ReactNode;
};

/**
 * The phone's filter panel: a slide-over on the native <dialog>. showModal() makes the page
 * behind inert and keeps focus inside, Escape closes it, and the browser returns focus to the
 * Filters button. It closes itself when the window grows to the desktop layout (where the same
 * panel is a sidebar), so an open modal is never hidden by CSS while the page stays inert.
 */
export function FiltersDialog({ isOpen, onClose, isActive, onClear, resultsLabel, children }: FiltersDialogProps) {
  const { t } = useLingui();
  const { titleId, dialogProps } = useModalDialog({ isOpen, onDismiss: onClose, onClose });
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  // The sidebar becomes this slide-over below Tailwind's lg breakpoint.
  useEffect(() => {
    if (!isOpen) return;
    const media = window.matchMedia(WIDTH_FROM.lg);
    const closeOnDesktop = () => {
      if (media.matches) onCloseRef.current();
    };
    media.addEventListener('change', closeOnDesktop);
    return () => media.removeEventListener('change', closeOnDesktop);
  }, [isOpen]);

  return (
    <dialog
      {...dialogProps}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> itself, outside its panel.
        if (event.target === event.currentTarget) onClose();
      }}
      className="fixed inset-y-0 end-0 start-auto m-0 h-dvh max-h-none w-full max-w-sm border-0 bg-white p-0 text-ink shadow-xl backdrop:bg-brand-950/50 open:flex open:flex-col"
    >
      {isOpen && (
        <>
          <div className="flex items-center justify-between gap-3 border-b border-line px-4 py-3">
            <FiltersTitle isActive={isActive} headingId={titleId} />
            <div className="flex items-center gap-1">
              {isActive && (
                <Button variant="ghost" size="sm" onClick={onClear} className="text-accent-700">
                  <Trans>Clear all</Trans>
                </Button>
              )}
              <Button variant="ghost" size="sm" onClick={onClose} aria-label={t`Close filters`}>
                <X aria-hidden="true" className="size-5" />
              </Button>
            </div>
          </div>
          <div className="flex-1 overflow-y-auto px-4 py-5">{children}</div>
          <div className="border-t border-line p-4">
            <Button className="w-full" onClick={onClose}>
              {resultsLabel}
            </Button>
          </div>
        </>
      )}
    </dialog>
  );
}
