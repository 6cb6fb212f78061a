import { describe, expect, it } from 'vitest';
import { mol2Bonds } from '../mol2/mol2-structure';
import { atomEnvironment } from './atom-environment';

// Water (H–O–H 104.52°, O–H 0.9572 Å: the TIP3P geometry) and a 4-carbon chain, written for this test.
const WATER = `@<TRIPOS>MOLECULE
water
 3 2 0 0 0
SMALL
NO_CHARGES

@<TRIPOS>ATOM
      1 O           0.0000    0.0000    0.0000 O.3     1  UNL1        0.0000
      2 H           0.9572    0.0000    0.0000 H       1  UNL1        0.0000
      3 H          -0.2399    0.9266    0.0000 H       1  UNL1        0.0000
@<TRIPOS>BOND
     1     1     2    1
     2     1     3    1
`;

const CHAIN = `@<TRIPOS>MOLECULE
butane skeleton
 4 3 0 0 0
SMALL
NO_CHARGES

@<TRIPOS>ATOM
      1 C1          0.0000    0.0000    0.0000 C.3     1  UNL1        0.0000
      2 C2          1.5000    0.0000    0.3000 C.3     1  UNL1        0.0000
      3 C3          2.0000    1.4000    0.0000 C.3     1  UNL1        0.0000
      4 C4          3.5000    1.4000    0.3000 C.3     1  UNL1        0.0000
@<TRIPOS>BOND
     1     1     2    1
     2     2     3    1
     3     3     4    1
`;

const angle = (a: { x: number; y: number }, o: { x: number; y: number }, b: { x: number; y: number }) => {
  const u = [a.x - o.x, a.y - o.y];
  const v = [b.x - o.x, b.y - o.y];
  const cos = (u[0]! * v[0]! + u[1]! * v[1]!) / (Math.hypot(u[0]!, u[1]!) * Math.hypot(v[0]!, v[1]!));
  return (Math.acos(cos) * 180) / Math.PI;
};

describe('atomEnvironment (the picture in the type dialog)', () => {
  it('reads the bonds 0-based', () => {
    expect(mol2Bonds(WATER)).toEqual([
      [0, 1],
      [0, 2],
    ]);
  });

  it('projects a planar fragment without distortion, the atom at the centre', () => {
    const env = atomEnvironment(WATER, 0);
    expect(env.atoms.map((a) => [a.label, a.centre])).toEqual([
      ['O', true],
      ['H', false],
      ['H', false],
    ]);
    const [o, h1, h2] = env.atoms;
    expect(o).toMatchObject({ x: env.width / 2, y: env.height / 2 });
    expect(Math.hypot(h1!.x - o!.x, h1!.y - o!.y)).toBeCloseTo(Math.hypot(h2!.x - o!.x, h2!.y - o!.y), 1);
    expect(angle(h1!, o!, h2!)).toBeCloseTo(104.52, 1);
    expect(env.bonds).toEqual([
      [0, 1],
      [0, 2],
    ]);
    for (const a of env.atoms) {
      expect(a.x).toBeGreaterThanOrEqual(0);
      expect(a.x).toBeLessThanOrEqual(env.width);
      expect(a.y).toBeGreaterThanOrEqual(0);
      expect(a.y).toBeLessThanOrEqual(env.height);
    }
  });

  it('shows only atoms within `depth` bonds', () => {
    expect(atomEnvironment(CHAIN, 0, 1).atoms.map((a) => a.index0)).toEqual([0, 1]);
    expect(atomEnvironment(CHAIN, 0, 2).atoms.map((a) => a.index0)).toEqual([0, 1, 2]);
    expect(atomEnvironment(CHAIN, 0, 2).bonds).toHaveLength(2);
    expect(atomEnvironment(CHAIN, 9).atoms).toEqual([]);
  });
});
