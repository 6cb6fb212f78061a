import { describe, expect, it } from 'vitest';
import type { Molecule } from '../../core/molecule.js';
import type { AngleParameter, System } from '../../core/system.js';
import { typeDreiding } from '../../typing/dreiding/type-dreiding.js';
import {
  acetaldehyde,
  benzene,
  ethane,
  ethylene,
  hydrogenCyanide,
  peroxide,
} from '../../typing/dreiding/testing/molecules.js';
import { dihedralEnergy, KCAL, TEST_ANGLES } from '../../writers/testing/forms.js';
import { findForceFieldModel } from '../models/force-field-models.js';
import { parameterizeDreiding } from './parameterize-dreiding.js';

/*
 * Every expected number below is computed by hand from Mayo, Olafson & Goddard, J. Phys. Chem. 1990,
 * 94, 8897: Table I (R_I, θ_I), Table II (R0, D0), eq 5–6 (k_e = 700 n kcal/mol/Å², R0 = R_I + R_J −
 * 0.01 Å), eq 10–12 (C = 100/sin²θ0), eq 13 (inversion K 40 kcal/mol) and the torsion rules (a)–(j),
 * then converted to GROMACS units (1 kcal = 4.184 kJ, 1 Å = 0.1 nm), not with the code's constants.
 */
function build(mol: Molecule): System {
  const typed = typeDreiding(mol);
  return parameterizeDreiding(typed.molecule, {
    types: typed.types,
    charges: new Float64Array(mol.atomCount),
  }).system;
}

const bondBetween = (s: System, a: number, b: number) => {
  const t = s.bonds.find(
    ({ atoms }) => (atoms[0] === a && atoms[1] === b) || (atoms[0] === b && atoms[1] === a),
  );
  return s.bondParameters[t!.parameter]!;
};
const angleAt = (s: System, centre: number): AngleParameter =>
  s.angleParameters[s.angles.find((t) => t.atoms[1] === centre)!.parameter]!;
const torsionsAbout = (s: System, j: number, k: number) =>
  s.dihedrals.filter(({ atoms }) => (atoms[1] === j && atoms[2] === k) || (atoms[1] === k && atoms[2] === j));

describe('parameterizeDreiding (values by hand from the paper)', () => {
  it('ethane: C_3–C_3 bond, tetrahedral angle, rule (a) torsion over 9, LJ', () => {
    const s = build(ethane());
    // R0 = 0.77 + 0.77 − 0.01 = 1.53 Å; k = 700 kcal/mol/Å² = 700 × 4.184 × 100 kJ/mol/nm².
    expect(bondBetween(s, 0, 1)).toMatchObject({ funct: 1 });
    expect(bondBetween(s, 0, 1).b0).toBeCloseTo(0.153, 12);
    expect(bondBetween(s, 0, 1).kb).toBeCloseTo(292880, 6);
    // C–H: 0.77 + 0.33 − 0.01 = 1.09 Å.
    expect(bondBetween(s, 0, 2).b0).toBeCloseTo(0.109, 12);
    // cos 109.471° = −0.3333297 (0.00022° short of the tetrahedral angle), sin² = 0.8888913:
    // C = 100/0.8888913 = 112.49970 kcal/mol → 470.6987 kJ/mol.
    const angle = angleAt(s, 0);
    expect(angle.funct).toBe(2);
    expect(angle.theta0).toBe(109.471);
    expect(angle.k).toBeCloseTo(470.6987, 3);
    // Rule (a): V 2 kcal/mol over 3 × 3 torsions, n 3, φ0 180° → ½ V/9 [1 − cos 3(φ − 180°)].
    const torsions = torsionsAbout(s, 0, 1);
    expect(torsions).toHaveLength(9);
    for (const phi of TEST_ANGLES) {
      const paper = ((0.5 * 2) / 9) * (1 - Math.cos((3 * (phi - 180) * Math.PI) / 180)) * KCAL;
      expect(dihedralEnergy(s.dihedralParameters[torsions[0]!.parameter]!, phi)).toBeCloseTo(paper, 10);
    }
    // C: R0 3.8983 Å → σ = 3.8983 × 2^(−1/6) = 3.472990 Å; ε = D0 = 0.0951 kcal/mol.
    expect(s.atoms[0]!.sigma).toBeCloseTo(0.347299, 6);
    expect(s.atoms[0]!.epsilon).toBeCloseTo(0.0951 * 4.184, 12);
    // H: 3.195 × 2^(−1/6) = 2.846421 Å.
    expect(s.atoms[2]!.sigma).toBeCloseTo(0.284642, 6);
    expect(s.impropers).toHaveLength(0);
    // Geometric mixing, 1-4 in full (LAMMPS special_bonds dreiding: 0 0 1).
    expect(s.defaults).toEqual({ nbfunc: 1, combinationRule: 3, genPairs: true, fudgeLJ: 1, fudgeQQ: 1 });
    expect(s.pairs).toHaveLength(9);
  });

  it('ethylene: double bond k 1400, 120° angle, rule (c) torsion, three umbrellas per carbon', () => {
    const s = build(ethylene());
    expect(bondBetween(s, 0, 1).b0).toBeCloseTo(0.133, 12); // 0.67 + 0.67 − 0.01
    expect(bondBetween(s, 0, 1).kb).toBeCloseTo(1400 * 418.4, 6);
    // C = 100/sin²120° = 133.333 kcal/mol.
    expect(angleAt(s, 0).k).toBeCloseTo((100 / 0.75) * 4.184, 9);
    const torsions = torsionsAbout(s, 0, 1);
    expect(torsions).toHaveLength(4);
    for (const phi of TEST_ANGLES) {
      const paper = ((0.5 * 45) / 4) * (1 - Math.cos((2 * (phi - 180) * Math.PI) / 180)) * KCAL;
      expect(dihedralEnergy(s.dihedralParameters[torsions[0]!.parameter]!, phi)).toBeCloseTo(paper, 9);
    }
    // K 40 kcal/mol over three axis choices, ψ0 0; the centre third in each term.
    expect(s.impropers).toHaveLength(6);
    expect(
      s.impropers
        .filter((t) => t.atoms[2] === 0)
        .map((t) => t.atoms[3])
        .sort(),
    ).toEqual([1, 2, 3]);
    expect(s.improperParameters[0]).toMatchObject({ funct: 102, psi0: 0 });
    expect((s.improperParameters[0] as { k: number }).k).toBeCloseTo((40 / 3) * 4.184, 12);
  });

  it('benzene: resonance bond (n 1.5), rule (d) torsion; HCN: linear cosine angle', () => {
    const s = build(benzene());
    expect(bondBetween(s, 0, 1).b0).toBeCloseTo(0.139, 12); // 0.70 + 0.70 − 0.01
    expect(bondBetween(s, 1, 2).kb).toBeCloseTo(1050 * 418.4, 6);
    const t = torsionsAbout(s, 0, 1);
    expect(t).toHaveLength(4);
    const row = s.dihedralParameters[t[0]!.parameter]!;
    expect(row).toMatchObject({ funct: 1, terms: [{ multiplicity: 2, phase: 180 }] });
    expect(dihedralEnergy(row, 90)).toBeCloseTo((25 / 4) * KCAL, 9); // ½ V/4 × 2 at 90°
    const hcn = build(hydrogenCyanide());
    // E = K (1 + cos θ), K = 100 kcal/mol (eq 12).
    expect(angleAt(hcn, 1)).toMatchObject({ funct: 102, theta0: 180, c: 1, multiplicity: 1 });
    expect(angleAt(hcn, 1).k).toBeCloseTo(418.4, 9);
    expect(bondBetween(hcn, 1, 2).kb).toBeCloseTo(2100 * 418.4, 6); // triple: 700 × 3
  });

  it('peroxide takes rule (h) (90°), acetaldehyde rules (b) and (j)', () => {
    const h2o2 = build(peroxide());
    const row = h2o2.dihedralParameters[torsionsAbout(h2o2, 1, 2)[0]!.parameter]!;
    // ½ V [1 − cos 2(φ − 90°)], V 2 kcal/mol, one torsion.
    for (const phi of TEST_ANGLES) {
      const paper = 0.5 * 2 * (1 - Math.cos((2 * (phi - 90) * Math.PI) / 180)) * KCAL;
      expect(dihedralEnergy(row, phi)).toBeCloseTo(paper, 9);
    }
    expect(angleAt(h2o2, 1).theta0).toBe(104.51);
    const s = build(acetaldehyde());
    // About C0–C1: 3 × 2 = 6 torsions. O2=C1–C0–H: rule (b) V 1, n 6, φ0 0;
    // H6–C1–C0–H: rule (j) V 2, n 3, φ0 180.
    const about = torsionsAbout(s, 0, 1);
    expect(about).toHaveLength(6);
    for (const t of about) {
      const p = s.dihedralParameters[t.parameter]!;
      const viaOxygen = t.atoms.includes(2);
      const [v, n, phi0] = viaOxygen ? [1, 6, 0] : [2, 3, 180];
      expect(dihedralEnergy(p, 30)).toBeCloseTo(
        ((0.5 * v) / 6) * (1 - Math.cos((n * (30 - phi0) * Math.PI) / 180)) * KCAL,
        9,
      );
    }
  });

  it('is the DREIDING model: registry name, --ff dreiding, charges from a method', () => {
    const model = findForceFieldModel('dreiding')!;
    expect(model.name).toBe('DREIDING');
    expect(model.ownCharges).toBe(false);
    const mol = ethane();
    const typed = model.type(mol);
    const charges = Float64Array.from({ length: 8 }, (_, i) => (i < 2 ? -0.3 : 0.1));
    const built = model.parameterize(typed.molecule, { types: typed.types, charges, data: {} });
    expect(built.system.atoms.map((a) => a.charge)).toEqual([...charges]);
    expect(model.atom('O_3', {})?.sigma).toBeCloseTo((3.4046 * 2 ** (-1 / 6)) / 10, 12);
    expect(model.atom('Cu', {})).toBeUndefined();
  });
});
