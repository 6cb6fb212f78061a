import { describe, expect, it } from 'vitest';
import { parseGromacsForceField } from '../../forcefields/gromacs-ff/parse.js';
import { GROMOS_BOND_RULES, GROMOS_TETRAHEDRAL } from './gromos-bonded-rules.js';
import { gromosAngle, gromosBond, gromosDihedral, gromosImproper } from './gromos-macros.js';
import { sigmaEpsilon } from './gromos-nonbonded.js';

/* Lines of gromos54a7.ff (gromacs-data) as the force field writes them: the macros' numbers are facts. */
const FFBONDED = [
  '#define gb_18       0.1430  8.1800e+06',
  '; CHn  -  OA    800',
  '#define ga_13       109.50      520.00',
  '; CHn,C  -  CHn  -  C, CHn, OA, OM, N, NE       110',
  '#define gd_34     0.000       5.92          3',
  '; -CHn,SI-CHn-	1.4',
  '#define gi_2      35.26439   334.84617',
  '; tetrahedral centres   80',
].join('\n');
const TOP = '[ defaults ]\n1 1 no 1.0 1.0\n#include "ffbonded.itp"\n';
const ff = () =>
  parseGromacsForceField(
    'forcefield.itp',
    (n) => ({ 'forcefield.itp': TOP, 'ffbonded.itp': FFBONDED })[n],
    '/top/gromos54a7.ff',
  );
const rule = (macro: string) => ({ macro, comment: '', usage: '' });

describe('GROMOS macros as System parameters', () => {
  it('a quartic gb_ becomes the harmonic bond of the same curvature, kb = 2 Kb b0²', () => {
    const b = gromosBond(
      ff(),
      GROMOS_BOND_RULES.find((r) => r.macro === 'gb_18')!,
    );
    expect(b).toMatchObject({ funct: 1, b0: 0.143 });
    expect(b.kb).toBeCloseTo(2 * 8.18e6 * 0.143 * 0.143, 6);
    // the comment's harmonic constant, 800 kcal mol⁻¹ Å⁻² = 334 720 kJ mol⁻¹ nm⁻²
    expect(Math.abs(b.kb - 800 * 418.4) / b.kb).toBeLessThan(0.01);
    expect(b.provenance).toMatchObject({
      source: '/top/gromos54a7.ff/ffbonded.itp',
      line: 1,
      estimated: false,
    });
  });

  it('a cosine-harmonic ga_ becomes kθ = K sin²θ0 (the comment: 110 kcal mol⁻¹ rad⁻²)', () => {
    const a = gromosAngle(ff(), rule('ga_13'));
    expect(a.theta0).toBe(109.5);
    expect(a.k).toBeCloseTo(520 * Math.sin((109.5 * Math.PI) / 180) ** 2, 9);
    expect(Math.abs(a.k - 110 * 4.184) / a.k).toBeLessThan(0.01);
  });

  it('gd_ and gi_ keep their GROMACS forms (funct 1 periodic, funct 2 harmonic)', () => {
    expect(gromosDihedral(ff(), rule('gd_34'))).toMatchObject({
      funct: 1,
      terms: [{ phase: 0, k: 5.92, multiplicity: 3 }],
    });
    expect(gromosImproper(ff(), GROMOS_TETRAHEDRAL)).toMatchObject({ funct: 2, xi0: 35.26439, k: 334.84617 });
  });

  it('names a macro the force field lacks', () => {
    expect(() => gromosBond(ff(), rule('gb_99'))).toThrow(/no usable #define gb_99/);
  });

  it('C6/C12 to σ/ε and back, and refuses a pair no σ/ε can express', () => {
    const { sigma, epsilon } = sigmaEpsilon(0.0074684164, 3.3965584e-5, 'CH2');
    expect(4 * epsilon * sigma ** 6).toBeCloseTo(0.0074684164, 14);
    expect(4 * epsilon * sigma ** 12).toBeCloseTo(3.3965584e-5, 16);
    expect(sigmaEpsilon(0, 0, 'H')).toEqual({ sigma: 0, epsilon: 0 });
    expect(() => sigmaEpsilon(0, 1e-6, 'X')).toThrow(/no σ\/ε pair/);
  });
});
