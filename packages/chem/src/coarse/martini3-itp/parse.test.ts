import { describe, expect, it } from 'vitest';
import { isTopoForgeError } from '../../core/errors.js';
import { martini3Pair, parseMartiniItp } from './parse.js';

// A few types in the layout of martini_v3.0.0.itp (our own numbers, not the published ones).
const FIXTURE = `
; a small particle file in the Martini 3 layout
[ defaults ]
; nbfunc  comb-rule
1 2

[ atomtypes ]
; name  mass  charge  ptype  sigma  epsilon
P6   72.0 0.000 A 0.0 0.0
SC4  54.0 0.000 A 0.0 0.0
TC5  36.0 0.000 A 0.0 0.0   ; tiny

[ nonbond_params ]
P6   P6   1 4.700000e-01 4.990000e+00
SC4  P6   1 4.300000e-01 2.500000e+00
TC5  SC4  1 3.650000e-01 2.000000e+00

[ moleculetype ]
W 1
[ atoms ]
1 P4 1 W W 1 0
`;

describe('parseMartiniItp', () => {
  it('reads defaults, atom types with masses and every type pair as σ/ε', () => {
    const t = parseMartiniItp(FIXTURE);
    expect(t.combinationRule).toBe(2);
    expect([...t.atomTypes.keys()]).toEqual(['P6', 'SC4', 'TC5']);
    expect(t.atomTypes.get('TC5')!.mass).toBe(36);
    expect(t.pairs).toHaveLength(3);
    expect(martini3Pair(t, 'P6', 'SC4')).toMatchObject({ sigma: 0.43, epsilon: 2.5, line: 15 });
    expect(martini3Pair(t, 'SC4', 'TC5')!.sigma).toBe(0.365);
    expect(martini3Pair(t, 'P6', 'TC5')).toBeUndefined();
  });

  it('converts C6/C12 under combination rule 1 (σ = (C12/C6)^(1/6), ε = C6²/4C12)', () => {
    const sigma = 0.47;
    const epsilon = 4.5;
    const c6 = 4 * epsilon * sigma ** 6;
    const c12 = 4 * epsilon * sigma ** 12;
    const t = parseMartiniItp(
      `[ defaults ]\n1 1\n[ atomtypes ]\nA 72 0 A 0 0\n[ nonbond_params ]\nA A 1 ${c6} ${c12}\n`,
    );
    expect(t.pairs[0]!.sigma).toBeCloseTo(sigma, 12);
    expect(t.pairs[0]!.epsilon).toBeCloseTo(epsilon, 12);
  });

  it('refuses a pair of an unknown type and a file without defaults, naming the line', () => {
    const bad = () =>
      parseMartiniItp('[ defaults ]\n1 2\n[ atomtypes ]\nA 72 0 A 0 0\n[ nonbond_params ]\nA B 1 0.47 4\n');
    expect(bad).toThrow(/line 6: type B is not in \[ atomtypes \]/);
    try {
      parseMartiniItp('[ atomtypes ]\nA 72 0 A 0 0\n');
    } catch (e) {
      expect(isTopoForgeError(e) && e.code).toBe('parse');
    }
    expect(() => parseMartiniItp('[ atomtypes ]\nA 72 0 A 0 0\n')).toThrow(/before \[ defaults \]/);
  });
});
