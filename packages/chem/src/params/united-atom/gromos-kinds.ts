import { BondOrder } from '../../core/bond-order.js';
import type { Molecule } from '../../core/molecule.js';
import { adjacency } from '../../core/molecule.js';
import { findRings, type RingInfo } from '../../perception/rings.js';

/**
 * What the GROMOS bonded rules look at: the atom type, refined where one type covers atoms that
 * ffbonded.itp and aminoacids.rtp treat apart. `Car` is a benzene-ring C (PHE/TYR ring), `Cest` an
 * ester carbonyl C (dppc.itp C1A, C2A), `C` any other carbonyl C; `NTa` an amide NH2 (ASN/GLN ND2/NE2), `NT` an amine NH2 (LYS NZ); CH2r counts as CH2
 * (the ring is seen through `ring`).
 */
export type GromosKind =
  | 'CH0'
  | 'CH1'
  | 'CH2'
  | 'CH3'
  | 'CH4'
  | 'C'
  | 'Cest'
  | 'Car'
  | 'O'
  | 'OM'
  | 'OA'
  | 'OE'
  | 'N'
  | 'NT'
  | 'NTa'
  | 'NL'
  | 'S'
  | 'H'
  | 'HC'
  | 'F'
  | 'CL'
  | 'BR';

export const CHN: readonly GromosKind[] = ['CH0', 'CH1', 'CH2', 'CH3', 'CH4'];

/** The merged (united-atom) molecule seen by the rules: kinds, neighbours, rings. */
export interface GromosGraph {
  readonly kinds: readonly GromosKind[];
  readonly neighbours: readonly (readonly number[])[];
  readonly rings: RingInfo;
  /** Benzene rings (atom lists in ring order). */
  readonly benzeneRings: readonly (readonly number[])[];
  readonly benzene: Uint8Array;
  order(a: number, b: number): number;
  /** True when a, b (and c) lie together in one ring of the SSSR. */
  sameRing(...atoms: number[]): boolean;
}

const KNOWN = new Set([
  'CH0',
  'CH1',
  'CH2',
  'CH3',
  'CH4',
  'O',
  'OM',
  'OA',
  'OE',
  'N',
  'NL',
  'S',
  'H',
  'HC',
  'F',
  'CL',
  'BR',
]);

export function gromosGraph(mol: Molecule, types: readonly string[]): GromosGraph {
  const adj = adjacency(mol);
  const neighbours = Array.from({ length: mol.atomCount }, (_, i) =>
    [...new Set(adj.neighbours.subarray(adj.start[i], adj.start[i + 1]))].sort((a, b) => a - b),
  );
  const orders = new Map<string, number>();
  for (let k = 0; k < mol.bonds.count; k++) {
    const a = mol.bonds.a[k]!;
    const b = mol.bonds.b[k]!;
    orders.set(`${Math.min(a, b)}-${Math.max(a, b)}`, mol.bonds.order[k]!);
  }
  const order = (a: number, b: number): number => orders.get(`${Math.min(a, b)}-${Math.max(a, b)}`) ?? 0;
  const rings = findRings(mol);
  const benzeneRings = rings.rings.filter(
    (ring) => ring.length === 6 && ring.every((a) => types[a] === 'C') && alternates(ring, order),
  );
  const benzene = new Uint8Array(mol.atomCount);
  for (const ring of benzeneRings) for (const a of ring) benzene[a] = 1;
  const kinds = types.map((t, i): GromosKind => {
    if (t === 'CH2r') return 'CH2';
    if (t === 'C') {
      if (benzene[i]) return 'Car';
      return (neighbours[i] ?? []).some((x) => types[x] === 'OE') ? 'Cest' : 'C';
    }
    if (t === 'NT') return (neighbours[i] ?? []).some((x) => types[x] === 'C' && !benzene[x]) ? 'NTa' : 'NT';
    if (KNOWN.has(t)) return t as GromosKind;
    throw new Error(`unreachable: type ${t} is checked before kinds are built`);
  });
  const sameRing = (...atoms: number[]): boolean =>
    rings.rings.some((ring) => atoms.every((a) => ring.includes(a)));
  return { kinds, neighbours, rings, benzeneRings, benzene, order, sameRing };
}

function alternates(ring: readonly number[], order: (a: number, b: number) => number): boolean {
  const orders = ring.map((a, k) => order(a, ring[(k + 1) % ring.length]!));
  if (orders.every((o) => o === BondOrder.Aromatic)) return true;
  const pair = new Set([orders[0], orders[1]]);
  return (
    pair.has(BondOrder.Single) && pair.has(BondOrder.Double) && orders.every((o, k) => o === orders[k % 2])
  );
}

/** The types gromosGraph accepts (what typeGromos54a7 produces, merged hydrogens removed). */
export const GROMOS_TYPES_COVERED: ReadonlySet<string> = new Set([...KNOWN, 'CH2r', 'C', 'NT']);
