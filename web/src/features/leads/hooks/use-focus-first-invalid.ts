import { useEffect, useState } from 'react';

/**
 * Moves focus to a form's first invalid field once its messages are on screen, so after a refused
 * send keyboard and screen-reader users land on what to fix instead of staying on the send button
 * at the bottom of a long dialog (issue 10 item 17). Fields mark themselves with `aria-invalid`.
 * `bindForm` is the form's callback ref (a state setter, so the effect sees the mounted form).
 */
export function useFocusFirstInvalid() {
  const [formElement, bindForm] = useState<HTMLFormElement | null>(null);
  // Counts requests: the effect must run after the render that shows the new messages.
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (request === 0) return;
    formElement?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [request, formElement]);
  return { bindForm, focusFirstInvalid: () => setRequest((current) => current + 1) };
}
