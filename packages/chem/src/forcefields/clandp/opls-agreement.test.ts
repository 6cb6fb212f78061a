import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CLANDP_ATOM_TYPES } from './atom-types.js';
import { CLANDP_ANGLES, CLANDP_BONDS, CLANDP_TORSIONS } from './bonded.js';

/*
 * CL&P takes its alkyl chains from OPLS-AA and its aromatic ring terms from AMBER, as OPLS-AA does;
 * GROMACS ships OPLS-AA (gromacs-data, oplsaa.ff), an independent transcription of those numbers.
 * Every CL&P row of those origins must agree with it, the torsions after converting V1…V4 to the
 * Ryckaert–Bellemans coefficients oplsaa.ff uses.
 */
const OPLS = '/usr/share/gromacs/top/oplsaa.ff';
const SKIP = !existsSync(`${OPLS}/ffbonded.itp`);

function rows(file: string): string[][] {
  return readFileSync(`${OPLS}/${file}`, 'utf8')
    .split('\n')
    .map((l) => l.replace(/;.*/, '').trim())
    .filter((l) => l && !l.startsWith('[') && !l.startsWith('#'))
    .map((l) => l.split(/\s+/));
}

function find(all: string[][], classes: readonly string[], funct: string): number[] {
  const n = classes.length;
  const row = all.find(
    (r) =>
      r[n] === funct &&
      (r.slice(0, n).join() === classes.join() || r.slice(0, n).join() === [...classes].reverse().join()),
  );
  if (!row) throw new Error(`oplsaa.ff has no ${classes.join('-')}`);
  return row.slice(n + 1).map(Number);
}

const close = (a: number, b: number, rel: number) => Math.abs(a - b) <= rel * Math.abs(b);

describe.skipIf(SKIP)('CL&P rows of OPLS-AA/AMBER origin agree with GROMACS oplsaa.ff', () => {
  const bonded = SKIP ? [] : rows('ffbonded.itp');

  it('bonds (r0 Å vs nm, k kJ/mol/Å² vs kJ/mol/nm²)', () => {
    const checked = CLANDP_BONDS.filter(
      (b) => b.source === 'oplsAlkanes' || b.source === 'amber' || b.classes.includes('NT'),
    );
    expect(checked.length).toBeGreaterThanOrEqual(5);
    for (const b of checked) {
      const [b0, kb] = find(bonded, b.classes, '1');
      expect(close(b.r0 / 10, b0!, 1e-9), `${b.classes.join('-')} r0`).toBe(true);
      expect(close(b.k * 100, kb!, 1e-3), `${b.classes.join('-')} k ${b.k * 100} vs ${kb}`).toBe(true);
    }
  });

  it('angles', () => {
    const checked = CLANDP_ANGLES.filter((a) => a.source === 'oplsAlkanes' || a.source === 'amber');
    expect(checked.length).toBeGreaterThanOrEqual(5);
    for (const a of checked) {
      const [theta0, k] = find(bonded, a.classes, '1');
      expect(a.theta0).toBe(theta0);
      expect(close(a.k, k!, 1e-3), `${a.classes.join('-')} k ${a.k} vs ${k}`).toBe(true);
    }
  });

  it('alkane torsions, V1…V4 converted to Ryckaert–Bellemans', () => {
    const checked = CLANDP_TORSIONS.filter((t) => t.source === 'oplsAlkanes');
    expect(checked).toHaveLength(3);
    for (const t of checked) {
      const [v1, v2, v3, v4] = t.v;
      const rb = [v2 + (v1 + v3) / 2, (-v1 + 3 * v3) / 2, -v2 + 4 * v4, -2 * v3, -4 * v4, 0];
      const given = find(bonded, t.classes, '3');
      rb.forEach((c, i) =>
        expect(Math.abs(c - given[i]!), `${t.classes.join('-')} C${i}`).toBeLessThan(1e-4),
      );
    }
  });

  it('Lennard-Jones of the alkyl carbon and hydrogen (opls_135 CT, opls_140 HC)', () => {
    const nb = rows('ffnonbonded.itp');
    const lj = (name: string) =>
      nb
        .find((r) => r[0] === name)!
        .slice(-2)
        .map(Number);
    for (const [type, opls] of [
      ['CT', 'opls_135'],
      ['HC', 'opls_140'],
    ] as const) {
      const [sigma, epsilon] = lj(opls);
      const t = CLANDP_ATOM_TYPES.get(type)!;
      expect(close(t.sigma / 10, sigma!, 1e-9)).toBe(true);
      expect(close(t.epsilon, epsilon!, 1e-4), `${type} ε ${t.epsilon} vs ${epsilon}`).toBe(true);
    }
  });
});
