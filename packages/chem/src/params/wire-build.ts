import { ChemError } from '../core/errors.js';
import type { Molecule } from '../core/molecule.js';
import type {
  Atoms2,
  Atoms3,
  Atoms4,
  DihedralParameter,
  AngleParameter,
  HarmonicBond,
  ImproperParameter,
  NonbondedPairParameter,
  Provenance,
  SystemAtom,
  System,
  Term,
  RigidWater,
  VirtualSite,
} from '../core/system.js';
import { checkNonbondedPairs } from './nonbonded-pairs.js';
import { ParameterTable } from './parameter-table.js';
import type { NonbondedPairRow, SystemWire } from './system-wire.js';
import { constraintsFromWire, exclusionDepthFromWire } from './wire-coarse.js';
import type { Row } from './wire-rows.js';

const USER: Provenance = {
  forceField: 'user',
  source: 'edited in the parameter tables',
  estimated: false,
  derivedFrom: 'user',
};

/** Provenance for row `i`: the wire's, unless the row differs from the original's same row. */
function provenance(
  rows: readonly Row[] | undefined,
  row: Row,
  given: Provenance | undefined,
  i: number,
): Provenance {
  const before = rows?.[i];
  const edited =
    before !== undefined && (before.length !== row.length || before.some((v, k) => v !== row[k]));
  if (edited) return { ...(given ?? USER), estimated: false, derivedFrom: 'user' };
  return given ?? USER;
}

function ids(row: Row, n: number, atomCount: number, what: string): number[] {
  const out = row.slice(0, n).map((v) => v - 1);
  if (row.length < n + 1 || out.some((i) => !Number.isInteger(i) || i < 0 || i >= atomCount)) {
    throw new ChemError(
      'invalid-molecule',
      `${what} row [${row.join(', ')}] names atoms outside 1…${atomCount}.`,
    );
  }
  return out;
}

function num(row: Row, i: number, what: string): number {
  const v = row[i];
  if (typeof v !== 'number' || !Number.isFinite(v)) {
    throw new ChemError(
      'invalid-molecule',
      `${what} row [${row.join(', ')}] has no number in column ${i + 1}.`,
    );
  }
  return v;
}

export function buildSystem(wire: SystemWire, mol: Molecule, original: SystemWire | undefined): System {
  const n = mol.atomCount;
  if (wire.atoms.length !== n) {
    throw new ChemError(
      'invalid-molecule',
      `the parameter set has ${wire.atoms.length} atoms, the structure ${n}.`,
    );
  }
  const bonds = buildBonds(wire, n, original);
  const angles = buildAngles(wire, n, original);
  const dihedrals = buildDihedrals(wire, n, original);
  const impropers = buildImpropers(wire, n, original);
  const pairs = wire.pairs.map((r) => {
    const [a, b] = ids(r, 2, n, 'pair');
    return { atoms: [a ?? 0, b ?? 0] as const, funct: 1 as const };
  });
  const virtualSites = (wire.virtualSites ?? []).map((r) => virtualSite(r, n));
  const rigidWaters = (wire.rigidWaters ?? []).map((r) => rigidWater(r, n));
  const nonbondedPairs = (wire.nonbondedPairs ?? []).map((r, i) =>
    typePairRow(r, i, 'nonbondedPairs', wire.provenance.nonbondedPairs, original?.nonbondedPairs),
  );
  const pairParameters14 = (wire.pairParameters14 ?? []).map((r, i) =>
    typePairRow(r, i, 'pairParameters14', wire.provenance.pairParameters14, original?.pairParameters14),
  );
  const constraints = constraintsFromWire(
    wire.constraints ?? [],
    wire.provenance.constraints,
    original?.constraints,
    n,
  );
  const exclusionDepth = exclusionDepthFromWire(wire.exclusionDepth);
  const system: System = {
    molecule: mol,
    atoms: buildAtoms(wire, original),
    bondParameters: bonds.table.values,
    bonds: bonds.terms,
    angleParameters: angles.table.values,
    angles: angles.terms,
    dihedralParameters: dihedrals.table.values,
    dihedrals: dihedrals.terms,
    improperParameters: impropers.table.values,
    impropers: impropers.terms,
    pairs,
    defaults: wire.defaults,
    ...(virtualSites.length > 0 ? { virtualSites } : {}),
    ...(rigidWaters.length > 0 ? { rigidWaters } : {}),
    ...(nonbondedPairs.length > 0 ? { nonbondedPairs } : {}),
    ...(pairParameters14.length > 0 ? { pairParameters14 } : {}),
    ...(constraints.length > 0 ? { constraints } : {}),
    ...(exclusionDepth !== undefined ? { exclusionDepth } : {}),
    ...(wire.externalNonbonded ? { externalNonbonded: { ...wire.externalNonbonded } } : {}),
  };
  checkNonbondedPairs(system);
  return system;
}

/**
 * [typeA, typeB, 1, σ, ε] of nonbondedPairs or pairParameters14 (the same row form); an edited row
 * (differs from the original's same row) gets user provenance.
 */
function typePairRow(
  r: NonbondedPairRow,
  i: number,
  table: 'nonbondedPairs' | 'pairParameters14',
  provenances: readonly Provenance[] | undefined,
  originalRows: readonly NonbondedPairRow[] | undefined,
): NonbondedPairParameter {
  const what = table === 'nonbondedPairs' ? `explicit pair ${i + 1}` : `1-4 pair parameter ${i + 1}`;
  if (r.length !== 5 || r[2] !== 1 || typeof r[0] !== 'string' || typeof r[1] !== 'string') {
    throw new ChemError(
      'unsupported-form',
      `${what} [${r.join(', ')}] is not [typeA, typeB, 1, sigma, epsilon] (function type 1, 5 values).`,
    );
  }
  // num reads by column, so the message names the wire column (4: σ, 5: ε).
  const values = r as unknown as Row;
  const given = provenances?.[i];
  const before = originalRows?.[i];
  const edited = before !== undefined && before.some((v, k) => v !== r[k]);
  const prov = edited
    ? { ...(given ?? USER), estimated: false, derivedFrom: 'user' as const }
    : (given ?? USER);
  return {
    types: [r[0], r[1]],
    funct: 1,
    sigma: num(values, 3, what),
    epsilon: num(values, 4, what),
    provenance: prov,
  };
}

/** [site, i, j, k, 1, a, b]: the only virtual-site form the System has (virtual_sites3 funct 1). */
function virtualSite(r: Row, n: number): VirtualSite {
  const [site, i, j, k] = ids(r, 4, n, 'virtual site');
  if (r[4] !== 1 || r.length !== 7) {
    throw new ChemError(
      'unsupported-form',
      `virtual site row [${r.join(', ')}] is not [site, i, j, k, 1, a, b] (function type 1, 7 values).`,
    );
  }
  return {
    site: site ?? 0,
    kind: 'linear3',
    atoms: [i ?? 0, j ?? 0, k ?? 0],
    a: num(r, 5, 'virtual site'),
    b: num(r, 6, 'virtual site'),
  };
}

/** [O, H1, H2, doh, dhh]: a rigid water (core/system.ts RigidWater), distances in nm. */
function rigidWater(r: Row, n: number): RigidWater {
  const [o, h1, h2] = ids(r, 3, n, 'rigid water');
  const dOH = num(r, 3, 'rigid water');
  const dHH = num(r, 4, 'rigid water');
  if (r.length !== 5 || !(dOH > 0) || !(dHH > 0)) {
    throw new ChemError(
      'unsupported-form',
      `rigid water row [${r.join(', ')}] is not [O, H1, H2, doh, dhh].`,
    );
  }
  return { o: o ?? 0, h1: h1 ?? 0, h2: h2 ?? 0, dOH, dHH };
}

function buildAtoms(wire: SystemWire, original: SystemWire | undefined): SystemAtom[] {
  return wire.atoms.map((a, i): SystemAtom => {
    const before = original?.atoms[i];
    const edited = before !== undefined && before.some((v, k) => k > 5 && v !== a[k]);
    const given = wire.provenance.atoms[i] ?? USER;
    const [label, forceField, type, , , , charge, mass, sigma, epsilon] = a;
    const prov = edited ? { ...given, derivedFrom: 'user' as const } : given;
    return { label, forceField, type, charge, mass, sigma, epsilon, provenance: prov };
  });
}

function buildBonds(wire: SystemWire, n: number, original: SystemWire | undefined) {
  const table = new ParameterTable<HarmonicBond>();
  const terms = wire.bonds.map((r, i): Term<Atoms2> => {
    const [a, b] = ids(r, 2, n, 'bond');
    const p = { funct: 1 as const, b0: num(r, 3, 'bond'), kb: num(r, 4, 'bond') };
    const prov = provenance(original?.bonds, r, wire.provenance.bonds[i], i);
    return { atoms: [a ?? 0, b ?? 0], parameter: table.add({ ...p, provenance: prov }) };
  });
  return { table, terms };
}

function buildAngles(wire: SystemWire, n: number, original: SystemWire | undefined) {
  const table = new ParameterTable<AngleParameter>();
  const terms = wire.angles.map((r, i): Term<Atoms3> => {
    const [a, b, c] = ids(r, 3, n, 'angle');
    const prov = provenance(original?.angles, r, wire.provenance.angles[i], i);
    const [theta0, k] = [num(r, 4, 'angle'), num(r, 5, 'angle')];
    const funct = r[3];
    const p: AngleParameter =
      funct === 102
        ? { funct, theta0, k, c: num(r, 6, 'angle'), multiplicity: num(r, 7, 'angle'), provenance: prov }
        : { funct: funct === 2 || funct === 101 ? funct : 1, theta0, k, provenance: prov };
    return { atoms: [a ?? 0, b ?? 0, c ?? 0], parameter: table.add(p) };
  });
  return { table, terms };
}

function buildImpropers(wire: SystemWire, n: number, original: SystemWire | undefined) {
  const table = new ParameterTable<ImproperParameter>();
  const terms = wire.impropers.map((r, i): Term<Atoms4> => {
    const [a, b, c, d] = ids(r, 4, n, 'improper');
    const prov = provenance(original?.impropers, r, wire.provenance.impropers[i], i);
    const p = improperFromRow(r, prov);
    return { atoms: [a ?? 0, b ?? 0, c ?? 0, d ?? 0], parameter: table.add(p) };
  });
  return { table, terms };
}

/** Consecutive funct-9 rows of one quartet are the Fourier terms of one dihedral. */
function buildDihedrals(wire: SystemWire, n: number, original: SystemWire | undefined) {
  const table = new ParameterTable<DihedralParameter>();
  const terms: Term<Atoms4>[] = [];
  let i = 0;
  while (i < wire.dihedrals.length) {
    const first = wire.dihedrals[i] ?? [];
    const atoms = ids(first, 4, n, 'dihedral');
    const group: Row[] = [first];
    const key = first.slice(0, 5).join(',');
    while (first[4] === 9 && wire.dihedrals[i + group.length]?.slice(0, 5).join(',') === key) {
      group.push(wire.dihedrals[i + group.length] ?? []);
    }
    const provs = group.map((r, g) =>
      provenance(original?.dihedrals, r, wire.provenance.dihedrals[i + g], i + g),
    );
    const prov = provs.find((p) => p.derivedFrom === 'user') ?? provs[0] ?? USER;
    const p: DihedralParameter =
      first[4] === 3
        ? { funct: 3, c: first.slice(5, 11).map((_, k) => num(first, 5 + k, 'dihedral')), provenance: prov }
        : {
            funct: first[4] === 1 ? 1 : 9,
            terms: group.map((r) => ({
              phase: num(r, 5, 'dihedral'),
              k: num(r, 6, 'dihedral'),
              multiplicity: num(r, 7, 'dihedral'),
            })),
            provenance: prov,
          };
    terms.push({
      atoms: [atoms[0] ?? 0, atoms[1] ?? 0, atoms[2] ?? 0, atoms[3] ?? 0],
      parameter: table.add(p),
    });
    i += group.length;
  }
  return { table, terms };
}

/** One improper row of the wire form by its funct (see system-wire.ts); an unknown funct reads as periodic. */
function improperFromRow(r: Row, prov: Provenance): ImproperParameter {
  const at = (k: number): number => num(r, k, 'improper');
  switch (r[4]) {
    case 2:
      return { funct: 2, xi0: at(5), k: at(6), provenance: prov };
    case 101:
      return { funct: 101, k: at(5), c0: at(6), c1: at(7), c2: at(8), provenance: prov };
    case 102:
      return { funct: 102, psi0: at(5), k: at(6), provenance: prov };
    default:
      return { funct: 4, term: { phase: at(5), k: at(6), multiplicity: at(7) }, provenance: prov };
  }
}
