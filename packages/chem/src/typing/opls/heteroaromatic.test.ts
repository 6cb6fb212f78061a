import { describe, expect, it } from 'vitest';
import { smiles } from '../../perception/testing/smiles.js';
import { typeOpls } from './type-opls.js';

/**
 * Heteroaromatic ring rules (rules-heteroaromatic.ts and the single-ring sets), checked against the
 * atomtypes.atp descriptions of gromacs-data's oplsaa.ff: quinoline #603–#619 ("N1 in quinoline" …),
 * imidazole #557–#565, pyrazole #548–#556, indole #587–#602, thiazole #633–#640, purine #624, and the
 * borrowed types of the rings oplsaa.ff has no set for (thiophene, triazoles, tetrazole, benzofuran,
 * benzothiazole), which must warn. Heavy atoms in SMILES order; hydrogens as the set of their types.
 */
const typed = (smi: string) => {
  const t = typeOpls(smiles(smi));
  const heavy = t.types.filter((_, i) => t.molecule.elements[i] !== 1);
  const hydrogens = [...new Set(t.types.filter((_, i) => t.molecule.elements[i] === 1))].sort();
  const warned = t.diagnostics
    .filter((d) => d.code === 'opls-approximate-type')
    .flatMap((d) => d.atoms ?? [])
    .sort((a, b) => a - b);
  return { heavy, hydrogens, warned };
};

describe('typeOpls: heteroaromatic rings by ring environment', () => {
  it.each([
    // oplsaa.ff's own sets: no warning.
    [
      'quinoline',
      'C1=CC=C2N=CC=CC2=C1',
      [
        'opls_608',
        'opls_609',
        'opls_610',
        'opls_611',
        'opls_603',
        'opls_604',
        'opls_605',
        'opls_606',
        'opls_612',
        'opls_607',
      ],
      ['opls_613', 'opls_614', 'opls_615', 'opls_616', 'opls_617', 'opls_618', 'opls_619'],
    ],
    [
      'benzimidazole',
      'C1=CC=C2C(=C1)NC=N2',
      [
        'opls_592',
        'opls_145',
        'opls_145',
        'opls_595',
        'opls_594',
        'opls_593',
        'opls_557',
        'opls_558',
        'opls_559',
      ],
      ['opls_146', 'opls_562', 'opls_563', 'opls_601', 'opls_602'],
    ],
    [
      'indazole',
      'C1=CC=C2C(=C1)C=NN2',
      [
        'opls_591',
        'opls_592',
        'opls_593',
        'opls_594',
        'opls_595',
        'opls_590',
        'opls_589',
        'opls_549',
        'opls_548',
      ],
      ['opls_553', 'opls_598', 'opls_599', 'opls_600', 'opls_601', 'opls_602'],
    ],
    [
      '1,2,4-triazole',
      'C1=NC=NN1',
      ['opls_558', 'opls_559', 'opls_550', 'opls_549', 'opls_557'],
      ['opls_554', 'opls_562', 'opls_563'],
    ],
    [
      'isoquinoline (pyridine and benzene types)',
      'C1=CC=C2C=NC=CC2=C1',
      [
        'opls_145',
        'opls_145',
        'opls_523',
        'opls_522',
        'opls_521',
        'opls_520',
        'opls_521',
        'opls_522',
        'opls_523',
        'opls_145',
      ],
      ['opls_146', 'opls_524', 'opls_525', 'opls_526'],
    ],
    [
      'pyrazine',
      'C1=CN=CC=N1',
      ['opls_528', 'opls_528', 'opls_527', 'opls_528', 'opls_528', 'opls_527'],
      ['opls_529'],
    ],
  ])('%s', (_, smi, heavy, hydrogens) => {
    const t = typed(smi);
    expect(t.heavy).toEqual(heavy);
    expect(t.hydrogens).toEqual(hydrogens);
    expect(t.warned).toEqual([]);
  });

  it.each([
    // Borrowed types (0-based atoms that must be named in a warning).
    [
      'thiophene: thiazole C5, pyrrole C3, sulfide S',
      'C1=CSC=C1',
      ['opls_544', 'opls_637', 'opls_202', 'opls_637', 'opls_544'],
      ['opls_547', 'opls_640'],
      [0, 1, 2, 3, 4],
    ],
    [
      '1H-1,2,3-triazole: N3 next to N2 as pyrazole N2',
      'C1=CNN=N1',
      ['opls_560', 'opls_561', 'opls_548', 'opls_549', 'opls_549'],
      ['opls_553', 'opls_564', 'opls_565'],
      [4],
    ],
    [
      '1H-tetrazole',
      'C1=NN=NN1',
      ['opls_558', 'opls_559', 'opls_549', 'opls_549', 'opls_557'],
      ['opls_562', 'opls_563'],
      [2],
    ],
    [
      'benzothiazole: fusion C next to S as indole C8, next to N as purine C5',
      'C1=CC=C2C(=C1)N=CS2',
      [
        'opls_145',
        'opls_145',
        'opls_145',
        'opls_594',
        'opls_624',
        'opls_145',
        'opls_635',
        'opls_634',
        'opls_633',
      ],
      ['opls_146', 'opls_638'],
      [3],
    ],
    [
      'benzofuran',
      'C1=CC=C2C(=C1)C=CO2',
      [
        'opls_145',
        'opls_145',
        'opls_145',
        'opls_594',
        'opls_595',
        'opls_145',
        'opls_568',
        'opls_567',
        'opls_566',
      ],
      ['opls_146', 'opls_569', 'opls_570'],
      [3, 4],
    ],
  ])('%s', (_, smi, heavy, hydrogens, warned) => {
    const t = typed(smi);
    expect(t.heavy).toEqual(heavy);
    expect(t.hydrogens).toEqual(hydrogens);
    expect(t.warned).toEqual(warned);
  });
});
