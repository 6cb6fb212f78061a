import { describe, expect, it } from 'vitest';
import { BUILDING_BLOCKS, findBlock } from './building-blocks.js';

// Martini 3 bead chemistry (Souza et al., Nat. Methods 2021, 18, 382): classes Q1–Q5, P1–P6, N1–N6,
// C1–C6, X1–X4, then labels a (acceptor), d (donor), e (electron-rich), v (vacancy), r/h (reduced /
// higher self-interaction), n/p (negative / positive charge). Martini 2.2 (Marrink 2007): Q0/Qd/Qa/Qda,
// P1–P5, N0/Nd/Na/Nda, C1–C5.
const MARTINI3 = /^(Q[1-5]|P[1-6]|N[1-6]|C[1-6]|X[1-4])(a|d|e|v|r|h|n|p)*$/;
const MARTINI2 = /^(Q(0|d|a|da)|P[1-5]|N(0|d|a|da)|C[1-5])$/;

describe('BUILDING_BLOCKS', () => {
  it('has unique keys, valid Martini 3 / 2.2 types, a source and examples on every row', () => {
    const keys = BUILDING_BLOCKS.map((b) => b.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const b of BUILDING_BLOCKS) {
      expect(b.martini3, b.key).toMatch(MARTINI3);
      if (b.martini2 !== undefined) expect(b.martini2, b.key).toMatch(MARTINI2);
      expect(b.source.length, b.key).toBeGreaterThan(10);
      expect(b.examples.length, b.key).toBeGreaterThan(3);
      expect(b.groups.length, b.key).toBeGreaterThan(0);
    }
  });

  it('charged rows carry the Q class; carboxylate and ammonium carry n / p (Souza 2021)', () => {
    const charged = BUILDING_BLOCKS.filter((b) => b.charge !== 0);
    expect(charged.map((b) => b.key).sort()).toEqual([
      'carboxylate',
      'guanidinium',
      'phosphate',
      'primary-ammonium',
      'quaternary-ammonium',
    ]);
    expect(charged.find((b) => b.key === 'carboxylate')!.martini3).toMatch(/^Q\dn$/);
    expect(charged.find((b) => b.key === 'primary-ammonium')!.martini3).toMatch(/^Q\dp$/);
  });

  it('matches on the exact label set, charge, heavy-atom count and ring flag', () => {
    const key = { groups: ['alkyl'] as const, charge: 0, heavy: 4, hydrogens: 10, ring: false };
    expect(findBlock({ ...key, groups: [...key.groups] })?.key).toBe('butane');
    expect(findBlock({ ...key, groups: ['alkyl'], heavy: 3 })?.key).toBe('propyl');
    expect(findBlock({ ...key, groups: ['alkyl'], heavy: 3, ring: true })?.key).toBe('ring-CH2x3');
    expect(findBlock({ ...key, groups: ['alkyl'], heavy: 4, ring: true })).toBeUndefined();
    expect(findBlock({ ...key, groups: ['alcohol', 'amine'] })).toBeUndefined();
    expect(findBlock({ ...key, groups: ['carboxylate'], charge: 0 })).toBeUndefined();
    expect(findBlock({ ...key, groups: ['alkene'], hydrogens: 6 })?.martini3).toBe('C4h');
    expect(findBlock({ ...key, groups: ['alkene'], hydrogens: 8 })?.martini3).toBe('C4');
  });
});
