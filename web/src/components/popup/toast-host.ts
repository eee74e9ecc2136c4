import { useSyncExternalStore } from 'react';

/**
 * Where the toasts are rendered: the open native modal dialog on top, else the document's body.
 * A modal `<dialog>` makes everything outside it inert and covers it with its backdrop, and
 * Headless UI's dialogs (still used by lazily loaded screens) make the app's root inert; toasts
 * rendered in the root would then be neither seen nor announced while a form in a dialog reports
 * its result with one.
 */
const hosts: HTMLElement[] = [];
const listeners = new Set<() => void>();

function changed() {
  for (const listener of listeners) listener();
}

/** Makes `element` (an open modal dialog) the toasts' host until the returned function runs. */
export function pushToastHost(element: HTMLElement): () => void {
  hosts.push(element);
  changed();
  return () => {
    hosts.splice(hosts.lastIndexOf(element), 1);
    changed();
  };
}

export function useToastHost(): HTMLElement {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => hosts.at(-1) ?? document.body,
  );
}
