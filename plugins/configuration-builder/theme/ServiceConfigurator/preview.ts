import {writeExpression} from '@site/plugins/configuration-builder/lib/hcl/write';
import type {Expression} from '@site/plugins/configuration-builder/lib/hcl/expression';

/** Longest HCL the "Written as" line quotes; the code below shows all of it. */
const MAX_PREVIEW = 100;

/** A value's HCL on one line, shortened: for the line under a field. */
export function preview(value: Expression): string {
  const written = writeExpression(value, '');
  const [first, ...rest] = written.split('\n');
  const line = rest.length > 0 ? `${first} …` : first;
  return line.length > MAX_PREVIEW ? `${line.slice(0, MAX_PREVIEW - 1)}…` : line;
}
