import { existsSync } from 'node:fs';
import type { GromacsForceField, Provenance, System } from '@topoforge/chem';
import {
  ChemError,
  gromacsWriter,
  gromosOneFourEnergies,
  lammpsWriter,
  parseGromacsForceField,
  runWriter,
} from '@topoforge/chem';
import { describe, expect, it } from 'vitest';
import { gromacsSinglePoint } from './gromacs.js';
import { lammpsSinglePoint } from './lammps.js';
import type { EnergyTerms } from './energy-terms.js';
import type { TermDifference } from './testing/compare-energies.js';
import { compareEnergies } from './testing/compare-energies.js';
import { extentNm, LIBRARY, named, termSummary } from './testing/cross-engine-support.js';
import { onPath } from './testing/find-program.js';
import { FF_DIR, gromosSystem, MOLECULES, readFolder } from './testing/gromos-molecules.js';
import { mapPool } from './testing/pool.js';

/*
 * GROMOS 54A7 Systems (typeGromos54a7 → mergeUnitedAtoms → parameterizeGromos54a7, parameters read
 * from gromacs-data's gromos54a7.ff) carry GROMOS's own 1-4 C6/C12 ([ pairtypes ]) as
 * System.pairParameters14. The independent check: the same molecule as a topology that names the
 * force field's own macros (gb_/ga_/gd_/gi_ with GROMOS's funct 2 bonds and angles, [ pairs ] taking
 * [ pairtypes ]), which grompp expands from the shipped files. LJ, LJ-14 (1e-8 relative), Coulomb,
 * Coulomb-14, proper and improper energies must match ours; bonds and angles differ only by GROMOS's
 * quartic / cosine-harmonic forms against our harmonic equivalents (same curvature at the minimum):
 * logged and bounded, not hidden.
 * LAMMPS only scales the normal pair LJ for 1-4 pairs, so it writes a GROMOS System only when no 1-4
 * row changes a 1-4 pair (molecules whose 1-4 pairs all involve H, zero LJ in GROMOS) and must refuse
 * the others; GROMACS and LAMMPS must agree term by term, 1e-4 relative or 1e-3 kJ/mol, as the GAFF
 * test asks, on the Systems LAMMPS takes and, for every molecule, on the System without its 1-4 table
 * (the rule-1 C6/C12 and [ nonbond_params ] of GROMOS in both writers).
 * Molecules: Debian's chemical-structures-data.
 */
const MISSING = [
  ...[LIBRARY, FF_DIR].filter((p) => !existsSync(p)),
  ...['gmx_d', 'lmp'].filter((p) => !onPath(p)),
];
const SKIP = MISSING.length > 0;
const REASON = SKIP ? `skipped: ${MISSING.join(', ')} not found` : '';
const RESIDUE = 'MOL';

function gromacsFiles(system: System) {
  const cutoff = Math.ceil(extentNm(system.molecule) + 1);
  return { cutoff, files: runWriter(gromacsWriter, system, { residueName: RESIDUE, padding: cutoff + 0.5 }) };
}

/** The LAMMPS writer's refusal of a System with 1-4 rows, or undefined when it writes it. */
function lammpsRefusal(system: System): ChemError | undefined {
  try {
    runWriter(lammpsWriter, system, { residueName: RESIDUE });
    return undefined;
  } catch (e) {
    if (e instanceof ChemError) return e;
    throw e;
  }
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

    it('LAMMPS writes the Systems whose 1-4 rows change nothing and refuses the others, naming the type pair', async () => {
      const forceField = ff();
      const systems = MOLECULES.map((path) => gromosSystem(path, forceField));
      const written: number[] = [];
      systems.forEach((system, i) => {
        const rows = system.pairParameters14 ?? [];
        const error = lammpsRefusal(system);
        if (rows.length === 0) {
          expect(error, MOLECULES[i]).toBeUndefined();
          written.push(i);
          return;
        }
        // Every GROMOS row differs from the normal pair (CS12 ≠ C12, and CS6 is printed to fewer digits).
        expect(error?.message, MOLECULES[i]).toContain(
          `LAMMPS cannot write the System's own 1-4 Lennard-Jones for the type pair ${rows[0]!.types[0]}–${rows[0]!.types[1]} (1-4 pair parameter 1,`,
        );
      });
      expect(written.length).toBeGreaterThan(1);
      expect(written.length).toBeLessThan(MOLECULES.length);
      const results = await mapPool(written, 3, (i) => named(MOLECULES[i]!, compareEngines(systems[i]!)));
      console.log(
        `GROMOS 54A7, ${written.length} molecules LAMMPS writes (${written.map((i) => MOLECULES[i]).join(', ')}), GROMACS − LAMMPS:\n${termSummary(results)}`,
      );
      results.forEach((differences, k) => {
        for (const d of differences)
          expect(d.within, `${MOLECULES[written[k]!]} ${d.term}: ${d.a} vs ${d.b}`).toBe(true);
      });
    });

    it(`GROMACS and LAMMPS agree term by term for ${MOLECULES.length} molecules without their 1-4 tables`, async () => {
      const forceField = ff();
      const results = await mapPool(MOLECULES, 3, (path) => {
        const { pairParameters14: _dropped, ...system } = gromosSystem(path, forceField);
        return named(path, compareEngines(system));
      });
      console.log(`GROMOS 54A7 without 1-4 tables, GROMACS − LAMMPS:\n${termSummary(results)}`);
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
      const same = ['lj', 'lj14', 'coulomb', 'coulomb14', 'proper', 'improper'] as const;
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
        // LJ-14 tightly: gmx_d on our [ pairtypes ] (σ/ε from CS6/CS12, 12 digits) against gmx_d on the
        // shipped ones, and both against pair-by-pair sums of the System's table and of the file.
        const system = systems[i]!;
        const oneFour = gromosOneFourEnergies(forceField, system);
        expect(oneFour.missing).toBe(0);
        const tight = (a: number, b: number) => Math.abs(a - b) <= Math.max(1e-8 * Math.abs(b), 1e-6);
        expect(tight(ours.lj14, shipped.lj14), `${paths[i]} LJ-14 ${ours.lj14} vs ${shipped.lj14}`).toBe(
          true,
        );
        expect(
          tight(oneFour.here, oneFour.gromos),
          `${paths[i]} LJ-14 sums ${oneFour.here} vs ${oneFour.gromos}`,
        ).toBe(true);
        expect(
          tight(oneFour.gromos, shipped.lj14),
          `${paths[i]} LJ-14 GROMOS ${oneFour.gromos} vs ${shipped.lj14}`,
        ).toBe(true);
      });
      const lj14 = results.map(({ ours, shipped }) => Math.abs(ours.lj14 - shipped.lj14));
      const lj14Relative = results.map(
        ({ shipped }, i) => lj14[i]! / Math.max(Math.abs(shipped.lj14), 1e-12),
      );
      console.log(
        `LJ-14 ours − shipped over ${paths.length} molecules: max abs ${Math.max(...lj14).toExponential(2)} kJ/mol, max rel ${Math.max(...lj14Relative).toExponential(2)}`,
      );
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
