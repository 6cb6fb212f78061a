import i18next from 'i18next';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/resources/en';
import { zh } from '../../i18n/resources/zh';
import { atomColumns, bondedColumns, functGroupTitle, pairColumns } from './columns';
import { functForm, parameterSpecs } from './function-types';
import type { BondedTable } from './tables';

function translator(lng: 'en' | 'zh'): TFunction {
  const i18n = i18next.createInstance();
  void i18n.init({
    resources: { en: { translation: en }, zh: { translation: zh } },
    lng,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return i18n.t;
}

const t = translator('en');
const zhT = translator('zh');
/** The parameter column titles of one group (after the atoms and the function type). */
const titles = (table: BondedTable, funct: string, count: number, tr = t) =>
  bondedColumns(tr, table, funct, count)
    .filter((c) => c.editable)
    .map((c) => c.title);

describe('bonded columns are named by GROMACS function type', () => {
  it('keeps the spec’s bond and angle titles for function type 1', () => {
    expect(titles('bonds', '1', 2)).toEqual(['Bond length (nm)', 'Force constant (kJ/mol/nm^2)']);
    expect(titles('angles', '1', 2)).toEqual(['Angle (degrees)', 'Force constant (kJ/mol/rad^2)']);
    expect(titles('angles', '1', 2, zhT)).toEqual(['键角 (度)', '力常数 (kJ/mol/rad^2)']);
  });

  it('names periodic dihedrals phase, k, multiplicity, the multiplicity a whole number', () => {
    for (const [table, funct] of [
      ['dihedrals', '9'],
      ['dihedrals', '1'],
      ['impropers', '4'],
    ] as const) {
      const columns = bondedColumns(t, table, funct, 3);
      expect(columns.slice(5).map((c) => [c.title, c.kind])).toEqual([
        ['Phase φs (degrees)', 'number'],
        ['Force constant kφ (kJ/mol)', 'number'],
        ['Multiplicity', 'int'],
      ]);
    }
    expect(titles('dihedrals', '9', 3, zhT)).toEqual(['相位 φs (度)', '力常数 kφ (kJ/mol)', '多重度']);
  });

  it('names harmonic impropers, Ryckaert-Bellemans and Fourier coefficients', () => {
    expect(titles('impropers', '2', 2)).toEqual(['Angle ξ0 (degrees)', 'Force constant kξ (kJ/mol/rad^2)']);
    expect(titles('dihedrals', '3', 6)).toEqual([0, 1, 2, 3, 4, 5].map((i) => `Coefficient C${i} (kJ/mol)`));
    expect(titles('dihedrals', '5', 4)).toEqual([1, 2, 3, 4].map((i) => `Coefficient F${i} (kJ/mol)`));
  });

  it('names bonds and angles of other function types (Urey-Bradley, Morse, G96)', () => {
    expect(titles('angles', '5', 4)).toEqual([
      'Angle (degrees)',
      'Force constant (kJ/mol/rad^2)',
      'Urey-Bradley 1-3 distance r13 (nm)',
      'Urey-Bradley force constant kUB (kJ/mol/nm^2)',
    ]);
    expect(titles('bonds', '3', 3)).toEqual([
      'Bond length (nm)',
      'Well depth D (kJ/mol)',
      'Steepness β (nm^-1)',
    ]);
    expect(titles('bonds', '2', 2)[1]).toBe('Force constant (kJ/mol/nm^4)');
    expect(titles('bonds', '5', 0)).toEqual([]);
  });

  it('numbers parameters past the form’s, and all of an unknown function type', () => {
    expect(titles('bonds', '1', 3)[2]).toBe('Parameter 3');
    expect(titles('dihedrals', '7', 2)).toEqual(['Parameter 1', 'Parameter 2']);
    expect(titles('dihedrals', 'x', 1)).toEqual(['Parameter 1']);
    expect(parameterSpecs('impropers', '4', 3)).toEqual(parameterSpecs('dihedrals', '4', 3));
  });

  it('shows the atoms with names and the function type before the parameters', () => {
    const columns = bondedColumns(t, 'angles', '1', 2);
    expect(columns.slice(0, 4).map((c) => [c.title, c.kind, c.cell, c.editable])).toEqual([
      ['Atom 1', 'atom', 0, false],
      ['Atom 2', 'atom', 1, false],
      ['Atom 3', 'atom', 2, false],
      ['Function type', 'int', 3, false],
    ]);
    expect(columns.slice(4).map((c) => c.cell)).toEqual([4, 5]);
    expect(pairColumns(t).map((c) => c.kind)).toEqual(['atom', 'atom', 'int']);
  });

  it('titles each group with its form, in both languages', () => {
    expect(functGroupTitle(t, 'dihedrals', '9')).toBe('Function type 9: proper dihedral (multiple terms)');
    expect(functGroupTitle(t, 'impropers', '4')).toBe('Function type 4: periodic improper dihedral');
    expect(functGroupTitle(zhT, 'angles', '5')).toBe('函数类型 5：Urey-Bradley');
    expect(functGroupTitle(t, 'bonds', '42')).toBe('Function type 42');
  });

  it('names the materials forms (ADR 0015): UFF angle and inversion, cosine periodic angle, umbrella', () => {
    expect(titles('angles', '101', 2)).toEqual(['Angle θ0 (degrees)', 'Force constant k (kJ/mol)']);
    expect(titles('angles', '102', 4)).toEqual([
      'Angle θ0 (degrees)',
      'Force constant k (kJ/mol)',
      'Coefficient c',
      'Multiplicity',
    ]);
    expect(titles('impropers', '101', 4)).toEqual([
      'Force constant k (kJ/mol)',
      'Coefficient C0',
      'Coefficient C1',
      'Coefficient C2',
    ]);
    expect(titles('impropers', '102', 2)).toEqual(['Angle ψ0 (degrees)', 'Force constant k (kJ/mol)']);
    expect(functGroupTitle(t, 'impropers', '102')).toBe('Function type 102: DREIDING umbrella inversion');
    expect(functForm('dihedrals', '101')).toBeUndefined();
  });

  it('has a form and translated names for every catalogued function type', () => {
    for (const table of ['bonds', 'angles', 'dihedrals', 'impropers'] as const) {
      for (const funct of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 101, 102]) {
        const form = functForm(table, String(funct));
        if (form === undefined) continue;
        expect(en.topology.form[form.form]).toBeTruthy();
        expect(zh.topology.form[form.form]).toBeTruthy();
        for (const spec of form.parameters) expect(zh.topology.param[spec.name]).toBeTruthy();
      }
    }
  });
});

describe('ATOMS columns', () => {
  it('show the atom type beside the group/atom name', () => {
    expect(atomColumns(t).map((c) => [c.title, c.cell])).toEqual([
      ['ID', -1],
      ['Group/atom', 0],
      ['Atom type', 2],
      ['Charge', 6],
      ['Mass', 7],
      ['van der Waals radius (nm)', 8],
      ['Well depth (kJ/mol)', 9],
    ]);
  });
});
