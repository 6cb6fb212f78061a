import { describe, expect, it } from 'vitest';
import { cellFromParameters } from '../core/cell.js';
import { MoleculeBuilder } from '../core/molecule.js';
import { withMinimumImageBonds } from './minimum-image-bonds.js';

/** Two carbons 1.5 Å apart across the a face of a cell of the given angles, bonded without an image. */
function pairAcrossFace(gamma: number) {
  const cell = cellFromParameters({ a: 10, b: 10, c: 10, alpha: 90, beta: 90, gamma });
  const builder = new MoleculeBuilder('pair');
  const nearA = [0.25, 5, 5] as const;
  // 1.5 Å behind atom 1 along a: wrapped to the far side of the cell.
  const unit = cell.vectors[0].map((x) => x / 10);
  const far = nearA.map((x, k) => x - 1.5 * unit[k]! + cell.vectors[0][k]!);
  builder.addAtom({ element: 6, x: nearA[0], y: nearA[1], z: nearA[2] });
  builder.addAtom({ element: 6, x: far[0]!, y: far[1]!, z: far[2]! });
  builder.addBond({ a: 0, b: 1, order: 1 });
  return builder.setCell(cell).build();
}

describe('withMinimumImageBonds', () => {
  it('gives a bond across the a face the image −1 along a (orthogonal cell)', () => {
    const mol = withMinimumImageBonds(pairAcrossFace(90));
    expect(Array.from(mol.bonds.image ?? [])).toEqual([-1, 0, 0]);
  });

  it('finds the nearest image in an oblique cell (γ = 60°)', () => {
    const mol = withMinimumImageBonds(pairAcrossFace(60));
    expect(Array.from(mol.bonds.image ?? [])).toEqual([-1, 0, 0]);
  });

  it('leaves a molecule without a cell unchanged', () => {
    const mol = pairAcrossFace(90);
    const plain = { ...mol, cell: undefined };
    expect(withMinimumImageBonds(plain)).toBe(plain);
  });
});
