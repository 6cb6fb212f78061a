import type { V3 } from './geometry.js';
import { add, apply } from './geometry.js';
import type { BenchAtom } from './pdb-records.js';
import { randomRotation, seededRandom } from './random.js';

/** TIP3P geometry (Jorgensen et al., J. Chem. Phys. 1983, 79, 926): r(OH) 0.9572 Å, HOH 104.52°. */
const R_OH = 0.9572;
const HALF_HOH = ((104.52 / 2) * Math.PI) / 180;
/** 3.1 Å per molecule: 18.015 g/mol / (N_A · 3.1³ Å³) = 1.004 g/cm³, liquid water's density. */
const SPACING = 3.1;
const H1: V3 = [R_OH * Math.sin(HALF_HOH), R_OH * Math.cos(HALF_HOH), 0];
const H2: V3 = [-R_OH * Math.sin(HALF_HOH), R_OH * Math.cos(HALF_HOH), 0];

/**
 * `count` randomly oriented water molecules on a cubic grid. The closest intermolecular H…H is
 * ≥ 3.1 − 2 × 0.957 = 1.19 Å, beyond the bonding cut-off 1.15 × (0.31 + 0.31) Å, so perception must
 * find exactly 2 bonds per molecule.
 */
export function waterBox(count: number): BenchAtom[] {
  const side = Math.ceil(Math.cbrt(count));
  const random = seededRandom(20240611);
  const atoms: BenchAtom[] = [];
  for (let m = 0; m < count; m++) {
    const o: V3 = [
      (m % side) * SPACING,
      (Math.floor(m / side) % side) * SPACING,
      Math.floor(m / side / side) * SPACING,
    ];
    const rot = randomRotation(random);
    const at = (name: string, element: string, p: V3): BenchAtom => ({
      name,
      element,
      residueName: 'HOH',
      residueNumber: m + 1,
      x: p[0],
      y: p[1],
      z: p[2],
    });
    atoms.push(at('O', 'O', o), at('H1', 'H', add(o, apply(rot, H1))), at('H2', 'H', add(o, apply(rot, H2))));
  }
  return atoms;
}
