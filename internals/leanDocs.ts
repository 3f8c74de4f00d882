/**
 * Pure helpers that keep the docs plugin's route props small on a site of 800 pages: the docs map
 * and the sidebars every docs page would otherwise download. plugins/lean-docs applies them.
 */

/** The part of a route the docs plugin adds that matters here. */
export interface RouteLike {
  props?: Record<string, unknown>;
  routes?: RouteLike[];
  [key: string]: unknown;
}

/** A sidebar item as the docs plugin loads it; only categories and their links matter here. */
export interface SidebarItemLike {
  type: string;
  link?: {type: string};
  items?: SidebarItemLike[];
}

/**
 * Whether any page of a docs version shows doc cards. Only doc cards read the
 * version's `docs` map (a title and description for every doc): a category with
 * a generated index renders them, and so does `<DocCardList>` in a page.
 */
export function showsDocCards(sidebars: Record<string, SidebarItemLike[]>, docSources: string[]): boolean {
  const hasGeneratedIndex = (items: SidebarItemLike[]): boolean =>
    items.some((item) => (item.type === 'category' && item.link?.type === 'generated-index') || hasGeneratedIndex(item.items ?? []));
  return Object.values(sidebars).some(hasGeneratedIndex) || docSources.some((source) => source.includes('DocCardList'));
}

/**
 * The docs plugin passes every version route a `version` prop whose `docs` map
 * lists every doc of the version; each docs page downloads it. Without doc cards
 * nothing reads it, so the copy returned here carries an empty map. `trimmed`
 * counts the maps emptied, so the caller can tell when the shape has changed.
 */
export function withoutVersionDocs<T extends RouteLike>(route: T): {route: T; trimmed: number} {
  const version = route.props?.version as {docs?: unknown} | undefined;
  const hasDocs = version !== undefined && 'docs' in version;
  const props = hasDocs ? {...route.props, version: {...version, docs: {}}} : route.props;
  const children = (route.routes ?? []).map(withoutVersionDocs);
  return {
    route: {
      ...route,
      ...(props ? {props} : {}),
      ...(route.routes ? {routes: children.map((child) => child.route)} : {}),
    },
    trimmed: (hasDocs ? 1 : 0) + children.reduce((sum, child) => sum + child.trimmed, 0),
  };
}

/**
 * Fails a production build in which lean-docs found no `version.docs` map to empty: the docs
 * plugin has changed the shape of its routes, and every docs page would quietly download the
 * whole map again.
 */
export function assertVersionDocsTrimmed(trimmed: number, pluginId: string): void {
  if (trimmed > 0) return;
  throw new Error(
    `plugins/lean-docs: the docs plugin "${pluginId}" added no route with a \`version.docs\` prop to trim. ` +
      'Docusaurus may have changed the shape of its version routes: update withoutVersionDocs in internals/leanDocs.ts.',
  );
}

/** A route's sidebars moved out of its version prop: each sidebar's items, by name. */
export interface VersionSidebars {
  pluginId: string;
  version: string;
  sidebars: Record<string, unknown>;
}

const versionOf = (route: RouteLike) =>
  route.props?.version as {pluginId?: string; version?: string; docsSidebars?: Record<string, unknown>} | undefined;

/** The sidebars of each version route in a route tree. */
export function versionSidebarsIn(route: RouteLike): VersionSidebars[] {
  const version = versionOf(route);
  const own =
    version?.docsSidebars && Object.keys(version.docsSidebars).length > 0
      ? [{pluginId: String(version.pluginId), version: String(version.version), sidebars: version.docsSidebars}]
      : [];
  return [...own, ...(route.routes ?? []).flatMap(versionSidebarsIn)];
}

/**
 * The docs plugin also passes every version route all the sidebars of the version
 * (`version.docsSidebars`), and each docs page downloads them all to show one. This
 * returns the route with that map empty and each doc route naming its own sidebar's
 * module (`leanSidebar`, the path `sidebarModule` gives) instead; the doc root
 * (plugins/lean-docs/theme/DocRoot) reads the items the module registers. The input
 * is not changed; routes without sidebars come back equal.
 */
export function withSidebarModules<T extends RouteLike>(route: T, sidebarModule: (version: VersionSidebars, name: string) => string): T {
  const version = versionOf(route);
  const [own] = versionSidebarsIn({...route, routes: []});
  if (!version || !own) {
    return route.routes ? {...route, routes: route.routes.map((child) => withSidebarModules(child, sidebarModule))} : route;
  }
  const withModules = (child: RouteLike): RouteLike => {
    const name = typeof child.sidebar === 'string' && child.sidebar in own.sidebars ? child.sidebar : undefined;
    return {
      ...child,
      ...(name ? {modules: {...(child.modules as object | undefined), leanSidebar: sidebarModule(own, name)}} : {}),
      ...(child.routes ? {routes: child.routes.map(withModules)} : {}),
    };
  };
  return {
    ...route,
    props: {...route.props, version: {...version, docsSidebars: {}}},
    ...(route.routes ? {routes: route.routes.map(withModules)} : {}),
  };
}
