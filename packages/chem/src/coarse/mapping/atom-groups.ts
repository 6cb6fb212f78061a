import type { Molecule } from '../../core/molecule.js';
import { findRings } from '../../perception/rings.js';
import type { FragmentGroup } from '../data/fragment-groups.js';
import type { HeavyGraph } from './graph.js';
import { bondOrder } from './graph.js';

/**
 * Each heavy atom's building-block label (../data/fragment-groups.ts), read from its bonded pattern in
 * the whole molecule — so a group split over two beads labels both halves alike. Deterministic: the
 * labels depend on elements, bond orders, hydrogens, formal charges, aromaticity and ring membership only.
 */
export function atomGroups(mol: Molecule, g: HeavyGraph): AtomChemistry {
  const ctx = context(mol, g);
  return {
    labels: Array.from(mol.elements, (z, a) => (g.isHeavy[a] ? label(ctx, a, z) : 'other')),
    hydrogens: ctx.hs,
    ringCount: ctx.atomRings.map((r) => r.length),
    fusedCarbocyclic: Uint8Array.from(ctx.atomRings, (r, a) =>
      g.aromatic[a] === 1 &&
      r.length >= 2 &&
      r.every((k) => ctx.rings[k]!.every((x) => mol.elements[x] === Z.C))
        ? 1
        : 0,
    ),
  };
}

/** Per atom: its label, the hydrogens bonded to it, the number of SSSR rings through it. */
export interface AtomChemistry {
  readonly labels: readonly FragmentGroup[];
  readonly hydrogens: Int32Array;
  readonly ringCount: readonly number[];
  /** 1 for an aromatic ring-fusion atom all of whose rings are carbocyclic (naphthalene's C4a/C8a). */
  readonly fusedCarbocyclic: Uint8Array;
}

interface Ctx {
  readonly mol: Molecule;
  readonly g: HeavyGraph;
  readonly hs: Int32Array;
  /** Per atom: indices of the SSSR rings through it. */
  readonly atomRings: readonly (readonly number[])[];
  readonly rings: readonly (readonly number[])[];
}

function context(mol: Molecule, g: HeavyGraph): Ctx {
  const hs = new Int32Array(mol.atomCount);
  for (let h = 0; h < mol.atomCount; h++) if (g.hostOf[h]! >= 0) hs[g.hostOf[h]!]!++;
  const info = findRings(mol);
  return { mol, g, hs, atomRings: info.atomRings, rings: info.rings };
}

const Z = { C: 6, N: 7, O: 8, F: 9, P: 15, S: 16, Cl: 17, Br: 35, I: 53 } as const;
const order = (c: Ctx, a: number, b: number) => bondOrder(c.g, c.mol.atomCount, a, b);
const el = (c: Ctx, a: number) => c.mol.elements[a]!;
const arom = (c: Ctx, a: number) => c.g.aromatic[a] === 1;
const nbrs = (c: Ctx, a: number) => c.g.nbrs[a]!;
const inRing = (c: Ctx, a: number) => c.atomRings[a]!.length > 0;
/** A multiply bonded oxygen on atom a (a carbonyl O of a C, an N–O of a nitro group). */
const doubleO = (c: Ctx, a: number) =>
  nbrs(c, a).some(
    (o) =>
      el(c, o) === Z.O && nbrs(c, o).length === 1 && (order(c, a, o) === 2 || c.mol.formalCharges[o] === -1),
  );

function label(c: Ctx, a: number, z: number): FragmentGroup {
  switch (z) {
    case Z.C:
      return carbonLabel(c, a);
    case Z.O:
      return oxygenLabel(c, a);
    case Z.N:
      return nitrogenLabel(c, a);
    case Z.S:
      return sulfurLabel(c, a);
    case Z.P:
      return isPhosphate(c, a) ? 'phosphate' : 'other';
    case Z.F:
    case Z.Cl:
    case Z.Br:
    case Z.I:
      return halogenLabel(c, a, z);
    default:
      return 'other';
  }
}

function carbonLabel(c: Ctx, a: number): FragmentGroup {
  if (arom(c, a)) return 'aromatic-c';
  const multiple = nbrs(c, a).filter((b) => el(c, b) === Z.C && order(c, a, b) >= 2 && !arom(c, b));
  if (multiple.length === 0) return 'alkyl';
  // A ring C=C of a quinone: the ring also holds a C=O carbon.
  const quinone = c.atomRings[a]!.some((r) => c.rings[r]!.some((x) => el(c, x) === Z.C && doubleO(c, x)));
  if (quinone) return 'quinone-c';
  // A C=C hanging on an aromatic ring (styrene's vinyl) is its own block.
  const onRing = [a, ...multiple].some((x) => nbrs(c, x).some((y) => arom(c, y)));
  return onRing ? 'vinyl' : 'alkene';
}

const isPhosphate = (c: Ctx, p: number) => nbrs(c, p).filter((o) => el(c, o) === Z.O).length >= 3;

function oxygenLabel(c: Ctx, a: number): FragmentGroup {
  const n = nbrs(c, a);
  if (n.some((p) => el(c, p) === Z.P && isPhosphate(c, p))) return 'phosphate';
  if (n.length === 0) return c.hs[a] === 2 ? 'water' : 'other';
  if (n.length === 2) return etherLabel(c, a, n[0]!, n[1]!);
  if (n.length !== 1) return 'other';
  const p = n[0]!;
  if (el(c, p) === Z.N) return nbrs(c, p).filter((o) => el(c, o) === Z.O).length === 2 ? 'nitro' : 'other';
  if (el(c, p) !== Z.C) return 'other';
  if (c.hs[a] === 1) {
    if (doubleO(c, p)) return 'carboxylic-acid';
    if (arom(c, p)) return 'phenol';
    if (inRing(c, p)) return 'ring-alcohol';
    const cf3 = nbrs(c, p).some((x) => nbrs(c, x).filter((f) => el(c, f) === Z.F).length === 3);
    return cf3 ? 'alcohol-cf3' : 'alcohol';
  }
  return carbonylLabel(c, a, p);
}

/** O with one heavy neighbour and no H: a carbonyl (or carboxylate) oxygen on carbon p. */
function carbonylLabel(c: Ctx, a: number, p: number): FragmentGroup {
  const others = nbrs(c, p).filter((x) => x !== a);
  const amideN = others.find((x) => el(c, x) === Z.N);
  if (amideN !== undefined) return c.hs[amideN] === 2 && others.length === 2 ? 'primary-amide' : 'amide';
  const singleO = others.find((x) => el(c, x) === Z.O);
  if (singleO !== undefined) {
    const charged = c.mol.formalCharges[a] === -1 || c.mol.formalCharges[singleO] === -1;
    if (charged) return 'carboxylate';
    return c.hs[singleO] === 1 ? 'carboxylic-acid' : 'ester';
  }
  if (order(c, a, p) !== 2) return 'other';
  if (c.hs[p]! > 0) return others.some((x) => arom(c, x)) ? 'aryl-aldehyde' : 'aldehyde';
  if (inRing(c, p)) {
    // A ring C=O conjugated with ring C=C bonds (quinones) vs a saturated ring ketone.
    const conjugated = others.some((x) => nbrs(c, x).some((y) => y !== p && order(c, x, y) >= 2));
    return conjugated ? 'quinone' : 'ring-ketone';
  }
  return others.some((x) => arom(c, x)) ? 'aryl-ketone' : 'ketone';
}

function etherLabel(c: Ctx, a: number, x: number, y: number): FragmentGroup {
  if (arom(c, a)) return 'aromatic-o';
  if (el(c, x) !== Z.C || el(c, y) !== Z.C) return 'other';
  if (doubleO(c, x) || doubleO(c, y)) return 'ester';
  if (arom(c, x) || arom(c, y)) return 'aryl-ether';
  const acetal = [x, y].some((k) =>
    nbrs(c, k).some((o) => o !== a && el(c, o) === Z.O && order(c, k, o) === 1),
  );
  if (acetal) return 'acetal';
  if (!inRing(c, a)) return 'ether';
  const twoO = c.atomRings[a]!.some((r) => c.rings[r]!.some((o) => o !== a && el(c, o) === Z.O));
  return twoO ? 'ring-diether' : 'ring-ether';
}

function nitrogenLabel(c: Ctx, a: number): FragmentGroup {
  const n = nbrs(c, a);
  const q = c.mol.formalCharges[a]!;
  if (n.filter((o) => el(c, o) === Z.O).length === 2) return 'nitro';
  if (guanidinium(c, a)) return 'guanidinium';
  if (q === 1 && !arom(c, a)) {
    if (n.length === 4) return 'quaternary-ammonium';
    return c.hs[a] === 3 ? 'primary-ammonium' : 'ammonium';
  }
  if (q !== 0) return 'other';
  if (n.some((x) => order(c, a, x) === 3)) return 'nitrile';
  if (arom(c, a)) return c.hs[a]! > 0 ? 'aromatic-nh' : n.length === 3 ? 'aromatic-n-alkyl' : 'aromatic-n';
  if (n.some((x) => order(c, a, x) >= 2)) return 'other';
  const carbonyl = n.find((x) => el(c, x) === Z.C && doubleO(c, x));
  if (carbonyl !== undefined) return c.hs[a] === 2 ? 'primary-amide' : 'amide';
  if (n.some((x) => arom(c, x))) {
    return c.hs[a] === 2 ? 'aniline' : c.hs[a] === 0 ? 'aryl-tertiary-amine' : 'aryl-secondary-amine';
  }
  return c.hs[a] === 2 ? 'primary-amine' : 'amine';
}

/** An N on a carbon bearing three N, one of which carries the +1 (arginine's guanidinium). */
function guanidinium(c: Ctx, a: number): boolean {
  return nbrs(c, a).some((x) => {
    const ns = nbrs(c, x).filter((y) => el(c, y) === Z.N);
    return el(c, x) === Z.C && ns.length === 3 && ns.some((y) => c.mol.formalCharges[y] === 1);
  });
}

function sulfurLabel(c: Ctx, a: number): FragmentGroup {
  const n = nbrs(c, a);
  if (arom(c, a)) return 'aromatic-s';
  if (n.some((x) => order(c, a, x) >= 2) || n.some((x) => el(c, x) !== Z.C)) return 'other';
  if (n.length === 1 && c.hs[a] === 1) return 'thiol';
  return n.length === 2 ? 'thioether' : 'other';
}

function halogenLabel(c: Ctx, a: number, z: number): FragmentGroup {
  const host = nbrs(c, a)[0];
  if (host === undefined || el(c, host) !== Z.C) return 'other';
  if (arom(c, host)) {
    return z === Z.F ? 'aryl-f' : z === Z.Cl ? 'aryl-cl' : z === Z.Br ? 'aryl-br' : 'aryl-i';
  }
  const same = nbrs(c, host).filter((x) => el(c, x) === z).length;
  if (same === 3 && z === Z.F) return 'cf3';
  if (same === 3 && z === Z.Cl && nbrs(c, host).length === 3) return 'ccl3';
  return 'alkyl-halide';
}
