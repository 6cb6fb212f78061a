import { existsSync } from 'node:fs';
import type { System } from '@topoforge/chem';
import { gromacsWriter, lammpsWriter, runWriter } from '@topoforge/chem';
import { describe, expect, it } from 'vitest';
import type { EnergyTerms } from './energy-terms.js';
import { gromacsSinglePoint } from './gromacs.js';
import { lammpsSinglePoint } from './lammps.js';
import type { CarbonSystem } from './testing/carbon-systems.js';
import { CARBON_DATA_FILES, carbonStructures, carbonSystem } from './testing/carbon-systems.js';
import { extentNm } from './testing/cross-engine-support.js';
import { onPath } from './testing/find-program.js';
import { energiesBy, pythonHasOpenMM, withoutImpropers } from './testing/framework-energies.js';
import { expectSameTerms } from './testing/framework-expect.js';

/*
 * Issue 19 item 5: the carbon force fields' Systems written for GROMACS and LAMMPS give the same
 * single-point energy term by term (bond, angle, proper, improper, LJ, LJ-14, Coulomb, Coulomb-14; each
 * within 1e-4 relative or 1e-3 kJ/mol, testing/compare-energies.ts). Structures from chem's builders
 * (testing/carbon-systems.ts), typed and parameterized by chem's own path, every atom moved ≤ 0.05 Å so
 * the planar torsions and impropers have energy:
 * - periodic graphene and a periodic (10,0) tube, bonds through the cell boundary: gmx_d with
 *   periodic-molecules = yes against lmp with image flags, one plain 0.9 nm cut-off (under half the cell);
 * - C60-Ih and an H-terminated flake, isolated: every pair inside the cut-off, no image in reach.
 * OPLS-AA/L and GAFF run in both programs. DREIDING's umbrella has no GROMACS form: lmp against the
 * System's own energy (chem writers/testing/system-energy.ts), and gmx_d against lmp without the
 * impropers. UFF's angles are not in Debian's LAMMPS: OpenMM's custom forces against the System.
 * Pure carbon carries no charge; the flake carries the fixed Pauling rule's so Coulomb is exercised.
 */
const MISSING = [
  ...CARBON_DATA_FILES.filter((p) => !existsSync(p)),
  ...['gmx_d', 'lmp'].filter((p) => !onPath(p)),
];
const SKIP = MISSING.length > 0;
const REASON = SKIP ? `skipped: ${MISSING.join(', ')} not found` : '';
const RESIDUE = 'CRB';
const PERIODIC_CUTOFF_NM = 0.9;
const structures = SKIP ? undefined : carbonStructures();

/** An isolated molecule: cut-off past its extent, GROMACS box padded so no image is within reach. */
async function isolated(system: System): Promise<[EnergyTerms, EnergyTerms]> {
  const cutoff = Math.ceil(extentNm(system.molecule) + 1);
  const gmxFiles = runWriter(gromacsWriter, system, { residueName: RESIDUE, padding: cutoff + 0.5 });
  const lmpFiles = runWriter(lammpsWriter, system, { residueName: RESIDUE, cutoff: 10 * cutoff });
  return Promise.all([
    gromacsSinglePoint(gmxFiles, { residueName: RESIDUE, cutoff }),
    lammpsSinglePoint(lmpFiles, { residueName: RESIDUE }),
  ]);
}

function expectTermsPresent(name: string, e: EnergyTerms, terms: readonly (keyof EnergyTerms)[]): void {
  for (const term of terms) expect(Math.abs(e[term]), `${name} ${term}`).toBeGreaterThan(0.01);
}

/**
 * OPLS-AA/L puts no improper on a ring-fusion carbon (every neighbour in a ring; oplsaa.ff's rtp gives
 * TRP's CD2/CE2 none, params/opls/impropers.ts), so a sheet, tube or cage has none and its CA–CA
 * torsions keep it flat; GAFF gives every ca centre one.
 */
const impropers = (ff: string) => (ff === 'GAFF' ? (['improper'] as const) : ([] as const));

function expectFusionImpropers(ff: string, system: System): void {
  if (ff === 'GAFF') expect(system.impropers.length).toBe(system.molecule.atomCount);
  else expect(system.impropers).toHaveLength(0);
}

const typedAll = (c: CarbonSystem): void => {
  expect(c.types.every((t) => t.length > 0)).toBe(true);
};

describe.skipIf(SKIP)(`carbon force fields: GROMACS and LAMMPS agree term by term ${REASON}`, () => {
  for (const ff of ['OPLS-AA/L', 'GAFF']) {
    it(`${ff}: periodic graphene and (10,0) tube (periodic-molecules, image flags)`, async () => {
      for (const name of ['graphene', 'tube'] as const) {
        const carbon = carbonSystem(structures![name], ff);
        typedAll(carbon);
        const { system } = carbon;
        expect(
          system.molecule.bonds.image?.some((v) => v !== 0),
          name,
        ).toBe(true);
        const gmxFiles = runWriter(gromacsWriter, system, { residueName: RESIDUE });
        expect(gmxFiles[`${RESIDUE}.mdp`]).toContain('periodic-molecules = yes');
        const [gmx, lmp] = await Promise.all([
          energiesBy('gromacs', system, PERIODIC_CUTOFF_NM),
          energiesBy('lammps', system, PERIODIC_CUTOFF_NM),
        ]);
        expectSameTerms(`${ff} ${name}: GROMACS − LAMMPS`, gmx, lmp);
        expectTermsPresent(`${ff} ${name}`, gmx, ['bond', 'angle', 'proper', 'lj', 'lj14', ...impropers(ff)]);
        expectFusionImpropers(ff, system);
      }
    });

    it(`${ff}: C60-Ih and an H-terminated flake (isolated)`, async () => {
      for (const name of ['c60', 'flake'] as const) {
        const { system } = carbonSystem(structures![name], ff);
        const [gmx, lmp] = await isolated(system);
        expectSameTerms(`${ff} ${name}: GROMACS − LAMMPS`, gmx, lmp);
        const withImpropers = name === 'flake' ? (['improper'] as const) : impropers(ff);
        expectTermsPresent(`${ff} ${name}`, gmx, ['bond', 'angle', 'proper', 'lj', 'lj14', ...withImpropers]);
        if (name === 'c60') expectFusionImpropers(ff, system);
        if (name === 'flake') expectTermsPresent(`${ff} ${name}`, gmx, ['coulomb', 'coulomb14']);
      }
    });
  }

  it('DREIDING: lmp equals the System (umbrella impropers); gmx_d equals lmp without them', async () => {
    for (const name of ['graphene', 'tube'] as const) {
      const { system } = carbonSystem(structures![name], 'DREIDING');
      const lmp = await energiesBy('lammps', system, PERIODIC_CUTOFF_NM);
      expectSameTerms(
        `DREIDING ${name}: System − LAMMPS`,
        await energiesBy('system', system, PERIODIC_CUTOFF_NM),
        lmp,
      );
      expectTermsPresent(`DREIDING ${name}`, lmp, ['bond', 'angle', 'proper', 'improper', 'lj']);
      const bare = withoutImpropers(system);
      const [gmx, lmpBare] = await Promise.all([
        energiesBy('gromacs', bare, PERIODIC_CUTOFF_NM),
        energiesBy('lammps', bare, PERIODIC_CUTOFF_NM),
      ]);
      expectSameTerms(`DREIDING ${name} without impropers: GROMACS − LAMMPS`, gmx, lmpBare);
    }
  });

  it.skipIf(!pythonHasOpenMM())('UFF: OpenMM custom forces equal the System (graphene, tube)', async () => {
    for (const name of ['graphene', 'tube'] as const) {
      const { system } = carbonSystem(structures![name], 'UFF');
      const ours = await energiesBy('system', system, PERIODIC_CUTOFF_NM);
      expectSameTerms(
        `UFF ${name}: System − OpenMM`,
        ours,
        await energiesBy('openmm', system, PERIODIC_CUTOFF_NM),
      );
      expectTermsPresent(`UFF ${name}`, ours, ['bond', 'angle', 'proper', 'improper', 'lj']);
    }
  });
});
