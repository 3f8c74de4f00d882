/**
 * Terraform language constructs, found in its source at every release tag from v0.12.0 (the first release that reads the
 * HCL2 syntax the site's examples use; a construct already there at v0.12.0 needs nothing newer than HCL2 itself):
 * - top-level block types: `Type: "x"` in the configuration file schema (configs/parser_config.go);
 * - module meta-arguments: the module call decodes the argument (configs/module_call.go) without the "Reserved argument
 *   name" error that earlier releases gave for it;
 * - arguments and nested blocks of variables, outputs and resource lifecycles: in their schemas (configs/named_values.go,
 *   configs/resource.go);
 * - `source` in `required_providers`: parsed into a provider address (configs/provider_requirements.go);
 * - `optional()` in type constraints: its language experiment is concluded (experiments/experiment.go);
 * - the dependency lock file: the command package names `.terraform.lock.hcl`;
 * - built-in functions: the keys of the function table, and those added to it after (lang/functions.go).
 * A construct that started as a language experiment counts from the release that concluded the experiment
 * (experiments/experiment.go), since before that it needs an opt-in that the site's examples never write.
 */
import {bothLayouts, firstFile, section, type ConstructSpec, type Lister} from './scan';

const CONFIG_FILE = bothLayouts('configs/parser_config.go');
const MODULE_CALL = bothLayouts('configs/module_call.go');
const NAMED_VALUES = bothLayouts('configs/named_values.go');
const RESOURCE = bothLayouts('configs/resource.go');
const PROVIDER_REQUIREMENTS = bothLayouts('configs/provider_requirements.go');
const EXPERIMENTS = bothLayouts('experiments/experiment.go');
const FUNCTIONS = bothLayouts('lang/functions.go');
const LOCK_FILE = bothLayouts('command/meta_dependencies.go');

export const TERRAFORM_PATHS = [
  ...CONFIG_FILE,
  ...MODULE_CALL,
  ...NAMED_VALUES,
  ...RESOURCE,
  ...PROVIDER_REQUIREMENTS,
  ...EXPERIMENTS,
  ...FUNCTIONS,
  ...LOCK_FILE,
];

/** Whether `experiment` is, at this tag, still an opt-in (registered as a current experiment). */
function stillExperimental(files: Map<string, string>, experiment: string | undefined): boolean {
  if (!experiment) return false;
  return firstFile(files, EXPERIMENTS, (text) => new RegExp(`registerCurrentExperiment\\(${experiment}\\)`).test(text)) !== null;
}

/** A construct shown by `pattern` in one of `candidates`, once its experiment (if any) is concluded. */
function inSource(kind: string, name: string, candidates: string[], pattern: RegExp, experiment?: string): ConstructSpec {
  return {
    kind,
    name,
    test: (files) => (stillExperimental(files, experiment) ? null : firstFile(files, candidates, (text) => pattern.test(text))),
  };
}

/** A meta-argument of modules or resources, decoded and not refused as reserved for a future version. */
function decodedArgument(block: 'module' | 'resource', name: string): ConstructSpec {
  return {
    kind: 'meta-argument',
    name: `${block}.${name}`,
    test: (files) =>
      firstFile(files, block === 'module' ? MODULE_CALL : RESOURCE, (text) => {
        const decoding = section(text, new RegExp(`content\\.Attributes\\["${name}"\\]`), /content\.Attributes\[|\n\}/);
        return decoding !== '' && !decoding.includes('Reserved argument name');
      }),
  };
}

/** The body of a Go schema variable or function (`variableBlockSchema = &hcl.BodySchema{ ... }`). */
const schema = (text: string, name: string): string => section(text, new RegExp(`${name}\\s*=\\s*&hcl\\.BodySchema\\{`), /\n\}/);

function schemaEntry(
  kind: string,
  name: string,
  candidates: string[],
  schemaName: string,
  entry: RegExp,
  experiment?: string,
): ConstructSpec {
  return {
    kind,
    name,
    test: (files) =>
      stillExperimental(files, experiment) ? null : firstFile(files, candidates, (text) => entry.test(schema(text, schemaName))),
  };
}

export const TERRAFORM_SPECS: ConstructSpec[] = [
  decodedArgument('module', 'count'),
  decodedArgument('module', 'for_each'),
  decodedArgument('module', 'depends_on'),
  decodedArgument('module', 'providers'),
  schemaEntry('argument', 'variable.sensitive', NAMED_VALUES, 'variableBlockSchema', /Name:\s*"sensitive"/),
  schemaEntry('argument', 'variable.nullable', NAMED_VALUES, 'variableBlockSchema', /Name:\s*"nullable"/),
  schemaEntry('block', 'variable.validation', NAMED_VALUES, 'variableBlockSchema', /Type:\s*"validation"/, 'VariableValidation'),
  schemaEntry('argument', 'output.sensitive', NAMED_VALUES, 'outputBlockSchema', /Name:\s*"sensitive"/),
  schemaEntry('argument', 'output.depends_on', NAMED_VALUES, 'outputBlockSchema', /Name:\s*"depends_on"/),
  schemaEntry('block', 'output.precondition', NAMED_VALUES, 'outputBlockSchema', /Type:\s*"precondition"/, 'PreconditionsPostconditions'),
  decodedArgument('resource', 'for_each'),
  schemaEntry('argument', 'lifecycle.create_before_destroy', RESOURCE, 'resourceLifecycleBlockSchema', /Name:\s*"create_before_destroy"/),
  schemaEntry('argument', 'lifecycle.prevent_destroy', RESOURCE, 'resourceLifecycleBlockSchema', /Name:\s*"prevent_destroy"/),
  schemaEntry('argument', 'lifecycle.ignore_changes', RESOURCE, 'resourceLifecycleBlockSchema', /Name:\s*"ignore_changes"/),
  schemaEntry('argument', 'lifecycle.replace_triggered_by', RESOURCE, 'resourceLifecycleBlockSchema', /Name:\s*"replace_triggered_by"/),
  schemaEntry(
    'block',
    'lifecycle.precondition',
    RESOURCE,
    'resourceLifecycleBlockSchema',
    /Type:\s*"precondition"/,
    'PreconditionsPostconditions',
  ),
  schemaEntry(
    'block',
    'lifecycle.postcondition',
    RESOURCE,
    'resourceLifecycleBlockSchema',
    /Type:\s*"postcondition"/,
    'PreconditionsPostconditions',
  ),
  inSource('argument', 'required_providers.source', PROVIDER_REQUIREMENTS, /ParseProviderSourceString\(/),
  // From v1.3.0 the type parser is HCL's own (ext/typeexpr), so the fact is the experiment's conclusion.
  inSource('type-constraint', 'optional', EXPERIMENTS, /registerConcludedExperiment\(ModuleVariableOptionalAttrs\b/),
  inSource('file', '.terraform.lock.hcl', LOCK_FILE, /"\.terraform\.lock\.hcl"/),
];

/** Block types a configuration file may hold at its top level (`moved`, `check`...), experiments aside. */
export const listTopLevelBlocks: Lister = (files) => {
  const file = firstFile(files, CONFIG_FILE, (text) => /configFileSchema\s*=/.test(text));
  if (!file) return [];
  const body = schema(files.get(file)!, 'configFileSchema');
  const experimental: Record<string, string> = {moved: 'ConfigDrivenMove'};
  return [...body.matchAll(/Type:\s*"([a-z_]+)"/g)]
    .map((match) => match[1])
    .filter((name) => !stillExperimental(files, experimental[name]))
    .map((name) => ({kind: 'block', name, file}));
};

/**
 * The start of the built-in function table: `funcs = map...{` inside the scope's Functions method, or, from v1.7.0, the
 * table of a function of its own (`fs := map...{`), whose closing brace is one tab less indented.
 */
const FUNCTION_TABLE = /\b(?:funcs\s*=|fs\s*:=)\s*map\[string\]function\.Function\{/;

/** Every key of the built-in function table. */
export const listFunctions: Lister = (files) => {
  const file = firstFile(files, FUNCTIONS, (text) => FUNCTION_TABLE.test(text));
  if (!file) return [];
  const text = files.get(file)!;
  const table = section(text, FUNCTION_TABLE, /\n\t\t?\}/);
  // Functions that need the scope (templatefile) are added to the table after it is made.
  const added = [...text.matchAll(/\b(?:funcs|coreFuncs)\["([a-z0-9_]+)"\]\s*=/g)];
  return [...table.matchAll(/^\s*"([a-z0-9_]+)":/gm), ...added].map((match) => ({kind: 'function', name: match[1], file}));
};
