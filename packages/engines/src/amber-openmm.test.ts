import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import type { System } from '@topoforge/chem';
import {
  amberWriter,
  cellFromParameters,
  gromacsWriter,
  openmmWriter,
  parseAmberDat,
  runWriter,
} from '@topoforge/chem';
import { describe, expect, it } from 'vitest';
import type { EnergyTerms } from './energy-terms.js';
import { gromacsSinglePoint } from './gromacs.js';
import type { OpenMMLoader } from './openmm.js';
import { openmmSinglePoint, SYSTEM_PYTHON } from './openmm.js';
import type { TermDifference } from './testing/compare-energies.js';
import { compareEnergies } from './testing/compare-energies.js';
import { onPath } from './testing/find-program.js';
import { withExplicitPairs } from './testing/explicit-pairs.js';
import { gaffSystem } from './testing/gaff-system.js';
import { mapPool } from './testing/pool.js';
import { ruleSystem } from './testing/rule-system.js';
import {
  expectReadersAgree,
  extentNm,
  GAFF_DAT,
  LIBRARY,
  named,
  readLibraryMolecule,
  roundedToPdb,
  termSummary,
} from './testing/cross-engine-support.js';

/*
 * AMBER and OpenMM files checked by real readers against GROMACS (gmx_d, double precision): the
 * prmtop + inpcrd read by OpenMM's AmberPrmtopFile and by ParmEd (parmed.load_file + ParmEd's own
 * createSystem), and the OpenMM ForceField XML + PDB read by openmm.app, all evaluated on OpenMM's
 * Reference platform (python/openmm_energy.py). Tolerance: 1e-4 relative or 1e-3 kJ/mol.
 *
 * How components are grouped, so that the comparison is honest: bond, angle, proper and improper
 * torsions are each their own term (OpenMM puts propers and impropers in one PeriodicTorsionForce;
 * the script assigns every torsion by its atoms to the System's improper list or not). The
 * nonbonded energy is split into LJ and Coulomb of the 1-4 pairs (the loaded NonbondedForce's
 * exceptions, i.e. AMBER's SCEE/SCNB-scaled terms or XML coulomb14scale/lj14scale) and of all other
 * pairs (its particles, minus exclusions), as GROMACS reports LJ-14, Coulomb-14, LJ (SR), Coulomb
 * (SR). For molecules the script checks that the four parts add up to the loaded forces' own energy.
 * A molecule has no cut-off in OpenMM and a cut-off beyond its extent in GROMACS; the crystal uses a
 * plain periodic cut-off in both.
 * Coordinates are rounded to 0.001 Å first: the PDB holds 3 decimals, so all engines then see the
 * same geometry. Charges: the fixed Pauling rule (testing/pauling-charges.ts).
 */

/** The system Python with the Debian python3-openmm and python3-parmed packages. */
function pythonHasOpenMM(): boolean {
  if (!existsSync(SYSTEM_PYTHON)) return false;
  return spawnSync(SYSTEM_PYTHON, ['-c', 'import openmm, parmed'], { timeout: 60_000 }).status === 0;
}

const MISSING = [
  ...[LIBRARY, GAFF_DAT].filter((p) => !existsSync(p)),
  ...(onPath('gmx_d') ? [] : ['gmx_d']),
  ...(pythonHasOpenMM() ? [] : [`${SYSTEM_PYTHON} with openmm and parmed`]),
];
const SKIP = MISSING.length > 0;
const REASON = SKIP ? `skipped: ${MISSING.join(', ')} not found` : '';

/** 16 molecules from as many classes; the aromatics, amides, esters, acids, ketones have impropers. */
const MOLECULES = [
  'acid_anhydrides/3-methylfuran-2_5-dione.cml',
  'alcohols/2-aminoethanol.cml',
  'aldehydes/2R-2-methylbutanal.cml',
  'alkanes/1R_2S-1_2-dimethylcyclopentane.cml',
  'amides/N_N-dimethylacetamide.cml',
  'amino_acids/D-allo-threonine.cml',
  'aromatics/1-chloro-2-methoxybenzene.cml',
  'carbamides/urea.cml',
  'carboxylic_acids/2_2-dichloroacetic_acid.cml',
  'drugs/4-acetamidophenyl_2-hydroxybenzoate.cml',
  'esters/butyl_acetate.cml',
  'heteroaromatics/1H-pyrazole.cml',
  'ketones/Z-4-hydroxypent-3-en-2-one.cml',
  'nucleobases/cytosine.cml',
  'sulfones/benzenesulfonic_acid.cml',
  'thioethers/thiophene.cml',
];

const RESIDUE = 'MOL';
const POOL = 3;

type Reader = OpenMMLoader;
const READERS: readonly Reader[] = ['amber', 'parmed', 'xml'];

/** GROMACS, then each reader, on the same System; differences per term for each reader. */
async function compareReaders(
  system: System,
  readers: readonly Reader[],
  cutoffNm?: number,
): Promise<Map<Reader, TermDifference[]>> {
  const periodic = cutoffNm !== undefined;
  const cutoff = cutoffNm ?? Math.ceil(extentNm(system.molecule) + 1);
  const gromacsFiles = runWriter(gromacsWriter, system, { residueName: RESIDUE, padding: cutoff + 0.5 });
  const gromacs = await gromacsSinglePoint(gromacsFiles, { residueName: RESIDUE, cutoff });
  const impropers = system.impropers.map((t) => t.atoms);
  const out = new Map<Reader, TermDifference[]>();
  for (const reader of readers) {
    const files =
      reader === 'xml'
        ? runWriter(openmmWriter, system, { residueName: RESIDUE, cutoff })
        : runWriter(amberWriter, system, { residueName: RESIDUE });
    const energies: EnergyTerms = await openmmSinglePoint(files, {
      loader: reader,
      residueName: RESIDUE,
      impropers,
      ...(periodic ? { cutoff } : {}),
    });
    out.set(reader, compareEnergies(gromacs, energies));
  }
  return out;
}

describe.skipIf(SKIP)(`AMBER and OpenMM files agree with GROMACS term by term ${REASON}`, () => {
  it(`for ${MOLECULES.length} GAFF-typed molecules, read by OpenMM's AMBER reader, ParmEd and ForceField`, async () => {
    const forceField = parseAmberDat(readFileSync(GAFF_DAT, 'utf8'), { source: GAFF_DAT }).parameters;
    const systems = MOLECULES.map((path) => gaffSystem(roundedToPdb(readLibraryMolecule(path)), forceField));
    expect(systems.filter((s) => s.impropers.length > 0).length).toBeGreaterThanOrEqual(5);
    const results = await mapPool(MOLECULES, POOL, (path) => {
      const i = MOLECULES.indexOf(path);
      return named(path, compareReaders(systems[i]!, READERS));
    });
    for (const reader of READERS) {
      console.log(
        `GAFF, ${MOLECULES.length} molecules, GROMACS − ${reader}:\n${termSummary(
          results.map((r) => r.get(reader)!),
          '  ',
        )}`,
      );
    }
    results.forEach((r, i) => expectReadersAgree(MOLECULES[i]!, r));
    // Not vacuous: every term is exercised by some molecule, for every reader.
    for (const reader of READERS) {
      for (const { term } of results[0]!.get(reader)!) {
        expect(
          results.some((r) => Math.abs(r.get(reader)!.find((d) => d.term === term)!.b) > 0.01),
          `${reader} ${term}`,
        ).toBe(true);
      }
    }
  }, 300_000);

  it('for rule-parameterised variants: a crystal, a pair list short of the 1-4 set, RB + harmonic impropers', async () => {
    const mol = roundedToPdb(readLibraryMolecule('drugs/4-acetamidophenyl_2-hydroxybenzoate.cml'));
    // Crystal: an orthorhombic cell 4 Å wider than the molecule on each axis (lengths on a 0.1 Å
    // grid, as the PDB's CRYST1 holds them), so that periodic images are within the cut-off.
    const p = mol.positions;
    const edge = [0, 1, 2].map((k) => {
      const xs = Array.from({ length: mol.atomCount }, (_, i) => p[3 * i + k]!);
      return Math.ceil((Math.max(...xs) - Math.min(...xs) + 4) * 10) / 10;
    });
    const cell = cellFromParameters({
      a: edge[0]!,
      b: edge[1]!,
      c: edge[2]!,
      alpha: 90,
      beta: 90,
      gamma: 90,
    });
    const crystal = ruleSystem({ ...mol, cell });
    const cutoff = Math.floor((Math.min(...edge) / 20 - 0.02) * 100) / 100;
    // Every third 1-4 pair dropped: AMBER marks those dihedrals' ends "no 1-4" (negative third atom),
    // GROMACS simply has no [ pairs ] line; the OpenMM XML refuses it (its 1-4 come from the bonds).
    const base = ruleSystem(mol);
    const fewerPairs = { ...base, pairs: base.pairs.filter((_, i) => i % 3 !== 0) };
    const rb = ruleSystem(mol, { ryckaertBellemans: true, harmonicImpropers: true });
    expect(() => runWriter(openmmWriter, fewerPairs, { residueName: RESIDUE })).toThrow(/1-4 pair/);
    // RB torsions are written as their cosine series; the harmonic impropers have no prmtop form.
    expect(() => runWriter(amberWriter, rb, { residueName: RESIDUE })).toThrow(/improper .*function type 2/);
    const cases: [string, Promise<Map<Reader, TermDifference[]>>][] = [
      ['crystal', compareReaders(crystal, READERS, cutoff)],
      // OpenMM's reader only: ParmEd rebuilds exclusions from bonds, angles and dihedrals instead of
      // reading EXCLUDED_ATOMS_LIST, so it computes an excluded 1-4 pair without a 1-4 term in full
      // (seen here: LJ 6.15 vs −8.40 kJ/mol). sander and pmemd read the list, as OpenMM does.
      ['fewer pairs', compareReaders(fewerPairs, ['amber'])],
      ['RB + harmonic impropers', compareReaders(rb, ['xml'])],
    ];
    for (const [name, work] of cases) {
      const results = await named(name, work);
      for (const [reader, differences] of results) {
        console.log(`Rule-parameterised ${name}, GROMACS − ${reader}:\n${termSummary([differences], '  ')}`);
      }
      expectReadersAgree(name, results);
    }
  }, 300_000);

  it('with explicit pair parameters: the prmtop LJ table entries, read by OpenMM and ParmEd, and the XML NBFixPair table', async () => {
    const forceField = parseAmberDat(readFileSync(GAFF_DAT, 'utf8'), { source: GAFF_DAT }).parameters;
    const names = ['esters/butyl_acetate.cml', 'aromatics/1-chloro-2-methoxybenzene.cml'];
    const plain = names.map((path) => gaffSystem(roundedToPdb(readLibraryMolecule(path)), forceField));
    const systems = plain.map(withExplicitPairs);
    const readers = ['amber', 'parmed', 'xml'] as const;
    const results = await mapPool(names, POOL, (path) =>
      named(`${path} + explicit pairs`, compareReaders(systems[names.indexOf(path)]!, readers)),
    );
    for (const reader of readers) {
      console.log(
        `GAFF + explicit pairs, GROMACS − ${reader}:\n${termSummary(
          results.map((r) => r.get(reader)!),
          '  ',
        )}`,
      );
    }
    results.forEach((r, i) => expectReadersAgree(`${names[i]!} + explicit pairs`, r));
    // Negative control: without the overrides the prmtop's LJ and LJ-14 are far from these.
    const without = await compareReaders(plain[0]!, ['amber']);
    const lj = (r: Map<Reader, TermDifference[]>, term: 'lj' | 'lj14'): number =>
      r.get('amber')!.find((d) => d.term === term)!.b;
    for (const term of ['lj', 'lj14'] as const) {
      expect(Math.abs(lj(results[0]!, term) - lj(without, term)), term).toBeGreaterThan(0.1);
    }
  }, 300_000);
});
