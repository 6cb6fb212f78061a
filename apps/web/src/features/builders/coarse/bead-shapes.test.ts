import { describe, expect, it } from 'vitest';
import { mol2Molecules } from '../../auto-ff/mol2/mol2-structure';
import { BEAD_BOND_COLOR, BEAD_COLOR, beadOpacity, beadShapes, connectedPairs } from './bead-shapes';
import type { Bead } from './beads';

/** Three carbons on the x axis, 1.5 Å apart, and a hydrogen: a small fixture made for this test. */
const MOL2 = `@<TRIPOS>MOLECULE
fixture
 4 3 0 0 0
SMALL
NO_CHARGES

@<TRIPOS>ATOM
      1 C1          0.0000    0.0000    0.0000 C.3     1  UNK1        0.0000
      2 C2          1.5000    0.0000    0.0000 C.3     1  UNK1        0.0000
      3 C3          3.0000    0.0000    0.0000 C.3     1  UNK1        0.0000
      4 H4          3.0000    1.0900    0.0000 H       1  UNK1        0.0000
@<TRIPOS>BOND
     1     1     2    1
     2     2     3    1
     3     3     4    1
`;

const bead = (name: string, ids: number[]): Bead => ({
  nodeId: name,
  children: ids.map((id) => ({ nodeId: `${name}-${id}`, id, weight: 1 })),
});

describe('the bead view of 002 §2.9 / 001 §9', () => {
  const molecule = mol2Molecules(MOL2)[0]!;

  it('draws a yellow sphere per bead: radius 0.6 for one atom, else the farthest atom from the centroid + 0.1', () => {
    const shapes = beadShapes(molecule, [bead('B1', [1, 2]), bead('B2', [3])], {
      atomsShown: true,
      numbers: false,
    });
    // B1: centroid (0.75, 0, 0); both atoms 0.75 Å away → 0.85 (001 §9). B2: one atom → 0.6.
    expect(shapes.spheres[0]?.centre).toEqual([0.75, 0, 0]);
    expect(shapes.spheres[0]?.radius).toBeCloseTo(0.85, 12);
    expect(shapes.spheres[1]).toEqual({ centre: [3, 0, 0], radius: 0.6 });
    expect(shapes.sphereColor).toBe(BEAD_COLOR);
    expect(shapes.labels).toBeUndefined();
    expect(shapes.cylinders).toEqual([]);
  });

  it('is 0.6 opaque with atoms shown, else 1, and numbers the beads when asked', () => {
    expect(beadOpacity(true)).toBe(0.6);
    expect(beadOpacity(false)).toBe(1);
    const shapes = beadShapes(molecule, [bead('B1', [1]), bead('B2', [2, 3])], {
      atomsShown: false,
      numbers: true,
      A: [
        [0, 1],
        [1, 0],
      ],
      current: 1,
    });
    expect(shapes.opacity).toBe(1);
    expect(shapes.labels).toEqual(['1', '2']);
    expect(shapes.wireframe).toBe(1);
    expect(shapes.cylinders).toEqual([[0, 1]]);
    expect(shapes.cylinderColor).toBe(BEAD_BOND_COLOR);
  });

  it('joins the beads the connection matrix sets, each pair once', () => {
    const A = [
      [0, 1, 1],
      [1, 0, 0],
      [1, 0, 0],
    ];
    expect(connectedPairs(A)).toEqual([
      [0, 1],
      [0, 2],
    ]);
    expect(connectedPairs([])).toEqual([]);
  });
});
