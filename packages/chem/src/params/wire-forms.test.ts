import { describe, expect, it } from 'vitest';
import type { AngleParameter, ImproperParameter, Provenance, System } from '../core/system.js';
import { uffAngleCoefficients } from '../core/system.js';
import { parameterize } from './parameterize.js';
import { systemFromWire, systemToWire } from './system-wire.js';
import { miniGaff, toluene } from './testing/molecules.js';

const PROV: Provenance = { forceField: 'test', source: 'wire-forms.test.ts', estimated: false };

/** Toluene's System with its first angle and improper rows replaced by the materials forms. */
function withForms(angle: AngleParameter, improper: ImproperParameter): System {
  const mol = toluene.molecule();
  const charges = new Float64Array(mol.atomCount);
  const s = parameterize(mol, { types: toluene.types, charges, forceField: miniGaff() }).system;
  return {
    ...s,
    angleParameters: s.angleParameters.map((p, i) => (i === 0 ? angle : p)),
    improperParameters: s.improperParameters.map((p, i) => (i === 0 ? improper : p)),
  };
}

describe('the materials forms in the wire form', () => {
  const cases: [AngleParameter, ImproperParameter][] = [
    [
      { funct: 101, theta0: 109.47, k: 418.4, provenance: PROV },
      { funct: 101, k: 25.1, c0: 1, c1: -1, c2: 0, provenance: PROV },
    ],
    [
      { funct: 102, theta0: 120, k: 50, c: -1, multiplicity: 3, provenance: PROV },
      { funct: 102, psi0: 0, k: 167.36, provenance: PROV },
    ],
    [
      { funct: 2, theta0: 104.51, k: 390, provenance: PROV },
      { funct: 2, xi0: 0, k: 100, provenance: PROV },
    ],
  ];

  it.each(cases)(
    'keeps angle funct %#, its improper and every value through a round trip',
    (angle, improper) => {
      const system = withForms(angle, improper);
      const wire = systemToWire(system);
      const back = systemFromWire(wire, system.molecule, system);
      const angleRow = system.angles.findIndex((t) => t.parameter === 0);
      const improperRow = system.impropers.findIndex((t) => t.parameter === 0);
      const { provenance: _a, ...angleValues } = angle;
      const { provenance: _i, ...improperValues } = improper;
      expect(back.angleParameters[back.angles[angleRow]!.parameter]).toMatchObject(angleValues);
      expect(back.improperParameters[back.impropers[improperRow]!.parameter]).toMatchObject(improperValues);
    },
  );
});

describe('uffAngleCoefficients (Rappé et al. 1992, eq 13)', () => {
  it('puts the minimum of c0 + c1 cos θ + c2 cos 2θ at θ0 with zero energy there', () => {
    for (const theta0 of [92.1, 104.51, 109.47, 113.5]) {
      const { c0, c1, c2 } = uffAngleCoefficients(theta0);
      const e = (deg: number) => {
        const t = (deg * Math.PI) / 180;
        return c0 + c1 * Math.cos(t) + c2 * Math.cos(2 * t);
      };
      expect(e(theta0)).toBeCloseTo(0, 12);
      expect(e(theta0 - 1)).toBeGreaterThan(0);
      expect(e(theta0 + 1)).toBeGreaterThan(0);
    }
  });

  it('gives the closed-form tetrahedral coefficients', () => {
    // cos θ0 = −1/3, sin²θ0 = 8/9: c2 = 9/32, c1 = −4 c2 (−1/3) = 3/8, c0 = c2 (2/9 + 1) = 11/32.
    const { c0, c1, c2 } = uffAngleCoefficients((Math.acos(-1 / 3) * 180) / Math.PI);
    expect(c2).toBeCloseTo(9 / 32, 12);
    expect(c1).toBeCloseTo(3 / 8, 12);
    expect(c0).toBeCloseTo(11 / 32, 12);
  });
});
