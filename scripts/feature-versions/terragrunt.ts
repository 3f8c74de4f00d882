/**
 * Terragrunt configuration constructs, found in its source at every release tag from v0.19.0 (the first release that reads
 * `terragrunt.hcl`, HCL2; a construct already there at v0.19.0 needs nothing newer than that file format):
 * - blocks and attributes: the `hcl:"name,block"` and `hcl:"name,attr"` (or `,optional`, or no kind) tags of the Go structs that
 *   decode `terragrunt.hcl` under config/, each struct standing for one block (STRUCT_BLOCKS);
 * - a labelled `include` (`include "root" {...}`): the include struct has a `name,label` field; several `include` blocks:
 *   the partial parse decodes a list of them;
 * - built-in functions: the keys of the function table in config/config_helpers.go.
 * Later releases moved config/ to pkg/config/ and the remote_state struct to internal/remotestate/config.go (`ConfigFile`):
 * those are read too, so that a construct the newest release lacks is one Terragrunt removed, not one that moved
 * (`removedIn`). A construct first seen there only (after the move, far beyond the site's era) is left out of the data
 * by generate.ts, which records first releases of the original layout.
 */
import {firstFile, section, type ConstructSpec, type Lister} from './scan';

const ORIGINAL_CONFIG_FILES = [
  'config/config.go',
  'config/config_partial.go',
  'config/dependency.go',
  'config/include.go',
  'config/locals.go',
];
/** Where the remote_state block's struct went (as `ConfigFile`) when it left config/config.go. */
const REMOTE_STATE_FILE = 'internal/remotestate/config.go';
const CONFIG_FILES = [...ORIGINAL_CONFIG_FILES, ...ORIGINAL_CONFIG_FILES.map((file) => `pkg/${file}`), REMOTE_STATE_FILE];
const HELPERS = ['config/config_helpers.go', 'pkg/config/config_helpers.go'];
export const TERRAGRUNT_PATHS = [...CONFIG_FILES, ...HELPERS];
/** Whether a path is in the layout that later releases moved to (see above). */
export const isMovedTerragruntPath = (file: string): boolean => !file.startsWith('config/');

/** The Go structs that decode terragrunt.hcl, and the block each stands for ('' is the file's top level). */
const STRUCT_BLOCKS: Record<string, string[]> = {
  terragruntConfigFile: [''],
  remoteStateConfigFile: ['remote_state'],
  ConfigFile: ['remote_state'],
  IncludeConfig: ['include'],
  Dependency: ['dependency'],
  terragruntGenerateBlock: ['generate'],
  ModuleDependencies: ['dependencies'],
  TerraformConfig: ['terraform'],
  Hook: ['terraform.before_hook', 'terraform.after_hook'],
  ErrorHook: ['terraform.error_hook'],
  TerraformExtraArguments: ['terraform.extra_arguments'],
};

const structBody = (text: string, name: string): string => section(text, new RegExp(`\\ntype ${name} struct \\{`), /\n\}/);

/** Every block and attribute the decoding structs declare, named by its path (`remote_state.generate`). */
export const listConfigConstructs: Lister = (files) => {
  const found: {kind: string; name: string; file: string}[] = [];
  for (const file of CONFIG_FILES) {
    const text = files.get(file);
    if (text === undefined) continue;
    for (const [struct, prefixes] of Object.entries(STRUCT_BLOCKS)) {
      if ((struct === 'ConfigFile') !== (file === REMOTE_STATE_FILE)) continue;
      const body = structBody(text, struct);
      // A tag without a kind (`hcl:"name"`) is an attribute, as gohcl reads it.
      for (const match of body.matchAll(/hcl:"([a-z_]+)(?:,(block|attr|optional))?"/g)) {
        const kind = match[2] === 'block' ? 'block' : 'attribute';
        for (const prefix of prefixes) found.push({kind, name: prefix ? `${prefix}.${match[1]}` : match[1], file});
      }
    }
  }
  return found;
};

export const TERRAGRUNT_SPECS: ConstructSpec[] = [
  {
    kind: 'block',
    name: 'include (labelled)',
    test: (files) => firstFile(files, CONFIG_FILES, (text) => /hcl:"name,label"/.test(structBody(text, 'IncludeConfig'))),
  },
  {
    kind: 'block',
    name: 'include (several)',
    test: (files) =>
      firstFile(files, CONFIG_FILES, (text) => /Include\s+(?:\[\]IncludeConfig|IncludeConfigs)\s+`hcl:"include,block"`/.test(text)),
  },
  {
    kind: 'block',
    name: 'locals',
    test: (files) => firstFile(files, CONFIG_FILES, (text) => /hcl:"locals,block"|Type:\s*"locals"/.test(text)),
  },
];

/** Every key of the function table Terragrunt adds to Terraform's. */
export const listFunctions: Lister = (files) => {
  const file = firstFile(files, HELPERS, (text) => /map\[string\]function\.Function\{/.test(text));
  if (!file) return [];
  const text = files.get(file)!;
  // Later releases key the table by constants (`FuncNameFindInParentFolders = "find_in_parent_folders"`).
  const constants = new Map([...text.matchAll(/^\s*(FuncName\w+)\s*=\s*"([a-z0-9_]+)"/gm)].map((match) => [match[1], match[2]]));
  return [...text.matchAll(/map\[string\]function\.Function\{([\s\S]*?)\n\t\}/g)].flatMap((table) =>
    [...table[1].matchAll(/^\s*(?:"([a-z0-9_]+)"|(FuncName\w+)):/gm)].flatMap((match) => {
      const name = match[1] ?? constants.get(match[2]);
      return name ? [{kind: 'function', name, file}] : [];
    }),
  );
};
