/** `--name value` or `--name=value` from a command line; undefined when absent. */
export function optionOf(argv: string[], name: string): string | undefined {
  const flag = `--${name}`;
  for (let index = 0; index < argv.length; index += 1) {
    if (argv[index] === flag) return argv[index + 1];
    if (argv[index].startsWith(`${flag}=`)) return argv[index].slice(flag.length + 1);
  }
  return undefined;
}
