import React, {useCallback, useMemo, useRef, useState, type ReactNode} from 'react';
import type {ConfigurationState, FieldValue} from '@site/plugins/configuration-builder/lib/configurationState';
import {parseType} from '@site/plugins/configuration-builder/lib/hcl/types';
import {
  configuredInputs,
  type ConfigurableInput,
  type ConfigurableService,
  type Wire,
} from '@site/plugins/configuration-builder/lib/service';
import {effectiveField, readerValueFor} from '@site/plugins/configuration-builder/lib/readerValueInputs';
import {fieldResult} from '@site/plugins/configuration-builder/lib/fieldResult';
import {inputValues, setFieldValue} from '@site/plugins/configuration-builder/lib/fieldEditing';
import {terraformOutput} from '@site/plugins/configuration-builder/lib/terraformOutput';
import {activeWires, takesFromDependency, terragruntOutput} from '@site/plugins/configuration-builder/lib/terragruntOutput';
import {builtMinimums, readerLacks, tabConstraints} from '@site/plugins/configuration-builder/lib/versionConstraints';

import {sanitizeState} from '@site/plugins/configuration-builder/lib/storedState';
import {ownReaderValues} from '@site/plugins/reader-values/api';
import {useReaderValues} from '@site/plugins/reader-values/hooks/useReaderValues';
import {useReaderVersions} from '@site/plugins/reader-values/hooks/useReaderVersions';
import {restoreConfiguration, toggleInput, updateConfiguration, useConfiguration} from './configurationStore';
import {useFocusAfterRender} from './useFocusAfterRender';
import {useLinkedConfiguration} from './useLinkedConfiguration';
import SharedOffer from './SharedOffer';
import ConfigurationSummary from './ConfigurationSummary';
import InputRow from './InputRow';
import AddInput from './AddInput';
import ConfigurationActions from './ConfigurationActions';
import ConfigurationCode from './ConfigurationCode';
import styles from './styles.module.css';

interface Props {
  service: ConfigurableService;
  wires: Wire[];
}

/**
 * The configuration builder of one service: a field per configured input, typed from its HCL
 * type, and the configuration as a Terraform module block and a Terragrunt file, always valid.
 */
export default function Builder({service, wires}: Props): ReactNode {
  const {state: stored} = useConfiguration(service.key);
  const own = ownReaderValues(useReaderValues());
  const readerVersions = useReaderVersions();
  const types = useMemo(() => new Map(service.inputs.map((input) => [input.name, parseType(input.type)])), [service.inputs]);
  const state = useMemo(() => sanitizeState(stored, service.inputs), [stored, service.inputs]);
  // A required field's problem shows once the reader has edited it; until then its hint says Required.
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  // What "Start again" cleared, while the reader can still take it back.
  const [cleared, setCleared] = useState<ConfigurationState | null>(null);
  const root = useRef<HTMLDivElement>(null);
  // The row (by input name; null: the toolbar) that takes the focus after the next render.
  const focusAfterRender = useFocusAfterRender(root, service.key);
  // A shared link's configuration, while the reader decides whether it replaces their own.
  const [offered, setOffered] = useLinkedConfiguration(
    service,
    useCallback(() => setCleared(null), []),
  );

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
  const missing = rows.filter((row) => !row.result.ok && row.result.missing).length;
  const blank = rows.filter((row) => !row.result.ok && row.result.blankItems).length;
  const unfit = rows.filter((row) => !row.result.ok && !row.result.missing && !row.result.blankItems).length;
  // Each tab's version constraints: the minimums of what it writes (with dependency blocks, where it writes them).
  const built = builtMinimums();
  const constraints = built && tabConstraints(built, activeWires(service, state, values, wires).length > 0);
  const lacks = constraints
    ? [...new Set([...readerLacks(constraints.terraform, readerVersions), ...readerLacks(constraints.terragrunt, readerVersions)])]
    : [];
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
  const remove = (input: ConfigurableInput) => {
    setCleared(null);
    const index = configured.indexOf(input);
    const next = configured.slice(index + 1).find((candidate) => !candidate.required) ?? configured[index - 1];
    focusAfterRender.current = next?.name ?? null;
    toggleInput(service.key, input.name);
  };
  const add = (name: string) => {
    setCleared(null);
    focusAfterRender.current = name;
    toggleInput(service.key, name);
  };
  const answerOffer = (open: boolean) => {
    if (open && offered) restoreConfiguration(service.key, offered);
    setOffered(null);
    focusAfterRender.current = configured[0]?.name ?? null;
  };

  return (
    <div className={styles.builder} data-configuration-builder={service.key} ref={root}>
      {offered && <SharedOffer onOpen={() => answerOffer(true)} onKeep={() => answerOffer(false)} />}
      <ConfigurationSummary inputs={configured.length} missing={missing} blank={blank} unfit={unfit} />
      <ul className={styles.fields}>
        {rows.map(({input, type, field, stored: storedField, result, code}) => (
          <InputRow
            key={input.name}
            input={input}
            type={type}
            field={field}
            result={result}
            code={code}
            touched={touched.has(input.name)}
            fromReaderValues={storedField === undefined && readerValueFor(input, type, own) !== undefined}
            wire={wires.find((candidate) => candidate.input === input.name)}
            wired={takesFromDependency(state, values, input.name)}
            onChange={(next) => setField(input, next)}
            onRemove={() => remove(input)}
            onWire={(wired) => setWired(input.name, wired)}
          />
        ))}
      </ul>
      <AddInput addable={addable} onAdd={add} />
      <ConfigurationActions
        service={service}
        state={state}
        ownValues={own}
        cleared={cleared}
        onClearedChange={setCleared}
        onStartAgain={() => setTouched(new Set())}
      />
      <ConfigurationCode
        terraform={terraformOutput(service, state, values, constraints?.terraform.terraform)}
        terragrunt={terragruntOutput(service, state, values, wires, constraints?.terragrunt)}
      />
      {lacks.length > 0 && (
        <p className={styles.versionLacks} role="note">
          {lacks.join(' ')}
        </p>
      )}
    </div>
  );
}
