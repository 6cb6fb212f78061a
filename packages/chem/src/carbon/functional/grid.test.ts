import { describe, expect, it } from 'vitest';
import { cellFromParameters } from '../../core/cell.js';
import { MoleculeBuilder } from '../../core/molecule.js';
import type { Molecule } from '../../core/molecule.js';
import type { Vec3 } from '../../core/vec3.js';
import { norm } from '../../core/vec3.js';
import { buildGraphene } from '../graphene/graphene.js';
import { Draft } from './draft.js';
import { ContactGrid } from './grid.js';

/** A fixed pseudo-random sequence for the probe points (a linear congruential generator). */
function probes(count: number, size: number): Vec3[] {
  let s = 12345;
  const next = (): number => {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    return (s / 2 ** 32) * size;
  };
  return Array.from({ length: count }, () => [next(), next(), next()] as Vec3);
}

/** Every atom within 2.5 Å of a probe (by the minimum image) is among the grid's candidates. */
function coversNeighbourhood(mol: Molecule, size: number): void {
  const draft = new Draft(mol);
  const grid = new ContactGrid(draft);
  for (const p of probes(300, size)) {
    const near = new Set(grid.near(p));
    draft.positions.forEach((q, j) => {
      if (norm(draft.separation(p, q)) < 2.5) expect(near.has(j)).toBe(true);
    });
  }
}

describe('the contact grid', () => {
  it('finds every close atom on a periodic sheet (wrapping the boundary) and on a flake', () => {
    coversNeighbourhood(buildGraphene({ x: 5, y: 3 }).molecule, 25);
    coversNeighbourhood(buildGraphene({ x: 5, y: 3, terminalH: true }).molecule, 25);
  });

  it('finds every close atom in an oblique cell only a few bins wide', () => {
    const builder = new MoleculeBuilder('oblique').setCell(
      cellFromParameters({ a: 6, b: 7.5, c: 12, alpha: 80, beta: 105, gamma: 60 }),
    );
    for (const [x, y, z] of probes(60, 10)) builder.addAtom({ element: 6, x, y, z });
    coversNeighbourhood(builder.build(), 14);
  });
});
