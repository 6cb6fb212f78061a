import { BondOrder } from '../../core/bond-order.js';
import { LONE_PAIR, symbolOf } from '../../core/elements.js';
import type { Molecule } from '../../core/molecule.js';
import { adjacency } from '../../core/molecule.js';
import { perceiveAromaticity } from '../../perception/aromaticity.js';
import { findRings } from '../../perception/rings.js';

/**
 * SYBYL (Tripos mol2) atom types and the bonds to write as `ar`, for a molecule whose bond orders are
 * known (file orders or perception's). Aromaticity is chem's Hückel model. The rules follow the
 * Tripos mol2 definitions and agree with what Open Babel 3.1.1 writes for the cases checked by hand
 * (sybyl-types.test.ts lists them; for nitro O⁻ we follow Tripos, O.2, where Open Babel writes O.co2): furan O → O.2, thiophene S → S.2, pyrrole N → N.ar, guanidine and
 * amidinium C → C.cat with N.pl3, amide and thioamide N → N.am, aniline and enamine N → N.pl3,
 * sulfonamide N → N.3, carboxylate O → O.co2. Elements without a hybridised SYBYL type get their
 * symbol ('Cl', 'Na', 'Si'); lone pairs 'LP'.
 */
export interface SybylTyping {
  readonly types: string[];
  /** 1 per bond written as `ar`: both atoms aromatic and the bond in an aromatic ring. */
  readonly aromaticBonds: Uint8Array;
}

interface AtomView {
  readonly z: number;
  readonly degree: number;
  readonly doubles: number;
  readonly triples: number;
  readonly aromatic: boolean;
  readonly neighbours: readonly number[];
  /** Order of the bond to each neighbour, same order as `neighbours`. */
  readonly orders: readonly number[];
}

export function sybylTypes(mol: Molecule): SybylTyping {
  const flags = perceiveAromaticity(mol, findRings(mol));
  const adj = adjacency(mol);
  const views: AtomView[] = [];
  for (let i = 0; i < mol.atomCount; i++) {
    const neighbours: number[] = [];
    const orders: number[] = [];
    for (let k = adj.start[i]!; k < adj.start[i + 1]!; k++) {
      neighbours.push(adj.neighbours[k]!);
      orders.push(mol.bonds.order[adj.bondOf[k]!] ?? BondOrder.Unknown);
    }
    views.push({
      z: mol.elements[i] ?? 0,
      degree: neighbours.length,
      doubles: orders.filter((o) => o === BondOrder.Double).length,
      triples: orders.filter((o) => o === BondOrder.Triple).length,
      aromatic: flags.atoms[i] === 1,
      neighbours,
      orders,
    });
  }
  const types = views.map((v, i) => typeOf(views, v, mol.formalCharges[i] ?? 0));
  const aromaticBonds = new Uint8Array(mol.bonds.count);
  for (let k = 0; k < mol.bonds.count; k++) {
    const bothAromatic = flags.atoms[mol.bonds.a[k]!] === 1 && flags.atoms[mol.bonds.b[k]!] === 1;
    aromaticBonds[k] = flags.bonds[k] === 1 && bothAromatic ? 1 : 0;
  }
  return { types, aromaticBonds };
}

function typeOf(views: readonly AtomView[], v: AtomView, charge: number): string {
  switch (v.z) {
    case LONE_PAIR:
      return 'LP';
    case 1:
      return 'H';
    case 6:
      return carbonType(views, v);
    case 7:
      return nitrogenType(views, v, charge);
    case 8:
      return oxygenType(views, v);
    case 15:
      return 'P.3';
    case 16:
      return sulfurType(views, v);
    default:
      return symbolOf(v.z);
  }
}

const hasPi = (v: AtomView): boolean => v.aromatic || v.doubles > 0 || v.triples > 0;
const isTerminalOxygen = (v: AtomView): boolean => v.z === 8 && v.degree === 1;

function carbonType(views: readonly AtomView[], v: AtomView): string {
  if (v.aromatic) return 'C.ar';
  if (v.triples > 0 || v.doubles >= 2) return 'C.1';
  if (v.doubles === 0) return 'C.3';
  const nitrogens = v.neighbours.filter((n) => views[n]!.z === 7 && !views[n]!.aromatic).length;
  return v.degree === 3 && nitrogens === 3 ? 'C.cat' : 'C.2';
}

function nitrogenType(views: readonly AtomView[], v: AtomView, charge: number): string {
  if (v.aromatic) return 'N.ar';
  if (v.triples > 0) return 'N.1';
  const neighbours = v.neighbours.map((n) => views[n]!);
  if (neighbours.some((n) => n.z === 6 && carbonType(views, n) === 'C.cat')) return 'N.pl3';
  if (v.doubles > 0) return v.degree >= 3 ? 'N.pl3' : 'N.2';
  if (v.degree === 4 || (charge > 0 && v.degree >= 3)) return 'N.4';
  if (neighbours.some((n) => isCarbonylCarbon(views, n))) return 'N.am';
  const conjugated = neighbours.some((n) => (n.z === 6 || n.z === 7) && hasPi(n));
  return conjugated && v.degree === 3 ? 'N.pl3' : 'N.3';
}

/** C(=O) or C(=S): makes a bonded N an amide N. */
function isCarbonylCarbon(views: readonly AtomView[], c: AtomView): boolean {
  if (c.z !== 6 || c.aromatic) return false;
  return c.neighbours.some((n, k) => {
    const z = views[n]!.z;
    return (z === 8 || z === 16) && c.orders[k] === BondOrder.Double;
  });
}

function oxygenType(views: readonly AtomView[], v: AtomView): string {
  if (v.aromatic) return 'O.2';
  if (v.degree === 1) {
    const centre = views[v.neighbours[0]!]!;
    const terminal = centre.neighbours.flatMap((n, k) =>
      isTerminalOxygen(views[n]!) ? [centre.orders[k] ?? BondOrder.Unknown] : [],
    );
    const single = terminal.some((o) => o !== BondOrder.Double);
    const double = terminal.some((o) => o === BondOrder.Double);
    // Carboxylate and phosphate: the charge is shared by resonance over the terminal oxygens.
    if ((centre.z === 6 || centre.z === 15) && terminal.length >= 2 && single && double) return 'O.co2';
    // Nitro: both oxygens are O.2 (Tripos).
    if (centre.z === 7 && double) return 'O.2';
  }
  return v.doubles > 0 ? 'O.2' : 'O.3';
}

function sulfurType(views: readonly AtomView[], v: AtomView): string {
  const oxygens = v.neighbours.filter((n) => isTerminalOxygen(views[n]!)).length;
  if (oxygens >= 2 && v.degree >= 4) return 'S.O2';
  if (oxygens === 1 && v.degree === 3) return 'S.O';
  if (v.aromatic || v.doubles > 0) return 'S.2';
  return 'S.3';
}

/**
 * The molecule as a mol2 file should carry it: SYBYL atom types, and the bonds of aromatic rings as
 * `ar` (Tripos, Open Babel). Bond orders must be known (from the file or perception).
 */
export function withSybylTypes(mol: Molecule): Molecule {
  const { types, aromaticBonds } = sybylTypes(mol);
  const order = Uint8Array.from(mol.bonds.order, (o, k) => (aromaticBonds[k] ? BondOrder.Aromatic : o));
  return { ...mol, atomTypes: types, bonds: { ...mol.bonds, order } };
}
