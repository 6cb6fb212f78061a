import { toCartesian } from '../../core/cell.js';
import { MoleculeBuilder } from '../../core/molecule.js';
import type { Vec3 } from '../../core/vec3.js';
import type { ReadOptions, ReadResult } from '../format.js';
import type { TextContext } from '../text.js';
import { fail, fields, parseNumber, splitLines, truncate } from '../text.js';
import type { PoscarHeader } from './poscar-header.js';
import { readHeader } from './poscar-header.js';

/**
 * VASP 5 POSCAR / CONTCAR: title, scaling, lattice, symbols, counts, optional "Selective dynamics",
 * "Direct" or "Cartesian" (first letter, any case; K as in VASP means Cartesian), then one position per
 * atom with optional T/F flags (→ Molecule.mobility). Anything after the positions (velocities,
 * predictor–corrector data) is ignored.
 */
export function readPoscar(text: string, options: ReadOptions = {}): ReadResult {
  const ctx: TextContext = { format: 'poscar', fileName: options.fileName };
  const lines = splitLines(text);
  const header = readHeader(lines, ctx);
  let n = 8;
  const selective = /^\s*s/i.test(lines[n - 1] ?? '');
  if (selective) n++;
  const mode = lines[n - 1]?.trim()[0]?.toLowerCase();
  if (mode === undefined)
    fail(ctx, Math.min(n, lines.length), `expected 'Direct' or 'Cartesian' on line ${n}.`);
  if (!'dck'.includes(mode))
    fail(ctx, n, `expected 'Direct' or 'Cartesian', found '${truncate(lines[n - 1]?.trim() ?? '')}'.`);
  const builder = new MoleculeBuilder(header.title).setCell(header.cell);
  header.elements.forEach((element, i) => {
    const lineNo = n + 1 + i;
    const line = lines[lineNo - 1];
    if (line === undefined)
      fail(ctx, lines.length, `the file ends after ${i} of ${header.elements.length} positions.`);
    const f = fields(line);
    const v = [0, 1, 2].map((k) =>
      parseNumber(ctx, lineNo, f[k], `coordinate ${k + 1} of atom ${i + 1}`),
    ) as unknown as Vec3;
    const [x, y, z] = mode === 'd' ? toCartesian(header.cell, v) : scaled(v, header);
    builder.addAtom({
      element,
      x,
      y,
      z,
      ...(selective ? { mobility: flags(f.slice(3, 6), lineNo, ctx) } : {}),
    });
  });
  return { molecules: [builder.build()], diagnostics: [] };
}

/** Cartesian positions are scaled like the lattice vectors (VASP manual, POSCAR). */
const scaled = (v: Vec3, h: PoscarHeader): Vec3 => [v[0] * h.scale[0], v[1] * h.scale[1], v[2] * h.scale[2]];

function flags(f: readonly string[], line: number, ctx: TextContext): [boolean, boolean, boolean] {
  const out = f.map((s) => {
    const c = s.toUpperCase()[0];
    if (c !== 'T' && c !== 'F')
      fail(ctx, line, `expected T or F selective-dynamics flags, found '${truncate(f.join(' '))}'.`);
    return c === 'T';
  });
  if (out.length !== 3) fail(ctx, line, 'selective dynamics needs three T/F flags after the coordinates.');
  return out as [boolean, boolean, boolean];
}
