import { describe, expect, it } from 'vitest';
import { smiles } from '../../perception/testing/smiles.js';
import { AcBond } from './bond-codes.js';
import { bondClasses, kekuleCodes } from './bond-classes.js';
import { typingGraph } from './graph.js';
import { typingRings } from './rings.js';

function codesOf(smi: string): number[] {
  const mol = smiles(smi);
  const g = typingGraph(mol);
  return [...bondClasses(g, typingRings(g), kekuleCodes(mol))].slice(0, mol.bonds.count);
}

// Bond classes as antechamber's bond-type step sets them (Wang et al. 2006).
describe('bondClasses', () => {
  it('benzene ring bonds become aromatic single/double, C–H bonds stay single', () => {
    const c = codesOf('C1=CC=CC=C1');
    expect(c.slice(0, 6).sort()).toEqual([7, 7, 7, 8, 8, 8]);
    expect(c.slice(6)).toEqual(Array(6).fill(AcBond.Single));
  });

  it('acetate: both C–O bonds delocalized', () => {
    expect(codesOf('CC(=O)[O-]').slice(0, 3)).toEqual([
      AcBond.Single,
      AcBond.Delocalized,
      AcBond.Delocalized,
    ]);
  });

  it('acetic acid keeps its C=O a pure double bond (only one terminal O)', () => {
    expect(codesOf('CC(=O)O').slice(0, 3)).toEqual([AcBond.Single, AcBond.Double, AcBond.Single]);
  });

  it('indole: benzo bonds aromatic, 5-ring bonds off the fusion bond stay Kekulé', () => {
    // C1=C2–C3=C4(–N5–C6=C7–C8)–C8=C9–C1 … the fusion bond C4–C8 lies in the benzene ring.
    const c = codesOf('C1=CC=C2NC=CC2=C1');
    const [c12, c23, c34, c45, c56, c67, c78, c84, c89, c91] = c;
    expect([c12, c23, c34, c84, c89, c91].every((x) => x === 7 || x === 8)).toBe(true);
    expect([c45, c56, c67, c78]).toEqual([AcBond.Single, AcBond.Single, AcBond.Double, AcBond.Single]);
  });

  it('nitro N–O bonds delocalized (N with two terminal O); pyridine N-oxide O–N an N-oxide bond', () => {
    expect(codesOf('C[N+](=O)[O-]').slice(1, 3)).toEqual([AcBond.Delocalized, AcBond.Delocalized]);
    expect(codesOf('[O-][N+]1=CC=CC=C1')[0]).toBe(AcBond.NitrogenOxide);
  });

  it('phosphate: every P–O bond to a terminal O delocalized', () => {
    expect(codesOf('COP(=O)([O-])[O-]').slice(2, 5)).toEqual([
      AcBond.Delocalized,
      AcBond.Delocalized,
      AcBond.Delocalized,
    ]);
  });
});
