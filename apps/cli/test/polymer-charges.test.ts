import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cappedSmiles, findFormat, readPolymerSmiles } from '@topoforge/chem';
import { afterAll, describe, expect, it } from 'vitest';
import { runCaptured } from './run-captured.js';

// Issue 18.4/18.6: `topoforge polymer … --charges METHOD` writes charges transferred from H-capped units.

const haveObabel = spawnSync('obabel', ['-V']).status === 0;
const dir = mkdtempSync(join(tmpdir(), 'tf-polymer-charges-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const STYRENE = '*CC(*)c1ccccc1';
const sum = (q: readonly number[]): number => q.reduce((s, v) => s + v, 0);

describe.skipIf(!haveObabel)('topoforge polymer --charges', () => {
  it('writes Gasteiger charges of the capped unit onto a DP-6 chain: caps folded, every unit neutral', async () => {
    const out = join(dir, 'ps.mol2');
    const run = await runCaptured(
      'polymer',
      'homo',
      '--monomer',
      'styrene',
      '--degree',
      '6',
      '--seed',
      '2',
      '--charges',
      'gasteiger',
      '--out',
      out,
    );
    expect(run.code, run.err.join('\n')).toBe(0);
    expect(run.out[0]).toMatch(/Gasteiger charges transferred from H-capped units/);
    const text = readFileSync(out, 'utf8');
    expect(text).toMatch(/USER_CHARGES/);
    const mol = findFormat('mol2')!.read!(text).molecules[0]!;
    const q = Array.from(mol.partialCharges!);
    expect(Math.abs(sum(q))).toBeLessThan(1e-9);
    const byResidue = new Map<number, number[]>();
    q.forEach((v, i) => byResidue.set(mol.residueOf[i]!, [...(byResidue.get(mol.residueOf[i]!) ?? []), v]));
    expect(byResidue.size).toBe(6);
    for (const list of byResidue.values()) expect(Math.abs(sum(list))).toBeLessThan(1e-9);
    const middle = [...byResidue.values()].slice(1, -1);
    for (const m of middle) expect(m).toEqual(middle[0]);

    // Independent of the polymer code: the `charges` command's Gasteiger charges (topological, so the
    // geometry Open Babel draws does not matter) of the capped unit, in the string's atom order; a middle
    // unit carries them with each dropped cap's charge on the atom it capped.
    const unit = await runCaptured(
      'charges',
      '--smiles',
      cappedSmiles(STYRENE),
      '--method',
      'gasteiger',
      '--json',
    );
    expect(unit.code, unit.err.join('\n')).toBe(0);
    const g = (JSON.parse(unit.out.join('\n')) as { atoms: { charge: number }[] }).atoms.map((a) => a.charge);
    const { stars, attach } = readPolymerSmiles(STYRENE, 2);
    const kept = g.map((_, i) => i).filter((i) => !stars.includes(i));
    const expected = kept.map((i) => g[i]! + (attach.includes(i) ? g[stars[attach.indexOf(i)]!]! : 0));
    middle[0]!.forEach((v, k) => expect(Math.abs(v - expected[k]!)).toBeLessThan(3e-6));
  });

  it('refuses an unknown method before building, naming the known ones', async () => {
    const run = await runCaptured(
      'polymer',
      'homo',
      '--monomer',
      'styrene',
      '--degree',
      '2',
      '--charges',
      'nosuch',
      '--out',
      join(dir, 'x.mol2'),
    );
    expect(run.code).toBe(2);
    expect(run.err.join('\n')).toMatch(/unknown charge method 'nosuch'; known: .*gasteiger/);
  });
});
