import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Cell, ForceFieldData, Molecule, System } from '@topoforge/chem';
import {
  buildDataNeeds,
  buildGraphene,
  buildNanotube,
  buildSystem,
  cellFromParameters,
  findForceFieldModel,
  parseAmberDat,
  parseGromacsForceField,
  parseUffPrm,
  resolveFullerene,
} from '@topoforge/chem';
import { GAFF_DAT, roundedToPdb } from './cross-engine-support.js';
import { oneForceFieldRequest, UFF_PRM } from './framework-system.js';
import { paulingCharges } from './pauling-charges.js';

/** gromacs-data's OPLS-AA/L folder, read as the command line reads it (apps/cli force-field-data.ts). */
export const OPLSAA_FF = '/usr/share/gromacs/top/oplsaa.ff';
export const CARBON_DATA_FILES = [GAFF_DAT, UFF_PRM, OPLSAA_FF];

/**
 * The carbon structures issue 19 asks the force fields for, from chem's own builders: a periodic
 * graphene sheet (12 × 7 orthorhombic cells, 336 C, 29.5 × 29.8 Å in the plane, 25 Å of vacuum) and a
 * periodic (10,0) tube (6 periods, 240 C, 25.6 Å long), both large enough for a 0.9 nm cut-off in half
 * the cell; C60-Ih; and a 3 × 2 H-terminated flake (24 C, 14 H).
 */
export function carbonStructures(): Record<'graphene' | 'tube' | 'c60' | 'flake', Molecule> {
  return {
    graphene: buildGraphene({ x: 12, y: 7, vacuum: 25 }).molecule,
    tube: buildNanotube({ tube: { n: 10, m: 0 }, periods: 6 }).molecule,
    c60: resolveFullerene('C60').molecule,
    flake: buildGraphene({ x: 3, y: 2, terminalH: true }).molecule,
  };
}

let data: ForceFieldData | undefined;

/** gaff.dat, UFF.prm (openbabel) and oplsaa.ff (gromacs-data), read once. */
export function carbonForceFieldData(): ForceFieldData {
  data ??= {
    gaff: parseAmberDat(readFileSync(GAFF_DAT, 'utf8'), { source: GAFF_DAT }).parameters,
    uff: parseUffPrm(readFileSync(UFF_PRM, 'utf8'), UFF_PRM),
    oplsaa: parseGromacsForceField(
      'forcefield.itp',
      (name) => (existsSync(join(OPLSAA_FF, name)) ? readFileSync(join(OPLSAA_FF, name), 'utf8') : undefined),
      OPLSAA_FF,
    ),
  };
  return data;
}

/**
 * The builders' cells are orthorhombic and axis-aligned; OpenMM reads the cell from CRYST1 (lengths to
 * 0.001 Å), so every evaluator is given those lengths (a bond across a 29.5148 Å cell would otherwise
 * differ by 2e-4 Å between them).
 */
function pdbCell(cell: Cell): Cell {
  const p = cell.parameters;
  const r = (x: number): number => Number(x.toFixed(3));
  return cellFromParameters({
    a: r(p.a),
    b: r(p.b),
    c: r(p.c),
    alpha: p.alpha,
    beta: p.beta,
    gamma: p.gamma,
  });
}

export interface CarbonSystem {
  readonly system: System;
  /** Atom types as the force field's typer gave them, one per atom. */
  readonly types: readonly string[];
  /** Codes of the build's diagnostics (estimated parameters and the like). */
  readonly diagnostics: readonly string[];
}

/**
 * A carbon structure as a System by chem's own path (the force field's typer → buildSystem, as the
 * wizard's atom-type and parameter calls run it): charges zero on pure carbon, the fixed Pauling rule
 * q = 0.1 (χ − mean χ) when hydrogens are present (so Coulomb is exercised; not a charge model), and
 * every atom moved by up to `jitter` Å along a fixed pattern so that planar torsions and impropers are
 * not all exactly at their minima. Positions rounded to 0.001 Å, the PDB's precision.
 */
export function carbonSystem(mol: Molecule, forceField: string, jitter = 0.05): CarbonSystem {
  const model = findForceFieldModel(forceField);
  if (!model) throw new Error(`unknown force field ${forceField}`);
  const typing = model.type(mol);
  const hydrogens = Array.from(mol.elements).some((z) => z === 1);
  const charges = hydrogens
    ? Float64Array.from(paulingCharges(mol.elements))
    : new Float64Array(mol.atomCount);
  const request = oneForceFieldRequest(model.name, typing, charges);
  const needs = new Set(buildDataNeeds(request));
  const all = carbonForceFieldData();
  const built = buildSystem(request, {
    ...(needs.has('gaff') ? { gaff: all.gaff } : {}),
    ...(needs.has('oplsaa') ? { oplsaa: all.oplsaa } : {}),
    ...(needs.has('uff') ? { uff: all.uff } : {}),
  });
  const m = built.system.molecule;
  const positions = m.positions.map((x, k) => x + jitter * Math.sin(1.7 * k + 0.3));
  const cell = m.cell && pdbCell(m.cell);
  return {
    system: { ...built.system, molecule: roundedToPdb({ ...m, positions, ...(cell ? { cell } : {}) }) },
    types: typing.types,
    diagnostics: built.diagnostics.map((d) => d.code),
  };
}
