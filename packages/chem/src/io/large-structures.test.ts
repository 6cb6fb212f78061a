import { describe, expect, it } from 'vitest';
import { BondOrder } from '../core/bond-order.js';
import type { Molecule } from '../core/molecule.js';
import { bondsFrom, MoleculeBuilder, withBonds } from '../core/molecule.js';
import { findFormat } from './registry.js';

/**
 * Input-sized lists are appended one item at a time, never spread into one call: `push(...list)` puts
 * every item on the stack and throws "Maximum call stack size exceeded" past ~125,000 items (less in a
 * worker thread), a 500 for a large but valid structure.
 */
function chain(n: number): Molecule {
  const builder = new MoleculeBuilder('chain');
  // On a 100 × 100 grid of layers, so that every coordinate fits the pdb columns.
  for (let i = 0; i < n; i++)
    builder.addAtom({
      element: 6,
      x: 1.5 * (i % 100),
      y: 1.5 * (Math.floor(i / 100) % 100),
      z: 1.5 * Math.floor(i / 1e4),
    });
  const pairs = Array.from({ length: n - 1 }, (_, i) => ({ a: i, b: i + 1, order: BondOrder.Single }));
  return withBonds(builder.build(), bondsFrom(pairs));
}

describe('writers of large structures', () => {
  const mol = chain(200_000);

  it('writes the CONECT records of a 200,000-atom pdb', () => {
    const text = findFormat('pdb')!.write!(mol);
    expect(text.match(/^CONECT/gm)).toHaveLength(200_000);
  });

  it('writes the connectivity section of a 200,000-atom gjf', () => {
    const text = findFormat('gjf')!.write!(mol);
    expect(text.trimEnd().split('\n').at(-1)!.trim()).toBe('200000');
  });
});
