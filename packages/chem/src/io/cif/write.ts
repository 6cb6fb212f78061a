import { positionsToFractional, toCartesian } from '../../core/cell.js';
import { ChemError } from '../../core/errors.js';
import { symbolOf } from '../../core/elements.js';
import type { Molecule } from '../../core/molecule.js';
import type { WriteOptions } from '../format.js';

/**
 * Writes a P 1 CIF: cell, the identity operator, one atom site per atom (label, type symbol,
 * fractional x y z, occupancy, and _atom_site_charge when the structure has partial charges), and
 * the bonds, when there are any, as a _geom_bond loop with symmetry codes.
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
  return [...lines, ...geomBondLines(mol, labels)].join('\n') + '\n';
}

/**
 * The bonds as a `_geom_bond` loop: the two site labels, the distance (Å, to the image the bond
 * joins) and the symmetry codes — `.` for atom 1 and, for atom 2, `.` in the home cell or `1_klm`
 * for operator 1 (x, y, z) translated by (k−5, l−5, m−5) — so that reading the file back gives the
 * same bonds with the same periodic images. A code has one digit per axis, so images beyond ±4
 * cells (atoms far outside the cell) are refused, naming the bond.
 */
function geomBondLines(mol: Molecule, labels: readonly string[]): string[] {
  const { bonds, cell, positions: p } = mol;
  if (bonds.count === 0 || !cell) return [];
  const lines = [
    'loop_',
    '_geom_bond_atom_site_label_1',
    '_geom_bond_atom_site_label_2',
    '_geom_bond_distance',
    '_geom_bond_site_symmetry_1',
    '_geom_bond_site_symmetry_2',
  ];
  for (let k = 0; k < bonds.count; k++) {
    const [a, b] = [bonds.a[k]!, bonds.b[k]!];
    const image = [0, 1, 2].map((d) => bonds.image?.[3 * k + d] ?? 0) as [number, number, number];
    if (image.some((v) => Math.abs(v) > 4)) {
      throw new ChemError(
        'invalid-molecule',
        `Bond ${a + 1}–${b + 1} joins atoms ${image.join(', ')} cells apart; a CIF symmetry code reaches 4 cells. Wrap the structure into its cell first.`,
        [a, b],
      );
    }
    const t = toCartesian(cell, image);
    const d = Math.hypot(...[0, 1, 2].map((i) => p[3 * b + i]! + t[i]! - p[3 * a + i]!));
    const code = image.every((v) => v === 0) ? '.' : `1_${image.map((v) => v + 5).join('')}`;
    lines.push(`${(labels[a] ?? '').padEnd(8)} ${(labels[b] ?? '').padEnd(8)} ${d.toFixed(5)} . ${code}`);
  }
  return lines;
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
