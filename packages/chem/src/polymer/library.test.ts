import { describe, expect, it } from 'vitest';
import {
  END_GROUPS,
  MONOMER_GROUPS,
  endGroupList,
  monomerLibrary,
  resolveEndGroup,
  resolveMonomer,
} from './library.js';
import { cappedFormula, cappedSmiles, readPolymerSmiles, readSmilesGraph } from './psmiles.js';

const formula = (smiles: string, stars: 1 | 2): string => {
  const counts = cappedFormula(readPolymerSmiles(smiles, stars));
  return [...counts.entries()]
    .sort((a, b) => b[0] - a[0])
    .map(([z, n]) => `${z}:${n}`)
    .join(' ');
};

describe('monomer library (issue 18.1)', () => {
  const all = MONOMER_GROUPS.flatMap((g) => g.monomers);

  it('has at least 60 monomers in at least ten groups, ids unique, zh and en names', () => {
    expect(all.length).toBeGreaterThanOrEqual(60);
    expect(MONOMER_GROUPS.length).toBeGreaterThanOrEqual(10);
    expect(new Set(all.map((m) => m.id)).size).toBe(all.length);
    for (const m of all) {
      expect(m.en.length).toBeGreaterThan(0);
      expect(m.zh).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('every p-SMILES reads as a graph with two single-bonded * (head first) and sane valences', () => {
    for (const m of all) {
      const p = readPolymerSmiles(m.psmiles, 2);
      expect(p.stars, m.id).toHaveLength(2);
      expect(p.stars[0]! < p.stars[1]!, m.id).toBe(true);
    }
  });

  it('reads hydrogens the way the structures have them (formulas of capped units, by hand)', () => {
    // Capped styrene is ethylbenzene C8H10; capped MMA is methyl isobutyrate C5H10O2; capped PET unit
    // H-O-CH2CH2-O-CO-C6H4-CO-H is C10H10O4; capped PPS unit is thiophenol C6H6S; PDMS unit HO-Si(CH3)2-H.
    expect(formula('*CC(*)c1ccccc1', 2)).toBe('6:8 1:10');
    expect(formula('*CC(*)(C)C(=O)OC', 2)).toBe('8:2 6:5 1:10');
    expect(formula('*OCCOC(=O)c1ccc(C(*)=O)cc1', 2)).toBe('8:4 6:10 1:10');
    expect(formula('*Sc1ccc(*)cc1', 2)).toBe('16:1 6:6 1:6');
    expect(formula('*O[Si](C)(C)*', 2)).toBe('14:1 8:1 6:2 1:8');
    expect(formula('*c1ccc(*)[nH]1', 2)).toBe('7:1 6:4 1:5');
  });

  it('answers the spec shape: groups with zh, en and subgroup items with id and 2d-structure', () => {
    const lib = monomerLibrary();
    expect(lib[0]).toMatchObject({ zh: '聚烯烃', en: 'Polyolefins' });
    expect(lib[0]!.subgroup[0]).toEqual({
      id: 'ethylene',
      zh: '乙烯',
      en: 'Ethylene',
      '2d-structure': 'ethylene.svg',
      psmiles: '*CC*',
    });
  });

  it('end groups each read with one * and are listed with id and value', () => {
    for (const e of END_GROUPS) expect(readPolymerSmiles(e.smiles, 1).stars, e.id).toHaveLength(1);
    expect(endGroupList().find((e) => e.id === 'CH3')).toEqual({ id: 'CH3', value: 'CH3', smiles: '*C' });
  });

  it('resolves a monomer by id or as a p-SMILES; anything else is a ChemError naming it', () => {
    expect(resolveMonomer('styrene')).toEqual({ id: 'styrene', psmiles: '*CC(*)c1ccccc1' });
    expect(resolveMonomer('*CC(*)Br')).toEqual({ id: '*CC(*)Br', psmiles: '*CC(*)Br' });
    expect(() => resolveMonomer('styrne')).toThrow(
      expect.objectContaining({
        code: 'invalid-request',
        data: expect.objectContaining({ rule: 'unknown-monomer', monomer: 'styrne' }),
      }),
    );
    expect(() => resolveMonomer(' ')).toThrow(
      expect.objectContaining({ data: expect.objectContaining({ rule: 'monomer-required' }) }),
    );
    expect(() => resolveEndGroup('XX', 'init')).toThrow(
      expect.objectContaining({
        data: expect.objectContaining({ rule: 'unknown-end-group', field: 'init' }),
      }),
    );
  });
});

describe('p-SMILES reader', () => {
  it('refuses a unit without exactly two *, a * with a double bond, and names grammar problems by position', () => {
    expect(() => readPolymerSmiles('*CC(*)C*', 2)).toThrow(
      expect.objectContaining({ data: expect.objectContaining({ rule: 'stars', stars: 3 }) }),
    );
    expect(() => readPolymerSmiles('*=CC=*', 2)).toThrow(
      expect.objectContaining({ data: expect.objectContaining({ rule: 'stars', atom: 1 }) }),
    );
    expect(() => readPolymerSmiles('*CC(*c1ccccc1', 2)).toThrow(
      expect.objectContaining({ data: expect.objectContaining({ rule: 'smiles', problem: 'branch-open' }) }),
    );
    expect(() => readSmilesGraph('C(C)(C)(C)(C)C')).toThrow(
      expect.objectContaining({ data: expect.objectContaining({ rule: 'valence', atom: 1 }) }),
    );
  });

  it('writes the capped SMILES Open Babel builds, keeping atom order', () => {
    expect(cappedSmiles('*CC(*)c1ccccc1')).toBe('[H]CC([H])c1ccccc1');
    expect(cappedSmiles('[*]OCC[*]')).toBe('[H]OCC[H]');
  });
});
