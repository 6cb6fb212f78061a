import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import type { System } from '@topoforge/chem';
import {
  cellFromParameters,
  findFormat,
  gromacsWriter,
  openmmWriter,
  parameterizeClandp,
  parameterizeOpls,
  parseGromacsForceField,
  runWriter,
  typeClandp,
} from '@topoforge/chem';
import { describe, expect, it } from 'vitest';
import { gromacsSinglePoint } from './gromacs.js';
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
import { FF_DIR, gromosForceField, gromosSystem, MOLECULES } from './testing/gromos-molecules.js';
import { fromItp, OPLS, OPLS_MOLECULES, readOpls } from './testing/opls-molecules.js';
import { mapPool } from './testing/pool.js';
import { ruleSystem } from './testing/rule-system.js';

/*
 * Combination rule 3 (geometric σ and ε) in OpenMM's ForceField XML: the OpenMM writer puts the
 * Lennard-Jones into a LennardJonesForce table (NBFixPair per class pair and per 1-4 pair) because
 * NonbondedForce mixes by Lorentz–Berthelot only. OPLS-AA/L ethanol and 1-propanol (types and charges
 * of gromacs-data's own .itp, parameters from oplsaa.ff) and CL&P ion pairs are evaluated by gmx_d
 * (GROMACS writer) and by OpenMM's ForceField on the XML (python/openmm_energy.py, Reference
 * platform); per term within 1e-4 relative or 1e-3 kJ/mol, as the other cross-engine tests. The
 * reference is GROMACS's own combination of the per-type σ and ε by rule 3 (gen-pairs, fudgeLJ 0.5).
 * A rule-parameterised crystal set to rule 3 checks the table under a plain periodic cut-off, and
 * GROMOS 54A7 Systems (rule 1, explicit type pairs, their own 1-4 pair types) check the rest.
 */
function pythonHasOpenMM(): boolean {
  if (!existsSync(SYSTEM_PYTHON)) return false;
  return spawnSync(SYSTEM_PYTHON, ['-c', 'import openmm'], { timeout: 60_000 }).status === 0;
}

const CLANDP = new URL('../../chem/src/typing/clandp/fixtures/', import.meta.url);
const MISSING = [
  ...[`${OPLS}/forcefield.itp`, ...OPLS_MOLECULES.map((m) => `${OPLS}/${m.itp}`)].filter(
    (p) => !existsSync(p),
  ),
  ...(existsSync(CLANDP) ? [] : ['CL&P fixtures']),
  ...(existsSync(FF_DIR) ? [] : [FF_DIR]),
  ...(existsSync(LIBRARY) ? [] : [LIBRARY]),
  ...(onPath('gmx_d') ? [] : ['gmx_d']),
  ...(pythonHasOpenMM() ? [] : [`${SYSTEM_PYTHON} with openmm`]),
];
const SKIP = MISSING.length > 0;
const REASON = SKIP ? `skipped: ${MISSING.join(', ')} not found` : '';
const RESIDUE = 'MOL';
const ION_PAIRS = ['c4c1im-bf4', 'c2c1im-ntf2', 'c4py-dca', 'n1114-cl'];

/** gmx_d and OpenMM's ForceField on the same System; a crystal gets the plain periodic `cutoffNm`. */
async function gromacsMinusOpenMM(system: System, cutoffNm?: number): Promise<TermDifference[]> {
  const periodic = cutoffNm !== undefined;
  const cutoff = cutoffNm ?? Math.ceil(extentNm(system.molecule) + 1);
  const gro = runWriter(gromacsWriter, system, { residueName: RESIDUE, padding: cutoff + 0.5 });
  const xml = runWriter(openmmWriter, system, { residueName: RESIDUE, cutoff });
  const [gromacs, openmm] = await Promise.all([
    gromacsSinglePoint(gro, { residueName: RESIDUE, cutoff }),
    openmmSinglePoint(xml, {
      loader: 'xml',
      residueName: RESIDUE,
      impropers: system.impropers.map((t) => t.atoms),
      ...(periodic ? { cutoff } : {}),
    }),
  ]);
  return compareEnergies(gromacs, openmm);
}

function clandpSystem(name: string): System {
  const read = findFormat('xyz')!.read!;
  const text = readFileSync(new URL(`${name}.xyz`, CLANDP), 'utf8');
  const mol = roundedToPdb(read(text, { fileName: `${name}.xyz` }).molecules[0]!);
  const typing = typeClandp(mol);
  return parameterizeClandp(typing.molecule, { types: typing.types }).system;
}

const lj = (differences: readonly TermDifference[], term: 'lj' | 'lj14'): TermDifference =>
  differences.find((d) => d.term === term)!;

describe.skipIf(SKIP)(`Combination rule 3 in the OpenMM XML agrees with GROMACS ${REASON}`, () => {
  it('for OPLS-AA/L ethanol and 1-propanol from oplsaa.ff', async () => {
    const ff = parseGromacsForceField('forcefield.itp', readOpls, OPLS);
    const systems = OPLS_MOLECULES.map(({ itp, positions }) => {
      const { molecule, types, charges } = fromItp(ff, itp, positions);
      return parameterizeOpls(molecule, { types, charges, forceField: ff }).system;
    });
    for (const s of systems) expect(s.defaults.combinationRule).toBe(3);
    expect(runWriter(openmmWriter, systems[0]!, { residueName: RESIDUE })[`${RESIDUE}.xml`]).toContain(
      '<LennardJonesForce lj14scale="1" useDispersionCorrection="False">',
    );
    const results = await mapPool(systems, 2, (s) => named(s.molecule.title, gromacsMinusOpenMM(s)));
    console.log(`OPLS-AA/L, GROMACS − OpenMM XML:\n${termSummary(results, '  ')}`);
    results.forEach((r, i) => expectReadersAgree(OPLS_MOLECULES[i]!.itp, new Map([['xml', r]])));
    // Not vacuous: 1-propanol has LJ beyond 1-4 (ethanol's only such pairs involve HO, σ = ε = 0).
    expect(Math.abs(lj(results[1]!, 'lj').a)).toBeGreaterThan(0.01);
    expect(Math.abs(lj(results[0]!, 'lj14').a)).toBeGreaterThan(0.01);
    // Negative control: the same System mixed by Lorentz–Berthelot is far from GROMACS's rule 3.
    const base = systems[1]!;
    const lorentz = await gromacsMinusOpenMM({ ...base, defaults: { ...base.defaults, combinationRule: 2 } });
    const viaRule2 = lj(lorentz, 'lj14').b;
    expect(Math.abs(viaRule2 - lj(results[1]!, 'lj14').a)).toBeGreaterThan(1e-3);
  }, 120_000);

  it('for a rule-3 crystal: the table under a plain periodic cut-off', async () => {
    const mol = roundedToPdb(readLibraryMolecule('drugs/4-acetamidophenyl_2-hydroxybenzoate.cml'));
    // An orthorhombic cell 4 Å wider than the molecule on each axis (0.1 Å grid, as CRYST1 holds
    // it), the cut-off just under half the shortest edge, as amber-openmm.test.ts does.
    const edge = [0, 1, 2].map((k) => {
      const xs = Array.from({ length: mol.atomCount }, (_, i) => mol.positions[3 * i + k]!);
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
    const base = ruleSystem({ ...mol, cell });
    const crystal: System = { ...base, defaults: { ...base.defaults, combinationRule: 3 } };
    const cutoff = Math.floor((Math.min(...edge) / 20 - 0.02) * 100) / 100;
    const differences = await named('rule-3 crystal', gromacsMinusOpenMM(crystal, cutoff));
    console.log(`Rule-3 crystal, GROMACS − OpenMM XML:\n${termSummary([differences], '  ')}`);
    expectReadersAgree('rule-3 crystal', new Map([['xml', differences]]));
    for (const term of ['lj', 'lj14'] as const)
      expect(Math.abs(lj(differences, term).a)).toBeGreaterThan(0.01);
  }, 120_000);

  it('for GROMOS 54A7 (rule 1, [ nonbond_params ] pairs and its own 1-4 pair types)', async () => {
    const ff = gromosForceField();
    // GROMOS's harmonic impropers name the central atom first, which the OpenMM writer refuses (it
    // wants it third): the molecules without impropers carry what this test is about.
    const all = MOLECULES.map((path) => ({ path, system: gromosSystem(path, ff) }));
    const chosen = all.filter(({ system }) => system.impropers.length === 0);
    const paths = chosen.map((c) => c.path);
    const systems = chosen.map(({ system }) => ({ ...system, molecule: roundedToPdb(system.molecule) }));
    expect(paths.length).toBeGreaterThan(3);
    expect(systems.some((s) => (s.pairParameters14 ?? []).length > 0)).toBe(true);
    const results = await mapPool(systems, 2, (s) => named(s.molecule.title, gromacsMinusOpenMM(s)));
    console.log(`GROMOS 54A7, GROMACS − OpenMM XML:\n${termSummary(results, '  ')}`);
    results.forEach((r, i) => expectReadersAgree(paths[i]!, new Map([['xml', r]])));
    expect(results.some((r) => Math.abs(lj(r, 'lj14').a) > 0.01)).toBe(true);
  }, 120_000);

  it(`for ${ION_PAIRS.length} CL&P ion pairs`, async () => {
    const systems = ION_PAIRS.map(clandpSystem);
    for (const s of systems) expect(s.defaults.combinationRule).toBe(3);
    const results = await mapPool(ION_PAIRS, 2, (name) =>
      named(name, gromacsMinusOpenMM(systems[ION_PAIRS.indexOf(name)]!)),
    );
    console.log(`CL&P, GROMACS − OpenMM XML:\n${termSummary(results, '  ')}`);
    results.forEach((r, i) => expectReadersAgree(ION_PAIRS[i]!, new Map([['xml', r]])));
    for (const term of ['lj', 'lj14'] as const) {
      expect(results.every((r) => Math.abs(lj(r, term).a) > 0.01)).toBe(true);
    }
  }, 120_000);
});
