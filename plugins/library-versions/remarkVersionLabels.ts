/**
 * Labels each HCL, shell and Go code block with the minimum tool versions its constructs need ("Terraform ≥ 1.1 ·
 * Terragrunt ≥ 0.32"), computed at build time from the feature data (blockMinimums.ts), and states the page's overall
 * minimum at the top of its content. Both are plain elements of the page's HTML (no component, no client code): what
 * sets each minimum is the label's description, shown on hover or keyboard focus by the stylesheet
 * (client/versionLabels.css, `.version-label`). Blocks without a versioned construct get no label (but an empty one
 * carrying their flags that later releases renamed or removed, if any); a page without a minimum, no line.
 *
 * Registered among the `remarkPlugins` of both docs plugins (docusaurus.config.ts).
 */
import {parse as parseHcl} from '@cdktf/hcl2json';
import type {MdastNode, VFileLike} from '../../shared/mdastNodes';
import {blockLaterFlags, blockLaterRemovals, blockMinimums, HCL_LANGUAGES, laterFlagTable} from './blockMinimums';
import type {VersionFacts} from './featureVersions';
import {combineMinimums, explainMinimums, labelText, type Minimum} from './lib/minimumVersions';
import {COMPARE_VERSIONS_ATTRIBUTE, labelAttributes, MINIMUM_TOOLS_ATTRIBUTE} from './lib/labelAttributes';
import {SITE_CHROME_CLASS} from '../../shared/lib/siteConstants';
import {flagAttributes, type BlockFlag, type LaterFlagTable} from './lib/laterFlags';
import type {CliFlags} from './cliFlags';
import type {FeatureData} from './lib/minimumVersions';

/** The site-data key whose part of the data (versionFacts) this plugin reads. */
export const VERSION_LABELS_DATA = 'version-labels';
/** Fence flag of deliberate pre-0.12 syntax, which the HCL2 parser rejects (see the content check). */
const LEGACY_HCL_FLAG = 'legacy-hcl1';
export const LABEL_CLASS = 'version-label';
export const PAGE_MINIMUMS_CLASS = 'page-minimums';

const attribute = (name: string, value: string) => ({type: 'mdxJsxAttribute', name, value});
const element = (name: string, attributes: ReturnType<typeof attribute>[], children: MdastNode[]): MdastNode => ({
  type: 'mdxJsxFlowElement',
  name,
  attributes,
  children,
});
const textNode = (value: string): MdastNode => ({type: 'text', value});

/**
 * A block's label: the minimums, focusable, described by what sets each; its data attributes carry each tool's
 * minimum and the constructs that set it, and the block's flags renamed or removed after their release, for the
 * comparison with the reader's own versions.
 */
export function labelNode(minimums: Minimum[], id: string, laterFlags: BlockFlag[] = [], removed: BlockFlag[] = []): MdastNode {
  return element(
    'div',
    [
      attribute('className', LABEL_CLASS),
      ...Object.entries({...labelAttributes(minimums), ...flagAttributes(laterFlags, removed)}).map(([name, value]) =>
        attribute(name, value),
      ),
    ],
    [
      element(
        'span',
        [attribute('className', `${LABEL_CLASS}__minimums`), attribute('tabIndex', '0'), attribute('aria-describedby', id)],
        [textNode(labelText(minimums))],
      ),
      // Keeps the two apart where the text is read as one line (the Markdown twin).
      textNode(' '),
      element(
        'span',
        [attribute('className', `${LABEL_CLASS}__why`), attribute('id', id), attribute('role', 'tooltip')],
        [textNode(`Set by ${explainMinimums(minimums).join(' ')}`)],
      ),
    ],
  );
}

/**
 * The label of a block that needs nothing newer than the first releases but uses flags renamed or removed later: no
 * text (the stylesheet hides it while empty), only the attributes a note for a reader on a later release reads.
 */
export const laterFlagsNode = (laterFlags: BlockFlag[], removed: BlockFlag[] = []): MdastNode =>
  element(
    'div',
    [
      attribute('className', LABEL_CLASS),
      attribute(MINIMUM_TOOLS_ATTRIBUTE, ''),
      ...Object.entries(flagAttributes(laterFlags, removed)).map(([name, value]) => attribute(name, value)),
    ],
    [],
  );

const laterFlagTables = new WeakMap<FeatureData, LaterFlagTable>();
function laterFlagTableOf(flags: CliFlags, data: FeatureData): LaterFlagTable {
  if (!laterFlagTables.has(data)) laterFlagTables.set(data, laterFlagTable(flags, data));
  return laterFlagTables.get(data)!;
}

export const pageMinimumsText = (minimums: Minimum[]): string => `Minimum versions for this page's code: ${labelText(minimums)}.`;

interface Found {
  node: MdastNode;
  parent: MdastNode;
}

function codeBlocks(node: MdastNode, found: Found[] = []): Found[] {
  for (const child of node.children ?? []) {
    if (child.type === 'code') found.push({node: child, parent: node});
    else codeBlocks(child, found);
  }
  return found;
}

export const COMPARE_VERSIONS_TEXT = 'Compare with your versions';

/**
 * The page minimums line's button that lets the reader give their own versions: plain HTML, answered by the feature that
 * keeps the reader's versions (reader-values), hidden until the page's scripts run, and left out of the Markdown twin and
 * the search index.
 */
const compareButton = (): MdastNode =>
  element(
    'button',
    [
      attribute('type', 'button'),
      attribute('className', `button button--link button--sm padding--none ${SITE_CHROME_CLASS}`),
      attribute(COMPARE_VERSIONS_ATTRIBUTE, ''),
      attribute('aria-haspopup', 'dialog'),
      attribute('data-script-only', ''),
      attribute('data-pagefind-ignore', ''),
      attribute('data-markdown-ignore', ''),
    ],
    [textNode(COMPARE_VERSIONS_TEXT)],
  );

export interface VersionLabelsOptions {
  /** The page minimums line ends with a button that opens the reader's own versions (a feature must answer it). */
  compareButton?: boolean;
}

/** The remark plugin; `getFacts` gives the site data's versionFacts as last loaded. */
export default function remarkVersionLabels(getFacts: () => VersionFacts, options: VersionLabelsOptions = {}) {
  return () => async (tree: MdastNode, file: VFileLike) => {
    const {data, flags} = getFacts();
    const pageMinimums: Minimum[][] = [];
    let labels = 0;
    for (const {node, parent} of codeBlocks(tree)) {
      const language = String(node.lang ?? '');
      const code = String(node.value ?? '');
      let json: Record<string, unknown> | null = null;
      if (HCL_LANGUAGES.has(language)) {
        if (
          String(node.meta ?? '')
            .split(/\s+/)
            .includes(LEGACY_HCL_FLAG)
        )
          continue;
        // A block that does not parse fails the content check, which names it; here it just gets no label.
        json = await parseHcl(`${file.path ?? 'page'}:${node.position?.start.line ?? 0}.hcl`, code).catch(() => null);
      }
      const {minimums} = blockMinimums({language, code, json}, data, flags);
      const table = laterFlagTableOf(flags, data);
      const laterFlags = blockLaterFlags({language, code}, flags, table);
      const removed = blockLaterRemovals({language, code, json}, data, flags, table);
      const siblings = parent.children!;
      if (minimums.length === 0) {
        if (laterFlags.length + removed.length > 0) siblings.splice(siblings.indexOf(node), 0, laterFlagsNode(laterFlags, removed));
        continue;
      }
      pageMinimums.push(minimums);
      labels += 1;
      siblings.splice(siblings.indexOf(node), 0, labelNode(minimums, `version-minimums-${labels}`, laterFlags, removed));
    }
    if (pageMinimums.length === 0) return;
    const children = tree.children!;
    // After the imports and the page's own H1, if it writes one; otherwise first.
    let at = 0;
    while (children[at]?.type === 'mdxjsEsm') at += 1;
    if (children[at]?.type === 'heading' && children[at].depth === 1) at += 1;
    children.splice(
      at,
      0,
      element(
        'p',
        [attribute('className', PAGE_MINIMUMS_CLASS)],
        [textNode(pageMinimumsText(combineMinimums(pageMinimums))), ...(options.compareButton ? [textNode(' '), compareButton()] : [])],
      ),
    );
  };
}
