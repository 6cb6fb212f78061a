import { atomicNumber } from '../../core/elements.js';
import type { TextContext } from '../text.js';
import { fail, parseInteger, parseNumber, truncate } from '../text.js';
import type { CmlRecord } from './cml-records.js';

/** An atom as the file states it; `extra` keeps the attributes we do not interpret, as text. */
export interface CmlAtom {
  readonly id: string;
  readonly element: number;
  readonly x: number;
  readonly y: number;
  readonly z: number;
  /** True when only x2/y2 were given (z set to 0). */
  readonly planar: boolean;
  readonly formalCharge: number;
  readonly line: number;
  readonly extra: Readonly<Record<string, string>>;
}

const INTERPRETED = new Set(['id', 'elementType', 'x3', 'y3', 'z3', 'x2', 'y2', 'formalCharge']);

export function cmlAtom(record: CmlRecord, index: number, ctx: TextContext): CmlAtom {
  const { attributes: a, line } = record;
  const id = a['id'] ?? `a${index + 1}`;
  const symbol = a['elementType'];
  if (symbol === undefined) fail(ctx, line, `atom '${truncate(id)}' has no elementType.`);
  const element = atomicNumber(symbol);
  if (element === undefined)
    fail(
      ctx,
      line,
      `atom '${truncate(id)}' has elementType '${truncate(symbol)}', which is not an element symbol.`,
    );
  const charge =
    a['formalCharge'] === undefined
      ? 0
      : parseInteger(ctx, line, a['formalCharge'], `formal charge of atom '${truncate(id)}'`);
  if (Math.abs(charge) > 127)
    fail(ctx, line, `formal charge ${charge} of atom '${truncate(id)}' is out of range.`);
  const extra: Record<string, string> = {};
  for (const [k, v] of Object.entries(a)) if (!INTERPRETED.has(k) && !k.startsWith('xmlns')) extra[k] = v;
  return { id, element, ...coordinates(a, line, id, ctx), formalCharge: charge, line, extra };
}

function coordinates(a: Readonly<Record<string, string>>, line: number, id: string, ctx: TextContext) {
  const num = (k: string): number =>
    parseNumber(ctx, line, a[k], `${k} coordinate of atom '${truncate(id)}'`);
  if (a['x3'] !== undefined || a['y3'] !== undefined || a['z3'] !== undefined) {
    return { x: num('x3'), y: num('y3'), z: num('z3'), planar: false };
  }
  if (a['x2'] !== undefined || a['y2'] !== undefined)
    return { x: num('x2'), y: num('y2'), z: 0, planar: true };
  return fail(ctx, line, `atom '${truncate(id)}' has no coordinates (x3 y3 z3 or x2 y2).`);
}
