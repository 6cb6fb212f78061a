import { describe, expect, it } from 'vitest';
import type { Vec3 } from '../../core/vec3.js';
import { angleConstant } from './angle-constant.js';
import { angleScalingFactors } from './angle-scaling.js';
import { blockProjection } from './block-projection.js';
import { bondConstant } from './bond-constant.js';
import type { HessianFrame } from './seminario-geometry.js';
import type { HarmonicModel } from './testing/harmonic-hessian.js';
import { harmonicHessian } from './testing/harmonic-hessian.js';

const frameOf = (model: HarmonicModel): HessianFrame => ({
  atomCount: model.positions.length,
  hessian: harmonicHessian(model),
  positions: Float64Array.from(model.positions.flat()),
});

/** Water-like A–B–C with B at the origin, bonds of 1 Å, angle θ (degrees) in a tilted plane. */
function bent(theta: number, kb: number, ktheta: number): HarmonicModel {
  const t = (theta * Math.PI) / 180;
  const tilt = (v: Vec3): Vec3 => [v[0], 0.6 * v[1], 0.8 * v[1]];
  return {
    positions: [tilt([1, 0, 0]), [0, 0, 0], tilt([Math.cos(t), Math.sin(t), 0])],
    bonds:
      kb === 0
        ? []
        : [
            { atoms: [0, 1], k: kb },
            { atoms: [1, 2], k: kb },
          ],
    angles: ktheta === 0 ? [] : [{ atoms: [0, 1, 2], k: ktheta }],
  };
}

describe('Seminario projections', () => {
  it('gives back the bond constant of a harmonic diatomic exactly, in any orientation', () => {
    // E = ½ kb (r − r0)²: the A–B block is −kb û ûᵀ, whose only non-zero eigenpair is (−kb, û).
    const kb = 345_678;
    const frame = frameOf({
      positions: [
        [0.3, -0.2, 0.5],
        [1.1, 0.4, -0.3],
      ],
      bonds: [{ atoms: [0, 1], k: kb }],
      angles: [],
    });
    const fit = bondConstant(frame, 0, 1);
    expect(fit.kb / kb).toBeCloseTo(1, 12);
    expect(fit.b0).toBeCloseTo(Math.hypot(0.8, 0.6, 0.8) / 10, 12);
  });

  it('gives back the bond constants of a bent triatomic with bond terms only', () => {
    const fit = bondConstant(frameOf(bent(104.5, 462_750, 0)), 1, 2);
    expect(fit.kb / 462_750).toBeCloseTo(1, 12);
  });

  it.each([90, 104.5, 120, 150])('gives kθ (1 − cos θ)/2 for an angle-only triatomic at %s°', (theta) => {
    // Hand derivation: with E = ½ kθ (θ − θ0)² alone, the A–B block is kθ ∇_Aθ ∇_Bθᵀ (rank one), with
    // eigenvector ∇_Aθ ∥ u_PA and eigenvalue kθ ∇_Aθ·∇_Bθ = −kθ (1 − cos θ)/R². Each side then gives
    // R² k_A = kθ (1 − cos θ), and the two springs in series give kθ (1 − cos θ)/2. The method is built
    // for full Hessians, where the bond terms couple in (next test); this pins the projection algebra.
    const fit = angleConstant(frameOf(bent(theta, 0, 400)), [0, 1, 2], [1, 1]);
    expect(fit.k).toBeCloseTo((400 * (1 - Math.cos((theta * Math.PI) / 180))) / 2, 6);
    expect(fit.theta0).toBeCloseTo(theta, 9);
  });

  it('recovers kθ of a bent triatomic with stiff bonds to within 20 % (the method’s approximation)', () => {
    // With bond terms present the A–B block is no longer rank one; its non-orthogonal eigenvectors
    // add a bond-coupling share to the perpendicular projection. Measured here: 1.05 kθ at 90°,
    // 1.18 kθ at 104.5°; Allen et al. (2018) report the modified method within ~10–20 % of fitted
    // angle constants on real molecules.
    const k90 = angleConstant(frameOf(bent(90, 400_000, 400)), [0, 1, 2], [1, 1]).k;
    const k104 = angleConstant(frameOf(bent(104.5, 400_000, 400)), [0, 1, 2], [1, 1]).k;
    expect(k90 / 400).toBeGreaterThan(1);
    expect(k90 / 400).toBeLessThan(1.1);
    expect(k104 / 400).toBeLessThan(1.2);
  });

  it('treats a linear angle by averaging over directions around the axis', () => {
    // Linear A–B–C along x (1 Å bonds) bending in y and z: E = ½ kθ (q_y² + q_z²) with Wilson's linear
    // bends q = (y_A − y_B)/R + (y_C − y_B)/R. The A–B block is −2kθ/R² on the whole yz plane, so every
    // direction around the axis gives R² k_A = 2kθ and the springs in series give kθ.
    const frame = frameOf({
      positions: [
        [-1, 0, 0],
        [0, 0, 0],
        [1, 0, 0],
      ],
      bonds: [],
      angles: [],
    });
    const h = frame.hessian as Float64Array;
    const r = 0.1;
    const g = [1 / r, -2 / r, 1 / r];
    for (const axis of [1, 2])
      for (let i = 0; i < 3; i++)
        for (let j = 0; j < 3; j++) h[(3 * i + axis) * 9 + 3 * j + axis] = 400 * (g[i] ?? 0) * (g[j] ?? 0);
    const fit = angleConstant(frame, [0, 1, 2], [1, 1]);
    expect(fit.k).toBeCloseTo(400, 6);
    expect(fit.theta0).toBeCloseTo(180, 9);
  });
});

describe('modified Seminario scaling factors', () => {
  it('are 1 + 1 for a planar trigonal centre and 1 + cos²120° for a tetrahedral one', () => {
    // Planar: the two angles sharing a bond lie in one plane, |u_PA·u_PA'|² = 1 → factor 2.
    const c = Math.cos((2 * Math.PI) / 3);
    const s = Math.sin((2 * Math.PI) / 3);
    const planar = frameOf({
      positions: [
        [0, 0, 0],
        [1, 0, 0],
        [c, s, 0],
        [c, -s, 0],
      ],
      bonds: [],
      angles: [],
    });
    const trigonal = angleScalingFactors(planar, [
      [1, 0, 2],
      [1, 0, 3],
      [2, 0, 3],
    ]);
    for (const f of trigonal) expect(f[0]).toBeCloseTo(2, 12);
    // Tetrahedral: the three planes through one bond are 120° apart around it → 1 + cos²(120°) = 1.25.
    const methane = frameOf({
      positions: [
        [0, 0, 0],
        [1, 1, 1],
        [1, -1, -1],
        [-1, 1, -1],
        [-1, -1, 1],
      ],
      bonds: [],
      angles: [],
    });
    const angles: [number, number, number][] = [
      [1, 0, 2],
      [1, 0, 3],
      [1, 0, 4],
      [2, 0, 3],
      [2, 0, 4],
      [3, 0, 4],
    ];
    for (const f of angleScalingFactors(methane, angles)) {
      expect(f[0]).toBeCloseTo(1.25, 12);
      expect(f[1]).toBeCloseTo(1.25, 12);
    }
  });

  it('are 1 when a bond takes part in a single angle (water)', () => {
    expect(angleScalingFactors(frameOf(bent(104.5, 0, 0)), [[0, 1, 2]])).toEqual([[1, 1]]);
  });
});

describe('blockProjection', () => {
  it('matches numpy.linalg.eig for non-symmetric blocks, complex eigenpairs included', () => {
    // Reference: /usr/bin/python3, numpy: w, v = eig(A); Re Σ w[i] |u·v[:, i]| with u = (1, 2, −0.5)/‖…‖.
    const n = Math.hypot(1, 2, -0.5);
    const u: Vec3 = [1 / n, 2 / n, -0.5 / n];
    expect(blockProjection([-3, 1.2, 0.4, -2, -1, 0.3, 0.5, 0.1, -2.5], u)).toBeCloseTo(
      -4.806543492731634,
      10,
    );
    expect(blockProjection([-4, 0.3, 0, 0.1, -1, 0.2, 0, 0.6, -0.5], u)).toBeCloseTo(-2.609730565537819, 10);
  });

  it('is λ for a multiple of the identity and 0 for a zero block', () => {
    expect(blockProjection([-2, 0, 0, 0, -2, 0, 0, 0, -2], [0, 0.6, 0.8])).toBeCloseTo(-2, 12);
    expect(blockProjection([0, 0, 0, 0, 0, 0, 0, 0, 0], [1, 0, 0])).toBe(0);
  });
});
