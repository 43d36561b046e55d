/** The bench scripts' command-line options, as `npm run bench:x -- --name=N` passes them. */

/** The number given as `--name=N`, or `fallback` when the option is not given. */
export function numberOption(name: string, fallback: number): number {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`));
  return arg ? Number(arg.slice(name.length + 3)) : fallback;
}
