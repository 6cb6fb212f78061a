import { BondOrder } from '../../core/bond-order.js';
import type { Diagnostic } from '../../core/diagnostics.js';
import type { Adjacency, Molecule } from '../../core/molecule.js';
import { adjacency } from '../../core/molecule.js';
import { isMetal } from '../../perception/metal-ligand.js';
import { perceiveAromaticity } from '../../perception/aromaticity.js';
import { kekulize } from '../../perception/kekulize.js';
import { perceive } from '../../perception/perceive.js';
import { bondAngles, bondVectors } from './bond-vectors.js';
import { metalType, untyped } from './metal-types.js';
import { resonantCarbons } from './resonance.js';

export interface UffTyping {
  /** UFF (or UFF4MOF) type per atom. */
  readonly types: string[];
  /** The molecule that was typed (perceived, Kekulé), same atoms in the same order. */
  readonly molecule: Molecule;
  readonly diagnostics: Diagnostic[];
}

export interface UffTypingOptions {
  /** UFF4MOF: the framework types of Addicoat 2014 and Coupry 2016 before UFF's own. */
  readonly mof?: boolean;
}

/** What a rule may read about one atom. */
export interface AtomView {
  readonly mol: Molecule;
  readonly adj: Adjacency;
  readonly aromatic: Uint8Array;
  /** Carboxylate and amide carbons (resonant, C_R) and their O/N partners. */
  readonly resonant: Uint8Array;
  readonly mof: boolean;
}

const HALOGEN: Readonly<Record<number, string>> = { 9: 'F_', 17: 'Cl', 35: 'Br', 53: 'I_', 85: 'At' };
const NOBLE: Readonly<Record<number, string>> = {
  2: 'He4+4',
  10: 'Ne4+4',
  18: 'Ar4+4',
  36: 'Kr4+4',
  54: 'Xe4+4',
  86: 'Rn4+4',
};
const SIMPLE: Readonly<Record<number, string>> = {
  14: 'Si3',
  32: 'Ge3',
  33: 'As3+3',
  34: 'Se3+2',
  51: 'Sb3+3',
  52: 'Te3+2',
};

/**
 * UFF atom types by our own rules from the published type descriptions (Rappé, Casewit, Colwell,
 * Goddard & Skiff, J. Am. Chem. Soc. 1992, 114, 10024, Table 1: element, then hybridisation — 1 sp,
 * 2 sp², 3 sp³, R resonant — then geometry and oxidation state for metals), and with `mof` the
 * UFF4MOF types (Addicoat et al. 2014; Coupry et al. 2016). Aromatic atoms, carboxylate C and O (in a
 * MOF the carboxylate bridging two metals) and the amide C and N are resonant (_R); otherwise the
 * bond orders decide: a triple bond or two double bonds sp, a double bond sp², else sp³. Metals are
 * typed by coordination number and the measured geometry of their bonds (metal-types.ts), through
 * bond images in a periodic cell. An atom no rule types is a ChemError naming it and its neighbours:
 * there is no fallback type.
 */
export function typeUff(mol: Molecule, options: UffTypingOptions = {}): UffTyping {
  const diagnostics: Diagnostic[] = [];
  const molecule = kekuleInput(mol, diagnostics);
  const adj = adjacency(molecule);
  const aromatic = perceiveAromaticity(molecule).atoms;
  const view: AtomView = {
    mol: molecule,
    adj,
    aromatic,
    resonant: resonantCarbons(molecule, adj, aromatic),
    mof: options.mof === true,
  };
  const types = Array.from({ length: molecule.atomCount }, (_, i) => atomType(view, i));
  return { types, molecule, diagnostics };
}

function atomType(v: AtomView, i: number): string {
  const z = v.mol.elements[i]!;
  const fixed = HALOGEN[z] ?? NOBLE[z] ?? SIMPLE[z];
  if (fixed !== undefined) return fixed;
  switch (z) {
    case 1:
      return hydrogen(v, i);
    case 5:
      return degree(v, i) === 4 ? 'B_3' : 'B_2';
    case 6:
      return v.aromatic[i] || v.resonant[i] ? 'C_R' : byOrders(v, i, 'C', 4);
    case 7:
      return v.aromatic[i] || v.resonant[i] ? 'N_R' : byOrders(v, i, 'N', 4);
    case 8:
      return oxygen(v, i);
    case 15:
      return phosphorus(v, i);
    case 16:
      return sulfur(v, i);
    default:
      if (isMetal(z)) return metalType(v.mol, v.adj, i, v.mof);
      throw untyped(v.mol, v.adj, i, 'our UFF rules have no type for this element');
  }
}

const neighboursOf = (v: AtomView, i: number): number[] =>
  Array.from(v.adj.neighbours.subarray(v.adj.start[i], v.adj.start[i + 1]));
const degree = (v: AtomView, i: number): number => v.adj.start[i + 1]! - v.adj.start[i]!;

/** Bond orders at atom i: number of double and triple bonds. */
function multiple(v: AtomView, i: number): { double: number; triple: number } {
  let double = 0;
  let triple = 0;
  for (let e = v.adj.start[i]!; e < v.adj.start[i + 1]!; e++) {
    const order = v.mol.bonds.order[v.adj.bondOf[e]!];
    if (order === BondOrder.Double) double++;
    else if (order === BondOrder.Triple) triple++;
  }
  return { double, triple };
}

/** sp (_1) for a triple bond or two double bonds, sp² (_2) for one double bond, else sp³ (_3). */
function byOrders(v: AtomView, i: number, symbol: 'C' | 'N' | 'O', maxDegree: number): string {
  const { double, triple } = multiple(v, i);
  if (triple > 0 || double > 1) return `${symbol}_1`;
  if (double === 1) return `${symbol}_2`;
  if (degree(v, i) > maxDegree) throw untyped(v.mol, v.adj, i, `more than ${maxDegree} bonds`);
  return `${symbol}_3`;
}

/** H_b bridges two borons (diborane); every other hydrogen is H_. */
function hydrogen(v: AtomView, i: number): string {
  const nb = neighboursOf(v, i);
  return nb.length === 2 && nb.every((j) => v.mol.elements[j] === 5) ? 'H_b' : 'H_';
}

/**
 * Oxygen: aromatic or carboxylate O resonant (O_R); between two silicons (zeolites, silicates) O_3_z;
 * with UFF4MOF, the oxo/hydroxo O of a metal node: four neighbours of which at least three metals
 * (μ₄-O of Zn₄O, μ₃-OH of Zr₆O₄(OH)₄) O_3_f, three metals and nothing else O_2_z when planar (μ₃-O
 * of M₃O trimers) and O_3_f when pyramidal (μ₃-O of Zr₆O₄); else by bond orders.
 */
function oxygen(v: AtomView, i: number): string {
  if (v.aromatic[i] || v.resonant[i]) return 'O_R';
  const nb = neighboursOf(v, i);
  if (nb.length === 2 && nb.every((j) => v.mol.elements[j] === 14)) return 'O_3_z';
  const metals = nb.filter((j) => isMetal(v.mol.elements[j]!)).length;
  if (v.mof && metals >= 3 && nb.length === 4) return 'O_3_f';
  if (v.mof && metals === 3 && nb.length === 3) {
    const sum = bondAngles(bondVectors(v.mol, v.adj, i)).reduce((s, a) => s + a, 0);
    return sum >= 350 ? 'O_2_z' : 'O_3_f';
  }
  return byOrders(v, i, 'O', 4);
}

/** P_3+5 with four (or five) bonds, P_3+3 with three; UFF has no other phosphorus. */
function phosphorus(v: AtomView, i: number): string {
  const d = degree(v, i);
  if (d >= 4) return 'P_3+5';
  if (d === 3) return 'P_3+3';
  throw untyped(v.mol, v.adj, i, `a phosphorus with ${d} bonds matches no UFF type`);
}

/** S_R aromatic; S_2 a terminal S=; S_3+2, S_3+4, S_3+6 with two, three, four bonds. */
function sulfur(v: AtomView, i: number): string {
  if (v.aromatic[i]) return 'S_R';
  const d = degree(v, i);
  if (d === 1 && multiple(v, i).double === 1) return 'S_2';
  if (d === 2 || d === 1) return 'S_3+2';
  if (d === 3) return 'S_3+4';
  if (d === 4) return 'S_3+6';
  throw untyped(v.mol, v.adj, i, `a sulfur with ${d} bonds matches no UFF type`);
}

function kekuleInput(mol: Molecule, diagnostics: Diagnostic[]): Molecule {
  const unknown = mol.bonds.count === 0 || mol.bonds.order.some((o) => o === BondOrder.Unknown);
  let current = mol;
  if (mol.atomCount > 1 && unknown) {
    const result = perceive(mol);
    for (const d of result.diagnostics) diagnostics.push(d);
    current = result.molecule;
  }
  // Aromatic bonds without a Kekulé structure keep their aromatic flags (perceiveAromaticity reads them).
  return kekulize(current) ?? current;
}
