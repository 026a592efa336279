import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { paths } from '@web/app/paths';
import { SERVICE_SECTIONS } from '@web/features/content/service-catalogue';

type ServicesMenuProps = {
  /** `dropdown` floats under the button (desktop); `inline` expands in place (mobile menu). */
  variant: 'dropdown' | 'inline';
  /** Called after an entry is chosen, e.g. to close the surrounding mobile menu. */
  onNavigate?: () => void;
};

/**
 * The header's Services menu: a disclosure button controlling a list of links (the WAI-ARIA
 * "disclosure navigation" pattern, which suits links better than role="menu"). Arrow keys move
 * between entries, Escape closes and returns focus to the button, choosing an entry closes it.
 */
export function ServicesMenu({ variant, onNavigate }: ServicesMenuProps) {
  const { i18n } = useLingui();
  const [isOpen, setIsOpen] = useState(false);
  const listId = `${useId()}-services`;
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const isDropdown = variant === 'dropdown';

  useEffect(() => {
    if (!isOpen || !isDropdown) return;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [isOpen, isDropdown]);

  function links(): HTMLAnchorElement[] {
    return Array.from(listRef.current?.querySelectorAll('a') ?? []);
  }

  function focusLink(index: number) {
    const all = links();
    if (all.length === 0) return;
    all[(index + all.length) % all.length]?.focus();
  }

  function openAndFocus(index: number) {
    setIsOpen(true);
    // The list is hidden until this render commits; focus it on the next frame.
    requestAnimationFrame(() => focusLink(index));
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && isOpen) {
      event.stopPropagation();
      setIsOpen(false);
      buttonRef.current?.focus();
      return;
    }
    const onButton = event.target === buttonRef.current;
    if (onButton && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      openAndFocus(event.key === 'ArrowDown' ? 0 : -1);
      return;
    }
    if (onButton || !isOpen) return;
    const current = links().indexOf(document.activeElement as HTMLAnchorElement);
    const moves: Record<string, number> = {
      ArrowDown: current + 1,
      ArrowUp: current - 1,
      Home: 0,
      End: -1,
    };
    const next = moves[event.key];
    if (next !== undefined) {
      event.preventDefault();
      focusLink(next);
    }
  }

  function handleBlur(event: FocusEvent<HTMLDivElement>) {
    // Tabbing out of the dropdown closes it; the inline variant stays as the user left it.
    if (isDropdown && !rootRef.current?.contains(event.relatedTarget as Node | null)) {
      setIsOpen(false);
    }
  }

  return (
    <div ref={rootRef} className="relative" onKeyDown={handleKeyDown} onBlur={handleBlur}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={listId}
        onClick={() => setIsOpen((open) => !open)}
        className={
          isDropdown
            ? 'inline-flex min-h-11 items-center gap-1 rounded-md px-2 text-sm font-medium whitespace-nowrap text-ink hover:bg-surface-muted lg:px-3'
            : 'flex min-h-12 w-full items-center justify-between rounded-md px-3 text-base font-medium text-ink hover:bg-surface-muted'
        }
      >
        <Trans>Services</Trans>
        <ChevronDown
          aria-hidden="true"
          className={`size-4 transition-transform motion-reduce:transition-none ${isOpen ? 'rotate-180' : ''}`}
        />
      </button>
      <ul
        ref={listRef}
        id={listId}
        hidden={!isOpen}
        className={
          isDropdown
            ? 'absolute start-0 top-full z-50 mt-2 w-64 rounded-lg border border-line bg-white p-2 shadow-lg'
            : 'mt-1 space-y-1 border-s-2 border-brand-100 ps-3'
        }
      >
        {SERVICE_SECTIONS.map((service) => (
          <li key={service.key}>
            <Link
              to={paths.home.getHref(service.key)}
              onClick={() => {
                setIsOpen(false);
                onNavigate?.();
              }}
              className="flex min-h-11 items-center rounded-md px-3 text-sm font-medium text-ink hover:bg-brand-50 hover:text-brand-800"
            >
              {i18n._(service.title)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
