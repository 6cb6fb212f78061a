import { positionsToFractional } from '../../core/cell.js';
import { symbolOf } from '../../core/elements.js';
import { ChemError } from '../../core/errors.js';
import type { Molecule } from '../../core/molecule.js';
import type { WriteOptions } from '../format.js';

/**
 * Writes a VASP 5 POSCAR in Direct coordinates, scaling 1. Atoms keep their order: the species line
 * lists runs of equal elements (a symbol may repeat, "O Si O"), so reading the file back gives the
 * atoms in the same order. "Selective dynamics" is written when the structure has mobility flags.
 */
export function writePoscar(mol: Molecule, options: WriteOptions = {}): string {
  const cell = mol.cell;
  if (!cell)
    throw new ChemError('invalid-cell', 'A POSCAR file needs a periodic cell; this structure has none.');
  if (mol.atomCount === 0) throw new ChemError('invalid-molecule', 'A POSCAR file needs at least one atom.');
  const title = (options.title ?? mol.title).replace(/[\r\n]+/g, ' ').trim() || 'TopoForge';
  const runs = runsOf(mol.elements);
  const num = (v: number | undefined): string => (v ?? 0).toFixed(12).padStart(20);
  const lines = [title, '1.0', ...cell.vectors.map((v) => v.map(num).join(''))];
  lines.push(runs.map((r) => symbolOf(r.element).padStart(5)).join(''));
  lines.push(runs.map((r) => String(r.count).padStart(5)).join(''));
  const mobility = mol.mobility;
  if (mobility) lines.push('Selective dynamics');
  lines.push('Direct');
  const f = positionsToFractional(cell, mol.positions);
  for (let i = 0; i < mol.atomCount; i++) {
    const xyz = [f[3 * i], f[3 * i + 1], f[3 * i + 2]].map(num).join('');
    const tf = mobility ? ' ' + [0, 1, 2].map((k) => (mobility[3 * i + k] ? 'T' : 'F')).join(' ') : '';
    lines.push(xyz + tf);
  }
  return lines.join('\n') + '\n';
}

function runsOf(elements: Uint8Array): { element: number; count: number }[] {
  const runs: { element: number; count: number }[] = [];
  for (const e of elements) {
    const last = runs[runs.length - 1];
    if (last && last.element === e) last.count++;
    else runs.push({ element: e, count: 1 });
  }
  return runs;
}
