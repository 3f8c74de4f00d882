import {test} from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import {EARLY_SEARCH_GLOBAL, EARLY_SHORTCUT_SCRIPT, type EarlySearch} from '../lib/earlyShortcut';
import {isSearchShortcut} from '../lib/searchShortcut';

const SEED = 41;

interface Key {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  /** The key went to a text field. */
  editable: boolean;
}

/** Runs the head script on a stand-in document, and returns a function that presses a key. */
function load() {
  let listener: ((event: unknown) => void) | null = null;
  const document = {
    addEventListener: (type: string, handler: (event: unknown) => void) => type === 'keydown' && (listener = handler),
    removeEventListener: (type: string, handler: unknown) => handler === listener && (listener = null),
  };
  const window: Record<string, unknown> = {};
  new Function('document', 'window', EARLY_SHORTCUT_SCRIPT)(document, window);
  const early = window[EARLY_SEARCH_GLOBAL] as EarlySearch;
  const press = ({editable, ...key}: Key) => {
    let prevented = false;
    const target = editable ? {tagName: 'INPUT', isContentEditable: false} : {tagName: 'BODY', isContentEditable: false};
    listener?.({...key, target, defaultPrevented: false, preventDefault: () => (prevented = true)});
    return prevented;
  };
  return {early, press, listening: () => listener !== null};
}

const key = fc.record({
  key: fc.oneof(
    fc.constantFrom('k', 'K', '/', 'Escape', 'Backspace', 'Enter', 'Tab', 'a', ' ', 'ArrowDown', 'F5'),
    fc.string({minLength: 1, maxLength: 1}),
  ),
  ctrlKey: fc.boolean(),
  metaKey: fc.boolean(),
  altKey: fc.boolean(),
  editable: fc.boolean(),
});

test("the head script opens search on exactly the keys the SearchBar's shortcut takes, on generated key presses", () => {
  fc.assert(
    fc.property(key, (pressed) => {
      const {early, press} = load();
      const shortcut = isSearchShortcut({...pressed, targetIsEditable: pressed.editable});
      assert.equal(press(pressed), shortcut, JSON.stringify(pressed));
      assert.equal(early.open, shortcut);
    }),
    {seed: SEED, numRuns: 1000},
  );
});

test('after the shortcut it keeps what is typed, as the field would, and hands it over once', () => {
  const plain = {ctrlKey: false, metaKey: false, altKey: false, editable: false};
  const {early, press, listening} = load();
  press({...plain, key: 'a'});
  assert.equal(early.open, false, 'typing before the shortcut opens nothing');
  press({...plain, key: 'k', ctrlKey: true});
  for (const typed of ['v', 'c', 'p', 'Backspace', 'Backspace', 'p', 'c', 'Shift', ' ', '/']) press({...plain, key: typed});
  assert.equal(early.text, 'vpc /');
  assert.deepEqual(early.stop(), {open: true, text: 'vpc /'});
  assert.equal(listening(), false, 'the SearchBar takes over');
  assert.equal(press({...plain, key: '/'}), false);

  const cancelled = load();
  cancelled.press({...plain, key: '/'});
  cancelled.press({...plain, key: 'x'});
  cancelled.press({...plain, key: 'Escape'});
  assert.deepEqual(cancelled.early.stop(), {open: false, text: ''});

  const toggled = load();
  toggled.press({...plain, key: 'k', metaKey: true});
  toggled.press({...plain, key: 'k', metaKey: true});
  assert.equal(toggled.early.open, false, 'the shortcut again closes, as in the hydrated page');
});
