/**
 * What a Go snippet uses of Terratest: the packages it imports from github.com/gruntwork-io/terratest/modules and the
 * exported names it reaches through them (`terraform.InitAndApply`, `terraform.Options`). Pure.
 */

export const TERRATEST_MODULE = 'github.com/gruntwork-io/terratest';

export interface TerratestUse {
  /** The package's folder under modules/ (`terraform`, `test-structure`). */
  pkg: string;
  /** The exported function or type (`InitAndApply`). */
  name: string;
}

/** The name a Go file uses for a package imported without an alias: its folder, with dashes as underscores. */
const defaultAlias = (pkg: string): string => pkg.replace(/-/g, '_');

/** The Terratest packages a Go snippet imports, by the alias the snippet refers to them with. */
export function terratestImports(code: string): Map<string, string> {
  const aliases = new Map<string, string>();
  const pattern = new RegExp(
    `(?:^|[\\s(])(?:([A-Za-z_]\\w*|\\.)\\s+)?"${TERRATEST_MODULE.replace(/\./g, '\\.')}/modules/([a-z0-9-]+)"`,
    'gm',
  );
  for (const match of code.matchAll(pattern)) {
    const pkg = match[2];
    const alias = match[1] && match[1] !== 'import' ? match[1] : defaultAlias(pkg);
    if (alias !== '_' && alias !== '.') aliases.set(alias, pkg);
  }
  return aliases;
}

/** Every Terratest function or type a Go snippet names, once each, in order of first use. */
export function terratestUses(code: string): TerratestUse[] {
  const aliases = terratestImports(code);
  const uses = new Map<string, TerratestUse>();
  const withoutStrings = code.replace(/"(?:[^"\\\n]|\\.)*"|`[^`]*`|\/\/[^\n]*/g, '""');
  for (const match of withoutStrings.matchAll(/(?<![\w.])([A-Za-z_]\w*)\.([A-Z]\w*)/g)) {
    const pkg = aliases.get(match[1]);
    if (pkg === undefined) continue;
    const key = `${pkg}.${match[2]}`;
    if (!uses.has(key)) uses.set(key, {pkg, name: match[2]});
  }
  return [...uses.values()];
}
