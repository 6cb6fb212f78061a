import { describe, expect, it } from 'vitest';
import type { AtomTypeRow, WizardAtom } from '../store/wizard-defaults';
import {
  accurateModeConflict,
  allTyped,
  applyChoice,
  atomTypeRequest,
  buildRows,
  chosenIndex,
  completeParameterSet,
  currentStructureBits,
  refreshRows,
  seminarioMode,
  validScaling,
  parseChargeScale,
} from './atom-type-logic';

const atom = (id: number, label: string): WizardAtom => ({ id, label, x: 0, y: 0, z: 0, charge: 0 });
const row = (id: number, element: string, atomtype: string, type: string): AtomTypeRow => ({
  id,
  key: String(id),
  element,
  atomtype,
  type,
});

// Options as forcefield/atomtype answers them for a water O and an ethanol C (SPCE + GAFF).
const OPTIONS = [
  [
    { name: 'SPCE', type: 'OW' },
    { name: 'GAFF', type: 'ow' },
  ],
  [{ name: 'GAFF', type: 'c3' }],
];

describe('atom-type table (000 §3)', () => {
  it('builds one row per atom with the first option chosen', () => {
    expect(buildRows(OPTIONS, [atom(1, 'O'), atom(2, 'C')])).toEqual([
      row(1, 'O', 'SPCE', 'OW'),
      row(2, 'C', 'GAFF', 'c3'),
    ]);
  });

  it('keeps earlier choices only when the options are unchanged', () => {
    const chosen = [row(1, 'O', 'GAFF', 'ow'), row(2, 'C', 'GAFF', 'c3')];
    const atoms = [atom(1, 'O'), atom(2, 'C')];
    expect(refreshRows(chosen, OPTIONS, OPTIONS, atoms)).toBe(chosen);
    const other = [OPTIONS[0] ?? [], [{ name: 'GAFF', type: 'ca' }]];
    expect(refreshRows(chosen, OPTIONS, other, atoms)[1]?.type).toBe('ca');
  });

  it('writes the dialog choice into one row and finds the checked radio', () => {
    const rows = buildRows(OPTIONS, [atom(1, 'O'), atom(2, 'C')]);
    const next = applyChoice(rows, 0, { name: 'GAFF', type: 'ow' });
    expect(next[0]).toEqual(row(1, 'O', 'GAFF', 'ow'));
    expect(next[1]).toBe(rows[1]);
    expect(chosenIndex(OPTIONS[0] ?? [], next[0])).toBe(1);
    expect(chosenIndex(OPTIONS[0] ?? [], row(1, 'O', 'X', 'Y'))).toBe(-1);
  });
});

describe('Next gating (000 §2, §5)', () => {
  it('needs a name and a type on every atom and no DU', () => {
    expect(allTyped([row(1, 'C', 'GAFF', 'c3')])).toBe(true);
    expect(allTyped([row(1, 'C', 'GAFF', 'c3'), row(2, 'X', 'GAFF', 'DU')])).toBe(false);
    expect(allTyped([row(1, 'C', 'GAFF', 'du')])).toBe(false);
    expect(allTyped([row(1, 'C', '', 'c3')])).toBe(false);
    expect(allTyped([row(1, 'C', 'GAFF', '')])).toBe(false);
    expect(allTyped([])).toBe(false);
  });

  it('accurate mode: one force field for all non-water atoms', () => {
    const water = ['SPCE', 'TIP3P'];
    const mixed = [row(1, 'O', 'SPCE', 'OW'), row(2, 'C', 'GAFF', 'c3')];
    expect(accurateModeConflict(mixed, water)).toBe(false);
    expect(accurateModeConflict([...mixed, row(3, 'C', 'OPLS-AA', 'opls_135')], water)).toBe(true);
  });
});

describe('forcefield/param fields (000 §7, §9)', () => {
  const rows = [row(1, 'O', 'GAFF', 'ow'), row(2, 'C', 'GAFF', 'c3')];

  it('sends the chosen option first, alternatives only in fuzzy mode', () => {
    expect(atomTypeRequest(rows, OPTIONS, 'fuzzy')).toEqual([
      [
        { name: 'GAFF', type: 'ow' },
        { name: 'SPCE', type: 'OW' },
      ],
      [{ name: 'GAFF', type: 'c3' }],
    ]);
    expect(atomTypeRequest(rows, OPTIONS, 'accurate')).toEqual([
      [{ name: 'GAFF', type: 'ow' }],
      [{ name: 'GAFF', type: 'c3' }],
    ]);
  });

  it('codes the structure-reuse bits and the fitting mode', () => {
    expect([
      currentStructureBits(false, false),
      currentStructureBits(true, false),
      currentStructureBits(false, true),
      currentStructureBits(true, true),
    ]).toEqual([0, 1, 2, 3]);
    expect(seminarioMode('mSeminario', true, false)).toBe(1);
    expect(seminarioMode('mSeminario', false, true)).toBe(2);
    expect(seminarioMode('mSeminario', true, true)).toBe(3);
    expect(seminarioMode('none', true, true)).toBe(0);
  });

  it('accepts a vibrational scaling ≥ 0 only', () => {
    expect(['0', '0.96', 1, ' 2 '].map(validScaling)).toEqual([true, true, true, true]);
    expect(['-1', 'abc', '', null, undefined, 'Infinity'].map(validScaling)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('moves on only with every table in the answer', () => {
    const full = { atoms: [], bonds: [], angles: [], dihedrals: [], impropers: [], pairs: [] };
    expect(completeParameterSet(full)).toBe(true);
    const { pairs: _pairs, ...noPairs } = full;
    expect(completeParameterSet(noPairs)).toBe(false);
    expect(completeParameterSet(null)).toBe(false);
  });
});

describe('the charge scale as typed (issue 16 item 6: "abc" was sent as 1)', () => {
  it('reads decimal numbers of 0 or more and refuses any other text', () => {
    expect(parseChargeScale('1')).toBe(1);
    expect(parseChargeScale(' 0.8 ')).toBe(0.8);
    expect(parseChargeScale('1.2e0')).toBe(1.2);
    expect(parseChargeScale('0')).toBe(0);
    expect(parseChargeScale('.5')).toBe(0.5);
    for (const text of ['abc', '', ' ', '1abc', '1,2', '-1', 'NaN', 'Infinity', '0x10', '1e999']) {
      expect(parseChargeScale(text), text).toBeUndefined();
    }
  });
});
