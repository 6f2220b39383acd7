import { parseArgs } from "node:util";

type StringOptions = Record<string, { type: "string" }>;

/** Prints the message and the usage to stderr and exits 1. */
export function failWithUsage(usage: string, message: string): never {
  console.error(`${message}\n\n${usage}`);
  process.exit(1);
}

/**
 * The admin scripts' arguments: `--help` prints the usage and exits 0; an unknown flag or a
 * missing value prints the usage and exits 1.
 */
export function parseCliArgs<O extends StringOptions>(usage: string, options: O) {
  try {
    const { values } = parseArgs({ options: { ...options, help: { type: "boolean", short: "h" } } });
    if ((values as { help?: boolean }).help) {
      console.log(usage);
      process.exit(0);
    }
    return values as { [K in keyof O]?: string };
  } catch (error) {
    return failWithUsage(usage, (error as Error).message);
  }
}
