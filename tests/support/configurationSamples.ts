/**
 * Values of every HCL type, as a reader would fill the builder's fields: for the test that renders
 * every service's configuration.
 */
import {writeExpression} from '../../src/lib/hcl/write';
import type {Expression} from '../../src/lib/hcl/expression';
import {parseType, type HclType} from '../../src/lib/hcl/types';
import {fieldKindOf, type ConfigurableInput, type FieldValue} from '../../src/lib/serviceConfiguration';

const text = (value: string): Expression => ({kind: 'string', value, heredoc: null});

/** A value of `type`, with strings that need escaping where strings go. */
export function sampleExpression(type: HclType, depth = 0): Expression {
  switch (type.kind) {
    case 'string':
    case 'any':
      return text(`sample "${depth}" \${not interpolated}`);
    case 'number':
      return {kind: 'number', value: 3, source: '3'};
    case 'bool':
      return {kind: 'bool', value: true};
    case 'list':
    case 'set':
      return {kind: 'tuple', elements: [sampleExpression(type.element, depth + 1)]};
    case 'tuple':
      return {kind: 'tuple', elements: type.elements.map((element) => sampleExpression(element, depth + 1))};
    case 'map':
      return {kind: 'object', items: [{key: text('sample-key'), value: sampleExpression(type.element, depth + 1)}]};
    case 'object':
      return {
        kind: 'object',
        items: type.attributes.map((attribute) => ({
          key: {kind: 'identifier', name: attribute.name},
          value: sampleExpression(attribute.type, depth + 1),
        })),
      };
  }
}

/** The field of `input` filled with a value of its type; every third string field holds a reference. */
export function sampleField(input: ConfigurableInput, index: number): FieldValue {
  const type = parseType(input.type);
  const kind = fieldKindOf(type);
  switch (kind) {
    case 'string':
      return {kind, text: index % 3 === 0 ? `var.${input.name}` : `value of ${input.name} with "quotes" and \\ backslash`};
    case 'number':
      return {kind, text: index % 3 === 0 ? `local.${input.name}` : '42'};
    case 'bool':
      return {kind, value: index % 2 === 0};
    case 'list':
      return {kind, items: ['first', 'dependency.vpc.outputs.private_app_subnet_ids[0]', '${literal}']};
    case 'map':
      return {
        kind,
        entries: [
          ['Name', 'example'],
          ['kubernetes.io/role/elb', '1'],
        ],
      };
    case 'expression':
      return {kind, text: writeExpression(sampleExpression(type), '')};
  }
}
