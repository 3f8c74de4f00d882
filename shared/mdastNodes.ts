/**
 * The few mdast shapes and node builders the site's remark plugins generate (service reference,
 * compatibility tables). Minimal on purpose: a plugin builds only these nodes.
 */
export interface MdastNode {
  type: string;
  name?: string;
  children?: MdastNode[];
  position?: {start: {line: number}};
  [key: string]: unknown;
}

/** What a remark transformer needs of the file it is given. */
export interface VFileLike {
  path?: string;
  cwd?: string;
}

export const text = (value: string): MdastNode => ({type: 'text', value});
export const inlineCode = (value: string): MdastNode => ({type: 'inlineCode', value});
export const paragraph = (...children: MdastNode[]): MdastNode => ({type: 'paragraph', children});
export const link = (url: string, ...children: MdastNode[]): MdastNode => ({type: 'link', url, children});
