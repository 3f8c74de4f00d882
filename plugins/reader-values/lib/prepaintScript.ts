/**
 * The inline script that puts the reader's values into a page's code examples before its first
 * paint. The HTML holds the examples (what crawlers, the twins and search read); the page's
 * scripts, which show the reader's own values, run only after it has been painted. This script runs
 * in the page's head, before the body is parsed: when the reader has values, it watches the body
 * as it is parsed and sets the text of each value's span (`data-reader-value`, marked by
 * theme/CodeBlock) as it arrives, and marks the page (`READER_VALUES_ATTRIBUTE`) so the note
 * under each block says so. React then hydrates those spans without a complaint
 * (suppressHydrationWarning) and shows the same values.
 *
 * It keeps exactly the values `parseStoredReaderValues` keeps (the unit tests compare them on
 * generated input), so the page never shows a value its scripts would drop. Its text is the same on
 * every page, so the Content-Security-Policy allows it by one hash.
 */
import {READER_VALUES_STORAGE_KEY} from './constants';
import {READER_VALUES} from './readerValues';

/** "true" in the server bundle, "false" in the browser's (the plugin, ../index.ts, defines it). */
export const SERVER_BUNDLE_FLAG = 'process.env.READER_VALUES_SERVER_BUNDLE';

/** On `<html>` while the reader has values of their own: `own`. */
export const READER_VALUES_ATTRIBUTE = 'data-reader-values';

/** Each value's example, and what a value must be: one of a list of the values there are, or a pattern's source. */
export type ReaderValueRules = Record<string, [example: string, rule: string | readonly string[]]>;

export const readerValueRules = (): ReaderValueRules =>
  Object.fromEntries(READER_VALUES.map((definition) => [definition.name, [definition.example, definition.pattern.source]]));

/**
 * The reader's own values in a stored text: those `rules` accept that differ from their example,
 * or null when there are none (`ownReaderValues(parseStoredReaderValues(stored))`), in ES5 so any browser that runs the page
 * parses it. Its own function, so the tests run it on its own.
 */
export const KEEP_VALUES_SOURCE = `function(stored,rules){var own={},count=0,raw;try{raw=JSON.parse(stored)}catch(e){return null}if(!raw||typeof raw!=='object')return null;for(var name in rules){if(!Object.prototype.hasOwnProperty.call(raw,name))continue;var value=raw[name],rule=rules[name][1];if(typeof value!=='string'||value===rules[name][0])continue;if(typeof rule==='string'?new RegExp(rule).test(value):rule.indexOf(value)>=0){own[name]=value;count++}}return count?own:null}`;

/** The script's text (without the `<script>` tags). */
export function readerValuesPrepaintScript(): string {
  const rules = JSON.stringify(readerValueRules()).replace(/</g, '\\u003c');
  return [
    `(function(keep,rules){try{`,
    // A page opened by the site's own navigation is already painted; its scripts fill it.
    `if(document.readyState!=='loading')return;`,
    `var own=keep(localStorage.getItem(${JSON.stringify(READER_VALUES_STORAGE_KEY)}),rules);if(!own)return;`,
    `document.documentElement.setAttribute(${JSON.stringify(READER_VALUES_ATTRIBUTE)},'own');`,
    `var fill=function(span){var name=span.getAttribute('data-reader-value');if(Object.prototype.hasOwnProperty.call(own,name)&&span.textContent!==own[name])span.textContent=own[name]};`,
    `var within=function(node){var element=node.nodeType===1?node:node.parentElement;if(!element)return;`,
    `var span=element.closest('[data-reader-value]');if(span){fill(span);return}`,
    `var spans=element.querySelectorAll('[data-reader-value]');for(var i=0;i<spans.length;i++)fill(spans[i])};`,
    // The parser adds a span, then its text, possibly in a later chunk: both are seen.
    `var observer=new MutationObserver(function(records){for(var i=0;i<records.length;i++){var record=records[i];`,
    `if(record.type==='characterData'){within(record.target);continue}`,
    `for(var j=0;j<record.addedNodes.length;j++)within(record.addedNodes[j])}});`,
    `observer.observe(document.documentElement,{childList:true,characterData:true,subtree:true});`,
    `document.addEventListener('DOMContentLoaded',function(){observer.disconnect();within(document.documentElement)})`,
    `}catch(e){}})(${KEEP_VALUES_SOURCE},${rules});`,
  ].join('');
}
