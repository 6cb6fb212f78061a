import { amberWriter } from './amber/index.js';
import { charmmWriter } from './charmm/index.js';
import type { EngineEntry } from './engine-entry.js';
import { defineEngine } from './engine-entry.js';
import { gaussianWriter } from './gaussian/index.js';
import { gomcWriter } from './gomc/index.js';
import { gromacsWriter } from './gromacs/index.js';
import { lammpsWriter, REACTIVE_POTENTIALS } from './lammps/index.js';
import { moltemplateWriter } from './moltemplate/index.js';
import { namdWriter } from './namd/index.js';
import { openmmWriter } from './openmm/index.js';
import { orcaWriter } from './orca/index.js';
import { raspaWriter } from './raspa/index.js';
import { tinkerWriter } from './tinker/index.js';

/*
 * Every engine writer, registered once: the topology download (apps/server/src/services/builder/topology), its README
 * and manifest, the software list of the wizard and docs/engines.md (`npm run docs:engines`) all read
 * this array, so a program is offered exactly when it is here. To add one: one `defineEngine(...)`
 * object below, then `npm run docs:engines`. `<res>` in file names and commands is the residue name.
 */

const ONE_FOUR =
  'A 1-4 pair list other than exactly the atom pairs three bonds apart (the engine derives 1-4 pairs from the bonds).';
/** checkForms (check-forms.ts) refuses these for every writer except GROMACS, which writes virtual sites. */
const VIRTUAL_SITES =
  'Virtual sites (the massless M site of 4-point water models such as TIP4P): write GROMACS files or use a 3-point water model.';
/**
 * checkForms (refusePairParameters14) refuses this for every writer except GROMACS, which writes it as
 * [ pairtypes ], and OpenMM, whose LennardJonesForce table gives each 1-4 pair its own σ and ε; rows
 * that change no 1-4 pair's LJ pass.
 */
const PAIR_PARAMETERS_14 =
  'Per-type-pair 1-4 Lennard-Jones (System.pairParameters14, GROMACS [ pairtypes ], e.g. GROMOS 54A7’s CS6/CS12) that differs from fudgeLJ × the normal pair LJ for some 1-4 pair: the engine only scales the normal pair LJ for 1-4 pairs. Write GROMACS or OpenMM files.';
/** checkForms refuses this for every writer, GROMACS included. */
const MASSLESS =
  'An atom with mass 0 that is not a virtual site (an engine would move it as a free particle without mass).';
/** Every writer but GROMACS and LAMMPS: what becomes of a System's rigid waters (System.rigidWaters). */
const RIGID_WATER_AS_SPRINGS =
  'Rigid water (System.rigidWaters) is not constrained in these files: each water keeps stiff harmonic O–H bonds and an H–O–H angle at the model geometry; constrain them with the engine’s own SHAKE/SETTLE for a rigid run.';
const CHARMM_REFUSES = [
  VIRTUAL_SITES,
  MASSLESS,
  PAIR_PARAMETERS_14,
  'Torsions whose multiplicity is not a whole number from 1 to 6.',
  'Two periodic terms of one torsion with the same multiplicity and different phases (one CHARMM term each).',
  'Ryckaert–Bellemans torsions whose Fourier form leaves a constant (CHARMM terms K[1 + cos(nφ − δ)] carry none).',
  'Two terms on the same atoms with different parameters (parameters are looked up by atom types).',
  ONE_FOUR,
];
/** The writers that refuse System.nonbondedPairs (explicit LJ per type pair), and where they are honoured. */
const EXPLICIT_PAIRS_ELSEWHERE =
  'the GROMACS, LAMMPS, AMBER, CHARMM, NAMD, GOMC, moltemplate and OpenMM files carry them';
const CHARMM_UNITS =
  'kcal/mol, Å, degrees, kcal/mol/Å² (bonds, K = kb/2), kcal/mol/rad² (angles, K = kθ/2), e, g/mol';
const CHARMM_CHECK =
  'OpenMM’s CHARMM reader (CharmmPsfFile + CharmmParameterSet) against GROMACS (gmx_d) term by term';

export const ENGINE_WRITERS: readonly EngineEntry[] = [
  defineEngine(gromacsWriter, {
    files: [
      {
        name: '<res>.top',
        description:
          'system topology: [ defaults ], includes <res>_atomtypes.itp then <res>.itp, [ system ] and [ molecules ] (each kind of molecule with its count)',
      },
      {
        name: '<res>_atomtypes.itp',
        description:
          'atom types, with [ nonbond_params ] and [ pairtypes ] for explicit type pairs and [ pairtypes ] for the System’s own 1-4 pair parameters; to add the molecule to another topology (a protein’s), include it right after the force field’s forcefield.itp; not written for a Martini 3 set made without the official martini_v3.0.0.itp, which <res>.top #includes in its place',
        mayBeMissing: true,
      },
      {
        name: '<res>.itp',
        description:
          'one [ moleculetype ] per kind of molecule (an ionic liquid: cation and anion; identical molecules share one): atoms (names unique within each molecule), bonds, pairs, angles, dihedrals and impropers; for 4-point water, [ virtual_sites3 ] (the M site, ptype V) and the [ exclusions ] of each site with its water; each includes its posre file behind #ifdef POSRES',
      },
      {
        name: 'posre_<res>.itp',
        description:
          'position restraints on the heavy atoms (1000 kJ/mol/nm², as pdb2gmx writes them), used with grompp -DPOSRES (define = -DPOSRES in the .mdp); one file per kind of molecule, posre_<name>.itp, when there are several',
        perMoleculeType: true,
      },
      {
        name: '<res>.gro',
        description:
          'coordinates (nm) and box: a crystal keeps its cell; a molecule gets a box 1 nm larger than it on each side',
      },
      {
        name: '<res>.mdp',
        description:
          'only when a bond crosses the cell boundary (an infinite chain, layer or framework, or a molecule straddling the boundary): pbc = xyz, periodic-molecules = yes, cutoff-scheme = Verlet, the lines grompp needs for such a topology; merge them into your run parameters',
        only: 'crystal',
        optional: true,
      },
    ],
    refuses: [
      'The materials forms GROMACS has no function type for: UFF’s Fourier angle (101) and inversion (101), the cosine-periodic angle (102), DREIDING’s umbrella inversion (102); write LAMMPS or OpenMM files. Every other System form is a GROMACS form (the G96 cosine-harmonic angle is funct 2), virtual sites (virtual_sites3 funct 1) included.',
      MASSLESS,
    ],
    periodic: true,
    run: [
      'gmx grompp -f your.mdp -c <res>.gro -p <res>.top -o <res>.tpr',
      'gmx mdrun -deffnm <res>',
      'The .mdp (run parameters) is yours to write; grompp needs the cut-offs to be at most half the box. A System bonded across the cell boundary comes with <res>.mdp: its periodic-molecules = yes belongs in your .mdp.',
      'Rigid water: [ settles ] for each water laid out O, H, H (three [ constraints ] otherwise), its bonds and angle left out; SETTLE runs whatever the .mdp `constraints` says.',
    ],
    units: 'nm, kJ/mol, degrees, kJ/mol/nm² (bonds), kJ/mol/rad² (angles), e, g/mol (GROMACS units)',
    verified:
      'The reference: gmx_d (double precision) single points are what every other writer is compared with (packages/engines/src/cross-engine.test.ts and the tests named below). Explicit type pairs ([ nonbond_params ] + [ pairtypes ]): LJ and LJ-14 also equal a pair-by-pair sum in the test, 1e-4 relative.',
  }),
  defineEngine(lammpsWriter, {
    files: [
      {
        name: '<res>.data',
        description:
          'LAMMPS data file (atom_style full): box, masses, coefficients (hybrid styles named per type when forms mix), atoms (a crystal’s with image flags that keep each molecule whole), bonds, angles, dihedrals, impropers (umbrella and fourier: centre first)',
      },
      {
        name: 'in.<res>',
        description:
          'input script: units real, styles (lj/cut/tip4p/cut for 4-point water: the data file has no M atoms, each water O carries its M charge), read_data, mixing, pair_coeff i j for explicit type pairs (and the mixed pairs of an overridden like pair), 1-4 weights (special_bonds), a single-point energy (run 0). With the reactive option: units metal, atom_style atomic, the AIREBO or Tersoff pair style and its pair_coeff, no bonded terms',
      },
      {
        name: REACTIVE_POTENTIALS.airebo.file,
        description: `reactive airebo only: the AIREBO parameter file of Debian's lammps-data (${REACTIVE_POTENTIALS.airebo.citation}); the data file is then atom_style atomic with C and H types and no bonds, angles, dihedrals or charges`,
        optional: true,
      },
      {
        name: REACTIVE_POTENTIALS.tersoff.file,
        description: `reactive tersoff only: the Tersoff parameter file of Debian's lammps-data (${REACTIVE_POTENTIALS.tersoff.citation}); the data file is then atom_style atomic with B, C and N types and no bonds, angles, dihedrals or charges`,
        optional: true,
      },
    ],
    reactive: true,
    refuses: [
      PAIR_PARAMETERS_14,
      'Virtual sites other than the M sites (a = b) of rigid 4-point waters of one geometry with a neutral O, each water laid out O, H, H (lj/cut/tip4p/cut finds the H as ids O+1, O+2): write GROMACS files.',
      MASSLESS,
      'Periodic torsion terms with a phase that is not a whole number of degrees or a multiplicity that is not a whole number ≥ 0 (dihedral_style charmm).',
      'Ryckaert–Bellemans torsions with C5 ≠ 0 (multi/harmonic stops at cos⁴).',
      'Periodic impropers with a phase other than 0 or 180° or a fractional multiplicity (improper_style cvff).',
      'Harmonic impropers with ξ0 other than 0 or 180° (LAMMPS measures the angle unsigned).',
      'Cosine-periodic angles with a multiplicity that is not a whole number ≥ 1 (angle_style fourier/simple), UFF Fourier angles with θ0 = 0 or 180° (no coefficients).',
      ONE_FOUR,
      'With the reactive option (AIREBO: C, H; Tersoff: B, C, N): any other element, naming the atoms.',
    ],
    periodic: true,
    run: [
      'lmp -in in.<res>',
      'As written it prints one single-point energy with every term; replace `run 0` with your own run settings.',
      'A molecule without a cell is isolated (boundary s s s); a crystal is periodic (boundary p p p).',
      'UFF’s angle_style fourier and fourier/simple and improper_style fourier need a LAMMPS built with the EXTRA-MOLECULE package (Debian’s 2021 lammps has none; in.<res> says so when they are used); cosine/squared, cosine and umbrella (DREIDING) are in every build.',
      'Rigid water: `fix rigidWater all shake` on the water’s own bond and angle types (the data file keeps them; fix shake switches them off); define your integrator (fix nve/nvt) after it.',
    ],
    units: 'LAMMPS units real: Å, kcal/mol, degrees, kcal/mol/Å² (bonds), kcal/mol/rad² (angles), e, g/mol',
    verified:
      'Rigid water (packages/engines/src/water-models.test.ts): 216 SPC/E, TIPS3P, TIP3P-FB, TIP4P/2005 and TIP4P/Ice waters run 1 ps with fix shake (and the TIP4P style), step-0 LJ and Coulomb equal to gmx_d with SETTLE (and virtual sites) to 1e-6 relative. ' +
      'lmp single points against gmx_d term by term (packages/engines/src/cross-engine.test.ts): 32 GAFF molecules agree to ≤ 5e-8 relative, plus rule-parameterised molecules with two-term and RB torsions and harmonic impropers, and three Systems with explicit type pairs (GAFF and rule 3), ≤ 1e-8 relative. ' +
      'Carbon (packages/engines/src/carbon-cross-engine.test.ts): OPLS-AA/L and GAFF on periodic graphene and a periodic (10,0) tube (image flags) and on C60 and an H-terminated flake, lmp against gmx_d ≤ 1e-8 relative per term. Reactive option (carbon-reactive.test.ts): lmp runs graphene with AIREBO (−7.41 eV/atom at Rcc 1.42 Å), the (10,0) tube with Tersoff and C60 with AIREBO. ' +
      'DREIDING forms on a chain bonded across the cell boundary (packages/engines/src/materials-lammps.test.ts): lmp against the System’s own energy by term (cosine/squared, cosine, umbrella ψ0 0 and 10°, hydrogens leaning so that cos ω < 0) ≤ 2e-9 relative, and gmx_d with periodic-molecules against lmp ≤ 1e-8 relative. UFF’s fourier styles cannot run here: their coefficients are checked in packages/chem/src/writers/lammps/materials.test.ts and the same forms’ energies through OpenMM.',
  }),
  defineEngine(amberWriter, {
    files: [
      {
        name: '<res>.prmtop',
        description:
          'topology and parameters: every flag and pointer, LJ A/B tables (explicit type pairs as their own entries), SCEE/SCNB per dihedral, residue pointers, the box of a crystal',
      },
      {
        name: '<res>.inpcrd',
        description: 'coordinates (Å) and, for a crystal, the cell lengths and angles on its last line',
      },
      {
        name: '<res>.mol2',
        description:
          'for tleap: the molecule as one residue, GAFF atom types in the type column (a two-character type per atom, A0, A1 …, when the force-field types do not key the parameters) and the charges',
        only: 'molecule',
      },
      {
        name: '<res>.frcmod',
        description:
          'for tleap: MASS, BOND, ANGL, DIHE, IMPR and NONB lines for every parameter GAFF’s gaff.dat does not hold (estimated, edited, fitted, or another force field’s), keyed by the mol2’s types; its title line names what LEaP cannot express (another combination rule or 1-4 scaling, explicit type pairs)',
        only: 'molecule',
      },
    ],
    refuses: [
      PAIR_PARAMETERS_14,
      VIRTUAL_SITES,
      MASSLESS,
      'Ryckaert–Bellemans torsions whose cosine-series form leaves a constant (prmtop terms K[1 + cos(nφ − δ)] carry none; other RB torsions are written as that exact series), and harmonic impropers (no prmtop form).',
      'Torsion periodicities that are not whole numbers ≥ 1.',
      'With 1-4 pairs, fudgeLJ or fudgeQQ ≤ 0 unless both are 0 (SCNB = 1/fudgeLJ, SCEE = 1/fudgeQQ; both 0, no 1-4 interactions as in TraPPE, is written as a “no 1-4” mark on every dihedral row).',
      'A 1-4 pair that is not three bonds apart, or a pair joining an atom to itself.',
      'Coordinates beyond ±9999 Å (inpcrd F12.7).',
      'A molecule of more than 1550 atoms whose atom types do not key its parameters (the frcmod for tleap would need a two-character type per atom).',
    ],
    periodic: true,
    run: [
      'sander -O -i your.in -p <res>.prmtop -c <res>.inpcrd -o <res>.out',
      'tleap (a molecule): source leaprc.gaff; loadamberparams <res>.frcmod; <res> = loadmol2 <res>.mol2; then solvate or combine it and saveamberparm.',
      'The mdin (your.in) is yours to write: ntb=0 for a molecule, a periodic box (ntb=1) for a crystal.',
      'OpenMM reads them too: app.AmberPrmtopFile("<res>.prmtop"), app.AmberInpcrdFile("<res>.inpcrd").',
      RIGID_WATER_AS_SPRINGS,
    ],
    units:
      'prmtop units: Å, kcal/mol, radians (angles stored), kcal/mol/Å² (bonds, K = kb/2), kcal/mol/rad² (angles, K = kθ/2), charge × 18.2223, g/mol',
    verified:
      'prmtop + inpcrd read by OpenMM’s AmberPrmtopFile and by ParmEd against gmx_d term by term (packages/engines/src/amber-openmm.test.ts): 16 GAFF molecules plus a crystal and a short pair list, ≤ 1.4e-6 relative; two GAFF molecules with explicit type pairs (OpenMM and ParmEd), ≤ 1e-8 relative; 7 TraPPE-UA systems without 1-4 interactions (OpenMM’s reader; packages/engines/src/trappe-openmm.test.ts), ≤ 1.4e-7 relative, 1-4 energies exactly 0. ' +
      'mol2 + frcmod: tleap is not installed here, so they are read back with TopoForge’s own mol2 reader and gaff.dat parser, gaff.dat with the frcmod over it, and the molecule parameterized again from them gives every term of the System (packages/chem/src/writers/amber/tleap.test.ts).',
  }),
  defineEngine(openmmWriter, {
    files: [
      {
        name: '<res>.xml',
        description:
          'OpenMM ForceField XML: one atom type per atom, the residue template, every force with its parameters (a CustomAngleForce per cosine-harmonic, UFF Fourier or cosine-periodic angle form); for combination rules 1 and 3 and explicit type pairs the LJ as a LennardJonesForce table (an NBFixPair per pair of LJ classes and per 1-4 pair), NonbondedForce keeping the charges; a <Script> that ForceField runs adds UFF and DREIDING inversions (CustomCompoundBondForce, ω from angle and dihedral) and, when bonds cross the cell boundary, makes the bonded forces periodic',
      },
      {
        name: '<res>.pdb',
        description: 'coordinates (Å, 3 decimals), CONECT records and, for a crystal, CRYST1',
      },
      {
        name: 'run.py',
        description:
          'Python script: loads the PDB and the XML with openmm.app and prints the single-point energy per force',
      },
    ],
    refuses: [
      VIRTUAL_SITES,
      MASSLESS,
      ONE_FOUR,
      'Angles and dihedrals whose atoms are not bonded in a row, impropers whose third (central) atom is not bonded to the other three.',
      'A bond or angle listed twice, or two periodic or harmonic impropers on the same central atom and partners that differ in order or form (templates apply one term per atom set; UFF and DREIDING inversions are listed atom by atom and may share a centre).',
      'Atoms without an element (lone pairs), more than 99 999 atoms, coordinates outside −999.999 … 9999.999 Å (PDB columns).',
    ],
    periodic: true,
    run: [
      'python3 run.py',
      'It prints the total and per-force single-point energy (kJ/mol, Reference platform); a molecule has no cut-off, a crystal a 1 nm periodic cut-off.',
      RIGID_WATER_AS_SPRINGS,
    ],
    units:
      'OpenMM units: nm, kJ/mol, radians, kJ/mol/nm² (bonds), kJ/mol/rad² (angles), e, g/mol; the PDB in Å',
    verified:
      'UFF and DREIDING forms (the independent evaluator of UFF): the XML on a chain bonded across the cell boundary, UFF and DREIDING, hydrogens leaning so that cos ω < 0, against the System’s own energy by term (packages/engines/src/materials-openmm.test.ts), ≤ 3e-11 relative. ' +
      'The XML + PDB loaded by openmm.app.ForceField against gmx_d term by term (packages/engines/src/amber-openmm.test.ts): 16 GAFF molecules plus a crystal and RB torsions with harmonic impropers, ≤ 1.4e-6 relative; two GAFF molecules with explicit type pairs, ≤ 1e-8 relative; combination rule 3: OPLS-AA/L ethanol and 1-propanol from oplsaa.ff and 4 CL&P ion pairs, and combination rule 1 with GROMOS 54A7’s own 1-4 pair types (packages/engines/src/openmm-geometric.test.ts), ≤ 1.2e-8 relative; 7 TraPPE-UA systems without 1-4 interactions (trappe-openmm.test.ts), ≤ 1.2e-8 relative.',
  }),
  defineEngine(charmmWriter, {
    files: [
      { name: '<res>.psf', description: 'PSF in CHARMM format (atom type numbers)' },
      {
        name: '<res>.xplor.psf',
        description: 'the same PSF in XPLOR format (atom type names), as NAMD and VMD read it',
      },
      {
        name: '<res>.rtf',
        description: 'residue topology: MASS lines, the residue with its charges and every term',
      },
      {
        name: '<res>.prm',
        description:
          'parameters: ATOMS, BONDS, ANGLES, DIHEDRALS, IMPROPER, NONBONDED (with 1-4 columns), NBFIX (every type pair for rules 1 and 3; the explicit type pairs)',
      },
      { name: '<res>.crd', description: 'coordinates, CHARMM CRD EXT format (Å)' },
    ],
    refuses: CHARMM_REFUSES,
    periodic: true,
    run: [
      'In a CHARMM input: read rtf card name <res>.rtf',
      '                   read param card flex name <res>.prm',
      '                   read psf card name <res>.psf',
      '                   read coor card name <res>.crd',
      'The prm’s NONBONDED line has CHARMM36-style switching (ctonnb 10, ctofnb 12, cutnb 14 Å): set your own nonbonded options (and crystal images for a crystal) in the input.',
      RIGID_WATER_AS_SPRINGS,
    ],
    units: CHARMM_UNITS,
    verified: `CHARMM-format psf + rtf + prm + crd and the XPLOR psf read by ${CHARMM_CHECK} (packages/engines/src/charmm-openmm.test.ts): 16 GAFF molecules plus a crystal, exact RB + harmonic impropers, the OPLS rule (NBFIX) and explicit type pairs (NBFIX alone under rule 2, merged into the rule-3 table), 1e-4 relative or 1e-3 kJ/mol.`,
  }),
  defineEngine(namdWriter, {
    files: [
      { name: '<res>.psf', description: 'PSF in XPLOR format (atom type names), as NAMD reads it' },
      {
        name: '<res>.prm',
        description:
          'CHARMM-style parameters (paraTypeCharmm on), NBFIX for rules 1 and 3 and for explicit type pairs',
      },
      { name: '<res>.pdb', description: 'coordinates (Å) and, for a crystal, CRYST1' },
      {
        name: '<res>.namd',
        description:
          'configuration: the three files, scaled 1-4 exclusion, plain 12 Å cut-off, the cell of a crystal, a single-point energy (run 0)',
      },
    ],
    refuses: CHARMM_REFUSES,
    periodic: true,
    run: [
      'namd2 <res>.namd',
      'As written it prints the energies of step 0 (run 0); replace the run settings with your own.',
      RIGID_WATER_AS_SPRINGS,
    ],
    units: CHARMM_UNITS,
    verified: `psf + prm + pdb read by ${CHARMM_CHECK} (packages/engines/src/charmm-openmm.test.ts), 1e-4 relative or 1e-3 kJ/mol; NAMD itself is not installed here, so the .namd file is not run.`,
  }),
  defineEngine(gomcWriter, {
    files: [
      { name: '<res>.psf', description: 'PSF in XPLOR format (atom type names)' },
      {
        name: '<res>.par',
        description:
          'parameters in GOMC’s CHARMM style: no MASS lines, IMPROPERS with K and ψ0, NBFIX for rules 1 and 3 and for explicit type pairs',
      },
      { name: '<res>.pdb', description: 'coordinates (Å) and, for a crystal, CRYST1' },
      {
        name: '<res>.conf',
        description:
          'control file: NVT at 298.15 K, 1000 steps, plain 12 Å cut-off, no Ewald, the box, output every 100 steps',
      },
    ],
    refuses: [
      'Periodic impropers (GOMC’s IMPROPERS are harmonic only).',
      'Type names that collide when glued without a separator (GOMC keys parameter lines that way).',
      ...CHARMM_REFUSES,
    ],
    periodic: true,
    run: [
      'GOMC_CPU_NVT <res>.conf',
      'The control file is a skeleton (NVT, 1000 steps): set temperature, steps and moves for your run.',
      RIGID_WATER_AS_SPRINGS,
    ],
    units:
      'kcal/mol, Å, degrees, kcal/mol/Å² (bonds, K = kb/2), kcal/mol/rad² (angles and impropers, K = k/2), e; masses from the PSF',
    verified: `psf + par + pdb read by ${CHARMM_CHECK} (packages/engines/src/charmm-openmm.test.ts), for the Systems GOMC accepts, 1e-4 relative or 1e-3 kJ/mol; GOMC itself is not installed here, so the control file is not run.`,
  }),
  defineEngine(tinkerWriter, {
    files: [
      {
        name: '<res>.xyz',
        description:
          'Tinker coordinates: number, name, x y z (Å), atom type and bonded partners of each atom; the cell on line 2 for a crystal',
      },
      {
        name: '<res>.key',
        description:
          'keyfile with every parameter inline (parameters none): one atom type and class per atom, vdw, bond, angle, torsion, imptors and charge lines, 1-4 scales',
      },
    ],
    refuses: [
      PAIR_PARAMETERS_14,
      VIRTUAL_SITES,
      MASSLESS,
      'More than 1000 atoms (one class per atom; Tinker 8 allows 1000 classes).',
      'Angles or torsions whose atoms are not bonded in a row (Tinker builds them from the connectivity).',
      'Periodic impropers not centred on an atom with exactly three partners, or with a fold above 3 (imptors).',
      'Torsion terms of one set of atoms with the same multiplicity and different phases, multiplicities outside 1–6, Ryckaert–Bellemans torsions whose Fourier form leaves a constant.',
      'Two bonds or angles on the same atoms with different minima; fudgeLJ or fudgeQQ above 1.',
      `Explicit type-pair LJ (nonbondedPairs): no vdwpr lines are written; ${EXPLICIT_PAIRS_ELSEWHERE}.`,
      ONE_FOUR,
    ],
    periodic: true,
    run: [
      'analyze <res>.xyz -k <res>.key E',
      'The keyfile sets no run options for a molecule (no cut-offs); a crystal gets Ewald and 9 Å cut-offs.',
      RIGID_WATER_AS_SPRINGS,
    ],
    units:
      'kcal/mol, Å, degrees; bonds and angles E = K(x − x0)² (bondunit 1, angleunit (π/180)², K = kb/2 and kθ/2), torsions K[1 + cos(nφ − δ)]; σ and ε with radiustype SIGMA, radiussize DIAMETER',
    verified:
      'No Tinker here: golden files plus a reader in packages/chem/src/writers/tinker/tinker-writer.test.ts that parses both files back and checks every number (and each torsion energy at ten angles) against the System.',
  }),
  defineEngine(raspaWriter, {
    files: [
      {
        name: 'pseudo_atoms.def',
        description:
          'one pseudo atom per distinct type, mass, charge, σ and ε; a name that begins another (C, C_R) is listed after it, as RASPA matches names by prefix',
      },
      {
        name: 'force_field_mixing_rules.def',
        description:
          'Lennard-Jones ε/k_B (K) and σ (Å) per pseudo atom; Lorentz-Berthelot or Jorgensen mixing',
      },
      { name: 'force_field.def', description: 'no overrides (every pair is mixed)' },
      {
        name: '<res>.def',
        description:
          'the molecule: flexible, with HARMONIC_BOND, HARMONIC_BEND, CVFF_DIHEDRAL or SIX_COSINE_DIHEDRAL, improper torsions and the intramolecular pairs',
        only: 'molecule',
      },
      {
        name: '<res>.cif',
        description:
          'the crystal as a rigid P1 framework with _atom_site_charge; its bonded terms are not written (RASPA computes no energy inside a rigid framework), so any bonded form is accepted',
        only: 'crystal',
      },
      {
        name: 'simulation.input',
        description:
          'Monte Carlo skeleton naming the files: the molecule in a box with its 1-4 scaling, or the framework with UseChargesFromCIFFile',
      },
    ],
    refuses: [
      PAIR_PARAMETERS_14,
      VIRTUAL_SITES,
      MASSLESS,
      'Angles or torsions whose atoms are not bonded in a row (RASPA finds 1-4 pairs from the bends).',
      'A molecule with more than 12,500,000 pairs of atoms more than two bonds apart (about 5,000 atoms): RASPA lists every such pair.',
      'Periodic torsion terms with a multiplicity that is not a whole number.',
      `Explicit type-pair LJ (nonbondedPairs): force_field.def gets no overrides; ${EXPLICIT_PAIRS_ELSEWHERE}.`,
      ONE_FOUR,
    ],
    periodic: true,
    run: [
      'simulate simulation.input',
      'A skeleton: set cycles, temperature, pressure and moves for your run; a crystal is a rigid framework (no internal energy).',
      RIGID_WATER_AS_SPRINGS,
    ],
    units:
      'K (energy/k_B, 1 kJ/mol = 1000/8.314464919 K), Å, degrees; bonds and bends ½p0(x − p1)² (p0 = kb, kθ), e, g/mol',
    verified:
      'No RASPA here: golden files plus a reader in packages/chem/src/writers/raspa/raspa-writer.test.ts that parses the files back and checks every number, the torsion and improper energies at ten angles and RASPA’s own 1-4 rule against the System.',
  }),
  defineEngine(moltemplateWriter, {
    files: [
      {
        name: '<res>.lt',
        description:
          'moltemplate object: In Init styles, Data Masses, In Settings coefficients (pair_coeff per type, and per explicit type pair), Data Atoms, Bonds, Angles, Dihedrals, Impropers',
      },
      {
        name: 'system.lt',
        description: 'imports <res>.lt, makes one copy and gives the box (boundary s s s without a cell)',
      },
    ],
    refuses: [
      PAIR_PARAMETERS_14,
      VIRTUAL_SITES,
      MASSLESS,
      'What the LAMMPS writer refuses (same styles and coefficients): non-integer torsion phases, RB with C5 ≠ 0, improper phases other than 0 or 180°, fractional cosine-periodic multiplicities. No image flags are written (energies do not depend on them).',
      ONE_FOUR,
    ],
    periodic: true,
    run: [
      'moltemplate.sh system.lt',
      'lmp -in system.in',
      'moltemplate writes system.data, system.in.init and system.in.settings; system.in is yours to complete with a run command.',
      RIGID_WATER_AS_SPRINGS,
    ],
    units:
      'LAMMPS units real, exactly as the LAMMPS writer: Å, kcal/mol, degrees, K = kb/2 and kθ/2, e, g/mol',
    verified:
      'No moltemplate here: golden files plus a reader in packages/chem/src/writers/moltemplate/moltemplate-writer.test.ts that checks every number equals, as printed, the LAMMPS writer’s data file and input script; explicit type pairs read back in packages/chem/src/writers/explicit-pairs.test.ts.',
  }),
  defineEngine(gaussianWriter, {
    files: [
      {
        name: '<res>.gjf',
        description:
          'Gaussian input, Amber=SoftFirst Geom=Connectivity: atoms as Element-Type-Charge, connectivity, then NonBon, HrmStr1, HrmBnd1, AmbTrs, ImpTrs and VDW lines (one type per atom)',
      },
    ],
    refuses: [
      PAIR_PARAMETERS_14,
      VIRTUAL_SITES,
      MASSLESS,
      'Crystals (molecules only).',
      'Harmonic impropers and combination rules 1 and 3 (NonBon type 3 is Lorentz–Berthelot).',
      `Explicit type-pair LJ (nonbondedPairs): VDW lines are per type only; ${EXPLICIT_PAIRS_ELSEWHERE}.`,
      'Torsion folds above 4 (AmbTrs), torsion terms of one set of atoms with the same multiplicity and different phases.',
      'Angles or torsions whose atoms are not bonded in a row (Gaussian builds them from the connectivity).',
      ONE_FOUR,
    ],
    periodic: false,
    run: [
      'g16 <res>.gjf',
      'A molecular mechanics single point; for ONIOM, add the layer labels and the QM method to the route.',
    ],
    units:
      'kcal/mol, Å, degrees; HrmStr1/HrmBnd1 K(x − x0)² (K = kb/2, kθ/2), AmbTrs V[1 + cos(nφ − δ)], VDW R* = Rmin/2',
    verified:
      'No Gaussian here: a golden file plus a reader in packages/chem/src/writers/gaussian/gaussian-writer.test.ts that parses the input back and checks every number (and each torsion energy at ten angles) against the System.',
  }),
  defineEngine(orcaWriter, {
    files: [
      {
        name: '<res>.prmtop',
        description:
          'the AMBER writer’s prmtop, byte for byte: ORCA’s orca_mm -convff -AMBER turns it into <res>.ORCAFF.prms (ORCA manual 6.1 §3.23; TopoForge does not write ORCAFF.prms itself, whose layout the manual does not give line by line)',
      },
      {
        name: '<res>.inp',
        description:
          'ORCA input: an MM single point (! MM, %mm ORCAFFFilename "<res>.ORCAFF.prms" end; manual 6.1 §3.23), the coordinates (* xyz charge multiplicity, Å, element symbols; charge = rounded sum of the partial charges, multiplicity 1 or 2 by the electron count) and, as comments, the QM/MM variant (! QMMM, %qmmm ORCAFFFilename … QMAtoms {…} end)',
      },
    ],
    refuses: [
      PAIR_PARAMETERS_14,
      VIRTUAL_SITES,
      MASSLESS,
      'Crystals (molecules only).',
      'Combination rules 1 and 3: ORCAFF.prms holds Lennard-Jones parameters per atom, and the force fields ORCA converts combine by Lorentz–Berthelot.',
      `Explicit type-pair LJ (nonbondedPairs): per-atom LJ cannot carry them; ${EXPLICIT_PAIRS_ELSEWHERE}.`,
      'A 1-4 pair list other than exactly the atom pairs three bonds apart (the manual does not say how orca_mm -convff treats a partial list).',
      'Atoms without an element (lone-pair sites): the coordinate block needs element symbols.',
      'No 1-4 interactions (fudgeLJ = fudgeQQ = 0, as TraPPE) with 1-4 pairs: the prmtop marks every dihedral row “no 1-4”, and the manual does not say that orca_mm -convff keeps those marks.',
      'What the AMBER writer refuses: Ryckaert–Bellemans torsions whose cosine series leaves a constant, harmonic impropers, torsion periodicities that are not whole numbers ≥ 1, fudgeLJ or fudgeQQ ≤ 0 with 1-4 pairs, coordinates beyond ±9999 Å.',
    ],
    periodic: false,
    run: [
      'orca_mm -convff -AMBER <res>.prmtop',
      'orca <res>.inp > <res>.out',
      'orca_mm writes <res>.ORCAFF.prms beside the prmtop, the file the input names (the AMBER conversion: ORCA manual 6.1 §3.23).',
      'For QM/MM, follow the comments in <res>.inp: ! QMMM with your method and basis set, and QMAtoms counted from 0.',
    ],
    units:
      'The prmtop in AMBER’s units (Å, kcal/mol, radians, K = kb/2 and kθ/2, charge × 18.2223); the input’s coordinates in Å',
    verified:
      'ORCA is not installed here, so neither orca_mm -convff nor the input has been run. The prmtop is the AMBER writer’s, byte for byte (engine-verified: OpenMM and ParmEd against gmx_d, packages/engines/src/amber-openmm.test.ts); the input is checked by a read-back test (packages/chem/src/writers/orca/orca-writer.test.ts: every element and coordinate to the printed 1e-8 Å, charge and multiplicity of a neutral molecule and of ions).',
  }),
];

/** A program of the spec's list that has no writer on purpose, and why. */
export interface EngineLeftOut {
  readonly id: string;
  readonly name: string;
  readonly reason: string;
}

export const ENGINES_LEFT_OUT: readonly EngineLeftOut[] = [
  {
    id: 'gear',
    name: 'Gear',
    reason:
      'no public description of the Gear file format exists, and TopoForge does not invent one, so no Gear files are written',
  },
];

/** The registered writer of a software id, or undefined. */
export const findEngine = (id: string): EngineEntry | undefined => ENGINE_WRITERS.find((e) => e.id === id);
