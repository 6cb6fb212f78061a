import { describe, expect, it } from 'vitest';
import { cellFromParameters } from '../../core/cell.js';
import type { Cell } from '../../core/cell.js';
import { ChemError } from '../../core/errors.js';
import { atomsAt, crystal } from '../../perception/testing/molecules.js';
import { eqeqCharges } from './eqeq.js';
import { COULOMB_EV_ANGSTROM, EQEQ_LAMBDA, eqeqParameters } from './eqeq-data.js';
import { erfc } from './erfc.js';
import { ewaldKernel } from './ewald.js';

type Site = readonly [string, number, number, number];

const cubic = (a: number): Cell => cellFromParameters({ a, b: a, c: a, alpha: 90, beta: 90, gamma: 90 });

/** Rock salt, conventional cell: Na on the fcc sites, Cl shifted by a/2 along x. */
const ROCK_SALT: readonly Site[] = [
  ['Na', 0, 0, 0],
  ['Na', 0, 0.5, 0.5],
  ['Na', 0.5, 0, 0.5],
  ['Na', 0.5, 0.5, 0],
  ['Cl', 0.5, 0, 0],
  ['Cl', 0, 0.5, 0],
  ['Cl', 0, 0, 0.5],
  ['Cl', 0.5, 0.5, 0.5],
];

/**
 * A small triclinic framework-like fixture made up for these tests (not a real crystal): a Zn²⁺
 * centre with a formate-like O–C(H)–O linker and a water, in a skewed cell, so that every term of
 * the method (charge centre, hydrogen, overlap across the boundary, non-orthogonal cell) is used.
 */
const FRAGMENT_CELL = cellFromParameters({ a: 6.1, b: 6.7, c: 7.3, alpha: 84, beta: 97, gamma: 103 });
const FRAGMENT: readonly Site[] = [
  ['Zn', 0.02, 0.05, 0.03],
  ['O', 0.31, 0.08, 0.06],
  ['C', 0.45, 0.24, 0.1],
  ['H', 0.64, 0.22, 0.12],
  ['O', 0.38, 0.43, 0.12],
  ['O', 0.96, 0.31, 0.24],
  ['H', 0.84, 0.33, 0.36],
  ['H', 0.07, 0.46, 0.29],
];

function sum(q: Float64Array): number {
  return q.reduce((s, v) => s + v, 0);
}

function maxDiff(a: Float64Array, b: Float64Array): number {
  return Math.max(...Array.from(a, (v, i) => Math.abs(v - b[i]!)));
}

describe('erfc', () => {
  it('matches tabulated values (Abramowitz & Stegun, Table 7.1; erfc(5) from the asymptotic series)', () => {
    expect(erfc(0)).toBe(1);
    expect(erfc(0.5)).toBeCloseTo(0.4795001221869535, 15);
    expect(erfc(1)).toBeCloseTo(0.15729920705028513, 15);
    expect(erfc(2) / 0.004677734981047266).toBeCloseTo(1, 12);
    expect(erfc(3) / 2.209049699858544e-5).toBeCloseTo(1, 13);
    expect(erfc(5) / 1.5374597944280349e-12).toBeCloseTo(1, 12);
  });
});

describe('ewaldKernel', () => {
  it('gives the NaCl Madelung constant 1.747565 (Kittel, Introduction to Solid State Physics, ch. 3)', () => {
    const a = 5.64;
    const mol = crystal(cubic(a), ROCK_SALT);
    const q = Float64Array.from(ROCK_SALT, ([s]) => (s === 'Na' ? 1 : -1));
    for (const alpha of [0.3, 0.6, 1.2]) {
      const psi = ewaldKernel(mol.positions, mol.cell!, { alpha });
      let energy = 0;
      for (let i = 0; i < 8; i++) for (let j = 0; j < 8; j++) energy += 0.5 * q[i]! * psi[i * 8 + j]! * q[j]!;
      // 4 ion pairs per cell, each −M/r₀ with r₀ = a/2.
      expect(-energy / (4 / (a / 2))).toBeCloseTo(1.747565, 6);
    }
  });

  it('gives a charged cell an α-independent energy (neutralising background)', () => {
    const mol = crystal(FRAGMENT_CELL, FRAGMENT);
    const q = Float64Array.from(FRAGMENT, (_, i) => 0.1 * (i + 1));
    const energies = [0.25, 0.5, 0.9].map((alpha) => {
      const psi = ewaldKernel(mol.positions, mol.cell!, { alpha });
      let e = 0;
      for (let i = 0; i < 8; i++) for (let j = 0; j < 8; j++) e += 0.5 * q[i]! * psi[i * 8 + j]! * q[j]!;
      return e;
    });
    expect(energies[1]).toBeCloseTo(energies[0]!, 9);
    expect(energies[2]).toBeCloseTo(energies[0]!, 9);
  });
});

describe('eqeqCharges (periodic)', () => {
  it('gives rock salt +q on every Na and −q on every Cl, summing to 0', () => {
    const mol = crystal(cubic(5.64), ROCK_SALT);
    const q = eqeqCharges(mol, { netCharge: 0 });
    for (let i = 0; i < 4; i++) expect(q[i]).toBeCloseTo(q[0]!, 10);
    for (let i = 4; i < 8; i++) expect(q[i]).toBeCloseTo(-q[0]!, 10);
    expect(q[0]).toBeGreaterThan(0);
    expect(Math.abs(sum(q))).toBeLessThan(1e-12);
  });

  it('does not depend on the Ewald splitting parameter or the tolerance (to 1e-6 e)', () => {
    const mol = crystal(FRAGMENT_CELL, FRAGMENT);
    const reference = eqeqCharges(mol, { netCharge: 0 });
    for (const ewald of [
      { alpha: 0.2 },
      { alpha: 0.45, tolerance: 1e-14 },
      { alpha: 0.9 },
      { tolerance: 1e-10 },
    ]) {
      expect(maxDiff(eqeqCharges(mol, { netCharge: 0 }, { ewald }), reference)).toBeLessThan(1e-6);
    }
  });

  it('gives a 2×1×1 supercell the same per-atom charges', () => {
    const p = FRAGMENT_CELL.parameters;
    const doubled = cellFromParameters({ ...p, a: 2 * p.a });
    const sites = [
      ...FRAGMENT.map(([s, x, y, z]): Site => [s, x / 2, y, z]),
      ...FRAGMENT.map(([s, x, y, z]): Site => [s, (x + 1) / 2, y, z]),
    ];
    const single = eqeqCharges(crystal(FRAGMENT_CELL, FRAGMENT), { netCharge: 0 });
    const double = eqeqCharges(crystal(doubled, sites), { netCharge: 0 });
    expect(maxDiff(double.subarray(0, 8), single)).toBeLessThan(1e-8);
    expect(maxDiff(double.subarray(8), single)).toBeLessThan(1e-8);
  });

  it('makes the charges sum to a requested net charge', () => {
    const mol = crystal(FRAGMENT_CELL, FRAGMENT);
    for (const net of [-1, 0, 2]) expect(sum(eqeqCharges(mol, { netCharge: net }))).toBeCloseTo(net, 10);
    const neutral = eqeqCharges(mol, { netCharge: 0 });
    const charged = eqeqCharges(mol, { netCharge: 1 });
    expect(charged.every((v, i) => v > neutral[i]!)).toBe(true);
  });

  it('approaches the non-periodic form for a molecule alone in a large box', () => {
    const water: Site[] = [
      ['O', 0, 0, 0],
      ['H', 0.9572, 0, 0],
      ['H', -0.2399872, 0.92662721, 0],
    ];
    const free = eqeqCharges(atomsAt(water), { netCharge: 0 });
    const box = cubic(40);
    const inBox = crystal(
      box,
      water.map(([s, x, y, z]): Site => [s, 0.5 + x / 40, 0.5 + y / 40, 0.5 + z / 40]),
    );
    expect(maxDiff(eqeqCharges(inBox, { netCharge: 0 }), free)).toBeLessThan(1e-3);
  });

  it('names the atoms of an element without ionization data', () => {
    const mol = crystal(cubic(5), [
      ['Na', 0, 0, 0],
      ['Po', 0.5, 0.5, 0.5],
    ]);
    expect(() => eqeqCharges(mol, { netCharge: 0 })).toThrow(ChemError);
    expect(() => eqeqCharges(mol, { netCharge: 0 })).toThrow('EQeq has no parameters for Po (atoms 2).');
  });

  it('refuses two atoms at the same place through the cell, naming them', () => {
    const mol = crystal(cubic(5), [
      ['Na', 0, 0, 0],
      ['Cl', 1, 0, 0],
    ]);
    expect(() => eqeqCharges(mol, { netCharge: 0 })).toThrow('Atoms 1 and 2 are at the same position');
  });
});

describe('eqeqCharges (no cell)', () => {
  it('solves the two-atom case by hand (NaCl pair at 2.36 Å)', () => {
    const r = 2.36;
    const na = eqeqParameters(11)!;
    const cl = eqeqParameters(17)!;
    const k = COULOMB_EV_ANGSTROM;
    const a = Math.sqrt(na.hardness * cl.hardness) / k;
    const coupling = EQEQ_LAMBDA * (k / 2) * (1 / r + Math.exp(-a * a * r * r) * (2 * a - a * a * r - 1 / r));
    // χ_Na + J_Na q − G q = χ_Cl − J_Cl q + G q  ⇒  q = (χ_Cl − χ_Na)/(J_Na + J_Cl − 2G)
    const expected = (cl.chi - na.chi) / (na.hardness + cl.hardness - 2 * coupling);
    const q = eqeqCharges(
      atomsAt([
        ['Na', 0, 0, 0],
        ['Cl', r, 0, 0],
      ]),
      { netCharge: 0 },
    );
    expect(q[0]).toBeCloseTo(expected, 12);
    expect(q[1]).toBeCloseTo(-expected, 12);
  });

  it('uses the charge centre and hydrogen electron affinity of the method', () => {
    // Zn²⁺ centre: J = IP₃ − IP₂, χ = ½(IP₃ + IP₂) − 2J (NIST: 39.7233, 17.9644 eV).
    expect(eqeqParameters(30)!.hardness).toBeCloseTo(39.7233 - 17.9644, 10);
    expect(eqeqParameters(30)!.chi).toBeCloseTo(0.5 * (39.7233 + 17.9644) - 2 * (39.7233 - 17.9644), 10);
    // H: EA −2.0 eV in place of 0.754 eV, IP 13.5984 eV.
    expect(eqeqParameters(1)!.hardness).toBeCloseTo(13.5984 + 2, 10);
    expect(eqeqParameters(1)!.chi).toBeCloseTo(0.5 * (13.5984 - 2), 10);
  });
});
