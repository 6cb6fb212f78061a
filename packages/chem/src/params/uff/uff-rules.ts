import type { UffAtomParameters } from '../../forcefields/uff/uff-prm.js';

/*
 * UFF's combination rules (Rappé, Casewit, Colwell, Goddard & Skiff, J. Am. Chem. Soc. 1992, 114,
 * 10024), in the paper's units: Å, degrees, kcal/mol. Conversion to the System's units is the
 * caller's (parameterize-uff.ts).
 */

/** Bond-order correction constant λ (eq 3). */
const LAMBDA = 0.1332;
/** The force-constant prefactor 664.12 kcal·Å/(mol·e²) of eqs 6 and 13. */
const G = 664.12;

/**
 * Natural bond length r_IJ = r_I + r_J + r_BO − r_EN (eq 2), r_BO = −λ (r_I + r_J) ln n (eq 3),
 * r_EN = r_I r_J (√χ_I − √χ_J)² / (χ_I r_I + χ_J r_J) (eq 4). The paper prints + r_EN; that sign is
 * a known erratum (the electronegativity correction shortens polar bonds): Open Babel, RDKit and
 * Towhee subtract it, as we do.
 */
export function bondLength(i: UffAtomParameters, j: UffAtomParameters, order: number): number {
  const rbo = -LAMBDA * (i.r1 + j.r1) * Math.log(order);
  const chi = Math.sqrt(i.xi) - Math.sqrt(j.xi);
  const ren = (i.r1 * j.r1 * chi * chi) / (i.xi * i.r1 + j.xi * j.r1);
  return i.r1 + j.r1 + rbo - ren;
}

/** k_IJ = 664.12 Z*_I Z*_J / r_IJ³ (eq 6), kcal/mol/Å², in E = ½ k (r − r_IJ)². */
export const bondForceConstant = (i: UffAtomParameters, j: UffAtomParameters, r: number): number =>
  (G * i.z1 * j.z1) / (r * r * r);

/**
 * K_IJK (eq 13), kcal/mol/rad²: 664.12 Z*_I Z*_K / r_IK⁵ · [3 r_IJ r_JK (1 − cos²θ0) − r_IK² cos θ0],
 * with r_IK² = r_IJ² + r_JK² − 2 r_IJ r_JK cos θ0 and θ0 the central atom's (the r_IJ r_JK of β cancel).
 */
export function angleForceConstant(
  i: UffAtomParameters,
  k: UffAtomParameters,
  rij: number,
  rjk: number,
  theta0: number,
): number {
  const c = Math.cos((theta0 * Math.PI) / 180);
  const rik2 = rij * rij + rjk * rjk - 2 * rij * rjk * c;
  const rik = Math.sqrt(rik2);
  return ((G * i.z1 * k.z1) / rik ** 5) * (3 * rij * rjk * (1 - c * c) - rik2 * c);
}

/** UFF's hybridisation of a type: the third character of its name (1, 2, 3, R, …). */
export const hybridOf = (type: string): string => type[2] ?? '';
const isSp3 = (type: string): boolean => hybridOf(type) === '3';
const isSp2 = (type: string): boolean => hybridOf(type) === '2' || hybridOf(type) === 'R';

const GROUP_16 = new Set([8, 16, 34, 52, 84]);

/** One torsion about bond j–k: E = ½ V [1 − cos(n φ0) cos(n φ)], V kcal/mol, φ0 degrees. */
export interface UffTorsion {
  readonly v: number;
  readonly n: number;
  readonly phi0: number;
  readonly rule: string;
}

export interface TorsionCentre {
  readonly type: string;
  readonly z: number;
  readonly p: UffAtomParameters;
  /** Some other neighbour (not the bond partner) is sp2 or resonant. */
  readonly sp2Neighbour: boolean;
}

/**
 * The torsion about a bond between centres j and k of bond order `order` (Rappé et al. 1992, eqs
 * 16–17 and the text after them): sp3–sp3 V = √(V_j V_k), n 3, φ0 180° — both in group 16:
 * V_O = 2, V = 6.8 for S, Se, Te, Po, n 2, φ0 90°; sp2–sp2 V = 5 √(U_j U_k)(1 + 4.18 ln BO), n 2,
 * φ0 180°; sp3–sp2 V = 1, n 6, φ0 0° — with the sp3 atom in group 16 (and the sp2 atom not) the
 * sp2–sp2 barrier with n 2, φ0 90°, and with the sp2 atom bonded to another sp2 atom (propene)
 * V = 2, n 3, φ0 180°. Other hybridisations (sp, metals of other geometries) have no torsion.
 * Open Babel 3.1 differs in three places, so the tests compare against it only where the rules
 * coincide: it applies the group-16 sp3–sp3 rule when either centre is in group 16, and it has
 * neither the group-16 sp3–sp2 nor the propene exception.
 */
export function torsion(j: TorsionCentre, k: TorsionCentre, order: number): UffTorsion | undefined {
  const sp2sp2 = (): number => 5 * Math.sqrt(j.p.u1 * k.p.u1) * (1 + 4.18 * Math.log(order));
  if (isSp3(j.type) && isSp3(k.type)) {
    if (GROUP_16.has(j.z) && GROUP_16.has(k.z)) {
      const v = (c: TorsionCentre): number => (c.z === 8 ? 2 : 6.8);
      return { v: Math.sqrt(v(j) * v(k)), n: 2, phi0: 90, rule: 'sp3–sp3, group 16' };
    }
    return { v: Math.sqrt(j.p.v1 * k.p.v1), n: 3, phi0: 180, rule: 'sp3–sp3' };
  }
  if (isSp2(j.type) && isSp2(k.type)) return { v: sp2sp2(), n: 2, phi0: 180, rule: 'sp2–sp2' };
  const [sp3, sp2] = isSp3(j.type) && isSp2(k.type) ? [j, k] : isSp2(j.type) && isSp3(k.type) ? [k, j] : [];
  if (!sp3 || !sp2) return undefined;
  if (GROUP_16.has(sp3.z) && !GROUP_16.has(sp2.z)) {
    return { v: sp2sp2(), n: 2, phi0: 90, rule: 'sp3 (group 16)–sp2' };
  }
  if (sp2.sp2Neighbour) return { v: 2, n: 3, phi0: 180, rule: 'sp3–sp2, sp2 bonded to sp2' };
  return { v: 1, n: 6, phi0: 0, rule: 'sp3–sp2' };
}

/** One inversion centre: E = K (C0 + C1 cos ω + C2 cos 2ω), K kcal/mol for the three terms together. */
export interface UffInversion {
  readonly k: number;
  readonly c0: number;
  readonly c1: number;
  readonly c2: number;
}

/** ω0 of the group-15 centres (degrees), as Towhee and RDKit derive them; Bi is 90°. */
const OMEGA0: Readonly<Record<string, number>> = {
  'P_3+3': 84.4339,
  'As3+3': 86.9735,
  'Sb3+3': 87.7047,
  'Bi3+3': 90,
};

/**
 * The inversion of a three-coordinate centre (Rappé et al. 1992, eqs 18–19): sp2 and resonant C
 * (C_2, C_R) K = 6, or 50 when bonded to an O_2 (a carbonyl); sp2 and resonant N (N_2, N_R) K = 6,
 * C0 1, C1 −1, C2 0; the group-15 sp3 centres (P, As, Sb, Bi) K = 22 with C2 = 1, C1 = −4 cos ω0,
 * C0 = 4 cos²ω0 − cos 2ω0 (zero energy at ω0). Other centres have none. Open Babel also puts one on
 * N_3 and O_2/O_R centres and shifts the group-15 C0 by a constant; the tests leave those out.
 */
export function inversion(type: string, neighbourTypes: readonly string[]): UffInversion | undefined {
  if (type === 'C_2' || type === 'C_R') {
    return { k: neighbourTypes.includes('O_2') ? 50 : 6, c0: 1, c1: -1, c2: 0 };
  }
  if (type === 'N_2' || type === 'N_R') return { k: 6, c0: 1, c1: -1, c2: 0 };
  const w0 = OMEGA0[type];
  if (w0 === undefined) return undefined;
  const w = (w0 * Math.PI) / 180;
  const c1 = -4 * Math.cos(w);
  return { k: 22, c0: 4 * Math.cos(w) ** 2 - Math.cos(2 * w), c1, c2: 1 };
}
