/**
 * The line of a value in a JSON or YAML data file, for error messages. JSON is YAML, so one parser
 * that keeps source positions serves both; it runs only when there is a problem to report.
 */
import {parseDocument, isCollection, isNode, isScalar, type Node} from 'yaml';
import {lineAtIndex} from './sourceProblems';

export type DataPath = readonly (string | number)[];

/**
 * A function giving the 1-based line of `path` in `text`: of the value itself, or, when the value
 * is missing, of the deepest part of the path that exists.
 */
export function lineLocator(text: string): (path: DataPath) => number {
  let root: Node | null | undefined;
  return (path) => {
    root ??= parseDocument(text).contents;
    let node: unknown = root;
    let line = 1;
    for (const key of path) {
      if (!isCollection(node)) break;
      const pair = node.items.find((item) => {
        if (isNode(item)) return false;
        const itemKey = (item as {key: unknown}).key;
        return isScalar(itemKey) && String(itemKey.value) === String(key);
      }) as {key: Node; value: unknown} | undefined;
      const next = pair ? (pair.key as Node) : typeof key === 'number' ? node.items[key] : undefined;
      if (!isNode(next) || !next.range) break;
      line = lineAtIndex(text, next.range[0]);
      node = pair ? pair.value : next;
    }
    return line;
  };
}
