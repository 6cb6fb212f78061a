import { describe, expect, it } from 'vitest';
import { CHINESE_NAMES } from './chinese-names';
import { ELEMENTS, elementBySymbol } from './elements';

// The 27 fields of spec 002 §3's element record that PeriodicTableJSON carries, and `chinese`.
const SPEC_FIELDS = [
  'name',
  'appearance',
  'atomic_mass',
  'boil',
  'melt',
  'category',
  'color',
  'density',
  'discovered_by',
  'named_by',
  'molar_heat',
  'number',
  'period',
  'phase',
  'source',
  'spectral_img',
  'summary',
  'symbol',
  'xpos',
  'ypos',
  'shells',
  'electron_configuration',
  'electron_configuration_semantic',
  'electron_affinity',
  'electronegativity_pauling',
  'ionization_energies',
  'cpk-hex',
  'chinese',
];

describe('element records (spec 002 §3)', () => {
  it('holds elements 1-118 in order, each with every field of the spec', () => {
    expect(ELEMENTS.map((e) => e.number)).toEqual(Array.from({ length: 118 }, (_, i) => i + 1));
    for (const e of ELEMENTS) expect(Object.keys(e).sort()).toEqual([...SPEC_FIELDS].sort());
    expect(new Set(ELEMENTS.map((e) => e.phase))).toEqual(new Set(['Solid', 'Liquid', 'Gas']));
  });

  it('matches published values: IUPAC standard atomic weights and the periodic-table position', () => {
    // IUPAC 2021 standard atomic weights (abridged, Pure Appl. Chem. 2022): Cu 63.546, Ni 58.693, O 15.999.
    expect(elementBySymbol('cu')?.atomic_mass).toBeCloseTo(63.546, 3);
    expect(elementBySymbol('NI')?.atomic_mass).toBeCloseTo(58.693, 3);
    expect(elementBySymbol('O')?.atomic_mass).toBeCloseTo(15.999, 3);
    // Iron: group 8, period 4; gold: group 11, period 6.
    expect(elementBySymbol('Fe')).toMatchObject({ number: 26, xpos: 8, ypos: 4, period: 4 });
    expect(elementBySymbol('Au')).toMatchObject({ number: 79, xpos: 11, ypos: 6 });
    expect(elementBySymbol('Uue')).toBeUndefined();
  });

  it('gives every element one Chinese name of one character, no two alike, in the symbols of the data file', () => {
    expect(CHINESE_NAMES.map(([symbol]) => symbol)).toEqual(ELEMENTS.map((e) => e.symbol));
    for (const e of ELEMENTS) expect([...e.chinese]).toHaveLength(1);
    expect(new Set(ELEMENTS.map((e) => e.chinese)).size).toBe(118);
    // The names most often met in this product's potentials (CNCTST): copper, nickel, carbon, oxygen.
    expect(['Cu', 'Ni', 'C', 'O'].map((s) => elementBySymbol(s)?.chinese)).toEqual(['铜', '镍', '碳', '氧']);
  });
});
