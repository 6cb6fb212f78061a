import { describe, expect, it } from 'vitest';
import { BondOrder } from '../../core/bond-order.js';
import { ChemError } from '../../core/errors.js';
import { MoleculeBuilder } from '../../core/molecule.js';
import { buildGraphene } from '../graphene/graphene.js';
import { addFunctionalGroups } from './functionalize.js';
import type { FunctionalizeRequest } from './request.js';
import { neighboursOf } from './testing/geometry.js';

const sheet = buildGraphene({ x: 2, y: 2 }).molecule; // periodic, 16 C

function refusal(run: () => unknown): ChemError {
  try {
    run();
  } catch (e) {
    expect(e).toBeInstanceOf(ChemError);
    return e as ChemError;
  }
  throw new Error('no refusal');
}

/** Benzene (Kekulé), flat: six C–H and no carbon with three carbon neighbours. */
function benzene(): ReturnType<MoleculeBuilder['build']> {
  const b = new MoleculeBuilder('benzene');
  for (let k = 0; k < 6; k++) {
    const t = (k * Math.PI) / 3;
    b.addAtom({ element: 6, x: 1.39 * Math.cos(t), y: 1.39 * Math.sin(t), z: 0 });
  }
  for (let k = 0; k < 6; k++) {
    const t = (k * Math.PI) / 3;
    b.addAtom({ element: 1, x: 2.48 * Math.cos(t), y: 2.48 * Math.sin(t), z: 0 });
    b.addBond({ a: k, b: (k + 1) % 6, order: k % 2 ? BondOrder.Single : BondOrder.Double });
    b.addBond({ a: k, b: k + 6, order: BondOrder.Single });
  }
  return b.build();
}

describe('functional-group requests', () => {
  it.each<[FunctionalizeRequest, string, string]>([
    [{ group: '-SH' }, 'group', "Unknown functional group '-SH'"],
    [{ orientation: 'sideways' }, 'orientation', "Unknown orientation 'sideways'"],
    [{ count: 0 }, 'count', 'count must be an integer from 1'],
    [{ count: 1.5 }, 'count', 'count must be an integer from 1'],
    [{ seed: -1 }, 'seed', 'seed must be an integer'],
  ])('%j is refused (rule %s)', (request, rule, message) => {
    const e = refusal(() => addFunctionalGroups(sheet, request));
    expect(e.code).toBe('invalid-request');
    expect(e.data).toMatchObject({ rule, field: rule });
    expect(e.message).toContain(message);
  });

  it('an edge group on a periodic sheet names the group and says the structure has no edges', () => {
    const e = refusal(() => addFunctionalGroups(sheet, { group: '-COOH' }));
    expect(e.data).toMatchObject({ rule: 'no-edge', value: '-COOH' });
    expect(e.message).toMatch(/^carboxyl \(-COOH\) goes on edge carbons/);
  });

  it('a basal group on benzene (no carbon with three carbon neighbours) is refused; an edge group fits', () => {
    expect(refusal(() => addFunctionalGroups(benzene(), { group: '-OH' })).data).toMatchObject({
      rule: 'no-basal',
    });
    const phenol = addFunctionalGroups(benzene(), { group: '-NH2' });
    expect(phenol.description.formula).toBe('C6H7N'); // aniline
  });

  it('when the sites run out the error says how many fitted, and that many is accepted', () => {
    const e = refusal(() => addFunctionalGroups(sheet, { group: '-OH', count: 16 }));
    expect(e.data).toMatchObject({ rule: 'no-site', requested: 16 });
    const placed = e.data['placed'] as number;
    expect(e.message).toContain(`Only ${placed} of 16 hydroxyl groups (-OH) fit`);
    // No two on neighbouring carbons: at most half the 16 carbons of the bipartite sheet, at least one.
    expect(placed).toBeGreaterThan(0);
    expect(placed).toBeLessThanOrEqual(8);
    expect(addFunctionalGroups(sheet, { group: '-OH', count: placed }).description.groups).toHaveLength(
      placed,
    );
  });

  it('a second request leaves the carbons next to the first groups alone', () => {
    const big = buildGraphene({ x: 5, y: 4 }).molecule;
    const first = addFunctionalGroups(big, { group: '_O_', count: 3, seed: 3 });
    const second = addFunctionalGroups(first.molecule, { group: '-OH', count: 4, seed: 4 });
    expect(second.description.formula).toBe('C80H4O7');
    // A basal group adds atoms after the old ones and removes none: the first request's indices still hold.
    const epoxideCarbons = new Set(first.description.groups.flatMap((g) => g.carbons));
    for (const g of second.description.groups) {
      const c = g.carbons[0]!;
      expect(epoxideCarbons.has(c)).toBe(false);
      for (const n of neighboursOf(second.molecule, c)) expect(epoxideCarbons.has(n)).toBe(false);
    }
  });
});
