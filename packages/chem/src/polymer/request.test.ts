import { describe, expect, it } from 'vitest';
import { TopoForgeError } from '../core/errors.js';
import { checkPolymerRequest } from './request.js';
import type { PolymerRequest } from './request.js';
import { polymerRequestFromBody } from './spec-body.js';

const base = { degree: 10, torsion: 180 as number | 'random', seed: 1 };
const refused = (req: PolymerRequest): Record<string, unknown> => {
  try {
    checkPolymerRequest(req);
  } catch (e) {
    expect(e).toBeInstanceOf(TopoForgeError);
    expect((e as TopoForgeError).code).toBe('invalid-request');
    return { ...(e as TopoForgeError).data };
  }
  throw new Error('not refused');
};

describe('polymer request bounds (spec §5, §9)', () => {
  it('degree: integer 1–500 for homopolymers and blocks, 1–100 for random copolymers', () => {
    checkPolymerRequest({ kind: 'homopolymer', monomer: 'styrene', ...base, degree: 500 });
    expect(refused({ kind: 'homopolymer', monomer: 'styrene', ...base, degree: 501 })).toMatchObject({
      rule: 'degree',
      field: 'degree',
      max: 500,
    });
    expect(refused({ kind: 'homopolymer', monomer: 'styrene', ...base, degree: 2.5 })).toMatchObject({
      rule: 'degree',
    });
    expect(
      refused({ kind: 'block', blocks: [{ monomer: 'styrene', count: 1 }], ...base, degree: 0 }),
    ).toMatchObject({ rule: 'degree', min: 1 });
    const random = {
      kind: 'random',
      monomers: ['styrene'],
      mode: { type: 'probability', matrix: [[1]] },
    } as const;
    checkPolymerRequest({ ...random, ...base, degree: 100 });
    expect(refused({ ...random, ...base, degree: 101 })).toMatchObject({ rule: 'degree', max: 100 });
  });

  it('torsion −180…180 or random; seed 1–10 or −1', () => {
    const h = { kind: 'homopolymer', monomer: 'styrene' } as const;
    checkPolymerRequest({ ...h, ...base, torsion: -180 });
    checkPolymerRequest({ ...h, ...base, torsion: 'random', seed: -1 });
    expect(refused({ ...h, ...base, torsion: 180.5 })).toMatchObject({ rule: 'torsion', field: 'torsion' });
    expect(refused({ ...h, ...base, seed: 11 })).toMatchObject({ rule: 'seed', max: 10 });
    expect(refused({ ...h, ...base, seed: 0 })).toMatchObject({ rule: 'seed', min: 1 });
  });

  it('blocks: 1–9 rows, each with a monomer and a count 1–5', () => {
    const rows = (n: number, count = 1): { monomer: string; count: number }[] =>
      Array.from({ length: n }, () => ({ monomer: 'styrene', count }));
    expect(refused({ kind: 'block', blocks: [], ...base })).toMatchObject({ rule: 'monomer-required' });
    expect(refused({ kind: 'block', blocks: rows(10), ...base })).toMatchObject({
      rule: 'block-rows',
      max: 9,
    });
    expect(refused({ kind: 'block', blocks: rows(2, 6), ...base })).toMatchObject({
      rule: 'block-count',
      row: 1,
      max: 5,
    });
    expect(
      refused({
        kind: 'block',
        blocks: [
          { monomer: 'styrene', count: 1 },
          { monomer: '', count: 1 },
        ],
        ...base,
      }),
    ).toMatchObject({ rule: 'monomer-required', row: 2 });
  });

  it('probability matrix: square, cells 0–1 with 3 decimals, every row summing to 1 (the row is named)', () => {
    const rnd = (matrix: number[][], monomers = ['styrene', 'methyl-methacrylate']): PolymerRequest => ({
      kind: 'random',
      monomers,
      mode: { type: 'probability', matrix },
      ...base,
    });
    checkPolymerRequest(
      rnd([
        [0.5, 0.5],
        [0.333, 0.667],
      ]),
    );
    expect(
      refused(
        rnd([
          [0.5, 0.5],
          [0.3, 0.6],
        ]),
      ),
    ).toMatchObject({ rule: 'row-sum', field: 'probability', row: 2, sum: 0.9 });
    expect(refused(rnd([[0.5, 0.5]]))).toMatchObject({ rule: 'matrix-shape', size: 2 });
    expect(
      refused(
        rnd([
          [0.5005, 0.4995],
          [0.5, 0.5],
        ]),
      ),
    ).toMatchObject({ rule: 'matrix-cell', row: 1, column: 1 });
    expect(
      refused(
        rnd([
          [1.5, -0.5],
          [0.5, 0.5],
        ]),
      ),
    ).toMatchObject({ rule: 'matrix-cell' });
    expect(
      refused(
        rnd(
          [[1]],
          Array.from({ length: 10 }, () => 'styrene'),
        ),
      ),
    ).toMatchObject({ rule: 'too-many-monomers', max: 9 });
    expect(refused(rnd([[1]], []))).toMatchObject({ rule: 'monomer-required' });
  });

  it('competitive: positive reactivity ratios off the diagonal, concentrations 0–1', () => {
    const comp = (ratios: number[][], feed: number[]): PolymerRequest => ({
      kind: 'random',
      monomers: ['styrene', 'methyl-methacrylate'],
      mode: { type: 'reactive', ratios, feed, fixedFeed: true },
      ...base,
    });
    checkPolymerRequest(
      comp(
        [
          [0, 0.52],
          [0.46, 0],
        ],
        [0.5, 0.5],
      ),
    );
    expect(
      refused(
        comp(
          [
            [1, 0],
            [0.46, 1],
          ],
          [0.5, 0.5],
        ),
      ),
    ).toMatchObject({ rule: 'reactivity-ratio', row: 1, column: 2 });
    expect(
      refused(
        comp(
          [
            [1, 0.52],
            [0.46, 1],
          ],
          [0.5, 1.2],
        ),
      ),
    ).toMatchObject({ rule: 'feed', row: 2 });
    expect(
      refused(
        comp(
          [
            [1, 0.52],
            [0.46, 1],
          ],
          [0, 0],
        ),
      ),
    ).toMatchObject({ rule: 'feed' });
  });

  it("reads the spec's bodies: reactive rows are the concentration then the ratios; forceconcentration 1 = fixed feed", () => {
    const req = polymerRequestFromBody('random', {
      type: 'reactive',
      monomerlist: ['styrene', 'methyl-methacrylate'],
      degree: 50,
      torsion: 'random',
      probability: [
        [0.5, 0, 0.52],
        [0.5, 0.46, 0],
      ],
      polytype: 'ht',
      forceconcentration: 1,
      seed: -1,
      init: 'CH3',
    });
    expect(req).toMatchObject({
      kind: 'random',
      head: 'CH3',
      mode: {
        type: 'reactive',
        feed: [0.5, 0.5],
        ratios: [
          [0, 0.52],
          [0.46, 0],
        ],
        fixedFeed: true,
      },
    });
    expect(
      polymerRequestFromBody('block', {
        monomerlist: ['a', 'b'],
        numberlist: [2, 3],
        degree: 1,
        torsion: 180,
      }),
    ).toMatchObject({
      blocks: [
        { monomer: 'a', count: 2 },
        { monomer: 'b', count: 3 },
      ],
    });
  });
});
