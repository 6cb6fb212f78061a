import type { Molecule } from '../core/molecule.js';
import type {
  HarmonicBond,
  NonbondedDefaults,
  NonbondedPairParameter,
  OneFourPairParameter,
  Provenance,
  System,
} from '../core/system.js';
import { angleRow, dihedralRows, improperRow, type Row } from './wire-rows.js';
import { buildSystem } from './wire-build.js';
import { coarseGrainedToWire, type CoarseGrainedWire } from './wire-coarse.js';

/**
 * The API's wire form of a System: exactly the spec's parameter set (spec 000 §3) with 1-based atom
 * ids, plus a provenance entry per row and the nonbonded defaults.
 * atoms: [label, atomtype name (force field), type, x, y, z (Å), charge, mass, alpha = σ (nm), beta = ε (kJ/mol)]
 * bonds: [i, j, funct, b0, kb]; angles: [i, j, k, funct, θ0, k] (funct 1, 2, 101), [i, j, k, 102, θ0, k, c, n];
 * dihedrals: [i, j, k, l, funct, phase, k, n], one row per Fourier term (funct 3: [i, j, k, l, 3, c0…c5]);
 * impropers: [i, j, k, l, 4, phase, k, n], [i, j, k, l, 2, ξ0, k], [i, j, k, l, 101, k, c0, c1, c2] or
 * [i, j, k, l, 102, ψ0, k]; pairs: [i, j, funct];
 * virtualSites (only when the System has some): [site, i, j, k, 1, a, b] (GROMACS virtual_sites3 funct 1).
 * rigidWaters (only when the System has some): [O, H1, H2, doh (nm), dhh (nm)] (GROMACS settles' values).
 * nonbondedPairs (only when the System has some): [typeA, typeB, 1, σ (nm), ε (kJ/mol)], explicit LJ for
 * a pair of atom types (GROMACS [ nonbond_params ] funct 1), with provenance.nonbondedPairs beside it.
 * pairParameters14 (only when the System has some): the same row form, the 1-4 LJ of a pair of atom
 * types (GROMACS [ pairtypes ] funct 1, not scaled by fudgeLJ), with provenance.pairParameters14.
 * constraints, exclusionDepth, externalNonbonded (only for coarse-grained Systems): wire-coarse.ts.
 */
export type WireAtom = [string, string, string, number, number, number, number, number, number, number];

export type NonbondedPairRow = [string, string, number, number, number];

export interface SystemWire extends CoarseGrainedWire {
  atoms: WireAtom[];
  bonds: Row[];
  angles: Row[];
  dihedrals: Row[];
  impropers: Row[];
  pairs: Row[];
  /** Absent when the System has no virtual sites, so 3-point and solute-only sets keep their old form. */
  virtualSites?: Row[];
  /** Absent when the System has no rigid water. */
  rigidWaters?: Row[];
  /** Absent when the System has no explicit pair parameters. */
  nonbondedPairs?: NonbondedPairRow[];
  /** Absent when the System has no explicit 1-4 pair parameters; rows as nonbondedPairs. */
  pairParameters14?: NonbondedPairRow[];
  provenance: {
    atoms: Provenance[];
    bonds: Provenance[];
    angles: Provenance[];
    dihedrals: Provenance[];
    impropers: Provenance[];
    nonbondedPairs?: Provenance[];
    pairParameters14?: Provenance[];
    /** One per constraints row, present with it. */
    constraints?: Provenance[];
  };
  defaults: NonbondedDefaults;
}

export function systemToWire(s: System): SystemWire {
  const pos = s.molecule.positions;
  const atoms = s.atoms.map((a, i): WireAtom => {
    const [x, y, z] = [pos[3 * i] ?? 0, pos[3 * i + 1] ?? 0, pos[3 * i + 2] ?? 0];
    return [a.label, a.forceField, a.type, x, y, z, a.charge, a.mass, a.sigma, a.epsilon];
  });
  const id = (atomsOf: readonly number[]): number[] => atomsOf.map((i) => i + 1);
  const bonds = s.bonds.map((t) => bondRow(id(t.atoms), s.bondParameters[t.parameter]));
  const angles = s.angles.map((t) => angleRow(id(t.atoms), s.angleParameters[t.parameter]));
  const dihedrals: Row[] = [];
  const dihedralProv: Provenance[] = [];
  for (const t of s.dihedrals) {
    const p = param(s.dihedralParameters, t.parameter);
    for (const row of dihedralRows(id(t.atoms), p)) {
      dihedrals.push(row);
      dihedralProv.push(p.provenance);
    }
  }
  const impropers = s.impropers.map((t) =>
    improperRow(id(t.atoms), param(s.improperParameters, t.parameter)),
  );
  const sites = s.virtualSites ?? [];
  const explicit = s.nonbondedPairs ?? [];
  const rigid = s.rigidWaters ?? [];
  const oneFour = s.pairParameters14 ?? [];
  const coarse = coarseGrainedToWire(s);
  const typePairRow = (p: NonbondedPairParameter | OneFourPairParameter): NonbondedPairRow => [
    p.types[0],
    p.types[1],
    p.funct,
    p.sigma,
    p.epsilon,
  ];
  return {
    atoms,
    bonds,
    angles,
    dihedrals,
    impropers,
    pairs: s.pairs.map((p) => [...id(p.atoms), p.funct]),
    ...(sites.length > 0
      ? { virtualSites: sites.map((v) => [v.site + 1, ...id(v.atoms), 1, v.a, v.b]) }
      : {}),
    ...(rigid.length > 0 ? { rigidWaters: rigid.map((w) => [...id([w.o, w.h1, w.h2]), w.dOH, w.dHH]) } : {}),
    ...(explicit.length > 0 ? { nonbondedPairs: explicit.map(typePairRow) } : {}),
    ...(oneFour.length > 0 ? { pairParameters14: oneFour.map(typePairRow) } : {}),
    ...coarse.wire,
    provenance: {
      atoms: s.atoms.map((a) => a.provenance),
      bonds: s.bonds.map((t) => param(s.bondParameters, t.parameter).provenance),
      angles: s.angles.map((t) => param(s.angleParameters, t.parameter).provenance),
      dihedrals: dihedralProv,
      impropers: s.impropers.map((t) => param(s.improperParameters, t.parameter).provenance),
      ...(explicit.length > 0 ? { nonbondedPairs: explicit.map((p) => p.provenance) } : {}),
      ...(oneFour.length > 0 ? { pairParameters14: oneFour.map((p) => p.provenance) } : {}),
      ...(coarse.provenance ? { constraints: coarse.provenance } : {}),
    },
    defaults: s.defaults,
  };
}

function param<T>(table: readonly T[], i: number): T {
  const p = table[i];
  if (p === undefined) throw new RangeError(`System term points at missing parameter row ${i}.`);
  return p;
}

const bondRow = (ids: number[], p: HarmonicBond | undefined): Row => [...ids, 1, p?.b0 ?? NaN, p?.kb ?? NaN];

/**
 * The edited parameter set coming back from the client, as a System over `molecule`. A row whose
 * values differ from `original` (the System the wire form was made from) gets user provenance
 * (derivedFrom 'user'); unchanged rows keep the provenance the wire carries.
 */
export function systemFromWire(wire: SystemWire, molecule: Molecule, original?: System): System {
  return buildSystem(wire, molecule, original ? systemToWire(original) : undefined);
}
