/**
 * Generates each upgrade guide's compatibility table at build time. A page of an upgrade guide
 * marks the place with the leaf directive `::compatibility-table`; this plugin replaces it with a
 * Markdown table built from that guide's entry in data/upgrade-compatibility.json (or, for
 * Terraform 0.12, data/terraform-0.12-compatibility.json). The table is plain HTML: no client code.
 *
 * Registered as a `beforeDefaultRemarkPlugins` entry of the docs plugin (docusaurus.config.ts).
 */
import path from 'node:path';
import {inlineCode, link, text, type MdastNode, type VFileLike} from '../../shared/mdastNodes';
import {
  TERRAFORM_012_GUIDE,
  upgradeGuideOf,
  type CompatibilityData,
  type CompatibilityRow,
  type Terraform012Row,
  type UpgradeGuide,
} from './compatibilityData';

export const COMPATIBILITY_TABLE_DIRECTIVE = 'compatibility-table';

/** Whether a page's Markdown places the table (the directive on a line of its own). */
export const hasCompatibilityTable = (markdown: string): boolean =>
  new RegExp(`^::${COMPATIBILITY_TABLE_DIRECTIVE}\\s*$`, 'm').test(markdown);

const cell = (...children: MdastNode[]): MdastNode => ({type: 'tableCell', children});
const row = (...cells: MdastNode[]): MdastNode => ({type: 'tableRow', children: cells});
const table = (header: string[], rows: MdastNode[]): MdastNode => ({
  type: 'table',
  align: header.map(() => null),
  children: [row(...header.map((title) => cell(text(title)))), ...rows],
});

const repositoryUrl = (row: CompatibilityRow) => `https://github.com/${row.owner}/${row.repo}`;

/** The repository's name; the release cell carries the one link per row (private ones are labelled as such). */
function repositoryCell(entry: CompatibilityRow): MdastNode {
  const children = [inlineCode(entry.repo)];
  if (entry.listedAs) children.push(text(' (formerly '), inlineCode(entry.listedAs), text(')'));
  return cell(...children);
}

function releaseCell(entry: CompatibilityRow): MdastNode {
  if (entry.firstCompatible) {
    return cell(link(`${repositoryUrl(entry)}/releases/tag/${entry.firstCompatible}`, inlineCode(entry.firstCompatible)));
  }
  const status = entry.status ? entry.status.charAt(0).toUpperCase() + entry.status.slice(1) : 'No release';
  return cell(...(entry.replacedBy ? [text(`${status}: use `), inlineCode(entry.replacedBy)] : [text(status)]));
}

/** The table of one upgrade guide: each repository and its first compatible release. */
export function guideTable(guide: UpgradeGuide): MdastNode {
  const withRecommendations = guide.rows.some((entry) => entry.cisRecommendations.length > 0);
  const header = ['Repository', `First release for ${guide.target}`];
  if (withRecommendations) header.push('Recommendations');
  return table(
    header,
    guide.rows.map((entry) => {
      const cells = [repositoryCell(entry), releaseCell(entry)];
      if (withRecommendations) cells.push(cell(text(entry.cisRecommendations.join(', '))));
      return row(...cells);
    }),
  );
}

/** The Terraform 0.12 table: the releases of each package that work with 0.11 and with 0.12. */
export function terraform012Table(rows: Terraform012Row[]): MdastNode {
  return table(
    ['Package', 'Works with Terraform 0.11', 'Works with Terraform 0.12'],
    rows.map((entry) =>
      row(
        cell(link(entry.url, inlineCode(entry.package))),
        cell(entry.terraform_0_11 === 'ALL' ? text('All releases') : inlineCode(entry.terraform_0_11)),
        cell(inlineCode(entry.terraform_0_12)),
      ),
    ),
  );
}

/** The project's root, two folders up: plugins/library-versions/. */
const SITE_DIR = path.resolve(__dirname, '../..');

/** Replaces every `::compatibility-table` in `tree`; throws naming the file and line when one is misplaced. */
export function expandCompatibilityTables(tree: MdastNode, file: string, data: CompatibilityData): void {
  const children = tree.children ?? [];
  for (let index = 0; index < children.length; index += 1) {
    const node = children[index];
    if (node.type !== 'leafDirective' || node.name !== COMPATIBILITY_TABLE_DIRECTIVE) continue;
    const line = node.position?.start.line ?? 1;
    const key = upgradeGuideOf(file);
    const guide = key ? data.guides.get(key) : undefined;
    if (key === TERRAFORM_012_GUIDE) {
      children[index] = terraform012Table(data.terraform012);
    } else if (guide) {
      children[index] = guideTable(guide);
    } else {
      throw new Error(
        `${file}:${line}: \`::${COMPATIBILITY_TABLE_DIRECTIVE}\` works only on a page of an upgrade guide that has compatibility data${key ? ` ("${key}" has none in data/upgrade-compatibility.json)` : ''}. Remove it, or add the guide's data.`,
      );
    }
  }
}

/**
 * The remark plugin, reading the data through `getData` each time it expands a page (see
 * remarkServiceReference for why a getter and not an option).
 */
export default function remarkCompatibilityTable(getData: () => CompatibilityData) {
  return function compatibilityTable() {
    return (tree: MdastNode, file: VFileLike) => {
      expandCompatibilityTables(tree, path.relative(SITE_DIR, file.path ?? ''), getData());
    };
  };
}
