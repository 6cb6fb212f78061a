import { symbolOf } from '../../core/elements.js';
import type { Molecule } from '../../core/molecule.js';
import type { WriteOptions } from '../format.js';
import { quoteValue } from './key-values.js';

/**
 * Writes one frame. Without a cell: plain XYZ (count, title, 'symbol x y z'). With a cell: extended
 * XYZ, whose comment line carries `Lattice` (vectors as rows, Å), `Properties` (species, pos, and
 * charges when the molecule has partial charges), `pbc="T T T"` and the title as a `title` key.
 * Coordinates are written with 6 decimals (1e-6 Å).
 */
export function writeXyz(mol: Molecule, options: WriteOptions = {}): string {
  const title = (options.title ?? mol.title).replace(/[\r\n]+/g, ' ');
  const charges = mol.cell ? mol.partialCharges : undefined;
  const lines = [
    String(mol.atomCount),
    mol.cell ? extendedComment(mol, title, charges !== undefined) : title,
  ];
  for (let i = 0; i < mol.atomCount; i++) {
    const xyz = [0, 1, 2].map((k) => number(mol.positions[3 * i + k] ?? 0, 6, 12)).join(' ');
    const q = charges ? ` ${number(charges[i] ?? 0, 6, 10)}` : '';
    lines.push(`${symbolOf(mol.elements[i] ?? 0).padEnd(2)} ${xyz}${q}`);
  }
  return `${lines.join('\n')}\n`;
}

function extendedComment(mol: Molecule, title: string, withCharges: boolean): string {
  const lattice = (mol.cell?.vectors ?? []).flatMap((row) => row.map((v) => number(v, 8, 0))).join(' ');
  const properties = `species:S:1:pos:R:3${withCharges ? ':charges:R:1' : ''}`;
  const titleKey = title.trim() === '' ? '' : ` title=${quoteValue(title.trim())}`;
  return `Lattice="${lattice}" Properties=${properties} pbc="T T T"${titleKey}`;
}

/** Fixed decimals, right-aligned; negative zero prints as zero. */
const number = (v: number, decimals: number, width: number): string =>
  (v === 0 ? 0 : v).toFixed(decimals).padStart(width);
