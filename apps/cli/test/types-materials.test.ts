import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACETATE_MOL2, NACL_CIF, WATER_XYZ } from './samples.js';
import { runCaptured } from './run-captured.js';

let dir = '';

const topoforge = (...args: string[]) => runCaptured(...args);

/** Kaolinite as Bish & Von Dreele (1989) refined it: no hydrogen positions (chem's ClayFF fixture). */
const KAOLINITE = fileURLToPath(
  new URL('../../../packages/chem/src/typing/clayff/fixtures/kaolinite-bish-1989.cif', import.meta.url),
);

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'topoforge-types-materials-'));
  writeFileSync(join(dir, 'acetate.mol2'), ACETATE_MOL2);
  writeFileSync(join(dir, 'water.xyz'), WATER_XYZ);
  writeFileSync(join(dir, 'nacl.cif'), NACL_CIF);
  copyFileSync(KAOLINITE, join(dir, 'kaolinite.cif'));
});

afterAll(() => {
  if (dir !== '') rmSync(dir, { recursive: true, force: true });
});

// Expected types by hand: DREIDING (Mayo et al. 1990, Table I) types acetate's carboxylate as
// resonant (C_R, O_R); ClayFF (Cygan et al. 2004, Table 1) types water o*/h* and rock salt's ions.
describe('topoforge types --ff dreiding|clayff', () => {
  it('types acetate with DREIDING', async () => {
    const r = await topoforge('types', join(dir, 'acetate.mol2'), '--ff', 'dreiding');
    expect(r.code).toBe(0);
    expect(r.out.slice(0, 4)).toEqual(['1 C C_3', '2 C C_R', '3 O O_R', '4 O O_R']);
  });

  it('types water and rock salt with ClayFF, --json too', async () => {
    const water = await topoforge('types', join(dir, 'water.xyz'), '--ff', 'clayff');
    expect(water.code).toBe(0);
    expect(water.out).toEqual(['1 O o*', '2 H h*', '3 H h*']);
    const salt = await topoforge('types', join(dir, 'nacl.cif'), '--ff', 'clayff', '--json');
    expect(salt.code).toBe(0);
    const atoms = JSON.parse(salt.out.join('\n')) as { element: string; type: string }[];
    expect(new Set(atoms.map((a) => `${a.element} ${a.type}`))).toEqual(new Set(['Na Na', 'Cl Cl']));
  });

  it('fails naming the file and the hydroxyl O of a clay without its H sites', async () => {
    const r = await topoforge('types', join(dir, 'kaolinite.cif'), '--ff', 'clayff');
    expect(r.code).toBe(1);
    expect(r.err.join('\n')).toMatch(
      /kaolinite\.cif: ClayFF has no species for atom 19 \(O; neighbours: Al\d+, Al\d+\)/,
    );
  });
});
