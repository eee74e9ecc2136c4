import {
  cloneElement,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
  useEffect,
  useId,
  useRef,
} from 'react';
import { movedIndex, usePopup } from './use-popup';

interface MenuButtonProps {
  /** The button's accessible name, when its content does not say it. */
  label?: string;
  buttonClassName: string;
  /** What the button shows. */
  button: ReactNode;
  /** Classes of the menu, which is placed below the button, aligned to its end side. */
  menuClassName: string;
  /** `MenuItem`s, with any non-interactive content between them. */
  children: ReactNode;
}

const ITEM_SELECTOR = '[role="menuitem"]';

/**
 * A button opening a menu of actions or links (WAI-ARIA menu button): Enter, Space or ArrowDown
 * open it on the first item and ArrowUp on the last; arrows, Home and End move between items;
 * Escape, a choice or a press outside closes it and focus goes back to the button; Tab closes it
 * and moves on. Used by the always-loaded header instead of Headless UI's Menu.
 */
export function MenuButton({
  label,
  buttonClassName,
  button,
  menuClassName,
  children,
}: MenuButtonProps) {
  const { open, setOpen, close, buttonRef, popupRef } = usePopup<HTMLDivElement>();
  const menuId = useId();
  const buttonId = useId();
  // Which item takes focus when the menu opens: the first, or the last after ArrowUp.
  const focusOnOpen = useRef<'first' | 'last'>('first');

  const items = () => [...(popupRef.current?.querySelectorAll<HTMLElement>(ITEM_SELECTOR) ?? [])];

  useEffect(() => {
    if (!open) return;
    const all = items();
    (focusOnOpen.current === 'first' ? all[0] : all.at(-1))?.focus();
    // `items` reads the ref, which only changes with `open`.
  }, [open]); // eslint-disable-line react-hooks/exhaustive-deps

  const openAt = (item: 'first' | 'last') => {
    focusOnOpen.current = item;
    setOpen(true);
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      // Only the menu closes, not a dialog the menu is in.
      event.preventDefault();
      event.stopPropagation();
      close(true);
      return;
    }
    if (event.key === 'Tab') {
      close(false);
      return;
    }
    const all = items();
    const next = movedIndex(
      event.key,
      all.indexOf(document.activeElement as HTMLElement),
      all.length,
    );
    if (next === null) return;
    event.preventDefault();
    all[next]?.focus();
  };

  return (
    <div className="relative">
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        data-open={open ? '' : undefined}
        onClick={() => (open ? close(false) : openAt('first'))}
        onKeyDown={onButtonKeyDown}
        className={buttonClassName}
      >
        {button}
      </button>
      {open && (
        <div
          ref={popupRef}
          id={menuId}
          role="menu"
          aria-labelledby={buttonId}
          onKeyDown={onMenuKeyDown}
          onClick={(event) => {
            if ((event.target as HTMLElement).closest(ITEM_SELECTOR)) close(true);
          }}
          className={`absolute end-0 top-full z-50 mt-1 ${menuClassName}`}
        >
          {children}
        </div>
      )}
    </div>
  );
}

/** One entry of a `MenuButton`: its button or link, made a menu item reached by the arrows. */
export function MenuItem({
  children,
}: {
  children: ReactElement<{ role?: string; tabIndex?: number }>;
}) {
  return cloneElement(children, { role: 'menuitem', tabIndex: -1 });
}
