import { useEffect, useState } from 'react';

/** `value` once it has stopped changing for `delayMs`: a search asks the server once per pause, not per keystroke. */
export const useDebouncedValue = <Value>(value: Value, delayMs: number): Value => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
};
