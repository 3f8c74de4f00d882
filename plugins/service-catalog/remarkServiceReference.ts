/**
 * Generates each service page's API reference at build time. A service page marks the place with
 * the leaf directive `::service-reference`; this plugin replaces it with an "Inputs" and an
 * "Outputs" section (real Markdown headings, so the table of contents lists them), a sentence
 * naming the catalog version with a link to the module's source at that tag, and one
 * `<ServiceReference>` element per list, whose props carry only this service's entries.
 *
 * Registered as a `beforeDefaultRemarkPlugins` entry of the docs plugin (docusaurus.config.ts)
 * so the heading and table-of-contents plugins see the generated headings.
 */
import path from 'node:path';
import {createRequire} from 'node:module';
import {serviceKeyOf, SERVICES_DOCS_DIR, type CatalogService, type ServiceCatalog} from './catalogData';
import {builderWires, type CatalogWire} from './wiringData';
import {linkReferenceNames} from './referenceLinks';
import type {Root} from 'mdast';
import {CONFIGURATOR_COMPONENT as CONFIGURATOR, staticExample, type ConfigurableService, type Wire} from '../configuration-builder';
import {READER_VALUES} from '../reader-values/api';
import {inlineCode, link, paragraph, text, type MdastNode, type VFileLike} from '../../shared/mdastNodes';
import {isLongHcl, requiredFirst} from './lib/serviceReference';

// acorn through Node's own require, when first needed: the config loader (jiti) would otherwise
// transpile its 6,000 lines at every start with an empty cache (half a second).
const parse: typeof import('acorn').parse = (...args) => (createRequire(__filename)('acorn') as typeof import('acorn')).parse(...args);

export const SERVICE_REFERENCE_DIRECTIVE = 'service-reference';
const COMPONENT = 'ServiceReference';
const IMPORTS = [
  // The service-catalog plugin's theme component (theme/), and the configuration builder's.
  `import ${COMPONENT} from '@theme/${COMPONENT}';`,
  `import ${CONFIGURATOR} from '@theme/${CONFIGURATOR}';`,
].join('\n');

/** The section's heading, and so its anchor (`#configure`), which the builder's shared links open at. */
export const CONFIGURE_HEADING = 'Configure';

const estree = (code: string) => parse(code, {ecmaVersion: 'latest', sourceType: 'module'});
const heading = (value: string): MdastNode => ({type: 'heading', depth: 2, children: [text(value)]});

function expressionAttribute(name: string, value: unknown): MdastNode {
  const code = JSON.stringify(value);
  return {
    type: 'mdxJsxAttribute',
    name,
    value: {type: 'mdxJsxAttributeValueExpression', value: code, data: {estree: estree(`(${code})`)}},
  };
}

function element(name: string, props: Record<string, unknown>, children: MdastNode[] = []): MdastNode {
  return {
    type: 'mdxJsxFlowElement',
    name,
    attributes: Object.entries(props).map(([key, value]) =>
      typeof value === 'string' ? {type: 'mdxJsxAttribute', name: key, value} : expressionAttribute(key, value),
    ),
    children,
  };
}

const codeBlock = (title: string, code: string): MdastNode => ({
  type: 'code',
  lang: 'hcl',
  meta: `title="${title}"`,
  value: code.replace(/\n$/, ''),
});

/**
 * The configuration builder of a service, with its static example: the required inputs as a
 * Terraform module block and a Terragrunt file, which the builder replaces once the reader opens it.
 * Plain code blocks, not tabs: the page's route would otherwise list the tabs' chunk in the route
 * registry every page downloads (the builder's own tabs load with it).
 */
export function configureNodes(service: ConfigurableService, wires: Wire[]): MdastNode[] {
  // Inputs that take a reader value show its marker: the code block shows the reader's own value.
  const markers = Object.fromEntries(READER_VALUES.map((value) => [value.name, `@@${value.name}@@`]));
  const {terraform, terragrunt} = staticExample(service, wires, markers);
  const required = service.inputs.filter((input) => input.required).length;
  return [
    heading(CONFIGURE_HEADING),
    paragraph(
      text(
        `Build this service's configuration with your own values: ${required === 0 ? 'it has no required inputs, so ' : `start from its ${count(required, 'required input', 'required inputs')}, `}add optional inputs from their entries under Inputs, and copy the result as a Terraform module block or a Terragrunt file pinned to `,
      ),
      inlineCode(service.version),
      text(
        `. Inputs you have not set are left out, each with a comment: a required one must be set before Terraform can plan, and an optional one keeps the module's default${wires.length > 0 ? '. The Terragrunt file takes what it can from the services it depends on, with mock outputs so that plan runs before they are applied.' : '.'}`,
      ),
    ),
    element(CONFIGURATOR, {service, wires}, [codeBlock('main.tf', terraform), codeBlock('terragrunt.hcl', terragrunt)]),
  ];
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Highlights HCL at build time (plugins/code-highlighting), as encoded token lines. */
export type HighlightHcl = (code: string, language: 'hcl') => string;

/**
 * The token lines of each input type and default long enough to show as a code block, by text:
 * the reference renders them highlighted without Prism in the browser.
 */
function longHclTokens(service: CatalogService, highlight?: HighlightHcl): Record<string, string> {
  if (!highlight) return {};
  const texts = service.inputs
    .flatMap((input) => [input.type, input.default])
    .filter((hcl): hcl is string => typeof hcl === 'string' && isLongHcl(hcl));
  return Object.fromEntries([...new Set(texts)].map((hcl) => [hcl, highlight(hcl, 'hcl')]));
}

/** The nodes that replace `::service-reference` on one service page. */
export function referenceNodes(
  service: CatalogService,
  repository: string,
  version: string,
  wires: Wire[] = [],
  highlight?: HighlightHcl,
): MdastNode[] {
  const source = `https://github.com/gruntwork-io/${repository}/tree/${version}/${service.module}`;
  const required = service.inputs.filter((input) => input.required).length;
  const names = {inputs: service.inputs.map((i) => i.name), outputs: service.outputs.map((o) => o.name)};
  const configurable: ConfigurableService = {
    key: service.key,
    repository,
    version,
    module: service.module,
    inputs: service.inputs.map(({name, required, type, default: value}) => ({name, required, type, default: value})),
  };
  return [
    {type: 'mdxjsEsm', value: IMPORTS, data: {estree: estree(IMPORTS)}},
    ...configureNodes(configurable, wires),
    heading('Inputs'),
    paragraph(
      text('Generated from '),
      inlineCode(repository),
      text(' '),
      inlineCode(version),
      text(', module '),
      link(source, inlineCode(service.module)),
      text(
        `: ${count(service.inputs.length, 'input', 'inputs')} (${required} required) and ${count(service.outputs.length, 'output', 'outputs')}.`,
      ),
    ),
    element(COMPONENT, {
      service: service.key,
      kind: 'inputs',
      entries: requiredFirst(service.inputs),
      names,
      tokens: longHclTokens(service, highlight),
    }),
    heading('Outputs'),
    element(COMPONENT, {service: service.key, kind: 'outputs', entries: service.outputs, names}),
  ];
}

/** The project's root, two folders up: plugins/service-catalog/. */
const SITE_DIR = path.resolve(__dirname, '../..');

/**
 * The remark plugin, reading the catalog through `getCatalog` each time it expands a page, so the
 * dev server's pages follow edits of the data (plugins/site-data loads and checks it). The getter
 * is a closure rather than an option: Docusaurus copies plugin options into the browser's copy of
 * the site config.
 */
export default function remarkServiceReference(
  getData: () => {serviceCatalog: ServiceCatalog; serviceWiring: CatalogWire[]},
  highlight?: HighlightHcl,
) {
  return function serviceReference() {
    return (tree: MdastNode, file: VFileLike) => {
      const {serviceCatalog: catalog, serviceWiring} = getData();
      const children = tree.children ?? [];
      const index = children.findIndex((node) => node.type === 'leafDirective' && node.name === SERVICE_REFERENCE_DIRECTIVE);
      const where = path.relative(SITE_DIR, file.path ?? '');
      const key = file.path ? serviceKeyOf(where) : null;
      const service = key ? catalog.services.get(key) : undefined;
      const hasInterface = service && service.inputs.length + service.outputs.length > 0;
      if (index === -1) {
        if (hasInterface) {
          throw new Error(
            `${where}: the service page has no \`::${SERVICE_REFERENCE_DIRECTIVE}\`. Add it on a line of its own where the Inputs and Outputs sections belong.`,
          );
        }
        return;
      }
      const line = children[index].position?.start.line ?? 1;
      if (!hasInterface) {
        throw new Error(
          `${where}:${line}: \`::${SERVICE_REFERENCE_DIRECTIVE}\` works only on a service page of ${SERVICES_DOCS_DIR}/ whose service has inputs or outputs in the interface data. Remove it.`,
        );
      }
      const wires = builderWires(key!, serviceWiring, catalog);
      // The page's own prose links the entries it names (before the generated sections join it).
      linkReferenceNames(tree as Root, service!);
      children.splice(index, 1, ...referenceNodes(service!, catalog.repository, catalog.version, wires, highlight));
    };
  };
}
