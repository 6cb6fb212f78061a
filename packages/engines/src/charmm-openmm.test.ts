import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import type { System } from '@topoforge/chem';
import {
  cellFromParameters,
  charmmWriter,
  convertCharmm,
  gomcWriter,
  gromacsWriter,
  namdWriter,
  parseAmberDat,
  runWriter,
} from '@topoforge/chem';
import { describe, expect, it } from 'vitest';
import { gromacsSinglePoint } from './gromacs.js';
import { charmmOpenMMSinglePoint } from './openmm-charmm.js';
import type { CharmmOpenMMOptions } from './openmm-charmm.js';
import { SYSTEM_PYTHON } from './openmm.js';
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
 * CHARMM, NAMD and GOMC files checked by OpenMM's CHARMM reader (CharmmPsfFile + CharmmParameterSet)
 * against GROMACS (gmx_d, double precision), term by term, 1e-4 relative or 1e-3 kJ/mol:
 *   charmm  — <res>.psf (CHARMM format, type numbers) + <res>.rtf + <res>.prm + <res>.crd
 *   xplor   — <res>.xplor.psf (XPLOR format, type names) + <res>.prm + <res>.crd
 *   namd    — the NAMD writer's <res>.psf + <res>.prm + <res>.pdb
 *   gomc    — the GOMC writer's <res>.psf + <res>.par (no MASS lines: read permissively, masses come
 *             from the PSF) + <res>.pdb; only Systems GOMC accepts (no periodic impropers).
 * How components are grouped (python/openmm_energy.py, loader "charmm"): bond, angle; proper = the PSF
 * dihedrals that are the System's proper torsions (Ryckaert–Bellemans ones as their Fourier terms);
 * improper = the System's periodic impropers, which the writers put among the PSF dihedrals (told
 * apart by their atoms), plus CHARMM harmonic impropers; LJ-14 and Coulomb-14 = the reader's 1-4
 * exceptions (the bond graph's 1-4 pairs, charges × e14fac, the prm's 1-4 columns or NBFIX 1-4
 * values), as GROMACS reports LJ-14 and Coulomb-14; LJ and Coulomb = all other pairs. A molecule has
 * no cut-off in OpenMM and a cut-off beyond its extent in GROMACS; the crystal a plain periodic
 * cut-off in both. Coordinates are rounded to 0.001 Å first (the PDB holds 3 decimals), so every
 * reader sees the geometry GROMACS sees. Charges: the fixed Pauling rule.
 */

function pythonHasOpenMM(): boolean {
  if (!existsSync(SYSTEM_PYTHON)) return false;
  return spawnSync(SYSTEM_PYTHON, ['-c', 'import openmm.app'], { timeout: 60_000 }).status === 0;
}

const MISSING = [
  ...[LIBRARY, GAFF_DAT].filter((p) => !existsSync(p)),
  ...(onPath('gmx_d') ? [] : ['gmx_d']),
  ...(pythonHasOpenMM() ? [] : [`${SYSTEM_PYTHON} with openmm`]),
];
const SKIP = MISSING.length > 0;
const REASON = SKIP ? `skipped: ${MISSING.join(', ')} not found` : '';

/** 16 molecules from as many classes; aromatics, amides, esters, acids and ketones have impropers. */
const MOLECULES = [
  'acid_anhydrides/3-methylfuran-2_5-dione.cml',
  'alcohols/2-aminoethanol.cml',
  'alkanes/1R_2S-1_2-dimethylcyclopentane.cml',
  'amides/N_N-dimethylacetamide.cml',
  'amines/1-aminobutane.cml',
  'aromatics/1-chloro-2-methoxybenzene.cml',
  'carbamides/urea.cml',
  'carboxylic_acids/2_2-dichloroacetic_acid.cml',
  'drugs/4-acetamidophenyl_2-hydroxybenzoate.cml',
  'esters/butyl_acetate.cml',
  'ethers/1_4-dioxane.cml',
  'haloalkanes/1-bromopropane.cml',
  'heteroaromatics/1H-pyrazole.cml',
  'nucleobases/cytosine.cml',
  'sulfoxides/dimethyl_sulfoxide.cml',
  'thiols/R_butane-2-thiol.cml',
];

const RES = 'MOL';
const POOL = 3;
type Reader = 'charmm' | 'xplor' | 'namd' | 'gomc';
const READERS: readonly Reader[] = ['charmm', 'xplor', 'namd', 'gomc'];

/** The files one reader loads, and how. */
function filesFor(
  reader: Reader,
  system: System,
): [Record<string, string>, Omit<CharmmOpenMMOptions, 'impropers'>] {
  switch (reader) {
    case 'charmm':
      return [
        runWriter(charmmWriter, system, { residueName: RES }),
        { psf: `${RES}.psf`, parameters: [`${RES}.rtf`, `${RES}.prm`], coordinates: `${RES}.crd` },
      ];
    case 'xplor':
      return [
        runWriter(charmmWriter, system, { residueName: RES }),
        { psf: `${RES}.xplor.psf`, parameters: [`${RES}.prm`], coordinates: `${RES}.crd` },
      ];
    case 'namd':
      return [
        runWriter(namdWriter, system, { residueName: RES }),
        { psf: `${RES}.psf`, parameters: [`${RES}.prm`], coordinates: `${RES}.pdb` },
      ];
    case 'gomc':
      return [
        runWriter(gomcWriter, system, { residueName: RES }),
        { psf: `${RES}.psf`, parameters: [`${RES}.par`], permissive: true, coordinates: `${RES}.pdb` },
      ];
  }
}

/** GROMACS once, then each reader on the same System. */
async function compareReaders(
  system: System,
  readers: readonly Reader[],
  cutoffNm?: number,
): Promise<Map<Reader, TermDifference[]>> {
  const cutoff = cutoffNm ?? Math.ceil(extentNm(system.molecule) + 1);
  const gromacsFiles = runWriter(gromacsWriter, system, { residueName: RES, padding: cutoff + 0.5 });
  const gromacs = await gromacsSinglePoint(gromacsFiles, { residueName: RES, cutoff });
  const impropers = system.impropers
    .filter((t) => system.improperParameters[t.parameter]!.funct === 4)
    .map((t) => t.atoms);
  const out = new Map<Reader, TermDifference[]>();
  for (const reader of readers) {
    const [files, how] = filesFor(reader, system);
    const periodic = cutoffNm !== undefined && system.molecule.cell !== undefined;
    // The box rows (Å) the writers put in their model: the structure's cell in standard orientation.
    const box = periodic ? convertCharmm(system, { residueName: RES }).box : undefined;
    const energies = await charmmOpenMMSinglePoint(files, {
      ...how,
      impropers,
      ...(periodic ? { cutoff, box: box! } : {}),
    });
    out.set(reader, compareEnergies(gromacs, energies));
  }
  return out;
}

/** GOMC refuses periodic impropers; the other readers take every System here. */
const acceptedBy = (reader: Reader, system: System): boolean =>
  reader !== 'gomc' || system.impropers.every((t) => system.improperParameters[t.parameter]!.funct === 2);

describe.skipIf(SKIP)(`CHARMM, NAMD and GOMC files agree with GROMACS term by term ${REASON}`, () => {
  it(`for ${MOLECULES.length} GAFF-typed molecules, read by OpenMM's CHARMM reader`, async () => {
    const forceField = parseAmberDat(readFileSync(GAFF_DAT, 'utf8'), { source: GAFF_DAT }).parameters;
    const systems = MOLECULES.map((path) => gaffSystem(roundedToPdb(readLibraryMolecule(path)), forceField));
    expect(systems.filter((s) => s.impropers.length > 0).length).toBeGreaterThanOrEqual(5);
    const results = await mapPool(MOLECULES, POOL, (path) => {
      const system = systems[MOLECULES.indexOf(path)]!;
      return named(
        path,
        compareReaders(
          system,
          READERS.filter((r) => acceptedBy(r, system)),
        ),
      );
    });
    for (const reader of READERS) {
      const mine = results.flatMap((r) => (r.has(reader) ? [r.get(reader)!] : []));
      console.log(`GAFF, ${mine.length} molecules, GROMACS − ${reader}:\n${termSummary(mine, '  ')}`);
    }
    results.forEach((r, i) => expectReadersAgree(MOLECULES[i]!, r));
    expect(results.filter((r) => r.has('gomc')).length).toBeGreaterThanOrEqual(5);
    for (const reader of ['charmm', 'xplor', 'namd'] as const) {
      for (const { term } of results[0]!.get(reader)!) {
        expect(
          results.some((r) => Math.abs(r.get(reader)!.find((d) => d.term === term)!.b) > 0.01),
          `${reader} ${term}`,
        ).toBe(true);
      }
    }
  }, 600_000);

  it('for rule-parameterised variants: a crystal, exact RB + harmonic impropers, OPLS combination rule (NBFIX)', async () => {
    const mol = roundedToPdb(readLibraryMolecule('drugs/4-acetamidophenyl_2-hydroxybenzoate.cml'));
    // Crystal: an orthorhombic cell 4 Å wider than the molecule on each axis, so that periodic
    // images are within the cut-off (cut-off just under half the shortest edge).
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
    // Ryckaert–Bellemans from OPLS Fourier coefficients F1…F4 (C0 = F2 + (F1 + F3)/2, C1 = (3F3 − F1)/2,
    // C2 = 4F4 − F2, C3 = −2F3, C4 = −4F4): exactly CHARMM terms. The rule system's own RB rows leave a
    // constant and are refused.
    const [f1, f2, f3, f4] = [1.5, -0.8, 2.1, 0.3];
    const oplsC = [f2 + (f1 + f3) / 2, (3 * f3 - f1) / 2, 4 * f4 - f2, -2 * f3, -4 * f4, 0];
    const rbRule = ruleSystem(mol, { ryckaertBellemans: true, harmonicImpropers: true });
    expect(() => runWriter(charmmWriter, rbRule, { residueName: RES })).toThrow(/Ryckaert–Bellemans/);
    const rb: System = {
      ...rbRule,
      dihedralParameters: rbRule.dihedralParameters.map((d) => (d.funct === 3 ? { ...d, c: oplsC } : d)),
    };
    expect(rb.dihedralParameters.some((d) => d.funct === 3)).toBe(true);
    const opls: System = {
      ...rb,
      defaults: { ...rb.defaults, combinationRule: 3, fudgeLJ: 0.5, fudgeQQ: 0.5 },
    };
    const cases: [string, Promise<Map<Reader, TermDifference[]>>][] = [
      ['crystal', compareReaders(crystal, ['charmm', 'namd'], cutoff)],
      ['RB + harmonic impropers', compareReaders(rb, READERS)],
      ['combination rule 3 (NBFIX)', compareReaders(opls, READERS)],
    ];
    for (const [name, work] of cases) {
      const results = await named(name, work);
      for (const [reader, differences] of results) {
        console.log(`Rule-parameterised ${name}, GROMACS − ${reader}:\n${termSummary([differences], '  ')}`);
      }
      expectReadersAgree(name, results);
      for (const differences of results.values()) {
        expect(
          differences.every((d) => Math.abs(d.a) > 0.01),
          `${name}: every term exercised`,
        ).toBe(true);
      }
    }
  }, 600_000);

  it('with explicit pair parameters: NBFIX lines alone (GAFF rule) and merged into the rule-3 NBFIX table', async () => {
    const forceField = parseAmberDat(readFileSync(GAFF_DAT, 'utf8'), { source: GAFF_DAT }).parameters;
    const mol = roundedToPdb(readLibraryMolecule('drugs/4-acetamidophenyl_2-hydroxybenzoate.cml'));
    const gaffPlain = gaffSystem(roundedToPdb(readLibraryMolecule('esters/butyl_acetate.cml')), forceField);
    const gaff = withExplicitPairs(gaffPlain);
    const rule = ruleSystem(mol, { harmonicImpropers: true });
    const opls = withExplicitPairs({
      ...rule,
      defaults: { ...rule.defaults, combinationRule: 3, fudgeLJ: 0.5, fudgeQQ: 0.5 },
    });
    const prm = runWriter(charmmWriter, gaff, { residueName: RES })[`${RES}.prm`]!;
    // Rule 2 needs NBFIX only for the explicit pairs (one row per pair of CHARMM types they cover).
    expect(prm).toContain('\nNBFIX\n');
    expect(runWriter(charmmWriter, gaffPlain, { residueName: RES })[`${RES}.prm`]).not.toContain('NBFIX');
    const cases: [string, System][] = [
      ['GAFF + explicit pairs', gaff],
      ['rule 3 + explicit pairs', opls],
    ];
    for (const [name, system] of cases) {
      const results = await named(
        name,
        compareReaders(
          system,
          READERS.filter((r) => acceptedBy(r, system)),
        ),
      );
      for (const [reader, differences] of results) {
        console.log(`${name}, GROMACS − ${reader}:\n${termSummary([differences], '  ')}`);
      }
      expect(results.size).toBeGreaterThanOrEqual(3);
      expectReadersAgree(name, results);
    }
    // Negative control: the same molecule without the overrides differs in LJ and LJ-14.
    const [withPairs, without] = await Promise.all([
      compareReaders(gaff, ['charmm']),
      compareReaders(gaffPlain, ['charmm']),
    ]);
    for (const term of ['lj', 'lj14'] as const) {
      const value = (r: Map<Reader, TermDifference[]>): number =>
        r.get('charmm')!.find((d) => d.term === term)!.b;
      expect(Math.abs(value(withPairs) - value(without)), term).toBeGreaterThan(0.1);
    }
  }, 600_000);
});
