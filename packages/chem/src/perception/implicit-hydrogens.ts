import type { Adjacency, Molecule } from '../core/molecule.js';
import { angleSum, bondAngles, shortestHeavyRatio } from './atom-geometry.js';

export interface GeometryView {
  readonly mol: Molecule;
  readonly adj: Adjacency;
  readonly ratio: Float64Array;
  readonly degree: Uint32Array;
}

/**
 * Whether a component's hydrogens are implicit (a PDB or CIF without H positions): it has no
 * hydrogen atom, and some C, N or O has fewer neighbours than its shape needs — a pyramidal or bent
 * carbon, a terminal carbon or nitrogen at single- or double-bond length (or a terminal
 * C≡C: ethyne, not the acetylide), a terminal O at single-bond length. Hydrogen-free molecules that need no hydrogens (CO, CO₂, N₂, CCl₄, C₆₀,
 * graphene, tetracyanoethylene) are then read by degree like any other, which keeps C≡O⁺'s C⁻.
 */
export function hydrogensAreImplicit(view: GeometryView, atoms: readonly number[]): boolean {
  const { mol } = view;
  if (atoms.some((i) => mol.elements[i] === 1)) return false;
  return atoms.some((i) => lacksHydrogen(view, i));
}

function lacksHydrogen(view: GeometryView, i: number): boolean {
  const { mol, adj, ratio, degree } = view;
  const z = mol.elements[i]!;
  const d = degree[i]!;
  if (d === 0 || (z !== 6 && z !== 7 && z !== 8)) return false;
  const short = shortestHeavyRatio(mol, adj, i, ratio);
  if (d === 1 && z === 8) return terminalOxygenLacksHydrogen(mol, view.adj, i, ratio);
  if (d === 1 && z === 6)
    return short > 0.84 || !isNitrogenOrOxygen(mol.elements[view.adj.neighbours[view.adj.start[i]!]!]!);
  if (d === 1) return short > 0.84;
  const angles = bondAngles(mol, adj, i);
  if (z === 6 && d === 3) return angleSum(angles) < 345;
  if (z === 6 && d === 2) return (angles[0] ?? 180) < 150;
  if (z === 7 && d === 2) return short > 0.95;
  return false;
}

/** C≡O⁺ and isocyanide C⁻≡N⁺ are the terminal carbons at triple-bond length that carry no hydrogen. */
const isNitrogenOrOxygen = (z: number): boolean => z === 7 || z === 8;

/**
 * A terminal O at single-bond length is an OH. Where single ends depends on the partner: C–OH
 * 1.31–1.36 Å vs carboxylate 1.25–1.27 (ratio 0.915); N-oxide and nitro N–O 1.22–1.35 vs N–OH 1.42
 * (1.0); S/P–OH 1.57 vs S=O, P=O, sulfonate and phosphate O 1.43–1.52 (0.89).
 */
export function terminalOxygenLacksHydrogen(
  mol: Molecule,
  adj: Adjacency,
  i: number,
  ratio: Float64Array,
): boolean {
  const e = adj.start[i]!;
  const z = mol.elements[adj.neighbours[e]!];
  const limit = z === 6 ? 0.915 : z === 7 ? 1.0 : 0.89;
  return ratio[adj.bondOf[e]!]! > limit;
}
