import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {SiteData} from './readSiteData';

/**
 * The dev server's data status module: a client module whose source carries the data's
 * fingerprint and its problems on its first line. dataStatusLoader.js reads it back at compile time.
 */
export const DATA_STATUS_MODULE = 'data-status.js';

export interface DataStatus {
  /** Changes when the data the site renders changes. */
  fingerprint: string;
  /** The problems of the last edit, as `file:line: message` lines; empty when all is well. */
  problems: string;
}

/** The module's source: the status as a comment on the first line, and nothing to run. */
export const dataStatusSource = (status: DataStatus): string => `// ${JSON.stringify(status)}\nexport {};\n`;

/**
 * Writes the status module for a running dev server: one write at a time, in the order the
 * reloads asked, each replacing the file whole (a temporary file renamed over it), and none when
 * the source is unchanged (the bundler compiles again what depends on it). Two reloads close
 * together once overlapped their writes and left the tail of a longer status behind a shorter one.
 */
export function createStatusWriter(file: string): (source: string) => Promise<void> {
  let queue: Promise<void> = Promise.resolve();
  const writeWhole = async (source: string) => {
    await fs.promises.mkdir(path.dirname(file), {recursive: true});
    const previous = fs.existsSync(file) ? await fs.promises.readFile(file, 'utf8') : null;
    if (previous === source) return;
    const temporary = `${file}.${process.pid}.tmp`;
    await fs.promises.writeFile(temporary, source);
    await fs.promises.rename(temporary, file);
  };
  return (source) => {
    const written = queue.then(() => writeWhole(source));
    // A failed write is reported to its caller and does not stop the next one.
    queue = written.catch(() => undefined);
    return written;
  };
}

/**
 * What the pages of each data directive (`::name` on a line of its own) render from the data. The dev
 * server compiles such a page again when its directive's part changes, and not for an edit of data
 * it does not render (a release-history edit leaves the service reference pages alone).
 */
export type DirectiveData = Record<string, (data: SiteData) => unknown>;

/** JSON in which a Map or a Set keeps its entries (JSON.stringify writes `{}` for both). */
const serialize = (value: unknown): string =>
  JSON.stringify(value, (_key, item: unknown) =>
    item instanceof Map ? {map: [...item.entries()]} : item instanceof Set ? {set: [...item]} : item,
  );

/** A fingerprint per directive of the part of `data` its pages render. */
export function directiveFingerprints(data: SiteData, directives: DirectiveData): Record<string, string> {
  return Object.fromEntries(
    Object.entries(directives).map(([name, part]) => [
      name,
      crypto
        .createHash('sha256')
        .update(serialize(part(data)))
        .digest('hex')
        .slice(0, 16),
    ]),
  );
}
