import type {
  AngleParameter,
  DihedralParameter,
  HarmonicBond,
  Provenance,
  UmbrellaImproper,
} from '../../core/system.js';
import {
  DREIDING_ANGLE_K,
  DREIDING_ATOM_TYPES,
  DREIDING_BOND_DELTA,
  DREIDING_BOND_K,
  DREIDING_INVERSION_K,
  DREIDING_NAME,
  DREIDING_SOURCE,
  type DreidingAtomType,
} from '../../forcefields/dreiding/data.js';

/** kJ per kcal and nm per Å. */
const KCAL = 4.184;
const DEG = Math.PI / 180;

export function dreidingProvenance(what: string): Provenance {
  return { forceField: DREIDING_NAME, source: `${DREIDING_SOURCE}; ${what}`, estimated: false };
}

export const dreidingType = (name: string): DreidingAtomType | undefined => DREIDING_ATOM_TYPES.get(name);

/**
 * Bond I–J (eq 5, 6): E = ½ k_e (R − R0)², k_e = 700 n kcal/mol/Å² with n the bond order (1, 1.5
 * for a resonance bond, 2, 3), R0 = R_I + R_J − 0.01 Å. GROMACS funct 1: b0 nm, kb kJ/mol/nm².
 */
export function dreidingBond(ti: DreidingAtomType, tj: DreidingAtomType, order: number): HarmonicBond {
  const r0 = ti.radius + tj.radius - DREIDING_BOND_DELTA;
  return {
    funct: 1,
    b0: r0 / 10,
    kb: DREIDING_BOND_K * order * KCAL * 100,
    provenance: dreidingProvenance(
      `bond ${ti.name}-${tj.name}: R0 = ${ti.radius} + ${tj.radius} − ${DREIDING_BOND_DELTA} Å, k = ${DREIDING_BOND_K} × ${order} kcal/mol/Å² (eq 5, 6)`,
    ),
  };
}

/**
 * Angle about centre J (eq 10–12), from J's θ (Table I) alone: E = ½ C (cos θ − cos θJ)² with
 * C = K/sin²θJ, K = 100 kcal/mol/rad² (GROMACS funct 2, k = C in kJ/mol); at a linear centre
 * (θJ = 180°) E = K (1 + cos θ) (CosinePeriodicAngle, n 1, c 1, k = K).
 */
export function dreidingAngle(centre: DreidingAtomType, theta0 = centre.theta): AngleParameter {
  if (theta0 >= 179.999) {
    return {
      funct: 102,
      theta0: 180,
      k: DREIDING_ANGLE_K * KCAL,
      c: 1,
      multiplicity: 1,
      provenance: dreidingProvenance(
        `angle at ${centre.name}: linear, E = K (1 + cos θ), K = 100 kcal/mol (eq 12)`,
      ),
    };
  }
  const s = Math.sin(theta0 * DEG);
  return {
    funct: 2,
    theta0,
    k: (DREIDING_ANGLE_K / (s * s)) * KCAL,
    provenance: dreidingProvenance(`angle at ${centre.name}: θ0 ${theta0}°, C = 100/sin²θ0 kcal/mol (eq 10)`),
  };
}

/** The torsion rule that applies to one dihedral (section II.D, rules a–j): V kcal/mol, n, φ0 deg. */
export interface TorsionRule {
  readonly rule: string;
  readonly v: number;
  readonly n: number;
  readonly phi0: number;
}

/** Oxygen's column: O, S, Se, Te. */
const OXYGEN_COLUMN = new Set([8, 16, 34, 52]);
const isTrigonal = (t: DreidingAtomType): boolean => t.hybridisation === '2' || t.hybridisation === 'R';

export interface TorsionCentre {
  /** Outer atom on J's side, J, K, outer atom on K's side. */
  readonly types: readonly [DreidingAtomType, DreidingAtomType, DreidingAtomType, DreidingAtomType];
  /** DREIDING bond order of J–K (1, 1.5, 2, 3). */
  readonly order: number;
  /** J–K is part of a resonance system (aromatic ring, carboxylate). */
  readonly resonant: boolean;
}

/**
 * Rules (a)–(j) of the paper for the dihedral I–J–K–L; undefined when its barrier is 0 (rule g: a
 * linear (X_1) or monovalent centre, or a metal, which DREIDING gives no torsion).
 */
export function dreidingTorsionRule({ types, order, resonant }: TorsionCentre): TorsionRule | undefined {
  const [ti, tj, tk, tl] = types;
  const hj = tj.hybridisation;
  const hk = tk.hybridisation;
  if (hj === '' || hk === '' || hj === '1' || hk === '1') return undefined;
  if (hj === '3' && hk === '3') {
    return OXYGEN_COLUMN.has(tj.element) && OXYGEN_COLUMN.has(tk.element)
      ? { rule: 'h', v: 2, n: 2, phi0: 90 }
      : { rule: 'a', v: 2, n: 3, phi0: 180 };
  }
  if (hj === '3' || hk === '3') {
    const [sp3, sp2, outer] = hj === '3' ? [tj, tk, tl] : [tk, tj, ti];
    if (OXYGEN_COLUMN.has(sp3.element) && !OXYGEN_COLUMN.has(sp2.element)) {
      return { rule: 'i', v: 2, n: 2, phi0: 180 };
    }
    return isTrigonal(outer) ? { rule: 'b', v: 1, n: 6, phi0: 0 } : { rule: 'j', v: 2, n: 3, phi0: 180 };
  }
  if (order === 2) return { rule: 'c', v: 45, n: 2, phi0: 180 };
  if (resonant) return { rule: 'd', v: 25, n: 2, phi0: 180 };
  if (hj === 'R' && hk === 'R') return { rule: 'f', v: 10, n: 2, phi0: 180 };
  return { rule: 'e', v: 5, n: 2, phi0: 180 };
}

/**
 * A rule as a GROMACS funct 1 row: the paper's E = ½ V [1 − cos(n(φ − φ0))] with V divided by the
 * number of torsions about J–K equals k [1 + cos(nφ − φs)] with k = V/(2 count) and
 * φs = n φ0 + 180° (mod 360).
 */
export function dreidingTorsion(rule: TorsionRule, count: number, names: string): DihedralParameter {
  const phase = (((rule.n * rule.phi0 + 180) % 360) + 360) % 360;
  return {
    funct: 1,
    terms: [{ phase, k: (rule.v * KCAL) / (2 * count), multiplicity: rule.n }],
    provenance: dreidingProvenance(
      `torsion ${names}: rule (${rule.rule}), V = ${rule.v} kcal/mol / ${count} torsions about the bond, n ${rule.n}, φ0 ${rule.phi0}°`,
    ),
  };
}

/**
 * Inversion at a planar (X_2, X_R) three-connected centre (eq 13 with ψ0 = 0): E = K (1 − cos ψ),
 * K = 40 kcal/mol shared over the three choices of the axis atom (K/3 each). The three-connected
 * tetrahedral centres (N_3, P_3, As3, Sb3 of the nitrogen column) get none: the paper leaves their
 * pyramid to the angle terms. (lammps-interface makes the same two choices.)
 */
export function dreidingInversion(centre: DreidingAtomType): UmbrellaImproper {
  return {
    funct: 102,
    psi0: 0,
    k: (DREIDING_INVERSION_K / 3) * KCAL,
    provenance: dreidingProvenance(
      `inversion at ${centre.name}: planar, K = 40/3 kcal/mol per axis, ψ0 0 (eq 13)`,
    ),
  };
}

export const isPlanarCentre = (t: DreidingAtomType): boolean => isTrigonal(t);
