import { describe, expect, it } from 'vitest';
import { BondOrder } from '../../core/bond-order.js';
import { buildGraphene } from '../graphene/graphene.js';
import { addFunctionalGroups } from './functionalize.js';
import type { FunctionalGroupId } from './groups.js';
import {
  angle,
  closestDistantPair,
  distance,
  neighboursOf,
  orderOf,
  vectorBetween,
} from './testing/geometry.js';

const [H, C, N, O] = [1, 6, 7, 8];
// An H-terminated 4 × 3 flake: 4xy = 48 C and 2x + 4y = 20 H (graphene README), flat at one z.
const flake = buildGraphene({ x: 4, y: 3, terminalH: true }).molecule;
const sheetZ = flake.positions[2]!;

/**
 * Each group replaces one edge H: the formula of the flake with three groups, counted by hand from the
 * group's atoms (ether C–O–CH3, amino NH2, carboxyl COOH, nitro NO2, carbonyl O) less three H.
 */
const FORMULAS: Record<Exclude<FunctionalGroupId, '_O_' | '-OH'>, string> = {
  '-O-': 'C51H26O3', // +3 C, +3 O, −3 H + 9 H
  '-NH2': 'C48H23N3', // −3 H + 6 H
  '-COOH': 'C51H20O6', // −3 H + 3 H
  '-NO2': 'C48H17N3O6',
  '=O': 'C48H17O3',
};

describe('edge groups replace an edge C–H of an H-terminated flake', () => {
  for (const [group, formula] of Object.entries(FORMULAS)) {
    it(`${group}: formula ${formula}, no clash, nothing on neighbouring carbons`, () => {
      const { molecule, description } = addFunctionalGroups(flake, {
        group,
        count: 3,
        orientation: 'upward',
      });
      expect(description.formula).toBe(formula);
      const carbons = description.groups.map((g) => g.carbons[0]!);
      for (const c of carbons) {
        expect(neighboursOf(molecule, c)).toHaveLength(3);
        for (const n of neighboursOf(molecule, c)) expect(carbons).not.toContain(n);
      }
      const close = closestDistantPair(
        molecule,
        description.groups.flatMap((g) => g.atoms),
      );
      expect(close.d).toBeGreaterThan(close.withH ? 1.7 : 2.2);
    });
  }

  it('carboxyl: C–C 1.48, C=O 1.21, C–OH 1.31, O–H 0.97 Å, planar, perpendicular to the sheet, OH on the chosen side', () => {
    for (const [orientation, sign] of [
      ['upward', 1],
      ['downward', -1],
    ] as const) {
      const { molecule, description } = addFunctionalGroups(flake, { group: '-COOH', count: 2, orientation });
      for (const g of description.groups) {
        const [site] = g.carbons as [number];
        const [cc, od, oh, h] = g.atoms as [number, number, number, number];
        expect([
          molecule.elements[cc],
          molecule.elements[od],
          molecule.elements[oh],
          molecule.elements[h],
        ]).toEqual([C, O, O, H]);
        // Allen et al. 1987: C(ar)–COOH 1.48, C=O 1.21, C–OH 1.31 Å (conjugated acids).
        expect(distance(molecule, site, cc)).toBeCloseTo(1.48, 5);
        expect(distance(molecule, cc, od)).toBeCloseTo(1.21, 5);
        expect(distance(molecule, cc, oh)).toBeCloseTo(1.31, 5);
        expect(distance(molecule, oh, h)).toBeCloseTo(0.97, 5);
        // sp2 carboxyl carbon: its three angles sum to 360°.
        const sum =
          angle(molecule, site, cc, od) + angle(molecule, site, cc, oh) + angle(molecule, od, cc, oh);
        expect(sum).toBeCloseTo(360, 6);
        expect(orderOf(molecule, cc, od)).toBe(BondOrder.Double);
        expect(molecule.positions[3 * cc + 2]).toBeCloseTo(sheetZ, 6);
        expect(sign * (molecule.positions[3 * oh + 2]! - sheetZ)).toBeGreaterThan(1);
        expect(sign * (molecule.positions[3 * od + 2]! - sheetZ)).toBeLessThan(-0.9);
        // syn conformer: the acid H faces the C=O oxygen (about 2.2–2.3 Å in formic and acetic acid).
        expect(distance(molecule, h, od)).toBeGreaterThan(2.1);
        expect(distance(molecule, h, od)).toBeLessThan(2.4);
      }
    }
  });

  it('nitro: N+ with N=O and N–O−, C–N 1.47, N–O 1.22 Å, O–N–O 124° (nitrobenzene); net charge 0', () => {
    const { molecule, description } = addFunctionalGroups(flake, { group: '-NO2', count: 2 });
    for (const g of description.groups) {
      const [n, o1, o2] = g.atoms as [number, number, number];
      expect(molecule.elements[n]).toBe(N);
      expect(distance(molecule, g.carbons[0]!, n)).toBeCloseTo(1.47, 5);
      expect(distance(molecule, n, o1)).toBeCloseTo(1.22, 5);
      expect(angle(molecule, o1, n, o2)).toBeCloseTo(124, 5);
      expect([molecule.formalCharges[n], molecule.formalCharges[o1], molecule.formalCharges[o2]]).toEqual([
        1, 0, -1,
      ]);
    }
    expect(molecule.formalCharges.reduce((s, q) => s + q, 0)).toBe(0);
  });

  it('carbonyl: C=O 1.22 Å in the sheet plane along the old C–H; the carbon’s ring bonds become single', () => {
    const { molecule, description } = addFunctionalGroups(flake, { group: '=O', count: 1 });
    const [g] = description.groups;
    const [c] = g!.carbons as [number];
    const [o] = g!.atoms as [number];
    expect(distance(molecule, c, o)).toBeCloseTo(1.22, 5);
    expect(vectorBetween(molecule, c, o)[2]).toBeCloseTo(0, 6);
    expect(orderOf(molecule, c, o)).toBe(BondOrder.Double);
    for (const n of neighboursOf(molecule, c).filter((x) => x !== o)) {
      expect(orderOf(molecule, c, n)).toBe(BondOrder.Single);
      expect(angle(molecule, n, c, o)).toBeGreaterThan(110);
    }
  });

  it('amino and ether: C–N 1.40, N–H 1.01 Å, a planar N; C–O 1.37, O–CH3 1.42 Å, C–O–C 118° (anisole), tetrahedral methyl', () => {
    const amino = addFunctionalGroups(flake, { group: '-NH2', count: 1 });
    const [nA, h1, h2] = amino.description.groups[0]!.atoms as [number, number, number];
    const site = amino.description.groups[0]!.carbons[0]!;
    expect(distance(amino.molecule, site, nA)).toBeCloseTo(1.4, 5);
    expect(distance(amino.molecule, nA, h1)).toBeCloseTo(1.01, 5);
    const planar = angle(amino.molecule, site, nA, h1) + angle(amino.molecule, site, nA, h2);
    expect(planar + angle(amino.molecule, h1, nA, h2)).toBeCloseTo(360, 6);
    const ether = addFunctionalGroups(flake, { group: '-O-', count: 1, orientation: 'downward' });
    const [o, me, ...hs] = ether.description.groups[0]!.atoms as number[];
    const ring = ether.description.groups[0]!.carbons[0]!;
    expect(distance(ether.molecule, ring, o!)).toBeCloseTo(1.37, 5);
    expect(distance(ether.molecule, o!, me!)).toBeCloseTo(1.42, 5);
    expect(angle(ether.molecule, ring, o!, me!)).toBeCloseTo(118, 5);
    expect(ether.molecule.positions[3 * me! + 2]!).toBeLessThan(sheetZ - 1);
    expect(hs).toHaveLength(3);
    for (const h of hs) {
      expect(distance(ether.molecule, me!, h)).toBeCloseTo(1.09, 5);
      expect(angle(ether.molecule, o!, me!, h)).toBeCloseTo(109.47, 1);
    }
  });
});
