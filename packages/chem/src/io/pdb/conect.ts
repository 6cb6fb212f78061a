import { BondOrder } from '../../core/bond-order.js';
import type { BondInput } from '../../core/molecule.js';
import type { TextContext } from '../text.js';
import { fail, truncate } from '../text.js';
import { columns } from './atom-record.js';
import { decodeHybrid36 } from './hybrid36.js';

/** One CONECT line: the atom in columns 7-11 and the atoms bonded to it, in file order. */
export interface ConectRecord {
  readonly line: number;
  readonly origin: number;
  readonly partners: readonly number[];
}

/**
 * Reads CONECT by its fixed columns (7-11, then 12-16 … 27-31: PDB 3.3 allows four partners).
 * When those fields do not decode (serials wider than five columns, single-space-separated output)
 * or text follows column 31 (programs that list more than four partners per line), the line is
 * read as whitespace-separated serials instead. The pre-1996 hydrogen-bond fields after column 31
 * are therefore read as partners too; no current program writes them.
 */
export function parseConect(ctx: TextContext, raw: string, lineNo: number): ConectRecord {
  const line = raw.replace(/\t/g, ' ');
  const fixed = [7, 12, 17, 22, 27].map((c) => columns(line, c, c + 4));
  const fixedOk = fixed.every((f) => f.trim() === '' || decodeHybrid36(f, 5) !== undefined);
  const tooLong = line.slice(31).trim() !== '';
  const tokens =
    fixedOk && !tooLong ? fixed.filter((f) => f.trim() !== '') : line.slice(6).trim().split(/\s+/);
  const serials = tokens.map((t) => decodeHybrid36(t.padStart(5), 5));
  const bad = tokens.findIndex((_, i) => serials[i] === undefined);
  if (bad >= 0 || serials.length === 0) {
    fail(
      ctx,
      lineNo,
      `expected atom serial numbers in the CONECT record, found '${truncate(tokens[bad] ?? '')}'.`,
    );
  }
  const [origin, ...partners] = serials as number[];
  return { line: lineNo, origin: origin ?? 0, partners };
}

export interface ConectResolution {
  readonly bonds: BondInput[];
  /** CONECT lines that name a serial no atom carries (dropped altLocs excluded). */
  readonly unknownSerialLines: number[];
  readonly oddOrderLines: number[];
}

/**
 * Turns CONECT records into bonds for one model. PDB has no bond orders, but several programs
 * (Open Babel, RDKit, PyMOL) repeat a partner to mark a multiple bond. Rule: for each pair, count
 * how often b is listed under a and how often a under b (writers list a bond from one side or
 * from both); the larger count is the order: 1 → Unknown, 2 → Double, 3 → Triple, 4 → Quadruple.
 * More than 4 is not a bond order: the bond is kept as Unknown and the line reported.
 */
export function resolveConect(
  records: readonly ConectRecord[],
  indexOfSerial: ReadonlyMap<number, number>,
  droppedSerials: ReadonlySet<number>,
): ConectResolution {
  const counts = new Map<string, { a: number; b: number; ab: number; ba: number; line: number }>();
  const unknownSerialLines: number[] = [];
  for (const rec of records) {
    const a = indexOfSerial.get(rec.origin);
    for (const partner of rec.partners) {
      if (droppedSerials.has(rec.origin) || droppedSerials.has(partner)) continue;
      const b = indexOfSerial.get(partner);
      if (a === undefined || b === undefined || a === b) {
        if (unknownSerialLines.at(-1) !== rec.line) unknownSerialLines.push(rec.line);
        continue;
      }
      const key = a < b ? `${a} ${b}` : `${b} ${a}`;
      const entry = counts.get(key) ?? { a: Math.min(a, b), b: Math.max(a, b), ab: 0, ba: 0, line: rec.line };
      if (a < b) entry.ab++;
      else entry.ba++;
      counts.set(key, entry);
    }
  }
  const bonds: BondInput[] = [];
  const oddOrderLines: number[] = [];
  for (const { a, b, ab, ba, line } of counts.values()) {
    const n = Math.max(ab, ba);
    if (n > 4) oddOrderLines.push(line);
    bonds.push({ a, b, order: ORDER_BY_COUNT[n] ?? BondOrder.Unknown });
  }
  return { bonds, unknownSerialLines, oddOrderLines };
}

const ORDER_BY_COUNT: readonly (BondOrder | undefined)[] = [
  undefined,
  BondOrder.Unknown,
  BondOrder.Double,
  BondOrder.Triple,
  BondOrder.Quadruple,
];
