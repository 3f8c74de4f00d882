/**
 * A built page's HTML to its Markdown twin, with the unified tools Docusaurus already uses (parse5,
 * hast-util-from-parse5, rehype-remark, remark-gfm, remark-stringify). The twin is made from what
 * the page renders, so generated sections (release lists, interface tables, compatibility tables) are in it.
 *
 * Before conversion the page's content is taken out of its chrome and the theme's own markup is
 * rewritten into plain HTML: code blocks keep their language, admonitions become quotes with their
 * label, tabs become one labelled section per tab. An element this module does not know fails,
 * naming the element, so a new kind of content is converted on purpose rather than by accident.
 */
import type {Element, ElementContent, Root, RootContent} from 'hast';
import {toText} from 'hast-util-to-text';
import {fromParse5} from 'hast-util-from-parse5';
import {parse} from 'parse5';
import rehypeRemark from 'rehype-remark';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import {unified} from 'unified';
import {escapeRegExp} from '../../shared/sourceProblems';
import {THEME_CHROME_CLASSES} from '../../shared/themeChrome';
import {TWIN_PRELUDE_ATTRIBUTE} from '../../shared/lib/siteConstants';
import {ThemeClassNames} from '../../internals/themeClassNames';

export class UnknownElementError extends Error {
  constructor(readonly element: string) {
    super(`the page's content has a <${element}> element, which the Markdown twin converter does not know`);
    this.name = 'UnknownElementError';
  }
}

/** Elements that carry no content for a reader of Markdown: dropped with everything inside them. */
const DROPPED = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'button',
  'nav',
  'aside',
  'dialog',
  'form',
  'input',
  'label',
  'select',
  'textarea',
  'link',
  'meta',
]);

/** Elements rehype-remark converts (or, for layout elements, passes through to their children). */
const KNOWN = new Set([
  'a',
  'abbr',
  'article',
  'b',
  'blockquote',
  'br',
  'code',
  'dd',
  'del',
  'details',
  'div',
  'dl',
  'dt',
  'em',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'i',
  'img',
  'kbd',
  'li',
  'main',
  'mark',
  'ol',
  'p',
  'pre',
  's',
  'section',
  'small',
  'span',
  'strong',
  'sub',
  'summary',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'time',
  'tr',
  'ul',
  'wbr',
]);

/** The hast property name of TWIN_PRELUDE_ATTRIBUTE (`data-twin-prelude` → `dataTwinPrelude`). */
const TWIN_PRELUDE_PROPERTY = TWIN_PRELUDE_ATTRIBUTE.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

const classesOf = (node: Element): string[] => {
  const value: unknown = node.properties?.className;
  return Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(/\s+/) : [];
};
const hasClass = (node: Element, name: string) => classesOf(node).includes(name);
const isElement = (node: RootContent | ElementContent | Root): node is Element => node.type === 'element';
const el = (tagName: string, children: ElementContent[], properties: Element['properties'] = {}): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});
const textNode = (value: string): ElementContent => ({type: 'text', value});

function find(node: Element | Root, test: (element: Element) => boolean): Element | null {
  for (const child of node.children) {
    if (!isElement(child)) continue;
    if (test(child)) return child;
    const found = find(child, test);
    if (found) return found;
  }
  return null;
}

function findAll(node: Element | Root, test: (element: Element) => boolean, found: Element[] = []): Element[] {
  for (const child of node.children) {
    if (!isElement(child)) continue;
    if (test(child)) found.push(child);
    else findAll(child, test, found);
  }
  return found;
}

/** A Prism code block (one `.token-line` per line) as `<pre><code class="language-x">`. */
function codeBlock(container: Element): Element {
  const language = classesOf(container).find((name) => name.startsWith('language-'));
  const code = find(container, (node) => node.tagName === 'code') ?? container;
  const lines = findAll(code, (node) => hasClass(node, 'token-line'));
  const text =
    lines.length > 0
      ? lines.map((line) => toText(line, {whitespace: 'pre'}).replace(/\n$/, '')).join('\n')
      : toText(code, {whitespace: 'pre'});
  return el('pre', [el('code', [textNode(text.replace(/\n+$/, ''))], language ? {className: [language]} : {})]);
}

/** An admonition as a quote that opens with its label in bold. */
function admonition(node: Element): Element {
  const heading = find(node, (child) => classesOf(child).some((name) => name.startsWith('admonitionHeading')));
  const content = find(node, (child) => classesOf(child).some((name) => name.startsWith('admonitionContent')));
  const label = heading ? toText(heading).trim() : 'Note';
  const title = label.charAt(0).toUpperCase() + label.slice(1);
  return el('blockquote', [el('p', [el('strong', [textNode(title)])]), ...(content?.children ?? [])]);
}

/** Tabs as one section per tab: the tab's label in bold, then its panel. */
function tabs(node: Element): Element {
  const labels = findAll(node, (child) => child.properties?.role === 'tab').map((tab) => toText(tab).trim());
  const panels = findAll(node, (child) => child.properties?.role === 'tabpanel');
  return el(
    'div',
    panels.flatMap((panel, index) => [el('p', [el('strong', [textNode(labels[index] ?? `Tab ${index + 1}`)])]), ...panel.children]),
  );
}

/** A details block as its summary in bold followed by its content. */
function details(node: Element): Element {
  const summary = node.children.find((child): child is Element => isElement(child) && child.tagName === 'summary');
  const rest = node.children.filter((child) => child !== summary);
  return el('div', [...(summary ? [el('p', [el('strong', summary.children)])] : []), ...rest]);
}

const BLOCK_TAGS = new Set(['pre', 'p', 'div', 'ul', 'ol', 'table', 'details', 'blockquote', 'dl']);

/** A definition list as one paragraph per term: "**Term**: definition" (block definitions follow on their own). */
function definitionList(node: Element): Element {
  const out: ElementContent[] = [];
  let term: ElementContent[] = [];
  for (const child of node.children) {
    if (!isElement(child)) continue;
    if (child.tagName === 'dt') term = child.children;
    else if (child.tagName === 'dd') {
      const block = child.children.some((part) => isElement(part) && (BLOCK_TAGS.has(part.tagName) || hasClass(part, 'theme-code-block')));
      const label = el('strong', term);
      if (block) out.push(el('p', [label, textNode(':')]), ...child.children);
      else out.push(el('p', [label, textNode(': '), ...child.children]));
    }
  }
  return el('div', out);
}

/** Rewrites the theme's markup into plain HTML in place, and fails on an unknown element. */
function simplify(parent: Element | Root): void {
  const children: (ElementContent | RootContent)[] = [];
  for (const child of parent.children) {
    if (child.type === 'comment' || child.type === 'doctype') continue;
    if (!isElement(child)) {
      children.push(child);
      continue;
    }
    if (
      DROPPED.has(child.tagName) ||
      THEME_CHROME_CLASSES.some((name) => hasClass(child, name)) ||
      (child.properties?.hidden !== undefined && child.properties.hidden !== false)
    ) {
      continue;
    }
    let node = child;
    if (hasClass(node, 'visually-hidden')) {
      // Text for screen readers only ("(subscribers only)"): keep it, as a word of its own.
      children.push(textNode(` ${toText(node).trim()}`));
      continue;
    }
    if (hasClass(node, 'theme-code-block')) {
      children.push(codeBlock(node));
      continue;
    }
    if (hasClass(node, 'badge')) {
      // A label such as "required" beside a name (whose page text may hold its parentheses already).
      children.push(
        textNode(
          ` (${toText(node)
            .trim()
            .replace(/^\((.*)\)$/, '$1')})`,
        ),
      );
      continue;
    }
    if (hasClass(node, ThemeClassNames.common.admonition)) node = admonition(node);
    else if (node.tagName === 'dl') node = definitionList(node);
    else if (hasClass(node, 'tabs-container')) node = tabs(node);
    else if (node.tagName === 'details') node = details(node);
    if (!KNOWN.has(node.tagName)) throw new UnknownElementError(node.tagName);
    simplify(node);
    children.push(node);
  }
  parent.children = separateLaidOutInline(parent, children) as typeof parent.children;
}

/** Elements that flow inside a line of text. */
const INLINE = new Set([
  'a',
  'abbr',
  'b',
  'code',
  'del',
  'em',
  'i',
  'img',
  'kbd',
  'mark',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'time',
]);

/** Containers that lay their children out (in a row, a grid, a flex box), unlike a paragraph's line of text. */
const LAYOUT = new Set(['div', 'section', 'header', 'footer', 'main', 'article', 'figure', 'li', 'td', 'th', 'dd', 'blockquote']);

const isInline = (node: ElementContent | RootContent | undefined) => node !== undefined && isElement(node) && INLINE.has(node.tagName);

/**
 * Two inline elements side by side in a layout container (two buttons in a row, a label beside a
 * link) are set apart by the page's CSS, not by text: a space between them keeps them apart in Markdown.
 */
function separateLaidOutInline(parent: Element | Root, children: (ElementContent | RootContent)[]): (ElementContent | RootContent)[] {
  if (!isElement(parent) || !LAYOUT.has(parent.tagName)) return children;
  return children.flatMap((child, index) =>
    index > 0 && isInline(child) && isInline(children[index - 1]) ? [textNode(' '), child] : [child],
  );
}

export interface PageMarkdown {
  title: string;
  /** The twin: the title as H1, then the content. */
  markdown: string;
}

/** The page's title: the content's H1, else the document title without the site's name. */
function pageTitle(content: Element | null, tree: Root, siteTitle: string): string {
  const h1 = content ? find(content, (node) => node.tagName === 'h1') : null;
  if (h1)
    return toText(h1)
      .replace(/\u200b/g, '')
      .trim();
  const title = find(tree, (node) => node.tagName === 'title');
  const text = title ? toText(title).trim() : siteTitle;
  return text.replace(new RegExp(`\\s*\\|\\s*${escapeRegExp(siteTitle)}$`), '') || siteTitle;
}

/** Removes the first H1 (the twin writes the title itself). */
function removeFirstH1(node: Element): boolean {
  const index = node.children.findIndex((child) => isElement(child) && child.tagName === 'h1');
  if (index >= 0) {
    node.children.splice(index, 1);
    return true;
  }
  return node.children.some((child) => isElement(child) && removeFirstH1(child));
}

/** Makes every link and image URL absolute against the page's own URL. */
function absoluteUrls(node: Element | Root, pageUrl: string): void {
  for (const child of node.children) {
    if (!isElement(child)) continue;
    for (const attribute of ['href', 'src'] as const) {
      const value = child.properties?.[attribute];
      if (typeof value === 'string' && value !== '') child.properties[attribute] = new URL(value, pageUrl).href;
    }
    absoluteUrls(child, pageUrl);
  }
}

const toMarkdown = unified()
  .use(rehypeRemark)
  .use(remarkGfm, {tablePipeAlign: false})
  .use(remarkStringify, {bullet: '-', fences: true, rule: '-', emphasis: '_', listItemIndent: 'one'});

/**
 * The parts of a built page the twin is made from: its `<title>` and its `<main>` element. Parsing
 * only these, not the navbar, sidebar and footer around them, keeps the twins' share of the build small:
 * parsing is most of it. A page without a `<main>` is parsed whole.
 */
export function twinSource(html: string): string {
  const mainStart = html.indexOf('<main');
  const mainEnd = html.lastIndexOf('</main>');
  if (mainStart < 0 || mainEnd < mainStart) return html;
  const title = /<title[^>]*>[\s\S]*?<\/title>/.exec(html)?.[0] ?? '';
  return `${title}${html.slice(mainStart, mainEnd + '</main>'.length)}`;
}

/**
 * Converts one built page. The content is the docs' Markdown container when there is one (docs and
 * knowledge-base pages), otherwise the page's `<main>`.
 */
export function pageToMarkdown(html: string, pageUrl: string, siteTitle: string): PageMarkdown {
  // parse5 and hast-util-from-parse5 directly, as rehype-parse does, but without the source positions
  // the twins never use, and with parse5 7 (package.json pins it, CONTRIBUTING says why): the same
  // twins in a fraction of the time.
  const tree = fromParse5(parse(twinSource(html))) as Root;
  const content = find(tree, (node) => hasClass(node, 'theme-doc-markdown')) ?? find(tree, (node) => node.tagName === 'main');
  const title = pageTitle(content, tree, siteTitle);
  if (!content) return {title, markdown: `# ${title}\n`};
  const root = el('div', content.children);
  removeFirstH1(root);
  // What a feature puts beside the content for the twin's top (a knowledge-base article's category and discussion link).
  const prelude = findAll(tree, (node) => node.properties?.[TWIN_PRELUDE_PROPERTY] !== undefined).filter(
    (node) => !find(content, (inner) => inner === node),
  );
  root.children.unshift(...prelude);
  simplify(root);
  absoluteUrls(root, pageUrl);
  const body = toMarkdown.stringify(toMarkdown.runSync({type: 'root', children: [root]}) as never).trim();
  return {title, markdown: `# ${title}\n${body ? `\n${body}\n` : ''}`};
}
