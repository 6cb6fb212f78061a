import { describe, expect, it } from 'vitest';
import { smiles } from '../../perception/testing/smiles.js';
import { aromaticClasses, bondStepAromaticClasses } from './aromatic-classes.js';
import { kekuleCodes } from './bond-classes.js';
import { typingGraph } from './graph.js';
import { typingRings } from './rings.js';

/** The class (1–5) of each ring, from the counts of one of its atoms that lies in no other ring. */
function classesOf(smi: string, variant = aromaticClasses): number[] {
  const mol = smiles(smi);
  const g = typingGraph(mol);
  const rings = typingRings(g);
  const { counts } = variant(g, rings, kekuleCodes(mol));
  return rings.rings.map((r) => {
    const own = r.find((i) => rings.ringCount[i] === 1) ?? r[0]!;
    return [1, 2, 3, 4, 5].find((c) => counts[c]![own]! > 0) ?? 0;
  });
}

// Classes as antechamber defines them (Wang et al., J. Mol. Graph. Model. 2006, 25, 247).
describe('aromaticClasses', () => {
  it('AR1 for benzene and pyridine (six sp2 C/N, every N double-bonded)', () => {
    expect(classesOf('C1=CC=CC=C1')).toEqual([1]);
    expect(classesOf('C1=CC=NC=C1')).toEqual([1]);
  });

  it('AR2 for thiophene, furan and pyrrole (planar 5-rings: score 9 or 10 ≥ 5 + 3)', () => {
    expect(classesOf('C1=CC=CS1')).toEqual([2]);
    expect(classesOf('C1=CC=CO1')).toEqual([2]);
    expect(classesOf('C1=CC=CN1')).toEqual([2]);
  });

  it('AR3 for 2-pyridone and p-benzoquinone (exocyclic C=O to an atom in no ring)', () => {
    expect(classesOf('O=C1C=CC=CN1')).toEqual([3]);
    expect(classesOf('O=C1C=CC(=O)C=C1')).toEqual([3]);
  });

  it('AR4 for rings with an sp3 carbon (cyclohexene), AR5 for all-sp3 rings (cyclohexane)', () => {
    expect(classesOf('C1=CCCCC1')).toEqual([4]);
    expect(classesOf('C1CCCCC1')).toEqual([5]);
  });

  it('the bond-step variant does not count indole’s 5-ring as aromatic; the typing variant does', () => {
    const mol = 'C1=CC=C2NC=CC2=C1';
    expect(classesOf(mol).sort()).toEqual([1, 2]);
    const bondStep = classesOf(mol, bondStepAromaticClasses).sort();
    expect(bondStep).toEqual([0, 1]);
  });
});
