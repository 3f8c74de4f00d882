import React, {type ReactNode} from 'react';
import type {Expression} from '@site/plugins/configuration-builder/lib/hcl/expression';
import type {FieldResult} from '@site/plugins/configuration-builder/lib/fieldResult';
import {preview} from './preview';

interface Props {
  result: FieldResult;
  /** The value the code holds: the field's, or the last that fitted; null when left out. */
  code: Expression | null;
  /** The input's default as HCL (`null` where it has none). */
  fallback: string;
  fromReaderValues: boolean;
}

/**
 * The line under a field: what the code writes for it (its value, the module's default, the other
 * items of a list with blank ones, the last value that fitted), or why it writes nothing yet.
 */
export default function FieldStatus({result, code, fallback, fromReaderValues}: Props): ReactNode {
  if (result.ok && result.value !== null) {
    return (
      <>
        {fromReaderValues ? 'From your values. ' : ''}Written as <code>{preview(result.value)}</code>
      </>
    );
  }
  if (result.ok) {
    return fallback.includes('\n') ? (
      "Not set: left out, so the module's default applies."
    ) : (
      <>
        Not set: left out, so the module&apos;s default, <code>{fallback}</code>, applies.
      </>
    );
  }
  if (result.blankItems && (result.missing || code === null)) {
    return `${result.problem} ${result.missing ? 'Until an item has a value, the code shows the input as a comment.' : "The code leaves the input out, so the module's default applies."}`;
  }
  if (result.blankItems) {
    return (
      <>
        {result.problem} The code writes the other items: <code>{preview(code!)}</code>
      </>
    );
  }
  if (result.missing) return 'Not set: the code shows it as a comment. Set it before you run plan.';
  return (
    <>
      {result.problem}{' '}
      {code === null ? (
        'The code leaves it out until it fits.'
      ) : (
        <>
          The code keeps the last value that fitted: <code>{preview(code)}</code>
        </>
      )}
    </>
  );
}
