import { describe, expect, it } from 'vitest';
import { ChemError } from '../../core/errors.js';
import { kekulize } from '../../perception/kekulize.js';
import { smiles } from '../../perception/testing/smiles.js';
import { matchesAt, matchFacts } from './match.js';
import { parsePattern } from './pattern.js';

/** The SMARTS subset, checked against what Daylight's SMARTS theory manual says each primitive means. */
const matches = (smi: string, pattern: string): number[] => {
  const f = matchFacts(kekulize(smiles(smi))!);
  const p = parsePattern(pattern);
  return Array.from({ length: f.mol.atomCount }, (_, i) => i).filter((i) => matchesAt(f, p, i));
};

describe('OPLS pattern language', () => {
  it('parses a tree: root first, branches hang from the atom before them', () => {
    const p = parsePattern('[CX4;H3]-[OX2](-[#1])C=O');
    expect(p.atoms.map((a) => a.parent)).toEqual([-1, 0, 1, 1, 3]);
    expect(p.atoms[4]!.bond!.primitives).toEqual([{ p: 'double', negated: false }]);
  });

  it('aromatic vs aliphatic element symbols, X, H, r and x (toluene)', () => {
    // Atoms: 0 CH3, 1–6 ring; the ipso carbon is 1, the fusion-free ring has x2 everywhere.
    expect(matches('CC1=CC=CC=C1', 'c')).toEqual([1, 2, 3, 4, 5, 6]);
    expect(matches('CC1=CC=CC=C1', 'C')).toEqual([0]);
    expect(matches('CC1=CC=CC=C1', '[c;X3;H0]')).toEqual([1]);
    expect(matches('CC1=CC=CC=C1', '[CX4;H3]-c')).toEqual([0]);
    expect(matches('CC1=CC=CC=C1', '[c;r6;x2]:c-C')).toEqual([2, 6]);
    expect(matches('C1=CC=C2C=CC=CC2=C1', '[c;x3]')).toEqual([3, 8]);
  });

  it('bond primitives: - and = exclude aromatic bonds, ~ takes any, !@ a chain bond', () => {
    expect(matches('CC1=CC=CC=C1', 'c=c')).toEqual([]);
    expect(matches('CC1=CC=CC=C1', 'c~c')).toHaveLength(6);
    expect(matches('C1=CC=C(C=C1)C1=CC=CC=C1', 'c-!@c')).toEqual([3, 6]);
    expect(matches('CC=O', 'C=O')).toEqual([1]);
  });

  it('or, not, charge and distinct atoms for distinct pattern atoms', () => {
    expect(matches('C[N+](=O)[O-]', '[O;X1;-]')).toEqual([3]);
    expect(matches('CC(C)O', '[#6;!H3]')).toEqual([1]);
    expect(matches('CCO', '[C;H2,H3](-O)')).toEqual([1]);
    // One O neighbour cannot serve twice.
    expect(matches('CCO', 'C(-O)-O')).toEqual([]);
    expect(matches('OCO', 'C(-O)-O')).toEqual([1]);
  });

  it('rejects what it does not support with a ChemError naming the position', () => {
    expect(() => parsePattern('C1CC1')).toThrow(ChemError);
    expect(() => parsePattern('[CX4')).toThrow(/unclosed \[/);
    expect(() => parsePattern('C(C')).toThrow(/unbalanced/);
  });
});
