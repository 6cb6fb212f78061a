import { describe, expect, it } from 'vitest';
import { BondOrder } from '../core/bond-order.js';
import { bondsFrom, MoleculeBuilder, withBonds } from '../core/molecule.js';
import { perceivePeriodic } from './periodic-structure.js';
import { copperPaddlewheel, inCell } from './testing/frameworks.js';

describe('perceivePeriodic', () => {
  it('bonds with the metal rules, finds the nodes and splits the structure', () => {
    const { molecule, nodes, split, diagnostics } = perceivePeriodic(copperPaddlewheel());
    expect(molecule.bonds.count).toBe(20);
    expect(nodes.map((n) => n.label)).toEqual(['Cu2 paddlewheel']);
    expect(split.molecules).toHaveLength(1);
    expect(diagnostics.map((d) => d.code)).toEqual(['metal-metal-contact', 'metal-nodes']);
  });

  it('a water in a 3-periodic net is named as a guest', () => {
    // Three carbon rods (1.5 Å spacing) along a, b and c meet at the origin of a 9 Å cell: one
    // 3-periodic net, with room for a water at the cell centre.
    const rods = [0, 1, 2].flatMap((axis) =>
      [1, 2, 3, 4, 5].map((k): [string, number, number, number] => {
        const p = [0, 0, 0];
        p[axis] = 1.5 * k;
        return ['C', p[0]!, p[1]!, p[2]!];
      }),
    );
    const mol = inCell(
      9,
      [['C', 0, 0, 0], ...rods, ['O', 4.5, 4.5, 4.5], ['H', 5.26, 5.09, 4.5], ['H', 3.74, 5.09, 4.5]],
      0,
    );
    const { split, diagnostics } = perceivePeriodic(mol);
    expect(split.framework.map((c) => [c.dimensionality, c.formula])).toEqual([[3, 'C16']]);
    expect(diagnostics.map((d) => d.message)).toEqual([
      'Guests and solvent separated from the framework: 1 water (H2O).',
    ]);
  });

  it('keeps the bonds the file gives (a CIF _geom_bond loop) instead of searching', () => {
    const mol = copperPaddlewheel();
    const given = withBonds(mol, bondsFrom([{ a: 0, b: 1, order: BondOrder.Single, image: [0, 0, 0] }]));
    const result = perceivePeriodic(given);
    expect(result.molecule.bonds.count).toBe(1);
    expect(result.split.molecules.map((c) => c.formula)).toContain('Cu2');
  });

  it('refuses a structure without a cell', () => {
    const b = new MoleculeBuilder('x');
    b.addAtom({ element: 6, x: 0, y: 0, z: 0 });
    expect(() => perceivePeriodic(b.build())).toThrow(/needs a cell/);
  });
});
