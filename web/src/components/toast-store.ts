/**
 * A tiny toast queue (spec §9: one toast at a time, removed after TOAST_REMOVE_DELAY_MS unless
 * dismissed). Any component can `showToast`; the site layout renders `ToastViewport`.
 */
import { useSyncExternalStore } from 'react';
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '../../../shared/constants';

export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: Toast[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

export function showToast(toast: Omit<Toast, 'id'>): void {
  const id = nextId++;
  emit([{ ...toast, id }, ...toasts].slice(0, TOAST_LIMIT));
  setTimeout(() => dismissToast(id), TOAST_REMOVE_DELAY_MS);
}

export function dismissToast(id: number): void {
  emit(toasts.filter((toast) => toast.id !== id));
}

export function useToasts(): Toast[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
  );
}
