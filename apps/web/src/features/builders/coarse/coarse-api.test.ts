import { CG_FORCE_FIELDS, builderPath } from '@topoforge/contract';
import { describe, expect, it } from 'vitest';
import { cgParamPath } from './coarse-api';

describe('the coarse-grained parameter calls (001 §7 coarse-grain/param_<force>)', () => {
  it('has one call per force field the CG list offers, at coarse-grain/param_<name>', () => {
    for (const force of CG_FORCE_FIELDS) {
      expect(cgParamPath(force)).toBe(builderPath(`coarse-grain/param_${force}`));
    }
  });

  it('has none for a name the list does not hold', () => {
    expect(cgParamPath('Martini2')).toBeUndefined();
    expect(cgParamPath('')).toBeUndefined();
  });
});
