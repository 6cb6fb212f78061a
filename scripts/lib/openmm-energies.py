"""Energies by term (kJ/mol) of TopoForge System wire forms with OpenMM, for
scripts/validate-gaff-params.ts --energies. Input: a JSON file {id: wire} and the FreeSolv directory
(positions come from amber/<id>.inpcrd, the coordinates sander used; the mol2 has 4 decimals); output JSON {id: {ours, prmtop}}, each
{bond, angle, dihedral, nonbonded} (prmtop: the reference prmtop evaluated by OpenMM too), where dihedral includes impropers and nonbonded includes scaled 1-4 pairs, as
sander reports them. Vacuum, no cut-off."""
import json
import math
import sys

import openmm as mm
import parmed
from openmm import app, unit


def build(w):
    system = mm.System()
    for a in w["atoms"]:
        system.addParticle(a[7])
    groups = {}

    def add(force, name):
        force.setForceGroup(len(groups))
        groups[name] = len(groups)
        system.addForce(force)

    bonds = mm.HarmonicBondForce()
    for i, j, _, b0, kb in w["bonds"]:
        bonds.addBond(i - 1, j - 1, b0, kb)
    add(bonds, "bond")
    angles = mm.HarmonicAngleForce()
    for i, j, k, _, t0, kt in w["angles"]:
        angles.addAngle(i - 1, j - 1, k - 1, math.radians(t0), kt)
    add(angles, "angle")
    torsions = mm.PeriodicTorsionForce()
    for row in w["dihedrals"] + w["impropers"]:
        i, j, k, l, _, phase, kd, n = row
        torsions.addTorsion(i - 1, j - 1, k - 1, l - 1, int(n), math.radians(phase), kd)
    add(torsions, "dihedral")
    nb = mm.NonbondedForce()
    nb.setNonbondedMethod(mm.NonbondedForce.NoCutoff)
    for a in w["atoms"]:
        nb.addParticle(a[6], a[8], a[9])
    d = w["defaults"]
    # Our own exclusion and pair lists, not OpenMM's: 1-2 and 1-3 excluded, listed pairs scaled.
    for b in w["bonds"]:
        nb.addException(b[0] - 1, b[1] - 1, 0.0, 0.1, 0.0, True)
    for a in w["angles"]:
        nb.addException(a[0] - 1, a[2] - 1, 0.0, 0.1, 0.0, True)
    atoms = w["atoms"]
    for i, j, _ in w["pairs"]:
        ai, aj = atoms[i - 1], atoms[j - 1]
        q = ai[6] * aj[6] * d["fudgeQQ"]
        eps = d["fudgeLJ"] * math.sqrt(ai[9] * aj[9])
        nb.addException(i - 1, j - 1, q, (ai[8] + aj[8]) / 2, eps, True)
    add(nb, "nonbonded")
    return system, groups


def energies(key, w):
    system, groups = build(w)
    crd = parmed.amber.AmberAsciiRestart(f"{sys.argv[2]}/amber/{key}.inpcrd").coordinates[0]
    positions = [mm.Vec3(x, y, z) * 0.1 for x, y, z in crd]
    integrator = mm.VerletIntegrator(1.0)
    context = mm.Context(system, integrator, mm.Platform.getPlatformByName("Reference"))
    context.setPositions(positions)
    out = {}
    for name, g in groups.items():
        state = context.getState(getEnergy=True, groups={g})
        out[name] = state.getPotentialEnergy().value_in_unit(unit.kilojoule_per_mole)
    return out


NAMES = {
    "HarmonicBondForce": "bond",
    "HarmonicAngleForce": "angle",
    "PeriodicTorsionForce": "dihedral",
    "NonbondedForce": "nonbonded",
}


def reference(key):
    """The same terms of the FreeSolv prmtop itself, evaluated by OpenMM (ParmEd builds the System)."""
    s = parmed.load_file(f"{sys.argv[2]}/amber/{key}.prmtop", f"{sys.argv[2]}/amber/{key}.inpcrd")
    system = s.createSystem(nonbondedMethod=app.NoCutoff)
    for i, f in enumerate(system.getForces()):
        f.setForceGroup(i)
    context = mm.Context(system, mm.VerletIntegrator(1.0), mm.Platform.getPlatformByName("Reference"))
    context.setPositions(s.positions)
    out = {}
    for i, f in enumerate(system.getForces()):
        name = NAMES.get(type(f).__name__)
        if name:
            e = context.getState(getEnergy=True, groups={i}).getPotentialEnergy()
            out[name] = e.value_in_unit(unit.kilojoule_per_mole)
    return out


wires = json.load(open(sys.argv[1]))
print(json.dumps({k: {"ours": energies(k, w), "prmtop": reference(k)} for k, w in wires.items()}))
