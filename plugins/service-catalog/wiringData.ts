/**
 * The configuration builder's wiring (data/service-catalog-wiring.yml): which inputs of which
 * services another service's outputs can give, through a Terragrunt `dependency` block. Read and
 * checked against the interface; every problem names the file, the line and the fix.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parse as parseYaml} from 'yaml';
import {isRecord, type Problem, yamlErrorLine} from '../../shared/sourceProblems';
import {lineLocator, type DataPath} from '../../shared/dataLocation';
import {DATA_FILES} from '../../shared/dataFiles';
import {type ServiceCatalog} from './catalogData';
import type {Wire} from '../configuration-builder';
import {didYouMean} from '../../shared/didYouMean';
import {Joi, saying, schemaProblems} from '../../shared/dataSchema';

export const WIRING_FILE = DATA_FILES.serviceCatalogWiring;

/** One input of one service that a dependency's output gives. */
export interface CatalogWire {
  /** The consuming service's key. */
  service: string;
  input: string;
  /** The dependency block's name. */
  dependency: string;
  /** The producing service's key. */
  producer: string;
  output: string;
}

const DEPENDENCY_NAME = /^[a-z][a-z0-9_]*$/;

/** The file: dependency blocks (name: service) and what their outputs give (dependency: output: services). */
const WIRING_FILE_SCHEMA = Joi.object({dependencies: Joi.object().required(), wires: Joi.object().required()}).unknown(true).required();

/** An output's takers: a service key (the input of the output's name), or `service: input`. */
const CONSUMER = Joi.alternatives(Joi.string(), Joi.object().length(1).pattern(Joi.string(), Joi.string())).messages(
  saying("each entry is a service key, or `service: input` when the input's name differs.", [
    'alternatives.match',
    'alternatives.types',
    'object.length',
    'string.base',
  ]),
);

/** One dependency's outputs, each to the services that take it. */
const DEPENDENCY_WIRES = Joi.object().pattern(
  Joi.string(),
  Joi.array()
    .items(CONSUMER)
    .messages(saying("{#label} must list services: `- service`, or `- service: input` when the input's name differs.", ['array.base'])),
);

/** Reads and checks the wiring file of the site in `rootDir` against its catalog. */
export function loadServiceWiring(rootDir: string, catalog: ServiceCatalog): {wires: CatalogWire[]; problems: Problem[]} {
  const file = WIRING_FILE;
  const absolute = path.join(rootDir, file);
  const wires: CatalogWire[] = [];
  const problems: Problem[] = [];
  if (!fs.existsSync(absolute)) return {wires, problems};
  const text = fs.readFileSync(absolute, 'utf8');
  const lineOf = lineLocator(text);
  const problem = (at: DataPath, message: string) => problems.push({file, line: lineOf(at), message});
  let raw: unknown;
  try {
    raw = parseYaml(text);
  } catch (error) {
    const message = `not valid YAML: ${(error as Error).message.split('\n')[0]}. Fix the syntax.`;
    return {wires, problems: [{file, line: yamlErrorLine(error, 1, text), message, syntax: true}]};
  }
  if (schemaProblems(WIRING_FILE_SCHEMA, raw).length > 0) {
    problem([], 'expected `dependencies:` (dependency name: service) and `wires:` (dependency: output: services). Restore them.');
    return {wires, problems};
  }
  const {dependencies, wires: wiring} = raw as {dependencies: Record<string, unknown>; wires: Record<string, unknown>};
  const producers = new Map<string, string>();
  for (const [name, service] of Object.entries(dependencies)) {
    if (!DEPENDENCY_NAME.test(name))
      problem(['dependencies', name], `"${name}" cannot name a dependency block: use lower case letters, digits and _.`);
    if (typeof service !== 'string' || !catalog.services.has(service)) {
      problem(
        ['dependencies', name],
        `dependency ${name}: unknown service ${JSON.stringify(service)}.${typeof service === 'string' ? didYouMean(service, catalog.services.keys()) : ''}`,
      );
      continue;
    }
    producers.set(name, service);
  }
  for (const [dependency, outputs] of Object.entries(wiring)) {
    const producer = producers.get(dependency);
    if (!producer) {
      problem(
        ['wires', dependency],
        `"${dependency}" is not a dependency: list it under \`dependencies:\` first.${didYouMean(dependency, producers.keys())}`,
      );
      continue;
    }
    // Checked where it sits in the file, so that each message names it as the writer sees it (wires.db.endpoint).
    const shape = schemaProblems(
      Joi.object({
        wires: Joi.object({
          [dependency]: DEPENDENCY_WIRES.messages({
            'object.base': `{#label} must map each output of ${producer} to the services that take it.`,
          }),
        }),
      }),
      {wires: {[dependency]: outputs}},
    );
    for (const {path: at, message} of shape) problem(at, message);
    if (!isRecord(outputs)) continue;
    const producerOutputs = catalog.services.get(producer)!.outputs.map((output) => output.name);
    const misshapen = new Set(shape.map(({path: at}) => at.slice(2).join('\0')));
    for (const [output, consumers] of Object.entries(outputs)) {
      const at = ['wires', dependency, output];
      if (!producerOutputs.includes(output)) {
        problem(at, `${producer} has no output "${output}".${didYouMean(output, producerOutputs)}`);
        continue;
      }
      if (!Array.isArray(consumers)) continue;
      consumers.forEach((entry: unknown, index) => {
        if (misshapen.has([output, index].join('\0'))) return;
        const [service, input] = typeof entry === 'string' ? [entry, output] : (Object.entries(entry as Record<string, string>)[0] ?? []);
        const consumer = catalog.services.get(service);
        if (!consumer) {
          problem([...at, index], `unknown service "${service}".${didYouMean(service, catalog.services.keys())}`);
          return;
        }
        const inputs = consumer.inputs.map((candidate) => candidate.name);
        if (!inputs.includes(input)) {
          problem([...at, index], `${service} has no input "${input}".${didYouMean(input, inputs)}`);
          return;
        }
        if (service === producer) {
          problem([...at, index], `${service} cannot take its own output.`);
          return;
        }
        if (wires.some((wire) => wire.service === service && wire.input === input)) {
          problem([...at, index], `${service} ${input} is wired twice. Keep one.`);
          return;
        }
        wires.push({service, input, dependency, producer, output});
      });
    }
  }
  return {wires, problems};
}

/** The builder's wires of one service (its inputs that other services' outputs give), each with its producer's module. */
export function builderWires(service: string, wiring: CatalogWire[], catalog: ServiceCatalog): Wire[] {
  return wiring
    .filter((wire) => wire.service === service)
    .map((wire) => ({
      input: wire.input,
      dependency: wire.dependency,
      output: wire.output,
      module: catalog.services.get(wire.producer)!.module,
    }));
}
