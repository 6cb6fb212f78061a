import { BondOrder } from '../../core/bond-order.js';
import { ChemError } from '../../core/errors.js';
import type { Adjacency, Molecule } from '../../core/molecule.js';
import { adjacency } from '../../core/molecule.js';
import { kekulize } from '../../perception/kekulize.js';
import type { RingInfo } from '../../perception/rings.js';
import { findRings } from '../../perception/rings.js';

/**
 * The molecular graph as AM1-BCC typing sees it: explicit hydrogens, a Kekulé structure (bond orders
 * 1, 2, 3; aromatic bonds are resolved with kekulize), connectivity counts and the SSSR.
 */
export interface BccGraph {
  readonly mol: Molecule;
  readonly adj: Adjacency;
  /** Number of attached atoms, hydrogens included (antechamber's "connum"). */
  readonly degree: Uint32Array;
  /** Kekulé bond order per bond: 1, 2 or 3. */
  readonly order: Uint8Array;
  readonly rings: RingInfo;
}

export function bccGraph(input: Molecule): BccGraph {
  const mol = kekulize(input);
  if (mol === undefined) {
    throw new ChemError(
      'perception',
      'AM1-BCC typing needs a Kekulé structure and none exists for the aromatic bonds.',
    );
  }
  const { order: raw, a, b, count } = mol.bonds;
  const order = new Uint8Array(count);
  for (let k = 0; k < count; k++) {
    const o = raw[k]!;
    if (o === BondOrder.Unknown) {
      throw new ChemError('perception', 'AM1-BCC typing needs bond orders; perceive the molecule first.', [
        a[k]!,
        b[k]!,
      ]);
    }
    order[k] = o === BondOrder.Double ? 2 : o === BondOrder.Triple ? 3 : 1;
    if (order[k] === 1 && isChargeSeparatedYlide(mol, a[k]!, b[k]!)) order[k] = 2;
  }
  const adj = adjacency(mol);
  const degree = new Uint32Array(mol.atomCount);
  for (let i = 0; i < mol.atomCount; i++) degree[i] = adj.start[i + 1]! - adj.start[i]!;
  return { mol, adj, degree, order, rings: findRings(mol) };
}

/**
 * S⁺–O⁻ / P⁺–O⁻ (and the S⁻ analogues) as a file may write a sulfoxide, sulfone or phosphine oxide:
 * AM1-BCC types these as the hypervalent S=O / P=O that antechamber assigns, so they are read as
 * double bonds. N⁺–O⁻ is left alone: it is the N-oxide bond type of its own.
 */
function isChargeSeparatedYlide(mol: Molecule, i: number, j: number): boolean {
  const test = (centre: number, end: number): boolean =>
    (mol.elements[centre] === 16 || mol.elements[centre] === 15) &&
    mol.formalCharges[centre]! > 0 &&
    (mol.elements[end] === 8 || mol.elements[end] === 16) &&
    mol.formalCharges[end]! < 0;
  return test(i, j) || test(j, i);
}

/** Neighbour atom and bond index pairs of atom i. */
export function neighbours(g: BccGraph, i: number): { atom: number; bond: number }[] {
  const out: { atom: number; bond: number }[] = [];
  for (let k = g.adj.start[i]!; k < g.adj.start[i + 1]!; k++) {
    out.push({ atom: g.adj.neighbours[k]!, bond: g.adj.bondOf[k]! });
  }
  return out;
}

export const elementOf = (g: BccGraph, i: number): number => g.mol.elements[i]!;

/** Atomic number and connectivity, e.g. isAtom(g, i, 8, 1) for a terminal oxygen. */
export function isAtom(g: BccGraph, i: number, element: number, degree?: number): boolean {
  return g.mol.elements[i] === element && (degree === undefined || g.degree[i] === degree);
}

/** Terminal O or S: one attached atom. */
export const isTerminalChalcogen = (g: BccGraph, i: number): boolean =>
  g.degree[i] === 1 && (g.mol.elements[i] === 8 || g.mol.elements[i] === 16);

export function bondBetween(g: BccGraph, i: number, j: number): number | undefined {
  for (const n of neighbours(g, i)) if (n.atom === j) return n.bond;
  return undefined;
}
