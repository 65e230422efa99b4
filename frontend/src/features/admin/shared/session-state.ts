import { useSyncExternalStore } from 'react';
import type { z } from 'zod';
import { forgetOnSessionEnd, STORED_KEY_PREFIX } from './session-end';

/** Where a value is kept across reloads, and the shape it must have to be read back. */
type Stored<Value> = { key: string; schema: z.ZodType<Value> };

export type SessionState<Value> = {
  get: () => Value;
  set: (next: Value) => void;
  update: (change: (current: Value) => Value) => void;
  /** Back to the initial value (and out of storage). */
  reset: () => void;
  /** The hook: the current value, and a render on every change. */
  useValue: () => Value;
};

const readStored = <Value>({ key, schema }: Stored<Value>): Value | undefined => {
  try {
    const text = window.sessionStorage.getItem(STORED_KEY_PREFIX + key);
    if (text === null) return undefined;
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
};

const writeStored = <Value>({ key }: Stored<Value>, value: Value | undefined) => {
  try {
    if (value === undefined) window.sessionStorage.removeItem(STORED_KEY_PREFIX + key);
    else window.sessionStorage.setItem(STORED_KEY_PREFIX + key, JSON.stringify(value));
  } catch {
    // Full or turned off: the value still lasts for this page's life, only a reload loses it.
  }
};

/**
 * A piece of dashboard state that outlives the panel showing it. The dashboard unmounts a panel
 * when the admin switches tabs, so what they picked or typed there (recipients, a campaign's text,
 * a preview) lives in a module store like this one and is waiting on their return. It is forgotten
 * when the session ends.
 *
 * With `stored`, the value is also written to sessionStorage: that browser tab only, gone when it
 * closes, so a reload keeps the admin's work. It is read back through the schema; a value written
 * by another build (or by hand) that does not fit falls back to the initial value. The storage is
 * read on first use, not at import, and the server render sees the initial value.
 */
export const createSessionState = <Value>(initial: Value, stored?: Stored<Value>): SessionState<Value> => {
  let loaded = false;
  let value = initial;
  const listeners = new Set<() => void>();

  const get = () => {
    if (!loaded) {
      loaded = true;
      value = (stored && typeof window !== 'undefined' ? readStored(stored) : undefined) ?? initial;
    }
    return value;
  };

  const publish = (next: Value) => {
    loaded = true;
    if (Object.is(next, value)) return;
    value = next;
    if (stored) writeStored(stored, next === initial ? undefined : next);
    listeners.forEach((listener) => listener());
  };

  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };

  const reset = () => {
    get();
    publish(initial);
  };
  forgetOnSessionEnd(reset);

  return {
    get,
    set: publish,
    update: (change) => publish(change(get())),
    reset,
    useValue: () => useSyncExternalStore(subscribe, get, () => initial),
  };
};
