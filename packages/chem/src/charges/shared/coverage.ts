import { ChemError } from '../../core/errors.js';
import { symbolOf } from '../../core/elements.js';
import type { Molecule } from '../../core/molecule.js';

/** Throws naming the elements and atoms (1-based) a method has no parameters for. */
export function requireElements(mol: Molecule, method: string, covered: (z: number) => boolean): void {
  const missing: number[] = [];
  for (let i = 0; i < mol.atomCount; i++) if (!covered(mol.elements[i] ?? 0)) missing.push(i);
  if (missing.length === 0) return;
  const symbols = [...new Set(missing.map((i) => symbolOf(mol.elements[i] ?? 0)))].join(', ');
  const atoms =
    missing
      .slice(0, 10)
      .map((i) => i + 1)
      .join(', ') + (missing.length > 10 ? ', …' : '');
  throw new ChemError(
    'invalid-molecule',
    `${method} has no parameters for ${symbols} (atoms ${atoms}).`,
    missing,
  );
}

/** Charge equalisation methods use Cartesian distances: refuse periodic structures and coincident atoms. */
export function requireFiniteMolecule(mol: Molecule, method: string): void {
  if (mol.cell) {
    throw new ChemError(
      'invalid-molecule',
      `${method} charges of periodic structures need Ewald sums, which TopoForge does not have yet.`,
    );
  }
}

/** Distance between atoms i and j in Å; throws when two atoms coincide. */
export function distance(mol: Molecule, i: number, j: number): number {
  const p = mol.positions;
  const r = Math.hypot(p[3 * i]! - p[3 * j]!, p[3 * i + 1]! - p[3 * j + 1]!, p[3 * i + 2]! - p[3 * j + 2]!);
  if (r < 1e-6) {
    throw new ChemError('invalid-molecule', `Atoms ${i + 1} and ${j + 1} are at the same position.`, [i, j]);
  }
  return r;
}
