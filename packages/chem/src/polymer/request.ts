import { polymerError } from './polymer-error.js';
import type { Polytype, Tacticity } from './sequence.js';

/**
 * A chain build as chem takes it: the spec's homopolymer, block and random-copolymer bodies (§7) in typed
 * form (spec-body.ts turns the bodies into these). Bounds are §9's: degree 1–500 (random copolymers
 * 1–100), torsion −180…180 or 'random', seed 1–10 or −1 (unused: the build is still deterministic, with
 * seed 0), at most 9 monomers, 1–5 units per block row, matrix cells 0–1 with at most 3 decimals.
 */
export interface PolymerCommon {
  readonly degree: number;
  readonly torsion: number | 'random';
  /** Default 'ht'. */
  readonly polytype?: Polytype;
  /** 1–10, or −1 when unused (default). */
  readonly seed?: number;
  /** End-group ids for the head end (the spec's `init`) and the tail end (`end`). */
  readonly head?: string;
  readonly tail?: string;
  /** Beyond the spec; default 'atactic'. */
  readonly tacticity?: Tacticity;
}

export type RandomMode =
  | { readonly type: 'probability'; readonly matrix: readonly (readonly number[])[] }
  | {
      readonly type: 'reactive';
      /** ratios[i][j] = r_ij for i ≠ j; the diagonal is ignored (r_ii = 1). */
      readonly ratios: readonly (readonly number[])[];
      readonly feed: readonly number[];
      /** forceconcentration 1: the feed is held fixed; 0: it is depleted as monomers are consumed. */
      readonly fixedFeed: boolean;
    };

export type PolymerRequest =
  | (PolymerCommon & { readonly kind: 'homopolymer'; readonly monomer: string })
  | (PolymerCommon & {
      readonly kind: 'block';
      readonly blocks: readonly { readonly monomer: string; readonly count: number }[];
    })
  | (PolymerCommon & {
      readonly kind: 'random';
      readonly monomers: readonly string[];
      readonly mode: RandomMode;
    });

export const MAX_DEGREE = { homopolymer: 500, block: 500, random: 100 } as const;
export const MAX_MONOMERS = 9;
export const MAX_BLOCK_COUNT = 5;
export const SEED_RANGE = [1, 10] as const;
/** Reactivity ratios accepted (the page's cells go 0–1; measured ratios above 1 are common, e.g. VC/VAc 1.68). */
export const MAX_RATIO = 100;

const threeDecimals = (x: number): boolean => Math.abs(x * 1000 - Math.round(x * 1000)) < 1e-6;

export function checkPolymerRequest(req: PolymerRequest): void {
  const max = MAX_DEGREE[req.kind];
  if (!Number.isInteger(req.degree) || req.degree < 1 || req.degree > max) {
    throw polymerError(
      'degree',
      `The degree of polymerisation must be an integer from 1 to ${max}; got ${req.degree}.`,
      {
        field: 'degree',
        value: req.degree,
        min: 1,
        max,
      },
    );
  }
  const t = req.torsion;
  if (t !== 'random' && !(typeof t === 'number' && Number.isFinite(t) && t >= -180 && t <= 180)) {
    throw polymerError(
      'torsion',
      `The torsion angle must be from -180 to 180 degrees or 'random'; got ${String(t)}.`,
      {
        field: 'torsion',
        value: String(t),
        min: -180,
        max: 180,
      },
    );
  }
  const seed = req.seed ?? -1;
  if (seed !== -1 && !(Number.isInteger(seed) && seed >= SEED_RANGE[0] && seed <= SEED_RANGE[1])) {
    throw polymerError(
      'seed',
      `The random seed must be an integer from 1 to 10 (or -1 when unused); got ${seed}.`,
      {
        field: 'seed',
        value: seed,
        min: 1,
        max: 10,
      },
    );
  }
  if (req.polytype !== undefined && !['ht', 'hh', 'rd'].includes(req.polytype)) {
    throw polymerError('polytype', `polytype must be ht, hh or rd; got '${String(req.polytype)}'.`, {
      field: 'polytype',
    });
  }
  if (req.tacticity !== undefined && !['isotactic', 'syndiotactic', 'atactic'].includes(req.tacticity)) {
    throw polymerError(
      'tacticity',
      `tacticity must be isotactic, syndiotactic or atactic; got '${String(req.tacticity)}'.`,
      {
        field: 'tacticity',
      },
    );
  }
  if (req.kind === 'block') checkBlocks(req.blocks);
  if (req.kind === 'random') checkRandom(req.monomers, req.mode);
}

function checkBlocks(blocks: readonly { monomer: string; count: number }[]): void {
  if (blocks.length === 0)
    throw polymerError('monomer-required', 'Add at least one monomer row.', { field: 'monomerlist' });
  if (blocks.length > MAX_MONOMERS) {
    throw polymerError('block-rows', `At most ${MAX_MONOMERS} rows are supported; got ${blocks.length}.`, {
      field: 'monomerlist',
      rows: blocks.length,
      max: MAX_MONOMERS,
    });
  }
  blocks.forEach((b, i) => {
    if (b.monomer.trim() === '') {
      throw polymerError('monomer-required', `Row ${i + 1} has no monomer.`, {
        field: 'monomerlist',
        row: i + 1,
      });
    }
    if (!Number.isInteger(b.count) || b.count < 1 || b.count > MAX_BLOCK_COUNT) {
      throw polymerError(
        'block-count',
        `Row ${i + 1}: the count must be an integer from 1 to ${MAX_BLOCK_COUNT}; got ${b.count}.`,
        {
          field: 'numberlist',
          row: i + 1,
          value: b.count,
          min: 1,
          max: MAX_BLOCK_COUNT,
        },
      );
    }
  });
}

function checkRandom(monomers: readonly string[], mode: RandomMode): void {
  if (monomers.length === 0)
    throw polymerError('monomer-required', 'Add at least one monomer.', { field: 'monomerlist' });
  if (monomers.length > MAX_MONOMERS) {
    throw polymerError(
      'too-many-monomers',
      `At most ${MAX_MONOMERS} monomers are supported; got ${monomers.length}.`,
      {
        field: 'monomerlist',
        monomers: monomers.length,
        max: MAX_MONOMERS,
      },
    );
  }
  monomers.forEach((mo, i) => {
    if (mo.trim() === '')
      throw polymerError('monomer-required', `Monomer ${i + 1} is not chosen.`, {
        field: 'monomerlist',
        row: i + 1,
      });
  });
  const n = monomers.length;
  const matrix = mode.type === 'probability' ? mode.matrix : mode.ratios;
  if (matrix.length !== n || matrix.some((r) => r.length !== n)) {
    throw polymerError('matrix-shape', `The matrix must be ${n} × ${n}, one row and column per monomer.`, {
      field: 'probability',
      size: n,
    });
  }
  if (mode.type === 'probability') checkProbabilities(mode.matrix);
  else checkReactive(mode.ratios, mode.feed);
}

function cellError(row: number, column: number, value: number, min: number, max: number): never {
  throw polymerError(
    'matrix-cell',
    `Matrix row ${row}, column ${column}: ${value} is not a number from ${min} to ${max} with at most 3 decimals.`,
    {
      field: 'probability',
      row,
      column,
      value,
      min,
      max,
    },
  );
}

function checkProbabilities(matrix: readonly (readonly number[])[]): void {
  matrix.forEach((row, i) => {
    row.forEach((x, j) => {
      if (!(Number.isFinite(x) && x >= 0 && x <= 1 && threeDecimals(x))) cellError(i + 1, j + 1, x, 0, 1);
    });
    const sum = row.reduce((s, x) => s + x, 0);
    if (Math.round(sum * 1000) !== 1000) {
      throw polymerError(
        'row-sum',
        `Matrix row ${i + 1} sums to ${Number(sum.toFixed(6))}; every row of a probability matrix must sum to 1.`,
        {
          field: 'probability',
          row: i + 1,
          sum: Number(sum.toFixed(6)),
        },
      );
    }
  });
}

function checkReactive(ratios: readonly (readonly number[])[], feed: readonly number[]): void {
  ratios.forEach((row, i) =>
    row.forEach((r, j) => {
      if (i !== j && !(Number.isFinite(r) && r > 0 && r <= MAX_RATIO && threeDecimals(r))) {
        throw polymerError(
          'reactivity-ratio',
          `Reactivity ratio r${i + 1}${j + 1} must be above 0 and at most ${MAX_RATIO} with at most 3 decimals; got ${r}.`,
          {
            field: 'probability',
            row: i + 1,
            column: j + 1,
            value: r,
          },
        );
      }
    }),
  );
  if (feed.length !== ratios.length) {
    throw polymerError('feed', `Give one concentration per monomer (${ratios.length}); got ${feed.length}.`, {
      field: 'probability',
    });
  }
  feed.forEach((f, i) => {
    if (!(Number.isFinite(f) && f >= 0 && f <= 1 && threeDecimals(f))) {
      throw polymerError(
        'feed',
        `Concentration of monomer ${i + 1} must be from 0 to 1 with at most 3 decimals; got ${f}.`,
        {
          field: 'probability',
          row: i + 1,
          value: f,
        },
      );
    }
  });
  if (!feed.some((f) => f > 0))
    throw polymerError('feed', 'At least one monomer concentration must be above 0.', {
      field: 'probability',
    });
}
