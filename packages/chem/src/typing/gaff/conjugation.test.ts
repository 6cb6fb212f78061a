import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sdfFormat } from '../../io/mol/index.js';
import { smiles } from '../../perception/testing/smiles.js';
import { AcBond } from './bond-codes.js';
import { alternatePairs } from './conjugation.js';
import { conjugationWarnings } from './conjugation-check.js';
import { typingGraph } from './graph.js';
import { typeGaff } from './type-gaff.js';

const fixture = (name: string) =>
  sdfFormat.read!(readFileSync(new URL(`./fixtures/${name}.sdf`, import.meta.url), 'utf8')).molecules[0]!;

describe('alternatePairs', () => {
  it('keeps the type across a single bond and flips it across a double one, from the first atom', () => {
    const g = typingGraph(smiles('C=CC=CC=C'));
    const codes = Uint8Array.from([2, 1, 2, 1, 2], (x) => x);
    const types = ['ce', 'ce', 'ce', 'ce', 'ce', 'ce'];
    alternatePairs(g, codes, types);
    expect(types).toEqual(['ce', 'cf', 'cf', 'ce', 'ce', 'cf']);
  });

  it('starts a second system with + in a sweep that spread nothing before it', () => {
    const g = typingGraph(smiles('C=CCC=C'));
    const codes = Uint8Array.from([AcBond.Double, AcBond.Single, AcBond.Single, AcBond.Double]);
    const types = ['cc', 'cc', 'c3', 'cc', 'cc'];
    alternatePairs(g, codes, types);
    expect(types).toEqual(['cc', 'cd', 'c3', 'cc', 'cd']);
  });

  it('as in antechamber, a delocalized bond to a signed atom counts as spreading, so no second start follows', () => {
    const g = typingGraph(smiles('C=CC=C'));
    const codes = Uint8Array.from([AcBond.Double, AcBond.Delocalized, AcBond.Double]);
    const types = ['cc', 'cc', 'cc', 'cc'];
    alternatePairs(g, codes, types);
    expect(types).toEqual(['cc', 'cd', 'cc', 'cc']);
  });
});

describe('biaryl heads (cp/cq), on Open Babel-written SDF fixtures', () => {
  it('o-terphenyl: heads joined by a biaryl single bond share a type, heads joined in a ring differ', () => {
    // obabel -:'c1ccc(-c2ccccc2)c(-c2ccccc2)c1': C4 and C11 are the central ring's heads, C5 and C12 the ipso carbons.
    const t = typeGaff(fixture('o-terphenyl')).types;
    expect([t[3], t[4], t[10], t[11]]).toEqual(['cp', 'cp', 'cq', 'cq']);
  });

  it('imidazole from an SDF file (obabel -:c1cnc[nH]1): cc, cd, nd, cc, na', () => {
    expect(typeGaff(fixture('imidazole')).types.slice(0, 5)).toEqual(['cc', 'cd', 'nd', 'cc', 'na']);
  });

  it('benzenesulfonamide from an SDF file (obabel -:NS(=O)(=O)c1ccccc1): n3, sy, o, o, ca', () => {
    expect(typeGaff(fixture('benzenesulfonamide')).types.slice(0, 5)).toEqual(['n3', 'sy', 'o', 'o', 'ca']);
  });
});

describe('conjugationWarnings', () => {
  it('flags a cc–cc double bond and a cc–cd single bond, as antechamber warns', () => {
    const g = typingGraph(smiles('C=CC'));
    const codes = Uint8Array.from([AcBond.Double, AcBond.Single]);
    const w = conjugationWarnings(g, codes, ['cc', 'cc', 'cd', 'hc', 'hc', 'hc', 'hc', 'hc', 'hc']);
    expect(w.map((d) => d.atoms)).toEqual([
      [0, 1],
      [1, 2],
    ]);
    expect(w[0]!.code).toBe('gaff-conjugation');
  });

  it('is silent for a consistent typing', () => {
    expect(typeGaff(smiles('C=CC=CC=C')).diagnostics).toEqual([]);
  });
});
