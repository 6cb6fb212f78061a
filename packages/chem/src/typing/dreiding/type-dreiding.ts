import { BondOrder } from '../../core/bond-order.js';
import type { Diagnostic } from '../../core/diagnostics.js';
import { symbolOf } from '../../core/elements.js';
import { ChemError } from '../../core/errors.js';
import { withBonds, type Molecule } from '../../core/molecule.js';
import { DREIDING_ATOM_TYPES } from '../../forcefields/dreiding/data.js';
import { perceiveAromaticity } from '../../perception/aromaticity.js';
import { isMetal, withoutMetalBonds } from '../../perception/metal-ligand.js';
import { perceive } from '../../perception/perceive.js';
import { findRings } from '../../perception/rings.js';

export interface DreidingTyping {
  /** One DREIDING type per atom (Table I names). */
  readonly types: string[];
  /** The molecule typed: the input, with bonds, orders and formal charges perceived when it had none. */
  readonly molecule: Molecule;
  /** Per bond of `molecule`: the bond order DREIDING's bond constant uses (1, 1.5, 2 or 3; eq 5). */
  readonly bondOrders: Float64Array;
  /** Per bond: 1 when the bond is part of a resonance system (aromatic ring, carboxylate). */
  readonly resonantBonds: Uint8Array;
  readonly diagnostics: Diagnostic[];
}

/** The elements whose only DREIDING type is the tetrahedral X3 one (Table I), by symbol. */
const TETRAHEDRAL_ONLY = new Set([13, 14, 31, 32, 49, 50]);
/** Phosphorus-, sulfur- and higher-row group 15/16 elements: the paper's one X_3/X3 type each. */
const PNICTOGEN_CHALCOGEN = new Set([15, 16, 33, 34, 51, 52]);
/** Ions and metals with one type each (Table I: Na, Ca, Fe, Zn). */
const ION_TYPES = new Map([
  [11, 'Na'],
  [20, 'Ca'],
  [26, 'Fe'],
  [30, 'Zn'],
]);
const HALOGENS = new Map([
  [9, 'F_'],
  [17, 'Cl'],
  [35, 'Br'],
  [53, 'I_'],
]);

interface Facts {
  readonly mol: Molecule;
  /** Distinct neighbours per atom. */
  readonly neighbours: readonly number[][];
  /** Bond indices per atom. */
  readonly bondsOf: readonly number[][];
  readonly aromaticAtom: Uint8Array;
  readonly resonantBond: Uint8Array;
  readonly carboxylate: Uint8Array;
}

/**
 * DREIDING typing (Mayo, Olafson & Goddard 1990, section II.A and Table I) from the bond graph,
 * its bond orders and aromaticity:
 * - C, N, O, B by hybridisation: an aromatic atom (Hückel, perception/aromaticity.ts) is X_R; a
 *   triple bond or two double bonds make X_1; one double bond X_2; otherwise X_3 (B: 3 neighbours
 *   B_2, 4 B_3). Resonance beyond rings, as the paper's "_R" describes it: a carboxylate (a carbon
 *   with exactly two oxygens, one double-bonded, the other bonded to nothing but that carbon and
 *   metals) is C_R with two O_R; a three-connected N next to a double-bonded or aromatic atom (amide,
 *   aniline) is N_R (planar). Ester and phenol oxygens stay O_3: the paper keeps them planar through
 *   its torsion rule (i), not through the type.
 * - H: H___b when it bridges two borons, else H_ (also on N and O: the paper's H___HB belongs to its
 *   explicit hydrogen-bond term, which is optional and left out here; see the diagnostic).
 * - F_, Cl, Br, I_ when monovalent; Al3, Si3, Ga3, Ge3, In3, Sn3 with at most four neighbours (the
 *   paper types these tetrahedral only); P_3, S_3, As3, Se3, Sb3, Te3; Na, Ca, Fe, Zn.
 * Any other atom — an element the paper has no type for, a five-connected silicon, a two-connected
 * halogen — throws a ChemError naming it (1-based) and its neighbours: there is no fallback type.
 */
export function typeDreiding(input: Molecule): DreidingTyping {
  const diagnostics: Diagnostic[] = [];
  const mol = withPerceivedBonds(input, diagnostics);
  const facts = dreidingFacts(mol);
  const types = Array.from({ length: mol.atomCount }, (_, i) => typeAtom(facts, i));
  if (types.some((t, i) => t === 'H_' && isPolarHydrogen(facts, i))) {
    diagnostics.push({
      severity: 'info',
      code: 'dreiding-no-hbond-term',
      message:
        "DREIDING's explicit hydrogen-bond term (and its H___HB type) is optional in the paper and is not used: hydrogens on N, O and F are H_.",
    });
  }
  const bondOrders = Float64Array.from({ length: mol.bonds.count }, (_, k) => bondOrderOf(facts, k));
  return { types, molecule: mol, bondOrders, resonantBonds: facts.resonantBond, diagnostics };
}

/** Per bond of a typed molecule (bonds and orders as typeDreiding left them): DREIDING's bond order and resonance flag. */
export function dreidingBonds(mol: Molecule): { bondOrders: Float64Array; resonantBonds: Uint8Array } {
  const facts = dreidingFacts(mol);
  return {
    bondOrders: Float64Array.from({ length: mol.bonds.count }, (_, k) => bondOrderOf(facts, k)),
    resonantBonds: facts.resonantBond,
  };
}

function dreidingFacts(mol: Molecule): Facts {
  const n = mol.atomCount;
  const neighbours: number[][] = Array.from({ length: n }, () => []);
  const bondsOf: number[][] = Array.from({ length: n }, () => []);
  for (let k = 0; k < mol.bonds.count; k++) {
    const a = mol.bonds.a[k]!;
    const b = mol.bonds.b[k]!;
    bondsOf[a]!.push(k);
    bondsOf[b]!.push(k);
    if (!neighbours[a]!.includes(b)) neighbours[a]!.push(b);
    if (!neighbours[b]!.includes(a)) neighbours[b]!.push(a);
  }
  // Aromaticity of the ligands without their metal bonds: an imidazolate bound to zinc through both
  // N is still a 6π ring, which a pyrrole-type count over the N–Zn bonds would miss.
  const { ligands, kept: fullBond } = withoutMetalBonds(mol);
  const rings = findRings(ligands);
  const aromatic = perceiveAromaticity(ligands, rings);
  const aromaticAtom = Uint8Array.from(aromatic.atoms);
  const resonantBond = new Uint8Array(mol.bonds.count);
  fullBond.forEach((k, o) => {
    resonantBond[k] = aromatic.bonds[o]!;
  });
  // The paper's resonance by geometry: a five- or six-membered ring of trigonal atoms is one π
  // system even when its Lewis structure was not found (a ligand whose charge sits on a metal).
  rings.rings.forEach((ring, r) => {
    if (ring.length < 5 || ring.length > 6 || !ring.every((a) => isTrigonal(mol, neighbours[a]!.length, a)))
      return;
    for (const a of ring) aromaticAtom[a] = 1;
    for (const o of rings.ringBonds[r]!) resonantBond[fullBond[o]!] = 1;
  });
  const carboxylate = new Uint8Array(n);
  const base = { mol, neighbours, bondsOf, aromaticAtom, resonantBond, carboxylate };
  for (let c = 0; c < n; c++) markCarboxylate(base, c);
  return base;
}

/** Trigonal by coordination alone: C or B with three neighbours, N with two or three, O or S with two. */
function isTrigonal(mol: Molecule, degree: number, i: number): boolean {
  const z = mol.elements[i]!;
  if (z === 6 || z === 5) return degree === 3;
  if (z === 7) return degree === 2 || degree === 3;
  return (z === 8 || z === 16) && degree === 2;
}

/**
 * A carboxylate carbon: three neighbours, exactly two of them oxygens bonded to nothing else but
 * metals (a carboxylic acid's OH is not one). Its two C–O bonds are one resonance system whatever
 * single/double pattern perception or the file gave (in a framework both O are often bonded to metals).
 */
function markCarboxylate(f: Facts, c: number): void {
  const { mol } = f;
  if (mol.elements[c] !== 6 || f.aromaticAtom[c] || f.neighbours[c]!.length !== 3) return;
  const oxygenBonds = f.bondsOf[c]!.filter((k) => mol.elements[other(mol, k, c)] === 8);
  if (oxygenBonds.length !== 2) return;
  const terminal = (o: number): boolean =>
    f.neighbours[o]!.every((x) => x === c || isMetal(mol.elements[x]!));
  if (!oxygenBonds.every((k) => terminal(other(mol, k, c)))) return;
  f.carboxylate[c] = 1;
  for (const k of oxygenBonds) {
    f.carboxylate[other(mol, k, c)] = 1;
    f.resonantBond[k] = 1;
  }
}

const other = (mol: Molecule, k: number, i: number): number =>
  mol.bonds.a[k] === i ? mol.bonds.b[k]! : mol.bonds.a[k]!;

function typeAtom(f: Facts, i: number): string {
  const z = f.mol.elements[i]!;
  const degree = f.neighbours[i]!.length;
  const found = ION_TYPES.get(z) ?? elementType(f, i, z, degree);
  if (found === undefined || !DREIDING_ATOM_TYPES.has(found)) throw untyped(f, i, reasonFor(z, degree));
  return found;
}

function elementType(f: Facts, i: number, z: number, degree: number): string | undefined {
  if (z === 1) return hydrogenType(f, i, degree);
  const halogen = HALOGENS.get(z);
  if (halogen !== undefined) return degree <= 1 ? halogen : undefined;
  if (TETRAHEDRAL_ONLY.has(z)) return degree <= 4 ? `${symbolOf(z)}3` : undefined;
  if (PNICTOGEN_CHALCOGEN.has(z)) {
    const s = symbolOf(z);
    return degree <= 4 ? (s.length === 1 ? `${s}_3` : `${s}3`) : undefined;
  }
  if (z === 5) return degree === 4 ? 'B_3' : degree <= 3 ? 'B_2' : undefined;
  if (z === 6 || z === 7 || z === 8) return firstRowType(f, i, z, degree);
  return undefined;
}

function hydrogenType(f: Facts, i: number, degree: number): string | undefined {
  if (degree <= 1) return 'H_';
  if (degree === 2 && f.neighbours[i]!.every((j) => f.mol.elements[j] === 5)) return 'H___b';
  return undefined;
}

function firstRowType(f: Facts, i: number, z: number, degree: number): string | undefined {
  const s = `${symbolOf(z)}_`;
  if (f.aromaticAtom[i] || f.carboxylate[i]) return `${s}R`;
  const orders = f.bondsOf[i]!.filter((k) => !f.resonantBond[k]).map((k) => f.mol.bonds.order[k]);
  const doubles = orders.filter((o) => o === BondOrder.Double).length;
  if (orders.includes(BondOrder.Triple) || doubles >= 2) return `${s}1`;
  if (doubles === 1) return `${s}2`;
  if (orders.includes(BondOrder.Aromatic)) return `${s}R`;
  // Hybridisation from coordination: a three-connected carbon is trigonal (a radical, a carbanion
  // bound to a metal); a two-connected one with no multiple bond has no DREIDING type.
  if (z === 6) return degree === 4 ? 'C_3' : degree === 3 ? 'C_2' : undefined;
  // An oxide bridging metals (μ2 to μ4, as in Zn4O) is a tetrahedral O_3.
  const metals = f.neighbours[i]!.filter((j) => isMetal(f.mol.elements[j]!)).length;
  if (z === 8 && metals >= 2 && metals === degree && degree <= 4) return 'O_3';
  if (degree > (z === 7 ? 4 : 3)) return undefined;
  if (z === 7 && degree === 3 && f.neighbours[i]!.some((j) => conjugated(f, j))) return 'N_R';
  return `${s}3`;
}

/** An atom with a double bond or in an aromatic ring: a neighbour that makes a lone pair resonant. */
const conjugated = (f: Facts, j: number): boolean =>
  f.aromaticAtom[j] === 1 ||
  f.carboxylate[j] === 1 ||
  f.bondsOf[j]!.some(
    (k) => f.mol.bonds.order[k] === BondOrder.Double || f.mol.bonds.order[k] === BondOrder.Aromatic,
  );

const isPolarHydrogen = (f: Facts, i: number): boolean =>
  f.neighbours[i]!.some((j) => [7, 8, 9].includes(f.mol.elements[j]!));

/** DREIDING's bond order n for k_e = 700 n: 1.5 in a resonance system, else the Kekulé order. */
function bondOrderOf(f: Facts, k: number): number {
  if (f.resonantBond[k]) return 1.5;
  const order = f.mol.bonds.order[k];
  if (order === BondOrder.Double) return 2;
  if (order === BondOrder.Triple) return 3;
  if (order === BondOrder.Aromatic) return 1.5;
  return 1;
}

function reasonFor(z: number, degree: number): string {
  if (z === 1 || HALOGENS.has(z)) return `a ${symbolOf(z)} with ${degree} neighbours`;
  if (TETRAHEDRAL_ONLY.has(z) || PNICTOGEN_CHALCOGEN.has(z)) {
    return `${symbolOf(z)} with ${degree} neighbours (the paper's ${symbolOf(z)} type is for at most four)`;
  }
  if ([5, 6, 7, 8].includes(z)) return `${symbolOf(z)} with ${degree} neighbours and these bond orders`;
  return `the paper has no ${symbolOf(z)} type`;
}

/** The untyped-atom error: the atom (1-based), its element and its neighbours, and why. */
export function untyped(
  f: { mol: Molecule; neighbours: readonly number[][] },
  i: number,
  reason: string,
): ChemError {
  const around = f.neighbours[i]!.map((j) => `${symbolOf(f.mol.elements[j]!)}${j + 1}`).join(', ');
  return new ChemError(
    'missing-parameter',
    `DREIDING has no atom type for atom ${i + 1} (${symbolOf(f.mol.elements[i]!)}; neighbours: ${around || 'none'}): ${reason}.`,
    [i],
    { neighbours: f.neighbours[i]!.map((j) => j + 1) },
  );
}

/**
 * Bonds, bond orders and formal charges perceived when the input has no bonds or no orders. The
 * orders of a structure with metals are assigned to its ligands alone (bonds to metals left out,
 * single): a carboxylate or an imidazolate bound to a metal then keeps its own Lewis structure.
 */
function withPerceivedBonds(mol: Molecule, diagnostics: Diagnostic[]): Molecule {
  const orders = mol.bonds.order;
  if (mol.atomCount <= 1 || (mol.bonds.count > 0 && !orders.some((o) => o === BondOrder.Unknown))) return mol;
  // Any unknown order: every order is perceived again (perceive() keeps a file's orders only when all are given),
  // with bonds to metals read as dative (perception/bond-orders.ts).
  const blank = withBonds(mol, {
    ...mol.bonds,
    order: new Uint8Array(mol.bonds.count).fill(BondOrder.Unknown),
  });
  const perceived = perceive(blank);
  for (const item of perceived.diagnostics) diagnostics.push(item);
  return perceived.molecule;
}
