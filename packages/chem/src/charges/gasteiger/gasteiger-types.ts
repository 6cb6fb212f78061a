import { BondOrder } from '../../core/bond-order.js';
import type { Adjacency, Molecule } from '../../core/molecule.js';
import { adjacency } from '../../core/molecule.js';
import type { AromaticFlags } from '../../perception/aromaticity.js';
import { perceiveAromaticity } from '../../perception/aromaticity.js';
import { requireElements } from '../shared/coverage.js';
import type { GasteigerType } from './gasteiger-data.js';

/** Elements with Gasteiger parameters (gasteiger-data.ts). */
export const GASTEIGER_ELEMENTS: ReadonlySet<number> = new Set([1, 6, 7, 8, 9, 13, 15, 16, 17, 35, 53]);

/** Bond-order counts around one atom. */
interface Bonding {
  readonly degree: number;
  /** In an aromatic ring (perceived), whatever Kekulé bonds were read. */
  readonly aromatic: boolean;
  readonly double: number;
  readonly triple: number;
  /** Aromatic or amide bonds: π bonds shared with a neighbour. */
  readonly delocalised: number;
}

function bonding(mol: Molecule, adj: Adjacency, atom: number, aromatic: AromaticFlags): Bonding {
  let double = 0;
  let triple = 0;
  let delocalised = 0;
  const from = adj.start[atom] ?? 0;
  const to = adj.start[atom + 1] ?? 0;
  for (let k = from; k < to; k++) {
    const order = mol.bonds.order[adj.bondOf[k] ?? 0];
    if (order === BondOrder.Double) double++;
    else if (order === BondOrder.Triple) triple++;
    else if (order === BondOrder.Aromatic || order === BondOrder.Amide) delocalised++;
  }
  return { degree: to - from, aromatic: aromatic.atoms[atom] === 1, double, triple, delocalised };
}

/** 3 = sp3, 2 = sp2, 1 = sp, from the bonds: a triple bond or two double bonds make sp. */
function hybridisation(b: Bonding): 1 | 2 | 3 {
  if (b.triple > 0 || b.double > 1) return 1;
  return b.double > 0 || b.delocalised > 0 || b.aromatic ? 2 : 3;
}

/** A neighbour of `atom` that carries a double, triple or aromatic bond (a π neighbour). */
function hasPiNeighbour(adj: Adjacency, atom: number, bonds: readonly Bonding[]): boolean {
  for (let k = adj.start[atom] ?? 0; k < (adj.start[atom + 1] ?? 0); k++) {
    const nb = bonds[adj.neighbours[k] ?? 0];
    if (nb && hybridisation(nb) < 3) return true;
  }
  return false;
}

function terminalOxygens(mol: Molecule, adj: Adjacency, atom: number, bonds: readonly Bonding[]): number {
  let count = 0;
  for (let k = adj.start[atom] ?? 0; k < (adj.start[atom + 1] ?? 0); k++) {
    const nb = adj.neighbours[k] ?? 0;
    if (mol.elements[nb] === 8 && bonds[nb]?.degree === 1) count++;
  }
  return count;
}

function nitrogenType(mol: Molecule, adj: Adjacency, atom: number, bonds: readonly Bonding[]): GasteigerType {
  const b = bonds[atom]!;
  const hyb = hybridisation(b);
  if (hyb === 1) return 'N.sp';
  if (isAmideN(mol, adj, atom)) return 'N.planar';
  if (hyb === 2) return 'N.sp2';
  if (b.degree === 4 || mol.formalCharges[atom] !== 0) return 'N.sp3+';
  return hasPiNeighbour(adj, atom, bonds) ? 'N.planar' : 'N.sp3';
}

function isAmideN(mol: Molecule, adj: Adjacency, atom: number): boolean {
  for (let k = adj.start[atom] ?? 0; k < (adj.start[atom + 1] ?? 0); k++) {
    if (mol.bonds.order[adj.bondOf[k] ?? 0] === BondOrder.Amide) return true;
  }
  return false;
}

function atomType(
  mol: Molecule,
  adj: Adjacency,
  atom: number,
  bonds: readonly Bonding[],
): GasteigerType | undefined {
  const hyb = hybridisation(bonds[atom]!);
  switch (mol.elements[atom]) {
    case 1:
      return 'H';
    case 6:
      return hyb === 3 ? 'C.sp3' : hyb === 2 ? 'C.sp2' : 'C.sp';
    case 7:
      return nitrogenType(mol, adj, atom, bonds);
    case 8:
      // As Open Babel: an O bonded to a π atom (acid OH, phenol, ester, nitro O⁻) is trigonal.
      return hyb === 3 && !hasPiNeighbour(adj, atom, bonds) ? 'O.sp3' : 'O.sp2';
    case 9:
      return 'F';
    case 13:
      return 'Al';
    case 15:
      return 'P';
    case 16:
      return terminalOxygens(mol, adj, atom, bonds) > 1 ? 'S.oxo2' : 'S';
    case 17:
      return 'Cl';
    case 35:
      return 'Br';
    case 53:
      return 'I';
    default:
      return undefined;
  }
}

/**
 * Gasteiger atom types from the bond graph. Hybridisation comes from the bond orders as read or
 * perceived (aromatic and amide bonds count as π bonds; atoms of rings that perception finds
 * aromatic are sp2 whatever Kekulé structure was read, so pyrrole's NH is sp2 N as in Open Babel). N follows Open Babel's distinctions: an
 * sp3 N with four neighbours or a formal charge is ammonium-like; an amine N bonded to a π atom
 * (aniline, amide, enamine) is planar. Throws naming the atoms whose element has no parameters
 * (every element of GASTEIGER_ELEMENTS has a type below).
 */
export function gasteigerTypes(mol: Molecule): GasteigerType[] {
  requireElements(mol, 'Gasteiger', (z) => GASTEIGER_ELEMENTS.has(z));
  const adj = adjacency(mol);
  const aromatic = perceiveAromaticity(mol);
  const bonds = Array.from({ length: mol.atomCount }, (_, i) => bonding(mol, adj, i, aromatic));
  return bonds.map((_, i) => atomType(mol, adj, i, bonds)!);
}
