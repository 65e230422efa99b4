import { useSyncExternalStore } from 'react';

/** Spec section 9: one toast at a time; a dismissed toast stays in the list (closed) for 1,000,000 ms. */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export type ToastVariant = 'default' | 'destructive';
/** `detail`: a line of its own under the description (a server's reason beside a catalogue's fixed words). */
export type ToastInput = { title: string; description?: string; detail?: string; variant?: ToastVariant };
/** A toast whose words are fixed: a catalogue entry. */
export type Notice = Required<Pick<ToastInput, 'title' | 'description'>>;
export type ToastItem = ToastInput & { id: string; open: boolean };

type Listener = () => void;

let toasts: ToastItem[] = [];
let counter = 0;
const listeners = new Set<Listener>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

const publish = (next: ToastItem[]) => {
  toasts = next;
  listeners.forEach((listener) => listener());
};

const scheduleRemoval = (id: string) => {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      publish(toasts.filter((item) => item.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
};

/** Closes one toast (or all when no id is given); the closed entry is removed later. */
export const dismissToast = (id?: string) => {
  const closing = toasts.filter((item) => id === undefined || item.id === id);
  closing.forEach((item) => scheduleRemoval(item.id));
  publish(toasts.map((item) => (id === undefined || item.id === id ? { ...item, open: false } : item)));
};

/** Shows a toast; with the limit of one it replaces the current toast. */
export const toast = (input: ToastInput): { id: string; dismiss: () => void } => {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  publish([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
};

/** Test helper: empties the list and cancels pending removals. */
export const resetToasts = () => {
  removalTimers.forEach((timer) => clearTimeout(timer));
  removalTimers.clear();
  publish([]);
};

const subscribe = (listener: Listener) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

const snapshot = () => toasts;

export const useToast = () => {
  const current = useSyncExternalStore(subscribe, snapshot, snapshot);
  return { toasts: current, toast, dismiss: dismissToast };
};
