import { describe, expect, it } from 'vitest';
import { chargeMethodsFor } from './methods-for.js';

const ids = (r: ReturnType<typeof chargeMethodsFor>): string[] => r.offered.map((m) => m.id);
const unavailable = (r: ReturnType<typeof chargeMethodsFor>): string[] =>
  r.unavailable.map((u) => u.method.id);

describe('chargeMethodsFor (spec 000 §9)', () => {
  it('offers the full general list for H C N O F Cl S, minus methods TopoForge does not have', () => {
    const r = chargeMethodsFor([1, 6, 8, 17], 'general');
    expect(ids(r)).toEqual([
      'XTB-RESP',
      'CM5',
      '1.2xCM5',
      'QEq',
      'MMFF94',
      'AM1-BCC',
      '1.14xCM1A-LBCC',
      '1.14xCM1A',
      '--',
    ]);
    expect(unavailable(r)).toEqual(['GNN-RESP']);
    expect(r.unavailable[0]?.reason).toMatch(/trained/);
    expect(r.defaultId).toBe('XTB-RESP');
  });

  it('reduces the list beyond H C N O F Cl S and says which elements a method lacks', () => {
    const r = chargeMethodsFor([1, 6, 8, 26], 'general');
    expect(ids(r)).toEqual(['XTB-RESP', 'CM5', '1.2xCM5', '--']);
    expect(r.unavailable).toEqual([expect.objectContaining({ reason: 'no parameters for Fe' })]);
  });

  it('gives the polymer and mof-cof lists', () => {
    expect(ids(chargeMethodsFor([1, 6], 'polymer'))).toEqual([
      '1.14xCM1A',
      '1.14xCM1A-LBCC',
      'XTB-RESP',
      'CM5',
      '1.2xCM5',
      'QEq',
      '--',
    ]);
    const mof = chargeMethodsFor([1, 6, 8, 30], 'mof-cof');
    expect(ids(mof)).toEqual(['Eqeq', 'GMP-QEq', 'MEPO-QEq', '--']);
    expect(unavailable(mof)).toContain('EEM');
    expect(ids(chargeMethodsFor([1, 6, 7, 8], 'mof-cof'))).toEqual([
      'Eqeq',
      'EEM',
      'GMP-QEq',
      'MEPO-QEq',
      '--',
    ]);
    // MEPO-QEq was fitted on Zn, Cu and V frameworks only (mepo-data.ts): a Mg MOF-74 is refused by name.
    const magnesium = chargeMethodsFor([1, 6, 8, 12], 'mof-cof');
    expect(magnesium.unavailable).toContainEqual(
      expect.objectContaining({
        method: expect.objectContaining({ id: 'MEPO-QEq' }),
        reason: 'no parameters for Mg',
      }),
    );
    expect(chargeMethodsFor([1, 6, 7, 8], 'mof-cof').defaultId).toBe('Eqeq');
    // Hf has no EQeq data (eqeq-data.ts): Eqeq is then listed as unavailable with the element.
    const hafnium = chargeMethodsFor([1, 6, 8, 72], 'mof-cof');
    expect(hafnium.unavailable).toContainEqual(expect.objectContaining({ reason: 'no parameters for Hf' }));
  });
});
