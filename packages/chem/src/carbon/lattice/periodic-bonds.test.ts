import { describe, expect, it } from 'vitest';
import type { Molecule } from '../../core/molecule.js';
import { bondsFromDistances } from '../../perception/bonds-from-distances.js';
import { buildGraphene } from '../graphene/graphene.js';
import { buildGraphyne } from '../graphyne/graphyne.js';
import { buildNanotube } from '../nanotube/nanotube.js';

/** Bonds as sorted keys "a-b:i,j,k" with a ≤ b (the reverse of a bond is b→a at the negated image). */
function keys(bonds: Molecule['bonds']): string[] {
  const out: string[] = [];
  for (let k = 0; k < bonds.count; k++) {
    let [a, b] = [bonds.a[k]!, bonds.b[k]!];
    let img = [0, 1, 2].map((c) => bonds.image?.[3 * k + c] ?? 0);
    const flip = a > b || (a === b && img.find((v) => v !== 0)! < 0);
    if (flip) [a, b, img] = [b, a, img.map((v) => -v)];
    out.push(`${a}-${b}:${img.join(',')}`);
  }
  return out.sort();
}

// chem's own distance perception (1.15 × covalent radii, every lattice image) must find exactly the bonds
// the builders wrote, images included: the builders follow chem's image convention.
describe('periodic carbon builders agree with bondsFromDistances', () => {
  it.each<[string, Molecule]>([
    ['graphene 3 × 2', buildGraphene({ x: 3, y: 2 }).molecule],
    ['graphene 1 × 1 (two bonds to one neighbour)', buildGraphene({ x: 1, y: 1 }).molecule],
    ['(10,0) tube, 2 periods', buildNanotube({ tube: { n: 10, m: 0 }, periods: 2 }).molecule],
    ['(6,5) tube, 1 period', buildNanotube({ tube: { n: 6, m: 5 }, periods: 1 }).molecule],
    [
      '(5,5)@(10,10), 3 periods',
      buildNanotube({ tube: { type: 'armchair', diameter: 6.78 }, walls: 2, periods: 3 }).molecule,
    ],
    [
      'β-graphyne armchair 2 × 1',
      buildGraphyne({
        unitCell: 'beta-GY',
        bonds: { vertexToSp: 1.4, triple: 1.23, double: 1.34 },
        x: 2,
        y: 1,
        type: 'armchair',
      }).molecule,
    ],
  ])('%s', (_name, molecule) => {
    const perceived = bondsFromDistances(molecule).bonds;
    expect(keys(perceived)).toEqual(keys(molecule.bonds));
  });
});
