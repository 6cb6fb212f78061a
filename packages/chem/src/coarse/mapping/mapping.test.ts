import { describe, expect, it } from 'vitest';
import { massOf } from '../../core/elements.js';
import type { Molecule } from '../../core/molecule.js';
import { smiles } from '../../perception/testing/smiles.js';
import type { CgMapping } from '../model.js';
import { mapMartini3, remapMartini3 } from './build.js';

const heavyOf = (mol: Molecule, m: CgMapping) =>
  m.beads.map((b) => b.atoms.filter((a) => mol.elements[a]! > 1).sort((x, y) => x - y));

const mass = (mol: Molecule, m: CgMapping) =>
  m.beads.reduce(
    (s, b) => s + b.atoms.reduce((t, a, k) => t + b.weights[k]! * massOf(mol.elements[a]!), 0),
    0,
  );

const molMass = (mol: Molecule) => Array.from(mol.elements).reduce((s, z) => s + massOf(z), 0);

describe('mapMartini3', () => {
  it('maps benzene as three TC5 beads in a ring (Souza 2021, Fig. 3; Martini 2.2 benzene 3 SC4)', () => {
    const mol = smiles('C1=CC=CC=C1');
    const m = mapMartini3(mol);
    expect(m.beads.map((b) => [b.size, b.martini3Type, b.martini2Type])).toEqual([
      ['T', 'TC5', 'SC4'],
      ['T', 'TC5', 'SC4'],
      ['T', 'TC5', 'SC4'],
    ]);
    expect(heavyOf(mol, m)).toEqual([
      [0, 1],
      [2, 3],
      [4, 5],
    ]);
    expect(m.connections).toEqual([
      [0, 1],
      [0, 2],
      [1, 2],
    ]);
    expect(m.ringBeads).toEqual([[0, 1, 2]]);
    // Hydrogens follow their carbon: each bead holds 2 C + 2 H.
    expect(m.beads.every((b) => b.atoms.length === 4)).toBe(true);
  });

  it('maps butane 4-to-1 as one C1 bead (Marrink 2007 Table 2; Souza 2021 Fig. 1)', () => {
    const m = mapMartini3(smiles('CCCC'));
    expect(m.beads.map((b) => [b.size, b.martini3Type, b.martini2Type, b.block])).toEqual([
      ['R', 'C1', 'C1', 'butane'],
    ]);
  });

  it('maps octane as two C1 beads of four carbons, bonded', () => {
    const mol = smiles('CCCCCCCC');
    const m = mapMartini3(mol);
    expect(heavyOf(mol, m)).toEqual([
      [0, 1, 2, 3],
      [4, 5, 6, 7],
    ]);
    expect(m.beads.map((b) => b.martini3Type)).toEqual(['C1', 'C1']);
    expect(m.connections).toEqual([[0, 1]]);
  });

  it('splits hexane 3 + 3 (S beads), never 4 + 2', () => {
    const m = mapMartini3(smiles('CCCCCC'));
    expect(m.beads.map((b) => b.size)).toEqual(['S', 'S']);
  });

  it('keeps the carboxylate whole: acetate is one Q5n bead of charge −1 (Souza 2021; Martini 2.2 Qa)', () => {
    const mol = smiles('CC(=O)[O-]');
    const m = mapMartini3(mol);
    expect(m.beads).toHaveLength(1);
    expect(m.beads[0]).toMatchObject({ martini3Type: 'Q5n', martini2Type: 'Qa', charge: -1 });
  });

  it('keeps C=O with its carbon and conserves mass (butanone-like chain)', () => {
    const mol = smiles('CCCCCC(=O)C');
    const m = mapMartini3(mol);
    const carbonylBead = heavyOf(mol, m).find((b) => b.includes(6));
    expect(carbonylBead).toContain(5);
    expect(mass(mol, m)).toBeCloseTo(molMass(mol), 9);
  });

  it('maps benzonitrile with the ipso and meta carbons shared ½ and the nitrile its own bead (Souza 2021)', () => {
    const mol = smiles('C1=CC=CC=C1C#N');
    const m = mapMartini3(mol);
    expect(m.beads.map((b) => b.size)).toEqual(['T', 'T', 'T', 'T']);
    const ringBeads = m.beads.filter((b) => b.martini3Type === 'TC5');
    expect(ringBeads).toHaveLength(3);
    // The ipso carbon (atom 5) is half in two ring beads; the nitrile C and N make one bead.
    const ipso = m.beads.flatMap((b) => b.atoms.flatMap((a, k) => (a === 5 ? [b.weights[k]] : [])));
    expect(ipso).toEqual([0.5, 0.5]);
    expect(heavyOf(mol, m).some((b) => b.join() === '6,7')).toBe(true);
    expect(mass(mol, m)).toBeCloseTo(molMass(mol), 9);
  });

  it('keeps a one-atom substituent with its whole ring carbon, the ortho carbons shared (chlorobenzene)', () => {
    const mol = smiles('C1=CC=CC=C1Cl');
    const m = mapMartini3(mol);
    const clBead = m.beads.find((b) => b.atoms.includes(6))!;
    expect(clBead.size).toBe('S');
    expect(
      clBead.atoms.filter((a) => mol.elements[a]! > 1).map((a) => clBead.weights[clBead.atoms.indexOf(a)]),
    ).toEqual([1, 1, 0.5, 0.5]);
  });

  it('maps an aliphatic 6-ring 3-to-1 (cyclohexane: two S beads)', () => {
    const m = mapMartini3(smiles('C1CCCCC1'));
    expect(m.beads.map((b) => b.size)).toEqual(['S', 'S']);
    expect(m.ringBeads).toEqual([[0, 1]]);
  });

  it('is deterministic and marks beads without a cited block as fallback', () => {
    const mol = smiles('OCCN');
    expect(mapMartini3(mol)).toEqual(mapMartini3(mol));
    expect(mapMartini3(mol).beads[0]!.block).toBe('fallback:polarity-trend');
  });
});

describe('remapMartini3', () => {
  const mol = smiles('C1=CC=CC=C1C#N');

  it('accepts atoms shared with weight ½ (benzonitrile pattern, Souza 2021) and conserves mass and charge', () => {
    const m = remapMartini3(mol, [
      { atoms: [0, 1, 2], weights: [1, 1, 0.5] },
      { atoms: [2, 3, 4], weights: [0.5, 1, 0.5] },
      { atoms: [4, 5], weights: [0.5, 1] },
      { atoms: [6, 7] },
    ]);
    expect(mass(mol, m)).toBeCloseTo(molMass(mol), 9);
    expect(m.beads.reduce((s, b) => s + b.charge, 0)).toBe(0);
    // Beads sharing atom 2 or 4 are connected; the nitrile bonds to the ring bead holding atom 5.
    expect(m.connections).toEqual([
      [0, 1],
      [0, 2],
      [1, 2],
      [2, 3],
    ]);
    expect(m.ringBeads).toEqual([[0, 1, 2]]);
  });

  it('conserves charge when a charged atom is shared ½ (acetate O⁻ split between two beads)', () => {
    const acetate = smiles('CC(=O)[O-]');
    const m = remapMartini3(acetate, [
      { atoms: [0, 1, 2, 3], weights: [1, 1, 1, 0.5] },
      { atoms: [3], weights: [0.5] },
    ]);
    expect(m.beads.map((b) => b.charge)).toEqual([-0.5, -0.5]);
    expect(mass(acetate, m)).toBeCloseTo(molMass(acetate), 9);
  });

  it('refuses an atom in two beads without ½', () => {
    const bad = () => remapMartini3(mol, [{ atoms: [0, 1, 2] }, { atoms: [2, 3, 4, 5] }, { atoms: [6, 7] }]);
    expect(bad).toThrow(/atom already in bead B1/);
    try {
      bad();
    } catch (e) {
      expect(e).toMatchObject({
        code: 'invalid-request',
        data: { reason: 'cg-atom-in-two-beads', bead: 'B2' },
      });
    }
  });

  it('refuses heavy atoms in no bead, disconnected beads and empty beads', () => {
    expect(() => remapMartini3(mol, [{ atoms: [0, 1, 2, 3, 4, 5] }])).toThrow(/not cut into a bead/);
    expect(() => remapMartini3(mol, [{ atoms: [0, 3] }, { atoms: [1, 2, 4, 5, 6, 7] }])).toThrow(
      /not connected/,
    );
    expect(() => remapMartini3(mol, [{ atoms: [] }])).toThrow(/has no atoms/);
  });
});
