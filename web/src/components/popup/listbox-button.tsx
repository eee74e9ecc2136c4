import { type KeyboardEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { movedIndex, usePopup } from './use-popup';

interface ListboxButtonProps<Value extends string> {
  /** The field's label; `labelClassName` may hide it visually (it still names the button). */
  label: ReactNode;
  labelClassName: string;
  /** Classes of the wrapper holding the label and the button. */
  className: string;
  value: Value;
  options: readonly Value[];
  onChange: (value: Value) => void;
  buttonClassName: string;
  /** What the button shows for the current value. */
  button: ReactNode;
  /** Classes of the list, which is placed below the button, aligned to its end side. */
  listClassName: string;
  optionClassName: string;
  renderOption: (option: Value) => ReactNode;
}

/**
 * A button showing a value and opening the list to choose another (WAI-ARIA select-only combobox
 * pattern with a listbox): the list opens on the current value; arrows, Home and End move, Enter
 * or Space takes the option, Escape or a press outside closes, and focus goes back to the button.
 * Focus stays on the list, which names the active option (`aria-activedescendant`, `data-focus`).
 * Used by the always-loaded header instead of Headless UI's Listbox.
 */
export function ListboxButton<Value extends string>({
  label,
  labelClassName,
  className,
  value,
  options,
  onChange,
  buttonClassName,
  button,
  listClassName,
  optionClassName,
  renderOption,
}: ListboxButtonProps<Value>) {
  const { open, setOpen, close, buttonRef, popupRef } = usePopup<HTMLUListElement>();
  const [active, setActive] = useState(0);
  const labelId = useId();
  const buttonId = useId();
  const listId = useId();
  const optionId = (index: number) => `${listId}-${index}`;

  useEffect(() => {
    if (open) popupRef.current?.focus();
  }, [open, popupRef]);

  useEffect(() => {
    if (open) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
    // optionId only depends on listId, which never changes.
  }, [open, active]); // eslint-disable-line react-hooks/exhaustive-deps

  const openList = () => {
    setActive(Math.max(0, options.indexOf(value)));
    setOpen(true);
  };

  const choose = (index: number) => {
    onChange(options[index]!);
    close(true);
  };

  const onListKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      // Only the list closes, not a dialog it is in.
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(active);
    } else if (event.key === 'Tab') {
      close(false);
    } else {
      const next = movedIndex(event.key, active, options.length);
      if (next === null) return;
      event.preventDefault();
      setActive(next);
    }
  };

  return (
    <div className={className}>
      <span id={labelId} className={labelClassName}>
        {label}
      </span>
      <div className="relative">
        <button
          ref={buttonRef}
          id={buttonId}
          type="button"
          aria-haspopup="listbox"
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          aria-labelledby={`${labelId} ${buttonId}`}
          data-open={open ? '' : undefined}
          onClick={() => (open ? close(false) : openList())}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
              event.preventDefault();
              openList();
            }
          }}
          className={buttonClassName}
        >
          {button}
        </button>
        {open && (
          <ul
            ref={popupRef}
            id={listId}
            role="listbox"
            // Focusable in the tab order, as a scrolling region must be for keyboard users (axe).
            tabIndex={0}
            aria-labelledby={labelId}
            aria-activedescendant={optionId(active)}
            onKeyDown={onListKeyDown}
            className={`absolute end-0 top-full z-50 mt-1 ${listClassName}`}
          >
            {options.map((option, index) => (
              <li
                key={option}
                id={optionId(index)}
                role="option"
                aria-selected={option === value}
                data-focus={index === active ? '' : undefined}
                onPointerMove={() => setActive(index)}
                onClick={() => choose(index)}
                className={optionClassName}
              >
                {renderOption(option)}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
