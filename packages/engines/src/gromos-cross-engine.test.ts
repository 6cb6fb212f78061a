import { existsSync, readFileSync } from 'node:fs';
import type { GromacsForceField, Molecule, Provenance, System } from '@topoforge/chem';
import {
  gromacsWriter,
  gromosOneFourEnergies,
  lammpsWriter,
  mergeUnitedAtoms,
  parameterizeGromos54a7,
  parseGromacsForceField,
  runWriter,
  typeGromos54a7,
} from '@topoforge/chem';
import { describe, expect, it } from 'vitest';
import { gromacsSinglePoint } from './gromacs.js';
import { lammpsSinglePoint } from './lammps.js';
import type { EnergyTerms } from './energy-terms.js';
import type { TermDifference } from './testing/compare-energies.js';
import { compareEnergies } from './testing/compare-energies.js';
import {
  extentNm,
  LIBRARY,
  named,
  readLibraryMolecule,
  termSummary,
} from './testing/cross-engine-support.js';
import { onPath } from './testing/find-program.js';
import { paulingCharges } from './testing/pauling-charges.js';
import { mapPool } from './testing/pool.js';

/*
 * GROMOS 54A7 Systems (typeGromos54a7 → mergeUnitedAtoms → parameterizeGromos54a7, parameters read
 * from gromacs-data's gromos54a7.ff) written by the GROMACS and the LAMMPS writer and evaluated by
 * gmx_d and lmp must agree term by term, 1e-4 relative or 1e-3 kJ/mol, as the GAFF test asks.
 * Then the independent check: the same molecule as a topology that names the force field's own
 * macros (gb_/ga_/gd_/gi_ with GROMOS's funct 2 bonds and angles, [ pairs ] taking [ pairtypes ]),
 * which grompp expands from the shipped files. LJ, Coulomb, Coulomb-14, proper and improper
 * energies must match ours; bonds and angles differ only by GROMOS's quartic / cosine-harmonic
 * forms against our harmonic equivalents (same curvature at the minimum), and LJ-14 by GROMOS's own
 * 1-4 C6/C12, which the System cannot hold: both are logged and bounded, not hidden.
 * Molecules: Debian's chemical-structures-data.
 */
const FF_DIR = '/usr/share/gromacs/top/gromos54a7.ff';
const MISSING = [
  ...[LIBRARY, FF_DIR].filter((p) => !existsSync(p)),
  ...['gmx_d', 'lmp'].filter((p) => !onPath(p)),
];
const SKIP = MISSING.length > 0;
const REASON = SKIP ? `skipped: ${MISSING.join(', ')} not found` : '';
const RESIDUE = 'MOL';

/** No CH1 with three heavy neighbours: LAMMPS's unsigned harmonic improper cannot hold gi_2 (35.26°). */
const MOLECULES = [
  'alcohols/ethanol.cml',
  'alcohols/butan-1-ol.cml',
  'carboxylic_acids/acetic_acid.cml',
  'carboxylic_acids/butanoic_acid.cml',
  'amines/1-aminobutane.cml',
  'amides/acetamide.cml',
  'ketones/butanone.cml',
  'ethers/diethylether.cml',
  'esters/butyl_acetate.cml',
  'aromatics/1_4-xylene.cml',
  'aromatics/2-phenylethanol.cml',
  'thiols/ethanethiol.cml',
  'alkanes/cyclohexane.cml',
];
/** Ethers have no 54A7 charge group: the test gives them charges (Pauling rule, testing only). */
const NEEDS_CHARGES = new Set(['ethers/diethylether.cml']);

const readFolder = (name: string) =>
  existsSync(`${FF_DIR}/${name}`) ? readFileSync(`${FF_DIR}/${name}`, 'utf8') : undefined;

/**
 * The library geometry moved by a fixed pattern of up to 0.05 Å per coordinate: planar groups leave
 * their planes a little, so impropers contribute, and no bond sits exactly where the file put it.
 */
function displaced(mol: Molecule): Molecule {
  return { ...mol, positions: mol.positions.map((x, k) => x + 0.05 * Math.sin(1.7 * k + 0.3)) };
}

function gromosSystem(path: string, ff: GromacsForceField): System {
  const typing = typeGromos54a7(displaced(readLibraryMolecule(path)));
  const merged = mergeUnitedAtoms(typing.molecule, typing.types);
  const charges = NEEDS_CHARGES.has(path)
    ? Float64Array.from(paulingCharges(merged.molecule.elements))
    : undefined;
  return parameterizeGromos54a7(merged, { forceField: ff, ...(charges ? { charges } : {}) }).system;
}

function gromacsFiles(system: System) {
  const cutoff = Math.ceil(extentNm(system.molecule) + 1);
  return { cutoff, files: runWriter(gromacsWriter, system, { residueName: RESIDUE, padding: cutoff + 0.5 }) };
}

async function compareEngines(system: System): Promise<TermDifference[]> {
  const { cutoff, files } = gromacsFiles(system);
  const lammpsFiles = runWriter(lammpsWriter, system, { residueName: RESIDUE, cutoff: 10 * cutoff });
  const [gromacs, lammps] = await Promise.all([
    gromacsSinglePoint(files, { residueName: RESIDUE, cutoff }),
    lammpsSinglePoint(lammpsFiles, { residueName: RESIDUE }),
  ]);
  return compareEnergies(gromacs, lammps);
}

/** The ffbonded.itp macro a parameter row came from (its provenance line is the #define's). */
function macroOf(ff: GromacsForceField, p: Provenance): string {
  const define = [...ff.defines.values()].find((d) => d.file === 'ffbonded.itp' && d.line === p.line);
  if (!define) throw new Error(`no #define at ffbonded.itp line ${p.line}`);
  return define.name;
}

/** A topology in GROMOS's own terms: the shipped force field, its macros, funct 2 bonds and angles. */
function shippedTopology(system: System, ff: GromacsForceField, gro: string): string {
  // The gro's own atom names (grompp warns on a mismatch); columns 11-15 of each atom line.
  const names = gro
    .split('\n')
    .slice(2, 2 + system.atoms.length)
    .map((l) => l.slice(10, 15).trim());
  const row = (atoms: readonly number[], funct: number, macro: string) =>
    `${atoms.map((a) => a + 1).join(' ')} ${funct} ${macro}`;
  const lines = [
    // forcefield.itp's [ defaults ] and includes, without its _FF_GROMOS96 define: grompp warns on
    // that define (GROMOS's twin-range cut-off), and the single-point runner allows no warning.
    '[ defaults ]',
    `1 1 no ${ff.defaults?.fudgeLJ ?? 1} ${ff.defaults?.fudgeQQ ?? 1}`,
    '#include "gromos54a7.ff/ffnonbonded.itp"',
    '#include "gromos54a7.ff/ffbonded.itp"',
    '[ moleculetype ]',
    `${RESIDUE} 3`,
    '[ atoms ]',
    ...system.atoms.map(
      (a, i) => `${i + 1} ${a.type} 1 ${RESIDUE} ${names[i]} ${i + 1} ${a.charge} ${a.mass}`,
    ),
    '[ bonds ]',
    ...system.bonds.map((t) => row(t.atoms, 2, macroOf(ff, system.bondParameters[t.parameter]!.provenance))),
    '[ pairs ]',
    ...system.pairs.map((p) => `${p.atoms[0] + 1} ${p.atoms[1] + 1} 1`),
    '[ angles ]',
    ...system.angles.map((t) =>
      row(t.atoms, 2, macroOf(ff, system.angleParameters[t.parameter]!.provenance)),
    ),
    '[ dihedrals ]',
    ...system.dihedrals.map((t) =>
      row(t.atoms, 1, macroOf(ff, system.dihedralParameters[t.parameter]!.provenance)),
    ),
    ...system.impropers.map((t) =>
      row(t.atoms, 2, macroOf(ff, system.improperParameters[t.parameter]!.provenance)),
    ),
    '[ system ]',
    'GROMOS 54A7 check',
    '[ molecules ]',
    `${RESIDUE} 1`,
    '',
  ];
  return lines.join('\n');
}

async function againstShipped(
  system: System,
  ff: GromacsForceField,
): Promise<{ ours: EnergyTerms; shipped: EnergyTerms }> {
  const { cutoff, files } = gromacsFiles(system);
  const gro = files[`${RESIDUE}.gro`]!;
  const shippedFiles = { [`${RESIDUE}.gro`]: gro, [`${RESIDUE}.top`]: shippedTopology(system, ff, gro) };
  const [ours, shipped] = await Promise.all([
    gromacsSinglePoint(files, { residueName: RESIDUE, cutoff }),
    gromacsSinglePoint(shippedFiles, { residueName: RESIDUE, cutoff }),
  ]);
  return { ours, shipped };
}

describe.skipIf(SKIP)(
  `GROMOS 54A7: GROMACS and LAMMPS agree, and match the shipped force field ${REASON}`,
  () => {
    const ff = (): GromacsForceField => parseGromacsForceField('forcefield.itp', readFolder, FF_DIR);

    it(`GROMACS and LAMMPS single points agree term by term for ${MOLECULES.length} molecules`, async () => {
      const forceField = ff();
      const results = await mapPool(MOLECULES, 3, (path) =>
        named(path, compareEngines(gromosSystem(path, forceField))),
      );
      console.log(`GROMOS 54A7, ${MOLECULES.length} molecules, GROMACS − LAMMPS:\n${termSummary(results)}`);
      results.forEach((differences, i) => {
        for (const d of differences)
          expect(d.within, `${MOLECULES[i]} ${d.term}: ${d.a} vs ${d.b}`).toBe(true);
      });
      for (const term of results[0]!.map((d) => d.term)) {
        expect(
          results.some((r) => Math.abs(r.find((d) => d.term === term)!.a) > 0.01),
          `${term} exercised`,
        ).toBe(true);
      }
    });

    it('our GROMACS output against a topology of gromos54a7.ff macros expanded by grompp', async () => {
      const forceField = ff();
      const paths = [...MOLECULES, 'alcohols/2R-butan-2-ol.cml', 'alkanes/2-methylbutane.cml'];
      const systems = paths.map((path) => gromosSystem(path, forceField));
      const results = await mapPool(
        paths.map((path, i) => [path, systems[i]!] as const),
        3,
        ([path, system]) => named(path, againstShipped(system, forceField)),
      );
      const same = ['lj', 'coulomb', 'coulomb14', 'proper', 'improper'] as const;
      results.forEach(({ ours, shipped }, i) => {
        const d = compareEnergies(ours, shipped);
        console.log(
          `${paths[i]}: ours/shipped ${d.map((x) => `${x.term} ${x.a.toFixed(4)}/${x.b.toFixed(4)}`).join(', ')}`,
        );
        for (const x of d.filter((t) => (same as readonly string[]).includes(t.term))) {
          expect(x.within, `${paths[i]} ${x.term}: ours ${x.a} vs shipped ${x.b}`).toBe(true);
        }
        // The harmonic equivalents share the quartic / cosine forms' curvature at b0 / θ0, so they differ
        // by the higher-order terms only: within 15 % (+ 0.5 kJ/mol) at these near-equilibrium geometries.
        for (const term of ['bond', 'angle'] as const) {
          expect(ours[term], `${paths[i]} ${term} exercised`).toBeGreaterThan(0.01);
          const bound = 0.15 * Math.abs(shipped[term]) + 0.5;
          expect(
            Math.abs(ours[term] - shipped[term]),
            `${paths[i]} ${term}: ${ours[term]} vs ${shipped[term]}`,
          ).toBeLessThan(bound);
        }
        // LJ-14: what the System means (normal pair LJ) and GROMOS's [ pairtypes ], both as the
        // parameterizer's diagnostic reports them, are what gmx_d computes from each topology.
        const system = systems[i]!;
        const oneFour = gromosOneFourEnergies(forceField, system);
        expect(oneFour.missing).toBe(0);
        const near = (a: number, b: number) => Math.abs(a - b) <= Math.max(1e-4 * Math.abs(b), 1e-3);
        expect(near(oneFour.here, ours.lj14), `${paths[i]} LJ-14 here ${oneFour.here} vs ${ours.lj14}`).toBe(
          true,
        );
        expect(
          near(oneFour.gromos, shipped.lj14),
          `${paths[i]} LJ-14 GROMOS ${oneFour.gromos} vs ${shipped.lj14}`,
        ).toBe(true);
      });
      // None of the matching terms passes vacuously: each is non-zero for some molecule.
      for (const term of same) {
        expect(
          results.some((r) => Math.abs(r.shipped[term]) > 0.01),
          `${term} exercised`,
        ).toBe(true);
      }
      // gi_2 (butan-2-ol's and 2-methylbutane's CH1) is signed as GROMACS measures it: at these
      // near-tetrahedral centres the impropers stay small, where the opposite sign (ξ − ξ0 ≈ 70°)
      // would cost ½ · 334.8 · 1.23² ≈ 250 kJ/mol per centre.
      for (const i of [paths.length - 2, paths.length - 1]) {
        expect(systems[i]!.improperParameters.some((p) => p.funct === 2 && p.xi0 > 30)).toBe(true);
        expect(results[i]!.shipped.improper, paths[i]).toBeLessThan(2);
      }
    });
  },
);
