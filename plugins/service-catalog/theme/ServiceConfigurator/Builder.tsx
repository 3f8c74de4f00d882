import React, {useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import CodeBlock from '@theme/CodeBlock';
import {usePluralForm} from '@docusaurus/theme-common';
import {isEmptyState, type ConfigurationState, type FieldValue} from '@site/plugins/service-catalog/lib/configurationState';
import {
  clearedSummary,
  configuredInputs,
  effectiveField,
  fieldKindOf,
  fieldResult,
  fromExpressionField,
  hasExpressionMode,
  inputValues,
  readerValueFor,
  sameConfiguration,
  sanitizeState,
  setFieldValue,
  shareableState,
  takesFromDependency,
  terraformOutput,
  terragruntOutput,
  toExpressionField,
  type ConfigurableInput,
  type ConfigurableService,
  type FieldResult,
  type Wire,
} from '@site/plugins/service-catalog/lib/serviceConfiguration';
import {
  configurationLink,
  decodeConfiguration,
  encodeConfiguration,
  linkedConfiguration,
  MAX_LINK_LENGTH,
  withoutConfiguration,
} from '@site/plugins/service-catalog/lib/configurationLink';
import {parseType, type HclType} from '@site/plugins/service-catalog/lib/hcl/types';
import {writeExpression} from '@site/plugins/service-catalog/lib/hcl/write';
import type {Expression} from '@site/plugins/service-catalog/lib/hcl/expression';
import {ownReaderValues} from '@site/plugins/reader-values/api';
import {
  currentConfiguration,
  resetConfiguration,
  restoreConfiguration,
  takeFocusRequest,
  toggleInput,
  updateConfiguration,
  useConfiguration,
} from './configurationStore';
import Field from './Field';
import {useReaderValues} from '@site/plugins/reader-values/theme/ReaderValues/readerValuesStore';
import styles from './styles.module.css';

interface Props {
  service: ConfigurableService;
  wires: Wire[];
}

/** The anchor of the builder's section (remarkServiceReference's "Configure" heading). */
const SECTION_ANCHOR = 'configure';
/** Longest HCL the "Written as" line quotes; the code below shows all of it. */
const MAX_PREVIEW = 100;

/** A value's HCL on one line, shortened: for the line under a field. */
function preview(value: Expression): string {
  const written = writeExpression(value, '');
  const [first, ...rest] = written.split('\n');
  const line = rest.length > 0 ? `${first} …` : first;
  return line.length > MAX_PREVIEW ? `${line.slice(0, MAX_PREVIEW - 1)}…` : line;
}

interface RowProps {
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

function InputRow({
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
}: RowProps): ReactNode {
  const hintId = useId();
  const statusId = useId();
  const [modeProblem, setModeProblem] = useState<string | null>(null);
  const natural = fieldKindOf(type);
  const editor = field?.kind === 'expression' ? 'expression' : natural;
  const showProblem = !result.ok && (!result.missing || touched);
  const fallback = input.default ?? 'null';

  let status: ReactNode;
  if (result.ok && result.value !== null) {
    status = (
      <>
        {fromReaderValues ? 'From your values. ' : ''}Written as <code>{preview(result.value)}</code>
      </>
    );
  } else if (result.ok) {
    status = fallback.includes('\n') ? (
      "Not set: left out, so the module's default applies."
    ) : (
      <>
        Not set: left out, so the module&apos;s default, <code>{fallback}</code>, applies.
      </>
    );
  } else if (result.blankItems && (result.missing || code === null)) {
    status = `${result.problem} ${result.missing ? 'Until an item has a value, the code shows the input as a comment.' : "The code leaves the input out, so the module's default applies."}`;
  } else if (result.blankItems) {
    status = (
      <>
        {result.problem} The code writes the other items: <code>{preview(code!)}</code>
      </>
    );
  } else if (result.missing) {
    status = 'Not set: the code shows it as a comment. Set it before you run plan.';
  } else {
    status = (
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
        {status}
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

/** What "Start again" cleared, and where: the store is shared by every tab open on the service. */
function startAgainNotice(cleared: ConfigurationState): string {
  return `Cleared ${clearedSummary(cleared)} of this service, in this tab and in any other tabs open on it. Values from your settings stay.`;
}

type CopyStatus =
  '' | 'Link copied.' | 'The browser did not allow copying: the link is in the address bar.' | `${string}too long for a link${string}`;

/** The first control of an input's row, or of the toolbar when the row is gone. */
function focusRow(root: HTMLElement | null, name: string | null): void {
  const row = name === null ? null : root?.querySelector(`[data-configured-input="${CSS.escape(name)}"]`);
  const target = (row ?? root?.querySelector('[data-add-input]'))?.querySelector<HTMLElement>('input, select, textarea, button');
  target?.focus();
}

/**
 * The configuration builder of one service: a field per configured input, typed from its HCL
 * type, and the configuration as a Terraform module block and a Terragrunt file, always valid.
 */
export default function Builder({service, wires}: Props): ReactNode {
  const {selectMessage} = usePluralForm();
  const {state: stored} = useConfiguration(service.key);
  const own = ownReaderValues(useReaderValues());
  const types = useMemo(() => new Map(service.inputs.map((input) => [input.name, parseType(input.type)])), [service.inputs]);
  const state = useMemo(() => sanitizeState(stored, service.inputs), [stored, service.inputs]);
  const [choice, setChoice] = useState('');
  const [copyStatus, setCopyStatus] = useState<CopyStatus>('');
  // A required field's problem shows once the reader has edited it; until then its hint says Required.
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  // A shared link's configuration, while the reader decides whether it replaces their own.
  const [offered, setOffered] = useState<ConfigurationState | null>(null);
  // What "Start again" cleared, while the reader can still take it back.
  const [cleared, setCleared] = useState<ConfigurationState | null>(null);
  const startAgain = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLDivElement>(null);
  // The row (by input name; null: the toolbar) that takes the focus after the next render.
  const focusAfterRender = useRef<string | null | undefined>(undefined);
  const addId = useId();
  const offerTitleId = useId();

  useLayoutEffect(() => {
    if (focusAfterRender.current !== undefined) {
      focusRow(root.current, focusAfterRender.current);
      focusAfterRender.current = undefined;
    }
  });

  useEffect(() => {
    // Opened with its button: the focus moves from the button, now gone, to the first field's first control.
    if (takeFocusRequest(service.key)) {
      const first = root.current?.querySelector<HTMLElement>('[data-configured-input]');
      focusRow(root.current, first?.dataset.configuredInput ?? null);
    }
  }, [service.key]);

  // A link that carries a configuration opens it, or asks first where it would replace the reader's own; then leaves the address.
  // The address the page opened with, and any such link the reader opens later in this tab (a new fragment loads no page).
  useEffect(() => {
    let current = true;
    const openLinked = () => {
      const encoded = linkedConfiguration(window.location.href);
      if (encoded === null) return;
      void decodeConfiguration(encoded, service.inputs).then((shared) => {
        if (!current) return;
        window.history.replaceState(window.history.state, '', withoutConfiguration(window.location.href, SECTION_ANCHOR));
        if (shared) {
          const {state: mineAsStored, saved: mineSaved} = currentConfiguration(service.key);
          const mine = sanitizeState(mineAsStored, service.inputs);
          if (!mineSaved || isEmptyState(mine) || sameConfiguration(mine, shared)) {
            restoreConfiguration(service.key, shared);
            setOffered(null);
          } else {
            setOffered(shared);
          }
          setCleared(null);
        }
        document.getElementById(SECTION_ANCHOR)?.scrollIntoView();
      });
    };
    openLinked();
    window.addEventListener('hashchange', openLinked);
    return () => {
      current = false;
      window.removeEventListener('hashchange', openLinked);
    };
  }, [service.key, service.inputs]);

  const configured = configuredInputs(service, state);
  const values = inputValues(service, state, own);
  const rows = configured.map((input) => {
    const type = types.get(input.name)!;
    const field = effectiveField(input, type, state, own);
    return {
      input,
      type,
      field,
      stored: state.values[input.name],
      result: fieldResult(input, field, type),
      code: values[input.name] ?? null,
    };
  });
  const terraform = terraformOutput(service, state, values);
  const terragrunt = terragruntOutput(service, state, values, wires);
  const missing = rows.filter((row) => !row.result.ok && row.result.missing).length;
  const blank = rows.filter((row) => !row.result.ok && row.result.blankItems).length;
  const unfit = rows.filter((row) => !row.result.ok && !row.result.missing && !row.result.blankItems).length;
  const addable = service.inputs.filter((input) => !input.required && !state.added.includes(input.name));

  const setField = (input: ConfigurableInput, field: FieldValue | undefined) => {
    setTouched((current) => new Set(current).add(input.name));
    setCleared(null);
    updateConfiguration(service.key, (current) =>
      setFieldValue(sanitizeState(current, service.inputs), input, types.get(input.name)!, field, own),
    );
  };
  const setWired = (name: string, wired: boolean) =>
    updateConfiguration(service.key, (current) => {
      const next = sanitizeState(current, service.inputs);
      return {...next, wiring: {...next.wiring, [name]: wired}};
    });

  const copyLink = async () => {
    const link = configurationLink(window.location.href, await encodeConfiguration(shareableState(service, state, own)));
    if (link.length > MAX_LINK_LENGTH) {
      setCopyStatus(
        `This configuration is too long for a link (${link.length.toLocaleString('en')} characters; links stay under ${MAX_LINK_LENGTH.toLocaleString('en')}). Copy the code instead.`,
      );
      return;
    }
    try {
      await navigator.clipboard.writeText(link);
      setCopyStatus('Link copied.');
    } catch {
      window.history.replaceState(window.history.state, '', link);
      setCopyStatus('The browser did not allow copying: the link is in the address bar.');
    }
  };

  return (
    <div className={styles.builder} data-configuration-builder={service.key} ref={root}>
      {offered && (
        <section className={styles.offer} aria-labelledby={offerTitleId}>
          <p id={offerTitleId} className={styles.offerTitle}>
            A shared configuration
          </p>
          <p>
            The link you opened carries a configuration of this service. Yours, saved in this browser, is different: the builder shows yours
            until you choose.
          </p>
          <div className={styles.toolbar}>
            <button
              type="button"
              className="button button--primary button--sm"
              onClick={() => {
                restoreConfiguration(service.key, offered);
                setOffered(null);
                focusAfterRender.current = configured[0]?.name ?? null;
              }}>
              Open the shared one
            </button>
            <button
              type="button"
              className="button button--secondary button--sm"
              onClick={() => {
                setOffered(null);
                focusAfterRender.current = configured[0]?.name ?? null;
              }}>
              Keep mine
            </button>
          </div>
        </section>
      )}
      <p role="status" className={styles.summary}>
        {selectMessage(configured.length, `1 input|${configured.length} inputs`)} in the configuration
        {missing > 0 ? `; ${selectMessage(missing, `1 required input needs|${missing} required inputs need`)} a value` : ''}
        {blank > 0 ? `; ${selectMessage(blank, `1 list has a blank item|${blank} lists have blank items`)}` : ''}
        {unfit > 0 ? `; ${selectMessage(unfit, `1 value does not fit its type|${unfit} values do not fit their types`)}` : ''}.
      </p>
      <ul className={styles.fields}>
        {rows.map(({input, type, field, stored: storedField, result, code}) => {
          const wire = wires.find((candidate) => candidate.input === input.name);
          return (
            <InputRow
              key={input.name}
              input={input}
              type={type}
              field={field}
              result={result}
              code={code}
              touched={touched.has(input.name)}
              fromReaderValues={storedField === undefined && readerValueFor(input, type, own) !== undefined}
              wire={wire}
              wired={takesFromDependency(state, values, input.name)}
              onChange={(next) => setField(input, next)}
              onRemove={() => {
                setCleared(null);
                const index = configured.indexOf(input);
                const next = configured.slice(index + 1).find((candidate) => !candidate.required) ?? configured[index - 1];
                focusAfterRender.current = next?.name ?? null;
                toggleInput(service.key, input.name);
              }}
              onWire={(wired) => setWired(input.name, wired)}
            />
          );
        })}
      </ul>
      <div className={styles.toolbar} data-add-input>
        <label htmlFor={addId}>Add an optional input</label>
        <select id={addId} className={styles.select} value={choice} onChange={(event) => setChoice(event.target.value)}>
          <option value="">Choose one of {addable.length}…</option>
          {addable.map((input) => (
            <option key={input.name} value={input.name}>
              {input.name}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="button button--secondary button--sm"
          disabled={!choice}
          onClick={() => {
            setCleared(null);
            focusAfterRender.current = choice;
            toggleInput(service.key, choice);
            setChoice('');
          }}>
          Add
        </button>
      </div>
      <div className={styles.toolbar}>
        <button type="button" className="button button--secondary button--sm" onClick={copyLink}>
          Copy a link to this configuration
        </button>
        <button
          ref={startAgain}
          type="button"
          className="button button--secondary button--sm"
          onClick={() => {
            setTouched(new Set());
            const previous = sanitizeState(currentConfiguration(service.key).state, service.inputs);
            resetConfiguration(service.key);
            setCleared(isEmptyState(previous) ? null : previous);
          }}>
          Start again
        </button>
        <span role="status">{copyStatus}</span>
      </div>
      <div role="status" className={styles.status}>
        {cleared && (
          <>
            {startAgainNotice(cleared)}{' '}
            <button
              type="button"
              className="button button--link button--sm"
              onClick={() => {
                restoreConfiguration(service.key, cleared);
                setCleared(null);
                startAgain.current?.focus();
              }}>
              Undo
            </button>
          </>
        )}
      </div>
      <Tabs groupId="iac-tool">
        <TabItem value="terraform" label="Terraform">
          <CodeBlock language="hcl" title="main.tf">
            {terraform}
          </CodeBlock>
        </TabItem>
        <TabItem value="terragrunt" label="Terragrunt">
          <CodeBlock language="hcl" title="terragrunt.hcl">
            {terragrunt}
          </CodeBlock>
        </TabItem>
      </Tabs>
    </div>
  );
}
