import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZN4O_CIF, ZN_PADDLEWHEEL_CIF } from './uff-samples.js';
import { runCaptured } from './run-captured.js';

let dir = '';

const topoforge = (...args: string[]) => runCaptured(...args);

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'topoforge-uff-'));
  writeFileSync(join(dir, 'zn4o.cif'), ZN4O_CIF);
  writeFileSync(join(dir, 'paddlewheel.cif'), ZN_PADDLEWHEEL_CIF);
});

afterAll(() => {
  if (dir !== '') rmSync(dir, { recursive: true, force: true });
});

// UFF4MOF (Addicoat et al., J. Chem. Theory Comput. 2014, 10, 880): the tetrahedral Zn of Zn₄O is
// Zn3f2 around a μ₄-O O_3_f, the square-planar paddlewheel Zn is Zn4+2; carboxylates are resonant.
describe('topoforge types --ff uff|uff4mof', () => {
  it('types a periodic Zn4O cluster with UFF4MOF, as JSON', async () => {
    const r = await topoforge('types', join(dir, 'zn4o.cif'), '--ff', 'uff4mof', '--json');
    expect(r.code).toBe(0);
    const atoms = JSON.parse(r.out.join('\n')) as { id: number; element: string; type: string }[];
    expect(atoms.slice(0, 6)).toEqual([
      { id: 1, element: 'O', type: 'O_3_f' },
      { id: 2, element: 'Zn', type: 'Zn3f2' },
      { id: 3, element: 'Zn', type: 'Zn3f2' },
      { id: 4, element: 'Zn', type: 'Zn3f2' },
      { id: 5, element: 'Zn', type: 'Zn3f2' },
      { id: 6, element: 'O', type: 'O_R' },
    ]);
    expect(new Set(atoms.map((a) => a.type))).toEqual(new Set(['O_3_f', 'Zn3f2', 'O_R', 'C_R', 'H_']));
  });

  it('types the same cluster with plain UFF', async () => {
    const r = await topoforge('types', join(dir, 'zn4o.cif'), '--ff', 'uff');
    expect(r.code).toBe(0);
    expect(r.out.slice(0, 3)).toEqual(['1 O O_3', '2 Zn Zn3+2', '3 Zn Zn3+2']);
  });

  it('refuses an atom UFF has no type for, naming it and its neighbours', async () => {
    expect((await topoforge('types', join(dir, 'paddlewheel.cif'), '--ff', 'uff4mof')).out[0]).toBe(
      '1 Zn Zn4+2',
    );
    const r = await topoforge('types', join(dir, 'paddlewheel.cif'), '--ff', 'uff');
    expect(r.code).toBe(1);
    expect(r.out).toEqual([]);
    expect(r.err.join('\n')).toContain(
      'Atom 1 (Zn) bonded to 4 atoms (O 3, O 7, O 11, O 15): square planar matches no UFF type (Zn has Zn3+2).',
    );
  });
});
