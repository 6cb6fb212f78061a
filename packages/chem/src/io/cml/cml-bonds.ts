import { BondOrder } from '../../core/bond-order.js';
import type { TextContext } from '../text.js';
import { fail, truncate } from '../text.js';
import type { CmlRecord } from './cml-records.js';

export interface CmlBond {
  readonly id: string;
  readonly a: number;
  readonly b: number;
  readonly order: BondOrder;
  readonly line: number;
}

/** CML bond orders (schema 2.4 `orderType`) and their digit spellings; 'A' is aromatic. */
const ORDERS: Readonly<Record<string, BondOrder>> = {
  '1': BondOrder.Single,
  S: BondOrder.Single,
  '2': BondOrder.Double,
  D: BondOrder.Double,
  '3': BondOrder.Triple,
  T: BondOrder.Triple,
  '4': BondOrder.Quadruple,
  Q: BondOrder.Quadruple,
  A: BondOrder.Aromatic,
};

/** Resolves `atomRefs2` against the atom ids; an absent order is Unknown (perception decides). */
export function cmlBond(
  record: CmlRecord,
  index: number,
  atomIndex: ReadonlyMap<string, number>,
  ctx: TextContext,
): CmlBond {
  const { attributes: a, line } = record;
  const id = a['id'] ?? `b${index + 1}`;
  const refs = (a['atomRefs2'] ?? '').trim().split(/\s+/);
  if (refs.length !== 2 || refs[0] === '')
    fail(ctx, line, `bond '${truncate(id)}' needs atomRefs2 with two atom ids.`);
  const [ia, ib] = refs.map((r) => {
    const i = atomIndex.get(r);
    if (i === undefined)
      fail(
        ctx,
        line,
        `bond '${truncate(id)}' refers to atom '${truncate(r)}', which is not in the atomArray.`,
      );
    return i;
  }) as [number, number];
  if (ia === ib) fail(ctx, line, `bond '${truncate(id)}' joins atom '${truncate(refs[0] ?? '')}' to itself.`);
  const text = a['order'];
  const key = text?.trim().toUpperCase() ?? '';
  const order = text === undefined ? BondOrder.Unknown : Object.hasOwn(ORDERS, key) ? ORDERS[key] : undefined;
  if (order === undefined)
    fail(
      ctx,
      line,
      `bond '${truncate(id)}' has order '${truncate(text ?? '')}'; expected 1, 2, 3, S, D, T or A.`,
    );
  return { id, a: ia, b: ib, order, line };
}
