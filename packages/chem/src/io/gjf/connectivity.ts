import { BondOrder } from '../../core/bond-order.js';
import type { BondInput } from '../../core/molecule.js';
import type { TextContext } from '../text.js';
import { fail, parseInteger, parseNumber } from '../text.js';
import type { NumberedLine } from './sections.js';

/** Gaussian's bond orders in the connectivity section; aromatic bonds are written 1.5. */
const ORDERS: ReadonlyMap<number, BondOrder> = new Map([
  [1, BondOrder.Single],
  [1.5, BondOrder.Aromatic],
  [2, BondOrder.Double],
  [3, BondOrder.Triple],
  [4, BondOrder.Quadruple],
]);

export interface Connectivity {
  readonly bonds: BondInput[];
  /** Lines holding an order other than 1, 1.5, 2, 3 or 4 (read as Unknown). */
  readonly oddOrderLines: number[];
}

/**
 * The section `geom=connectivity` asks for: one line per center, 'i j order k order …' with
 * 1-based center numbers counted over every line of the molecule specification (Tv lines
 * included). `atomOfCenter` maps a center to its atom index, or undefined for a Tv line.
 * A bond listed from both ends is kept once.
 */
export function parseConnectivity(
  ctx: TextContext,
  lines: readonly NumberedLine[],
  atomOfCenter: readonly (number | undefined)[],
): Connectivity {
  const seen = new Set<string>();
  const bonds: BondInput[] = [];
  const oddOrderLines: number[] = [];
  const center = (no: number, field: string | undefined): number | undefined => {
    const c = parseInteger(ctx, no, field, 'center number');
    if (c < 1 || c > atomOfCenter.length)
      fail(ctx, no, `center ${c} does not exist: the molecule has ${atomOfCenter.length} lines.`);
    return atomOfCenter[c - 1];
  };
  for (const line of lines) {
    const f = line.text.trim().split(/[\s,]+/);
    if (f.length % 2 === 0)
      fail(ctx, line.no, "expected 'center partner order partner order …' in the connectivity section.");
    const a = center(line.no, f[0]);
    for (let k = 1; k < f.length; k += 2) {
      const b = center(line.no, f[k]);
      const value = parseNumber(ctx, line.no, f[k + 1], 'bond order');
      const order = ORDERS.get(value);
      if (order === undefined) oddOrderLines.push(line.no);
      const key = a === undefined || b === undefined ? '' : `${Math.min(a, b)} ${Math.max(a, b)}`;
      if (key === '' || a === b || seen.has(key)) continue;
      seen.add(key);
      bonds.push({ a: a ?? 0, b: b ?? 0, order: order ?? BondOrder.Unknown });
    }
  }
  return { bonds, oddOrderLines };
}
