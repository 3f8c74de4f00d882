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
import {parse} from 'acorn';
import {serviceKeyOf, SERVICES_DOCS_DIR, type CatalogService, type ServiceCatalog} from './catalogData';
import {inlineCode, link, paragraph, text, type MdastNode, type VFileLike} from '../lib/mdastNodes';
import {requiredFirst} from '../../src/lib/serviceReference';

export const SERVICE_REFERENCE_DIRECTIVE = 'service-reference';
const COMPONENT = 'ServiceReference';
const COMPONENT_IMPORT = `import ${COMPONENT} from '@site/src/components/${COMPONENT}';`;

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

function element(props: Record<string, unknown>): MdastNode {
  return {
    type: 'mdxJsxFlowElement',
    name: COMPONENT,
    attributes: Object.entries(props).map(([name, value]) => expressionAttribute(name, value)),
    children: [],
  };
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The nodes that replace `::service-reference` on one service page. */
export function referenceNodes(service: CatalogService, repository: string, version: string): MdastNode[] {
  const source = `https://github.com/gruntwork-io/${repository}/tree/${version}/${service.module}`;
  const required = service.inputs.filter((input) => input.required).length;
  const names = {inputs: service.inputs.map((i) => i.name), outputs: service.outputs.map((o) => o.name)};
  return [
    {type: 'mdxjsEsm', value: COMPONENT_IMPORT, data: {estree: estree(COMPONENT_IMPORT)}},
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
    element({kind: 'inputs', entries: requiredFirst(service.inputs), names}),
    heading('Outputs'),
    element({kind: 'outputs', entries: service.outputs, names}),
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
export default function remarkServiceReference(getCatalog: () => ServiceCatalog) {
  return function serviceReference() {
    return (tree: MdastNode, file: VFileLike) => {
      const catalog = getCatalog();
      const children = tree.children ?? [];
      const index = children.findIndex((node) => node.type === 'leafDirective' && node.name === SERVICE_REFERENCE_DIRECTIVE);
      const where = path.relative(SITE_DIR, file.path ?? '');
      const key = file.path ? serviceKeyOf(where) : null;
      const service = key ? catalog.services.get(key) : undefined;
      const hasInterface = service && service.inputs.length + service.outputs.length > 0;
      if (index === -1) {
        if (hasInterface) {
          throw new Error(`${where}: the service page has no \`::${SERVICE_REFERENCE_DIRECTIVE}\`. Add it on a line of its own where the Inputs and Outputs sections belong.`);
        }
        return;
      }
      const line = children[index].position?.start.line ?? 1;
      if (!hasInterface) {
        throw new Error(
          `${where}:${line}: \`::${SERVICE_REFERENCE_DIRECTIVE}\` works only on a service page of ${SERVICES_DOCS_DIR}/ whose service has inputs or outputs in the interface data. Remove it.`,
        );
      }
      children.splice(index, 1, ...referenceNodes(service!, catalog.repository, catalog.version));
    };
  };
}
