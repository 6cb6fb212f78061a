import { describe, expect, it } from 'vitest';
import { BondOrder } from '../../core/bond-order.js';
import { ChemError } from '../../core/errors.js';
import { clandpCharges } from './charges.js';
import { graphMolecule, ionPair } from './testing/ions.js';
import { typeClandp } from './type-clandp.js';

const PAIRS = [
  'c4c1im-bf4',
  'c4c1im-pf6',
  'c2c1im-ntf2',
  'c12c1im-br',
  'c4py-dca',
  'c8py-bf4',
  'c4c1pyrr-otf',
  'n1114-cl',
  'p4444-oac',
];

const counts = (types: readonly string[]): Record<string, number> =>
  types.reduce<Record<string, number>>((c, t) => ({ ...c, [t]: (c[t] ?? 0) + 1 }), {});

/** The types of one ion, by the ion's name. */
function ionTypes(pair: string): Map<string, Record<string, number>> {
  const t = typeClandp(ionPair(pair));
  return new Map(t.ions.map((ion) => [ion.name, counts(ion.atoms.map((i) => t.types[i]!))]));
}

/*
 * Expected type counts are those of the ion files the CL&P authors distribute with il.ff
 * (github.com/agiliopadua/clandp: c4c1im.zmat, c2c1im.zmat, c4pyri.zmat, c4c1pyrr.zmat, P4444.xyz,
 * ntf2.zmat, otf.zmat, dca.zmat, oac.zmat, BF4.zmat, PF6.zmat), the molecules of the papers.
 */
describe('typeClandp on ion pairs read from XYZ (bonds and charges perceived)', () => {
  it('1-butyl-3-methylimidazolium and BF4⁻ as in c4c1im.zmat and BF4.zmat', () => {
    const ions = ionTypes('c4c1im-bf4');
    expect(ions.get('C4C1im+')).toEqual({
      NA: 2,
      CR: 1,
      CW: 2,
      HCR: 1,
      HCW: 2,
      C1: 1,
      C1A: 1,
      C2: 1,
      CS: 1,
      CT: 1,
      H1: 5,
      HC: 7,
    });
    expect(ions.get('BF4-')).toEqual({ B: 1, FB: 4 });
  });

  it('1-ethyl-3-methylimidazolium (CE ends the ethyl) and NTf2⁻ as in c2c1im.zmat and ntf2.zmat', () => {
    const ions = ionTypes('c2c1im-ntf2');
    expect(ions.get('C2C1im+')).toEqual({
      NA: 2,
      CR: 1,
      CW: 2,
      HCR: 1,
      HCW: 2,
      C1: 1,
      C1A: 1,
      CE: 1,
      H1: 5,
      HC: 3,
    });
    expect(ions.get('NTf2-')).toEqual({ NBT: 1, SBT: 2, OBT: 4, CBT: 2, F1: 6 });
  });

  it('long chains: C12 on imidazolium, C8 on pyridinium (C1A, C2, CS…, CT)', () => {
    expect(ionTypes('c12c1im-br').get('C12C1im+')).toMatchObject({
      C1A: 1,
      C2: 1,
      CS: 9,
      CT: 1,
      HC: 23,
      H1: 5,
    });
    expect(ionTypes('c8py-bf4').get('C8py+')).toMatchObject({ C1A: 1, C2: 1, CS: 5, CT: 1 });
    expect(ionTypes('c12c1im-br').get('Br-')).toEqual({ Br: 1 });
  });

  it('1-butylpyridinium as in c4pyri.zmat, dicyanamide as in dca.zmat', () => {
    const ions = ionTypes('c4py-dca');
    expect(ions.get('C4py+')).toEqual({
      NAP: 1,
      CAPO: 2,
      CAPM: 2,
      CAPP: 1,
      HAP: 5,
      C1A: 1,
      H1: 2,
      C2: 1,
      CS: 1,
      CT: 1,
      HC: 7,
    });
    expect(ions.get('dca-')).toEqual({ N3A: 1, CZA: 2, NZA: 2 });
  });

  it('1-butyl-1-methylpyrrolidinium as in c4c1pyrr.zmat, triflate as in otf.zmat', () => {
    const ions = ionTypes('c4c1pyrr-otf');
    expect(ions.get('C4C1pyrr+')).toEqual({ N4: 1, C1: 1, C1A: 3, C2: 3, CS: 1, CT: 1, H1: 9, HC: 11 });
    expect(ions.get('OTf-')).toEqual({ CBT: 1, F1: 3, SBT: 1, OTF: 3 });
  });

  it('ammonium with chloride, phosphonium with acetate (P4444.xyz names its CS carbons CT2)', () => {
    expect(ionTypes('n1114-cl').get('N1114+')).toEqual({
      N4: 1,
      C1: 3,
      C1A: 1,
      C2: 1,
      CS: 1,
      CT: 1,
      H1: 11,
      HC: 7,
    });
    const ions = ionTypes('p4444-oac');
    expect(ions.get('P4444+')).toEqual({ P3: 1, C1P: 4, H1: 8, C2: 4, CS: 4, CT: 4, HC: 28 });
    expect(ions.get('OAc-')).toEqual({ CTA: 1, HC: 3, CO2: 1, O2: 2 });
  });

  it('PF6⁻ as in PF6.zmat', () => {
    expect(ionTypes('c4c1im-pf6').get('PF6-')).toEqual({ P: 1, FP: 6 });
  });

  it('returns each ion with formal charges summing to its charge (perceived, or set from the types)', () => {
    for (const pair of PAIRS) {
      const t = typeClandp(ionPair(pair));
      for (const ion of t.ions) {
        const formal = ion.atoms.reduce((s, i) => s + t.molecule.formalCharges[i]!, 0);
        expect(formal, `${pair} ${ion.name}`).toBe(ion.charge);
      }
    }
  });

  it('gives dicyanamide (no hydrogens, so perception misreads it) its Lewis structure N≡C–N⁻–C≡N', () => {
    const t = typeClandp(ionPair('c4py-dca'));
    const dca = t.ions.find((i) => i.name === 'dca-')!;
    const n3a = dca.atoms.find((i) => t.types[i] === 'N3A')!;
    expect(t.molecule.formalCharges[n3a]).toBe(-1);
    const { a, b, order, count } = t.molecule.bonds;
    const triples = Array.from({ length: count }, (_, k) => k).filter((k) => order[k] === BondOrder.Triple);
    expect(triples.map((k) => [t.types[a[k]!], t.types[b[k]!]].sort().join('-'))).toEqual([
      'CZA-NZA',
      'CZA-NZA',
    ]);
    expect(t.diagnostics.some((d) => d.code === 'clandp-lewis-structure')).toBe(true);
  });

  it('sets a Kekulé pyridinium and imidazolium when the input has only single bonds', () => {
    // Pyridinium N1 C2…C6 with a methyl on N, every bond single and no charges given.
    const mol = graphMolecule(
      [
        ['N', 0],
        ['C', 1],
        ['C', 1],
        ['C', 1],
        ['C', 1],
        ['C', 1],
        ['C', 3],
      ],
      [
        [0, 1],
        [1, 2],
        [2, 3],
        [3, 4],
        [4, 5],
        [5, 0],
        [0, 6],
      ],
    );
    const t = typeClandp(mol);
    expect(t.ions[0]!.name).toBe('C1py+');
    expect(t.molecule.formalCharges[0]).toBe(1);
    const doubles = Array.from(t.molecule.bonds.order).filter((o) => o === BondOrder.Double);
    expect(doubles).toHaveLength(3);
  });
});

describe('typeClandp refuses what CL&P does not cover', () => {
  it('names the fragment by its first atom (1-based) and formula', () => {
    // Water (atoms 1-3) beside a chloride: water is no CL&P ion.
    const water = graphMolecule(
      [
        ['O', 2],
        ['Cl', 0],
      ],
      [],
    );
    expect(() => typeClandp(water)).toThrow(ChemError);
    expect(() => typeClandp(water)).toThrow(/fragment starting at atom 1 \(H2O\)/);
  });

  it('refuses a branched chain (1-isopropyl-3-methylimidazolium)', () => {
    // N1 C2 N3 C4 C5 ring, methyl on N3, isopropyl CH on N1 with two methyls.
    const mol = graphMolecule(
      [
        ['N', 0],
        ['C', 1],
        ['N', 0],
        ['C', 1],
        ['C', 1],
        ['C', 3],
        ['C', 1],
        ['C', 3],
        ['C', 3],
      ],
      [
        [0, 1],
        [1, 2],
        [2, 3],
        [3, 4],
        [4, 0],
        [2, 5],
        [0, 6],
        [6, 7],
        [6, 8],
      ],
    );
    expect(() => typeClandp(mol)).toThrow(/atom 1 \(C7H13N2\)/);
  });

  it('types the same graph with a linear propyl, and counts atoms from the graph alone', () => {
    const mol = graphMolecule(
      [
        ['N', 0],
        ['C', 1],
        ['N', 0],
        ['C', 1],
        ['C', 1],
        ['C', 3],
        ['C', 2],
        ['C', 2],
        ['C', 3],
      ],
      [
        [0, 1],
        [1, 2],
        [2, 3],
        [3, 4],
        [4, 0],
        [2, 5],
        [0, 6],
        [6, 7],
        [7, 8],
      ],
    );
    const t = typeClandp(mol);
    expect(t.ions.map((i) => i.name)).toEqual(['C3C1im+']);
    expect(t.types.slice(0, 9)).toEqual(['NA', 'CR', 'NA', 'CW', 'CW', 'C1', 'C1A', 'C2', 'CT']);
  });
});

describe('clandpCharges: the published per-type charges', () => {
  it('gives C4C1im+ the charges of J. Phys. Chem. B 2004, 108, 2038 (ring NA 0.15, CR −0.11, CW −0.13, HCR/HCW 0.21)', () => {
    const t = typeClandp(ionPair('c4c1im-bf4'));
    const q = clandpCharges(t);
    const byType = new Map(t.types.map((type, i) => [type, q[i]]));
    expect(Object.fromEntries(byType)).toMatchObject({
      NA: 0.15,
      CR: -0.11,
      CW: -0.13,
      HCR: 0.21,
      HCW: 0.21,
      C1: -0.17,
      H1: 0.13,
      C2: 0.01,
      CS: -0.12,
      CT: -0.18,
      HC: 0.06,
      B: 0.96,
      FB: -0.49,
    });
  });

  it('sums to +1 and −1 per ion for every fixture', () => {
    for (const pair of PAIRS) {
      const t = typeClandp(ionPair(pair));
      const q = clandpCharges(t);
      for (const ion of t.ions) {
        expect(
          ion.atoms.reduce((s, i) => s + q[i]!, 0),
          `${pair} ${ion.name}`,
        ).toBeCloseTo(ion.charge, 12);
      }
    }
  });

  it('refuses types that do not sum to an integer, and unknown types', () => {
    expect(() => clandpCharges(['NA', 'CR'])).toThrow(/not an integer/);
    expect(() => clandpCharges(['Cl', 'XX'])).toThrow(/Atom 2/);
    expect(Array.from(clandpCharges(['B', 'FB', 'FB', 'FB', 'FB']))).toEqual([
      0.96, -0.49, -0.49, -0.49, -0.49,
    ]);
  });
});
