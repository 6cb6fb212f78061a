import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { Molecule, System } from '@topoforge/chem';
import {
  amberWriter,
  gromacsWriter,
  mergeUnitedAtoms,
  openmmWriter,
  parameterizeTrappeUa,
  runWriter,
  typeTrappeUa,
} from '@topoforge/chem';
import { describe, expect, it } from 'vitest';
import type { EnergyTerms } from './energy-terms.js';
import { gromacsSinglePoint } from './gromacs.js';
import type { OpenMMLoader } from './openmm.js';
import { openmmSinglePoint, SYSTEM_PYTHON } from './openmm.js';
import type { TermDifference } from './testing/compare-energies.js';
import { compareEnergies } from './testing/compare-energies.js';
import {
  expectReadersAgree,
  extentNm,
  LIBRARY,
  named,
  readLibraryMolecule,
  roundedToPdb,
  termSummary,
} from './testing/cross-engine-support.js';
import { onPath } from './testing/find-program.js';
import { mapPool } from './testing/pool.js';
import { sideBySide } from './testing/side-by-side.js';

/*
 * TraPPE-UA has no 1-4 interactions (fudgeLJ = fudgeQQ = 0). The AMBER writer says so by marking every
 * dihedral row "no 1-4" (negative third atom pointer), keeping the 1-4 pairs in the exclusion list;
 * the OpenMM XML by zero 1-4 scales. The prmtop read by OpenMM's AmberPrmtopFile, and
 * the XML read by ForceField (python/openmm_energy.py, Reference platform), must equal gmx_d (GROMACS
 * writer, gen-pairs with fudge 0) per term, 1e-4 relative or 1e-3 kJ/mol, as the other cross-engine
 * tests. Molecules: Debian's chemical-structures-data, coordinates rounded to the PDB's 0.001 Å.
 */
function pythonHasOpenMM(): boolean {
  if (!existsSync(SYSTEM_PYTHON)) return false;
  return spawnSync(SYSTEM_PYTHON, ['-c', 'import openmm'], { timeout: 60_000 }).status === 0;
}

const MISSING = [
  ...[LIBRARY].filter((p) => !existsSync(p)),
  ...(onPath('gmx_d') ? [] : ['gmx_d']),
  ...(pythonHasOpenMM() ? [] : [`${SYSTEM_PYTHON} with openmm`]),
];
const SKIP = MISSING.length > 0;
const REASON = SKIP ? `skipped: ${MISSING.join(', ')} not found` : '';
const RESIDUE = 'MOL';
// Not ParmEd: it rebuilds exclusions from bonds, angles and the dihedrals that compute 1-4 pairs
// instead of reading EXCLUDED_ATOMS_LIST, so it sums every 1-4 pair in full here (seen: butane LJ
// −0.411 kJ/mol vs 0), as amber-openmm.test.ts found for a partial pair list. OpenMM, sander and
// pmemd read the list.
const READERS: readonly OpenMMLoader[] = ['amber', 'xml'];

const MOLECULES = [
  'alkanes/butane.cml',
  'alkanes/hexane.cml',
  'alkanes/2_3-dimethylbutane.cml',
  'alcohols/propan-1-ol.cml',
  'alcohols/2-methylpropan-2-ol.cml',
  'alcohols/pentan-1-ol.cml',
];

function trappeSystem(mol: Molecule): System {
  const { types, molecule } = typeTrappeUa(roundedToPdb(mol));
  return parameterizeTrappeUa(mergeUnitedAtoms(molecule, types)).system;
}

async function openmmEnergies(system: System, reader: OpenMMLoader): Promise<EnergyTerms> {
  const files =
    reader === 'xml'
      ? runWriter(openmmWriter, system, { residueName: RESIDUE })
      : runWriter(amberWriter, system, { residueName: RESIDUE });
  return openmmSinglePoint(files, {
    loader: reader,
    residueName: RESIDUE,
    impropers: system.impropers.map((t) => t.atoms),
  });
}

async function compareReaders(system: System): Promise<Map<OpenMMLoader, TermDifference[]>> {
  const cutoff = Math.ceil(extentNm(system.molecule) + 1);
  const files = runWriter(gromacsWriter, system, { residueName: RESIDUE, padding: cutoff + 0.5 });
  const gromacs = await gromacsSinglePoint(files, { residueName: RESIDUE, cutoff });
  const out = new Map<OpenMMLoader, TermDifference[]>();
  for (const reader of READERS)
    out.set(reader, compareEnergies(gromacs, await openmmEnergies(system, reader)));
  return out;
}

describe.skipIf(SKIP)(`TraPPE-UA (no 1-4) through the prmtop and the OpenMM XML ${REASON}`, () => {
  it(`for ${MOLECULES.length + 1} systems, term by term against gmx_d`, async () => {
    const names = [...MOLECULES, 'propan-1-ol + methanol'];
    const systems = [
      ...MOLECULES.map((path) => trappeSystem(readLibraryMolecule(path))),
      // Two molecules, for Coulomb beyond 1-4 (a TraPPE alcohol's charges sit within three bonds).
      trappeSystem(
        sideBySide(
          readLibraryMolecule('alcohols/propan-1-ol.cml'),
          readLibraryMolecule('alcohols/methanol.cml'),
          [4.5, 1.5, 0.5],
        ),
      ),
    ];
    for (const s of systems)
      expect([s.defaults.fudgeLJ, s.defaults.fudgeQQ, s.pairs.length > 0]).toEqual([0, 0, true]);
    const results = await mapPool(names, 3, (name) =>
      named(name, compareReaders(systems[names.indexOf(name)]!)),
    );
    for (const reader of READERS) {
      console.log(
        `TraPPE-UA, ${names.length} systems, GROMACS − ${reader}:\n${termSummary(
          results.map((r) => r.get(reader)!),
          '  ',
        )}`,
      );
    }
    results.forEach((r, i) => expectReadersAgree(names[i]!, r));
    const term = (r: Map<OpenMMLoader, TermDifference[]>, t: keyof EnergyTerms) =>
      r.get('amber')!.find((d) => d.term === t)!;
    // Not vacuous: torsions, LJ and Coulomb beyond 1-4 are exercised; no 1-4 energy anywhere.
    for (const t of ['proper', 'lj', 'coulomb'] as const) {
      expect(
        results.some((r) => Math.abs(term(r, t).a) > 0.01),
        t,
      ).toBe(true);
    }
    for (const r of results) {
      for (const reader of READERS) {
        for (const t of ['lj14', 'coulomb14'] as const) {
          expect(r.get(reader)!.find((d) => d.term === t)!.b, `${reader} ${t}`).toBe(0);
        }
      }
    }
    // Negative control: the same pentan-1-ol with fudges 1 gives OpenMM's prmtop reader a real 1-4
    // LJ, so the zeros above come from the "no 1-4" marks (its charged atoms have no 1-4 pair).
    const pentanol = systems[MOLECULES.length - 1]!;
    const full = await openmmEnergies(
      { ...pentanol, defaults: { ...pentanol.defaults, fudgeLJ: 1, fudgeQQ: 1 } },
      'amber',
    );
    expect(Math.abs(full.lj14)).toBeGreaterThan(0.01);
  }, 300_000);
});
