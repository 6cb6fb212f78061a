import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCaptured } from './run-captured.js';

/*
 * `topoforge cg map` and `topoforge build --ff martini3|martini2` (issue 21 item 5) on benzene: a
 * regular hexagon, C–C 1.39 Å, C–H 1.09 Å. Reference: Martini 3 benzene is three TC5 beads of two CH
 * each (Souza et al. 2021; Alessandri et al. 2022), Martini 2 three SC4 (Marrink et al. 2007).
 */
const dir = mkdtempSync(join(tmpdir(), 'tf-cg-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const carbons = [0, 1, 2, 3, 4, 5].map((i) => [Math.cos((Math.PI / 3) * i), Math.sin((Math.PI / 3) * i)]);
const mol2 = [
  '@<TRIPOS>MOLECULE\nbenzene\n12 12 0 0 0\nSMALL\nNO_CHARGES\n\n@<TRIPOS>ATOM',
  ...carbons.map(([c, s], i) => `${i + 1} C${i + 1} ${1.39 * c!} ${1.39 * s!} 0 C.ar 1 BEN 0`),
  ...carbons.map(([c, s], i) => `${i + 7} H${i + 1} ${2.48 * c!} ${2.48 * s!} 0 H 1 BEN 0`),
  '@<TRIPOS>BOND',
  ...carbons.map((_, i) => `${i + 1} ${i + 1} ${((i + 1) % 6) + 1} ar`),
  ...carbons.map((_, i) => `${i + 7} ${i + 1} ${i + 7} 1`),
  '',
].join('\n');
const input = join(dir, 'benzene.mol2');
writeFileSync(input, mol2);

/** Centre of two adjacent CH at radius (1.39 + 2.48)/2 · cos 30° Å; beads 120° apart: side √3 × that (nm). */
const side = (Math.sqrt(3) * ((1.39 + 2.48) / 2) * Math.cos(Math.PI / 6)) / 10;

/** The rows of one [ section ] of a GROMACS itp/top text. */
function section(text: string, name: string): string[][] {
  const start = text.indexOf(`[ ${name} ]`);
  if (start < 0) return [];
  const rows: string[][] = [];
  for (const line of text.slice(start).split('\n').slice(1)) {
    if (line.startsWith('[') || line.startsWith('#')) break;
    const fields = line.replace(/;.*/, '').trim().split(/\s+/);
    if (fields[0] !== '') rows.push(fields);
  }
  return rows;
}

/** The molecule's itp (CG.itp, residue name CG) and, after it, the other itp/top files. */
const topologyText = (out: string): string =>
  ['CG.itp', ...readdirSync(out).filter((f) => /\.(itp|top)$/.test(f) && f !== 'CG.itp')]
    .map((f) => readFileSync(join(out, f), 'utf8'))
    .join('\n');

describe('topoforge cg map', () => {
  it('--json: three TC5 beads, each two bonded carbons with their hydrogens, weights 1', async () => {
    const run = await runCaptured('cg', 'map', input, '--json');
    expect(run.code, run.err.join('\n')).toBe(0);
    const beads = JSON.parse(run.out.join('\n')) as {
      name: string;
      type: string;
      atoms: number[];
      weights: number[];
    }[];
    expect(beads.map((b) => [b.name, b.type])).toEqual([
      ['B1', 'TC5'],
      ['B2', 'TC5'],
      ['B3', 'TC5'],
    ]);
    for (const b of beads) {
      const cs = b.atoms.filter((a) => a <= 6);
      expect(cs).toHaveLength(2);
      expect(b.atoms.filter((a) => a > 6).sort()).toEqual(cs.map((c) => c + 6).sort());
      expect(b.weights).toEqual([1, 1, 1, 1]);
    }
    expect(beads.flatMap((b) => b.atoms).sort((x, y) => x - y)).toEqual(
      [...Array(12).keys()].map((i) => i + 1),
    );
  });

  it('refuses a command other than map', async () => {
    expect((await runCaptured('cg', 'draw', input)).code).not.toBe(0);
  });
});

describe('topoforge build --ff martini3|martini2', () => {
  it('martini2: GROMACS files with three SC4 beads and three ring constraints of the minimised geometry', async () => {
    const out = join(dir, 'm2');
    const run = await runCaptured('build', input, '--ff', 'martini2', '--out', out);
    expect(run.code, run.err.join('\n')).toBe(0);
    const text = topologyText(out);
    expect(section(text, 'atoms').map((r) => r[1])).toEqual(['SC4', 'SC4', 'SC4']);
    const constraints = section(text, 'constraints');
    expect(constraints).toHaveLength(3);
    // The lengths are those of Open Babel's MMFF94-minimised benzene (one conformer: no rotors), which the
    // input hexagon (C–C 1.39, C–H 1.09 Å) is close to: within 0.002 nm of the input's side below.
    for (const c of constraints) expect(Math.abs(Number(c[3]) - side)).toBeLessThan(0.002);
    expect(run.err.join('\n')).toContain(
      'bonded lengths and angles: the input minimised with MMFF94 (500 steps) by Open Babel (no rotatable bond).',
    );
  });

  it('without obabel: the input geometry alone, and stderr says so', async () => {
    const out = join(dir, 'm2-input');
    const saved = process.env['TOPOFORGE_OBABEL'];
    process.env['TOPOFORGE_OBABEL'] = '/nonexistent/obabel';
    try {
      const run = await runCaptured('build', input, '--ff', 'martini2', '--out', out);
      expect(run.code, run.err.join('\n')).toBe(0);
      for (const c of section(topologyText(out), 'constraints')) expect(Number(c[3])).toBeCloseTo(side, 4);
      expect(run.err.join('\n')).toContain(
        'bonded lengths and angles: the input geometry alone, not optimised (conformer search failed',
      );
    } finally {
      if (saved === undefined) delete process.env['TOPOFORGE_OBABEL'];
      else process.env['TOPOFORGE_OBABEL'] = saved;
    }
  });

  it('martini3 without the official file: TC5 beads, and the note to add martini_v3.0.0.itp', async () => {
    const out = join(dir, 'm3');
    const run = await runCaptured('build', input, '--ff', 'martini3', '--out', out);
    expect(run.code, run.err.join('\n')).toBe(0);
    const text = topologyText(out);
    expect(section(text, 'atoms').map((r) => r[1])).toEqual(['TC5', 'TC5', 'TC5']);
    expect(text).toContain('#include "martini_v3.0.0.itp"');
    expect(run.err.join('\n')).toContain('martini_v3.0.0.itp');
  });
});
