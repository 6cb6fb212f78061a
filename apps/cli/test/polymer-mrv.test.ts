import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chainContacts, findFormat } from '@topoforge/chem';
import { afterAll, describe, expect, it } from 'vitest';
import { runCaptured } from './run-captured.js';

// Issue 18.6 `topoforge polymer mrv`: the API's 2D polymer call from the command line, with the drawings
// of chem's tests (packages/chem/src/polymer/fixtures) and real Open Babel for the units. Expected atom
// counts come from the units' formulas (styrene C8H8 = 16 atoms; CH3 and OH end groups 4 and 2 atoms).

const haveObabel = spawnSync('obabel', ['-V']).status === 0;
const dir = mkdtempSync(join(tmpdir(), 'tf-polymer-mrv-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const fixture = (name: string): string =>
  new URL(`../../../packages/chem/src/polymer/fixtures/${name}`, import.meta.url).pathname;

describe('topoforge polymer mrv', () => {
  it.skipIf(!haveObabel)(
    'builds the drawn polystyrene with CH3 and OH ends, n = 20 from the bracket label, without overlaps',
    async () => {
      const out = join(dir, 'ps-ends.mol2');
      const run = await runCaptured(
        'polymer',
        'mrv',
        '--file',
        fixture('polystyrene-ends-n20.mrv'),
        '--torsion',
        'random',
        '--seed',
        '4',
        '--out',
        out,
      );
      expect(run.code, run.err.join('\n')).toBe(0);
      expect(run.out[0]).toMatch(/20 units, 326 atoms/); // 20 × 16 + CH3 + OH
      const chain = findFormat('mol2')!.read!(readFileSync(out, 'utf8')).molecules[0]!;
      expect(chainContacts(chain)).toEqual({ heavyUnder25: 0, beyond3Under16: 0 });
    },
  );

  it.skipIf(!haveObabel)('takes the drawing inline with --mrv (a molfile with an SRU Sgroup)', async () => {
    const out = join(dir, 'peo.mol2');
    const text = readFileSync(fixture('peo-sru-v2000.mol'), 'utf8');
    const run = await runCaptured('polymer', 'mrv', '--mrv', text, '--out', out);
    expect(run.code, run.err.join('\n')).toBe(0);
    expect(run.out[0]).toMatch(/25 units, 177 atoms/); // 25 × C2H4O + 2 H
  });

  it('names what is wrong: no drawing, a chain option the drawing gives, a bracket labelled n', async () => {
    const none = await runCaptured('polymer', 'mrv', '--out', join(dir, 'x.mol2'));
    expect(none.code).toBe(2);
    expect(none.err.join('\n')).toMatch(/--file F\.mrv .* or --mrv TEXT/);
    const degree = await runCaptured(
      'polymer',
      'mrv',
      '--file',
      fixture('polystyrene-n10.mrv'),
      '--degree',
      '5',
      '--out',
      join(dir, 'x.mol2'),
    );
    expect(degree.code).toBe(2);
    expect(degree.err.join('\n')).toMatch(/takes --degree from the drawing/);
    const text = readFileSync(fixture('polystyrene-n10.mrv'), 'utf8').replace('title="10"', 'title="n"');
    const labelled = await runCaptured('polymer', 'mrv', '--mrv', text, '--out', join(dir, 'x.mol2'));
    expect(labelled.code).toBe(1);
    expect(labelled.err.join('\n')).toMatch(/Sgroup sg1 is labelled 'n'/);
    const missing = await runCaptured(
      'polymer',
      'mrv',
      '--file',
      join(dir, 'none.mrv'),
      '--out',
      join(dir, 'x.mol2'),
    );
    expect(missing.code).toBe(1);
    expect(missing.err.join('\n')).toMatch(/cannot read .*none\.mrv: no such file/);
  });
});
