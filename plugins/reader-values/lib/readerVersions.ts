/**
 * The reader's own tool versions (Terraform, Terragrunt, the AWS provider): optional, stored with the reader's values
 * under `versions` in the same browser-storage entry. They are not code-block markers: the marker list
 * (readerValues.ts) and the prepaint script know nothing of them, and parseStoredReaderValues ignores the entry. Pure.
 */
import {READER_TOOLS, type ReaderTool, type ReaderVersions} from '@site/plugins/library-versions/api';
import {VERSIONS_FIELD} from './constants';

export {VERSIONS_FIELD};

/** A stored version's shape: what the comparison can read (the dialog checks more before it stores one). */
const VERSION_SHAPE = /^v?\d{1,9}(?:\.\d{1,9}){0,2}$/;

function storedObject(stored: string | null): Record<string, unknown> | null {
  if (!stored) return null;
  try {
    const raw: unknown = JSON.parse(stored);
    return typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The versions in the stored JSON of the reader's values, kept to the known tools and the version shape. */
export function parseStoredReaderVersions(stored: string | null): ReaderVersions {
  const raw = storedObject(stored)?.[VERSIONS_FIELD];
  if (typeof raw !== 'object' || raw === null) return {};
  const versions: Partial<Record<ReaderTool, string>> = {};
  for (const tool of READER_TOOLS) {
    const value = (raw as Record<string, unknown>)[tool];
    if (typeof value === 'string' && VERSION_SHAPE.test(value)) versions[tool] = value;
  }
  return versions;
}
