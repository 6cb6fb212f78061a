import { existsSync } from 'node:fs';
import type { Molecule, System } from '@topoforge/chem';
import {
  gromacsWriter,
  lammpsWriter,
  parameterizeOpls,
  parseGromacsForceField,
  runWriter,
} from '@topoforge/chem';
import { describe, expect, it } from 'vitest';
import { ENERGY_TERMS, type EnergyTerms } from './energy-terms.js';
import { gromacsSinglePoint } from './gromacs.js';
import { lammpsSinglePoint } from './lammps.js';
import { compareEnergies } from './testing/compare-energies.js';
import { extentNm, named, termSummary } from './testing/cross-engine-support.js';
import { onPath } from './testing/find-program.js';
import { fromItp, OPLS, OPLS_MOLECULES, readOpls } from './testing/opls-molecules.js';

/*
 * OPLS-AA/L from gromacs-data's oplsaa.ff, end to end. For ethanol and 1-propanol with the atom types,
 * charges, names and bonds of gromacs-data's own oplsaa.ff/ethanol.itp and 1propanol.itp (read from
 * those files), parameterizeOpls builds our System from oplsaa.ff; the GROMACS writer writes it; gmx_d
 * evaluates it at fixed coordinates (testing/opls-molecules.ts), and evaluates the same coordinates with the shipped
 * topology (`#include "oplsaa.ff/forcefield.itp"` + the shipped .itp), grompp doing every look-up
 * itself. The two must agree per term to 1e-6 relative (or 1e-6 kJ/mol on terms near zero): the
 * reference is GROMACS's own reading of the force field, independent of our reader and look-ups.
 * Then the same System through the LAMMPS writer against GROMACS, at the cross-engine tolerance
 * (1e-4 relative or 1e-3 kJ/mol), as the GAFF cross-engine tests do.
 * Skipped, with the reason, when gromacs-data, gmx_d or lmp is absent.
 */
const MISSING = [
  ...[`${OPLS}/forcefield.itp`, `${OPLS}/ethanol.itp`, `${OPLS}/1propanol.itp`].filter((p) => !existsSync(p)),
  ...['gmx_d', 'lmp'].filter((p) => !onPath(p)),
];
const SKIP = MISSING.length > 0;
const REASON = SKIP ? `skipped: ${MISSING.join(', ')} not found` : '';

const cutoffOf = (mol: Molecule) => Math.ceil(extentNm(mol) + 1);

async function ourEnergies(system: System, res: string): Promise<{ terms: EnergyTerms; gro: string }> {
  const cutoff = cutoffOf(system.molecule);
  const files = runWriter(gromacsWriter, system, { residueName: res, padding: cutoff + 0.5 });
  const terms = await gromacsSinglePoint(files, { residueName: res, cutoff });
  return { terms, gro: files[`${res}.gro`]! };
}

/**
 * Our .gro with the shipped .itp's atom names (columns 11–15): the shipped files name atoms C, H, H …,
 * which the writer makes unique per molecule (C1, H1 …), and grompp warns when the names differ.
 */
function withNames(gro: string, names: readonly string[]): string {
  return gro
    .split('\n')
    .map((l, i) =>
      i >= 2 && i < 2 + names.length ? l.slice(0, 10) + names[i - 2]!.padStart(5) + l.slice(15) : l,
    )
    .join('\n');
}

/** The shipped topology, grompp reading oplsaa.ff itself; same .gro (names and residue as the .itp). */
function referenceEnergies(gro: string, itp: string, moleculeName: string, cutoff: number) {
  const top = [
    '#include "oplsaa.ff/forcefield.itp"',
    `#include "oplsaa.ff/${itp}"`,
    '',
    '[ system ]',
    moleculeName,
    '',
    '[ molecules ]',
    `${moleculeName} 1`,
    '',
  ].join('\n');
  return gromacsSinglePoint(
    { [`${moleculeName}.gro`]: gro, [`${moleculeName}.top`]: top },
    { residueName: moleculeName, cutoff },
  );
}

const TIGHT_RELATIVE = 1e-6;
const TIGHT_ABSOLUTE = 1e-6;

describe.skipIf(SKIP)(`OPLS-AA/L from oplsaa.ff against GROMACS's own reading ${REASON}`, () => {
  const ff = SKIP ? undefined : parseGromacsForceField('forcefield.itp', readOpls, OPLS);

  for (const { itp, moleculeName, positions } of OPLS_MOLECULES) {
    it(`${itp}: our System = shipped topology per term (gmx_d), and LAMMPS = GROMACS`, async () => {
      const { molecule, types, charges } = fromItp(ff!, itp, positions);
      const { system } = parameterizeOpls(molecule, { types, charges, forceField: ff! });
      expect(system.dihedralParameters.every((p) => p.funct === 3)).toBe(true);
      const cutoff = cutoffOf(molecule);
      // The writer names the residue after the molecule, so the .gro fits the shipped .itp too.
      const ours = await named(itp, ourEnergies(system, moleculeName));
      const reference = await named(
        `${itp} (shipped)`,
        referenceEnergies(withNames(ours.gro, molecule.names), itp, moleculeName, cutoff),
      );
      const rows = ENERGY_TERMS.map((term) => {
        const [a, b] = [ours.terms[term], reference[term]];
        const diff = Math.abs(a - b);
        return {
          term,
          a,
          b,
          diff,
          ok: diff <= Math.max(TIGHT_RELATIVE * Math.max(Math.abs(a), Math.abs(b)), TIGHT_ABSOLUTE),
        };
      });
      console.log(
        `${itp}, ours − shipped (gmx_d):\n${rows.map((r) => `  ${r.term.padEnd(10)} ${r.a.toFixed(9)} ${r.b.toFixed(9)} Δ ${r.diff.toExponential(2)}`).join('\n')}`,
      );
      for (const r of rows) expect(r.ok, `${itp} ${r.term}: ours ${r.a} vs shipped ${r.b}`).toBe(true);
      // Not vacuous: every term is non-zero except impropers (none here) and ethanol's LJ (SR),
      // whose only pairs beyond 1-4 involve HO, which has σ = ε = 0 in oplsaa.ff (opls_155).
      const idle = itp === 'ethanol.itp' ? ['improper', 'lj'] : ['improper'];
      for (const term of ENERGY_TERMS.filter((t) => !idle.includes(t))) {
        expect(Math.abs(reference[term]), `${itp} ${term} exercised`).toBeGreaterThan(1e-3);
      }

      const lammpsFiles = runWriter(lammpsWriter, system, { residueName: moleculeName, cutoff: 10 * cutoff });
      const lammps = await named(
        `${itp} (LAMMPS)`,
        lammpsSinglePoint(lammpsFiles, { residueName: moleculeName }),
      );
      const differences = compareEnergies(ours.terms, lammps);
      console.log(`${itp}, GROMACS − LAMMPS:\n${termSummary([differences], '  ')}`);
      for (const d of differences)
        expect(d.within, `${itp} ${d.term}: GROMACS ${d.a} vs LAMMPS ${d.b}`).toBe(true);
    });
  }
});
