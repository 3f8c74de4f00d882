import {test} from 'node:test';
import assert from 'node:assert/strict';
import {toString} from 'mdast-util-to-string';
import type {Link, Root} from 'mdast';
import {parseMarkdown} from '../../../scripts/lib/markdownContent';
import {entryAnchorFor, linkReferenceNames} from '../../../plugins/service-catalog/referenceLinks';

const service = {
  inputs: [
    {name: 'vpc_id', required: true, type: 'string', default: null},
    {name: 'name', required: true, type: 'string', default: null},
    {name: 'endpoint_port', required: false, type: 'number', default: '5432'},
  ],
  outputs: [
    {name: 'primary_endpoint', description: ''},
    {name: 'endpoint_port', description: ''},
  ],
} as never;

const links = (tree: Root): [string, string][] => {
  const found: [string, string][] = [];
  const walk = (node: {type: string; children?: unknown[]}) => {
    if (node.type === 'link') found.push([(node as Link).url, toString(node as Link)]);
    (node.children ?? []).forEach((child) => walk(child as never));
  };
  walk(tree);
  return found;
};

test("a service page's prose links the inputs and outputs it names to their entries", () => {
  const {tree} = parseMarkdown(
    [
      '## Connecting through `vpc_id`',
      '',
      'Set `vpc_id` and `name`, then read `primary_endpoint`; `endpoint_port` is both an input and an output.',
      '',
      'A [link of your own to `vpc_id`](#input-vpc_id) stays as it is, and `other_thing` is no entry.',
    ].join('\n'),
  );
  const children = tree.children;
  linkReferenceNames(tree, service);
  // The tree's arrays are changed in place: a caller holding one sees the links.
  assert.equal(tree.children, children);
  assert.deepEqual(links(tree), [
    ['#input-vpc_id', 'vpc_id'],
    ['#output-primary_endpoint', 'primary_endpoint'],
    ['#input-endpoint_port', 'endpoint_port'],
    ['#input-vpc_id', 'link of your own to vpc_id'],
  ]);
  // A one-word name is as often an object's field: it is not linked.
  assert.equal(entryAnchorFor('name', service), null);
});
