import { parseArgs } from 'node:util';
import type { ParseArgsConfig } from 'node:util';
import { UsageError } from './errors.js';

type Options = NonNullable<ParseArgsConfig['options']>;

export interface ParsedArgs {
  readonly values: Readonly<Record<string, string | boolean | undefined>>;
  readonly positionals: readonly string[];
}

/** node:util parseArgs in strict mode, with its TypeErrors turned into usage errors (exit code 2). */
export function parseCommandArgs(args: readonly string[], options: Options): ParsedArgs {
  try {
    const { values, positionals } = parseArgs({
      args: [...args],
      options,
      allowPositionals: true,
      strict: true,
    });
    return { values: values as ParsedArgs['values'], positionals };
  } catch (e) {
    if (e instanceof TypeError && 'code' in e && String(e.code).startsWith('ERR_PARSE_ARGS')) {
      // Node appends advice on '--' positionals to unknown-option messages; the first sentence says it all.
      throw new UsageError(e.message.split('. To specify')[0] ?? e.message);
    }
    throw e;
  }
}

/** Exactly `names.length` positionals, named in the message when some are missing or extra. */
export function expectPositionals(
  command: string,
  positionals: readonly string[],
  names: readonly string[],
): string[] {
  if (positionals.length !== names.length) {
    const wanted = names.map((n) => n.toUpperCase()).join(' ');
    throw new UsageError(`'${command}' expects ${wanted}, got ${positionals.length} argument(s).`);
  }
  return [...positionals];
}

export const stringOption = (v: string | boolean | undefined): string | undefined =>
  typeof v === 'string' ? v : undefined;

/** A numeric option (undefined when absent); anything else is a usage error naming the option. */
export function parseNumber(name: string, text: string | undefined, integer: boolean): number | undefined {
  if (text === undefined) return undefined;
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value) || (integer && !Number.isInteger(value))) {
    throw new UsageError(`--${name} expects ${integer ? 'an integer' : 'a number'}, got '${text}'.`);
  }
  return value;
}
