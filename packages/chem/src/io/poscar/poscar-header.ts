import type { Cell } from '../../core/cell.js';
import { cellFromVectors } from '../../core/cell.js';
import { atomicNumber } from '../../core/elements.js';
import { TopoForgeError } from '../../core/errors.js';
import type { Mat3, Vec3 } from '../../core/vec3.js';
import { cross, dot } from '../../core/vec3.js';
import type { TextContext } from '../text.js';
import { fail, fields, parseInteger, parseNumber, truncate } from '../text.js';

/** What lines 1–7 of a VASP 5 POSCAR say: the title, the scaled cell and one element per atom. */
export interface PoscarHeader {
  readonly title: string;
  readonly cell: Cell;
  /** Per-axis factors applied to the lattice vectors, also applied to Cartesian positions. */
  readonly scale: Vec3;
  readonly elements: readonly number[];
}

export function readHeader(lines: readonly string[], ctx: TextContext): PoscarHeader {
  const line = (n: number): string =>
    lines[n - 1] ??
    fail(
      ctx,
      Math.max(1, lines.length),
      `the file ends before the POSCAR header is complete (line ${n} is missing).`,
    );
  const raw = [3, 4, 5].map((n) => {
    const f = fields(line(n));
    return [0, 1, 2].map((k) => parseNumber(ctx, n, f[k], `lattice vector ${n - 2} component ${k + 1}`));
  }) as unknown as Mat3;
  const scale = scaling(fields(line(2)), raw, ctx);
  const vectors = raw.map((v, i) => v.map((x) => x * (scale[i as 0 | 1 | 2] ?? 1))) as unknown as Mat3;
  let cell: Cell;
  try {
    cell = cellFromVectors(vectors);
  } catch (e) {
    if (e instanceof TopoForgeError) fail(ctx, 3, e.message);
    throw e;
  }
  return {
    title: line(1).trim(),
    cell,
    scale: [scale[0], scale[1], scale[2]],
    elements: species(line(6), line(7), lines.length - 8, ctx),
  };
}

/**
 * Line 2: one factor for all vectors, or three (one per axis); a single negative value is the target
 * cell volume in Å³ (VASP manual, POSCAR), from which the factor follows.
 */
function scaling(f: readonly string[], raw: Mat3, ctx: TextContext): Vec3 {
  const values = f
    .slice(0, f.length >= 3 ? 3 : 1)
    .map((s, k) => parseNumber(ctx, 2, s, `scaling factor ${k + 1}`));
  const [s0] = values;
  if (s0 === undefined) return fail(ctx, 2, 'expected the scaling factor.');
  if (values.length === 3) {
    if (values.some((v) => v <= 0)) fail(ctx, 2, 'three scaling factors must all be positive.');
    return values as unknown as Vec3;
  }
  if (s0 === 0) fail(ctx, 2, 'the scaling factor must not be 0.');
  if (s0 > 0) return [s0, s0, s0];
  const volume = Math.abs(dot(raw[0], cross(raw[1], raw[2])));
  if (!(volume > 0))
    fail(ctx, 3, 'the lattice vectors are degenerate, so a target volume cannot be applied.');
  const s = Math.cbrt(-s0 / volume);
  return [s, s, s];
}

/** Lines 6 and 7: element symbols and counts. A numeric line 6 is VASP 4, which lacks the symbols. */
function species(symbolsLine: string, countsLine: string, room: number, ctx: TextContext): number[] {
  const symbols = fields(symbolsLine);
  if (symbols.length > 0 && symbols.every((s) => /^\d+$/.test(s))) {
    fail(
      ctx,
      6,
      'this looks like a VASP 4 POSCAR (line 6 has counts, not element symbols). Add a line of element symbols (VASP 5 format) above the counts.',
    );
  }
  if (symbols.length === 0) fail(ctx, 6, 'expected element symbols on line 6 (VASP 5 format).');
  const counts = fields(countsLine);
  if (counts.length !== symbols.length) {
    fail(ctx, 7, `line 6 names ${symbols.length} species but line 7 gives ${counts.length} counts.`);
  }
  const elements: number[] = [];
  symbols.forEach((sym, k) => {
    // POTCAR-style names ("Fe_pv", "Si/a1b2c3") carry the element before '_' or '/'.
    const bare = sym.split(/[_/]/)[0] ?? '';
    const z = atomicNumber(bare);
    if (z === undefined || bare === '') fail(ctx, 6, `'${truncate(sym)}' is not an element symbol.`);
    const n = parseInteger(ctx, 7, counts[k], `atom count of ${truncate(sym)}`);
    if (n < 0) fail(ctx, 7, `the atom count of ${truncate(sym)} is negative.`);
    // One position line per atom must follow; checking first keeps a huge count from allocating.
    if (elements.length + n > room)
      fail(ctx, 7, `the counts add up to more atoms than the file has position lines.`);
    for (let i = 0; i < n; i++) elements.push(z);
  });
  if (elements.length === 0) fail(ctx, 7, 'the counts add up to no atoms.');
  return elements;
}
