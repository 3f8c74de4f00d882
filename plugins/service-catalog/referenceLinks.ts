/**
 * Links from prose to the reference's entries. On a service page, inline code that names one of the
 * service's inputs or outputs (a name with an underscore, as in descriptions: a one-word name such
 * as `name` is as often an object's field) becomes a link to its entry, so a reader checks a claim
 * in one click (`linkReferenceNames`, run by the remark plugin). Anywhere, a link to an entry
 * (`#input-x`, `../data-storage/amazon-rds.md#output-y`, `/reference/services/...#input-z`) must
 * name an entry the service has (`referenceLinkProblems`, run by `npm run check:content`).
 */
import path from 'node:path';
import type {Link, Nodes, Root} from 'mdast';
import {didYouMean} from '../../shared/didYouMean';
import {serviceKeyOf, SERVICES_DOCS_DIR, type CatalogService, type ServiceCatalog} from './catalogData';
import {referenceAnchor, type ReferenceKind} from './lib/serviceReference';

/** An entry anchor in a link: `#input-name` or `#output-name`. */
const ENTRY_ANCHOR = /#(input|output)-([^#?/]+)$/;

const kindOf = (prefix: string): ReferenceKind => (prefix === 'input' ? 'inputs' : 'outputs');

/** The entry an inline code names on `service`'s page: its anchor, or null. Inputs first, as readers set them. */
export function entryAnchorFor(code: string, service: Pick<CatalogService, 'inputs' | 'outputs'>): string | null {
  if (!code.includes('_')) return null;
  if (service.inputs.some((input) => input.name === code)) return referenceAnchor('inputs', code);
  if (service.outputs.some((output) => output.name === code)) return referenceAnchor('outputs', code);
  return null;
}

type Parent = Nodes & {children: Nodes[]};
const hasChildren = (node: Nodes): node is Parent => Array.isArray((node as Parent).children);

/**
 * Wraps each inline code of the page's prose that names an entry of `service` in a link to it.
 * Code already inside a link, a heading or a table of entries is left as it is.
 */
export function linkReferenceNames(tree: Root, service: Pick<CatalogService, 'inputs' | 'outputs'>): void {
  const walk = (node: Nodes): void => {
    if (!hasChildren(node) || node.type === 'link' || node.type === 'linkReference' || node.type === 'heading') return;
    // In place: the caller may hold the children array (the remark plugin splices the reference into it).
    node.children.forEach((child, index) => {
      if (child.type !== 'inlineCode') {
        walk(child);
        return;
      }
      const anchor = entryAnchorFor(child.value, service);
      if (anchor) node.children[index] = {type: 'link', url: `#${anchor}`, children: [child]} satisfies Link;
    });
  };
  walk(tree);
}

export interface ReferenceLinkProblem {
  line: number;
  message: string;
}

/** The service a link's path names, from the page `file` (a path from the site's root): null when it is not a service page. */
function linkedService(url: string, file: string): string | null {
  const target = url.replace(ENTRY_ANCHOR, '');
  if (target === '') return serviceKeyOf(file);
  const sitePath = /^(?:https?:\/\/[^/]+)?\/reference\/services\/(.+?)\/?$/.exec(target);
  if (sitePath) return sitePath[1];
  if (/^[a-z]+:/.test(target) || target.startsWith('/')) return null;
  return serviceKeyOf(path.posix.join(path.posix.dirname(file), target));
}

/** Links in a page's tree to entries the linked service does not have, each with its line and the fix. */
export function referenceLinkProblems(tree: Root, file: string, catalog: ServiceCatalog): ReferenceLinkProblem[] {
  const problems: ReferenceLinkProblem[] = [];
  const walk = (node: Nodes): void => {
    if (node.type === 'link') {
      const anchor = ENTRY_ANCHOR.exec(node.url);
      const key = anchor ? linkedService(node.url, file) : null;
      if (anchor && key !== null) {
        const service = catalog.services.get(key);
        const kind = kindOf(anchor[1]);
        const name = decodeURIComponent(anchor[2]);
        const line = node.position?.start.line ?? 1;
        if (!service) {
          problems.push({line, message: `the link ${node.url} names no service of ${SERVICES_DOCS_DIR}/. Fix its path.`});
        } else if (!service[kind].some((entry) => entry.name === name)) {
          const names = service[kind].map((entry) => entry.name);
          problems.push({
            line,
            message: `the link ${node.url} points at ${kind === 'inputs' ? 'an input' : 'an output'} ${key} does not have.${didYouMean(name, names)}`,
          });
        }
      }
    }
    if (hasChildren(node)) node.children.forEach(walk);
  };
  walk(tree);
  return problems;
}
