import { num } from '../number-format.js';
import type { OpenMMModel } from './model.js';

/**
 * run.py: loads <res>.pdb and <res>.xml with openmm.app, builds the System, and prints the
 * single-point energy, in total and per force, in kJ/mol. A molecule has no cut-off. A crystal uses
 * the PDB's box with a plain cut-off: reaction-field dielectric 1 (OpenMM's CutoffPeriodic defaults
 * to 78.3) and no dispersion correction. The Reference platform computes in double precision.
 */
export function writeRunScript(model: OpenMMModel): string {
  const res = model.residueName;
  return [
    '#!/usr/bin/env python3',
    `"""Single-point energy of ${res} with OpenMM (written by TopoForge): python3 run.py"""`,
    'import math',
    'import sys',
    'import openmm',
    'import openmm.app as app',
    'import openmm.unit as unit',
    'from openmm.app.internal.unitcell import computePeriodicBoxVectors',
    '',
    '# ForceField matches a residue template recursively over its bonds: a framework is one residue.',
    `sys.setrecursionlimit(max(sys.getrecursionlimit(), ${recursionLimit(model.atoms.length)}))`,
    `pdb = app.PDBFile("${res}.pdb")`,
    ...exactBox(model),
    `forcefield = app.ForceField("${res}.xml")`,
    'box = pdb.topology.getPeriodicBoxVectors()',
    'system = forcefield.createSystem(',
    '    pdb.topology,',
    '    nonbondedMethod=app.CutoffPeriodic if box is not None else app.NoCutoff,',
    `    nonbondedCutoff=${num(model.cutoff)} * unit.nanometer,`,
    '    constraints=None,',
    '    rigidWater=False,',
    '    removeCMMotion=False,',
    ')',
    'for index, force in enumerate(system.getForces()):',
    '    force.setForceGroup(index)',
    '    if isinstance(force, openmm.NonbondedForce) and box is not None:',
    '        force.setReactionFieldDielectric(1.0)',
    '        force.setUseDispersionCorrection(False)',
    'context = openmm.Context(system, openmm.VerletIntegrator(0.001), openmm.Platform.getPlatformByName("Reference"))',
    'if box is not None:',
    '    context.setPeriodicBoxVectors(*box)',
    'context.setPositions(pdb.positions)',
    'kj = unit.kilojoule_per_mole',
    'total = context.getState(getEnergy=True).getPotentialEnergy().value_in_unit(kj)',
    'print(f"{\'Total\':24s} {total:20.10f} kJ/mol")',
    'for index, force in enumerate(system.getForces()):',
    '    energy = context.getState(getEnergy=True, groups={index}).getPotentialEnergy().value_in_unit(kj)',
    '    print(f"{force.__class__.__name__:24s} {energy:20.10f} kJ/mol")',
    '',
  ].join('\n');
}

/** Python's default 1000 frames fall short for one residue of more than about a thousand atoms. */
const recursionLimit = (atoms: number): number => Math.max(10_000, 10 * atoms);

/**
 * The PDB's CRYST1 holds the cell to 0.001 Å, enough to shift a hexagonal COF's bond energy by 2e-4
 * relative; the script sets the cell from the exact lengths and angles instead (nm and radians).
 */
function exactBox(model: OpenMMModel): string[] {
  if (!model.box) return [];
  const [a, b, c] = model.box.lengths.map((x) => num(x / 10));
  const [al, be, ga] = model.box.angles.map((x) => `math.radians(${num(x)})`);
  return [
    `pdb.topology.setPeriodicBoxVectors(computePeriodicBoxVectors(${a}, ${b}, ${c}, ${al}, ${be}, ${ga}))`,
  ];
}
