// @ts-check
'use strict';

/**
 * The browser bundle's loader for Docusaurus's own modules: drops the `description` of each translation declaration
 * (`translate({id, message, description})` and `<Translate description="...">`). A description tells translators
 * where a message appears; only `docusaurus write-translations`, which reads the packages' sources, uses it, and the
 * runtime reads only `id` and `message` (a test holds core's Translate to that), so every page's `main` bundle
 * carried about 2 KB of descriptions for nobody. Only declarations whose `translate` or `Translate` is imported from
 * `@docusaurus/Translate` are changed, and only a description that is a plain string; anything else is left as it is.
 * (A loader must be JavaScript the bundler can require.)
 */
const {Parser} = require('acorn');
const jsx = require('acorn-jsx');

const JsxParser = Parser.extend(jsx());
const TRANSLATE_MODULE = '@docusaurus/Translate';

/**
 * @typedef {{type: string; start: number; end: number; [key: string]: unknown}} Node
 */

/** @param {unknown} value @returns {value is Node} */
const isNode = (value) => typeof value === 'object' && value !== null && typeof (/** @type {Node} */ (value).type) === 'string';

/** @param {Node} node @returns {boolean} */
const isStringLiteral = (node) => node.type === 'Literal' && typeof node.value === 'string';

/** @param {Node} node @param {(node: Node) => void} visit */
function walk(node, visit) {
  visit(node);
  for (const key of Object.keys(node)) {
    const value = node[key];
    if (Array.isArray(value)) {
      for (const item of value) if (isNode(item)) walk(item, visit);
    } else if (isNode(value)) walk(value, visit);
  }
}

/**
 * The source without its translation declarations' descriptions.
 * @param {string} source
 * @returns {string}
 */
function withoutTranslationDescriptions(source) {
  if (!source.includes(TRANSLATE_MODULE) || !source.includes('description')) return source;
  const program = /** @type {Node} */ (/** @type {unknown} */ (JsxParser.parse(source, {ecmaVersion: 'latest', sourceType: 'module'})));
  /** The local names of the imported function and component. */
  const functions = new Set();
  const components = new Set();
  for (const statement of /** @type {Node[]} */ (program.body)) {
    if (statement.type !== 'ImportDeclaration' || /** @type {Node} */ (statement.source).value !== TRANSLATE_MODULE) continue;
    for (const specifier of /** @type {Node[]} */ (statement.specifiers)) {
      const local = /** @type {{name: string}} */ (specifier.local).name;
      if (specifier.type === 'ImportDefaultSpecifier') components.add(local);
      else if (specifier.type === 'ImportSpecifier' && /** @type {{name?: string}} */ (specifier.imported).name === 'translate')
        functions.add(local);
    }
  }
  /** @type {[number, number][]} */
  const cuts = [];
  walk(program, (node) => {
    if (node.type === 'CallExpression') {
      const callee = /** @type {Node & {name?: string}} */ (node.callee);
      const [options] = /** @type {Node[]} */ (node.arguments);
      if (callee.type !== 'Identifier' || !functions.has(callee.name) || options?.type !== 'ObjectExpression') return;
      const properties = /** @type {Node[]} */ (options.properties);
      properties.forEach((property, index) => {
        const key = /** @type {Node & {name?: string; value?: unknown}} */ (property.key);
        const named = key && !property.computed && (key.name === 'description' || key.value === 'description');
        if (property.type !== 'Property' || !named || !isStringLiteral(/** @type {Node} */ (property.value))) return;
        // With the comma that follows it, or else the one before it: the object stays valid.
        const next = properties[index + 1];
        const previous = properties[index - 1];
        cuts.push(next ? [property.start, next.start] : previous ? [previous.end, property.end] : [property.start, property.end]);
      });
    } else if (node.type === 'JSXOpeningElement') {
      const name = /** @type {Node & {name?: string}} */ (node.name);
      if (name.type !== 'JSXIdentifier' || !components.has(name.name)) return;
      for (const attribute of /** @type {Node[]} */ (node.attributes)) {
        if (attribute.type !== 'JSXAttribute' || /** @type {{name?: string}} */ (attribute.name).name !== 'description') continue;
        const value = /** @type {Node | null} */ (attribute.value);
        const plain =
          value !== null &&
          (isStringLiteral(value) || (value.type === 'JSXExpressionContainer' && isStringLiteral(/** @type {Node} */ (value.expression))));
        if (plain) cuts.push([attribute.start, attribute.end]);
      }
    }
  });
  let result = source;
  for (const [start, end] of cuts.sort((a, b) => b[0] - a[0])) result = result.slice(0, start) + result.slice(end);
  return result;
}

/** @param {string} source @returns {string} */
module.exports = function translationDescriptionsLoader(source) {
  return withoutTranslationDescriptions(source);
};
module.exports.withoutTranslationDescriptions = withoutTranslationDescriptions;
