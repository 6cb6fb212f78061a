import { ChemError } from '../../core/errors.js';
import type { Molecule } from '../../core/molecule.js';
import { withBonds, withFormalCharges } from '../../core/molecule.js';
import { symmetryClasses } from '../../perception/symmetry.js';
import { bccAtomTypes } from './bcc-atom-types.js';
import { bccBondTypes } from './bcc-bond-types.js';
import { bccGraph } from './bcc-graph.js';
import { bccAromaticity } from './bcc-rings.js';
import { BCC_TABLE } from './bcc-table.js';

export interface BccAssignment {
  /** BCC atom type per atom (11 … 91). */
  readonly atomTypes: Uint8Array;
  /** BCC bond type per bond (1, 2, 3, 6, 7, 8, 9). */
  readonly bondTypes: Uint8Array;
  /** Per-atom charge correction, e; sums to zero. */
  readonly corrections: Float64Array;
  /** Bonds whose (type, type, bond type) triple is not in the table: they contribute nothing. */
  readonly unparameterised: readonly number[];
}

const key = (t1: number, t2: number, bond: number): number => (t1 * 100 + t2) * 100 + bond;
const TABLE = new Map(BCC_TABLE.map(([t1, t2, bond, value]) => [key(t1, t2, bond), value]));

/**
 * Types every atom and bond and sums the bond charge corrections onto the atoms. The molecule needs
 * explicit hydrogens and bond orders (aromatic bonds are kekulised). Like antechamber's am1bcc, a
 * bond missing from the table contributes zero; it is listed in `unparameterised`.
 */
export function bccAssignment(mol: Molecule): BccAssignment {
  const g = bccGraph(mol);
  const arom = bccAromaticity(g);
  const bondTypes = bccBondTypes(g, arom);
  const atomTypes = bccAtomTypes(g, arom, bondTypes);
  const corrections = new Float64Array(mol.atomCount);
  const unparameterised: number[] = [];
  const { a, b, count } = g.mol.bonds;
  for (let k = 0; k < count; k++) {
    // The table is keyed lower type first; its value goes to that atom and leaves the other.
    const [lo, hi] = atomTypes[a[k]!]! <= atomTypes[b[k]!]! ? [a[k]!, b[k]!] : [b[k]!, a[k]!];
    const value = TABLE.get(key(atomTypes[lo]!, atomTypes[hi]!, bondTypes[k]!));
    if (value === undefined) {
      unparameterised.push(k);
      continue;
    }
    corrections[lo]! += value;
    corrections[hi]! -= value;
  }
  return { atomTypes, bondTypes, corrections, unparameterised };
}

/** Per-atom AM1-BCC corrections (e), summing to zero. */
export function bccCorrections(mol: Molecule): Float64Array {
  return bccAssignment(mol).corrections;
}

/**
 * AM1-BCC charges from AM1 charges: q = q(AM1) + BCC, then averaged over topologically equivalent
 * atoms (symmetryAverage), as the published model does (Jakalian et al. 2002; OpenEye's AM1BCCSym,
 * antechamber's default -eq 1), so that methyl hydrogens or carboxylate oxygens carry one charge
 * whatever conformation the AM1 calculation saw. Averaging within classes keeps the total charge.
 */
export function am1bccFromAm1(mol: Molecule, am1Charges: Float64Array): Float64Array {
  if (am1Charges.length !== mol.atomCount) {
    throw new ChemError(
      'invalid-molecule',
      `Expected ${mol.atomCount} AM1 charges, got ${am1Charges.length}.`,
    );
  }
  const corrections = bccCorrections(mol);
  const charges = am1Charges.map((q, i) => q + corrections[i]!);
  return symmetryAverage(mol, charges);
}

/**
 * Replaces each charge by the mean over its symmetry class, classes taken on the bare connectivity
 * (elements and bonds, orders and formal charges ignored) as antechamber's "-eq 1" does: the two
 * oxygens of a carboxylate or a nitro group, written C=O and C–O⁻, are one class, and so are the
 * carbons of a Kekulé benzene.
 */
export function symmetryAverage(mol: Molecule, charges: Float64Array): Float64Array {
  const bare = withFormalCharges(
    withBonds(mol, { ...mol.bonds, order: new Uint8Array(mol.bonds.count).fill(1) }),
    new Int8Array(mol.atomCount),
  );
  const classes = symmetryClasses(bare);
  const sum = new Map<number, number>();
  const count = new Map<number, number>();
  classes.forEach((c, i) => {
    sum.set(c, (sum.get(c) ?? 0) + charges[i]!);
    count.set(c, (count.get(c) ?? 0) + 1);
  });
  return Float64Array.from(classes, (c) => sum.get(c)! / count.get(c)!);
}
