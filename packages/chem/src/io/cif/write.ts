import { positionsToFractional } from '../../core/cell.js';
import { ChemError } from '../../core/errors.js';
import { symbolOf } from '../../core/elements.js';
import type { Molecule } from '../../core/molecule.js';
import type { WriteOptions } from '../format.js';

/**
 * Writes a P 1 CIF: cell, the identity operator, and one atom site per atom (label, type symbol,
 * fractional x y z, occupancy, and _atom_site_charge when the structure has partial charges).
 * Fractional coordinates are written as they are, not wrapped, with 8 decimals (≈1e-7 Å for a
 * 10 Å cell) so that reading the file back gives the same positions.
 */
export function writeCif(mol: Molecule, options: WriteOptions = {}): string {
  const cell = mol.cell;
  if (!cell)
    throw new ChemError('invalid-cell', 'A CIF file needs a periodic cell; this structure has none.');
  const p = cell.parameters;
  const title = (options.title ?? mol.title).trim();
  const f = positionsToFractional(cell, mol.positions);
  const labels = uniqueLabels(mol);
  const lines = [
    `data_${title.replace(/\s+/g, '_') || 'topoforge'}`,
    `_symmetry_space_group_name_H-M   'P 1'`,
    '_symmetry_Int_Tables_number      1',
    `_cell_length_a                   ${p.a.toFixed(6)}`,
    `_cell_length_b                   ${p.b.toFixed(6)}`,
    `_cell_length_c                   ${p.c.toFixed(6)}`,
    `_cell_angle_alpha                ${p.alpha.toFixed(6)}`,
    `_cell_angle_beta                 ${p.beta.toFixed(6)}`,
    `_cell_angle_gamma                ${p.gamma.toFixed(6)}`,
    'loop_',
    '_symmetry_equiv_pos_as_xyz',
    "'x, y, z'",
    'loop_',
    '_atom_site_label',
    '_atom_site_type_symbol',
    '_atom_site_fract_x',
    '_atom_site_fract_y',
    '_atom_site_fract_z',
    '_atom_site_occupancy',
    ...(mol.partialCharges ? ['_atom_site_charge'] : []),
  ];
  for (let i = 0; i < mol.atomCount; i++) {
    const xyz = [f[3 * i], f[3 * i + 1], f[3 * i + 2]].map((v) => (v ?? 0).toFixed(8).padStart(12));
    const occ = (mol.occupancy?.[i] ?? 1).toFixed(4);
    const charge = mol.partialCharges ? ` ${(mol.partialCharges[i] ?? 0).toFixed(6).padStart(10)}` : '';
    lines.push(
      `${(labels[i] ?? '').padEnd(8)} ${symbolOf(mol.elements[i] ?? 0).padEnd(3)} ${xyz.join(' ')} ${occ}${charge}`,
    );
  }
  return lines.join('\n') + '\n';
}

/**
 * Atom names become labels when they are usable CIF words (no whitespace or quotes, not starting with
 * '_', '#', '$', ';', '[' or ']', not a reserved word) and unique; otherwise element symbol + number.
 */
function uniqueLabels(mol: Molecule): string[] {
  const usable = (s: string): boolean =>
    /^[^\s'"_#$;[\]][^\s'"]*$/.test(s) &&
    !/^(data_|save_|loop_$|global_$|stop_$)/i.test(s) &&
    s !== '?' &&
    s !== '.';
  const seen = new Set<string>();
  return mol.names.map((name, i) => {
    let label = usable(name) && !seen.has(name) ? name : `${symbolOf(mol.elements[i] ?? 0)}${i + 1}`;
    for (let k = 2; seen.has(label); k++) label = `${symbolOf(mol.elements[i] ?? 0)}${i + 1}_${k}`;
    seen.add(label);
    return label;
  });
}
