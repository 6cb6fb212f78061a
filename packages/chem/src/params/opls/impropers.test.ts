import { describe, expect, it } from 'vitest';
import { oplsImpropers } from './impropers.js';

/** Neighbour lists from bonds; `ring` lists the bonds on rings. */
function input(
  elements: number[],
  bondTypes: string[],
  bonds: [number, number][],
  ring: [number, number][] = [],
) {
  const neighbours = elements.map((_, i) => bonds.flatMap(([a, b]) => (a === i ? [b] : b === i ? [a] : [])));
  const ringKeys = new Set(ring.map(([a, b]) => `${Math.min(a, b)},${Math.max(a, b)}`));
  return {
    neighbours,
    bondTypes,
    elements,
    inRing: (a: number, b: number) => ringKeys.has(`${Math.min(a, b)},${Math.max(a, b)}`),
  };
}

const show = (list: ReturnType<typeof oplsImpropers>) => list.map((i) => `${i.atoms.join('-')} ${i.define}`);

describe('oplsImpropers (the aminoacids.rtp pattern: i, j, centre, out-of-plane atom)', () => {
  it('N-methylacetamide: carbonyl C with its O last, amide N with its H last', () => {
    // CH3(0)-C(1)(=O2)-N(3)(H4)-CH3(5); methyl H left out (sp3, no improper anyway).
    const imp = oplsImpropers(
      input(
        [6, 6, 8, 7, 1, 6],
        ['CT', 'C', 'O', 'N', 'H', 'CT'],
        [
          [0, 1],
          [1, 2],
          [1, 3],
          [3, 4],
          [3, 5],
        ],
      ),
    );
    // As the rtp's backbone "CA +N C O" and "-C CA N H".
    expect(show(imp)).toEqual(['0-3-1-2 improper_O_C_X_Y', '1-5-3-4 improper_Z_N_X_Y']);
  });

  it('carboxylate: the O of higher index last (rtp C-terminus "CA O1 C O2")', () => {
    const imp = oplsImpropers(
      input(
        [6, 6, 8, 8],
        ['CT', 'C', 'O2', 'O2'],
        [
          [0, 1],
          [1, 2],
          [1, 3],
        ],
      ),
    );
    expect(show(imp)).toEqual(['0-2-1-3 improper_O_C_X_Y']);
  });

  it('ring carbons: H or the substituent last; none on a ring-fusion atom', () => {
    // Indane-like: ring 0-5 aromatic, 0 carries CH3 (6), 1 carries H (7), 4 and 5 fused to a second
    // ring through 8 and 9 (bond types CA on the fusion atoms, whose three bonds are all on rings).
    const ring: [number, number][] = [
      [0, 1],
      [1, 2],
      [2, 3],
      [3, 4],
      [4, 5],
      [5, 0],
      [4, 8],
      [8, 9],
      [9, 5],
    ];
    const imp = oplsImpropers(
      input(
        [6, 6, 6, 6, 6, 6, 6, 1, 6, 6],
        ['CA', 'CA', 'CT', 'CT', 'CA', 'CA', 'CT', 'HA', 'CT', 'CT'],
        [...ring, [0, 6], [1, 7]],
        ring,
      ),
    );
    expect(show(imp)).toEqual(['1-5-0-6 improper_Z_CA_X_Y', '0-2-1-7 improper_Z_CA_X_Y']);
  });

  it('guanidinium C (CA off any ring, three N), alkene C and nitro N', () => {
    const guanidinium = oplsImpropers(
      input(
        [7, 6, 7, 7],
        ['N2', 'CA', 'N2', 'N2'],
        [
          [0, 1],
          [1, 2],
          [1, 3],
        ],
      ),
    );
    // As the rtp's ARG "NE NH1 CZ NH2" (the N2 centres have only one bond here: no improper).
    expect(show(guanidinium)).toEqual(['0-2-1-3 improper_O_C_X_Y']);
    // Propene CH2=CH-CH3: C1 (0) has two H (3, 4); C2 (1) has H 5 and CH3 2.
    const alkene = oplsImpropers(
      input(
        [6, 6, 6, 1, 1, 1],
        ['CM', 'CM', 'CT', 'HC', 'HC', 'HC'],
        [
          [0, 1],
          [1, 2],
          [0, 3],
          [0, 4],
          [1, 5],
        ],
      ),
    );
    expect(show(alkene)).toEqual(['1-3-0-4 improper_Z_CM_X_Y', '0-2-1-5 improper_Z_CM_X_Y']);
    const nitro = oplsImpropers(
      input(
        [6, 7, 8, 8],
        ['CT', 'NO', 'ON', 'ON'],
        [
          [0, 1],
          [1, 2],
          [1, 3],
        ],
      ),
    );
    expect(show(nitro)).toEqual(['0-2-1-3 improper_X_NO_ON_NO']);
  });

  it('gives sp3 centres and unlisted bond types none', () => {
    const amine = oplsImpropers(
      input(
        [7, 6, 6, 6],
        ['NT', 'CT', 'CT', 'CT'],
        [
          [0, 1],
          [0, 2],
          [0, 3],
        ],
      ),
    );
    expect(amine).toEqual([]);
  });
});
