import { describe, expect, it } from 'vitest';
import { cellFromParameters } from '../core/cell.js';
import { ChemError } from '../core/errors.js';
import type { NonbondedPairParameter, OneFourPairParameter, Provenance, System } from '../core/system.js';
import { acetaldehyde } from '../writers/testing/acetaldehyde.js';
import { composeSystems } from './compose-systems.js';
import { oneFourLennardJones, pairParameter14Lookup } from './pair-parameters-14.js';
import { supercellSystem } from './supercell.js';
import type { NonbondedPairRow, SystemWire } from './system-wire.js';
import { systemFromWire, systemToWire } from './system-wire.js';

const HAND: Provenance = { forceField: 'test', source: 'pair-parameters-14.test.ts', estimated: false };
const row = (a: string, b: string, sigma: number, epsilon: number): OneFourPairParameter => ({
  types: [a, b],
  funct: 1,
  sigma,
  epsilon,
  provenance: HAND,
});
/** Acetaldehyde (c3, c, o, ha, hc ×3; 1-4 pairs hc–o and hc–ha; rule 2, fudgeLJ 0.5) with 1-4 rows. */
const withRows = (rows: OneFourPairParameter[], explicit: NonbondedPairParameter[] = []): System => ({
  ...acetaldehyde(),
  pairParameters14: rows,
  ...(explicit.length > 0 ? { nonbondedPairs: explicit } : {}),
});

const chemError = (work: () => unknown): ChemError => {
  try {
    work();
  } catch (e) {
    expect(e).toBeInstanceOf(ChemError);
    return e as ChemError;
  }
  throw new Error('expected a ChemError');
};

describe('pairParameters14 (explicit 1-4 LJ per type pair)', () => {
  it('a 1-4 pair takes its row as it stands, before the explicit pair and the rule (both × fudgeLJ)', () => {
    const explicit = [{ ...row('hc', 'o', 0.28, 0.4), provenance: HAND }];
    const s = withRows([row('o', 'hc', 0.27, 0.3)], explicit);
    expect(pairParameter14Lookup(s)('hc', 'o')?.sigma).toBe(0.27);
    expect(pairParameter14Lookup(s)('hc', 'ha')).toBeUndefined();
    const lj = oneFourLennardJones(s);
    expect(lj(4, 2)).toMatchObject({ sigma: 0.27, epsilon: 0.3 });
    // Without the 1-4 row the explicit pair's σ and fudgeLJ · ε; without either, rule 2 × fudgeLJ.
    expect(oneFourLennardJones({ ...s, pairParameters14: [] })(4, 2)).toEqual({ sigma: 0.28, epsilon: 0.2 });
    const [hc, ha] = [s.atoms[4]!, s.atoms[3]!];
    expect(lj(4, 3).sigma).toBeCloseTo((hc.sigma + ha.sigma) / 2, 15);
    expect(lj(4, 3).epsilon).toBeCloseTo(0.5 * Math.sqrt(hc.epsilon * ha.epsilon), 15);
    expect(lj(4, 3).own).toBeUndefined();
  });

  it('travels in the wire form as [typeA, typeB, 1, σ, ε] with provenance, and edits become user rows', () => {
    const base = acetaldehyde();
    expect(systemToWire(base).pairParameters14).toBeUndefined();
    const s = withRows([row('o', 'hc', 0.27, 0.3)]);
    const wire = systemToWire(s);
    expect(wire.pairParameters14).toEqual([['o', 'hc', 1, 0.27, 0.3]]);
    expect(wire.provenance.pairParameters14).toEqual([HAND]);
    expect(wire.nonbondedPairs).toBeUndefined();
    expect(systemFromWire(wire, s.molecule, s).pairParameters14).toEqual(s.pairParameters14);
    // JSON (the API) keeps it as it is.
    const json = JSON.parse(JSON.stringify(wire)) as SystemWire;
    expect(systemFromWire(json, s.molecule, s).pairParameters14).toEqual(s.pairParameters14);
    const edited = { ...wire, pairParameters14: [['o', 'hc', 1, 0.26, 0.3] as NonbondedPairRow] };
    const back = systemFromWire(edited, s.molecule, s).pairParameters14![0]!;
    expect([back.sigma, back.provenance.derivedFrom]).toEqual([0.26, 'user']);
    const bad = (r: NonbondedPairRow) => ({ ...wire, pairParameters14: [r] });
    expect(chemError(() => systemFromWire(bad(['o', 'xx', 1, 0.3, 0.2]), s.molecule)).message).toMatch(
      /1-4 pair parameter 1 \(o–xx\) names type 'xx', which no atom has/,
    );
    expect(chemError(() => systemFromWire(bad(['o', 'hc', 2, 0.3, 0.2]), s.molecule)).message).toMatch(
      /1-4 pair parameter 1 \[o, hc, 2, 0.3, 0.2\] is not \[typeA, typeB, 1, sigma, epsilon\]/,
    );
    expect(chemError(() => systemFromWire(bad(['o', 'hc', 1, Number.NaN, 0.2]), s.molecule)).message).toMatch(
      /1-4 pair parameter 1 row .* has no number in column 4/,
    );
  });

  it('a supercell keeps the table; composing parts keeps one row per type pair and refuses a conflict', () => {
    const cell = cellFromParameters({ a: 30, b: 30, c: 30, alpha: 90, beta: 90, gamma: 90 });
    const base = withRows([row('o', 'hc', 0.27, 0.3)]);
    const crystal: System = { ...base, molecule: { ...base.molecule, cell } };
    const big = supercellSystem(crystal, [2, 1, 1]);
    expect(big.atoms).toHaveLength(14);
    expect(big.pairParameters14).toEqual(base.pairParameters14);
    const first = Array.from({ length: 7 }, (_, i) => i);
    const second = first.map((i) => i + 7);
    const other = withRows([row('hc', 'o', 0.27, 0.3), row('hc', 'ha', 0.24, 0.05)]);
    const composed = composeSystems(
      big.molecule,
      [
        { system: base, atoms: first },
        { system: other, atoms: second },
      ],
      { ...base.defaults, fudgeLJ: 1 },
    );
    // 1-4 rows are absolute (no fudgeLJ): the composed defaults leave them as they were.
    expect(composed.pairParameters14?.map((r) => [...r.types, r.sigma, r.epsilon])).toEqual([
      ['hc', 'o', 0.27, 0.3],
      ['hc', 'ha', 0.24, 0.05],
    ]);
    expect(composed.nonbondedPairs).toBeUndefined();
    const clash = withRows([row('hc', 'o', 0.27, 0.31)]);
    expect(
      chemError(() =>
        composeSystems(
          big.molecule,
          [
            { system: base, atoms: first },
            { system: clash, atoms: second },
          ],
          base.defaults,
        ),
      ).message,
    ).toBe('two parts give the type pair hc–o different 1-4 Lennard-Jones parameters.');
  });
});
