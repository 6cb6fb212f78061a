import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACETATE_MOL2, METHYLAMMONIUM_MOL, NACL_CIF, WATER_XYZ } from './samples.js';
import { runCaptured } from './run-captured.js';

let dir = '';

const topoforge = (...args: string[]) => runCaptured(...args);

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'topoforge-types-'));
  writeFileSync(join(dir, 'methylammonium.mol'), METHYLAMMONIUM_MOL);
  writeFileSync(join(dir, 'acetate.mol2'), ACETATE_MOL2);
  writeFileSync(join(dir, 'water.xyz'), WATER_XYZ);
  writeFileSync(join(dir, 'nacl.cif'), NACL_CIF);
});

afterAll(() => {
  if (dir !== '') rmSync(dir, { recursive: true, force: true });
});

// Expected GAFF types from the GAFF definitions (Wang et al., J. Comput. Chem. 2004, 25, 1157):
// CH3–NH3⁺ is c3, n4 (four neighbours), hx (H on C next to N⁺), hn (H on N).
describe('topoforge types', () => {
  it('prints one line per atom: id, element, GAFF type', async () => {
    const r = await topoforge('types', join(dir, 'methylammonium.mol'), '--ff', 'gaff');
    expect(r.code).toBe(0);
    expect(r.out).toEqual(['1 C c3', '2 N n4', '3 H hx', '4 H hx', '5 H hx', '6 H hn', '7 H hn', '8 H hn']);
  });

  it('--json gives the same as an array of {id, element, type}', async () => {
    const r = await topoforge('types', join(dir, 'methylammonium.mol'), '--json');
    expect(r.code).toBe(0);
    const atoms = JSON.parse(r.out.join('\n')) as { id: number; element: string; type: string }[];
    expect(atoms[1]).toEqual({ id: 2, element: 'N', type: 'n4' });
    expect(atoms).toHaveLength(8);
  });

  it('types a mol2 carboxylate written with aromatic bonds and no charges (re-perceived, said on stderr)', async () => {
    const r = await topoforge('types', join(dir, 'acetate.mol2'));
    expect(r.code).toBe(0);
    expect(r.out.slice(0, 4)).toEqual(['1 C c3', '2 C c', '3 O o', '4 O o']);
    expect(r.err.join('\n')).toMatch(/perceived again/);
  });

  it('perceives bonds of an xyz file first: water is oh/ho in antechamber’s GAFF rules', async () => {
    const r = await topoforge('types', join(dir, 'water.xyz'));
    expect(r.code).toBe(0);
    expect(r.out).toEqual(['1 O oh', '2 H ho', '3 H ho']);
  });

  it('fails with exit code 1 naming the file and atom when GAFF has no type (Na)', async () => {
    const r = await topoforge('types', join(dir, 'nacl.cif'));
    expect(r.code).toBe(1);
    expect(r.out).toEqual([]);
    expect(r.err.join('\n')).toMatch(/nacl\.cif: Atom 1 \(Na\): GAFF has no atom types for Na/);
  });

  it('rejects an unknown force field as a usage error', async () => {
    const r = await topoforge('types', join(dir, 'water.xyz'), '--ff', 'opls');
    expect(r.code).toBe(2);
    expect(r.err[0]).toMatch(/unknown force field 'opls'/);
  });
});
