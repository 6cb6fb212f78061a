"""Single-point energy by component of an OpenMM System built by one of four loaders.

Usage: python3 openmm_energy.py job.json. The job names the loader and its files:
- "amber": OpenMM's AmberPrmtopFile/AmberInpcrdFile (prmtop, inpcrd);
- "parmed": parmed.load_file and ParmEd's own createSystem (prmtop, inpcrd);
- "xml": ForceField + PDBFile (xml, pdb);
- "charmm": OpenMM's CHARMM reader (psf; parameters: .prm, .par, .rtf read by CharmmParameterSet,
  "permissive" when the parameter file has no MASS lines, as GOMC's has none; coordinates: CHARMM .crd
  or PDB; box rows in Angstrom for periodic systems);
plus the improper quartets (0-based, to tell impropers from propers in the torsion forces) and the
cut-off in nm (periodic systems only). Prints one JSON object in kJ/mol: bond, angle, proper,
improper, lj, lj14, coulomb, coulomb14.

The loaded System's nonbonded parameters (NonbondedForce particles and exceptions, or the LJ
CustomNonbondedForce an NBFIX-style prmtop or CHARMM parameter set gives, and the 1-4 CustomBondForce
an XML LennardJonesForce adds) are re-expressed as four
forces, one per component, with plain Lennard-Jones and Coulomb: no cut-off for a molecule; a plain
periodic cut-off for a crystal (no reaction field, no shift, no dispersion correction), as the GROMACS
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
    options = dict(
        nonbondedMethod=app.CutoffPeriodic if periodic else app.NoCutoff,
        constraints=None,
        rigidWater=False,
    )
    if periodic:
        options["nonbondedCutoff"] = cutoff * unit.nanometer
    loader = job["loader"]
    if loader == "amber":
        prmtop = app.AmberPrmtopFile(job["prmtop"])
        inpcrd = app.AmberInpcrdFile(job["inpcrd"])
        return prmtop.createSystem(**options), inpcrd.positions, inpcrd.boxVectors
    if loader == "parmed":
        import parmed

        structure = parmed.load_file(job["prmtop"], xyz=job["inpcrd"])
        system = structure.createSystem(**options)
        box = structure.box_vectors if periodic else None
        return system, structure.positions, box
    if loader == "xml":
        pdb = app.PDBFile(job["pdb"])
        forcefield = app.ForceField(job["xml"])
        system = forcefield.createSystem(pdb.topology, **options)
        return system, pdb.positions, pdb.topology.getPeriodicBoxVectors()
    if loader == "charmm":
        return load_charmm(job, options)
    raise ValueError("unknown loader " + loader)


def load_charmm(job, options):
    psf = app.CharmmPsfFile(job["psf"])
    box = job.get("box")
    if box is not None:
        rows = [openmm.Vec3(*row) for row in box]
        psf.box_vectors = tuple(rows) * unit.angstrom
    files = job["parameters"]
    if job.get("permissive", False):
        # Permissive reading makes the types of a file without MASS lines only at its end, after its
        # NBFIX lines were skipped for want of them; a second reading finds the types and keeps NBFIX.
        files = files + files
    params = app.CharmmParameterSet(*files, permissive=job.get("permissive", False))
    system = psf.createSystem(params, **options)
    coordinates = job["coordinates"]
    if coordinates.endswith(".crd"):
        positions = app.CharmmCrdFile(coordinates).positions
    else:
        positions = app.PDBFile(coordinates).positions
    vectors = psf.box_vectors if box is not None else None
    return system, positions, vectors


def custom_pair(expression, parameters, periodic, cutoff, exclusions, group):
    force = openmm.CustomNonbondedForce(expression)
    for name in parameters:
        force.addPerParticleParameter(name)
    plain_cutoff(force, periodic, cutoff, group)
    for i, j in exclusions:
        force.addExclusion(i, j)
    return force


def plain_cutoff(force, periodic, cutoff, group):
    if periodic:
        force.setNonbondedMethod(openmm.CustomNonbondedForce.CutoffPeriodic)
        force.setCutoffDistance(cutoff)
    else:
        force.setNonbondedMethod(openmm.CustomNonbondedForce.NoCutoff)
    force.setUseSwitchingFunction(False)
    force.setUseLongRangeCorrection(False)
    force.setForceGroup(group)


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
    custom_lj14 = []
    proper = openmm.PeriodicTorsionForce()
    improper = openmm.PeriodicTorsionForce()

    def keep(force, group):
        f = copy.deepcopy(force)
        f.setForceGroup(GROUP[group])
        f.setUsesPeriodicBoundaryConditions(periodic)
        new.addForce(f)

    for force in system.getForces():
        if isinstance(force, openmm.HarmonicBondForce):
            # The CHARMM reader adds a second HarmonicBondForce for Urey-Bradley terms; the writers write
            # none.
            if force.getNumBonds() > 0:
                keep(force, "bond")
        elif isinstance(force, (openmm.HarmonicAngleForce, openmm.CustomAngleForce)):
            # CustomAngleForce: the OpenMM writer's cosine-harmonic, UFF Fourier and cosine-periodic angles.
            keep(force, "angle")
        elif isinstance(force, openmm.CustomCompoundBondForce):
            # The OpenMM writer's UFF and DREIDING inversions (added by the XML's <Script>).
            keep(force, "improper")
        elif isinstance(force, openmm.PeriodicTorsionForce):
            for t in range(force.getNumTorsions()):
                a, b, c, d, n, phase, k = force.getTorsionParameters(t)
                target = improper if (a, b, c, d) in improper_set else proper
                target.addTorsion(a, b, c, d, n, phase, k)
        elif isinstance(force, openmm.RBTorsionForce):
            keep(force, "proper")
        elif isinstance(force, openmm.CustomTorsionForce):
            # Harmonic impropers K (psi - psi0)^2 (CHARMM's, and the OpenMM writer's only custom torsion).
            keep(force, "improper")
        elif isinstance(force, openmm.CMAPTorsionForce):
            if force.getNumTorsions() > 0:
                raise ValueError("unexpected CMAP terms")
        elif isinstance(force, openmm.NonbondedForce):
            nonbonded = force
        elif isinstance(force, openmm.CustomNonbondedForce):
            custom_lj.append(force)
        elif isinstance(force, openmm.CustomBondForce) and force.getName() == "LennardJones14":
            # ForceField's LennardJonesForce (NBFIX table) computes 1-4 LJ here, not as exceptions.
            custom_lj14.append(force)
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
        # NBFIX-style parameters: the loader's LJ table (its exclusions are the NonbondedForce's exceptions).
        for force in custom_lj:
            f = copy.deepcopy(force)
            plain_cutoff(f, periodic, cutoff, GROUP["lj"])
            new.addForce(f)
    else:
        lj = custom_pair(
            "4*eps*((sig/r)^12-(sig/r)^6); sig=0.5*(sig1+sig2); eps=sqrt(eps1*eps2)",
            ["sig", "eps"], periodic, cutoff, excluded, GROUP["lj"],
        )
        for q, sig, eps in particles:
            lj.addParticle([sig.value_in_unit(unit.nanometer), eps.value_in_unit(KJ)])
        new.addForce(lj)
    coulomb = custom_pair("%r*q1*q2/r" % ONE_4PI_EPS0, ["q"], periodic, cutoff, excluded, GROUP["coulomb"])
    for q, sig, eps in particles:
        coulomb.addParticle([q.value_in_unit(unit.elementary_charge)])
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
    for force in custom_lj14:
        keep(force, "lj14")

    if not periodic:
        # The loaded nonbonded forces themselves, to check the re-expression (no cut-off either way).
        for force in [nonbonded] + custom_lj + custom_lj14:
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
    result = decompose(system, positions, box, job.get("impropers", []), job.get("cutoff"))
    if any(not math.isfinite(v) for v in result.values()):
        raise RuntimeError("non-finite energy: %r" % result)
    print(json.dumps(result))


if __name__ == "__main__":
    main()
