import React, {useId, useState, type ReactNode} from 'react';
import type {FieldValue} from '@site/plugins/configuration-builder/lib/configurationState';
import type {Expression} from '@site/plugins/configuration-builder/lib/hcl/expression';
import type {HclType} from '@site/plugins/configuration-builder/lib/hcl/types';
import {fieldKindOf, type ConfigurableInput, type Wire} from '@site/plugins/configuration-builder/lib/service';
import type {FieldResult} from '@site/plugins/configuration-builder/lib/fieldResult';
import {fromExpressionField, hasExpressionMode, toExpressionField} from '@site/plugins/configuration-builder/lib/expressionMode';
import Field from './Field';
import FieldStatus from './FieldStatus';
import styles from './styles.module.css';

interface Props {
  input: ConfigurableInput;
  type: HclType;
  field: FieldValue | undefined;
  result: FieldResult;
  /** The value the code holds: the field's, or the last that fitted; null when left out. */
  code: Expression | null;
  /** Show a missing required value as a problem (the reader has been at the field). */
  touched: boolean;
  fromReaderValues: boolean;
  wire: Wire | undefined;
  wired: boolean;
  onChange: (field: FieldValue | undefined) => void;
  onRemove: () => void;
  onWire: (wired: boolean) => void;
}

/**
 * One configured input: its editor, what it is (required or optional, type, default), what the
 * code writes for it, the "HCL expression" switch, Remove for an optional one, and where another
 * service's output can give it, the choice to take that output in Terragrunt.
 */
export default function InputRow({
  input,
  type,
  field,
  result,
  code,
  touched,
  fromReaderValues,
  wire,
  wired,
  onChange,
  onRemove,
  onWire,
}: Props): ReactNode {
  const hintId = useId();
  const statusId = useId();
  const [modeProblem, setModeProblem] = useState<string | null>(null);
  const natural = fieldKindOf(type);
  const editor = field?.kind === 'expression' ? 'expression' : natural;
  const showProblem = !result.ok && (!result.missing || touched);
  const fallback = input.default ?? 'null';

  return (
    <li className={styles.field} data-configured-input={input.name}>
      <Field
        name={input.name}
        kind={editor}
        field={field}
        onChange={(next) => {
          setModeProblem(null);
          onChange(next);
        }}
        describedBy={`${hintId} ${statusId}`}
        invalid={showProblem}
        placeholder={!input.required ? `not set: the default, ${fallback.split('\n')[0]}${fallback.includes('\n') ? ' …' : ''}` : undefined}
        unsetLabel={input.required ? 'Not set' : `Default (${fallback.split('\n')[0]})`}
      />
      <p id={hintId} className={styles.hint}>
        {input.required ? 'Required' : 'Optional'}, <code>{input.type ?? 'any'}</code>
        {!input.required && (
          <>
            , default <code>{fallback}</code>
          </>
        )}
      </p>
      <p id={statusId} className={showProblem ? styles.problem : styles.status} data-field-status>
        <FieldStatus result={result} code={code} fallback={fallback} fromReaderValues={fromReaderValues} />
      </p>
      {result.ok && result.comments > 0 && (
        <p className={styles.status}>Comments are not carried into the code: add them to your file after you copy it.</p>
      )}
      <div className={styles.controls}>
        {hasExpressionMode(type) && (
          <label className={styles.mode}>
            <input
              type="checkbox"
              checked={editor === 'expression'}
              aria-label={`HCL expression for ${input.name}`}
              onChange={(event) => {
                if (event.target.checked) {
                  setModeProblem(null);
                  onChange(toExpressionField(field));
                  return;
                }
                const back = fromExpressionField(input, type, field?.kind === 'expression' ? field.text : '');
                if (back.ok) {
                  setModeProblem(null);
                  onChange(back.field);
                } else {
                  setModeProblem(back.problem);
                }
              }}
            />
            HCL expression
          </label>
        )}
        {!input.required && (
          <button
            type="button"
            className="button button--link button--sm"
            onClick={onRemove}
            aria-label={`Remove ${input.name} from the configuration`}>
            Remove
          </button>
        )}
      </div>
      {modeProblem && (
        <p className={styles.problem} role="status">
          {modeProblem}
        </p>
      )}
      {wire && (
        <div className={styles.wire}>
          <label>
            <input type="checkbox" checked={wired} onChange={(event) => onWire(event.target.checked)} /> In Terragrunt, take it from{' '}
            <code>{`dependency.${wire.dependency}.outputs.${wire.output}`}</code>
          </label>
          {wired && code !== null && <p className={styles.status}>Terragrunt takes the dependency’s output instead of this value.</p>}
        </div>
      )}
    </li>
  );
}
