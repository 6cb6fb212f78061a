import { elementByNumber, symbolOf } from '../../core/elements.js';
import { ChemError } from '../../core/errors.js';

/**
 * Merz–Kollman radii in Å, the radii the MK/RESP surface is scaled from (not the element table's vdW
 * radii, which are larger: C 1.77 there against 1.50 here). H, C, N, O: Singh & Kollman,
 * J. Comput. Chem. 1984, 5, 129. The other light elements (He–Cl) are the values of the MK point
 * selection of GAMESS (Besler, Merz & Kollman, J. Comput. Chem. 1990, 11, 431), the same table that
 * Gaussian's Pop=MK and the psi4 RESP plugin use.
 */
const MK_RADII: ReadonlyMap<number, number> = new Map([
  [1, 1.2],
  [2, 1.2],
  [3, 1.37],
  [4, 1.45],
  [5, 1.45],
  [6, 1.5],
  [7, 1.5],
  [8, 1.4],
  [9, 1.35],
  [10, 1.3],
  [11, 1.57],
  [12, 1.36],
  [13, 1.24],
  [14, 1.17],
  [15, 1.8],
  [16, 1.75],
  [17, 1.7],
]);

export interface MkRadius {
  readonly radius: number;
  /** 'merz-kollman' from the table above; 'element-table' when the element has no MK radius. */
  readonly source: 'merz-kollman' | 'element-table';
}

/**
 * The radius an MK surface is built from. Elements beyond Cl have no MK radius; they fall back to the
 * element table's vdW radius (Alvarez, Dalton Trans. 2013, 42, 8617), which callers must report.
 */
export function mkRadius(z: number): MkRadius {
  const mk = MK_RADII.get(z);
  if (mk !== undefined) return { radius: mk, source: 'merz-kollman' };
  const vdw = elementByNumber(z)?.vdwRadius;
  if (z === 0 || vdw === undefined || !(vdw > 0)) {
    throw new ChemError('unknown-element', `No van der Waals radius for element ${symbolOf(z)} (Z = ${z}).`);
  }
  return { radius: vdw, source: 'element-table' };
}
