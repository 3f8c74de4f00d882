/**
 * The docs plugin's sidebar generator, less the group pages of split service references: the
 * service page links them, and listing them in the services' sidebar would add them to the sidebar
 * data every page of that sidebar downloads. Their pages still show the services' sidebar
 * (`displayed_sidebar` in their front matter). A category left empty by them is left out too.
 */
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import {SERVICES_DOCS_DIR} from './catalogData';
import {isGroupPageKey} from './lib/inputGroups';

type Generator = NonNullable<DocsOptions['sidebarItemsGenerator']>;
type Item = Awaited<ReturnType<Generator>>[number];

/** The docs folder's id prefix of service pages (`reference/services/`). */
const SERVICES_ID = `${SERVICES_DOCS_DIR.replace(/^docs\//, '')}/`;

const isGroupPage = (item: Item) =>
  item.type === 'doc' && item.id.startsWith(SERVICES_ID) && isGroupPageKey(item.id.slice(SERVICES_ID.length));

export function withoutGroupPages(items: Item[]): Item[] {
  return items.flatMap((item): Item[] => {
    if (isGroupPage(item)) return [];
    if (item.type !== 'category') return [item];
    const kept = withoutGroupPages(item.items);
    return kept.length === 0 && !item.link ? [] : [{...item, items: kept}];
  });
}

export const referenceSidebarItems: Generator = async ({defaultSidebarItemsGenerator, ...args}) =>
  withoutGroupPages(await defaultSidebarItemsGenerator(args));
