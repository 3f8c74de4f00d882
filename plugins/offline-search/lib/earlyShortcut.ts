/**
 * The search shortcut before the page has hydrated. The navbar's search button and its key
 * handlers exist only once the page's scripts have run; a reader who presses Ctrl+K (or "/") as
 * soon as the page shows would lose the key, and Chromium would take Ctrl+K for its address bar.
 * An inline script in every page's head (the plugin's injectHtmlTags) catches the shortcut from the
 * start, keeps what is typed after it (Backspace and Escape as in the field), and the SearchBar
 * opens search with that text once it has hydrated.
 *
 * The script's keys are those of `isSearchShortcut` (./searchShortcut.ts); the unit tests run both on
 * generated key presses. Its text is the same on every page, so the Content-Security-Policy allows
 * it by one hash.
 */

/** Where the script keeps what it caught: `window[EARLY_SEARCH_GLOBAL]`. */
export const EARLY_SEARCH_GLOBAL = '__earlySearch';

export interface EarlySearch {
  /** The shortcut was pressed (and not taken back with Escape or pressed again). */
  open: boolean;
  /** What was typed after it. */
  text: string;
  /** Stops catching keys; the SearchBar's own handlers take over. Returns what was caught. */
  stop(): {open: boolean; text: string};
}

/** The script's text (without the `<script>` tags), ES5. */
export const EARLY_SHORTCUT_SCRIPT = [
  `(function(){var state={open:false,text:''},stopped=false;`,
  `var editable=function(t){return !!t&&(t.isContentEditable||/^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName))};`,
  `var onKey=function(e){if(stopped||e.defaultPrevented)return;var k=e.key||'',plain=!e.ctrlKey&&!e.metaKey&&!e.altKey;`,
  `var shortcut=((e.ctrlKey||e.metaKey)&&!e.altKey&&k.toLowerCase()==='k')||(k==='/'&&plain&&!editable(e.target));`,
  `if(!state.open){if(shortcut){e.preventDefault();state.open=true;state.text=''}return}`,
  `if(k==='Escape'||((e.ctrlKey||e.metaKey)&&!e.altKey&&k.toLowerCase()==='k')){e.preventDefault();state.open=false;state.text='';return}`,
  `if(k==='Backspace'){e.preventDefault();state.text=state.text.slice(0,-1);return}`,
  `if(k.length===1&&plain){e.preventDefault();state.text+=k}};`,
  `document.addEventListener('keydown',onKey);`,
  `state.stop=function(){stopped=true;document.removeEventListener('keydown',onKey);return{open:state.open,text:state.text}};`,
  `window.${EARLY_SEARCH_GLOBAL}=state})();`,
].join('');

/** What the script caught, read without stopping it (null where it did not run: hosted search, tests). */
export function peekEarlySearch(): EarlySearch | null {
  const early = (window as unknown as Record<string, EarlySearch | undefined>)[EARLY_SEARCH_GLOBAL];
  return early && typeof early.stop === 'function' ? early : null;
}
