import { BondOrder } from '../core/bond-order.js';
import type { Diagnostic } from '../core/diagnostics.js';
import type { Molecule } from '../core/molecule.js';
import { withBonds } from '../core/molecule.js';
import type { PerceptionResult } from './bond-orders.js';
import { assignBondOrders } from './bond-orders.js';
import { bondsFromDistances } from './bonds-from-distances.js';
import { applyBondRules } from './metal-ligand.js';
import { withMinimumImageBonds } from './minimum-image-bonds.js';

/**
 * The perception pipeline every caller runs after reading a structure (docs/ARCHITECTURE.md, step 1):
 * 1. no bonds and more than one atom (xyz, cif, pdb without CONECT): bonds from distances,
 *    `factor` × the summed covalent radii (spec 000 §9, default 1.15);
 * 2. every bond of unknown order, or none at all (those, and pdb CONECT bonds): bond orders and formal charges
 *    (bond-orders.ts), to the requested `totalCharge` when one is given.
 * Orders the file gave (single, double, aromatic, amide) are kept as they are, and so are its charges.
 * Pure: no I/O, the input is not modified.
 */
export interface PerceiveOptions {
  readonly factor?: number;
  readonly totalCharge?: number;
}

export function perceive(mol: Molecule, options: PerceiveOptions = {}): PerceptionResult {
  const diagnostics: Diagnostic[] = [];
  let current = mol;
  if (current.bonds.count === 0 && current.atomCount > 1) {
    const found = bondsFromDistances(current, options.factor === undefined ? {} : { factor: options.factor });
    for (const item of found.diagnostics) diagnostics.push(item);
    // In a crystal the metal rules decide which metal contacts are bonds (paddlewheel M–M, metal–H).
    const ruled = current.cell ? applyBondRules(current, found.bonds) : undefined;
    for (const item of ruled?.diagnostics ?? []) diagnostics.push(item);
    current = withBonds(current, ruled?.bonds ?? found.bonds);
  } else {
    // A crystal file that lists bonds without image flags (mol2 CRYSIN, pdb CRYST1 + CONECT).
    current = withMinimumImageBonds(current);
  }
  // With no bonds at all this still runs: isolated halides become X⁻, as a salt's ions should.
  if (current.atomCount > 0 && current.bonds.order.every((o) => o === BondOrder.Unknown)) {
    const assigned = assignBondOrders(
      current,
      options.totalCharge === undefined ? {} : { totalCharge: options.totalCharge },
    );
    for (const item of assigned.diagnostics) diagnostics.push(item);
    current = assigned.molecule;
  } else if (current.bonds.order.some((o) => o === BondOrder.Unknown)) {
    diagnostics.push({
      severity: 'warning',
      code: 'perception-partial-orders',
      message:
        'Some bonds have no order while others do; the given orders were kept and the others read as single.',
    });
  }
  return { molecule: current, diagnostics };
}
