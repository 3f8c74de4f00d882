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
import fs from 'node:fs';
import {isLongHcl, requiredFirst} from './lib/serviceReference';
import {groupsOf, splitEntries, type EntryGroup} from './lib/inputGroups';

// acorn through Node's own require, when first needed: the config loader (jiti) would otherwise
// transpile its 6,000 lines at every start with an empty cache (half a second).
const parse: typeof import('acorn').parse = (...args) => (createRequire(__filename)('acorn') as typeof import('acorn')).parse(...args);

export const SERVICE_REFERENCE_DIRECTIVE = 'service-reference';
const COMPONENT = 'ServiceReference';
const GROUPS_COMPONENT = 'ServiceReferenceGroups';
const IMPORTS = [
  // The service-catalog plugin's theme component (theme/), and the configuration builder's.
  `import ${COMPONENT} from '@theme/${COMPONENT}';`,
  `import ${CONFIGURATOR} from '@theme/${CONFIGURATOR}';`,
].join('\n');
const SPLIT_IMPORTS = `${IMPORTS}\nimport ${GROUPS_COMPONENT} from '@theme/${GROUPS_COMPONENT}';`;
const GROUP_PAGE_IMPORTS = `import ${COMPONENT} from '@theme/${COMPONENT}';`;

/** A service page's path from the site's root. */
export const servicePagePath = (key: string): string => `/${SERVICES_DOCS_DIR.replace(/^docs\//, '')}/${key}`;
/** A group page's path from the site's root, under its service page. */
export const groupPagePath = (key: string, group: EntryGroup): string => `${servicePagePath(key)}/${group.slug}`;
/** A group page's file, from the project's root. */
export const groupPageFile = (key: string, group: EntryGroup): string => `${SERVICES_DOCS_DIR}/${key}/${group.slug}.md`;

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
function longHclTokens(service: CatalogService, highlight?: HighlightHcl, inputs = service.inputs): Record<string, string> {
  if (!highlight) return {};
  const texts = inputs
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
  const groups = groupsOf(service.key);
  const split = splitEntries(service.inputs, service.outputs, groups);
  const imports = groups.length > 0 ? SPLIT_IMPORTS : IMPORTS;
  const groupNodes =
    groups.length === 0
      ? []
      : [
          paragraph(
            text(
              "The optional inputs and the outputs of each part of the module are on a page of their own, with the same entries and buttons; inputs you add to the configuration there join this page's builder:",
            ),
          ),
          element(GROUPS_COMPONENT, {
            groups: split.groups.map(({group, inputs, outputs}) => ({
              href: groupPagePath(service.key, group),
              title: group.title,
              inputs: inputs.map((input) => input.name),
              outputs: outputs.map((output) => output.name),
            })),
          }),
          paragraph(
            text(
              split.main.inputs.some((input) => !input.required)
                ? 'The required inputs and the other optional inputs:'
                : 'The required inputs:',
            ),
          ),
        ];
  const outputNodes =
    groups.length > 0 && split.main.outputs.length === 0
      ? [paragraph(text("This service's outputs are on the pages of the module's parts, listed under Inputs."))]
      : [element(COMPONENT, {service: service.key, kind: 'outputs', entries: split.main.outputs, names})];
  return [
    {type: 'mdxjsEsm', value: imports, data: {estree: estree(imports)}},
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
    ...groupNodes,
    element(COMPONENT, {
      service: service.key,
      kind: 'inputs',
      entries: requiredFirst(split.main.inputs),
      names,
      tokens: longHclTokens(service, highlight, split.main.inputs),
    }),
    heading('Outputs'),
    ...outputNodes,
  ];
}

/**
 * The nodes of a group page of a split reference: the group's optional inputs and outputs, linked
 * back to the service page, whose builder takes the inputs the reader adds here.
 */
export function groupPageNodes(service: CatalogService, group: EntryGroup, title: string, highlight?: HighlightHcl): MdastNode[] {
  const entries = splitEntries(service.inputs, service.outputs, groupsOf(service.key)).groups.find((each) => each.group === group);
  const inputs = entries?.inputs ?? [];
  const outputs = entries?.outputs ?? [];
  // Descriptions link the names of this page's entries; the others' entries are on other pages.
  const names = {inputs: inputs.map((input) => input.name), outputs: outputs.map((output) => output.name)};
  const page = servicePagePath(service.key);
  return [
    {type: 'mdxjsEsm', value: GROUP_PAGE_IMPORTS, data: {estree: estree(GROUP_PAGE_IMPORTS)}},
    paragraph(
      text('Part of the reference of '),
      link(page, text(title)),
      text(
        `: the ${[inputs.length > 0 && count(inputs.length, 'optional input', 'optional inputs'), outputs.length > 0 && count(outputs.length, 'output', 'outputs')].filter(Boolean).join(' and ')} for ${group.title}. Inputs you add to the configuration here join the builder in the service page's `,
      ),
      link(`${page}#${CONFIGURE_HEADING.toLowerCase()}`, text(CONFIGURE_HEADING)),
      text(' section, with its required inputs.'),
    ),
    ...(inputs.length > 0
      ? [
          heading('Inputs'),
          element(COMPONENT, {
            service: service.key,
            kind: 'inputs',
            entries: inputs,
            names,
            tokens: longHclTokens(service, highlight, inputs),
          }),
        ]
      : []),
    ...(outputs.length > 0
      ? [heading('Outputs'), element(COMPONENT, {service: service.key, kind: 'outputs', entries: outputs, names})]
      : []),
  ];
}

/** The project's root, two folders up: plugins/service-catalog/. */
const SITE_DIR = path.resolve(__dirname, '../..');

/** A service page's title, from its front matter, for the links of its group pages. */
function serviceTitle(key: string): string {
  const source = fs.readFileSync(path.join(SITE_DIR, `${SERVICES_DOCS_DIR}/${key}.md`), 'utf8');
  return /^title:\s*"?(.+?)"?\s*$/m.exec(source)?.[1] ?? key;
}

/**
 * The service and group of a group page (a page in the folder of a service whose reference is
 * split), checked: its name is one of the service's groups, and it holds the directive naming it.
 * Null for any other page; a directive naming a group anywhere else is an error.
 */
function groupPageOf(key: string | null, where: string, directive: MdastNode | undefined): {key: string; group: EntryGroup} | null {
  const named = (directive?.attributes as Record<string, string | undefined> | undefined)?.group;
  const serviceKey = key ? path.posix.dirname(key) : '';
  const groups = key ? groupsOf(serviceKey) : [];
  if (groups.length === 0) {
    if (named !== undefined) {
      throw new Error(
        `${where}: \`::${SERVICE_REFERENCE_DIRECTIVE}{group="${named}"}\` works only on a group page, ${SERVICES_DOCS_DIR}/<service>/<group>.md, of a service that plugins/service-catalog/lib/inputGroups.ts splits. Remove the group attribute.`,
      );
    }
    return null;
  }
  const slug = path.posix.basename(key!);
  const group = groups.find((each) => each.slug === slug);
  if (!group) {
    throw new Error(
      `${where}: the folder of ${serviceKey} holds only its group pages (${groups.map((each) => `${each.slug}.md`).join(', ')}), as plugins/service-catalog/lib/inputGroups.ts names them. Rename or move this page.`,
    );
  }
  if (named !== slug) {
    const line = directive?.position?.start.line;
    throw new Error(
      `${where}${line ? `:${line}` : ''}: a group page holds \`::${SERVICE_REFERENCE_DIRECTIVE}{group="${slug}"}\` (its own name) on a line of its own where its entries belong.`,
    );
  }
  return {key: serviceKey, group};
}

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
      const group = groupPageOf(key, where, index === -1 ? undefined : children[index]);
      if (group) {
        const parent = catalog.services.get(group.key)!;
        children.splice(index, 1, ...groupPageNodes(parent, group.group, serviceTitle(group.key), highlight));
        return;
      }
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
      for (const each of groupsOf(key!)) {
        if (!fs.existsSync(path.join(SITE_DIR, groupPageFile(key!, each)))) {
          throw new Error(
            `${where}: this service's reference is split by the groups of plugins/service-catalog/lib/inputGroups.ts, and its group "${each.slug}" has no page. Create ${groupPageFile(key!, each)} holding \`::${SERVICE_REFERENCE_DIRECTIVE}{group="${each.slug}"}\`.`,
          );
        }
      }
      const wires = builderWires(key!, serviceWiring, catalog);
      // The page's own prose links the entries it names (before the generated sections join it).
      linkReferenceNames(tree as Root, service!);
      children.splice(index, 1, ...referenceNodes(service!, catalog.repository, catalog.version, wires, highlight));
    };
  };
}
