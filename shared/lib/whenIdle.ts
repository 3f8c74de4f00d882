/**
 * Runs `callback` once the browser is idle (`requestIdleCallback`), or on the next task where it
 * has no such API (Safari), with a deadline of a few milliseconds. Returns the cancel function.
 */
export function whenIdle(callback: (deadline: IdleDeadline) => void): () => void {
  if (window.requestIdleCallback) {
    const handle = window.requestIdleCallback(callback);
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(() => callback({didTimeout: false, timeRemaining: () => 8}));
  return () => window.clearTimeout(handle);
}
