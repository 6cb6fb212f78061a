import type { Molecule } from '@topoforge/chem';
import { ANGSTROM_PER_BOHR, ChemError, symbolOf } from '@topoforge/chem';

/**
 * A Turbomole `coord` file (bohr), the input xtb reads without unit guessing. Writing bohr ourselves
 * puts the molecule and the ESP grid (also bohr, xtbEspGrid) in one frame with one conversion factor.
 */
export function xtbCoord(mol: Molecule): string {
  const lines = ['$coord'];
  for (let i = 0; i < mol.atomCount; i++) {
    const z = mol.elements[i]!;
    if (z < 1 || z > 86) {
      throw new ChemError('unknown-element', `xtb (GFN1) has no parameters for ${symbolOf(z)}.`, [i]);
    }
    const xyz = [0, 1, 2].map((k) => bohr(mol.positions[3 * i + k]!));
    lines.push(`${xyz.join(' ')} ${symbolOf(z).toLowerCase()}`);
  }
  lines.push('$end');
  return lines.join('\n') + '\n';
}

/** ESP points for xtb's `esp_coord` file: one "x y z" line per point, bohr. */
export function xtbEspGrid(pointsAngstrom: Float64Array): string {
  const lines: string[] = [];
  for (let i = 0; i < pointsAngstrom.length; i += 3) {
    lines.push(`${bohr(pointsAngstrom[i]!)} ${bohr(pointsAngstrom[i + 1]!)} ${bohr(pointsAngstrom[i + 2]!)}`);
  }
  return lines.join('\n') + '\n';
}

const bohr = (angstrom: number): string => (angstrom / ANGSTROM_PER_BOHR).toFixed(10);
