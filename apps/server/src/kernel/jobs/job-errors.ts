import { ChemError, ParseError, TopoForgeError } from '@topoforge/chem';
import { ChargeDataError, ProgramError, UnavailableChargeMethodError } from '@topoforge/engines';
import { HttpError } from '../http/errors.js';

/**
 * An error as plain data, to cross a thread (or process) boundary: the structured clone keeps neither the
 * class nor, for most errors, their own fields.
 */
export interface SerializedError {
  /** Constructor names from the error's own class up to Error, e.g. ['HessianParseError', 'ParseError', …]. */
  readonly classes: readonly string[];
  readonly message: string;
  readonly stack: string | undefined;
  /** The error's own fields that survive the structured clone (code, data, kind, statusCode, text …). */
  readonly fields: Readonly<Record<string, unknown>>;
}

type ErrorClass = abstract new (...args: never[]) => Error;

/**
 * The classes the error map and the routes tell apart. An error is rebuilt as the first of these found
 * in its class chain, so a subclass not listed (HessianParseError) still answers as its parent does.
 */
const KNOWN_CLASSES: ReadonlyMap<string, ErrorClass> = new Map<string, ErrorClass>([
  ['ParseError', ParseError],
  ['ChemError', ChemError],
  ['TopoForgeError', TopoForgeError],
  ['ProgramError', ProgramError],
  ['ChargeDataError', ChargeDataError],
  ['UnavailableChargeMethodError', UnavailableChargeMethodError],
  ['HttpError', HttpError],
]);

export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) {
    return { classes: ['Error'], message: String(error), stack: undefined, fields: {} };
  }
  const classes: string[] = [];
  for (let p: unknown = Object.getPrototypeOf(error); p !== null && p !== Object.prototype;) {
    const name = (p as { constructor?: { name?: unknown } }).constructor?.name;
    if (typeof name === 'string' && name !== '') classes.push(name);
    p = Object.getPrototypeOf(p);
  }
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    if (clonable(value)) fields[key] = value;
  }
  return { classes, message: error.message, stack: error.stack, fields };
}

/**
 * The error back on this side: an instance of the nearest known class (so `instanceof` and the error map
 * answer exactly as for an error thrown here) with the original message, fields and stack. Constructors
 * are not called: some build their message from their arguments (ProgramError prefixes the program).
 */
export function rebuildError(serialized: SerializedError): Error {
  const known = serialized.classes.map((name) => KNOWN_CLASSES.get(name)).find((c) => c !== undefined);
  const error = Object.create((known ?? Error).prototype) as Error;
  const hidden = { writable: true, configurable: true, enumerable: false };
  Object.defineProperty(error, 'message', { ...hidden, value: serialized.message });
  Object.defineProperty(error, 'stack', { ...hidden, value: serialized.stack });
  Object.assign(error, serialized.fields);
  return error;
}

function clonable(value: unknown): boolean {
  try {
    structuredClone(value);
    return true;
  } catch {
    return false;
  }
}
