import { describe, expect, it } from 'vitest';
import { smiles } from '../../perception/testing/smiles.js';
import { aromaticClasses } from './aromatic-classes.js';
import { atomFacts } from './atom-facts.js';
import { bondClasses, kekuleCodes } from './bond-classes.js';
import { environmentFound } from './environment.js';
import { typingGraph } from './graph.js';
import { typingRings } from './rings.js';
import { all, env, via } from './rule-builders.js';

function factsOf(smi: string) {
  const mol = smiles(smi);
  const g = typingGraph(mol);
  const rings = typingRings(g);
  const codes = bondClasses(g, rings, kekuleCodes(mol));
  return atomFacts(g, rings, aromaticClasses(g, rings, codes), codes);
}

describe('environmentFound', () => {
  it('needs distinct atoms for distinct environment atoms at the same depth', () => {
    const f = factsOf('CC(=O)O'); // C2 has one terminal O and one OH
    expect(environmentFound(f, 1, [env('O', 1)])).toBe(true);
    expect(environmentFound(f, 1, [env('O', 1), env('O', 1)])).toBe(false);
    expect(environmentFound(f, 1, [env('O', 1), env('O', 2)])).toBe(true);
  });

  it('follows simple paths: the typed atom is not its own grandchild', () => {
    const f = factsOf('CN'); // N's only heavy neighbour is C1, whose other neighbours are H
    expect(environmentFound(f, 1, [env('C', 4, undefined, env('N'))])).toBe(false);
    expect(environmentFound(f, 1, [env('C', 4, undefined, env('H'))])).toBe(true);
  });

  it('checks the bond to the previous atom for linked properties (single, not aromatic single)', () => {
    const f = factsOf('C=CC1=CC=CC=C1'); // styrene: C2–C3 is a chain single bond
    expect(environmentFound(f, 1, [env('C', 3, [[via('SB')]])])).toBe(true);
    // Ring carbon C4 reaches C3 only through an aromatic single bond: sb yes, SB no.
    expect(environmentFound(f, 3, [env('C', 3, [[via('sb')]], env('C', 3, all('AR1')))])).toBe(true);
    expect(environmentFound(f, 4, [env('C', 3, [[via('SB')]])])).toBe(false);
  });
});
