import { BondOrder } from '../../core/bond-order.js';
import { adjacency, type Molecule } from '../../core/molecule.js';
import type { ClandpIon } from './recognised.js';

/**
 * One Lewis structure per ion, from its CL&P types: where perception could not find the ion's charge
 * (an ion without hydrogens, such as dicyanamide, is read as missing its hydrogens), the ion's bonds
 * and formal charges are set to the textbook structure: charge on the imidazolium/pyridinium ring N,
 * the quaternary N or P, the halide, B of BF4⁻, P of PF6⁻, N of NTf2⁻ and dicyanamide, one O of
 * triflate and acetate; double and triple bonds to match.
 */
export function canonicalIons(mol: Molecule, ions: readonly ClandpIon[], types: readonly string[]): Molecule {
  if (ions.length === 0) return mol;
  const adj = adjacency(mol);
  const bondsOf = (i: number): number[] => Array.from(adj.bondOf.subarray(adj.start[i], adj.start[i + 1]));
  const other = (b: number, i: number): number => (mol.bonds.a[b] === i ? mol.bonds.b[b]! : mol.bonds.a[b]!);
  const order = mol.bonds.order.slice();
  const formal = mol.formalCharges.slice();
  for (const ion of ions) setIon(ion, types, { bondsOf, other, order, formal });
  return { ...mol, formalCharges: formal, bonds: { ...mol.bonds, order } };
}

interface Edit {
  readonly bondsOf: (i: number) => number[];
  readonly other: (b: number, i: number) => number;
  readonly order: Uint8Array;
  readonly formal: Int8Array;
}

function setIon(ion: ClandpIon, types: readonly string[], { bondsOf, other, order, formal }: Edit): void {
  const inIon = new Set(ion.atoms);
  for (const i of ion.atoms) {
    formal[i] = 0;
    for (const b of bondsOf(i)) order[b] = BondOrder.Single;
  }
  const typed = (t: string) => ion.atoms.filter((i) => types[i] === t);
  const set = (i: number, j: number, o: BondOrder) => {
    const b = bondsOf(i).find((x) => other(x, i) === j);
    if (b !== undefined) order[b] = o;
  };
  const partners = (i: number, t: string) =>
    bondsOf(i)
      .map((b) => other(b, i))
      .filter((j) => inIon.has(j) && types[j] === t);
  const charge = (i: number | undefined, q: number) => {
    if (i !== undefined) formal[i] = q;
  };
  switch (ion.family) {
    case 'imidazolium': {
      const nPlus = typed('NA')[0]!;
      charge(nPlus, 1);
      set(nPlus, typed('CR')[0]!, BondOrder.Double);
      const [c4, c5] = typed('CW');
      set(c4!, c5!, BondOrder.Double);
      break;
    }
    case 'pyridinium': {
      const n = typed('NAP')[0]!;
      charge(n, 1);
      // Around the ring from N: double, single, double, single, double, single.
      const ring = [n];
      for (const next of ['CAPO', 'CAPM', 'CAPP', 'CAPM', 'CAPO']) {
        const cur = ring[ring.length - 1]!;
        const j = partners(cur, next).find((x) => !ring.includes(x));
        if (j === undefined) break;
        ring.push(j);
      }
      for (let k = 0; k + 1 < ring.length; k += 2) set(ring[k]!, ring[k + 1]!, BondOrder.Double);
      break;
    }
    case 'pyrrolidinium':
    case 'ammonium':
      charge(typed('N4')[0], 1);
      break;
    case 'phosphonium':
      charge(typed('P3')[0], 1);
      break;
    case 'halide':
      charge(ion.atoms[0], -1);
      break;
    case 'tetrafluoroborate':
      charge(typed('B')[0], -1);
      break;
    case 'hexafluorophosphate':
      charge(typed('P')[0], -1);
      break;
    case 'bistriflamide':
      charge(typed('NBT')[0], -1);
      for (const o of typed('OBT')) set(o, partners(o, 'SBT')[0]!, BondOrder.Double);
      break;
    case 'triflate': {
      const [minus, ...rest] = typed('OTF');
      charge(minus, -1);
      for (const o of rest) set(o, partners(o, 'SBT')[0]!, BondOrder.Double);
      break;
    }
    case 'dicyanamide':
      charge(typed('N3A')[0], -1);
      for (const n of typed('NZA')) set(n, partners(n, 'CZA')[0]!, BondOrder.Triple);
      break;
    case 'acetate': {
      const [minus, other] = typed('O2');
      charge(minus, -1);
      set(other!, typed('CO2')[0]!, BondOrder.Double);
      break;
    }
  }
}
