import { describe, expect, it } from 'vitest';
import { smiles } from '../../perception/testing/smiles.js';
import { typingGraph } from './graph.js';
import { typingRings } from './rings.js';

const ringsOf = (smi: string) => typingRings(typingGraph(smiles(smi)));
const sizes = (smi: string): number[] =>
  ringsOf(smi)
    .rings.map((r) => r.length)
    .sort((a, b) => a - b);

describe('typingRings (antechamber ring perception)', () => {
  it('finds the 6-ring of benzene once', () => {
    expect(sizes('C1=CC=CC=C1')).toEqual([6]);
  });

  it('drops naphthalene’s 10-atom perimeter: its fusion atoms have three ring neighbours (a chord)', () => {
    expect(sizes('C1=CC=C2C=CC=CC2=C1')).toEqual([6, 6]);
  });

  it('counts all three 6-rings of bicyclo[2.2.2]octane, unlike an SSSR (two)', () => {
    const r = ringsOf('C1CC2CCC1CC2');
    expect(r.rings).toHaveLength(3);
    // The bridgeheads (atoms 3 and 6) lie in all three rings.
    expect(r.ringCount[2]).toBe(3);
    expect(r.sizeCount[2 * 11 + 6]).toBe(3);
  });

  it('counts norbornane as one 5-, one 5- and one 6-ring (every chordless cycle up to 10 atoms)', () => {
    expect(sizes('C1CC2CCC1C2')).toEqual([5, 5, 6]);
  });

  it('ignores cycles through a two-connected (sp) carbon and rings over 10 atoms', () => {
    expect(sizes('C1CCCCC#CCCC1')).toEqual([]);
    expect(sizes('C1CCCCCCCCCC1')).toEqual([]);
    expect(sizes('C1CCCCCCCCC1')).toEqual([10]);
  });
});
