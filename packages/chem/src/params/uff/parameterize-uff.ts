import type { Diagnostic } from '../../core/diagnostics.js';
import { massOf } from '../../core/elements.js';
import { ChemError } from '../../core/errors.js';
import { adjacency, type Molecule } from '../../core/molecule.js';
import type {
  AngleParameter,
  Atoms2,
  Atoms3,
  Atoms4,
  DihedralParameter,
  HarmonicBond,
  ImproperParameter,
  NonbondedDefaults,
  Provenance,
  System,
  SystemAtom,
  Term,
} from '../../core/system.js';
import { KJ_PER_KCAL } from '../../core/units.js';
import type { UffAtomParameters, UffParameters } from '../../forcefields/uff/uff-prm.js';
import { enumerateTerms } from '../enumerate-terms.js';
import { ParameterTable } from '../parameter-table.js';
import { uffAngle } from './uff-angle.js';
import {
  inversion,
  torsion,
  bondForceConstant,
  bondLength,
  hybridOf,
  type TorsionCentre,
} from './uff-rules.js';
import { typeRows, uffBondOrders } from './uff-terms.js';

/**
 * UFF's nonbonded conventions: the 12-6 form D[(x/r)¹² − 2(x/r)⁶] with geometric x_IJ and D_IJ
 * (Rappé et al. 1992, eqs 20–22) is Lennard-Jones with σ = x·2^(−1/6), ε = D and geometric σ and ε
 * (combination rule 3) exactly; 1-2 and 1-3 pairs are excluded and 1-4 pairs interact in full.
 */
export const UFF_DEFAULTS: NonbondedDefaults = {
  nbfunc: 1,
  combinationRule: 3,
  genPairs: true,
  fudgeLJ: 1,
  fudgeQQ: 1,
};

export interface UffParameterizeInput {
  readonly types: readonly string[];
  readonly charges: Float64Array;
  /** UFF.prm, or UFF.prm with the UFF4MOF types (withUff4mof). */
  readonly parameters: UffParameters;
  /** 'UFF' or 'UFF4MOF', for the atoms and the provenance. */
  readonly forceField: string;
}

/**
 * The System of a UFF-typed molecule or periodic framework: every bond, angle, torsion and 1-4 pair
 * of the bond graph (enumerate-terms.ts; periodic bonds are bonds like any other), each with UFF's
 * parameters from the types (uff-rules.ts, uff-angle.ts), plus the three inversion terms of each
 * inversion centre. Units: kcal/mol → kJ/mol (× 4.184), Å → nm.
 */
export function parameterizeUff(
  mol: Molecule,
  input: UffParameterizeInput,
): { system: System; diagnostics: Diagnostic[] } {
  const { parameters, forceField } = input;
  const rows = typeRows(input.types, parameters.types, parameters.source, (message, atom) => {
    throw new ChemError('missing-parameter', message, [atom]);
  });
  const adj = adjacency(mol);
  const topology = enumerateTerms(adj, mol.atomCount);
  const nb = Array.from({ length: mol.atomCount }, (_, i) => [
    ...new Set(adj.neighbours.subarray(adj.start[i], adj.start[i + 1])),
  ]);
  const orders = uffBondOrders(mol, input.types);
  const orderOf = new Map<string, number>();
  for (let k = 0; k < mol.bonds.count; k++) {
    orderOf.set(pairKey(mol.bonds.a[k]!, mol.bonds.b[k]!), orders[k]!);
  }
  const order = (i: number, j: number): number => orderOf.get(pairKey(i, j)) ?? 1;
  const prov = (rule: string, row?: UffAtomParameters): Provenance => ({
    forceField,
    source: `${row?.source ?? parameters.source}${rule === '' ? '' : ` (${rule})`}`,
    ...(row?.line === undefined ? {} : { line: row.line }),
    estimated: false,
  });

  const atoms: SystemAtom[] = rows.map((row, i) => ({
    label: mol.names[i] || `${i + 1}`,
    forceField,
    type: input.types[i]!,
    charge: input.charges[i] ?? 0,
    mass: massOf(mol.elements[i]!),
    sigma: (row.x1 * 2 ** (-1 / 6)) / 10,
    epsilon: row.d1 * KJ_PER_KCAL,
    provenance: prov('', row),
  }));

  const bonds = bondTerms(topology.bonds, input.types, rows, order, prov);
  const angles = angleTerms(topology.angles, input.types, rows, order, prov);
  const dihedrals = torsionTerms(mol, topology.dihedrals, input.types, rows, nb, order, prov);
  const impropers = inversionTerms(input.types, nb, prov);
  const system: System = {
    molecule: mol,
    atoms,
    bondParameters: bonds.table,
    bonds: bonds.terms,
    angleParameters: angles.table,
    angles: angles.terms,
    dihedralParameters: dihedrals.table,
    dihedrals: dihedrals.terms,
    improperParameters: impropers.table,
    impropers: impropers.terms,
    pairs: topology.pairs.map((p) => ({ atoms: p, funct: 1 })),
    defaults: UFF_DEFAULTS,
  };
  return { system, diagnostics: [] };
}

type Order = (i: number, j: number) => number;
type Prov = (rule: string) => Provenance;

function bondTerms(
  list: readonly Atoms2[],
  types: readonly string[],
  rows: readonly UffAtomParameters[],
  order: Order,
  prov: Prov,
): { table: readonly HarmonicBond[]; terms: Term<Atoms2>[] } {
  const cache = new Map<string, HarmonicBond>();
  const table = new ParameterTable<HarmonicBond>();
  const terms = list.map(([i, j]) => {
    const n = order(i, j);
    const key = `${[types[i], types[j]].sort().join(' ')} ${n}`;
    let p = cache.get(key);
    if (!p) {
      const r = bondLength(rows[i]!, rows[j]!, n);
      p = {
        funct: 1,
        b0: r / 10,
        kb: bondForceConstant(rows[i]!, rows[j]!, r) * KJ_PER_KCAL * 100,
        provenance: prov(`Rappé 1992 eqs 2–6: ${key}`),
      };
      cache.set(key, p);
    }
    return { atoms: [i, j] as const, parameter: table.add(p) };
  });
  return { table: table.values, terms };
}

function angleTerms(
  list: readonly Atoms3[],
  types: readonly string[],
  rows: readonly UffAtomParameters[],
  order: Order,
  prov: Prov,
): { table: readonly AngleParameter[]; terms: Term<Atoms3>[] } {
  const cache = new Map<string, AngleParameter>();
  const table = new ParameterTable<AngleParameter>();
  const terms = list.map(([i, j, k]) => {
    const [a, c] = types[i]! <= types[k]! ? [i, k] : [k, i];
    const key = `${types[a]} ${types[j]} ${types[c]} ${order(a, j)} ${order(j, c)}`;
    let p = cache.get(key);
    if (!p) {
      p = uffAngle(
        rows[a]!,
        rows[j]!,
        rows[c]!,
        order(a, j),
        order(j, c),
        prov(`Rappé 1992 eqs 10–13: ${key}`),
      );
      cache.set(key, p);
    }
    return { atoms: [i, j, k] as const, parameter: table.add(p) };
  });
  return { table: table.values, terms };
}

const pairKey = (i: number, j: number): string => (i < j ? `${i} ${j}` : `${j} ${i}`);

function torsionTerms(
  mol: Molecule,
  dihedrals: readonly Atoms4[],
  types: readonly string[],
  rows: readonly UffAtomParameters[],
  nb: readonly (readonly number[])[],
  order: (i: number, j: number) => number,
  prov: (rule: string) => Provenance,
): { table: readonly DihedralParameter[]; terms: Term<Atoms4>[] } {
  const sp2 = (t: string): boolean => hybridOf(t) === '2' || hybridOf(t) === 'R';
  const centre = (x: number, partner: number): TorsionCentre => ({
    type: types[x]!,
    z: mol.elements[x]!,
    p: rows[x]!,
    sp2Neighbour: nb[x]!.some((y) => y !== partner && sp2(types[y]!)),
  });
  const cache = new Map<string, DihedralParameter | null>();
  const table = new ParameterTable<DihedralParameter>();
  const terms: Term<Atoms4>[] = [];
  for (const t of dihedrals) {
    const [, j, k] = t;
    const cj = centre(j, k);
    const ck = centre(k, j);
    const n = order(j, k);
    const key =
      [`${cj.type}${cj.sp2Neighbour ? '*' : ''}`, `${ck.type}${ck.sp2Neighbour ? '*' : ''}`]
        .sort()
        .join(' ') + ` ${n}`;
    let p = cache.get(key);
    if (p === undefined) {
      const u = torsion(cj, ck, n);
      // E = ½V[1 − cos(nφ0) cos(nφ)] = (V/2)[1 + cos(nφ − phase)], phase 0 when cos(nφ0) = −1, 180 when +1.
      p =
        u && u.v > 0
          ? {
              funct: 1,
              terms: [
                {
                  k: (u.v / 2) * KJ_PER_KCAL,
                  multiplicity: u.n,
                  phase: Math.cos((u.n * u.phi0 * Math.PI) / 180) > 0 ? 180 : 0,
                },
              ],
              provenance: prov(`Rappé 1992 eqs 15–17, ${u.rule}: ${key}`),
            }
          : null;
      cache.set(key, p);
    }
    if (p) terms.push({ atoms: t, parameter: table.add(p) });
  }
  return { table: table.values, terms };
}

function inversionTerms(
  types: readonly string[],
  nb: readonly (readonly number[])[],
  prov: (rule: string) => Provenance,
): { table: readonly ImproperParameter[]; terms: Term<Atoms4>[] } {
  const table = new ParameterTable<ImproperParameter>();
  const terms: Term<Atoms4>[] = [];
  const cache = new Map<string, ImproperParameter | null>();
  nb.forEach((around, centre) => {
    if (around.length !== 3) return;
    const neighbourTypes = around.map((j) => types[j]!);
    const key = `${types[centre]} ${neighbourTypes.includes('O_2') ? 'O_2' : ''}`;
    let p = cache.get(key);
    if (p === undefined) {
      const inv = inversion(types[centre]!, neighbourTypes);
      p = inv
        ? {
            funct: 101,
            // The three terms of a centre share K (eq 18: one per choice of axis atom).
            k: (inv.k / 3) * KJ_PER_KCAL,
            c0: inv.c0,
            c1: inv.c1,
            c2: inv.c2,
            provenance: prov(`Rappé 1992 eqs 18–19: ${key.trim()}`),
          }
        : null;
      cache.set(key, p);
    }
    if (!p) return;
    const [a, c, d] = around as [number, number, number];
    const row = table.add(p);
    // Atoms [j, k, centre, l]: the plane of j, centre, k and the axis centre → l, once per axis atom.
    for (const atoms of [
      [a, c, centre, d],
      [d, c, centre, a],
      [a, d, centre, c],
    ] as const) {
      terms.push({ atoms, parameter: row });
    }
  });
  return { table: table.values, terms };
}
