import { describe, expect, it } from 'vitest';
import { FORCE_FIELD_CHARGE_NAMES, chargesFromForceField } from './force-field-charges';

describe('charges that come with the force field', () => {
  it('are TraPPE-UA, GROMOS 54A7, CL&P and ClayFF', () => {
    expect(FORCE_FIELD_CHARGE_NAMES).toEqual(['TraPPE-UA', 'GROMOS-54A7', 'CL&P', 'CLAYFF']);
  });

  it('apply when every selected force field brings its charges', () => {
    expect(chargesFromForceField(['TraPPE-UA'])).toBe(true);
    expect(chargesFromForceField(['GROMOS-54A7'])).toBe(true);
    expect(chargesFromForceField(['CL&P'])).toBe(true);
    expect(chargesFromForceField(['CLAYFF'])).toBe(true); // a mineral: ClayFF's charge per species
    expect(chargesFromForceField(['CLAYFF', 'UFF'])).toBe(false); // UFF atoms need computed charges
  });

  it('do not apply with nothing selected or with a force field that needs computed charges', () => {
    expect(chargesFromForceField([])).toBe(false);
    expect(chargesFromForceField(['GAFF'])).toBe(false);
    expect(chargesFromForceField(['GAFF', 'CL&P'])).toBe(false);
    expect(chargesFromForceField(['trappe-ua'])).toBe(false); // names are the server's, exactly
  });
});
