import { symbolOf } from '../../core/elements.js';
import type { Molecule } from '../../core/molecule.js';
import type { BeadSize } from '../model.js';
import { findBlock } from '../data/building-blocks.js';
import type { HeavyGraph } from './graph.js';
import { bondOrder } from './graph.js';
import type { PartitionBead } from './partition.js';

export interface BeadTyping {
  readonly martini3Type: string;
  readonly martini2Type: string;
  readonly block: string;
}

/** Martini 3 sizes: 4 heavy atoms → R, 3 → S, 2 or 1 → T (Souza 2021, mapping rules). */
export function beadSize(heavyCount: number): BeadSize {
  return heavyCount >= 4 ? 'R' : heavyCount === 3 ? 'S' : 'T';
}

/**
 * Types a bead from the cited building blocks; otherwise by the published polarity trend the blocks follow
 * (Souza 2021 Fig. 1: Q for charged, P/N for O/N-bearing by polar-atom density, C for hydrocarbons,
 * C5 aromatic, C4h unsaturated, C1 saturated), labelled d/a by O–H/N–H donors and O/N acceptors.
 */
export function typeBead(
  mol: Molecule,
  g: HeavyGraph,
  bead: PartitionBead,
  ring: boolean,
  charge: number,
): BeadTyping {
  const heavy = bead.atoms;
  const weightOf = (k: number) => bead.weights?.[k] ?? 1;
  const size = beadSize(Math.round(heavy.reduce((s, _, k) => s + weightOf(k), 0)));
  const prefix3 = size === 'R' ? '' : size;
  const prefix2 = ring || size !== 'R' ? 'S' : '';
  // A ½-shared atom counts half: two halves of the same element make one atom of the fragment.
  const halves = heavy
    .filter((_, k) => weightOf(k) < 1)
    .map((a) => symbolOf(mol.elements[a]!))
    .sort();
  const symbols = [
    ...heavy.filter((_, k) => weightOf(k) === 1).map((a) => symbolOf(mol.elements[a]!)),
    ...halves.filter((_, k) => k % 2 === 0),
  ]
    .sort()
    .join('');
  const hs = Math.round(heavy.reduce((s, a, k) => s + weightOf(k) * hydrogensOn(mol, g, a), 0));
  const aromatic = heavy.some((a) => aromaticAtom(mol, g, a));
  const block = findBlock(symbols, hs, aromatic, Math.round(charge));
  if (block)
    return {
      martini3Type: prefix3 + block.martini3,
      martini2Type: prefix2 + block.martini2,
      block: block.key,
    };
  const f = fallback(mol, g, heavy, aromatic, charge);
  return { martini3Type: prefix3 + f.m3, martini2Type: prefix2 + f.m2, block: 'fallback:polarity-trend' };
}

function hydrogensOn(mol: Molecule, g: HeavyGraph, a: number): number {
  let n = 0;
  for (let h = 0; h < mol.atomCount; h++) if (g.hostOf[h] === a) n++;
  return n;
}

function aromaticAtom(_mol: Molecule, g: HeavyGraph, a: number): boolean {
  return g.aromatic[a] === 1;
}

function fallback(mol: Molecule, g: HeavyGraph, heavy: readonly number[], aromatic: boolean, charge: number) {
  const polar = heavy.filter((a) => mol.elements[a] === 7 || mol.elements[a] === 8);
  const donor = polar.some((a) => hydrogensOn(mol, g, a) > 0);
  const acceptor = polar.some((a) => mol.elements[a] === 8 || hydrogensOn(mol, g, a) === 0);
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
  if (donor && density >= 0.5)
    return { m3: (donor ? 'P2' : 'P1') + (donor ? '' : label), m2: donor ? 'P2' : 'P1' };
  const m2 = label === 'da' ? 'Nda' : label === 'd' ? 'Nd' : label === 'a' ? 'Na' : 'N0';
  return { m3: (aromatic ? 'N6' : 'N4') + label, m2 };
}
