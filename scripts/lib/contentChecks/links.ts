/**
 * Links and images in pages: a link to a Markdown file names a page that exists, a link to a URL of
 * the docs names a page that has it, an anchor names a heading the target page has, and an image
 * names a file that exists. The build finds the same mistakes, but only after compiling every page,
 * and names the page's URL rather than the file and line.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Definition, Heading, Image, Link} from 'mdast';
import {toString} from 'mdast-util-to-string';
import {visit} from 'unist-util-visit';
import {createSlugger, parseMarkdownHeadingId} from '@docusaurus/utils';
import {closestName, didYouMean} from '../../../shared/didYouMean';
import type {Problem} from '../../../shared/sourceProblems';
import {fileLine, type ContentPage} from './contentPage';
import {normalizeRoute, type PageRoute} from './routes';

const STATIC_DIR = 'static';
/** A link with a scheme (`https:`, `mailto:`) or protocol-relative: not checked here. */
const EXTERNAL = /^([a-z][a-z0-9+.-]*:|\/\/)/i;
/** Headings a data directive adds to the page it is on (anchors of the generated sections). */
const DIRECTIVE_HEADINGS: Record<string, string[]> = {'service-reference': ['Configure', 'Inputs', 'Outputs']};
/** Entry anchors of the service reference, checked against the catalog by the service-catalog check. */
const REFERENCE_ENTRY = /^(input|output)-/;

export interface LinkTarget {
  file: string;
  anchors: Set<string>;
  /** Generated entry anchors (`#input-…`) are checked elsewhere. */
  hasGeneratedEntries: boolean;
  /** The page does not parse (reported on its own): its anchors are unknown. */
  unparsed: boolean;
}

/** The anchors a page has: its headings' ids (as Docusaurus makes them), generated sections', and `id="…"` in HTML or JSX. */
export function pageAnchors(page: ContentPage): LinkTarget {
  const slugger = createSlugger();
  const anchors = new Set<string>();
  let hasGeneratedEntries = false;
  visit(page.markdown.tree, (node) => {
    if (node.type === 'heading') {
      const {id, text} = parseMarkdownHeadingId(toString(node as Heading));
      anchors.add(id ?? slugger.slug(text));
    } else if (node.type === 'leafDirective') {
      const generated = DIRECTIVE_HEADINGS[(node as {name: string}).name];
      if (generated) {
        hasGeneratedEntries = true;
        for (const heading of generated) anchors.add(slugger.slug(heading));
      }
    }
  });
  for (const match of page.markdown.source.matchAll(/\b(?:id|name)=["']([^"']+)["']/g)) anchors.add(match[1]);
  return {file: page.file, anchors, hasGeneratedEntries, unparsed: page.unparsed === true};
}

export interface LinkContext {
  rootDir: string;
  byFile: Map<string, LinkTarget>;
  byRoute: Map<string, LinkTarget>;
  /** First path segments of the docs' URLs: a URL starting with one of them must be a page. */
  docsSegments: Set<string>;
  routes: string[];
  isSiteUrl: (route: string) => boolean;
}

/** `isSiteUrl(route)`: whether a URL under the docs' own is a page made from elsewhere (release notes). */
export function createLinkContext(rootDir: string, routes: PageRoute[], isSiteUrl: (route: string) => boolean): LinkContext {
  const byFile = new Map<string, LinkTarget>();
  const byRoute = new Map<string, LinkTarget>();
  for (const {page, route} of routes) {
    const target = pageAnchors(page);
    byFile.set(page.file, target);
    byRoute.set(route, target);
  }
  const docsSegments = new Set(routes.map(({route}) => route.split('/')[1]).filter(Boolean));
  return {rootDir, byFile, byRoute, docsSegments, routes: routes.map(({route}) => route), isSiteUrl};
}

/** A URL part decoded, or as it is when it is not valid percent-encoding. */
function decoded(part: string, decode: (text: string) => string): string {
  try {
    return decode(part);
  } catch {
    return part;
  }
}

function anchorProblem(target: LinkTarget, anchor: string, url: string): string | null {
  const id = decoded(anchor, decodeURIComponent);
  if (!id || target.unparsed || target.anchors.has(id)) return null;
  return `the link ${url} names the anchor #${id}, which ${target.file} has no heading for.${didYouMean(id, target.anchors)} Link to one of its headings (its text in lower case, spaces as "-").`;
}

function relativeTo(fromFile: string, toFile: string): string {
  const relative = path.posix.relative(path.posix.dirname(fromFile), toFile);
  return relative.startsWith('.') ? relative : `./${relative}`;
}

/** What is wrong with one link or image of `file`, or null. */
export function linkProblem(context: LinkContext, file: string, url: string, image: boolean): string | null {
  if (!url || EXTERNAL.test(url) || url.startsWith('pathname:')) return null;
  const hash = url.indexOf('#');
  const pathPart = decoded((hash >= 0 ? url.slice(0, hash) : url).split('?')[0], decodeURI);
  const anchor = hash >= 0 ? url.slice(hash + 1) : '';
  // A link to an input or output of a service is the service-catalog check's (referenceLinkProblems).
  if (REFERENCE_ENTRY.test(anchor)) return null;
  const self = context.byFile.get(file);
  if (!pathPart) return self && !image ? anchorProblem(self, anchor, url) : null;
  const contentRoot = file.split('/')[0];
  const resolved = pathPart.startsWith('/')
    ? path.posix.join(image ? STATIC_DIR : contentRoot, pathPart)
    : path.posix.join(path.posix.dirname(file), pathPart);
  if (image || !/\.mdx?$/.test(pathPart)) {
    if (!pathPart.startsWith('/') || image) {
      if (fs.existsSync(path.join(context.rootDir, resolved))) return null;
      if (!image) return null; // a relative URL to a generated page; the build checks it
      const dir = path.dirname(path.join(context.rootDir, resolved));
      const siblings = fs.existsSync(dir) ? fs.readdirSync(dir) : [];
      const near = closestName(path.basename(resolved), siblings);
      const suggestion = near ? ` Did you mean \`${path.posix.join(path.posix.dirname(pathPart), near)}\`?` : '';
      return `the image ${pathPart} does not exist (${resolved}).${suggestion} Put the file there or fix the path.`;
    }
    // A URL of the site: checked when it is under the docs' own URLs and is not a static file.
    const route = normalizeRoute(pathPart);
    const target = context.byRoute.get(route);
    if (target) return anchorProblem(target, anchor, url);
    if (!context.docsSegments.has(route.split('/')[1] ?? '') || context.isSiteUrl(route)) return null;
    return `the link ${url} names no page: no page has the URL ${route}.${didYouMean(route, context.routes)} Link to the page's .md file by relative path, so the check follows it.`;
  }
  const target = context.byFile.get(resolved);
  if (target) return anchorProblem(target, anchor, url);
  if (fs.existsSync(path.join(context.rootDir, resolved))) return null; // a partial (`_file.md`)
  const near = closestName(resolved, context.byFile.keys());
  const suggestion = near ? ` Did you mean \`${relativeTo(file, near)}\`?` : '';
  return `the link ${url} names ${resolved}, which does not exist.${suggestion} Fix the path (relative to this file).`;
}

export function linkProblems(context: LinkContext, page: ContentPage): Problem[] {
  const problems: Problem[] = [];
  visit(page.markdown.tree, (node) => {
    if (node.type !== 'link' && node.type !== 'image' && node.type !== 'definition') return;
    const {url} = node as Link | Image | Definition;
    const message = linkProblem(context, page.file, url, node.type === 'image');
    if (message) problems.push({file: page.file, line: fileLine(page, node.position?.start.line ?? 1), message});
  });
  return problems;
}
