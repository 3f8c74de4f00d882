import path from 'node:path';
import {fillReaderValues} from '../reader-values/api';
import {buildQaPageJsonLd, serializeJsonLd} from './lib/qaPage';

/** The few mdast shapes this plugin reads and writes. */
interface MdNode {
  type: string;
  depth?: number;
  value?: string;
  children?: MdNode[];
  data?: Record<string, unknown>;
  name?: string;
  attributes?: unknown[];
}

interface VFileLike {
  path?: string;
  data: {frontMatter?: Record<string, unknown>};
}

export interface RemarkQaPageOptions {
  /** Absolute URL of the knowledge base, ending with a slash. */
  articlesUrl: string;
}

function plainText(node: MdNode): string {
  // Code as the page shows it by default: with the examples where it marks the reader's values.
  if (node.type === 'code') return `\n${fillReaderValues(node.value ?? '')}\n`;
  if (typeof node.value === 'string') return node.value;
  const separator = node.type === 'list' || node.type === 'root' ? '\n' : '';
  const text = (node.children ?? []).map(plainText).join(separator);
  return ['paragraph', 'heading', 'listItem', 'blockquote'].includes(node.type) ? `${text}\n\n` : text;
}

function sectionNodes(tree: MdNode, heading: string): MdNode[] | null {
  const children = tree.children ?? [];
  const start = children.findIndex(
    (node) => node.type === 'heading' && node.depth === 2 && plainText(node).trim() === heading,
  );
  if (start < 0) return null;
  const end = children.findIndex((node, i) => i > start && node.type === 'heading' && node.depth === 2);
  return children.slice(start + 1, end < 0 ? undefined : end);
}

/**
 * For knowledge-base articles: reads the "## Question" and "## Answer"
 * sections, fails the build when one is missing, and adds schema.org QAPage
 * JSON-LD to the page's <head>. Runs at build time; nothing is computed in the browser.
 */
export default function remarkQaPage(options: RemarkQaPageOptions) {
  return (tree: MdNode, file: VFileLike): void => {
    const fileName = file.path ? path.relative(process.cwd(), file.path) : 'a knowledge-base article';
    const question = sectionNodes(tree, 'Question');
    const answer = sectionNodes(tree, 'Answer');
    if (!question || !answer) {
      throw new Error(
        `${fileName}: a knowledge-base article needs a "## Question" and a "## Answer" section.`,
      );
    }
    const title = String(file.data.frontMatter?.title ?? '');
    const number = path.basename(file.path ?? '').replace(/\.mdx?$/, '');
    const jsonLd = buildQaPageJsonLd({
      title,
      question: question.map(plainText).join(''),
      answer: answer.map(plainText).join(''),
      url: `${options.articlesUrl}${number}`,
    });
    // MDXComponents provides Docusaurus's <Head>, which moves the script into the document head.
    tree.children = [
      ...(tree.children ?? []),
      {
        type: 'mdxJsxFlowElement',
        name: 'Head',
        attributes: [],
        children: [
          {
            type: 'mdxJsxFlowElement',
            name: 'script',
            attributes: [{type: 'mdxJsxAttribute', name: 'type', value: 'application/ld+json'}],
            children: [{type: 'text', value: serializeJsonLd(jsonLd)}],
          },
        ],
      },
    ];
  };
}
