import { type ReactNode, useSyncExternalStore } from "react";

/** One toast visible at a time; a dismissed toast is removed after this long. */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_DURATION_MS = 5_000;

export interface ToastData {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
  variant?: "default" | "destructive";
  open: boolean;
}

type ToastInput = Omit<ToastData, "id" | "open">;

let toasts: ToastData[] = [];
let nextId = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: ToastData[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

/** Closes a toast (or all); it is removed from the store after TOAST_REMOVE_DELAY_MS. */
export function dismissToast(id?: string) {
  for (const toast of toasts) {
    if ((id === undefined || toast.id === id) && !removalTimers.has(toast.id)) {
      removalTimers.set(
        toast.id,
        setTimeout(() => {
          removalTimers.delete(toast.id);
          emit(toasts.filter((t) => t.id !== toast.id));
        }, TOAST_REMOVE_DELAY_MS),
      );
    }
  }
  emit(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
}

/** Adds a toast (newest first, at most TOAST_LIMIT kept); returns handles to update or dismiss it. */
export function toast(input: ToastInput) {
  const id = String(++nextId);
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return {
    id,
    update: (changes: ToastInput) => emit(toasts.map((t) => (t.id === id ? { ...t, ...changes } : t))),
    dismiss: () => dismissToast(id),
  };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => toasts;

export function useToasts(): ToastData[] {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
