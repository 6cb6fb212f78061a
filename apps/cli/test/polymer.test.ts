import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chainContacts, findFormat } from '@topoforge/chem';
import type { Molecule } from '@topoforge/chem';
import { afterAll, describe, expect, it } from 'vitest';
import { runCaptured } from './run-captured.js';

// Issue 18.6: `topoforge polymer` with real Open Babel building the units.

const haveObabel = spawnSync('obabel', ['-V']).status === 0;
const dir = mkdtempSync(join(tmpdir(), 'tf-polymer-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const readMol2File = (path: string): Molecule =>
  findFormat('mol2')!.read!(readFileSync(path, 'utf8')).molecules[0]!;

const topoforge = (...args: string[]) => runCaptured(...args);

describe('topoforge polymer', () => {
  it('lists the library (at least 60 monomers) as text and as the spec-shaped JSON', async () => {
    const json = await topoforge('polymer', 'monomers', '--json');
    expect(json.code).toBe(0);
    const groups = JSON.parse(json.out.join('\n')) as { subgroup: { id: string }[] }[];
    expect(groups.flatMap((g) => g.subgroup).length).toBeGreaterThanOrEqual(60);
    const text = await topoforge('polymer', 'monomers');
    expect(text.out.some((l) => l.includes('styrene') && l.includes('*CC(*)c1ccccc1'))).toBe(true);
  });

  // Open Babel's --gen3d draws its own random numbers, so two runs may give the units slightly different
  // coordinates; chem's growth is deterministic for given units (packages/chem/src/polymer tests), and
  // here the same seed gives the same chain: units, sequence, atoms and bonds.
  it.skipIf(!haveObabel)(
    'builds a homopolymer from a library id: the same seed gives the same chain, no overlaps',
    async () => {
      const a = join(dir, 'ps-a.mol2');
      const b = join(dir, 'ps-b.mol2');
      const args = [
        'polymer',
        'homo',
        '--monomer',
        'styrene',
        '--degree',
        '30',
        '--torsion',
        'random',
        '--seed',
        '3',
        '--head',
        'CH3',
        '--tail',
        'OH',
      ];
      const run = await topoforge(...args, '--out', a);
      expect(run.code).toBe(0);
      expect(run.out[0]).toMatch(/30 units, 486 atoms/); // 30 × C8H8 + CH3 + OH
      expect((await topoforge(...args, '--out', b)).code).toBe(0);
      const [ma, mb] = [readMol2File(a), readMol2File(b)];
      expect(mb.residues).toEqual(ma.residues);
      expect([...mb.elements]).toEqual([...ma.elements]);
      expect([...mb.bonds.a]).toEqual([...ma.bonds.a]);
      const mol = ma;
      expect(chainContacts(mol)).toEqual({ heavyUnder25: 0, beyond3Under16: 0 });
    },
  );

  it.skipIf(!haveObabel)(
    'takes a p-SMILES monomer, a block pattern and a random copolymer by matrix or reactivity ratios',
    async () => {
      const pe = await topoforge(
        'polymer',
        'homo',
        '--monomer',
        '*CC(*)Cl',
        '--degree',
        '12',
        '--tacticity',
        'syndio',
        '--out',
        join(dir, 'pvc.mol2'),
      );
      expect(pe.out[0]).toMatch(/12 units, 74 atoms/); // 12 × C2H3Cl + 2 H
      const block = await topoforge(
        'polymer',
        'block',
        '--monomers',
        'styrene:2,methyl-methacrylate:3',
        '--degree',
        '2',
        '--out',
        join(dir, 'b.mol2'),
      );
      expect(block.code).toBe(0);
      const names = readMol2File(join(dir, 'b.mol2')).residues.map((r) => r.name);
      expect(names).toEqual(['M1', 'M1', 'M2', 'M2', 'M2', 'M1', 'M1', 'M2', 'M2', 'M2']);
      const prob = await topoforge(
        'polymer',
        'random',
        '--monomers',
        'styrene,methyl-methacrylate',
        '--matrix',
        '0.5,0.5;0.3,0.7',
        '--degree',
        '20',
        '--seed',
        '2',
        '--out',
        join(dir, 'r.mol2'),
      );
      expect(prob.code).toBe(0);
      const comp = await topoforge(
        'polymer',
        'random',
        '--monomers',
        'styrene,methyl-methacrylate',
        '--ratios',
        '0,0.52;0.46,0',
        '--feed',
        '0.5,0.5',
        '--degree',
        '20',
        '--out',
        join(dir, 'c.mol2'),
      );
      expect(comp.code).toBe(0);
    },
  );

  it('names what is wrong: a row that does not sum to 1, a degree out of range, a missing --out, an unknown monomer', async () => {
    const row = await topoforge(
      'polymer',
      'random',
      '--monomers',
      'styrene,methyl-methacrylate',
      '--matrix',
      '0.5,0.5;0.3,0.6',
      '--degree',
      '20',
      '--out',
      join(dir, 'x.mol2'),
    );
    expect(row.code).toBe(1);
    expect(row.err.join('\n')).toMatch(/row 2 sums to 0\.9/);
    const degree = await topoforge(
      'polymer',
      'homo',
      '--monomer',
      'styrene',
      '--degree',
      '501',
      '--out',
      join(dir, 'x.mol2'),
    );
    expect(degree.code).toBe(1);
    expect(degree.err.join('\n')).toMatch(/1 to 500/);
    expect((await topoforge('polymer', 'homo', '--monomer', 'styrene', '--degree', '5')).code).toBe(2);
    const unknown = await topoforge(
      'polymer',
      'homo',
      '--monomer',
      'styrne',
      '--degree',
      '5',
      '--out',
      join(dir, 'x.mol2'),
    );
    expect(unknown.err.join('\n')).toMatch(/'styrne' is neither a library monomer id/);
  });
});
