"""Single-point energy by component of an OpenMM System built by one of three loaders.

Usage: python3 openmm_energy.py job.json. The job names the loader ("amber": OpenMM's
AmberPrmtopFile/AmberInpcrdFile; "parmed": parmed.load_file and ParmEd's own createSystem; "xml":
ForceField + PDBFile), the files, the improper quartets (0-based, to tell impropers from propers in
the torsion forces) and the cut-off in nm (periodic systems only). Prints one JSON object in kJ/mol:
bond, angle, proper, improper, lj, lj14, coulomb, coulomb14.

The loaded System's nonbonded parameters (NonbondedForce particles and exceptions, or the LJ
CustomNonbondedForce an NBFIX-style prmtop gives) are re-expressed as four forces, one per
component, with plain Lennard-Jones and Coulomb: no cut-off for a molecule; a plain periodic
cut-off for a crystal (no reaction field, no shift, no dispersion correction), as the GROMACS
single point computes it. For a molecule the four are checked against the loaded forces' own sum.
Everything runs on the Reference platform, in double precision.
"""
import copy
import json
import math
import sys

import openmm
import openmm.app as app
import openmm.unit as unit

KJ = unit.kilojoule_per_mole
ONE_4PI_EPS0 = 138.935456  # OpenMM's Coulomb constant, kJ mol^-1 nm e^-2
GROUPS = ["bond", "angle", "proper", "improper", "lj", "lj14", "coulomb", "coulomb14"]
GROUP = {name: i for i, name in enumerate(GROUPS)}
ORIGINAL_NONBONDED = len(GROUPS)


def load(job):
    cutoff = job.get("cutoff")
    periodic = cutoff is not None
    method = app.CutoffPeriodic if periodic else app.NoCutoff
    options = dict(nonbondedMethod=method, constraints=None, rigidWater=False)
    if periodic:
        options["nonbondedCutoff"] = cutoff * unit.nanometer
    if job["loader"] == "amber":
        prmtop = app.AmberPrmtopFile(job["prmtop"])
        inpcrd = app.AmberInpcrdFile(job["inpcrd"])
        return prmtop.createSystem(**options), inpcrd.positions, inpcrd.boxVectors
    if job["loader"] == "parmed":
        import parmed

        structure = parmed.load_file(job["prmtop"], xyz=job["inpcrd"])
        system = structure.createSystem(**options)
        box = structure.box_vectors if periodic else None
        return system, structure.positions, box
    if job["loader"] == "xml":
        pdb = app.PDBFile(job["pdb"])
        forcefield = app.ForceField(job["xml"])
        system = forcefield.createSystem(pdb.topology, **options)
        return system, pdb.positions, pdb.topology.getPeriodicBoxVectors()
    raise ValueError("unknown loader " + job["loader"])


def nonbonded_method(periodic):
    return openmm.CustomNonbondedForce.CutoffPeriodic if periodic else openmm.CustomNonbondedForce.NoCutoff


def pair_force(expression, parameters, periodic, cutoff, exclusions, group):
    force = openmm.CustomNonbondedForce(expression)
    for name in parameters:
        force.addPerParticleParameter(name)
    force.setNonbondedMethod(nonbonded_method(periodic))
    if periodic:
        force.setCutoffDistance(cutoff)
    force.setUseSwitchingFunction(False)
    force.setUseLongRangeCorrection(False)
    force.setForceGroup(group)
    return force


def decompose(system, positions, box, impropers, cutoff):
    periodic = cutoff is not None
    improper_set = set()
    for quartet in impropers:
        improper_set.add(tuple(quartet))
        improper_set.add(tuple(reversed(quartet)))
    new = openmm.System()
    for i in range(system.getNumParticles()):
        new.addParticle(system.getParticleMass(i))
    if box is not None:
        new.setDefaultPeriodicBoxVectors(*box)
    nonbonded = None
    custom_lj = []
    proper = openmm.PeriodicTorsionForce()
    improper = openmm.PeriodicTorsionForce()
    for force in system.getForces():
        if isinstance(force, openmm.HarmonicBondForce):
            f = copy.deepcopy(force)
            f.setForceGroup(GROUP["bond"])
            f.setUsesPeriodicBoundaryConditions(periodic)
            new.addForce(f)
        elif isinstance(force, openmm.HarmonicAngleForce):
            f = copy.deepcopy(force)
            f.setForceGroup(GROUP["angle"])
            f.setUsesPeriodicBoundaryConditions(periodic)
            new.addForce(f)
        elif isinstance(force, openmm.PeriodicTorsionForce):
            for t in range(force.getNumTorsions()):
                a, b, c, d, n, phase, k = force.getTorsionParameters(t)
                target = improper if (a, b, c, d) in improper_set else proper
                target.addTorsion(a, b, c, d, n, phase, k)
        elif isinstance(force, openmm.RBTorsionForce):
            f = copy.deepcopy(force)
            f.setForceGroup(GROUP["proper"])
            f.setUsesPeriodicBoundaryConditions(periodic)
            new.addForce(f)
        elif isinstance(force, openmm.CustomTorsionForce):
            # Harmonic impropers (the OpenMM writer's only CustomTorsionForce).
            f = copy.deepcopy(force)
            f.setForceGroup(GROUP["improper"])
            f.setUsesPeriodicBoundaryConditions(periodic)
            new.addForce(f)
        elif isinstance(force, openmm.NonbondedForce):
            nonbonded = force
        elif isinstance(force, openmm.CustomNonbondedForce):
            custom_lj.append(force)
        elif isinstance(force, openmm.CMMotionRemover):
            pass
        else:
            raise ValueError("unexpected force " + force.__class__.__name__)
    for force, group in ((proper, "proper"), (improper, "improper")):
        force.setForceGroup(GROUP[group])
        force.setUsesPeriodicBoundaryConditions(periodic)
        new.addForce(force)

    n = system.getNumParticles()
    particles = [nonbonded.getParticleParameters(i) for i in range(n)]
    exceptions = [nonbonded.getExceptionParameters(e) for e in range(nonbonded.getNumExceptions())]
    excluded = [(i, j) for i, j, _, _, _ in exceptions]

    if custom_lj:
        # An NBFIX-style prmtop: OpenMM and ParmEd put the LJ table in a CustomNonbondedForce.
        for force in custom_lj:
            f = copy.deepcopy(force)
            f.setNonbondedMethod(nonbonded_method(periodic))
            if periodic:
                f.setCutoffDistance(cutoff)
            f.setUseSwitchingFunction(False)
            f.setUseLongRangeCorrection(False)
            f.setForceGroup(GROUP["lj"])
            new.addForce(f)
    else:
        lj = pair_force(
            "4*eps*((sig/r)^12-(sig/r)^6); sig=0.5*(sig1+sig2); eps=sqrt(eps1*eps2)",
            ["sig", "eps"], periodic, cutoff, excluded, GROUP["lj"],
        )
        for q, sig, eps in particles:
            lj.addParticle([sig.value_in_unit(unit.nanometer), eps.value_in_unit(KJ)])
        for i, j in excluded:
            lj.addExclusion(i, j)
        new.addForce(lj)
    coulomb = pair_force("%r*q1*q2/r" % ONE_4PI_EPS0, ["q"], periodic, cutoff, excluded, GROUP["coulomb"])
    for q, sig, eps in particles:
        coulomb.addParticle([q.value_in_unit(unit.elementary_charge)])
    for i, j in excluded:
        coulomb.addExclusion(i, j)
    new.addForce(coulomb)

    lj14 = openmm.CustomBondForce("4*eps*((sig/r)^12-(sig/r)^6)")
    lj14.addPerBondParameter("sig")
    lj14.addPerBondParameter("eps")
    coulomb14 = openmm.CustomBondForce("%r*qq/r" % ONE_4PI_EPS0)
    coulomb14.addPerBondParameter("qq")
    for i, j, qq, sig, eps in exceptions:
        if eps.value_in_unit(KJ) != 0:
            lj14.addBond(i, j, [sig.value_in_unit(unit.nanometer), eps.value_in_unit(KJ)])
        if qq.value_in_unit(unit.elementary_charge**2) != 0:
            coulomb14.addBond(i, j, [qq.value_in_unit(unit.elementary_charge**2)])
    for force, group in ((lj14, "lj14"), (coulomb14, "coulomb14")):
        force.setForceGroup(GROUP[group])
        force.setUsesPeriodicBoundaryConditions(periodic)
        new.addForce(force)

    if not periodic:
        # The loaded nonbonded forces themselves, to check the re-expression (same parameters, no cut-off).
        for force in [nonbonded] + custom_lj:
            f = copy.deepcopy(force)
            f.setForceGroup(ORIGINAL_NONBONDED)
            new.addForce(f)

    platform = openmm.Platform.getPlatformByName("Reference")
    context = openmm.Context(new, openmm.VerletIntegrator(0.001), platform)
    if box is not None:
        context.setPeriodicBoxVectors(*box)
    context.setPositions(positions)

    def energy(group):
        return context.getState(getEnergy=True, groups={group}).getPotentialEnergy().value_in_unit(KJ)

    result = {name: energy(GROUP[name]) for name in GROUPS}
    if not periodic:
        loaded = energy(ORIGINAL_NONBONDED)
        parts = result["lj"] + result["lj14"] + result["coulomb"] + result["coulomb14"]
        if abs(loaded - parts) > 1e-6 * max(1.0, abs(loaded)):
            raise RuntimeError("nonbonded split %r does not add up to the loaded forces' %r" % (parts, loaded))
    return result


def main():
    with open(sys.argv[1]) as f:
        job = json.load(f)
    system, positions, box = load(job)
    cutoff = job.get("cutoff")
    result = decompose(system, positions, box, job.get("impropers", []), cutoff)
    if any(not math.isfinite(v) for v in result.values()):
        raise RuntimeError("non-finite energy: %r" % result)
    print(json.dumps(result))


main()
