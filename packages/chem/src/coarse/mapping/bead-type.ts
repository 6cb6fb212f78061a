import type { Molecule } from '../../core/molecule.js';
import type { BeadSize } from '../model.js';
import { findBlock } from '../data/building-blocks.js';
import type { AtomChemistry } from './atom-groups.js';
import { atomGroups } from './atom-groups.js';
import { fragmentKey } from './bead-chemistry.js';
import type { HeavyGraph } from './graph.js';
import { bondOrder } from './graph.js';
import type { PartitionBead } from './partition.js';

export interface BeadTyping {
  readonly martini3Type: string;
  readonly martini2Type: string;
  readonly block: string;
}

/** The key on a bead no cited block covers. */
export const FALLBACK_BLOCK = 'fallback:polarity-trend';

/** Martini 3 sizes: 4 heavy atoms → R, 3 → S, 2 or 1 → T (Souza 2021, mapping rules). */
export function beadSize(heavyCount: number): BeadSize {
  return heavyCount >= 4 ? 'R' : heavyCount === 3 ? 'S' : 'T';
}

// The atom labels are a whole-molecule property: computed once per heavy graph, shared by its beads.
const chemistryOf = new WeakMap<HeavyGraph, AtomChemistry>();

/**
 * Types a bead from the cited building blocks (../data/building-blocks.ts) by its fragment key;
 * otherwise by the published polarity trend the blocks follow (Souza 2021 Fig. 1: Q for charged, P/N
 * for O/N-bearing by polar-atom density, C for hydrocarbons, C5 aromatic, C4h unsaturated, C1
 * saturated), labelled d/a by O–H/N–H donors and O/N acceptors, and marked FALLBACK_BLOCK. A block
 * without a Martini 2.2 type takes the trend's Martini 2.2 type.
 */
export function typeBead(
  mol: Molecule,
  g: HeavyGraph,
  bead: PartitionBead,
  ring: boolean,
  charge: number,
): BeadTyping {
  let chem = chemistryOf.get(g);
  if (!chem) {
    chem = atomGroups(mol, g);
    chemistryOf.set(g, chem);
  }
  const key = fragmentKey(g, chem, bead, charge);
  const size = beadSize(key.heavy);
  const prefix3 = size === 'R' ? '' : size;
  const prefix2 = ring || size !== 'R' ? 'S' : '';
  const block = findBlock(key);
  const aromatic = bead.atoms.some((a) => g.aromatic[a] === 1);
  const trend =
    block?.martini2 === undefined ? fallback(mol, g, chem, bead.atoms, aromatic, charge) : undefined;
  return {
    martini3Type: prefix3 + (block?.martini3 ?? trend!.m3),
    martini2Type: prefix2 + (block?.martini2 ?? trend!.m2),
    block: block?.key ?? FALLBACK_BLOCK,
  };
}

function fallback(
  mol: Molecule,
  g: HeavyGraph,
  chem: AtomChemistry,
  heavy: readonly number[],
  aromatic: boolean,
  charge: number,
) {
  const polar = heavy.filter((a) => mol.elements[a] === 7 || mol.elements[a] === 8);
  const donor = polar.some((a) => chem.hydrogens[a]! > 0);
  const acceptor = polar.some((a) => mol.elements[a] === 8 || chem.hydrogens[a] === 0);
  if (Math.abs(charge) >= 0.5) return charge < 0 ? { m3: 'Q5n', m2: 'Qa' } : { m3: 'Q4p', m2: 'Qd' };
  if (polar.length === 0) {
    const halogen = heavy.some((a) => [9, 17, 35, 53].includes(mol.elements[a]!));
    if (halogen) return { m3: 'X2', m2: 'C4' };
    if (aromatic) return { m3: 'C5', m2: 'C4' };
    const multiple = heavy.some((a) =>
      g.nbrs[a]!.some((b) => bondOrder(g, mol.atomCount, a, b) > 1 && heavy.includes(b)),
    );
    return multiple ? { m3: 'C4h', m2: 'C3' } : { m3: 'C1', m2: 'C1' };
  }
  const label = donor && acceptor ? 'da' : donor ? 'd' : acceptor ? 'a' : '';
  const density = polar.length / heavy.length;
  // Martini 3's P classes are the H-bond-donating polar blocks; acceptor-only fragments are N (Souza 2021 Fig. 1).
  if (donor && density >= 0.5) return { m3: 'P2', m2: 'P2' };
  const m2 = label === 'da' ? 'Nda' : label === 'd' ? 'Nd' : label === 'a' ? 'Na' : 'N0';
  return { m3: (aromatic ? 'N6' : 'N4') + label, m2 };
}
