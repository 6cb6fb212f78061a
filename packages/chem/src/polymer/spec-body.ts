import { polymerError } from './polymer-error.js';
import type { PolymerCommon, PolymerRequest } from './request.js';
import type { Polytype, Tacticity } from './sequence.js';

/**
 * The spec's build bodies (§7), already shaped by the server's schema: homopolymer and block copolymer
 * {monomerlist, numberlist?, degree, torsion, probability: '', polytype, seed, init?, end?}, random
 * copolymer {type: probability|reactive, monomerlist, degree, torsion, probability (matrix; for reactive
 * each row is the monomer's concentration followed by its row of reactivity ratios), polytype,
 * forceconcentration 0|1, seed, init?, end?}. `tacticity` is ours, beyond the spec.
 */
export interface PolymerBody {
  readonly monomerlist: readonly string[];
  readonly numberlist?: readonly number[];
  readonly degree: number;
  readonly torsion: number | 'random';
  readonly probability?: readonly (readonly number[])[] | '';
  readonly polytype?: Polytype;
  readonly seed?: number;
  readonly init?: string;
  readonly end?: string;
  readonly type?: 'probability' | 'reactive';
  readonly forceconcentration?: 0 | 1;
  readonly tacticity?: Tacticity;
}

export function polymerRequestFromBody(
  kind: 'homopolymer' | 'block' | 'random',
  body: PolymerBody,
): PolymerRequest {
  const common: PolymerCommon = {
    degree: body.degree,
    torsion: body.torsion,
    ...(body.polytype === undefined ? {} : { polytype: body.polytype }),
    ...(body.seed === undefined ? {} : { seed: body.seed }),
    ...(body.init ? { head: body.init } : {}),
    ...(body.end ? { tail: body.end } : {}),
    ...(body.tacticity === undefined ? {} : { tacticity: body.tacticity }),
  };
  if (kind === 'homopolymer') {
    if (body.monomerlist.length !== 1) {
      throw polymerError('monomer-required', 'A homopolymer needs exactly one monomer.', {
        field: 'monomerlist',
      });
    }
    return { kind, monomer: body.monomerlist[0]!, ...common };
  }
  if (kind === 'block') {
    const counts = body.numberlist ?? [];
    if (counts.length !== body.monomerlist.length) {
      throw polymerError('block-count', 'Give one count per monomer row.', { field: 'numberlist' });
    }
    return {
      kind,
      blocks: body.monomerlist.map((monomer, i) => ({ monomer, count: counts[i]! })),
      ...common,
    };
  }
  const rows = body.probability === '' || body.probability === undefined ? [] : body.probability;
  if (body.type === 'reactive') {
    return {
      kind: 'random',
      monomers: body.monomerlist,
      mode: {
        type: 'reactive',
        feed: rows.map((r) => r[0]!),
        ratios: rows.map((r) => r.slice(1)),
        fixedFeed: body.forceconcentration === 1,
      },
      ...common,
    };
  }
  return {
    kind: 'random',
    monomers: body.monomerlist,
    mode: { type: 'probability', matrix: rows },
    ...common,
  };
}
