import { existsSync, readFileSync } from 'node:fs';
import type { GromacsForceField, Molecule, System } from '@topoforge/chem';
import {
  BondOrder,
  gromacsWriter,
  lammpsWriter,
  MoleculeBuilder,
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

/*
 * OPLS-AA/L from gromacs-data's oplsaa.ff, end to end. For ethanol and 1-propanol with the atom types,
 * charges, names and bonds of gromacs-data's own oplsaa.ff/ethanol.itp and 1propanol.itp (read from
 * those files), parameterizeOpls builds our System from oplsaa.ff; the GROMACS writer writes it; gmx_d
 * evaluates it at fixed coordinates (below), and evaluates the same coordinates with the shipped
 * topology (`#include "oplsaa.ff/forcefield.itp"` + the shipped .itp), grompp doing every look-up
 * itself. The two must agree per term to 1e-6 relative (or 1e-6 kJ/mol on terms near zero): the
 * reference is GROMACS's own reading of the force field, independent of our reader and look-ups.
 * Then the same System through the LAMMPS writer against GROMACS, at the cross-engine tolerance
 * (1e-4 relative or 1e-3 kJ/mol), as the GAFF cross-engine tests do.
 * Skipped, with the reason, when gromacs-data, gmx_d or lmp is absent.
 */
const TOP = '/usr/share/gromacs/top';
const OPLS = `${TOP}/oplsaa.ff`;
const MISSING = [
  ...[`${OPLS}/forcefield.itp`, `${OPLS}/ethanol.itp`, `${OPLS}/1propanol.itp`].filter((p) => !existsSync(p)),
  ...['gmx_d', 'lmp'].filter((p) => !onPath(p)),
];
const SKIP = MISSING.length > 0;
const REASON = SKIP ? `skipped: ${MISSING.join(', ')} not found` : '';

/**
 * Coordinates (Å) in the .itp atom order, from Open Babel 3.1.1 `--gen3d` (CCO, CCCO) reordered to
 * the .itp's numbering and rounded to 0.001 Å.
 */
const MOLECULES = [
  {
    itp: 'ethanol.itp',
    moleculeName: 'ETH',
    positions: [
      [1.073, -0.061, -0.043],
      [0.688, 0.705, -0.723],
      [0.681, 0.131, 0.962],
      [0.687, -1.037, -0.354],
      [2.587, -0.063, -0.036],
      [2.978, 0.905, 0.292],
      [2.974, -0.27, -1.038],
      [3.068, -1.07, 0.841],
      [2.729, -0.872, 1.731],
    ],
  },
  {
    itp: '1propanol.itp',
    moleculeName: 'POL',
    positions: [
      [0.949, -0.1, 0.001],
      [0.588, -1.127, 0.118],
      [0.549, 0.297, -0.937],
      [0.548, 0.497, 0.826],
      [2.467, -0.071, -0.001],
      [2.851, -0.704, -0.81],
      [2.849, -0.507, 0.93],
      [3.0, 1.345, -0.162],
      [2.658, 1.994, 0.651],
      [2.669, 1.78, -1.111],
      [4.421, 1.33, -0.16],
      [4.708, 0.967, 0.695],
    ],
  },
] as const;

const readOpls = (name: string) =>
  existsSync(`${OPLS}/${name}`) ? readFileSync(`${OPLS}/${name}`, 'utf8') : undefined;

/** Types, charges, names and bonds of the shipped molecule .itp, with the given coordinates. */
function fromItp(ff: GromacsForceField, itp: string, positions: readonly (readonly number[])[]) {
  const parsed = parseGromacsForceField(itp, readOpls, OPLS);
  const rows = (name: string) => parsed.otherSections.find((s) => s.name === name)?.rows ?? [];
  const atoms = rows('atoms').map((r) => ({
    type: r.fields[1]!,
    name: r.fields[4]!,
    charge: Number(r.fields[6]),
  }));
  const b = new MoleculeBuilder(itp);
  atoms.forEach((a, i) => {
    const [x = 0, y = 0, z = 0] = positions[i] ?? [];
    const element = ff.atomTypes.get(a.type)?.atomicNumber ?? 0;
    b.addAtom({ element, x, y, z, name: a.name });
  });
  for (const r of rows('bonds'))
    b.addBond({ a: Number(r.fields[0]) - 1, b: Number(r.fields[1]) - 1, order: BondOrder.Single });
  return {
    molecule: b.build(),
    types: atoms.map((a) => a.type),
    charges: Float64Array.from(atoms.map((a) => a.charge)),
  };
}

const cutoffOf = (mol: Molecule) => Math.ceil(extentNm(mol) + 1);

async function ourEnergies(system: System, res: string): Promise<{ terms: EnergyTerms; gro: string }> {
  const cutoff = cutoffOf(system.molecule);
  const files = runWriter(gromacsWriter, system, { residueName: res, padding: cutoff + 0.5 });
  const terms = await gromacsSinglePoint(files, { residueName: res, cutoff });
  return { terms, gro: files[`${res}.gro`]! };
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

  for (const { itp, moleculeName, positions } of MOLECULES) {
    it(`${itp}: our System = shipped topology per term (gmx_d), and LAMMPS = GROMACS`, async () => {
      const { molecule, types, charges } = fromItp(ff!, itp, positions);
      const { system } = parameterizeOpls(molecule, { types, charges, forceField: ff! });
      expect(system.dihedralParameters.every((p) => p.funct === 3)).toBe(true);
      const cutoff = cutoffOf(molecule);
      // The writer names the residue after the molecule, so the .gro fits the shipped .itp too.
      const ours = await named(itp, ourEnergies(system, moleculeName));
      const reference = await named(
        `${itp} (shipped)`,
        referenceEnergies(ours.gro, itp, moleculeName, cutoff),
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
