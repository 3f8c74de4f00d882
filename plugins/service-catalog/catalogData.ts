/**
 * The service catalog's interface (data/service-catalog-interface.json) and the descriptions
 * writers keep beside it (data/service-catalog-descriptions/), read and checked together.
 * Node-only: the docs build (remarkServiceReference) and `npm run check:content` use it.
 * Every problem names the file, the line and the fix.
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {escapeRegExp, isRecord, lineOf, type Problem, parseDataJson, yamlErrorLine} from '../../shared/sourceProblems';
import {DATA_FILES} from '../../shared/dataFiles';
import {didYouMean} from '../../shared/didYouMean';
import {atLines, Joi, saying, schemaProblems, TEXT_ERRORS, type SchemaProblem} from '../../shared/dataSchema';
import {lineLocator} from '../../shared/dataLocation';

export type {Problem};

export const INTERFACE_FILE = DATA_FILES.serviceCatalogInterface;
export const DESCRIPTIONS_DIR = DATA_FILES.serviceCatalogDescriptions;
export const SERVICES_DOCS_DIR = 'docs/reference/services';
const SHARED_DIR = `${DESCRIPTIONS_DIR}/shared`;

/** The service key of a docs file given from the site's root (`data-storage/amazon-rds`); null outside the service pages. */
export function serviceKeyOf(file: string): string | null {
  const posix = file.split(path.sep).join('/');
  return posix.startsWith(`${SERVICES_DOCS_DIR}/`) ? posix.slice(SERVICES_DOCS_DIR.length + 1).replace(/\.mdx?$/, '') : null;
}

export interface CatalogInput {
  name: string;
  required: boolean;
  /** An HCL type expression; null where the module declares none. */
  type: string | null;
  /** The default as an HCL literal; null for required inputs and for a `null` default. */
  default: string | null;
  description: string;
}

export interface CatalogOutput {
  name: string;
  description: string;
}

export interface CatalogService {
  /** The service's path under /reference/services/, e.g. `data-storage/amazon-rds`. */
  key: string;
  /** The module's path in the repository, e.g. `modules/data-stores/rds`. */
  module: string;
  inputs: CatalogInput[];
  outputs: CatalogOutput[];
}

export interface ServiceCatalog {
  /** The repository, e.g. `terraform-aws-service-catalog`. */
  repository: string;
  /** The release the interface describes, e.g. `v0.99.0`. */
  version: string;
  services: Map<string, CatalogService>;
}

type Kind = 'inputs' | 'outputs';
const KINDS: Kind[] = ['inputs', 'outputs'];
const singular = (kind: Kind) => (kind === 'inputs' ? 'input' : 'output');

/** A service as the interface file gives it, before descriptions. */
interface InterfaceService {
  key: string;
  module: string;
  inputs: Omit<CatalogInput, 'description'>[];
  outputs: {name: string}[];
}

const ENTRY_NAME = /^[A-Za-z_][A-Za-z0-9_-]*$/;

const nameMessage = (kind: Kind) => `missing or invalid "name". Give it the module's ${singular(kind)} name.`;
const entryName = (kind: Kind) =>
  Joi.string()
    .pattern(ENTRY_NAME)
    .required()
    .messages(saying(nameMessage(kind), [...TEXT_ERRORS, 'string.pattern.base']));

/** An HCL expression, or null: present either way. */
const hclOrNull = (field: string) =>
  Joi.string()
    .allow(null)
    .required()
    .messages(saying(`"${field}" must be a string (HCL) or null.`, TEXT_ERRORS));

const INTERFACE_ENTRY = {
  inputs: Joi.object({
    name: entryName('inputs'),
    required: Joi.boolean()
      .strict()
      .required()
      .messages(saying('"required" must be true or false.', ['any.required', 'boolean.base'])),
    type: hclOrNull('type'),
    default: hclOrNull('default').when('required', {
      is: true,
      then: Joi.valid(null).messages({'any.only': 'a required input has no default. Set "default" to null or "required" to false.'}),
    }),
  })
    .unknown(true)
    .messages({'object.base': nameMessage('inputs')}),
  outputs: Joi.object({name: entryName('outputs')})
    .unknown(true)
    .messages({'object.base': nameMessage('outputs')}),
};

const SERVICE_NEEDS = 'needs "module" (a string), "inputs" and "outputs" (arrays). Restore the missing field.';

const entryList = (kind: Kind) =>
  Joi.array()
    .items(INTERFACE_ENTRY[kind])
    .unique('name')
    .required()
    .messages({'array.unique': `duplicate name in ${kind}. Keep one entry.`, ...saying(SERVICE_NEEDS, ['array.base'])});

/** One service of the interface file: its module and its inputs' and outputs' names, types and defaults. */
const INTERFACE_SERVICE = Joi.object({
  module: Joi.string().required().messages(saying(SERVICE_NEEDS, TEXT_ERRORS)),
  inputs: entryList('inputs'),
  outputs: entryList('outputs'),
}).unknown(true);

/** The interface file around its services. */
const INTERFACE_FILE_SCHEMA = Joi.object({
  source: Joi.string().required(),
  version: Joi.string().required(),
  services: Joi.object().required(),
})
  .unknown(true)
  .messages({
    '*': 'expected an object with "source" (the repository), "version" (a release tag) and "services". Restore the missing field.',
  });

/** Names the service, and the entry by kind, index and name, that a problem of the interface is about. */
function interfaceProblemPlace(raw: Record<string, unknown>, {path: at, message}: SchemaProblem): SchemaProblem {
  const [key, kind, index] = at;
  // Whatever is wrong with the service as a whole, or with a list it lacks, it needs the same fix.
  if (kind === undefined || index === undefined) return {path: at, message: `service "${key}" ${SERVICE_NEEDS}`};
  const entry = ((raw[key] as Record<string, unknown>)[kind] as unknown[])[index as number];
  const name = isRecord(entry) && typeof entry.name === 'string' ? ` "${entry.name}"` : '';
  return {path: at, message: `service "${key}", ${kind}[${index}]${name}: ${message}`};
}

/** Reads and checks the interface file; services without problems are returned. */
function readInterface(
  rootDir: string,
  problems: Problem[],
): {repository: string; version: string; services: Map<string, InterfaceService>} {
  const file = INTERFACE_FILE;
  const services = new Map<string, InterfaceService>();
  const none = {repository: '', version: '', services};
  if (!fs.existsSync(path.join(rootDir, file))) {
    // A site without service pages needs no interface data.
    if (fs.existsSync(path.join(rootDir, SERVICES_DOCS_DIR))) {
      problems.push({
        file,
        line: 1,
        message: `missing: the service pages of ${SERVICES_DOCS_DIR}/ are generated from it. Restore the file.`,
      });
    }
    return none;
  }
  const text = fs.readFileSync(path.join(rootDir, file), 'utf8');
  const parsed = parseDataJson(text, file);
  if (!parsed.ok) {
    problems.push(parsed.problem);
    return none;
  }
  const raw = parsed.value;
  const shape = schemaProblems(INTERFACE_FILE_SCHEMA, raw);
  if (shape.length > 0) {
    problems.push({file, line: 1, message: shape[0].message});
    return none;
  }
  const {source, version, services: listed} = raw as {source: string; version: string; services: Record<string, unknown>};
  const lineAt = lineLocator(text);
  if (!/^v\d+\.\d+\.\d+$/.test(version)) {
    problems.push({file, line: lineAt(['version']), message: `"version" is "${version}", not a release tag like v0.99.0.`});
  }
  const docsDir = path.join(rootDir, SERVICES_DOCS_DIR);
  for (const [key, value] of Object.entries(listed)) {
    if (!fs.existsSync(path.join(docsDir, `${key}.md`)) && !fs.existsSync(path.join(docsDir, `${key}.mdx`))) {
      problems.push({
        file,
        line: lineAt(['services', key]),
        message: `unknown service "${key}": there is no page ${SERVICES_DOCS_DIR}/${key}.md. Use the path of its page under /reference/services/.`,
      });
      continue;
    }
    const found = schemaProblems(INTERFACE_SERVICE, value).map(({path: at, message}) =>
      interfaceProblemPlace(listed, {path: [key, ...at], message}),
    );
    // One report per place: a service missing two fields needs one fix.
    const reported = new Set<string>();
    for (const problem of atLines(found, file, (at) => lineAt(['services', ...at]))) {
      const id = `${problem.line}\0${problem.message}`;
      if (!reported.has(id)) problems.push(problem);
      reported.add(id);
    }
    if (found.length === 0) {
      const service = value as InterfaceService;
      services.set(key, {key, module: service.module, inputs: service.inputs, outputs: service.outputs});
    }
  }
  return {repository: source, version, services};
}

interface DescriptionFile {
  file: string;
  text: string;
  /** Shared files only: the services they apply to. */
  services?: string[];
  entries: Record<Kind, Map<string, string>>;
}

/** The line of `name:` under the `inputs:` or `outputs:` section of a description file. */
function entryLine(text: string, kind: Kind, name: string): number {
  const section = lineOf(text, new RegExp(`^${kind}:`));
  return lineOf(text, new RegExp(`^\\s+${escapeRegExp(name)}:`), section, section);
}

/** A section of a description file: each input's or output's name to its description, one paragraph. */
const descriptionSection = Joi.object()
  .pattern(
    Joi.string(),
    Joi.string()
      .trim()
      .required()
      .custom((description: string, helpers) => (description.includes('\n') ? helpers.error('description.paragraphs') : description))
      .messages({
        ...saying('{#label}: the description must be non-empty text.', TEXT_ERRORS),
        'description.paragraphs': '{#label}: one paragraph only. Use `>-` and no blank line.',
      }),
  )
  .allow(null)
  .messages({'object.base': '`{#label}:` must map each name to its description.'});

const descriptionFile = (shared: boolean) => {
  const keys = shared ? ['services', ...KINDS] : KINDS;
  return Joi.object({
    ...(shared && {
      services: Joi.array()
        .items(Joi.string())
        .required()
        .messages(
          saying('`services:` must list the keys of the services this file applies to.', ['any.required', 'array.base', 'string.base']),
        ),
    }),
    inputs: descriptionSection,
    outputs: descriptionSection,
  })
    .required()
    .messages({
      ...saying('expected a mapping with `inputs:` and `outputs:`.', ['any.required', 'object.base']),
      'object.unknown': `unknown top-level key "{#key}". Use ${keys.map((key) => `\`${key}:\``).join(', ')}.`,
    });
};

/** A service's own description file, and a shared one (which also lists the services it applies to). */
const DESCRIPTION_FILE = descriptionFile(false);
const SHARED_DESCRIPTION_FILE = descriptionFile(true);

function readDescriptionFile(rootDir: string, file: string, shared: boolean, problems: Problem[]): DescriptionFile | null {
  const text = fs.readFileSync(path.join(rootDir, file), 'utf8');
  let raw: unknown;
  try {
    raw = yaml.load(text, {filename: file});
  } catch (error) {
    problems.push({
      file,
      line: yamlErrorLine(error, 1, text),
      message: `not valid YAML: ${(error as {reason?: string}).reason ?? String(error)}. Fix the syntax.`,
      syntax: true,
    });
    return null;
  }
  const found = schemaProblems(shared ? SHARED_DESCRIPTION_FILE : DESCRIPTION_FILE, raw);
  if (!isRecord(raw)) {
    problems.push(...atLines(found, file, () => 1));
    return null;
  }
  problems.push(...atLines(found, file, lineLocator(text)));
  const entries = {inputs: new Map<string, string>(), outputs: new Map<string, string>()};
  for (const kind of KINDS) {
    const section = raw[kind];
    if (!isRecord(section)) continue;
    for (const [name, description] of Object.entries(section)) {
      if (typeof description === 'string' && description.trim()) entries[kind].set(name, description.trim());
    }
  }
  const services = shared ? (found.some(({path: at}) => at[0] === 'services') ? [] : (raw.services as string[])) : undefined;
  return {file, text, services, entries};
}

function listYaml(rootDir: string, dir: string): string[] {
  const absolute = path.join(rootDir, dir);
  if (!fs.existsSync(absolute)) return [];
  return fs
    .readdirSync(absolute, {recursive: true, encoding: 'utf8'})
    .filter((name) => name.endsWith('.yml'))
    .map((name) => `${dir}/${name.split(path.sep).join('/')}`)
    .sort();
}

/**
 * The whole catalog with a description for every input and output, and every problem found.
 * A service with problems is still returned when its interface is sound, so one missing
 * description does not hide the rest of the reference while a writer works.
 */
export function loadServiceCatalog(rootDir: string): {catalog: ServiceCatalog; problems: Problem[]} {
  const problems: Problem[] = [];
  const iface = readInterface(rootDir, problems);
  const sharedFiles = listYaml(rootDir, SHARED_DIR)
    .map((file) => readDescriptionFile(rootDir, file, true, problems))
    .filter((file): file is DescriptionFile => file !== null);

  for (const shared of sharedFiles) {
    for (const key of shared.services ?? []) {
      if (!iface.services.has(key)) {
        problems.push({
          file: shared.file,
          line: lineOf(shared.text, new RegExp(`-\\s*${escapeRegExp(key)}\\s*$`)),
          message: `unknown service "${key}".${didYouMean(key, iface.services.keys())}`,
        });
      }
    }
    for (const kind of KINDS) {
      for (const name of shared.entries[kind].keys()) {
        const having = (shared.services ?? []).filter((key) => iface.services.get(key)?.[kind].some((entry) => entry.name === name));
        if (having.length < 2) {
          problems.push({
            file: shared.file,
            line: entryLine(shared.text, kind, name),
            message: `${kind}.${name} is an ${singular(kind)} of ${having.length === 1 ? `only ${having[0]}` : 'none of the listed services'}: a shared description needs two. Move it to the service's own file or remove it.`,
          });
        }
      }
    }
  }

  const serviceFiles = new Set(listYaml(rootDir, DESCRIPTIONS_DIR).filter((file) => !file.startsWith(`${SHARED_DIR}/`)));
  const services = new Map<string, CatalogService>();
  for (const [key, service] of iface.services) {
    const file = `${DESCRIPTIONS_DIR}/${key}.yml`;
    serviceFiles.delete(file);
    const hasInterface = service.inputs.length + service.outputs.length > 0;
    const exists = fs.existsSync(path.join(rootDir, file));
    const own = exists ? readDescriptionFile(rootDir, file, false, problems) : null;
    if (!exists && hasInterface) {
      problems.push({
        file,
        line: 1,
        message: `missing: ${key} has ${service.inputs.length} inputs and ${service.outputs.length} outputs to describe. Create the file with \`inputs:\` and \`outputs:\`.`,
      });
    }
    const applicable = sharedFiles.filter((shared) => shared.services?.includes(key));
    const describe = (kind: Kind, name: string): string => {
      const sources = [own, ...applicable].filter((source): source is DescriptionFile => !!source?.entries[kind].has(name));
      if (sources.length > 1) {
        problems.push({
          file: sources[0].file,
          line: entryLine(sources[0].text, kind, name),
          message: `${kind}.${name} of ${key} is also described in ${sources
            .slice(1)
            .map((s) => s.file)
            .join(', ')}. Keep one.`,
        });
      }
      if (sources.length === 0) {
        problems.push({
          file,
          line: own ? lineOf(own.text, new RegExp(`^${kind}:`)) : 1,
          message: `${kind}.${name} of ${key} has no description. Add \`${name}: ...\` under \`${kind}:\`.`,
        });
        return '';
      }
      return sources[0].entries[kind].get(name)!;
    };
    if (own) {
      for (const kind of KINDS) {
        const real = new Set(service[kind].map((entry) => entry.name));
        for (const name of own.entries[kind].keys()) {
          if (!real.has(name)) {
            const other: Kind = kind === 'inputs' ? 'outputs' : 'inputs';
            const isOther = service[other].some((entry) => entry.name === name);
            problems.push({
              file,
              line: entryLine(own.text, kind, name),
              message: `${kind}.${name}: ${key} has no ${singular(kind)} "${name}"${isOther ? ` (it is an ${singular(other)}: move it under \`${other}:\`)` : ''}.${isOther ? '' : didYouMean(name, real)}`,
            });
          }
        }
      }
    }
    services.set(key, {
      key,
      module: service.module,
      inputs: service.inputs.map((input) => ({...input, description: describe('inputs', input.name)})),
      outputs: service.outputs.map((output) => ({name: output.name, description: describe('outputs', output.name)})),
    });
  }
  for (const file of serviceFiles) {
    problems.push({
      file,
      line: 1,
      message: `describes no service of ${INTERFACE_FILE}: its path must be a service key plus .yml.${didYouMean(file.slice(DESCRIPTIONS_DIR.length + 1, -4), iface.services.keys())}`,
    });
  }
  return {catalog: {repository: iface.repository, version: iface.version, services}, problems};
}
