import type {
  DihedralParameter,
  HarmonicAngle,
  HarmonicBond,
  ImproperParameter,
  Molecule,
  Provenance,
  System,
  SystemAtom,
  Term,
} from '@topoforge/chem';
import {
  adjacency,
  covalentRadius,
  elementByNumber,
  massOf,
  symbolOf,
  topologicalOneFour,
} from '@topoforge/chem';
import { paulingCharges } from './pauling-charges.js';

/**
 * A System whose parameters come from a simple rule on the elements, not from a force field: enough
 * to exercise every term of the writers and engines when no typer is wanted (unit tests of the
 * adapters). Bond lengths are summed covalent radii and angles ideal, so the geometry is strained
 * and every bonded term has a non-zero energy.
 */
const RULE: Provenance = { forceField: 'test-rule', source: 'rule-system.ts', estimated: true };

class Table<P> {
  readonly rows: P[] = [];
  private readonly index = new Map<string, number>();
  add(key: string, make: () => P): number {
    let i = this.index.get(key);
    if (i === undefined) {
      i = this.rows.push(make()) - 1;
      this.index.set(key, i);
    }
    return i;
  }
}

/** Which forms to use: the GAFF ones by default, or RB torsions and harmonic impropers (OPLS, CHARMM). */
export interface RuleForms {
  readonly ryckaertBellemans?: boolean;
  readonly harmonicImpropers?: boolean;
}

export function ruleSystem(mol: Molecule, forms: RuleForms = {}): System {
  const adj = adjacency(mol);
  const neighbours = (i: number): number[] =>
    Array.from(adj.neighbours.subarray(adj.start[i], adj.start[i + 1]));
  const type = (i: number): string =>
    `${symbolOf(mol.elements[i] ?? 0).toLowerCase()}${neighbours(i).length}`;
  const charges = paulingCharges(mol.elements);
  const atoms: SystemAtom[] = Array.from({ length: mol.atomCount }, (_, i) =>
    atomOf(mol, i, type(i), charges[i]!),
  );

  const bondTable = new Table<HarmonicBond>();
  const bonds: Term<readonly [number, number]>[] = [];
  for (let k = 0; k < mol.bonds.count; k++) {
    const a = mol.bonds.a[k]!;
    const b = mol.bonds.b[k]!;
    const b0 = (covalentRadius(mol.elements[a]!) + covalentRadius(mol.elements[b]!)) / 10;
    const parameter = bondTable.add([type(a), type(b)].sort().join('-'), () => ({
      funct: 1,
      b0,
      kb: 250000,
      provenance: RULE,
    }));
    bonds.push({ atoms: [a, b], parameter });
  }
  const partial: Omit<System, 'pairs'> = {
    molecule: mol,
    atoms,
    bondParameters: bondTable.rows,
    bonds,
    ...anglesOf(mol, neighbours, type),
    ...dihedralsOf(mol, neighbours, forms.ryckaertBellemans ?? false),
    ...impropersOf(neighbours, mol.atomCount, forms.harmonicImpropers ?? false),
    defaults: { nbfunc: 1, combinationRule: 2, genPairs: true, fudgeLJ: 0.5, fudgeQQ: 0.8333 },
  };
  const pairs = [...topologicalOneFour({ ...partial, pairs: [] })].map((k) => {
    const [a, b] = k.split('-').map(Number);
    return { atoms: [a!, b!] as const, funct: 1 as const };
  });
  return { ...partial, pairs };
}

function atomOf(mol: Molecule, i: number, type: string, charge: number): SystemAtom {
  const z = mol.elements[i] ?? 0;
  const rvdw = elementByNumber(z)?.vdwRadius ?? 2;
  return {
    label: mol.names[i] || `${symbolOf(z)}${i + 1}`,
    forceField: 'test-rule',
    type,
    charge,
    mass: massOf(z),
    // σ from the van der Waals radius (r_min = 2^(1/6) σ = 2 r_vdw), ε smaller for hydrogen.
    sigma: (2 * rvdw) / 2 ** (1 / 6) / 10,
    epsilon: z === 1 ? 0.0657 : 0.36,
    provenance: RULE,
  };
}

function anglesOf(mol: Molecule, neighbours: (i: number) => number[], type: (i: number) => string) {
  const table = new Table<HarmonicAngle>();
  const angles: Term<readonly [number, number, number]>[] = [];
  for (let j = 0; j < mol.atomCount; j++) {
    const nb = neighbours(j);
    const theta0 = nb.length >= 4 ? 109.47 : nb.length === 3 ? 120 : 115;
    for (let x = 0; x < nb.length; x++) {
      for (let y = x + 1; y < nb.length; y++) {
        const [i, k] = [nb[x]!, nb[y]!];
        const parameter = table.add(`${type(j)}:${nb.length}`, () => ({
          funct: 1,
          theta0,
          k: 400,
          provenance: RULE,
        }));
        angles.push({ atoms: [i, j, k], parameter });
      }
    }
  }
  return { angleParameters: table.rows, angles };
}

/**
 * Two-term (funct 9) torsions around C–C bonds, one-term elsewhere (or Ryckaert–Bellemans); none
 * through a linear angle.
 */
function dihedralsOf(mol: Molecule, neighbours: (i: number) => number[], rb: boolean) {
  const table = new Table<DihedralParameter>();
  const dihedrals: Term<readonly [number, number, number, number]>[] = [];
  for (let k = 0; k < mol.bonds.count; k++) {
    const [j, l] = [mol.bonds.a[k]!, mol.bonds.b[k]!];
    const both = mol.elements[j] === 6 && mol.elements[l] === 6;
    const key = both ? 'cc' : 'x';
    const parameter = table.add(key, () =>
      rb && !both
        ? { funct: 3, c: [2.1, -1.3, 0.7, 3.2, -0.4, 0], provenance: RULE }
        : {
            funct: 9,
            terms: both
              ? [
                  { phase: 0, k: 0.6, multiplicity: 3 },
                  { phase: 180, k: 1.2, multiplicity: 2 },
                ]
              : [{ phase: 0, k: 0.9, multiplicity: 3 }],
            provenance: RULE,
          },
    );
    for (const i of neighbours(j)) {
      for (const m of neighbours(l)) {
        if (i === l || m === j || i === m || linear(mol, i, j, l) || linear(mol, j, l, m)) continue;
        dihedrals.push({ atoms: [i, j, l, m], parameter });
      }
    }
  }
  return { dihedralParameters: table.rows, dihedrals };
}

/** Periodic (GAFF) or harmonic (CHARMM, ξ0 = 0) impropers on every atom with three neighbours. */
function impropersOf(neighbours: (i: number) => number[], n: number, harmonic: boolean) {
  const parameters: ImproperParameter[] = [
    harmonic
      ? { funct: 2, xi0: 0, k: 120, provenance: RULE }
      : { funct: 4, term: { phase: 180, k: 4.6, multiplicity: 2 }, provenance: RULE },
  ];
  const impropers: Term<readonly [number, number, number, number]>[] = [];
  for (let c = 0; c < n; c++) {
    const nb = neighbours(c);
    if (nb.length === 3) impropers.push({ atoms: [nb[0]!, nb[1]!, c, nb[2]!], parameter: 0 });
  }
  return { improperParameters: parameters, impropers };
}

/** Angle i-j-k above 175°: the torsion through it is undefined, engines treat it differently. */
function linear(mol: Molecule, i: number, j: number, k: number): boolean {
  const p = mol.positions;
  const u = [0, 1, 2].map((d) => p[3 * i + d]! - p[3 * j + d]!);
  const v = [0, 1, 2].map((d) => p[3 * k + d]! - p[3 * j + d]!);
  const dot = u[0]! * v[0]! + u[1]! * v[1]! + u[2]! * v[2]!;
  const cos = dot / Math.hypot(...u) / Math.hypot(...v);
  return cos < Math.cos((175 * Math.PI) / 180);
}
