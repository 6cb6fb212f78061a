import { BondOrder } from '../../core/bond-order.js';
import type { Diagnostic } from '../../core/diagnostics.js';
import { ChemError } from '../../core/errors.js';
import { symbolOf } from '../../core/elements.js';
import { adjacency, type Molecule } from '../../core/molecule.js';
import { perceive } from '../../perception/perceive.js';
import { findRings } from '../../perception/rings.js';
import { MERGED_HYDROGEN_TYPE } from './merge.js';

export interface TrappeUaTyping {
  /** One type per input atom: a TraPPE-UA site name, or MERGED_HYDROGEN_TYPE for an absorbed H. */
  readonly types: string[];
  /** The molecule that was typed (after perception when the input had no bonds or bond orders). */
  readonly molecule: Molecule;
  readonly diagnostics: Diagnostic[];
}

const CARBON_SITES = ['C', 'CH', 'CH2', 'CH3', 'CH4'] as const;
const COVERED =
  'TraPPE-UA here covers acyclic alkanes, alcohols and ethers with CH3/CH2 next to the ether O (forcefields/trappe-ua)';

/**
 * TraPPE-UA sites: every sp3 carbon absorbs its hydrogens (CH4, CH3, CH2, CH, C; with suffix `a`
 * when bonded to a hydroxyl O, `e` when bonded to an ether O), the hydroxyl O and H and the ether O
 * (`Oe`, between two sp3 carbons) stay explicit. Rings, multiple bonds (carbonyls included), charged
 * atoms and functional groups without confirmed TraPPE-UA numbers in forcefields/trappe-ua are
 * refused with a ChemError naming the atom (1-based) and what it is.
 */
export function typeTrappeUa(mol: Molecule): TrappeUaTyping {
  const diagnostics: Diagnostic[] = [];
  const molecule = withBonds(mol, diagnostics);
  const adj = adjacency(molecule);
  const nb = (i: number): number[] => [...new Set(adj.neighbours.subarray(adj.start[i], adj.start[i + 1]))];
  const el = (i: number): number => molecule.elements[i] ?? 0;
  refuseRingsAndCharges(molecule);
  const isHydroxylO = (o: number): boolean =>
    el(o) === 8 && nb(o).length === 2 && nb(o).filter((x) => el(x) === 1).length === 1;
  const isEtherO = (o: number): boolean =>
    el(o) === 8 && nb(o).length === 2 && nb(o).every((x) => el(x) === 6);
  // Heteroatoms first: "atom 2 is N" says more than "atom 1 is a carbon bonded to N".
  for (let i = 0; i < molecule.atomCount; i++) if (el(i) !== 6 && el(i) !== 1) heteroType(i, nb(i), el);
  const types = Array.from({ length: molecule.atomCount }, (_, i) => {
    const z = el(i);
    const around = nb(i);
    if (z === 1) return hydrogenType(i, around, el, isHydroxylO);
    if (z !== 6) return heteroType(i, around, el);
    if (around.length !== 4) {
      throw refuse(
        i,
        `is a carbon with ${around.length} bonded atoms (TraPPE-UA here: sp3 carbons with their hydrogens)`,
      );
    }
    const hydrogens = around.filter((x) => el(x) === 1).length;
    const heavy = around.filter((x) => el(x) !== 1);
    const other = heavy.find((x) => el(x) !== 6 && !isHydroxylO(x) && !isEtherO(x));
    if (other !== undefined) {
      throw refuse(i, `is a carbon bonded to ${symbolOf(el(other))} (atom ${other + 1}); ${COVERED}`);
    }
    const oxygens = heavy.filter(isHydroxylO).length;
    const etherOxygens = heavy.filter(isEtherO).length;
    if (oxygens + etherOxygens > 1) {
      throw refuse(i, `is a carbon bonded to ${oxygens + etherOxygens} oxygens; ${COVERED}`);
    }
    const base = CARBON_SITES[hydrogens]!;
    if (etherOxygens === 0) return oxygens === 1 ? `${base}a` : base;
    // Only MCCCS-MN gives the ether CH and C sites (alcohol α-CH/C σ), no second source here.
    if (hydrogens < 2) throw refuse(i, `is a ${base} bonded to an ether O; ${COVERED}`);
    return `${base}e`;
  });
  return { types, molecule, diagnostics };
}

function refuse(atom: number, what: string): ChemError {
  return new ChemError('missing-parameter', `Atom ${atom + 1} has no TraPPE-UA type: it ${what}.`, [atom]);
}

function hydrogenType(
  i: number,
  around: readonly number[],
  el: (i: number) => number,
  isHydroxylO: (o: number) => boolean,
): string {
  const host = around[0];
  if (around.length !== 1 || host === undefined) {
    throw refuse(i, `is a hydrogen with ${around.length} bonded atoms`);
  }
  if (el(host) === 6) return MERGED_HYDROGEN_TYPE;
  if (isHydroxylO(host)) return 'H';
  throw refuse(i, `is a hydrogen on ${symbolOf(el(host))} (atom ${host + 1}); ${COVERED}`);
}

function heteroType(i: number, around: readonly number[], el: (i: number) => number): string {
  if (el(i) !== 8) throw refuse(i, `is ${symbolOf(el(i))}; ${COVERED}`);
  const carbons = around.filter((x) => el(x) === 6).length;
  const hydrogens = around.filter((x) => el(x) === 1).length;
  if (around.length === 2 && carbons === 1 && hydrogens === 1) return 'O';
  if (around.length === 2 && carbons === 2) return 'Oe';
  if (around.length === 2 && hydrogens === 2) throw refuse(i, 'is a water oxygen (use a water model)');
  throw refuse(i, `is an oxygen with ${around.length} bonded atoms; ${COVERED}`);
}

/** TraPPE-UA rings (Keasler et al. 2012) and ions have their own parameters, not these. */
function refuseRingsAndCharges(mol: Molecule): void {
  const charged = mol.formalCharges.findIndex((q) => q !== 0);
  if (charged >= 0) throw refuse(charged, `carries a formal charge; ${COVERED}`);
  const rings = findRings(mol);
  const inRing = rings.smallestRingSize.findIndex((s) => s > 0);
  if (inRing >= 0) {
    throw refuse(inRing, `is in a ${rings.smallestRingSize[inRing]}-membered ring; ${COVERED}`);
  }
  for (let k = 0; k < mol.bonds.count; k++) {
    const order = mol.bonds.order[k];
    if (order !== BondOrder.Single && order !== BondOrder.Unknown) {
      const a = mol.bonds.a[k] ?? 0;
      const b = mol.bonds.b[k] ?? 0;
      const carbonyl =
        order === BondOrder.Double && [mol.elements[a], mol.elements[b]].sort().join() === '6,8';
      if (carbonyl) {
        const o = mol.elements[a] === 8 ? a : b;
        throw refuse(
          o,
          `is a carbonyl O (ketone or aldehyde: TraPPE-UA numbers not confirmed in two sources here); ${COVERED}`,
        );
      }
      throw refuse(a, `has a bond of order ${order} to atom ${b + 1}; ${COVERED}`);
    }
  }
}

/** Bonds (and orders) perceived when the input has none, as the GAFF typer does. */
function withBonds(mol: Molecule, diagnostics: Diagnostic[]): Molecule {
  if (mol.atomCount > 1 && (mol.bonds.count === 0 || mol.bonds.order.some((o) => o === BondOrder.Unknown))) {
    const perceived = perceive(mol);
    for (const item of perceived.diagnostics) diagnostics.push(item);
    return perceived.molecule;
  }
  return mol;
}
