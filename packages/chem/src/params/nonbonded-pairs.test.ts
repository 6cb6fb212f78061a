import { describe, expect, it } from 'vitest';
import { ChemError } from '../core/errors.js';
import type { NonbondedPairParameter, Provenance, System } from '../core/system.js';
import { acetaldehyde } from '../writers/testing/acetaldehyde.js';
import {
  checkNonbondedPairs,
  explicitWriterPairs,
  nonbondedPairLookup,
  refuseNonbondedPairs,
} from './nonbonded-pairs.js';
import { parameterize } from './parameterize.js';
import type { NonbondedPairRow } from './system-wire.js';
import { systemFromWire, systemToWire } from './system-wire.js';
import { miniGaff, toluene } from './testing/molecules.js';

const HAND: Provenance = { forceField: 'test', source: 'nonbonded-pairs.test.ts', estimated: false };
const pair = (a: string, b: string, sigma = 0.3, epsilon = 0.5): NonbondedPairParameter => ({
  types: [a, b],
  funct: 1,
  sigma,
  epsilon,
  provenance: HAND,
});
const withPairs = (rows: NonbondedPairParameter[]): System => ({ ...acetaldehyde(), nonbondedPairs: rows });

const chemError = (work: () => unknown): ChemError => {
  try {
    work();
  } catch (e) {
    expect(e).toBeInstanceOf(ChemError);
    return e as ChemError;
  }
  throw new Error('expected a ChemError');
};

describe('explicit nonbonded pair parameters', () => {
  it('looks a type pair up in either order and maps it onto every writer type of those System types', () => {
    const system = withPairs([pair('c3', 'o'), pair('hc', 'hc', 0.25, 0.1)]);
    const lookup = nonbondedPairLookup(system);
    expect(lookup('o', 'c3')?.sigma).toBe(0.3);
    expect(lookup('c3', 'c3')).toBeUndefined();
    // A writer that split 'hc' into two types (e.g. different charges) overrides hc–hc, hc–hc_2, hc_2–hc_2.
    const pairs = explicitWriterPairs(system, ['c3', 'c', 'o', 'ha', 'hc', 'hc']);
    expect(pairs.map(({ i, j }) => [i, j])).toEqual([
      [0, 2],
      [4, 4],
      [4, 5],
      [5, 5],
    ]);
  });

  it('refuses rows that no writer could honour as meant, naming the row', () => {
    expect(() => checkNonbondedPairs(withPairs([pair('c3', 'o')]))).not.toThrow();
    expect(chemError(() => checkNonbondedPairs(withPairs([pair('c3', 'zz')]))).message).toMatch(
      /parameter 1 \(c3–zz\) names type 'zz', which no atom has/,
    );
    expect(
      chemError(() => checkNonbondedPairs(withPairs([pair('c3', 'o'), pair('o', 'c3')]))).message,
    ).toMatch(/parameter 2 .* repeats the type pair of row 1/);
    expect(chemError(() => checkNonbondedPairs(withPairs([pair('c3', 'o', 0)]))).message).toMatch(/σ > 0/);
    expect(chemError(() => checkNonbondedPairs(withPairs([pair('c3', 'o', 0.3, -1)]))).message).toMatch(
      /ε ≥ 0/,
    );
    expect(chemError(() => refuseNonbondedPairs(withPairs([pair('c3', 'o')]), 'X', 'why.')).message).toBe(
      'X cannot write explicit Lennard-Jones pair parameters (1 type pair, first c3–o): why.',
    );
    expect(() => refuseNonbondedPairs(acetaldehyde(), 'X', 'why.')).not.toThrow();
  });

  it('travels in the wire form as [typeA, typeB, 1, σ, ε] with provenance, and edits become user rows', () => {
    const mol = toluene.molecule();
    const charges = Float64Array.from(toluene.types, () => 0);
    const base = parameterize(mol, { types: toluene.types, charges, forceField: miniGaff() }).system;
    expect(systemToWire(base).nonbondedPairs).toBeUndefined();
    const system: System = { ...base, nonbondedPairs: [pair('ca', 'ha', 0.31, 0.2)] };
    const wire = systemToWire(system);
    expect(wire.nonbondedPairs).toEqual([['ca', 'ha', 1, 0.31, 0.2]]);
    expect(wire.provenance.nonbondedPairs).toEqual([HAND]);
    expect(systemFromWire(wire, mol, system).nonbondedPairs).toEqual(system.nonbondedPairs);
    const edited = {
      ...wire,
      nonbondedPairs: [['ca', 'ha', 1, 0.33, 0.2] as NonbondedPairRow],
    };
    const back = systemFromWire(edited as typeof wire, mol, system).nonbondedPairs![0]!;
    expect([back.sigma, back.provenance.derivedFrom]).toEqual([0.33, 'user']);
    const unknown = { ...wire, nonbondedPairs: [['ca', 'xx', 1, 0.3, 0.2]] } as typeof wire;
    expect(chemError(() => systemFromWire(unknown, mol)).message).toMatch(/'xx', which no atom has/);
    const badSigma = { ...wire, nonbondedPairs: [['ca', 'ha', 1, Number.NaN, 0.2]] } as typeof wire;
    expect(chemError(() => systemFromWire(badSigma, mol)).message).toMatch(/no number in column 4/);
  });
});
