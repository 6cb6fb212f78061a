import { describe, expect, it } from 'vitest';
import { BondOrder } from '../../core/bond-order.js';
import { ChemError } from '../../core/errors.js';
import { MERGED_HYDROGEN_TYPE, mergeUnitedAtoms } from './merge.js';
import { hydrogenSuppressed, TRAPPE_TEST_MOLECULES as M } from './trappe-test-molecules.js';
import { typeTrappeUa } from './trappe-type.js';

const X = MERGED_HYDROGEN_TYPE;
const heavyTypes = (mol: Parameters<typeof typeTrappeUa>[0]) =>
  mergeUnitedAtoms(mol, typeTrappeUa(mol).types).types;

describe('typeTrappeUa', () => {
  it('gives one type per input atom and merges every C–H hydrogen', () => {
    const { types } = typeTrappeUa(M.propan1ol);
    // Heavy atoms CH3 CH2 CH2 O, then 3 + 2 + 2 hydrogens on carbon, then the hydroxyl H.
    expect(types).toEqual(['CH3', 'CH2', 'CH2a', 'O', X, X, X, X, X, X, X, 'H']);
  });

  it('names the TraPPE-UA sites of alkanes and alcohols (Martin & Siepmann 1998, 1999; Chen et al. 2001)', () => {
    expect(heavyTypes(M.hexane)).toEqual(['CH3', 'CH2', 'CH2', 'CH2', 'CH2', 'CH3']);
    expect(heavyTypes(M.isobutane)).toEqual(['CH', 'CH3', 'CH3', 'CH3']);
    expect(heavyTypes(M.propan2ol)).toEqual(['CH3', 'CHa', 'CH3', 'O', 'H']);
    expect(heavyTypes(M.tertButanol)).toEqual(['Ca', 'CH3', 'CH3', 'CH3', 'O', 'H']);
    expect(heavyTypes(M.methanol)).toEqual(['CH3a', 'O', 'H']);
    expect(heavyTypes(hydrogenSuppressed([[6, 4]], []))).toEqual(['CH4']);
    expect(
      heavyTypes(
        hydrogenSuppressed(
          [
            [6, 0],
            [6, 3],
            [6, 3],
            [6, 3],
            [6, 3],
          ],
          [
            [0, 1],
            [0, 2],
            [0, 3],
            [0, 4],
          ],
        ),
      ),
    ).toEqual(['C', 'CH3', 'CH3', 'CH3', 'CH3']);
  });

  it('names the ether sites: O between two sp3 carbons, CH3/CH2 next to it (Stubbs et al. 2004)', () => {
    expect(heavyTypes(M.dimethylEther)).toEqual(['CH3e', 'Oe', 'CH3e']);
    expect(heavyTypes(M.diethylEther)).toEqual(['CH3', 'CH2e', 'Oe', 'CH2e', 'CH3']);
    expect(heavyTypes(M.methylEthylEther)).toEqual(['CH3e', 'Oe', 'CH2e', 'CH3']);
    expect(heavyTypes(M.methylPropylEther)).toEqual(['CH3e', 'Oe', 'CH2e', 'CH2', 'CH3']);
    // The H count of each input carbon decides the site; ether hydrogens are all merged.
    expect(typeTrappeUa(M.dimethylEther).types.filter((t) => t === X)).toHaveLength(6);
  });

  it('refuses what it does not cover, naming the atom (1-based) and what it is', () => {
    // Diisopropyl ether: an ether CH (only one source gives its σ here).
    const diisopropylEther = hydrogenSuppressed(
      [
        [6, 3],
        [6, 1],
        [6, 3],
        [8, 0],
        [6, 1],
        [6, 3],
        [6, 3],
      ],
      [
        [0, 1],
        [1, 2],
        [1, 3],
        [3, 4],
        [4, 5],
        [4, 6],
      ],
    );
    expect(() => typeTrappeUa(diisopropylEther)).toThrow(/Atom 2 .*CH bonded to an ether O/);
    // Dimethoxymethane: a carbon between two ether oxygens.
    const acetal = hydrogenSuppressed(
      [
        [6, 3],
        [8, 0],
        [6, 2],
        [8, 0],
        [6, 3],
      ],
      [
        [0, 1],
        [1, 2],
        [2, 3],
        [3, 4],
      ],
    );
    expect(() => typeTrappeUa(acetal)).toThrow(/Atom 3 .*carbon bonded to 2 oxygens/);
    // Acetone and acetaldehyde: carbonyls are named, and refused.
    const acetone = hydrogenSuppressed(
      [
        [6, 3],
        [6, 0],
        [6, 3],
        [8, 0],
      ],
      [
        [0, 1],
        [1, 2],
        [1, 3, BondOrder.Double],
      ],
    );
    expect(() => typeTrappeUa(acetone)).toThrow(/Atom 4 .*carbonyl O \(ketone or aldehyde/);
    const acetaldehyde = hydrogenSuppressed(
      [
        [6, 3],
        [6, 1],
        [8, 0],
      ],
      [
        [0, 1],
        [1, 2, BondOrder.Double],
      ],
    );
    expect(() => typeTrappeUa(acetaldehyde)).toThrow(/Atom 3 .*carbonyl O/);
    const water = hydrogenSuppressed([[8, 2]], []);
    expect(() => typeTrappeUa(water)).toThrow(/Atom 1 .*water oxygen/);
    const amine = hydrogenSuppressed(
      [
        [6, 3],
        [7, 2],
      ],
      [[0, 1]],
    );
    expect(() => typeTrappeUa(amine)).toThrow(/Atom 2 .*it is N;/);
    const ring = hydrogenSuppressed(
      [
        [6, 2],
        [6, 2],
        [6, 2],
        [6, 2],
        [6, 2],
        [6, 2],
      ],
      [
        [0, 1],
        [1, 2],
        [2, 3],
        [3, 4],
        [4, 5],
        [5, 0],
      ],
    );
    expect(() => typeTrappeUa(ring)).toThrow(/Atom 1 .*6-membered ring/);
    const unsaturated = hydrogenSuppressed(
      [
        [6, 2],
        [6, 2],
      ],
      [[0, 1]],
    );
    expect(() => typeTrappeUa(unsaturated)).toThrow(/Atom 1 .*carbon with 3 bonded atoms/);
    try {
      typeTrappeUa(acetone);
    } catch (e) {
      expect(e).toBeInstanceOf(ChemError);
      expect((e as ChemError).atoms).toEqual([3]);
    }
  });
});
