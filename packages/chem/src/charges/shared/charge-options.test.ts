import { describe, expect, it } from 'vitest';
import { smiles } from '../../perception/testing/smiles.js';
import { chargeOptions } from './charge-options.js';

describe('chargeOptions (spec 000 §5)', () => {
  it('offers −4…4 in steps of 2 with default 0 when the sum of atomic numbers is even', () => {
    expect(chargeOptions(smiles('CCO'))).toEqual({ options: [-4, -2, 0, 2, 4], defaultCharge: 0 });
  });

  it('offers −3, −1, 1, 3 with default 1 (the third) when it is odd', () => {
    // NO: 7 + 8 = 15
    expect(chargeOptions({ elements: Uint8Array.from([7, 8]) })).toEqual({
      options: [-3, -1, 1, 3],
      defaultCharge: 1,
    });
  });
});
