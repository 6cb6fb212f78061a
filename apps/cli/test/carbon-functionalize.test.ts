import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findFormat } from '@topoforge/chem';
import type { Molecule } from '@topoforge/chem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCaptured } from './run-captured.js';

// Issue 19 item 7: `topoforge carbon functionalize IN --group … --count … --orientation …`.

const dir = mkdtempSync(join(tmpdir(), 'tf-functionalize-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const topoforge = (...args: string[]) => runCaptured(...args);
const readMol2File = (path: string): Molecule =>
  findFormat('mol2')!.read!(readFileSync(path, 'utf8')).molecules[0]!;
const functionalize = (input: string, out: string, ...args: string[]) =>
  topoforge('carbon', 'functionalize', input, ...args, '--out', out);
const count = (mol: Molecule, element: number): number => mol.elements.filter((e) => e === element).length;

const sheet = join(dir, 'sheet.mol2'); // periodic 3 × 2 graphene: 24 C
const flake = join(dir, 'flake.mol2'); // H-terminated: 24 C, 2·3 + 4·2 = 14 H

beforeAll(async () => {
  for (const [out, extra] of [
    [sheet, []],
    [flake, ['--terminal-h']],
  ] as const) {
    const run = await topoforge('carbon', 'graphene', '--x', '3', '--y', '2', ...extra, '--out', out);
    expect(run.code, run.err.join('\n')).toBe(0);
  }
});

describe('topoforge carbon functionalize', () => {
  it('adds hydroxyls to a periodic sheet, keeping its cell, all upward when asked', async () => {
    const out = join(dir, 'oh.mol2');
    const run = await functionalize(
      sheet,
      out,
      '--group',
      'hydroxyl',
      '--count',
      '3',
      '--orientation',
      'upward',
    );
    expect(run.code, run.err.join('\n')).toBe(0);
    expect(run.out[0]).toBe(
      `${out}: 3 hydroxyl group(s) -OH on ${sheet} (3 upward, 0 downward; flat surface, seed 1), 30 atoms, C24H3O3.`,
    );
    const mol = readMol2File(out);
    expect(mol.cell!.parameters.a).toBeCloseTo(readMol2File(sheet).cell!.parameters.a, 4);
    expect(count(mol, 8)).toBe(3);
  });

  it('takes the spec defaults (one epoxide, random side) and the same seed gives the same file', async () => {
    const [a, b] = [join(dir, 'a.mol2'), join(dir, 'b.mol2')];
    for (const out of [a, b]) {
      const run = await functionalize(sheet, out, '--seed', '5');
      expect(run.code, run.err.join('\n')).toBe(0);
      expect(run.out[0]).toMatch(/1 bridging oxygen group\(s\) _O_ .*C24O\.$/);
    }
    expect(readFileSync(a, 'utf8')).toBe(readFileSync(b, 'utf8'));
  });

  it('puts nitro groups (by id or name) on the flake edge, and refuses them on the periodic sheet', async () => {
    const out = join(dir, 'no2.mol2');
    const run = await functionalize(flake, out, '--group=-NO2', '--count', '2');
    expect(run.code, run.err.join('\n')).toBe(0);
    expect(run.out[0]).toMatch(/C24H12N2O4\.$/);
    const refused = await functionalize(sheet, out, '--group', 'nitro');
    expect(refused.code).toBe(1);
    expect(refused.err.join('\n')).toMatch(/nitro \(-NO2\) goes on edge carbons/);
  });

  it('says how many fitted, and treats a bad count as a usage error', async () => {
    const out = join(dir, 'x.mol2');
    const full = await functionalize(sheet, out, '--group', 'hydroxyl', '--count', '24');
    expect(full.code).toBe(1);
    expect(full.err.join('\n')).toMatch(/Only \d+ of 24 hydroxyl groups \(-OH\) fit/);
    const bad = await functionalize(sheet, out, '--count', 'two');
    expect(bad.code).toBe(2);
    expect(bad.err.join('\n')).toMatch(/--count expects an integer, got 'two'/);
  });
});
