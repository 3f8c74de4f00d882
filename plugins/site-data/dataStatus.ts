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
