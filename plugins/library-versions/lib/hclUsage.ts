/**
 * What an HCL block uses, read from its JSON form (the shape @cdktf/hcl2json gives: blocks as objects keyed by type and
 * labels, each body a list of objects, expressions as "${...}" strings). Pure; the caller parses.
 */

/** A construct of the feature data, keyed as the data keys it: `<kind> <name>`. */
export interface Use {
  tool: 'terraform' | 'terragrunt' | 'aws';
  kind: string;
  name: string;
}

type Json = unknown;
type Body = Record<string, Json>;

const isObject = (value: Json): value is Body => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The bodies of a block: hcl2json gives a list of bodies (one per repeated block). */
const bodies = (value: Json): Body[] => (Array.isArray(value) ? value.filter(isObject) : isObject(value) ? [value] : []);

/** For a block with `depth` labels (`resource "t" "n"`: 2), each body under its labels. */
function labelled(value: Json, depth: number): {labels: string[]; body: Body}[] {
  if (depth === 0) return bodies(value).map((body) => ({labels: [], body}));
  if (!isObject(value)) return [];
  return Object.entries(value).flatMap(([label, inner]) =>
    labelled(inner, depth - 1).map(({labels, body}) => ({labels: [label, ...labels], body})),
  );
}

/** Terragrunt's own top-level names: a block holding one of them is a terragrunt.hcl. */
const TERRAGRUNT_ONLY = new Set([
  'include',
  'dependency',
  'dependencies',
  'inputs',
  'remote_state',
  'generate',
  'iam_role',
  'prevent_destroy',
  'skip',
  'download_dir',
  'terraform_version_constraint',
  'terragrunt_version_constraint',
  'terraform_binary',
  'retryable_errors',
]);

/**
 * Whether a value is a block as hcl2json gives it: a list of bodies, or an object of labels down to such lists (an
 * attribute is a primitive, a "${...}" string, a list of those, or a map whose values are not lists of bodies).
 */
export function isBlockValue(value: Json): boolean {
  if (Array.isArray(value)) return value.length > 0 && value.every(isObject);
  return isObject(value) && Object.keys(value).length > 0 && Object.values(value).every(isBlockValue);
}

/** Top-level blocks of HCL files that are not Terraform or Terragrunt configuration: Packer templates, the CLI config. */
const OTHER_HCL = new Set(['packer', 'build', 'source', 'provider_installation', 'credentials', 'credentials_helper', 'host']);

/** What kind of file a block is: a terragrunt.hcl, Terraform configuration (or variables), or another tool's HCL. */
export function hclFileKind(json: Body, terragruntFunctions: ReadonlySet<string> = new Set()): 'terragrunt' | 'terraform' | 'other' {
  if (isTerragruntConfig(json) || [...functionCalls(json)].some((name) => terragruntFunctions.has(name))) return 'terragrunt';
  if (Object.entries(json).some(([key, value]) => OTHER_HCL.has(key) && isBlockValue(value))) return 'other';
  return 'terraform';
}

export function isTerragruntConfig(json: Body): boolean {
  if (Object.keys(json).some((key) => TERRAGRUNT_ONLY.has(key))) return true;
  // `terraform { source = ... }` is Terragrunt's; Terraform's terraform block never has `source`.
  return bodies(json.terraform).some(
    (body) => 'source' in body || 'extra_arguments' in body || 'before_hook' in body || 'after_hook' in body,
  );
}

/** Every function called in the expressions under `value` (type constraints excluded by the caller). */
export function functionCalls(value: Json, into = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    if (value.includes('${')) {
      const code = value.replace(/\\"(?:[^"\\]|\\[^"])*\\"/g, '""');
      for (const call of code.matchAll(/(?<![\w.])([a-z][a-z0-9_]*)\s*\(/g)) into.add(call[1]);
    }
  } else if (Array.isArray(value)) value.forEach((item) => functionCalls(item, into));
  else if (isObject(value)) Object.values(value).forEach((item) => functionCalls(item, into));
  return into;
}

/** The AWS provider resource and data source types a configuration declares. */
export function awsTypesIn(json: Body): {kind: 'resource' | 'data-source'; name: string}[] {
  const found: {kind: 'resource' | 'data-source'; name: string}[] = [];
  for (const [key, kind] of [
    ['resource', 'resource'],
    ['data', 'data-source'],
  ] as const) {
    if (isObject(json[key])) for (const type of Object.keys(json[key])) if (type.startsWith('aws_')) found.push({kind, name: type});
  }
  return found;
}

function terraformUses(json: Body): Use[] {
  const uses: Use[] = [];
  const record = (kind: string, name: string): void => {
    uses.push({tool: 'terraform', kind, name});
  };
  // A top-level attribute is a variable's value (a .tfvars file), not a construct.
  for (const [key, value] of Object.entries(json)) if (isBlockValue(value)) record('block', key);
  for (const {body} of labelled(json.module, 1)) {
    for (const argument of ['count', 'for_each', 'depends_on', 'providers'])
      if (argument in body) record('meta-argument', `module.${argument}`);
  }
  for (const key of ['resource', 'data']) {
    for (const {body} of labelled(json[key], 2)) {
      if ('for_each' in body) record('meta-argument', 'resource.for_each');
      for (const lifecycle of bodies(body.lifecycle)) {
        for (const argument of Object.keys(lifecycle)) {
          record(argument === 'precondition' || argument === 'postcondition' ? 'block' : 'argument', `lifecycle.${argument}`);
        }
      }
    }
  }
  for (const {body} of labelled(json.variable, 1)) {
    for (const argument of ['sensitive', 'nullable']) if (argument in body) record('argument', `variable.${argument}`);
    if ('validation' in body) record('block', 'variable.validation');
    if (typeof body.type === 'string' && /(?<![\w.])optional\s*\(/.test(body.type)) record('type-constraint', 'optional');
  }
  for (const {body} of labelled(json.output, 1)) {
    for (const argument of ['sensitive', 'depends_on']) if (argument in body) record('argument', `output.${argument}`);
    if ('precondition' in body) record('block', 'output.precondition');
  }
  for (const terraform of bodies(json.terraform)) {
    for (const providers of bodies(terraform.required_providers)) {
      if (Object.values(providers).some((requirement) => isObject(requirement) && 'source' in requirement))
        record('argument', 'required_providers.source');
    }
  }
  // A dependency lock file: provider blocks labelled with a full provider address, holding hashes.
  for (const {labels, body} of labelled(json.provider, 1))
    if (labels[0].includes('/') && 'hashes' in body) record('file', '.terraform.lock.hcl');
  const withoutTypes = {...json, variable: labelled(json.variable, 1).map(({body}) => ({...body, type: null}))};
  for (const name of functionCalls(withoutTypes)) record('function', name);
  for (const type of awsTypesIn(json)) uses.push({tool: 'aws', ...type});
  return uses;
}

/** Terragrunt attribute or block names under each block path that the data lists (`remote_state.generate`). */
const TERRAGRUNT_NESTED: [block: string, depth: number][] = [
  ['remote_state', 0],
  ['dependencies', 0],
  ['terraform', 0],
  ['dependency', 1],
  ['generate', 1],
];

function terragruntUses(json: Body): Use[] {
  const uses: Use[] = [];
  const record = (kind: string, name: string): void => {
    uses.push({tool: 'terragrunt', kind, name});
  };
  for (const [key, value] of Object.entries(json)) {
    record(key !== 'inputs' && isBlockValue(value) ? 'block' : 'attribute', key);
  }
  if (json.include !== undefined) {
    // An unlabelled include is a list of bodies; labelled ones are an object keyed by label.
    const includes = Array.isArray(json.include) ? bodies(json.include) : labelled(json.include, 1).map(({body}) => body);
    if (!Array.isArray(json.include)) record('block', 'include (labelled)');
    if (includes.length > 1) record('block', 'include (several)');
    for (const body of includes) for (const key of Object.keys(body)) record('attribute', `include.${key}`);
  }
  for (const [block, depth] of TERRAGRUNT_NESTED) {
    for (const {body} of labelled(json[block], depth)) {
      for (const [key, value] of Object.entries(body)) {
        const kind = isBlockValue(value) && !['mock_outputs', 'config', 'generate', 'env_vars'].includes(key) ? 'block' : 'attribute';
        record(kind, `${block}.${key}`);
        if (block === 'terraform' && kind === 'block') {
          for (const {body: hook} of labelled(value, 1))
            for (const argument of Object.keys(hook)) record('attribute', `terraform.${key}.${argument}`);
        }
      }
    }
  }
  for (const name of functionCalls(json)) record('function', name);
  return uses;
}

/**
 * The constructs a parsed HCL block uses, as keys of the feature data, for Terraform or Terragrunt as the block is (a
 * block calling one of `terragruntFunctions`, Terragrunt's own, is a terragrunt.hcl); another tool's HCL uses none.
 */
export function hclUses(json: Body, terragruntFunctions: ReadonlySet<string> = new Set()): Use[] {
  const kind = hclFileKind(json, terragruntFunctions);
  return kind === 'terragrunt' ? terragruntUses(json) : kind === 'terraform' ? terraformUses(json) : [];
}
