import {useEffect, useState} from 'react';

/**
 * `value` once it has stayed the same for `delayMs`; with a delay of 0, `value` at once. Until the
 * first value settles the result is `initial` (by default the first value itself).
 */
export function useDebouncedValue<T>(value: T, delayMs: number, initial: T = value): T {
  const [settled, setSettled] = useState(initial);
  useEffect(() => {
    if (delayMs <= 0) {
      setSettled(value);
      return undefined;
    }
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return delayMs <= 0 ? value : settled;
}
