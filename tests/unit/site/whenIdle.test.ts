import {test} from 'node:test';
import assert from 'node:assert/strict';
import {whenIdle} from '../../../shared/lib/whenIdle';

const globals = globalThis as unknown as {window?: unknown};

test('whenIdle waits for the idle callback where the browser has one, and cancels it', () => {
  const queued = new Map<number, IdleRequestCallback>();
  globals.window = {
    requestIdleCallback: (callback: IdleRequestCallback) => queued.set(queued.size + 1, callback).size,
    cancelIdleCallback: (handle: number) => queued.delete(handle),
  };
  try {
    const ran: number[] = [];
    whenIdle(() => ran.push(1));
    const cancel = whenIdle(() => ran.push(2));
    cancel();
    for (const callback of queued.values()) callback({didTimeout: false, timeRemaining: () => 10});
    assert.deepEqual(ran, [1]);
  } finally {
    delete globals.window;
  }
});

test('without requestIdleCallback, whenIdle runs on the next task with a short deadline', async () => {
  globals.window = {setTimeout, clearTimeout};
  try {
    const remaining = await new Promise<number>((resolve) => whenIdle((deadline) => resolve(deadline.timeRemaining())));
    assert.ok(remaining > 0 && remaining <= 8);
    let ran = false;
    whenIdle(() => (ran = true))();
    await new Promise((resolve) => setTimeout(resolve));
    assert.equal(ran, false);
  } finally {
    delete globals.window;
  }
});
