import { BondOrder } from '../../core/bond-order.js';
import type { Diagnostic } from '../../core/diagnostics.js';
import { ChemError } from '../../core/errors.js';
import { symbolOf } from '../../core/elements.js';
import { adjacency, type Molecule } from '../../core/molecule.js';
import { kekulize } from '../../perception/kekulize.js';
import { perceive } from '../../perception/perceive.js';
import { findRings, type RingInfo } from '../../perception/rings.js';
import { MERGED_HYDROGEN_TYPE } from './merge.js';

export interface GromosTyping {
  /** One type per atom of `molecule`: a gromos54a7.ff atom type, or MERGED_HYDROGEN_TYPE. */
  readonly types: string[];
  /** The Kekulé molecule that was typed (after perception when the input had no bond orders). */
  readonly molecule: Molecule;
  readonly diagnostics: Diagnostic[];
}

const COVERED =
  'GROMOS 54A7 typing here covers alkanes, alcohols, phenols, ethers, alkyl esters, ketones, carboxylic acids and ' +
  'carboxylates, primary amines and ammonium, amides, benzene rings, thiols, thioethers and alkyl halides';

/** The sp3 carbon united atoms by hydrogen count (atomtypes.atp: CH0 … CH4). */
const CHN = ['CH0', 'CH1', 'CH2', 'CH3', 'CH4'] as const;

/**
 * GROMOS 54A7 atom types (Schmid et al., Eur. Biophys. J. 2011, 40, 843; types and usage as in
 * gromos54a7.ff/atomtypes.atp and aminoacids.rtp). Aliphatic carbons are united atoms CH0…CH4 (CH2r
 * for a ring CH2, as PRO), their hydrogens merged. Benzene-ring carbons keep explicit hydrogens, as
 * 54A7's PHE/TYR do (ring C with HC; CR1 is not used by 54A7's blocks). Polar hydrogens are explicit
 * (H). Oxygen: O carbonyl, OM carboxylate, OA hydroxyl, OE ether and ester (as dppc.itp). Nitrogen: N amide NH or NR'
 * (peptide), NT amide NH2 (ASN/GLN) and neutral primary amine (LYS), NL ammonium NH3+ (LYSH).
 * Anything else is refused with a ChemError naming the atom.
 */
export function typeGromos54a7(mol: Molecule): GromosTyping {
  const diagnostics: Diagnostic[] = [];
  const molecule = kekuleInput(mol, diagnostics);
  const adj = adjacency(molecule);
  const nb = (i: number): number[] => [...new Set(adj.neighbours.subarray(adj.start[i], adj.start[i + 1]))];
  const orderOf = new Map<string, number>();
  for (let k = 0; k < molecule.bonds.count; k++) {
    const a = molecule.bonds.a[k]!;
    const b = molecule.bonds.b[k]!;
    // A mol2 `am` bond is the amide C–N single bond.
    const order = molecule.bonds.order[k]!;
    orderOf.set(`${Math.min(a, b)}-${Math.max(a, b)}`, order === BondOrder.Amide ? BondOrder.Single : order);
  }
  const rings = findRings(molecule);
  const g: Graph = {
    el: (i) => molecule.elements[i] ?? 0,
    nb,
    order: (a, b) => orderOf.get(`${Math.min(a, b)}-${Math.max(a, b)}`) ?? BondOrder.Single,
    charge: (i) => molecule.formalCharges[i] ?? 0,
    benzene: benzeneAtoms(molecule, rings, (a, b) => orderOf.get(`${Math.min(a, b)}-${Math.max(a, b)}`)),
    rings,
  };
  const types = Array.from({ length: molecule.atomCount }, (_, i) => heavyOrHydrogenType(g, i));
  return { types, molecule, diagnostics };
}

interface Graph {
  el(i: number): number;
  nb(i: number): number[];
  order(a: number, b: number): number;
  charge(i: number): number;
  /** Atoms of benzene-like rings: six carbons with alternating Kekulé double bonds. */
  benzene: Uint8Array;
  rings: RingInfo;
}

function heavyOrHydrogenType(g: Graph, i: number): string {
  switch (g.el(i)) {
    case 1:
      return hydrogenType(g, i);
    case 6:
      return carbonType(g, i);
    case 7:
      return nitrogenType(g, i);
    case 8:
      return oxygenType(g, i);
    case 16:
      return sulfurType(g, i);
    case 9:
    case 17:
    case 35:
      return halogenType(g, i);
    default:
      throw refuse(i, `is ${symbolOf(g.el(i))}; ${COVERED}`);
  }
}

const isDouble = (g: Graph, a: number, b: number): boolean => g.order(a, b) === BondOrder.Double;
const hydrogens = (g: Graph, i: number): number => g.nb(i).filter((x) => g.el(x) === 1).length;
const allSingle = (g: Graph, i: number): boolean => g.nb(i).every((x) => g.order(i, x) === BondOrder.Single);

/** A carbon with a C=O and no hydrogen: ketone, acid, carboxylate or amide carbon. */
export function isCarbonylCarbon(g: Pick<Graph, 'el' | 'nb' | 'order'>, c: number): boolean {
  if (g.el(c) !== 6) return false;
  const around = g.nb(c);
  return (
    around.length === 3 &&
    around.every((x) => g.el(x) !== 1) &&
    around.some((x) => g.el(x) === 8 && g.order(c, x) === BondOrder.Double)
  );
}

function carbonType(g: Graph, i: number): string {
  const around = g.nb(i);
  const h = hydrogens(g, i);
  if (g.benzene[i]) {
    if (around.length !== 3) throw refuse(i, `is a benzene-ring carbon with ${around.length} bonded atoms`);
    return 'C';
  }
  if (around.length === 4 && allSingle(g, i)) {
    const inRing = (g.rings.smallestRingSize[i] ?? 0) > 0;
    return h === 2 && inRing ? 'CH2r' : CHN[h]!;
  }
  if (isCarbonylCarbon(g, i)) {
    const partners = around.filter((x) => g.el(x) !== 6);
    if (partners.some((x) => g.el(x) !== 8 && g.el(x) !== 7)) {
      throw refuse(
        i,
        `is a carbonyl carbon bonded to ${symbolOf(g.el(partners.find((x) => g.el(x) !== 8 && g.el(x) !== 7)!))}; ${COVERED}`,
      );
    }
    return 'C';
  }
  const what =
    h > 0 && around.some((x) => g.el(x) === 8 && isDouble(g, i, x))
      ? 'a carbonyl carbon bearing hydrogen (aldehyde, formate)'
      : 'an unsaturated carbon outside a benzene ring';
  throw refuse(i, `is ${what}; ${COVERED}`);
}

function hydrogenType(g: Graph, i: number): string {
  const host = g.nb(i);
  const c = host[0];
  if (host.length !== 1 || c === undefined) throw refuse(i, `is a hydrogen with ${host.length} bonded atoms`);
  if (g.el(c) === 6) return g.benzene[c] ? 'HC' : MERGED_HYDROGEN_TYPE;
  if (g.el(c) === 7 || g.el(c) === 8 || g.el(c) === 16) return 'H';
  throw refuse(i, `is a hydrogen on ${symbolOf(g.el(c))}; ${COVERED}`);
}

type OxygenClass = 'carbonyl' | 'carboxylate' | 'hydroxyl' | 'ether' | 'ester' | 'other';

function oxygenClass(g: Graph, o: number): OxygenClass {
  const around = g.nb(o);
  if (around.length === 1) {
    const c = around[0]!;
    if (g.el(c) !== 6 || !isCarbonylCarbon(g, c)) return 'other';
    if (isDouble(g, o, c)) return carboxylateCarbon(g, c) ? 'carboxylate' : 'carbonyl';
    return g.charge(o) === -1 && carboxylateCarbon(g, c) ? 'carboxylate' : 'other';
  }
  if (around.length !== 2 || !allSingle(g, o) || g.charge(o) !== 0) return 'other';
  const h = around.filter((x) => g.el(x) === 1).length;
  const carbons = around.filter((x) => g.el(x) === 6);
  if (h === 1 && carbons.length === 1) return 'hydroxyl';
  if (carbons.length !== 2) return 'other';
  const carbonyls = carbons.filter((c) => isCarbonylCarbon(g, c));
  if (carbonyls.length === 0) return 'ether';
  // dppc.itp's esters: an alkyl (sp3) carbon on the other side, and the carbonyl carbon's third
  // partner a carbon (no carbonate, carbamate or anhydride).
  const alkyl = carbons.find((c) => !carbonyls.includes(c));
  const acyl = carbonyls[0]!;
  const plain =
    carbonyls.length === 1 &&
    alkyl !== undefined &&
    g.nb(alkyl).length === 4 &&
    !g.benzene[alkyl] &&
    g.nb(acyl).filter((x) => g.el(x) === 6).length === 1;
  return plain ? 'ester' : 'other';
}

/** A carbonyl carbon carrying a second, singly bonded, negatively charged oxygen: COO−. */
function carboxylateCarbon(g: Graph, c: number): boolean {
  return g
    .nb(c)
    .some((x) => g.el(x) === 8 && g.nb(x).length === 1 && g.charge(x) === -1 && !isDouble(g, c, x));
}

const OXYGEN_TYPES: Partial<Record<OxygenClass, string>> = {
  carbonyl: 'O',
  carboxylate: 'OM',
  hydroxyl: 'OA',
  ether: 'OE',
  ester: 'OE',
};

function oxygenType(g: Graph, i: number): string {
  const cls = oxygenClass(g, i);
  const type = OXYGEN_TYPES[cls];
  if (type !== undefined) return type;
  const h = hydrogens(g, i);
  throw refuse(
    i,
    `is ${h === 2 ? 'a water oxygen (use a water model)' : 'an oxygen in a group not covered'}; ${COVERED}`,
  );
}

function nitrogenType(g: Graph, i: number): string {
  const around = g.nb(i);
  const h = hydrogens(g, i);
  if (!allSingle(g, i)) throw refuse(i, `is an unsaturated nitrogen; ${COVERED}`);
  const carbonyls = around.filter((x) => isCarbonylCarbon(g, x));
  if (carbonyls.length > 0 && g.charge(i) === 0 && around.length === 3) {
    // aminoacids.rtp: ASN/GLN side-chain NH2 is NT; the peptide NH (and PRO's N) is N.
    return h === 2 ? 'NT' : 'N';
  }
  const carbons = around.filter((x) => g.el(x) === 6);
  if (carbonyls.length === 0 && carbons.length === 1 && carbons.every((c) => !g.benzene[c])) {
    // aminoacids.rtp: LYS (neutral) NZ is NT with two H, LYSH NZ is NL with three.
    if (g.charge(i) === 0 && h === 2 && around.length === 3) return 'NT';
    if (g.charge(i) === 1 && h === 3 && around.length === 4) return 'NL';
  }
  throw refuse(
    i,
    `is a nitrogen with ${h} hydrogens and ${around.length - h} heavy neighbours (charge ${g.charge(i)}); ${COVERED}`,
  );
}

function sulfurType(g: Graph, i: number): string {
  const around = g.nb(i);
  const ok =
    around.length === 2 &&
    allSingle(g, i) &&
    g.charge(i) === 0 &&
    around.every(
      (x) => g.el(x) === 1 || g.el(x) === 16 || (g.el(x) === 6 && !g.benzene[x] && !isCarbonylCarbon(g, x)),
    );
  if (!ok) throw refuse(i, `is a sulfur not in a thiol, thioether or disulfide; ${COVERED}`);
  return 'S';
}

function halogenType(g: Graph, i: number): string {
  const around = g.nb(i);
  const c = around[0];
  if (around.length !== 1 || c === undefined || g.el(c) !== 6 || g.benzene[c] || g.nb(c).length !== 4) {
    throw refuse(i, `is a halogen not on an sp3 carbon; ${COVERED}`);
  }
  return { 9: 'F', 17: 'CL', 35: 'BR' }[g.el(i) as 9 | 17 | 35];
}

/** Six-membered carbon rings whose bonds alternate single/double in the Kekulé structure. */
function benzeneAtoms(
  mol: Molecule,
  rings: RingInfo,
  order: (a: number, b: number) => number | undefined,
): Uint8Array {
  const out = new Uint8Array(mol.atomCount);
  for (const ring of rings.rings) {
    if (ring.length !== 6 || ring.some((a) => mol.elements[a] !== 6)) continue;
    const orders = ring.map((a, k) => order(a, ring[(k + 1) % 6]!));
    const pair = new Set([orders[0], orders[1]]);
    const kekule =
      pair.has(BondOrder.Single) && pair.has(BondOrder.Double) && orders.every((o, k) => o === orders[k % 2]);
    const alternates = kekule || orders.every((o) => o === BondOrder.Aromatic);
    if (alternates) for (const a of ring) out[a] = 1;
  }
  return out;
}

function kekuleInput(mol: Molecule, diagnostics: Diagnostic[]): Molecule {
  let current = mol;
  if (mol.atomCount > 1 && (mol.bonds.count === 0 || mol.bonds.order.some((o) => o === BondOrder.Unknown))) {
    const perceived = perceive(mol);
    for (const item of perceived.diagnostics) diagnostics.push(item);
    current = perceived.molecule;
  }
  if (!current.bonds.order.some((o) => o === BondOrder.Aromatic)) return current;
  const kekule = kekulize(current);
  if (kekule === undefined)
    throw new ChemError(
      'perception',
      'No Kekulé structure fits the aromatic bonds; GROMOS typing needs one.',
    );
  return kekule;
}

function refuse(atom: number, what: string): ChemError {
  return new ChemError('unsupported-form', `GROMOS 54A7: atom ${atom + 1} ${what}.`, [atom]);
}
