import fs from 'node:fs';
import path from 'node:path';

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
