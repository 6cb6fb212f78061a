import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SystemWire } from '@topoforge/chem';
import { ENGINE_WRITERS, engineFiles, findEngine, moleculeFromWire, systemFromWire } from '@topoforge/chem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_GAFF_DAT } from '../src/commands/build-options.js';
import { runCaptured } from './run-captured.js';

/*
 * `topoforge build --engine` writes every software of chem's writer registry (the list the API's
 * topfile/<software> writes), and refuses what a writer refuses with the writer's own message, which
 * is the API's English text for the same System (apps/server/test/topfile-check.test.ts).
 */

const haveGaff = existsSync(process.env.TOPOFORGE_GAFF_DAT ?? DEFAULT_GAFF_DAT);

/** Acetaldehyde from Open Babel 3.1.1 (`obabel -:CC=O --gen3d -oxyz`): its carbonyl has a GAFF improper. */
const ACETALDEHYDE = `7
acetaldehyde
C          0.99115        0.08953        0.00900
C          2.48778        0.06788       -0.01673
O          3.13472       -0.60344       -0.81424
H          0.65565        0.75951        0.80492
H          0.61486       -0.91616        0.20926
H          0.61486        0.45840       -0.94779
H          2.99213        0.69957        0.73372
`;

let dir = '';
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'topoforge-engines-'));
  writeFileSync(join(dir, 'acetaldehyde.xyz'), ACETALDEHYDE);
});
afterAll(() => {
  if (dir !== '') rmSync(dir, { recursive: true, force: true });
});

const build = (...args: string[]) => runCaptured('build', ...args);

const input = (): string => join(dir, 'acetaldehyde.xyz');
const common = ['--charges', 'gasteiger', '--resname', 'ACE'];

describe.skipIf(!haveGaff)('topoforge build --engine (needs gaff.dat from the openbabel package)', () => {
  it('lists every registered writer among the engines it accepts', () => {
    expect(ENGINE_WRITERS.map((e) => e.id)).toEqual(
      expect.arrayContaining([
        'gromacs',
        'lammps',
        'amber',
        'charmm',
        'namd',
        'openmm',
        'gomc',
        'tinker',
        'raspa',
        'moltemplate',
        'gaussian',
        'orca',
      ]),
    );
  });

  const writable = ENGINE_WRITERS.filter((e) => e.id !== 'gomc');
  it.each(writable.map((e) => [e.id]))(
    '--engine %s writes the files its registry entry declares',
    async (id) => {
      const out = join(dir, `one-${id}`);
      const r = await build(input(), ...common, '--engine', id, '--out', out);
      expect(r.err.filter((l) => l.includes('topoforge:'))).toEqual([]);
      expect(r.code).toBe(0);
      const declared = Object.keys(engineFiles(findEngine(id)!, 'ACE', false));
      expect(readdirSync(out).sort()).toEqual([...declared, 'system.json'].sort());
      for (const name of declared) expect(readFileSync(join(out, name), 'utf8').length).toBeGreaterThan(0);
    },
  );

  it('puts engines whose file names clash in a folder each', async () => {
    const out = join(dir, 'clash');
    const r = await build(input(), ...common, '--engine', 'charmm,namd,gromacs', '--out', out);
    expect(r.code).toBe(0);
    for (const id of ['charmm', 'namd', 'gromacs']) {
      const declared = Object.keys(engineFiles(findEngine(id)!, 'ACE', false));
      expect(readdirSync(join(out, id)).sort()).toEqual(declared.sort());
    }
    expect(existsSync(join(out, 'system.json'))).toBe(true);
  });

  it('refuses GOMC for a GAFF carbonyl improper with the writer’s (the API’s) text, writing nothing', async () => {
    const ok = join(dir, 'gro');
    expect((await build(input(), ...common, '--engine', 'gromacs', '--out', ok)).code).toBe(0);
    const wire = JSON.parse(readFileSync(join(ok, 'system.json'), 'utf8')) as SystemWire;
    const system = systemFromWire(wire, moleculeFromWire(wire.atoms, wire.bonds, undefined, 'ACE'));
    let expected = '';
    try {
      findEngine('gomc')!.write(system, { residueName: 'ACE' });
    } catch (e) {
      expected = (e as Error).message;
    }
    expect(expected).toMatch(/GOMC cannot write the improper/);

    const out = join(dir, 'gomc');
    const r = await build(input(), ...common, '--engine', 'gromacs,gomc', '--out', out);
    expect(r.code).toBe(1);
    expect(r.err).toEqual([`topoforge: ${expected}`]);
    expect(existsSync(out)).toBe(false);
  });

  it('refuses an unknown engine naming those it writes (exit 2)', async () => {
    const r = await build(input(), ...common, '--engine', 'gear', '--out', join(dir, 'gear'));
    expect(r.code).toBe(2);
    expect(r.err.join('\n')).toContain('gomc');
  });
});
