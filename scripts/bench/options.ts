/** The value of `--name=value` on this script's command line, or undefined when not given. */
export function option(name: string): string | undefined {
  const prefix = `--${name}=`
  return process.argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length)
}
