import { describe, expect, it } from 'vitest';
import { readMol2 } from '../io/mol2/read.js';
import { buildPolymer, planPolymer } from './build-chain.js';
import { chainContacts } from './chain-checks.js';
import type { PolymerRequest } from './request.js';
import { angle, distance, junctions, mesoFraction, neighbours } from './testing/chain-analysis.js';
import { FIXTURE_SMILES, fixtureUnits } from './testing/fixture-units.js';

const units = fixtureUnits();
const PS = FIXTURE_SMILES.styrene;
const homo = (extra: Partial<PolymerRequest> = {}): PolymerRequest =>
  ({ kind: 'homopolymer', monomer: PS, degree: 20, torsion: 'random', seed: 3, ...extra }) as PolymerRequest;

describe('chain growth (issue 18.2)', () => {
  it('is deterministic: the same request gives the same mol2, another seed another chain', () => {
    const a = buildPolymer(homo(), units).mol2;
    expect(buildPolymer(homo(), units).mol2).toBe(a);
    expect(buildPolymer(homo({ seed: 4 }), units).mol2).not.toBe(a);
    // seed −1 (unused) is deterministic too
    expect(buildPolymer(homo({ seed: -1 }), units).mol2).toBe(buildPolymer(homo({ seed: -1 }), units).mol2);
  });

  it('writes a mol2 our reader reads back with every atom and bond; the unit count and atoms add up', () => {
    const r = buildPolymer(homo({ degree: 10 }), units);
    // 10 styrene units C8H8 plus the two chain-end hydrogens.
    expect(r.atomCount).toBe(10 * 16 + 2);
    const back = readMol2(r.mol2).molecules[0]!;
    expect(back.atomCount).toBe(r.atomCount);
    expect(back.bonds.count).toBe(r.molecule.bonds.count);
    expect(r.sequence).toEqual(new Array(10).fill(PS));
  });

  it('junctions are sane: C–C 1.4–1.6 Å, angles 100–130°; no heavy pair under 2.5 Å, none >3 bonds apart under 1.6 Å', () => {
    for (const [monomer, tacticity, torsion] of [
      [PS, 'atactic', 'random'],
      [FIXTURE_SMILES.mma, 'syndiotactic', 180],
      [FIXTURE_SMILES.pet, 'atactic', 'random'],
    ] as const) {
      const r = buildPolymer(
        { kind: 'homopolymer', monomer, degree: 60, torsion, seed: 2, tacticity },
        units,
      );
      const m = r.molecule;
      const adj = neighbours(m);
      for (const [a, b] of junctions(m)) {
        if (m.elements[a] === 6 && m.elements[b] === 6) {
          expect(distance(m, a, b)).toBeGreaterThanOrEqual(1.4);
          expect(distance(m, a, b)).toBeLessThanOrEqual(1.6);
        }
        for (const [x, y] of [
          [a, b],
          [b, a],
        ] as const) {
          for (const n of adj[x]!) {
            if (n === y) continue;
            expect(angle(m, n, x, y)).toBeGreaterThan(100);
            expect(angle(m, n, x, y)).toBeLessThan(130);
          }
        }
      }
      expect(chainContacts(m)).toEqual({ heavyUnder25: 0, beyond3Under16: 0 });
    }
  });

  it('block copolymers have exactly the counts asked, in order, repeated `degree` times', () => {
    const r = buildPolymer(
      {
        kind: 'block',
        blocks: [
          { monomer: PS, count: 2 },
          { monomer: FIXTURE_SMILES.mma, count: 3 },
        ],
        degree: 4,
        torsion: 180,
        seed: 1,
      },
      units,
    );
    expect(r.sequence).toEqual(
      Array.from({ length: 4 }, () => [
        PS,
        PS,
        FIXTURE_SMILES.mma,
        FIXTURE_SMILES.mma,
        FIXTURE_SMILES.mma,
      ]).flat(),
    );
    expect(r.molecule.residues.map((x) => x.name)).toEqual(
      Array.from({ length: 4 }, () => ['M1', 'M1', 'M2', 'M2', 'M2']).flat(),
    );
  });

  it('tacticity: meso fraction 1 isotactic, 0 syndiotactic, ½ within 3σ atactic (from the built geometry)', () => {
    const meso = (
      tacticity: 'isotactic' | 'syndiotactic' | 'atactic',
      degree: number,
    ): { meso: number; dyads: number } =>
      mesoFraction(buildPolymer(homo({ tacticity, degree, polytype: 'ht' }), units).molecule);
    expect(meso('isotactic', 30).meso).toBe(1);
    expect(meso('syndiotactic', 30).meso).toBe(0);
    const a = meso('atactic', 200);
    expect(Math.abs(a.meso - 0.5)).toBeLessThanOrEqual(3 * Math.sqrt(0.25 / a.dyads));
  });

  it('head-to-head chains alternate the units; end groups sit on the chain ends', () => {
    const plan = planPolymer(homo({ polytype: 'hh', degree: 6 }));
    expect(plan.reversed).toEqual([false, true, false, true, false, true]);
    const r = buildPolymer(homo({ degree: 5, head: 'CH3', tail: 'COOH' }), units);
    const names = r.molecule.residues.map((x) => x.name);
    expect(names[0]).toBe('BEG');
    expect(names[names.length - 1]).toBe('END');
    // 5 units C8H8 + CH3 + COOH
    expect(r.atomCount).toBe(5 * 16 + 4 + 4);
    expect(chainContacts(r.molecule)).toEqual({ heavyUnder25: 0, beyond3Under16: 0 });
  });

  it('random copolymers follow the matrix; a missing 3D unit is an error naming its SMILES', () => {
    const r = buildPolymer(
      {
        kind: 'random',
        monomers: [PS, FIXTURE_SMILES.mma],
        degree: 40,
        torsion: 'random',
        seed: 2,
        mode: {
          type: 'probability',
          matrix: [
            [0, 1],
            [1, 0],
          ],
        },
      },
      units,
    );
    for (let k = 1; k < r.sequence.length; k++) expect(r.sequence[k]).not.toBe(r.sequence[k - 1]);
    expect(() => buildPolymer(homo({ monomer: '*CC(*)Br' }), units)).toThrow(
      expect.objectContaining({
        data: expect.objectContaining({ rule: 'unit-geometry', smiles: '*CC(*)Br' }),
      }),
    );
  });
});
