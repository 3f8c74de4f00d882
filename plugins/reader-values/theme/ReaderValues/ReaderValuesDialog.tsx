import React, {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import ModalDialog, {closeModalDialog} from '@site/shared/theme/ModalDialog';
import {EXAMPLE_VALUES, READER_VALUES} from '@site/plugins/reader-values/lib/readerValues';
import {
  READER_VALUE_FORMS,
  READER_VERSION_FORMS,
  readerValueNote,
  readerValueProblem,
  readerVersionProblem,
} from '@site/plugins/reader-values/lib/readerValueForms';
import {READER_TOOLS, type ReaderTool} from '@site/plugins/library-versions/api';
import {markVersionLabels} from '@site/plugins/reader-values/client/versionMarks';
import {parseStoredReaderVersions} from '@site/plugins/reader-values/lib/readerVersions';
import {READER_VALUES_STORAGE_KEY} from '@site/plugins/reader-values/lib/constants';
import {saveReaderValues, useReaderValues} from './readerValuesStore';

/** The reader's stored tool versions: what the version fields start from (the dialog opens in the browser only). */
function storedReaderVersions() {
  try {
    return parseStoredReaderVersions(window.localStorage.getItem(READER_VALUES_STORAGE_KEY));
  } catch {
    return {};
  }
}

const ACCOUNTS = READER_VALUES.filter((definition) => definition.name.endsWith('-account-id'));
const OTHERS = READER_VALUES.filter((definition) => !definition.name.endsWith('-account-id'));

function ValueField({
  name,
  label,
  value,
  example,
  problem,
  note,
  known,
  onChange,
}: {
  name: string;
  label: string;
  value: string;
  example: string;
  problem: string | null;
  /** What to know about a value that can be used (a region newer than the site). */
  note: string | null;
  /** The values there are, offered as the reader types (the regions). */
  known?: readonly string[];
  onChange: (value: string) => void;
}): ReactNode {
  const id = useId();
  const problemId = useId();
  const listId = useId();
  const noteId = useId();
  return (
    <div style={{display: 'flex', flexDirection: 'column', gap: '0.2rem', marginBottom: '0.6rem'}}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type="text"
        value={value}
        placeholder={example}
        spellCheck={false}
        autoComplete="off"
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? problemId : note ? noteId : undefined}
        list={known ? listId : undefined}
        style={{
          padding: '0.35rem 0.6rem',
          border: '1px solid var(--ifm-color-emphasis-500)',
          borderRadius: 'var(--ifm-global-radius)',
          font: 'inherit',
          background: 'var(--ifm-background-color)',
          color: 'var(--ifm-font-color-base)',
        }}
        onChange={(event) => onChange(event.target.value)}
      />
      {known && (
        <datalist id={listId}>
          {known.map((option) => (
            <option key={option} value={option} />
          ))}
        </datalist>
      )}
      {problem && (
        <span id={problemId} className="reader-values-problem">
          {problem}
        </span>
      )}
      {note && !problem && (
        <span id={noteId} style={{fontSize: '0.875rem'}}>
          {note}
        </span>
      )}
    </div>
  );
}

/**
 * The reader's values, edited: AWS account IDs by the Reference Architecture's account names, the
 * region, the organisation name and the domain. Saved in this browser; every code block that
 * uses them, on every page, shows and copies them from then on.
 */
export default function ReaderValuesDialog({
  onClose,
  startAt = 'values',
}: {
  onClose: () => void;
  /** Where the focus starts: the first value, or the first tool version (opened to compare versions). */
  startAt?: 'values' | 'versions';
}): ReactNode {
  const saved = useReaderValues();
  // The reader's own values; a field at the placeholder starts empty, showing it.
  const [draft, setDraft] = useState<Record<string, string>>(() =>
    Object.fromEntries(Object.entries(saved).filter(([name, value]) => EXAMPLE_VALUES[name] !== value)),
  );
  // The reader's tool versions (optional): not markers, compared with the blocks' version labels.
  const [versions, setVersions] = useState<Partial<Record<ReaderTool, string>>>(storedReaderVersions);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    dialog.showModal();
    if (startAt === 'versions') dialog.querySelector<HTMLInputElement>(`input[name="${READER_TOOLS[0]}-version"]`)?.focus();
    dialog.addEventListener('close', onClose);
    return () => dialog.removeEventListener('close', onClose);
  }, [onClose, startAt]);

  const problems = Object.fromEntries(
    READER_VALUES.map((definition) => [
      definition.name,
      draft[definition.name] ? readerValueProblem(definition.name, draft[definition.name]) : null,
    ]),
  );
  const versionProblems = Object.fromEntries(
    READER_TOOLS.map((tool) => [tool, versions[tool] ? readerVersionProblem(tool, versions[tool]) : null]),
  ) as Record<ReaderTool, string | null>;
  const valid = [...Object.values(problems), ...Object.values(versionProblems)].every((problem) => problem === null);
  const close = () => closeModalDialog(dialogRef.current);
  const field = (definition: (typeof READER_VALUES)[number]) => (
    <ValueField
      key={definition.name}
      name={definition.name}
      label={READER_VALUE_FORMS[definition.name].label}
      value={draft[definition.name] ?? ''}
      example={definition.example}
      problem={problems[definition.name]}
      note={draft[definition.name] ? readerValueNote(definition.name, draft[definition.name]) : null}
      known={READER_VALUE_FORMS[definition.name].known}
      onChange={(value) => setDraft((current) => ({...current, [definition.name]: value.trim()}))}
    />
  );

  return (
    <ModalDialog ref={dialogRef} aria-labelledby={titleId} style={{width: 'min(34rem, calc(100vw - 2rem))'}}>
      <form
        method="dialog"
        style={{padding: '1rem 1.25rem'}}
        onSubmit={(event) => {
          event.preventDefault();
          if (!valid) return;
          // An empty field means the example.
          saveReaderValues(
            Object.fromEntries(READER_VALUES.map((definition) => [definition.name, draft[definition.name] || definition.example])),
            // Only the versions given: an empty field means none.
            Object.fromEntries(Object.entries(versions).filter((entry): entry is [string, string] => Boolean(entry[1]))),
          );
          markVersionLabels(versions);
          close();
        }}>
        {/* eslint-disable-next-line @docusaurus/prefer-docusaurus-heading -- a dialog's title has no anchor to link. */}
        <h2 id={titleId} style={{fontSize: '1.25rem'}}>
          Your values in code examples
        </h2>
        <p>
          Code examples on every page show these instead of the placeholders, and copy them too. They stay in this browser; nothing is sent
          anywhere. Leave a field empty to keep the placeholder.
        </p>
        <fieldset style={{border: 0, padding: 0, margin: 0}}>
          <legend style={{fontWeight: 'var(--ifm-font-weight-semibold)', marginBottom: '0.4rem'}}>AWS account IDs</legend>
          {ACCOUNTS.map(field)}
        </fieldset>
        {OTHERS.map(field)}
        <fieldset style={{border: 0, padding: 0, margin: 0}}>
          <legend style={{fontWeight: 'var(--ifm-font-weight-semibold)', marginBottom: '0.4rem'}}>Your tool versions (optional)</legend>
          <p style={{fontSize: '0.875rem', marginBottom: '0.4rem'}}>
            Code examples that need a newer release than yours say what your version lacks.
          </p>
          {READER_TOOLS.map((tool) => (
            <ValueField
              key={tool}
              name={`${tool}-version`}
              label={`${READER_VERSION_FORMS[tool].label} version`}
              value={versions[tool] ?? ''}
              example={READER_VERSION_FORMS[tool].examples[0]}
              problem={versionProblems[tool]}
              note={null}
              onChange={(value) => setVersions((current) => ({...current, [tool]: value.trim()}))}
            />
          ))}
        </fieldset>
        <div style={{display: 'flex', flexWrap: 'wrap', gap: '0.5rem', marginTop: '0.75rem'}}>
          <button type="submit" className="button button--primary" disabled={!valid}>
            Save
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              setDraft({});
              setVersions({});
              saveReaderValues(null);
              markVersionLabels({});
            }}>
            Use the placeholders
          </button>
          <button type="button" className="button button--secondary" onClick={close}>
            Cancel
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
