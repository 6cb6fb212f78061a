import { existsSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { LammpsReactive, System } from '@topoforge/chem';
import { lammpsWriter, REACTIVE_POTENTIALS, runWriter } from '@topoforge/chem';
import { describe, expect, it } from 'vitest';
import { thermoRows } from './lammps.js';
import { runProgram } from './run-program.js';
import { withTempDir } from './temp-dir.js';
import { CARBON_DATA_FILES, carbonStructures, carbonSystem } from './testing/carbon-systems.js';
import { onPath } from './testing/find-program.js';

/*
 * Issue 19 item 5, the LAMMPS reactive option: the writer's files (atom_style atomic, units metal, no
 * bonded terms) with the potential's file from Debian's lammps-data, run by lmp as written (its own
 * `run 0`). Graphene with AIREBO, the (10,0) tube with Tersoff (BNC.tersoff), C60 with AIREBO isolated.
 * The structures are chem's builders at Rcc 1.42 Å, typed and parameterized OPLS-AA/L as the wizard's
 * download gets them (the force field's terms are then left out).
 */
const POTENTIALS = '/usr/share/lammps/potentials';
const MISSING = [
  ...CARBON_DATA_FILES.filter((p) => !existsSync(p)),
  ...Object.values(REACTIVE_POTENTIALS)
    .map((p) => join(POTENTIALS, p.file))
    .filter((p) => !existsSync(p)),
  ...(onPath('lmp') ? [] : ['lmp']),
];
const SKIP = MISSING.length > 0;
const REASON = SKIP ? `skipped: ${MISSING.join(', ')} not found` : '';
const RESIDUE = 'CRB';

/** The potential energy (eV) lmp prints for the written files. */
async function reactiveEnergy(system: System, reactive: LammpsReactive): Promise<number> {
  const file = REACTIVE_POTENTIALS[reactive].file;
  const files = runWriter(lammpsWriter, system, {
    residueName: RESIDUE,
    reactive,
    potentialText: readFileSync(join(POTENTIALS, file), 'utf8'),
  });
  expect(Object.keys(files).sort()).toEqual([`${RESIDUE}.data`, file, `in.${RESIDUE}`].sort());
  return withTempDir('lammps-reactive', async (cwd) => {
    for (const [name, text] of Object.entries(files)) await writeFile(join(cwd, name), text);
    const { stdout } = await runProgram('lmp', ['-in', `in.${RESIDUE}`, '-log', 'none', '-nocite'], {
      cwd,
      timeoutMs: 120_000,
      maxOutputBytes: 4 << 20,
    });
    const pe = thermoRows('lmp', stdout)[0]?.get('PotEng');
    if (pe === undefined) throw new Error(`lmp printed no PotEng:\n${stdout.slice(-1500)}`);
    return pe;
  });
}

describe.skipIf(SKIP)(`LAMMPS reactive option: lmp runs the written files ${REASON}`, () => {
  const structures = SKIP ? undefined : carbonStructures();

  it('graphene with AIREBO: the cohesive energy per atom of a flat sheet at Rcc 1.42 Å', async () => {
    const { system } = carbonSystem(structures!.graphene, 'OPLS-AA/L', 0);
    const perAtom = (await reactiveEnergy(system, 'airebo')) / system.molecule.atomCount;
    console.log(`AIREBO graphene (336 C, Rcc 1.42 Å): ${perAtom.toFixed(4)} eV/atom`);
    // REBO is fitted to graphite's cohesive energy, about 7.4 eV/atom (Brenner et al. 2002; AIREBO keeps
    // the REBO part, Stuart, Tutein & Harrison 2000); AIREBO's LJ and torsion add little in one flat sheet.
    expect(perAtom).toBeGreaterThan(-7.5);
    expect(perAtom).toBeLessThan(-7.3);
  });

  it('the (10,0) tube with Tersoff and C60 with AIREBO (isolated): finite, bound, less than the flat sheet', async () => {
    const tube = carbonSystem(structures!.tube, 'OPLS-AA/L', 0).system;
    const c60 = carbonSystem(structures!.c60, 'OPLS-AA/L', 0).system;
    const graphene = carbonSystem(structures!.graphene, 'OPLS-AA/L', 0).system;
    const [tubeTersoff, sheetTersoff, cage] = await Promise.all([
      reactiveEnergy(tube, 'tersoff'),
      reactiveEnergy(graphene, 'tersoff'),
      reactiveEnergy(c60, 'airebo'),
    ]);
    const perAtom = {
      tube: tubeTersoff / tube.molecule.atomCount,
      sheet: sheetTersoff / graphene.molecule.atomCount,
      c60: cage / 60,
    };
    console.log(
      `Tersoff (BNC.tersoff): (10,0) tube ${perAtom.tube.toFixed(4)}, graphene ${perAtom.sheet.toFixed(4)} eV/atom; ` +
        `AIREBO C60 ${perAtom.c60.toFixed(4)} eV/atom`,
    );
    for (const e of Object.values(perAtom)) {
      expect(Number.isFinite(e)).toBe(true);
      expect(e).toBeLessThan(-6);
    }
    // Rolling a sheet into a 7.8 Å tube costs strain energy (growing as 1/d²: Robertson, Brenner & Mintmire 1992).
    expect(perAtom.tube).toBeGreaterThan(perAtom.sheet);
  });
});
