import { adjacency, type Adjacency, type Molecule } from '../core/molecule.js';
import type {
  Atoms2,
  Atoms3,
  Atoms4,
  DihedralParameter,
  HarmonicAngle,
  HarmonicBond,
  ImproperParameter,
  NonbondedDefaults,
  System,
  SystemAtom,
  Term,
} from '../core/system.js';
import { enumerateTerms, type Topology } from './enumerate-terms.js';
import { measuredAngle, measuredBond } from './geometry.js';
import { ParameterTable } from './parameter-table.js';

/** What every resolver may read: the molecule, its bond graph and the terms that graph implies. */
export interface AssemblyContext {
  readonly mol: Molecule;
  readonly adjacency: Adjacency;
  readonly topology: Topology;
  /** Each atom's distinct bonded neighbours, in adjacency order (computed on first use). */
  neighbours(): readonly (readonly number[])[];
}

/** An improper a force field places, with its parameter. */
export interface PlacedImproper {
  readonly atoms: Atoms4;
  readonly parameter: ImproperParameter;
}

/**
 * One force field's answers for the terms of a molecule. Methods are called in a fixed order (atoms,
 * bonds, angles, dihedrals, impropers, defaults, finish), so the first term a force field lacks is the
 * one its error names, as before the loop was shared.
 */
export interface TermResolver {
  /** One System atom per atom of the molecule. */
  atoms(): readonly SystemAtom[];
  bond(atoms: Atoms2): HarmonicBond;
  /** The angles to parameterize; every angle of the bond graph when absent. */
  angleTerms?(): readonly Atoms3[];
  angle(atoms: Atoms3): HarmonicAngle;
  /** The torsions to parameterize; every proper torsion of the bond graph when absent. */
  dihedralTerms?(): readonly Atoms4[];
  /** A torsion's parameter; undefined leaves the torsion out (a force field without one for it). */
  dihedral(atoms: Atoms4): DihedralParameter | undefined;
  impropers?(): readonly PlacedImproper[];
  defaults(): NonbondedDefaults;
  /** Tables beside the terms (explicit type pairs, 1-4 pair parameters) that need the System built. */
  finish?(system: System): System;
}

export interface AssemblyOptions {
  /** Bit 1: bond lengths from the input geometry; bit 2: angles from the input geometry. */
  readonly useCurrentStructure?: 0 | 1 | 2 | 3 | undefined;
}

/**
 * The one System-assembly loop: bond graph → terms → each force field's parameter per term →
 * deduplicated parameter tables → System. Force fields differ only in their resolver.
 */
export function assembleSystem(
  mol: Molecule,
  resolverOf: (ctx: AssemblyContext) => TermResolver,
  options: AssemblyOptions = {},
): System {
  const adj = adjacency(mol);
  const ctx = context(mol, adj);
  const resolver = resolverOf(ctx);
  const atoms = resolver.atoms();
  const geometry = options.useCurrentStructure ?? 0;
  const bondTable = new ParameterTable<HarmonicBond>();
  const bonds = ctx.topology.bonds.map((t) => {
    const p = resolver.bond(t);
    return { atoms: t, parameter: bondTable.add(geometry & 1 ? measuredBond(mol.positions, t, p) : p) };
  });
  const angleTable = new ParameterTable<HarmonicAngle>();
  const angles = (resolver.angleTerms?.() ?? ctx.topology.angles).map((t) => {
    const p = resolver.angle(t);
    return { atoms: t, parameter: angleTable.add(geometry & 2 ? measuredAngle(mol.positions, t, p) : p) };
  });
  const dihedralTable = new ParameterTable<DihedralParameter>();
  const dihedrals: Term<Atoms4>[] = [];
  for (const t of resolver.dihedralTerms?.() ?? ctx.topology.dihedrals) {
    const p = resolver.dihedral(t);
    if (p) dihedrals.push({ atoms: t, parameter: dihedralTable.add(p) });
  }
  const improperTable = new ParameterTable<ImproperParameter>();
  const impropers = (resolver.impropers?.() ?? []).map((imp) => ({
    atoms: imp.atoms,
    parameter: improperTable.add(imp.parameter),
  }));
  const system: System = {
    molecule: mol,
    atoms,
    bondParameters: bondTable.values,
    bonds,
    angleParameters: angleTable.values,
    angles,
    dihedralParameters: dihedralTable.values,
    dihedrals,
    improperParameters: improperTable.values,
    impropers,
    pairs: ctx.topology.pairs.map((p) => ({ atoms: p, funct: 1 })),
    defaults: resolver.defaults(),
  };
  return resolver.finish ? resolver.finish(system) : system;
}

function context(mol: Molecule, adj: Adjacency): AssemblyContext {
  let neighbours: number[][] | undefined;
  return {
    mol,
    adjacency: adj,
    topology: enumerateTerms(adj, mol.atomCount),
    neighbours: () =>
      (neighbours ??= Array.from({ length: mol.atomCount }, (_, i) => [
        ...new Set(adj.neighbours.subarray(adj.start[i], adj.start[i + 1])),
      ])),
  };
}
