import { describe, expect, it } from 'vitest';
import { runWriter } from '../engine-writer.js';
import { acetaldehyde } from '../testing/acetaldehyde.js';
import { inversionCosine } from '../testing/forms.js';
import { periodicChain } from '../testing/materials.js';
import { openmmWriter } from './openmm-writer.js';

/*
 * The OpenMM writer's custom forces for the materials forms (energies against the System's own:
 * packages/engines/src/materials-openmm.test.ts).
 */
type P = readonly [number, number, number];
const sub = (a: P, b: P): P => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const dot = (a: P, b: P): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a: P, b: P): P => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
const angle = (a: P, b: P, c: P): number => {
  const [u, v] = [sub(a, b), sub(c, b)];
  return Math.acos(dot(u, v) / Math.sqrt(dot(u, u) * dot(v, v)));
};
/** OpenMM's dihedral(p1, p2, p3, p4) (any sign convention: only its sine squared is used). */
const dihedral = (a: P, b: P, c: P, d: P): number => {
  const [b1, b2, b3] = [sub(b, a), sub(c, b), sub(d, c)];
  const [n1, n2] = [cross(b1, b2), cross(b2, b3)];
  return Math.atan2(Math.sqrt(dot(b2, b2)) * dot(b1, n2), dot(n1, n2));
};

/** A deterministic scatter of points (no Math.random: a failure must repeat). */
function points(seed: number): P[] {
  let x = seed;
  const next = (): number => {
    x = (x * 16807) % 2147483647;
    return (x / 2147483647) * 4 - 2;
  };
  return Array.from({ length: 4 }, () => [next(), next(), next()] as P);
}

describe('OpenMM writer, materials forms', () => {
  it('sin ω = sin∠(l, centre, j) · sin(dihedral l, centre, j, k), as the XML computes ω, on 500 quartets', () => {
    for (let seed = 1; seed <= 500; seed++) {
      const [j, k, centre, l] = points(seed) as [P, P, P, P];
      // The same as COS_OMEGA (custom-forms.ts): |cos ω| from the identity, sign from the lean.
      const sw = Math.sin(angle(l, centre, j)) * Math.sin(dihedral(l, centre, j, k));
      const lean = Math.cos(angle(l, centre, j)) + Math.cos(angle(l, centre, k));
      const cw = (lean > 0 ? -1 : 1) * Math.sqrt(Math.max(0, 1 - sw * sw));
      // Against the plane's normal directly (testing/forms.ts, LAMMPS's construction).
      expect(cw, `seed ${seed}`).toBeCloseTo(inversionCosine(j, k, centre, l), 10);
    }
  });

  it('writes the angle forms as CustomAngleForces and the inversions in the <Script>', () => {
    const uff = runWriter(openmmWriter, periodicChain({ forms: 'uff' }), { residueName: 'CHN' })['CHN.xml']!;
    expect(uff).toContain('<CustomAngleForce energy="k*(c0+c1*cos(theta)+c2*cos(2*theta))">');
    expect(uff).toContain('<CustomAngleForce energy="k*(1+c*cos(n*theta))">');
    expect(uff).toContain('_mm.CustomCompoundBondForce(4, "k*(c0+c1*cw+c2*(2*cw^2-1)); cw=');
    // 12 carbons × 3 inversions, each once, atoms [j, k, centre, l] 0-based.
    expect(uff.match(/^ {4}\(\[\d+, \d+, \d+, \d+\], \[/gm)?.length).toBe(36);
    expect(uff).toContain('([22, 2, 0, 1], [8.368, 1, -1, 0])');
    // Bonded across the boundary: every bonded force by nearest image.
    expect(uff).toContain('_force.setUsesPeriodicBoundaryConditions(True)');
    const dreiding = runWriter(openmmWriter, periodicChain({ forms: 'dreiding', infinite: false }), {
      residueName: 'CHN',
    })['CHN.xml']!;
    expect(dreiding).toContain('<CustomAngleForce energy="0.5*k*(cos(theta)-cos(theta0))^2">');
    expect(dreiding).toContain('k*(flat*(1-cw)+a*(cw-cos0)^2)');
    // ψ0 = 10°: cos ψ0 = 0.984807753012, 1/(2 sin²ψ0) = 16.5817187388 (12 digits), flat 0; ψ0 = 0: flat 1.
    expect(dreiding).toContain('([0, 4, 2, 3], [167.4, 0.984807753012, 16.5817187388, 0])');
    expect(dreiding).toContain('([2, 6, 4, 5], [167.4, 1, 0, 1])');
    // A finite chain straddling the boundary has bonds across it as well.
    expect(dreiding).toContain('setUsesPeriodicBoundaryConditions(True)');
  });

  it('writes no <Script> when nothing needs one', () => {
    const xml = runWriter(openmmWriter, acetaldehyde(), { residueName: 'ACE' })['ACE.xml']!;
    expect(xml).not.toContain('<Script>');
    expect(xml).not.toContain('CustomAngleForce');
  });
});
