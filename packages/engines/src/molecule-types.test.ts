import { existsSync, readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { System } from '@topoforge/chem';
import {
  findFormat,
  gromacsWriter,
  lammpsWriter,
  parameterizeClandp,
  runWriter,
  typeClandp,
} from '@topoforge/chem';
import { describe, expect, it } from 'vitest';
import { gromacsSinglePoint, readXvg, singlePointMdp } from './gromacs.js';
import { lammpsSinglePoint } from './lammps.js';
import { runProgram } from './run-program.js';
import { withTempDir } from './temp-dir.js';
import { compareEnergies } from './testing/compare-energies.js';
import { extentNm, termSummary } from './testing/cross-engine-support.js';
import { onPath } from './testing/find-program.js';

/*
 * Issue 15.5 (a, c): an ionic liquid written as one [ moleculetype ] per ion, with counts in
 * [ molecules ], and each type's posre include, must be accepted by grompp (also with -DPOSRES) and
 * give the energy LAMMPS gives for the same System (its data file numbers molecules but computes
 * energies from the atoms and the terms alone): the independent check that splitting the molecules
 * changed nothing, term by term to 1e-4 relative or 1e-3 kJ/mol, as cross-engine.test.ts. Input:
 * the CL&P fixture C4C1im BF4 (Open Babel 3D, packages/chem/src/typing/clandp/fixtures), once and as
 * two ion pairs (the second copy 2.5 nm away), through typeClandp and parameterizeClandp.
 */
const MISSING = ['gmx_d', 'lmp'].filter((p) => !onPath(p));
const FIXTURE = new URL('../../chem/src/typing/clandp/fixtures/c4c1im-bf4.xyz', import.meta.url);
const SKIP = MISSING.length > 0 || !existsSync(FIXTURE);
const REASON = SKIP ? `skipped: ${MISSING.join(', ') || 'fixture'} not found` : '';
const RESIDUE = 'IL';

/** The fixture's ion pair, `copies` times, each copy shifted 25 Å along x. */
function ionPairs(copies: number): System {
  const lines = readFileSync(FIXTURE, 'utf8').trimEnd().split('\n');
  const atoms = lines.slice(2);
  const shifted = Array.from({ length: copies }, (_, k) =>
    atoms.map((l) => {
      const [el, x, y, z] = l.trim().split(/\s+/);
      return `${el} ${Number(x) + 25 * k} ${y} ${z}`;
    }),
  ).flat();
  const text = [String(shifted.length), 'C4C1im BF4', ...shifted, ''].join('\n');
  const mol = findFormat('xyz')!.read!(text, { fileName: 'il.xyz' }).molecules[0]!;
  const typing = typeClandp(mol);
  return parameterizeClandp(typing.molecule, { types: typing.types }).system;
}

/** The .gro with every atom moved `dx` nm along x (columns 21–35 of its 10-decimal layout). */
function movedGro(gro: string, dx: number): string {
  const lines = gro.split('\n');
  const count = Number(lines[1]);
  return lines
    .map((l, i) => {
      if (i < 2 || i >= 2 + count) return l;
      return l.slice(0, 20) + (Number(l.slice(20, 35)) + dx).toFixed(10).padStart(15) + l.slice(35);
    })
    .join('\n');
}

/**
 * grompp -DPOSRES with reference positions `dx` nm away along x from the .gro's, mdrun nsteps 0:
 * every energy term.
 */
async function withPositionRestraints(files: Readonly<Record<string, string>>, cutoff: number, dx: number) {
  return withTempDir('posre', async (cwd) => {
    for (const [name, text] of Object.entries(files)) await writeFile(join(cwd, name), text);
    await writeFile(join(cwd, 'ref.gro'), movedGro(files[`${RESIDUE}.gro`]!, dx));
    await writeFile(join(cwd, 'sp.mdp'), `${singlePointMdp(cutoff)}define = -DPOSRES\n`);
    const run = { cwd, timeoutMs: 60_000, maxOutputBytes: 4 << 20 };
    const gro = `${RESIDUE}.gro`;
    await runProgram(
      'gmx_d',
      ['grompp', '-f', 'sp.mdp', '-c', gro, '-r', 'ref.gro', '-p', `${RESIDUE}.top`, '-o', 'sp.tpr'],
      run,
    );
    await runProgram('gmx_d', ['mdrun', '-s', 'sp.tpr', '-deffnm', 'sp', '-nt', '1', '-pin', 'off'], run);
    const all = `${Array.from({ length: 99 }, (_, i) => i + 1).join(' ')}\n`;
    await runProgram('gmx_d', ['energy', '-f', 'sp.edr', '-dp', '-o', 'e.xvg'], { ...run, input: all });
    return readXvg('gmx_d', await readFile(join(cwd, 'e.xvg'), 'utf8'));
  });
}

describe.skipIf(SKIP)(`GROMACS molecule types of an ionic liquid ${REASON}`, () => {
  it.each([1, 2])(
    '%i C4C1im BF4 pair(s): two molecule types, grompp accepts them, LAMMPS energies',
    async (copies) => {
      const system = ionPairs(copies);
      const cutoff = Math.ceil(extentNm(system.molecule) + 1);
      const gro = runWriter(gromacsWriter, system, { residueName: RESIDUE, padding: cutoff + 0.5 });
      const lmp = runWriter(lammpsWriter, system, { residueName: RESIDUE, cutoff: 10 * cutoff });
      // One cation type (25 atoms) and one BF4 type (5 atoms), alternating in [ molecules ].
      const itp = gro[`${RESIDUE}.itp`]!;
      expect(itp.split('[ moleculetype ]')).toHaveLength(3);
      const molecules = gro[`${RESIDUE}.top`]!.split('[ molecules ]')[1]!.trim().split('\n').slice(1);
      expect(molecules.map((l) => l.trim().split(/\s+/))).toEqual(
        Array.from({ length: copies }, () => [
          ['IL1', '1'],
          ['IL2', '1'],
        ]).flat(),
      );
      expect(Object.keys(gro)).toEqual(expect.arrayContaining(['posre_IL1.itp', 'posre_IL2.itp']));
      // LAMMPS molecule ids: one per ion.
      const ids = lmp[`${RESIDUE}.data`]!.split('Atoms # full')[1]!.trim().split('\n\n')[0]!.split('\n');
      expect(new Set(ids.map((l) => l.trim().split(/\s+/)[1])).size).toBe(2 * copies);
      const [gromacs, lammps] = await Promise.all([
        gromacsSinglePoint(gro, { residueName: RESIDUE, cutoff }),
        lammpsSinglePoint(lmp, { residueName: RESIDUE }),
      ]);
      const differences = compareEnergies(gromacs, lammps);
      console.log(
        `C4C1im BF4 × ${copies}, GROMACS (molecule types) − LAMMPS:\n${termSummary([differences])}`,
      );
      for (const d of differences) expect(d.within, `${d.term}: ${d.a} vs ${d.b}`).toBe(true);
      expect(Math.abs(gromacs.coulomb)).toBeGreaterThan(1);
      // -DPOSRES: grompp takes the includes. With the reference 0.01 nm away, each restrained atom adds
      // ½ k d² = ½ · 1000 · 0.01² = 0.05 kJ/mol (pdb2gmx's k): 15 heavy atoms per pair (C8N2 + BF4).
      const restrained = await withPositionRestraints(gro, cutoff, 0.01);
      expect(restrained.get('Position Rest.')).toBeCloseTo(15 * copies * 0.05, 8);
      expect(restrained.get('LJ (SR)')).toBeCloseTo(gromacs.lj, 8);
      expect(restrained.get('Coulomb (SR)')).toBeCloseTo(gromacs.coulomb, 8);
    },
  );
});
