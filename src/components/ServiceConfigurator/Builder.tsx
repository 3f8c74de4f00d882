import React, {useEffect, useId, useMemo, useRef, useState, type ReactNode} from 'react';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import CodeBlock from '@theme/CodeBlock';
import {usePluralForm} from '@docusaurus/theme-common';
import {CONFIGURATION_PARAM, type FieldValue} from '@site/src/lib/configurationState';
import {
  configuredInputs,
  decodeState,
  encodeState,
  fieldResult,
  initialField,
  sanitizeState,
  terraformOutput,
  terragruntOutput,
  type ConfigurableInput,
  type ConfigurableService,
  type InputValues,
  type Wire,
} from '@site/src/lib/serviceConfiguration';
import {parseType, type HclType} from '@site/src/lib/hcl/types';
import type {Expression} from '@site/src/lib/hcl/expression';
import {resetConfiguration, restoreConfiguration, toggleInput, updateConfiguration, useConfiguration} from './configurationStore';
import Field from './Field';
import {useReaderValues} from '@site/src/components/ReaderValues/readerValuesStore';
import styles from './styles.module.css';

interface Props {
  service: ConfigurableService;
  wires: Wire[];
}

interface RowProps {
  input: ConfigurableInput;
  type: HclType;
  field: FieldValue;
  problem: string | null;
  wire: Wire | undefined;
  wired: boolean;
  onChange: (field: FieldValue) => void;
  onRemove: () => void;
  onWire: (wired: boolean) => void;
}

function InputRow({input, field, problem, wire, wired, onChange, onRemove, onWire}: RowProps): ReactNode {
  const hintId = useId();
  const problemId = useId();
  return (
    <li className={styles.field} data-configured-input={input.name}>
      <Field
        name={input.name}
        field={field}
        onChange={onChange}
        describedBy={problem ? `${hintId} ${problemId}` : hintId}
        invalid={problem !== null}
        placeholder={!input.required && input.default === null ? 'null (the default)' : undefined}
      />
      <p id={hintId} className={styles.hint}>
        {input.required ? 'Required' : 'Optional'}, <code>{input.type ?? 'any'}</code>
        {!input.required && (
          <>
            , default <code>{input.default ?? 'null'}</code>
          </>
        )}
      </p>
      {problem && (
        <p id={problemId} className={styles.problem}>
          {problem} The configuration keeps the last value that fitted.
        </p>
      )}
      {wire && (
        <label className={styles.wire}>
          <input type="checkbox" checked={wired} onChange={(event) => onWire(event.target.checked)} />
          In Terragrunt, take it from <code>{`dependency.${wire.dependency}.outputs.${wire.output}`}</code>
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
    </li>
  );
}

type CopyStatus = '' | 'Link copied.' | 'The browser did not allow copying: the link is in the address bar.';

/**
 * The configuration builder of one service: a field per configured input, typed from its HCL
 * type, and the configuration as a Terraform module block and a Terragrunt file, always valid.
 */
export default function Builder({service, wires}: Props): ReactNode {
  const {selectMessage} = usePluralForm();
  const {state: stored} = useConfiguration(service.key);
  const readerValues = useReaderValues();
  const types = useMemo(() => new Map(service.inputs.map((input) => [input.name, parseType(input.type)])), [service.inputs]);
  const state = useMemo(() => sanitizeState(stored, service.inputs), [stored, service.inputs]);
  const lastGood = useRef(new Map<string, Expression>());
  const [choice, setChoice] = useState('');
  const [copyStatus, setCopyStatus] = useState<CopyStatus>('');
  // A required field's problem shows once the reader has edited it; until then its hint says Required.
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const addId = useId();

  // A link that carries a configuration restores it once, then leaves the address.
  useEffect(() => {
    const url = new URL(window.location.href);
    const shared = url.searchParams.get(CONFIGURATION_PARAM);
    if (shared === null) return;
    const restored = decodeState(shared, service.inputs);
    if (restored) restoreConfiguration(service.key, restored);
    url.searchParams.delete(CONFIGURATION_PARAM);
    window.history.replaceState(window.history.state, '', url.href);
  }, [service.key, service.inputs]);

  const configured = configuredInputs(service, state);
  const rows = configured.map((input) => {
    const type = types.get(input.name)!;
    const field = state.values[input.name] ?? initialField(input, type, readerValues);
    const result = fieldResult(input, field, type);
    if (result.ok) lastGood.current.set(input.name, result.value);
    const pristine = !touched.has(input.name) && !(input.name in state.values);
    return {input, type, field, problem: result.ok || pristine ? null : result.problem, missing: !result.ok && input.required};
  });
  const values: InputValues = Object.fromEntries(
    configured.map((input) => [input.name, lastGood.current.get(input.name) ?? {kind: 'null'}]),
  );
  const terraform = terraformOutput(service, state, values);
  const terragrunt = terragruntOutput(service, state, values, wires);
  const missing = rows.filter((row) => row.missing).length;
  const addable = service.inputs.filter((input) => !input.required && !state.added.includes(input.name));

  const setField = (name: string, field: FieldValue) => {
    setTouched((current) => new Set(current).add(name));
    updateConfiguration(service.key, (current) => ({...current, values: {...current.values, [name]: field}}));
  };
  const setWired = (name: string, wired: boolean) =>
    updateConfiguration(service.key, (current) => ({
      ...current,
      unwired: wired ? current.unwired.filter((unwired) => unwired !== name) : [...current.unwired, name],
    }));

  const copyLink = async () => {
    const url = new URL(window.location.href);
    url.searchParams.set(CONFIGURATION_PARAM, encodeState(state));
    url.hash = 'configure';
    try {
      await navigator.clipboard.writeText(url.href);
      setCopyStatus('Link copied.');
    } catch {
      window.history.replaceState(window.history.state, '', url.href);
      setCopyStatus('The browser did not allow copying: the link is in the address bar.');
    }
  };

  return (
    <div className={styles.builder} data-configuration-builder={service.key}>
      <p role="status" className={styles.summary}>
        {selectMessage(configured.length, `1 input|${configured.length} inputs`)} in the configuration
        {missing > 0 ? `; ${selectMessage(missing, `1 required input needs|${missing} required inputs need`)} a value.` : '.'}
      </p>
      <ul className={styles.fields}>
        {rows.map(({input, type, field, problem}) => {
          const wire = wires.find((candidate) => candidate.input === input.name);
          return (
            <InputRow
              key={input.name}
              input={input}
              type={type}
              field={field}
              problem={problem}
              wire={wire}
              wired={!state.unwired.includes(input.name)}
              onChange={(next) => setField(input.name, next)}
              onRemove={() => toggleInput(service.key, input.name)}
              onWire={(wired) => setWired(input.name, wired)}
            />
          );
        })}
      </ul>
      <div className={styles.toolbar}>
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
        <button type="button" className="button button--secondary button--sm" onClick={() => resetConfiguration(service.key)}>
          Start again
        </button>
        <span role="status">{copyStatus}</span>
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
